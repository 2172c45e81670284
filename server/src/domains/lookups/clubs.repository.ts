import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// Clubs (swimmers' home clubs). Academy-wide: every user works with the same list.

/** Active clubs in id order, as the spec names them: description and subId. */
export function findClubs(db: Kysely<Database>) {
  return db
    .selectFrom('clubs')
    .select(['id as subId', 'name as description', 'name_ar as descriptionAr'])
    .where('disabled', '=', 0)
    .orderBy('id')
    .execute()
}

/** A club whose name matches, ignoring case, so 'zamalek' is not added beside 'Zamalek'. */
export function findClubByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('clubs')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst()
}

export async function insertClub(
  db: Kysely<Database>,
  name: string,
  createdAt: string,
  nameAr: string | null = null,
): Promise<number> {
  const { id } = await db
    .insertInto('clubs')
    .values({ name, name_ar: nameAr, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A club's names (issue 25: renaming), or undefined for an unknown id. */
export function findClubNames(db: Kysely<Database>, id: number) {
  return db.selectFrom('clubs').select(['id', 'name', 'name_ar']).where('id', '=', id).executeTakeFirst()
}

/** Sets a club's name and Arabic name (null: none). */
export async function updateClubNames(db: Kysely<Database>, id: number, name: string, nameAr: string | null) {
  await db.updateTable('clubs').set({ name, name_ar: nameAr }).where('id', '=', id).execute()
}
