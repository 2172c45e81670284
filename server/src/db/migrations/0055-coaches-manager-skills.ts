import type { Kysely } from 'kysely'

// Issue 31: the coaches' manager supervises the coaches' evaluations: they rate skills (EvaluateSkills) and approve
// report cards and level sign-offs (ApproveReportCards), as the seed now grants them to an empty database. Neither
// action opens the Schools module to the title (contract/modules.ts, ACTIONS_OPENING_NO_MODULE). Existing databases
// get the two privileges here; an empty database is left to the seed.
// Frozen: later changes go in new migrations.

const COACHES_MANAGER = 73 // USER_TYPE.coachesManager (contract/lookup-tables.ts), fixed when the migration was written
const ACTIONS = ['EvaluateSkills', 'ApproveReportCards']

type Raw = Kysely<{
  actions: { id: number; name: string; module: string }
  privileges: { user_type_id: number; action_id: number }
  user_types: { id: number }
}>

const actionsOf = (raw: Raw) =>
  raw.selectFrom('actions').select('id').where('module', '=', 'Mod_SC').where('name', 'in', ACTIONS).execute()

export async function up(db: Kysely<unknown>): Promise<void> {
  const raw = db as Raw
  const title = await raw.selectFrom('user_types').select('id').where('id', '=', COACHES_MANAGER).executeTakeFirst()
  if (!title) return
  for (const action of await actionsOf(raw)) {
    const granted = await raw
      .selectFrom('privileges')
      .select('action_id')
      .where('user_type_id', '=', COACHES_MANAGER)
      .where('action_id', '=', action.id)
      .executeTakeFirst()
    if (!granted)
      await raw.insertInto('privileges').values({ user_type_id: COACHES_MANAGER, action_id: action.id }).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const raw = db as Raw
  const ids = (await actionsOf(raw)).map((action) => action.id)
  if (ids.length === 0) return
  await raw.deleteFrom('privileges').where('user_type_id', '=', COACHES_MANAGER).where('action_id', 'in', ids).execute()
}
