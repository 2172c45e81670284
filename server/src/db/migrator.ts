import { Migrator } from 'kysely'
import type { Kysely } from 'kysely'
import { migrations } from './migrations'

/** Brings the schema to the latest migration, or throws the migration's own error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen and typed loosely
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
