import { sql, type Kysely } from 'kysely'
import type { Database } from './database'
import { UnsafeDatabaseError } from './unsafe-database-error'

// The PostgreSQL settings an acknowledged commit relies on, read through the app's own pool so that
// per-database and per-role overrides (ALTER DATABASE … SET) count too.

/**
 * fsync and full_page_writes keep committed data through an OS crash or power cut; synchronous_commit
 * makes COMMIT wait for the WAL flush. Without synchronous standbys, 'local', 'remote_write' and
 * 'remote_apply' flush locally exactly like 'on' (PostgreSQL docs, synchronous_commit); only 'off' acknowledges early.
 */
const REQUIREMENTS = [
  { name: 'fsync', accepts: (value: string) => value === 'on' },
  { name: 'full_page_writes', accepts: (value: string) => value === 'on' },
  { name: 'synchronous_commit', accepts: (value: string) => value !== 'off' },
] as const

export const POSTGRES_DURABILITY_SETTINGS = REQUIREMENTS.map((requirement) => requirement.name)

/** The first setting that could lose an acknowledged commit, as a message; undefined when all are safe. */
export function unsafePostgresSetting(values: Record<string, string>): string | undefined {
  const failed = REQUIREMENTS.find((requirement) => !requirement.accepts(values[requirement.name]))
  if (!failed) return undefined
  return `PostgreSQL ${failed.name} is "${values[failed.name]}", expected "on" (an acknowledged payment must survive a crash)`
}

export async function readPostgresSettings(db: Kysely<Database>): Promise<Record<string, string>> {
  const values: Record<string, string> = {}
  for (const name of POSTGRES_DURABILITY_SETTINGS) {
    const result = await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)
    values[name] = result.rows[0].value
  }
  return values
}

export async function assertDurablePostgres(db: Kysely<Database>): Promise<void> {
  const problem = unsafePostgresSetting(await readPostgresSettings(db))
  if (problem) throw new UnsafeDatabaseError(problem)
}
