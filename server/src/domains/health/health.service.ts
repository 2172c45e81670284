import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'
import { pingDatabase } from './health.repository'

// Liveness: the process answers and its database does too.
export async function checkHealth(db: Kysely<Database>, dialect: Dialect, now: Date) {
  await pingDatabase(db)
  return { status: 'Healthy' as const, timestamp: now.toISOString(), database: dialect }
}
