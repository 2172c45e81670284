import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { createDb, type Db } from '../../src/db/create-db'
import { migrateToLatest, underSchemaLock } from '../../src/db/migrator'
import { seedIfEmpty } from '../../src/db/seed'
import { DEMO_USERS } from '../../src/db/seed/reference-data'
import { testDatabaseUrl, usingPostgres } from '../engine'

// Two API instances started at once on one empty PostgreSQL database: both migrate and seed at the same moment,
// both start, and the database holds one copy of everything. (SQLite is one process's file: nothing to race.)

const describeOnPostgres = usingPostgres ? describe : describe.skip

describeOnPostgres('two instances starting together on one PostgreSQL', () => {
  const url = testDatabaseUrl ?? ''
  const schema = `test_start_${randomBytes(6).toString('hex')}`
  let admin: Db
  let instances: Db[] = []
  beforeAll(async () => {
    admin = createDb({ kind: 'postgres', url })
    await sql`create schema ${sql.id(schema)}`.execute(admin.db)
    instances = [createDb({ kind: 'postgres', url, schema }), createDb({ kind: 'postgres', url, schema })]
  })
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.db.destroy()))
    await underSchemaLock(admin.db, () => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db))
    await admin.db.destroy()
  })

  it('migrates once, seeds once, and neither start fails', async () => {
    const now = new Date('2026-11-21T09:00:00.000Z')
    const start = async ({ db, dialect }: Db) => {
      const migrated = await migrateToLatest(db)
      const seeded = await seedIfEmpty(db, dialect, { demoData: true, now })
      return { migrated: migrated.length, seeded }
    }
    const results = await Promise.all(instances.map(start))

    // One of them applied every migration and seeded; the other found the work done.
    expect(results.map((result) => result.seeded).sort()).toEqual(['kept', 'seeded'])
    expect(results.map((result) => result.migrated).sort((a, b) => a - b)[0]).toBe(0)
    const db = instances[0]!.db
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const groups = await db
      .selectFrom('lookup_groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const migrations = await db
      .selectFrom('kysely_migration' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    // Seeded once: the demo staff, not twice as many.
    expect(Number(users.n)).toBe(DEMO_USERS.length)
    expect(Number(groups.n)).toBe(13)
    expect(Number(migrations.n)).toBe(results.map((result) => result.migrated).reduce((a, b) => a + b))
  })
})
