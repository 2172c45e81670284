import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../server/src/config'
import type { Database } from '../server/src/db/database'
import { findDeskInvoices } from '../server/src/domains/payments/invoices.repository'
import { findProductPrices, findSchools } from '../server/src/domains/schools/schools.repository'
import { searchSwimmers } from '../server/src/domains/swimmers/swimmers.repository'
import { moneyWorkload } from './money'
import { progressWorkload } from './progress'
import { weekWorkload } from './week'
import type { SearchCase } from './workload'

// The query plans behind each benchmarked request, taken from the repositories themselves: every statement a
// request runs is captured as compiled and explained on the same database. A plan that reads a whole big table
// (swimmers, invoices, payments, enrolments, attendance) is reported, because it would not stay fast at scale.

const BIG_TABLES = [
  'swimmers',
  'invoices',
  'payments',
  'school_enrolments',
  'preteam_enrolments',
  'attendance',
  'class_sessions',
  'session_attendance',
  'makeup_credits',
  'swimmer_name_trigrams',
]

export interface PlanReport {
  request: string
  statements: Array<{ sql: string; plan: string[]; fullScans: string[] }>
}

interface Captured {
  db: Kysely<Database>
  queries: CompiledQuery[]
  explain(query: CompiledQuery): Promise<string[]>
  close(): Promise<void>
}

function open(config: DatabaseConfig): Captured {
  const queries: CompiledQuery[] = []
  const log = (event: { query: CompiledQuery }) => void queries.push(event.query)
  if (config.kind === 'sqlite') {
    const raw = new SQLite(config.file, { readonly: true })
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }), log })
    return {
      db,
      queries,
      explain: async (query) =>
        (raw.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as Array<{ detail: string }>).map(
          (row) => row.detail,
        ),
      close: () => db.destroy(),
    }
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 2 })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log })
  return {
    db,
    queries,
    explain: async (query) => {
      const result = await pool.query(`explain ${query.sql}`, query.parameters as unknown[])
      return result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
    },
    close: () => db.destroy(),
  }
}

function fullScans(plan: string[]): string[] {
  return plan.filter((line) =>
    BIG_TABLES.some((table) =>
      new RegExp(`(^|\\s)(SCAN ${table}( AS \\w+)?$|Seq Scan on ${table}\\b)`).test(line.trim()),
    ),
  )
}

/** Runs each request's repository calls once and explains every statement they ran. */
export async function explainWorkload(
  config: DatabaseConfig,
  workload: { searches: SearchCase[]; busySite: number; summary: { site: number; type: number; level: number } },
  today: string,
  siteIds: number[],
): Promise<PlanReport[]> {
  const target = open(config)
  const reports: PlanReport[] = []
  const record = async (request: string, run: () => Promise<unknown>) => {
    target.queries.length = 0
    await run()
    const statements = []
    for (const query of [...target.queries]) {
      const plan = await target.explain(query)
      statements.push({ sql: query.sql, plan, fullScans: fullScans(plan) })
    }
    reports.push({ request, statements })
  }
  try {
    for (const search of workload.searches) {
      await record(`search ${search.metric}`, () => searchSwimmers(target.db, search.criteria, siteIds, today))
    }
    await record('invoice list', () => findDeskInvoices(target.db, workload.busySite, `${today}T00:00:00.000Z`))
    const { site, type, level } = workload.summary
    await record('school summary', () =>
      Promise.all([
        findSchools(target.db, { site, type, level, activeOnly: true }, today),
        findProductPrices(target.db, site, type),
      ]),
    )
    const money = moneyWorkload(target.db, workload.busySite, new Date())
    await record('money due list', money.due)
    await record("a day's cash-up", money.cashup)
    await record('reports overview', money.reports)
    const week = weekWorkload(target.db, workload.busySite, new Date())
    await record("the busiest site's week", week.timetable)
    await record('a session roster', week.roster)
    const progress = progressWorkload(target.db, workload.busySite, today)
    await record('the ready list of the busiest site', progress.ready)
    await record("an evaluation grid's ratings", progress.grid)
  } finally {
    await target.close()
  }
  return reports
}
