import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// Sites and who may use them. A user's sites are the rows of user_sites; the auth plugin reads them per request.

/** A site whose name matches, ignoring case. */
export function findSiteByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('sites')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst()
}

export function findSiteById(db: Kysely<Database>, id: number) {
  return db.selectFrom('sites').select(['id', 'name', 'disabled']).where('id', '=', id).executeTakeFirst()
}

export async function insertSite(
  db: Kysely<Database>,
  name: string,
  createdAt: string,
  nameAr: string | null = null,
): Promise<number> {
  const { id } = await db
    .insertInto('sites')
    .values({ name, name_ar: nameAr, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A site's names (issue 25: renaming), or undefined for an unknown id. */
export function findSiteNames(db: Kysely<Database>, id: number) {
  return db.selectFrom('sites').select(['id', 'name', 'name_ar']).where('id', '=', id).executeTakeFirst()
}

/** Sets a site's name and Arabic name (null: none). */
export async function updateSiteNames(db: Kysely<Database>, id: number, name: string, nameAr: string | null) {
  await db.updateTable('sites').set({ name, name_ar: nameAr }).where('id', '=', id).execute()
}

/** Gives a user a site; giving one they already have changes nothing. Returns whether it was new. */
export async function giveSite(db: Kysely<Database>, userId: number, siteId: number): Promise<boolean> {
  const result = await db
    .insertInto('user_sites')
    .values({ user_id: userId, site_id: siteId })
    .onConflict((oc) => oc.columns(['user_id', 'site_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** The sites in use (not disabled), in id order. */
export function findActiveSites(db: Kysely<Database>) {
  return db.selectFrom('sites').select(['id', 'name']).where('disabled', '=', 0).orderBy('id').execute()
}

/** The sites in use that a user does not have. */
export function findActiveSitesNotOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sites')
    .select(['id', 'name'])
    .where('disabled', '=', 0)
    .where('id', 'not in', db.selectFrom('user_sites').select('site_id').where('user_id', '=', userId))
    .orderBy('id')
    .execute()
}

/** The users who have every site in use (disabled users included: they keep what they had when enabled again). */
export async function findUsersWithEverySite(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('user_sites')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select('user_sites.user_id')
    .where('sites.disabled', '=', 0)
    .groupBy('user_sites.user_id')
    .having(
      (eb) => eb.fn.countAll(),
      '=',
      db
        .selectFrom('sites')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('disabled', '=', 0),
    )
    .orderBy('user_sites.user_id')
    .execute()
  return rows.map((row) => Number(row.user_id))
}
