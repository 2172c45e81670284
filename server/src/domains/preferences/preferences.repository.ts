import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// A user's language and digits (migration 0014), on the users row.

export function findPreferences(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['language', 'digits']).where('id', '=', userId).executeTakeFirst()
}

export async function savePreferences(
  db: Kysely<Database>,
  userId: number,
  changes: { language?: string | null; digits?: string },
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute()
}
