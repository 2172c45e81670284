import { randomBytes } from 'node:crypto'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify'
import { sql } from 'kysely'
import { buildApp, type AppOptions } from '../src/app'
import { createDb, type Db } from '../src/db/create-db'
import { underSchemaLock } from '../src/db/migrator'
import { DEMO_USERS } from '../src/db/seed/reference-data'
import type { Acting } from '../src/lib/actor'
import { DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'
import { businessDateOf } from '../src/lib/business-day'
import type { Clock } from '../src/lib/clock'
import { testDatabaseUrl } from './engine'
import { seededPostgresDb } from './postgres-template'
import { seededSqliteDb } from './sqlite-template'

// Test harness: every suite gets its own migrated and seeded database — in-memory SQLite by default,
// or a throwaway schema on the PostgreSQL server named by TEST_DATABASE_URL — and an app on top.

export { usingPostgres } from './engine'

/** A clock tests can move forward. */
export class TestClock implements Clock {
  constructor(private time = Date.parse('2026-11-21T09:00:00.000Z')) {}
  now(): Date {
    return new Date(this.time)
  }
  advance(ms: number): void {
    this.time += ms
  }
}

/**
 * The acting context a service test passes where a route would pass `request.acting` (what the auth plugin builds):
 * a user at sites (ids; named "Site <id>"), with granted "module:name" keys, at the clock's instant.
 */
export function actingAt(
  clock: Clock,
  user: { userId: number; sites?: number[]; granted?: Iterable<string>; userTypeId?: number; timeZone?: string },
): Acting {
  const now = clock.now()
  const timeZone = user.timeZone ?? DEFAULT_ACADEMY_TIME_ZONE
  const sites = (user.sites ?? []).map((id) => ({ id, name: `Site ${id}` }))
  return {
    userId: user.userId,
    userTypeId: user.userTypeId ?? 0,
    sessionId: 0,
    sites,
    homeSite: sites[0]?.id ?? null,
    granted: new Set(user.granted ?? []),
    modules: [],
    at: now.toISOString(),
    timeZone,
    today: businessDateOf(now, timeZone),
  }
}

export interface TestDatabase extends Db {
  dispose(): Promise<void>
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl
  if (!url) {
    const database = createDb({ kind: 'sqlite', file: ':memory:' })
    return { ...database, dispose: () => database.db.destroy() }
  }
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = createDb({ kind: 'postgres', url })
  await sql`create schema ${sql.id(schema)}`.execute(admin.db)
  await admin.db.destroy()
  const database = createDb({ kind: 'postgres', url, schema })
  return {
    ...database,
    dispose: async () => {
      // Under the schema lock: another suite's migrator reads every schema's catalog, and a table dropped meanwhile
      // fails that read.
      await underSchemaLock(database.db, () => sql`drop schema ${sql.id(schema)} cascade`.execute(database.db))
      await database.db.destroy()
    },
  }
}

/** A test database with every migration and the reference (and demo) data as seeded at `now`. */
export async function migratedTestDatabase(seed: { demoData: boolean; now: Date }): Promise<TestDatabase> {
  if (testDatabaseUrl) return seededPostgresDb(testDatabaseUrl, seed)
  const database = await seededSqliteDb(seed)
  return { ...database, dispose: () => database.db.destroy() }
}

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  clock: TestClock
  close(): Promise<void>
}

export async function buildTestApp(
  options: {
    demoData?: boolean
    staticDir?: string
    onRoute?: (route: RouteOptions) => void
    logger?: AppOptions['logger']
  } = {},
): Promise<TestApp> {
  const clock = new TestClock()
  const database = await migratedTestDatabase({ demoData: options.demoData ?? true, now: clock.now() })
  const app = await buildApp({
    database,
    staticDir: options.staticDir ?? '/nonexistent-static-dir',
    clock,
    closeDb: false,
    onRoute: options.onRoute,
    logger: options.logger,
  })
  await app.ready()
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close()
      await database.dispose()
    },
  }
}

export const demoPassword = (userId: number): string => {
  const user = DEMO_USERS.find((candidate) => candidate.id === userId)
  if (!user) throw new Error(`no demo user ${userId}`)
  return user.password
}

export async function login(app: FastifyInstance, userId: number, password = demoPassword(userId)): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userID: userId, password } })
  if (response.statusCode !== 200) throw new Error(`login ${userId} failed: ${response.body}`)
  return response.json<{ token: string }>().token
}

/** app.inject with a bearer token. */
export function injectAs(
  app: FastifyInstance,
  token: string,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } })
}
