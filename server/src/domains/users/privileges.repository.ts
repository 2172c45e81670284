import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// Titles (user types), the action catalogue and the privileges that grant actions to titles.
// The auth plugin reads privileges on every request, so a grant applies from the next request.

export function findUserType(db: Kysely<Database>, userTypeId: number) {
  return db
    .selectFrom('user_types')
    .select(['id', 'title', 'description'])
    .where('id', '=', userTypeId)
    .executeTakeFirst()
}

export function findUserTypeIds(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('user_types').select('id').where('id', 'in', ids).execute()
}

/** The whole action catalogue, module by module. */
export function findAllActions(db: Kysely<Database>) {
  return db.selectFrom('actions').select(['id', 'name', 'module']).orderBy('module').orderBy('id').execute()
}

export function findActionIds(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('actions').select('id').where('id', 'in', ids).execute()
}

/** The actions a user type is granted, in the same order as the catalogue. */
export function findGrantedActionRows(db: Kysely<Database>, userTypeId: number) {
  return db
    .selectFrom('privileges')
    .innerJoin('actions', 'actions.id', 'privileges.action_id')
    .select(['actions.id', 'actions.name', 'actions.module'])
    .where('privileges.user_type_id', '=', userTypeId)
    .orderBy('actions.module')
    .orderBy('actions.id')
    .execute()
}

export async function findGrantedActionIds(db: Kysely<Database>, userTypeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('privileges')
    .select('action_id')
    .where('user_type_id', '=', userTypeId)
    .orderBy('action_id')
    .execute()
  return rows.map((row) => row.action_id)
}

/** Grants actions to a user type; a grant that already exists is left as it is. */
export async function insertPrivileges(db: Kysely<Database>, userTypeId: number, actionIds: number[]): Promise<void> {
  if (actionIds.length === 0) return
  await db
    .insertInto('privileges')
    .values(actionIds.map((actionId) => ({ user_type_id: userTypeId, action_id: actionId })))
    .onConflict((oc) => oc.columns(['user_type_id', 'action_id']).doNothing())
    .execute()
}

/** Takes one action from a user type (issue 27); returns whether it was granted. */
export async function deletePrivilege(db: Kysely<Database>, userTypeId: number, actionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('privileges')
    .where('user_type_id', '=', userTypeId)
    .where('action_id', '=', actionId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
