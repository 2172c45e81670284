import autocannon from 'autocannon'
import type { BenchRow } from './bench-table'
import { startProcess } from './server-process'
import { median, round } from './stats'

// Throughput with autocannon on loopback: authenticated swimmer search by id against a bare Fastify route
// answering a constant JSON object, in the same run on the same machine. The load generator shares the two
// cores with the server, as it would in any single-machine measurement.

export interface ThroughputOptions {
  appUrl: string
  token: string
  swimmerId: number
  barePort: number
  connections: number
  seconds: number
  rounds: number
  engine: string
}

interface CannonResult {
  requests: { average: number }
  latency: { p50: number; p97_5: number }
  non2xx: number
  errors: number
}

function run(options: autocannon.Options): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result as unknown as CannonResult)))
  })
}

async function cannon(options: autocannon.Options & { seconds: number }): Promise<CannonResult> {
  // A short warm-up first (JIT, connection pools, page cache), then the measured run.
  await run({ ...options, duration: 2 })
  const result = await run({ ...options, duration: options.seconds })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`)
  }
  return result
}

/**
 * Alternates the two servers round by round (bare, then app, `rounds` times), so a burst of other work on the
 * machine hits both sides alike. Each figure: the median over rounds, and in the p95 column the worst round.
 */
export async function measureThroughput(options: ThroughputOptions): Promise<BenchRow[]> {
  const bare = await startProcess({
    args: ['--import', 'tsx', 'bench/bare-server.ts', String(options.barePort)],
    env: process.env,
    readyUrl: `http://127.0.0.1:${options.barePort}/`,
  })
  const baseline: number[] = []
  const search: number[] = []
  const ratios: number[] = []
  let searchLatency = ''
  try {
    for (let round = 0; round < options.rounds; round++) {
      const bareResult = await cannon({ url: bare.url, connections: options.connections, seconds: options.seconds })
      const searchResult = await cannon({
        url: `${options.appUrl}/api/swimmers/search`,
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ swimmerID: options.swimmerId, userSite: 'all' }),
        connections: options.connections,
        seconds: options.seconds,
      })
      baseline.push(bareResult.requests.average)
      search.push(searchResult.requests.average)
      ratios.push(searchResult.requests.average / bareResult.requests.average)
      searchLatency = `latency p50 ${searchResult.latency.p50} ms, p97.5 ${searchResult.latency.p97_5} ms`
    }
  } finally {
    await bare.stop()
  }
  const how = `autocannon -c ${options.connections}, ${options.rounds} rounds of ${options.seconds} s each (after 2 s warm-up), loopback; p95 column: worst round`
  const group = `throughput (${options.engine})`
  return [
    {
      group,
      metric: 'bare Fastify, constant JSON',
      median: round(median(baseline)),
      p95: round(Math.min(...baseline)),
      unit: 'req/s',
      note: how,
    },
    {
      group,
      metric: 'authenticated search by id',
      median: round(median(search)),
      p95: round(Math.min(...search)),
      unit: 'req/s',
      note: `${searchLatency} (last round)`,
    },
    {
      group,
      metric: 'search by id ÷ bare route',
      median: round(median(ratios)),
      p95: round(Math.min(...ratios)),
      unit: 'ratio',
      target: '≥ 0.4',
      met: median(ratios) >= 0.4,
      note: 'mean req/s of each round, app ÷ bare',
    },
  ]
}
