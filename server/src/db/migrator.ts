import { Migrator, PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'
import { migrations } from './migrations'

/**
 * The PostgreSQL schema to keep the migration tables in when it is not public. Kysely otherwise looks for its tables
 * in every schema, and a database holding several (test schemas side by side) would find another schema's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database
async function ownSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  return schema && schema !== 'public' ? schema : undefined
}

/** Brings the schema to the latest migration, or throws the migration's own error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen and typed loosely
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrationTableSchema = await ownSchema(db)
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
