import type { Kysely } from 'kysely'
import type { Database } from '../../src/db/database'

// Reading the action catalogue and a title's grants straight from the database, for the privileges tests.

/** An action's id by its module and name. */
export const actionIdOf = async (db: Kysely<Database>, module: string, name: string): Promise<number> =>
  (
    await db
      .selectFrom('actions')
      .select('id')
      .where('module', '=', module)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id

/** The action ids a title (user type) is granted, in order. */
export const grantsOfType = async (db: Kysely<Database>, userType: number): Promise<number[]> =>
  (await db.selectFrom('privileges').select('action_id').where('user_type_id', '=', userType).execute())
    .map((row) => row.action_id)
    .sort((a, b) => a - b)
