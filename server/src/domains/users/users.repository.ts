import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { nameKey, nameKeyContains, withNameKey } from '../../lib/name-key'

// Staff accounts as the Settings screen manages them. Sign-in reads users through users-repository.ts.

/** A user with their site ids; never the password hash. */
export async function findUserAccount(db: Kysely<Database>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'home_site', 'user_type_id', 'disabled'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return undefined
  const sites = await db
    .selectFrom('user_sites')
    .select('site_id')
    .where('user_id', '=', userId)
    .orderBy('site_id')
    .execute()
  return { ...user, siteIds: sites.map((row) => row.site_id) }
}
export type UserAccount = NonNullable<Awaited<ReturnType<typeof findUserAccount>>>

/**
 * The users who may work at a site, in id order, with their title and how many sites they have; with a name, only
 * those whose name contains it however it is typed (search keys, lib/name-key.ts).
 */
export function findUsersAtSite(db: Kysely<Database>, siteId: number, name = '') {
  return db
    .selectFrom('users')
    .innerJoin('user_types', 'user_types.id', 'users.user_type_id')
    .select((eb) => [
      'users.id',
      'users.full_name',
      'users.disabled',
      'users.user_type_id',
      'user_types.title',
      eb
        .selectFrom('user_sites as counted')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('counted.user_id', '=', 'users.id')
        .as('site_count'),
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_sites')
          .select('user_sites.user_id')
          .whereRef('user_sites.user_id', '=', 'users.id')
          .where('user_sites.site_id', '=', siteId),
      ),
    )
    .$if(nameKey(name) !== '', (query) =>
      query.where(sql<boolean>`users.name_key like ${nameKeyContains(name)} escape '\\'`),
    )
    .orderBy('users.id')
    .execute()
}

export function userTypeExists(db: Kysely<Database>, userTypeId: number) {
  return db.selectFrom('user_types').select('id').where('id', '=', userTypeId).executeTakeFirst()
}

export async function insertUser(
  db: Kysely<Database>,
  user: { fullName: string; homeSite: number; userTypeId: number; passwordHash: string; disabled: boolean },
  actor: { userId: number; at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      ...withNameKey(user.fullName),
      home_site: user.homeSite,
      user_type_id: user.userTypeId,
      password_hash: user.passwordHash,
      disabled: user.disabled ? 1 : 0,
      created_at: actor.at,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  changes: { fullName: string; homeSite: number; userTypeId: number; disabled: boolean; passwordHash?: string },
  actor: { userId: number; at: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...withNameKey(changes.fullName),
      home_site: changes.homeSite,
      user_type_id: changes.userTypeId,
      disabled: changes.disabled ? 1 : 0,
      ...(changes.passwordHash ? { password_hash: changes.passwordHash } : {}),
      updated_at: actor.at,
      updated_by: actor.userId,
    })
    .where('id', '=', userId)
    .execute()
}

/** Ends a user's open sessions (all but `keepSessionId`): their tokens stop working at once. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  at: string,
  keepSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Every site a user has (disabled sites included), in id order. */
export async function findUserSiteIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_sites')
    .select('site_id')
    .where('user_id', '=', userId)
    .orderBy('site_id')
    .execute()
  return rows.map((row) => row.site_id)
}

/** Sites by id with their names (closed ones included), in id order: what a list of sites is checked against. */
export function findSitesByIds(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('sites').select(['id', 'name', 'name_ar']).where('id', 'in', ids).orderBy('id').execute()
}

/** The sites of several users with their names (closed ones included), in site id order. */
export function findSitesOfUsers(db: Kysely<Database>, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('user_sites')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select(['user_sites.user_id', 'sites.id', 'sites.name', 'sites.name_ar'])
    .where('user_sites.user_id', 'in', userIds)
    .orderBy('sites.id')
    .execute()
}

/** Takes sites from a user (issue 27); their access to them ends with their next request. */
export async function removeUserSites(db: Kysely<Database>, userId: number, siteIds: number[]): Promise<void> {
  if (siteIds.length === 0) return
  await db.deleteFrom('user_sites').where('user_id', '=', userId).where('site_id', 'in', siteIds).execute()
}

/** Disables or enables a user (issue 27). */
export async function setUserDisabled(
  db: Kysely<Database>,
  userId: number,
  disabled: boolean,
  actor: { userId: number; at: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      disabled: disabled ? 1 : 0,
      updated_at: actor.at,
      updated_by: actor.userId,
    })
    .where('id', '=', userId)
    .execute()
}
