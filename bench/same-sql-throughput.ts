import fs from 'node:fs'
import autocannon from 'autocannon'
import type { BenchRow } from './bench-table'
import { SEARCH_URL } from './same-sql'
import { startProcess } from './server-process'
import { median, round } from './stats'

// Issue 17's comparator under load: the app's authenticated search by id against a bare Fastify route running the
// same SQL statements on prepared statements (bench/same-sql.ts), alternating round by round in one run, with the
// CPU each server process (and PostgreSQL's backends) used per request, from /proc.

export interface SameSqlOptions {
  appUrl: string
  /** The app server's process id, for its CPU time (Linux /proc); omitted: no CPU columns. */
  appPid?: number
  databaseUrl: string
  token: string
  swimmerId: number
  port: number
  connections: number
  seconds: number
  rounds: number
  engine: 'SQLite' | 'PostgreSQL'
}

interface CannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p97_5: number }
  non2xx: number
  errors: number
}

const TICKS_PER_SECOND = 100 // USER_HZ on Linux

/** User + system CPU seconds of one process, or NaN without /proc. */
function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return NaN
  }
}

/** CPU seconds of every PostgreSQL process on this machine (the backends serving the two servers). */
function postgresCpuSeconds(): number {
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return total
}

function cannon(url: string, options: SameSqlOptions, duration: number): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${SEARCH_URL}`,
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ swimmerID: options.swimmerId, userSite: 'all' }),
        connections: options.connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result as unknown as CannonResult)),
    )
  })
}

interface Round {
  rps: number
  latency: string
  /** Server process CPU ms per request, and the share of the round's wall time it was busy. */
  cpuMsPerRequest: number
  busy: number
  postgresMsPerRequest: number
}

async function measuredRound(url: string, pid: number | undefined, options: SameSqlOptions): Promise<Round> {
  await cannon(url, options, 2) // warm-up: JIT, pools, prepared statements
  const cpuBefore = pid ? cpuSeconds(pid) : NaN
  const pgBefore = options.engine === 'PostgreSQL' ? postgresCpuSeconds() : NaN
  const started = process.hrtime.bigint()
  const result = await cannon(url, options, options.seconds)
  const wall = Number(process.hrtime.bigint() - started) / 1e9
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`)
  }
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : NaN
  const pgCpu = options.engine === 'PostgreSQL' ? postgresCpuSeconds() - pgBefore : NaN
  return {
    rps: result.requests.average,
    latency: `p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms`,
    cpuMsPerRequest: (cpu * 1000) / result.requests.total,
    busy: cpu / wall,
    postgresMsPerRequest: (pgCpu * 1000) / result.requests.total,
  }
}

function cpuNote(rounds: Round[], engine: string): string {
  const cpu = median(rounds.map((r) => r.cpuMsPerRequest))
  if (!Number.isFinite(cpu)) return ''
  const busy = Math.round(median(rounds.map((r) => r.busy)) * 100)
  const pg = median(rounds.map((r) => r.postgresMsPerRequest))
  const pgPart = engine === 'PostgreSQL' && Number.isFinite(pg) ? `, PostgreSQL ${round(pg * 1000)} µs/request` : ''
  return `; server CPU ${round(cpu * 1000)} µs/request, busy ${busy} % of the time${pgPart}`
}

/**
 * The same comparison in CPU time rather than requests a second: the server process's CPU per request, same-SQL
 * route ÷ app, round by round. On a machine shared with other work the requests a second follow the scheduler as
 * much as the work; the CPU a request costs moves less. PostgreSQL's own CPU is left out of the ratio (other
 * databases on the same server count in it) and given in the rows' notes.
 */
function cpuRatioRow(group: string, same: Round[], app: Round[], engine: string): BenchRow[] {
  const ratios = app.map((r, i) => same[i].cpuMsPerRequest / r.cpuMsPerRequest).filter(Number.isFinite)
  if (ratios.length === 0) return []
  return [
    {
      group,
      metric: 'server CPU per request, same SQL ÷ app',
      median: round(median(ratios)),
      p95: round(Math.min(...ratios)),
      unit: 'ratio',
      note: `/proc utime + stime of each server process over each round${engine === 'PostgreSQL' ? ', Node only' : ''}; p95 column: worst round`,
    },
  ]
}

/**
 * Alternates the same-SQL route and the app round by round (`rounds` times) so that other work on the machine hits
 * both alike; each figure is the median over rounds and, in the p95 column, the worst round.
 */
export async function measureSameSql(options: SameSqlOptions): Promise<BenchRow[]> {
  const comparator = await startProcess({
    args: ['--import', 'tsx', 'bench/same-sql.ts', String(options.port), options.databaseUrl],
    env: { ...process.env, SAME_SQL_TOKEN: options.token, SAME_SQL_SWIMMER: String(options.swimmerId) },
    readyUrl: `http://127.0.0.1:${options.port}/ready`,
  })
  const same: Round[] = []
  const app: Round[] = []
  try {
    for (let round = 0; round < options.rounds; round++) {
      same.push(await measuredRound(comparator.url, comparator.process.pid, options))
      app.push(await measuredRound(options.appUrl, options.appPid, options))
    }
  } finally {
    await comparator.stop()
  }
  const ratios = app.map((r, i) => r.rps / same[i].rps)
  const group = `throughput (${options.engine})`
  const how = `autocannon -c ${options.connections}, ${options.rounds} rounds of ${options.seconds} s alternating (2 s warm-up each)`
  const driver = options.engine === 'SQLite' ? 'better-sqlite3 prepared statements' : 'pg named prepared statements'
  return [
    {
      group,
      metric: `same SQL, bare Fastify (${driver})`,
      median: round(median(same.map((r) => r.rps))),
      p95: round(Math.min(...same.map((r) => r.rps))),
      unit: 'req/s',
      note: `${how}; latency ${same.at(-1)!.latency} (last round)${cpuNote(same, options.engine)}`,
    },
    {
      group,
      metric: 'authenticated search by id, alternating with same SQL',
      median: round(median(app.map((r) => r.rps))),
      p95: round(Math.min(...app.map((r) => r.rps))),
      unit: 'req/s',
      note: `latency ${app.at(-1)!.latency} (last round)${cpuNote(app, options.engine)}`,
    },
    ...cpuRatioRow(group, same, app, options.engine),
    {
      group,
      metric: 'search by id ÷ same SQL',
      median: round(median(ratios)),
      p95: round(Math.min(...ratios)),
      unit: 'ratio',
      target: '≥ 0.5',
      met: median(ratios) >= 0.5,
      note: 'mean req/s of each round, app ÷ same-SQL route of the same round',
    },
  ]
}
