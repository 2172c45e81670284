import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** The cheapest statement the database must answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
