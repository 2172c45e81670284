import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { createDb, type Db } from '../src/db/create-db'
import type { Database } from '../src/db/database'
import { migrateToLatest } from '../src/db/migrator'
import { seedIfEmpty } from '../src/db/seed'
import { imageName, type Seeding } from './sources-hash'

// On PostgreSQL, migrating and seeding a test database takes five to ten seconds (hundreds of round trips), and
// copying a database takes a third of a second: CREATE DATABASE … TEMPLATE. The first suite to need one builds a
// template database, named by a hash of the sources (./sources-hash.ts), under an advisory lock so that two workers
// never build the same one; every suite then gets its own copy, dropped when it is done. Nothing ever connects to a
// template once built (PostgreSQL refuses to copy a database others are connected to).

/** The same server and credentials as `url`, another database. */
function onDatabase(url: string, database: string): string {
  const other = new URL(url)
  other.pathname = `/${database}`
  return other.toString()
}

/** An arbitrary constant: the advisory lock the builders of template databases take turns on. */
const BUILD_LOCK = 726_301

async function ensureTemplate(admin: Db, url: string, name: string, seed: Seeding): Promise<void> {
  const exists = async () =>
    (await sql<{ found: number }>`select 1 as found from pg_database where datname = ${name}`.execute(admin.db)).rows
      .length > 0
  if (await exists()) return
  await admin.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${BUILD_LOCK})`.execute(connection)
    try {
      if (await exists()) return
      // Built under another name and renamed when complete, so a half-built template is never copied.
      const building = `${name}_b`
      await sql`drop database if exists ${sql.id(building)}`.execute(connection)
      await sql`create database ${sql.id(building)}`.execute(connection)
      const template = createDb({ kind: 'postgres', url: onDatabase(url, building) })
      try {
        await migrateToLatest(template.db)
        await seedIfEmpty(template.db, template.dialect, seed)
      } finally {
        await template.db.destroy()
      }
      await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(connection)
      await dropStale(connection)
    } finally {
      await sql`select pg_advisory_unlock(${BUILD_LOCK})`.execute(connection)
    }
  })
}

/**
 * Templates of other sources and copies a crashed run left, a day old or more (a run beside this one, on other
 * sources, keeps its own), so a machine that runs the tests every day does not fill up. Best effort: reading a
 * database's age needs a superuser (pg_stat_file), as CI's is.
 */
async function dropStale(connection: Kysely<Database>): Promise<void> {
  try {
    const stale = await sql<{ datname: string }>`
      select datname from pg_database
      where (datname like 'academy\_tpl\_%' or datname like 'academy\_test\_%')
        and (pg_stat_file('base/' || oid || '/PG_VERSION')).modification < now() - interval '1 day'`.execute(connection)
    for (const { datname } of stale.rows) await sql`drop database if exists ${sql.id(datname)}`.execute(connection)
  } catch {
    // Not a superuser, or a database in use: left for another day.
  }
}

/** A database of its own on the server of `url`, migrated and seeded as `seedIfEmpty` would at `now`; `dispose` drops it. */
export async function seededPostgresDb(url: string, seed: Seeding): Promise<Db & { dispose(): Promise<void> }> {
  const template = `academy_tpl_${imageName(seed)}`
  const name = `academy_test_${randomBytes(6).toString('hex')}`
  const admin = createDb({ kind: 'postgres', url })
  try {
    await ensureTemplate(admin, url, template, seed)
    await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin.db)
  } finally {
    await admin.db.destroy()
  }
  const database = createDb({ kind: 'postgres', url: onDatabase(url, name) })
  return {
    ...database,
    dispose: async () => {
      await database.db.destroy()
      const dropper = createDb({ kind: 'postgres', url })
      try {
        // Not WITH (FORCE): the pool's connections close a moment after destroy() resolves, and PostgreSQL waits up to
        // five seconds for them, where FORCE would kill them and fail the suite with their error.
        await sql`drop database if exists ${sql.id(name)}`.execute(dropper.db)
      } finally {
        await dropper.db.destroy()
      }
    },
  }
}
