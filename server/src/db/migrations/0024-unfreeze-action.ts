import type { Kysely } from 'kysely'

// The Unfreeze action (issue 25): ending a swimmer's freeze (running or not yet started) without a billed renewal.
// A Mod_SW action granted to Administrator (user type 71) only, as the seed grants it to an empty database. Existing
// databases get the action and Administrator's privilege here; an empty database is left to the seed.
// Frozen: later changes go in new migrations.

const ADMINISTRATOR = 71 // USER_TYPE.administrator (contract/lookup-tables.ts), fixed when the migration was written

export async function up(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { user_type_id: number; action_id: number }
    user_types: { id: number }
  }>
  const seeded = await raw.selectFrom('actions').select('id').limit(1).executeTakeFirst()
  if (!seeded) return
  const find = () =>
    raw
      .selectFrom('actions')
      .select('id')
      .where('module', '=', 'Mod_SW')
      .where('name', '=', 'Unfreeze')
      .executeTakeFirst()
  let action = await find()
  if (!action) {
    await raw
      .insertInto('actions')
      .values({ module: 'Mod_SW', name: 'Unfreeze' } as never)
      .execute()
    action = (await find())!
  }
  const administrator = await raw
    .selectFrom('user_types')
    .select('id')
    .where('id', '=', ADMINISTRATOR)
    .executeTakeFirst()
  if (!administrator) return
  const granted = await raw
    .selectFrom('privileges')
    .select('action_id')
    .where('user_type_id', '=', ADMINISTRATOR)
    .where('action_id', '=', action.id)
    .executeTakeFirst()
  if (!granted)
    await raw.insertInto('privileges').values({ user_type_id: ADMINISTRATOR, action_id: action.id }).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{ actions: { id: number; name: string; module: string }; privileges: { action_id: number } }>
  const action = await raw
    .selectFrom('actions')
    .select('id')
    .where('module', '=', 'Mod_SW')
    .where('name', '=', 'Unfreeze')
    .executeTakeFirst()
  if (!action) return
  await raw.deleteFrom('privileges').where('action_id', '=', action.id).execute()
  await raw.deleteFrom('actions').where('id', '=', action.id).execute()
}
