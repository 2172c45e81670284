import type { Kysely } from 'kysely'
import { ACTIONS_OPENING_NO_MODULE, MODULE_CODES, type ModuleCode } from '@contract/modules'
import type { Database } from '../../db/database'

export function findUserForSignIn(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled', 'user_type_id'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

/** The sites a user may use, in id order; disabled sites are not offered. */
export function findUserSites(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user_sites')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select(['sites.id', 'sites.name', 'sites.name_ar'])
    .where('user_sites.user_id', '=', userId)
    .where('sites.disabled', '=', 0)
    .orderBy('sites.id')
    .execute()
}

/** Every action the user type is granted, as "module:name" keys. */
export async function findGrantedActions(db: Kysely<Database>, userTypeId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('privileges')
    .innerJoin('actions', 'actions.id', 'privileges.action_id')
    .select(['actions.module', 'actions.name'])
    .where('privileges.user_type_id', '=', userTypeId)
    .execute()
  return new Set(rows.map((row) => `${row.module}:${row.name}`))
}

/** A user's modules are the modules of the actions their type is granted (but those that open none). */
export function modulesOf(granted: ReadonlySet<string>): ModuleCode[] {
  const modules = new Set<string>()
  for (const key of granted) {
    const colon = key.indexOf(':')
    if (colon > 0 && !ACTIONS_OPENING_NO_MODULE.has(key)) modules.add(key.slice(0, colon))
  }
  return MODULE_CODES.filter((code) => modules.has(code))
}
