import { createHash } from 'node:crypto'
import type { RouteOptions } from 'fastify'
import { sql } from 'kysely'
import { buildTestApp, type TestApp } from '../helper'

// Shared by the security suites: the app with its route inventory, and a fingerprint of what the database holds.

export interface RegisteredRoute {
  method: string
  path: string
  schema: RouteOptions['schema']
  config: { public?: boolean; module?: string; multiline?: readonly string[]; tabsStripped?: readonly string[] }
}

const isApiRoute = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/docs')

/** Builds the test app and collects every /api route as it is registered (HEAD twins of GET routes excluded). */
export async function buildAppWithRoutes(): Promise<{ t: TestApp; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = []
  const t = await buildTestApp({
    onRoute: (route) => {
      if (!isApiRoute(route.url)) return
      for (const method of ([] as string[]).concat(route.method)) {
        if (method === 'HEAD') continue
        routes.push({
          method: method.toLowerCase(),
          path: route.url,
          schema: route.schema,
          config: (route.config ?? {}) as RegisteredRoute['config'],
        })
      }
    },
  })
  return { t, routes }
}

/** Tables whose row counts must not move when a request is refused (sessions excluded: logins are not under test). */
const WATCHED = [
  'audit_log',
  'users',
  'user_sites',
  'privileges',
  'sites',
  'clubs',
  'coaches',
  'swimmers',
  'swimmer_parents',
  'swimmer_levels',
  'swimmer_times',
  'swimmer_freezes',
  'subscriptions',
  'schools',
  'preteams',
  'school_enrolments',
  'preteam_enrolments',
  'session_attendance',
  'invoices',
  'payments',
  // Issue 29: a refused request writes no message and changes none.
  'messages',
  'message_status_history',
] as const

/** Row counts of the watched tables, in one query. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const columns = sql.join(WATCHED.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.id(table)}`))
  const result = await sql<Record<string, number | string>>`select ${columns}`.execute(t.app.db)
  const row = result.rows[0] ?? {}
  return Object.fromEntries(WATCHED.map((table) => [table, Number(row[table])]))
}

/** Text that must never reach a client: stack frames, file paths, SQL, driver error codes. */
export const LEAK =
  /(\bat .+:\d+:\d+|node_modules|\/src\/|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|SQLITE_|sqlite3?|\bpg_|syntax error|violates|constraint failed)/i

/**
 * A digest of every watched table's content (not only its row count): a refused update must leave each row as it was.
 * Rows are sorted as text so the digest does not depend on the engine's row order.
 */
export async function tableDigest(t: TestApp): Promise<Record<string, string>> {
  const digests: Record<string, string> = {}
  for (const table of WATCHED) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.app.db)
    const rows = result.rows.map((row) => JSON.stringify(row)).sort()
    digests[table] = createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)
  }
  return digests
}
