import { Migrator, PostgresAdapter, sql } from 'kysely'
import type { Kysely, MigrationResultSet } from 'kysely'
import { migrations } from './migrations'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen and typed loosely
type AnyDb = Kysely<any>

/**
 * The advisory lock every schema change on PostgreSQL holds (an arbitrary constant, "SWIM"). Kysely's migrator first
 * reads the catalog of every schema in the database (its introspector calls pg_get_serial_sequence on each column),
 * and that read fails ("column … does not exist") when another connection alters or drops a table meanwhile: two
 * instances starting together, or test suites migrating and dropping their schemas side by side.
 */
const SCHEMA_CHANGE_LOCK = 0x5357494d

/** Runs `change` while this database's schema changes are held to one at a time. SQLite is one process's file. */
export async function underSchemaLock<T>(db: AnyDb, change: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return change()
  // The lock belongs to one connection, held aside; the change itself runs on the pool.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection)
    try {
      return await change()
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection)
    }
  })
}

/**
 * The PostgreSQL schema to keep the migration tables in when it is not public. Kysely otherwise looks for its tables
 * in every schema, and a database holding several (test schemas side by side) would find another schema's.
 */
async function ownSchema(db: AnyDb): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  return schema && schema !== 'public' ? schema : undefined
}

/** Migrates to the named migration (up or down; tests of a migration's data step), under the schema lock. */
export async function migrateTo(db: AnyDb, target: string | 'latest'): Promise<MigrationResultSet> {
  const migrationTableSchema = await ownSchema(db)
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  })
  const run = () =>
    underSchemaLock(db, () => (target === 'latest' ? migrator.migrateToLatest() : migrator.migrateTo(target)))
  // The introspection before any migration runs reads every schema's catalog; a table another connection drops
  // meanwhile outside the lock (CI saw "relation test_….sites does not exist" once, side by side with other suites)
  // fails that read, not the migration: read again, at most twice more.
  for (let attempt = 1; ; attempt++) {
    const result = await run()
    if (attempt >= 3 || !catalogRace(result)) return result
  }
}

/** Failed before any migration ran, on a table or column that vanished (PostgreSQL 42P01 / 42703). */
function catalogRace({ error, results }: MigrationResultSet): boolean {
  const code = (error as { code?: unknown } | undefined)?.code
  return (code === '42P01' || code === '42703') && (results ?? []).every((result) => result.status === 'NotExecuted')
}

/** Brings the schema to the latest migration, or throws the migration's own error. */
export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const { error, results = [] } = await migrateTo(db, 'latest')
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
