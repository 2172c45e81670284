import { buildApp } from '../server/src/app'
import { parseDatabaseUrl } from '../server/src/config'
import { createDb } from '../server/src/db/create-db'
import type { BenchRow } from './bench-table'
import { SEARCH_URL, startSameSqlServer } from './same-sql'
import { median, round } from './stats'

// The comparator without sockets: the app (buildApp, as main.ts builds it, on the same database) and the same-SQL
// route answer the same search by id through Fastify's inject, in this process, rounds alternating, and each round's
// CPU time (process.cpuUsage) per request is compared. No load generator and no TCP: what is left is each server's
// own work per request, the figure least moved by other work on the machine. Node's CPU only (not PostgreSQL's).

export async function measureInjectCpu(options: {
  databaseUrl: string
  token: string
  swimmerId: number
  engine: 'SQLite' | 'PostgreSQL'
  requests?: number
  rounds?: number
}): Promise<BenchRow[]> {
  const requests = options.requests ?? 5_000
  const rounds = options.rounds ?? 3
  const database = createDb(parseDatabaseUrl(options.databaseUrl))
  const app = await buildApp({
    database,
    staticDir: '/nonexistent-static-dir',
    logger: { level: 'warn' },
    checkResponses: false,
  })
  const same = await startSameSqlServer({
    port: 0,
    url: options.databaseUrl,
    token: options.token,
    swimmerId: options.swimmerId,
  })
  const request = {
    method: 'POST' as const,
    url: SEARCH_URL,
    headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ swimmerID: options.swimmerId, userSite: 'all' }),
  }
  const cpuPerRequest = async (server: typeof app, count: number): Promise<number> => {
    const started = process.cpuUsage()
    for (let sent = 0; sent < count; sent += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, count - sent) }, () => server.inject(request)))
      if (batch.some((response) => response.statusCode !== 200)) throw new Error('inject: a search did not answer 200')
    }
    const used = process.cpuUsage(started)
    return (used.user + used.system) / count
  }
  const appUs: number[] = []
  const sameUs: number[] = []
  try {
    await cpuPerRequest(app, 1_000) // warm-up: JIT, statement caches
    await cpuPerRequest(same, 1_000)
    for (let i = 0; i < rounds; i++) {
      sameUs.push(await cpuPerRequest(same, requests))
      appUs.push(await cpuPerRequest(app, requests))
    }
  } finally {
    await same.close()
    await app.close()
  }
  const ratios = appUs.map((us, i) => sameUs[i] / us)
  return [
    {
      group: `in-process (${options.engine})`,
      metric: 'search by id through inject, CPU per request: same SQL ÷ app',
      median: round(median(ratios)),
      p95: round(Math.min(...ratios)),
      unit: 'ratio',
      note:
        `app ${round(median(appUs))} µs, same SQL ${round(median(sameUs))} µs of Node CPU per request (medians of ` +
        `${rounds} alternating rounds of ${requests}, 50 at a time, after 1,000 each to warm up); no sockets`,
    },
  ]
}
