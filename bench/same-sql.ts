import { isDeepStrictEqual } from 'node:util'
import SQLite from 'better-sqlite3'
import Fastify, { type FastifyInstance } from 'fastify'
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely'
import pg from 'pg'
import { SEARCH_LIMIT } from '@contract/swimmers'
import { buildApp } from '../server/src/app'
import { parseDatabaseUrl } from '../server/src/config'
import type { Database } from '../server/src/db/database'
import { academyDateAt } from '../server/src/lib/clock'
import { hashToken, tokenFromHeader } from '../server/src/lib/session-tokens'
import { toSummary, type SummaryRow } from '../server/src/domains/swimmers/swimmers.repository'

// The comparator of issue 17: a bare Fastify route that runs exactly the SQL the app runs for an authenticated
// swimmer search by id, through better-sqlite3 prepared statements or `pg` named prepared statements, and answers
// the same JSON. Nothing else: no zod, no helmet, no hooks, no Kysely at request time.
//
// node --import tsx bench/same-sql.ts <port> <DATABASE_URL>   (env SAME_SQL_TOKEN, SAME_SQL_SWIMMER)
//
// At start it captures the statements the app itself runs — the real app (buildApp) on the same database with
// Kysely logging every compiled query, one injected search — and serves those SQL texts. The parameters of each
// statement are built here by hand (session → token hash; search row → today, for the coach of the latest running
// enrolment, the user's sites, the id, the limit) and checked against the captured ones, and its answer against the
// app's, so a change in the app's SQL fails this server loudly instead of measuring something else.

export const SEARCH_URL = '/api/swimmers/search'

interface Statements {
  session: string
  row: string
}

interface SessionRow {
  user_id: number
  last_seen_at: string
  expires_at: string
  revoked_at: string | null
  disabled: number
  sites_json: string
  granted_json: string
  /** The academy's time zone, read with the session (migration 0028). */
  time_zone: string
}

/** How the route runs one statement: better-sqlite3 prepared statement or pg named prepared statement. */
type Run = <T>(name: keyof Statements, parameters: unknown[]) => Promise<T[]> | T[]

const IDLE_MS = 30 * 60 * 1000

export const sessionParameters = (tokenHash: string) => [tokenHash]
export const rowParameters = (siteIds: number[], swimmerId: number, today: string) => [
  today, // the running freeze
  today, // the running school enrolment's coach
  today, // the running pre-team enrolment's coach
  ...siteIds,
  swimmerId,
  SEARCH_LIMIT,
]

function kyselyFor(url: string, log: (query: CompiledQuery) => void) {
  const config = parseDatabaseUrl(url)
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 2 })
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => log(event.query) }),
      dialect: 'postgres' as const,
    }
  }
  const sqlite = new SQLite(config.file, { fileMustExist: true })
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: (event) => log(event.query) }),
    dialect: 'sqlite' as const,
  }
}

/** The app's statements for one search by id, and its answer. */
export async function captureAppStatements(url: string, token: string, swimmerId: number) {
  const captured: CompiledQuery[] = []
  const database = kyselyFor(url, (query) => captured.push(query))
  const app = await buildApp({ database, staticDir: '/nonexistent-static-dir', closeDb: true })
  try {
    const response = await app.inject({
      method: 'POST',
      url: SEARCH_URL,
      headers: { authorization: `Bearer ${token}` },
      payload: { swimmerID: swimmerId, userSite: 'all' },
    })
    if (response.statusCode !== 200) throw new Error(`app search: HTTP ${response.statusCode} ${response.body}`)
    // The app touches the session at most once a minute; the measured requests are the other ones.
    const statements = captured.filter((query) => !/^update "auth_sessions"/.test(query.sql))
    return { statements, body: response.json<unknown>() }
  } finally {
    await app.close()
  }
}

function checkParameters(what: string, captured: CompiledQuery | undefined, expected: unknown[]): void {
  if (!captured) throw new Error(`the app ran fewer statements than the comparator's two (${what} missing)`)
  if (!isDeepStrictEqual([...captured.parameters], expected)) {
    throw new Error(
      `the app's ${what} statement takes ${JSON.stringify(captured.parameters)}, the comparator built ` +
        `${JSON.stringify(expected)}: update bench/same-sql.ts to the app's SQL\n${captured.sql}`,
    )
  }
}

/** The search route on prepared statements; answers what the app answers. */
export function sameSqlRoute(app: FastifyInstance, run: Run) {
  app.post(SEARCH_URL, async (request, reply) => {
    const token = tokenFromHeader(request.headers.authorization)
    const [session] = token ? await run<SessionRow>('session', sessionParameters(hashToken(token))) : []
    const now = Date.now()
    if (
      !session ||
      session.revoked_at !== null ||
      session.disabled === 1 ||
      now >= Date.parse(session.expires_at) ||
      now - Date.parse(session.last_seen_at) >= IDLE_MS
    ) {
      return reply.code(401).send({ message: 'Your session has ended. Please sign in again.' })
    }
    const granted = JSON.parse(session.granted_json) as string[]
    if (!granted.some((key) => key.startsWith('Mod_SW:'))) return reply.code(403).send({ message: 'Forbidden' })
    const sites = (JSON.parse(session.sites_json) as Array<{ id: number }>).map((site) => site.id).sort((a, b) => a - b)
    const swimmerId = (request.body as { swimmerID: number }).swimmerID
    const rows = await run<SummaryRow>(
      'row',
      rowParameters(sites, swimmerId, academyDateAt(new Date(now), session.time_zone)),
    )
    return rows.map(toSummary)
  })
}

function runnerFor(url: string, statements: Statements): { run: Run; close(): Promise<void> } {
  const config = parseDatabaseUrl(url)
  if (config.kind === 'postgres') {
    // The app's pool size (server/src/db/create-db.ts).
    const pool = new pg.Pool({ connectionString: config.url, max: 10 })
    return {
      run: async <T>(name: keyof Statements, values: unknown[]) =>
        (await pool.query({ name: `same_sql_${name}`, text: statements[name], values })).rows as T[],
      close: () => pool.end(),
    }
  }
  const sqlite = new SQLite(config.file, { fileMustExist: true })
  sqlite.pragma('journal_mode = WAL')
  const prepared = {
    session: sqlite.prepare(statements.session),
    row: sqlite.prepare(statements.row),
  }
  return {
    run: <T>(name: keyof Statements, values: unknown[]) => prepared[name].all(...values) as T[],
    close: async () => {
      sqlite.close()
    },
  }
}

export async function startSameSqlServer(options: { port: number; url: string; token: string; swimmerId: number }) {
  const { statements, body } = await captureAppStatements(options.url, options.token, options.swimmerId)
  if (statements.length !== 2) {
    throw new Error(
      `the app ran ${statements.length} statements for a search by id, the comparator runs 2: update bench/same-sql.ts\n` +
        statements.map((query) => query.sql).join('\n'),
    )
  }
  const [session, row] = statements
  const runner = runnerFor(options.url, { session: session.sql, row: row.sql })
  // The parameters: the token's hash; today, the sites the session statement finds, the id and the limit.
  checkParameters('session', session, sessionParameters(hashToken(options.token)))
  const [access] = await runner.run<SessionRow>('session', sessionParameters(hashToken(options.token)))
  const siteIds = (JSON.parse(access.sites_json) as Array<{ id: number }>).map((site) => site.id).sort((a, b) => a - b)
  checkParameters(
    'search row',
    row,
    rowParameters(siteIds, options.swimmerId, academyDateAt(new Date(), access.time_zone)),
  )
  const app = Fastify({ logger: false })
  sameSqlRoute(app, runner.run)
  app.get('/ready', async () => ({ ready: true }))
  app.addHook('onClose', () => runner.close())
  const check = await app.inject({
    method: 'POST',
    url: SEARCH_URL,
    headers: { authorization: `Bearer ${options.token}` },
    payload: { swimmerID: options.swimmerId, userSite: 'all' },
  })
  if (check.statusCode !== 200 || !isDeepStrictEqual(check.json(), body)) {
    throw new Error(`the comparator answers ${check.statusCode} ${check.body}, the app ${JSON.stringify(body)}`)
  }
  await app.listen({ port: options.port, host: '127.0.0.1' })
  return app
}

if (process.argv[1] && /same-sql\.ts$/.test(process.argv[1])) {
  const [port, url] = process.argv.slice(2)
  startSameSqlServer({
    port: Number(port),
    url,
    token: process.env.SAME_SQL_TOKEN ?? '',
    swimmerId: Number(process.env.SAME_SQL_SWIMMER),
  })
    .then((app) => {
      // A clean exit (not a kill by signal), so `node --cpu-prof` writes its profile.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => void app.close().then(() => process.exit(0)))
      }
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
