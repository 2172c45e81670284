import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL, fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import { SITES } from '@contract/lookups'
import { parseDatabaseUrl } from '../server/src/config'
import { DEMO_USERS } from '../server/src/db/seed/reference-data'
import { measureLists, measureSearches } from './api-latency'
import { measureBilling } from './billing'
import { measureFamilies } from './families'
import { measureMessages } from './messages'
import { measureProgress } from './progress'
import { measureMoney } from './money'
import { measureWeek } from './week'
import { closeClient, signIn } from './api-client'
import type { BenchRow } from './bench-table'
import { markdownTable, textTable } from './format-table'
import { explainWorkload, type PlanReport } from './query-plans'
import { ensureScaleDatabase, sqliteScaleUrl } from './scale-databases'
import { startAppServer } from './server-process'
import { measureStartTime } from './start-time'
import { measureThroughput } from './throughput'
import { measureSameSql } from './same-sql-throughput'
import { benchDemoComparator } from './demo-comparator'
import { BUSY_SITE, SUMMARY, searchCases } from './workload'

// npm run bench -- [--swimmers 1000000] [--fresh] [--sqlite-url file:PATH] [--skip-sqlite] [--skip-postgres] [--skip-throughput] [--skip-start] [--skip-spa]
//                   [--only billing,progress] (only those parts of each engine: searches, money, families, messages,
//                   progress, billing, week, throughput, plans; with it the SPA and `npm start` are skipped)
//
// Seeds (or reuses) a scale database on SQLite and on PostgreSQL, serves it with the real server, and measures
// over HTTP: swimmer search, the desk's invoice list and the school summary, throughput against a bare Fastify
// route, `npm start` from a fresh clone, and (bench/spa.ts, bench/lighthouse.ts) the SPA. Prints one table and
// writes it with the machine's description to bench/results.json.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORTS = { sqlite: 3200, bare: 3201, postgres: 3202, start: 3203, sameSql: 3204 }
const ADMIN = DEMO_USERS[0]
/** --demo's own ports, so that it can run beside a full run (a server answering on a taken port would be another's). */
const DEMO_PORTS = { sqlite: 3210, postgres: 3212, sameSql: 3214 }

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      swimmers: { type: 'string', default: '1000000' },
      fresh: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/academy_scale' },
      'sqlite-url': { type: 'string' },
      'skip-sqlite': { type: 'boolean', default: false },
      'skip-postgres': { type: 'boolean', default: false },
      'skip-throughput': { type: 'boolean', default: false },
      'skip-start': { type: 'boolean', default: false },
      'skip-spa': { type: 'boolean', default: false },
      only: { type: 'string' },
      runs: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      out: { type: 'string', default: path.join(ROOT, 'bench', 'results.json') },
    },
  })
  return {
    swimmers: Number(values.swimmers!.replace(/_/g, '')),
    fresh: values.fresh!,
    demo: values.demo!,
    pgUrl: values['pg-url']!,
    /** Default: data/scale/academy-<swimmers>.sqlite. */
    sqliteUrl: values['sqlite-url'],
    skipSqlite: values['skip-sqlite']!,
    skipPostgres: values['skip-postgres']!,
    skipThroughput: values['skip-throughput']!,
    skipSpa: values['skip-spa']! || values.only !== undefined,
    skipStart: values['skip-start']! || values.only !== undefined,
    /** The parts of each engine to measure (--only), or every part. */
    wants: (partName: string) => values.only === undefined || values.only.split(',').includes(partName),
    runs: Number(values.runs),
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    out: values.out!,
  }
}
type Options = ReturnType<typeof options>

const log = (message: string) => process.stderr.write(`bench: ${message}\n`)

/** A row per engine: how many statements behind the benchmarked requests read a whole big table (target 0). */
function planRow(engine: string, reports: PlanReport[]): BenchRow {
  const scans = reports.flatMap((report) =>
    report.statements.filter((statement) => statement.fullScans.length > 0).map(() => report.request),
  )
  return {
    group: `query plans (${engine})`,
    metric: 'statements reading a whole big table',
    median: scans.length,
    p95: scans.length,
    unit: 'ratio',
    target: '0',
    met: scans.length === 0,
    note:
      scans.length === 0
        ? 'every statement index-served (EXPLAIN)'
        : `full scans in: ${[...new Set(scans)].join(', ')}`,
  }
}

async function optionalModule<T>(file: string, name: string): Promise<T | undefined> {
  const full = path.join(ROOT, 'bench', file)
  if (!fs.existsSync(full)) return undefined
  const loaded = (await import(pathToFileURL(full).href)) as Record<string, unknown>
  return loaded[name] as T | undefined
}

async function benchEngine(engine: 'SQLite' | 'PostgreSQL', url: string, opts: Options, spa: boolean) {
  const rows: BenchRow[] = await ensureScaleDatabase(url, opts.swimmers, engine, opts.fresh)
  const port = engine === 'SQLite' ? PORTS.sqlite : PORTS.postgres
  const staticDir = path.join(ROOT, 'dist')
  log(`${engine}: starting the server on port ${port}`)
  const server = await startAppServer({ port, databaseUrl: url, staticDir, cwd: ROOT })
  const now = new Date()
  const searches = searchCases(opts.swimmers, now)
  try {
    const token = await signIn(server.url, ADMIN.id, ADMIN.password)
    const latency = { baseUrl: server.url, token, engine, runs: opts.runs, searches, busySite: BUSY_SITE }
    const parts: Array<[string, string, () => Promise<BenchRow[]>]> = [
      [
        'searches',
        'searches and lists',
        async () => [...(await measureSearches(latency)), ...(await measureLists(latency))],
      ],
      ['money', "the money desk and the owner's view", () => measureMoney({ ...latency, now })],
      ['families', 'families', () => measureFamilies({ ...latency, swimmers: opts.swimmers })],
      ['messages', 'messages to families', () => measureMessages({ ...latency, databaseUrl: url, now })],
      ['progress', 'skills and progress', () => measureProgress({ ...latency, now })],
      ['billing', 'billing', () => measureBilling({ ...latency, swimmers: opts.swimmers, now })],
      ['week', "the academy's week", () => measureWeek({ ...latency, now })],
    ]
    for (const [name, title, run] of parts.filter(([name]) => opts.wants(name))) {
      log(`${engine}: ${title}`)
      // The searches' rows carry their own groups; a failure of theirs ends the run as before.
      rows.push(...(name === 'searches' ? await run() : await part(`${title} (${engine})`, run)))
    }
    if (!opts.skipThroughput && opts.wants('throughput')) {
      log(`${engine}: throughput`)
      const swimmerId = searches[0].criteria.swimmerID!
      rows.push(
        ...(await part(`throughput (${engine})`, () =>
          measureThroughput({
            appUrl: server.url,
            token,
            swimmerId,
            barePort: PORTS.bare,
            connections: opts.connections,
            seconds: opts.seconds,
            rounds: opts.rounds,
            engine,
          }),
        )),
        ...(await part(`throughput (${engine})`, () =>
          measureSameSql({
            appUrl: server.url,
            appPid: server.process.pid,
            databaseUrl: url,
            token,
            swimmerId,
            port: PORTS.sameSql,
            connections: opts.connections,
            seconds: opts.seconds,
            rounds: opts.rounds,
            engine,
          }),
        )),
      )
    }
    if (spa) rows.push(...(await measureSpaRows(server.url)))
  } finally {
    closeClient()
    await server.stop()
  }
  if (!opts.wants('plans')) return { rows, plans: [] }
  log(`${engine}: query plans`)
  const plans = await explainWorkload(
    parseDatabaseUrl(url),
    { searches, busySite: BUSY_SITE, summary: SUMMARY },
    now.toISOString().slice(0, 10),
    SITES.map((site) => site.code),
  )
  rows.push(planRow(engine, plans))
  return { rows, plans }
}

/**
 * Runs one part of the benchmark; a part that fails becomes a row saying so, and the rest of the run goes on, so one
 * broken part (a browser that will not start, a clone that will not build) never loses the whole table.
 */
async function part(group: string, run: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  try {
    return await run()
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200)
    log(`${group} failed: ${message}`)
    return [{ group, metric: 'could not be measured', median: NaN, p95: NaN, unit: 's', met: false, note: message }]
  }
}

type SpaMeasure = (opts: { baseUrl: string; buildDir: string }) => Promise<BenchRow[]>
type LighthouseMeasure = (opts: { baseUrl: string }) => Promise<BenchRow[]>

async function measureSpaRows(baseUrl: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const measureSpa = await optionalModule<SpaMeasure>('spa.ts', 'measureSpa')
  if (measureSpa) {
    log('SPA bundle sizes')
    rows.push(...(await part('SPA', () => measureSpa({ baseUrl, buildDir: path.join(ROOT, 'dist') }))))
  }
  const measureLighthouse = await optionalModule<LighthouseMeasure>('lighthouse.ts', 'measureLighthouse')
  if (measureLighthouse) {
    log('Lighthouse')
    rows.push(...(await part('Lighthouse', () => measureLighthouse({ baseUrl }))))
  }
  return rows
}

/** Written as Prettier would write it, so the committed results pass `npm run format:check`. */
async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {}
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }))
}

function machine() {
  const cpus = os.cpus()
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  }
}

async function main() {
  const opts = options()
  const startedAt = new Date()
  const before = machine()
  const rows: BenchRow[] = []
  const plans: Record<string, PlanReport[]> = {}
  if (opts.demo) {
    // Issue 17's comparator alone, on fresh demo databases: no scale database needed.
    rows.push(...(await benchDemoComparator({ root: ROOT, ports: DEMO_PORTS, log, ...opts })))
    return report(opts, startedAt, before, rows, plans, path.join(ROOT, 'bench', 'results-demo.json'))
  }
  if (!opts.skipSqlite) {
    const sqliteUrl = opts.sqliteUrl ?? sqliteScaleUrl(ROOT, opts.swimmers)
    const sqlite = await benchEngine('SQLite', sqliteUrl, opts, !opts.skipSpa)
    rows.push(...sqlite.rows)
    plans.SQLite = sqlite.plans
  }
  if (!opts.skipPostgres) {
    let postgres: Awaited<ReturnType<typeof benchEngine>> | undefined
    rows.push(
      ...(await part('PostgreSQL', async () => {
        postgres = await benchEngine('PostgreSQL', opts.pgUrl, opts, false)
        return postgres.rows
      })),
    )
    if (postgres) plans.PostgreSQL = postgres.plans
  }
  if (!opts.skipStart) {
    log('npm start from a fresh clone')
    rows.push(...(await part('npm start', () => measureStartTime({ repoDir: ROOT, port: PORTS.start }))))
  }
  await report(opts, startedAt, before, rows, plans, opts.out)
}

async function report(
  opts: Options,
  startedAt: Date,
  before: ReturnType<typeof machine>,
  rows: BenchRow[],
  plans: Record<string, PlanReport[]>,
  out: string,
) {
  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    swimmers: opts.demo ? 'demo' : opts.swimmers,
    machine: { ...before, loadAverageAtEnd: machine().loadAverage },
    rows,
    plans,
  }
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await writeFormatted(out, JSON.stringify(result, null, 2))
  await writeFormatted(out.replace(/\.json$/, '.md'), markdownTable(rows))
  console.log(textTable(rows))
  console.log(
    `\n${before.cpu}, ${before.memoryGiB} GiB, ${before.node}; load average at start ${before.loadAverage.join(' ')}`,
  )
  console.log(`written: ${path.relative(ROOT, out)} and ${path.relative(ROOT, out.replace(/\.json$/, '.md'))}`)
  const missed = rows.filter((row) => row.met === false)
  if (missed.length > 0) console.log(`targets not met: ${missed.map((row) => `${row.group} ${row.metric}`).join('; ')}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
