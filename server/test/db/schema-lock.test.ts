import { sql } from 'kysely'
import { migrateTo, underSchemaLock } from '../../src/db/migrator'
import { createTestDatabase, usingPostgres, type TestDatabase } from '../helper'

// Schema changes on one PostgreSQL database take turns (migrator.ts). Kysely's migrator reads every schema's catalog
// before it starts, and that read failed with "column "months" of relation "school_enrolments" does not exist" when
// another suite's migration altered the table at the same moment (CI, stop 33). Proven by the lock table, not by
// timing: while one change holds the lock, a migration waits for it and has not started.

const describeOnPostgres = usingPostgres ? describe : describe.skip

describeOnPostgres('schema changes on one PostgreSQL database', () => {
  let holder: TestDatabase
  let waiter: TestDatabase
  beforeAll(async () => {
    holder = await createTestDatabase()
    waiter = await createTestDatabase()
  })
  afterAll(async () => {
    await holder.dispose()
    await waiter.dispose()
  })

  const waitingForTheLock = async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_locks where locktype = 'advisory' and not granted and database = (
        select oid from pg_database where datname = current_database())`.execute(holder.db)
    return Number(rows[0]?.n)
  }
  const migrationTables = async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(waiter.db)
    return Number(rows[0]?.n)
  }

  it('a migration waits while another schema change holds the lock, and runs once it is released', async () => {
    let migration: ReturnType<typeof migrateTo> | undefined
    const holding = underSchemaLock(holder.db, async () => {
      migration = migrateTo(waiter.db, 'latest')
      // The migration's connection shows in pg_locks as waiting for the advisory lock.
      for (let tries = 0; (await waitingForTheLock()) === 0; tries += 1) {
        if (tries > 500) throw new Error('the migration never waited for the lock')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(await migrationTables()).toBe(0)
    })
    await holding
    expect((await migration)?.error).toBeUndefined()
    expect(await migrationTables()).toBeGreaterThan(20)
  })
})
