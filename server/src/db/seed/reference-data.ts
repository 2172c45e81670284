import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import {
  CLUBS,
  FIXED_LOOKUPS,
  LOOKUP_GROUP,
  SITES,
  USER_TYPE,
  USER_TYPES,
  type LookupGroupName,
} from '@contract/lookups'
import { ACTIONS_BY_MODULE, type ActionModule } from '@contract/modules'
import { hashPassword } from '../../lib/passwords'
import { withNameKey } from '../../lib/name-key'
import type { Database } from '../database'

// Reference data every academy needs: lookup lists, sites, clubs, user types, the action catalogue
// and the default privileges of each user type. Seeded once into an empty database.

const GROUP_NAMES: Record<LookupGroupName, string> = {
  gender: 'Genders',
  coachType: 'Coach types',
  level: 'Levels',
  start: 'Starts',
  special: 'Specials',
  race: 'Races',
  competition: 'Competitions',
  site: 'Sites',
  userType: 'User types',
  product: 'Products and school types',
  club: 'Clubs',
  day: 'Days',
  duration: 'Duration months',
}

/** Groups kept in their own tables (sites, clubs, user types) rather than as lookup items. */
const TABLE_BACKED_GROUPS: number[] = [LOOKUP_GROUP.site, LOOKUP_GROUP.club, LOOKUP_GROUP.userType]

/** Which modules each user type is granted by default; Settings actions listed one by one. */
const DEFAULT_GRANTS: Record<number, { modules: ActionModule[]; settings: string[] }> = {
  [USER_TYPE.administrator]: { modules: ['Mod_SW', 'Mod_SC', 'Mod_PT', 'Mod_CO', 'Settings'], settings: [] },
  [USER_TYPE.cashier]: {
    modules: ['Mod_SW', 'Mod_SC'],
    settings: ['ViewInvoices', 'CompletePayment', 'ConfirmTransfers'],
  },
  [USER_TYPE.coachesManager]: { modules: ['Mod_PT', 'Mod_CO'], settings: [] },
  [USER_TYPE.coach]: { modules: [], settings: [] },
  [USER_TYPE.trainee]: { modules: [], settings: [] },
}

/** Actions of a module granted by default to Administrator only, not to every title with the module (issue 25). */
const ADMINISTRATOR_ONLY: Array<[ActionModule, string]> = [
  ['Mod_SW', 'Unfreeze'],
  ['Mod_SW', 'ManageTemplates'],
]

/**
 * Issue 31: granted by title rather than with their module: the cashier holds Mod_SC but rates no skills; coaches,
 * the coaches' manager and Administrator rate them; the coaches' manager (the coaches' supervisor) and Administrator
 * approve report cards; Administrator and the coaches' manager keep the curriculum. Rating and approving open no
 * module (ACTIONS_OPENING_NO_MODULE): the coaches' manager does not get the Schools pages with them.
 */
const GRANTED_BY_TITLE: Array<[ActionModule, string, number[]]> = [
  ['Mod_SC', 'EvaluateSkills', [USER_TYPE.administrator, USER_TYPE.coachesManager, USER_TYPE.coach]],
  ['Mod_SC', 'ApproveReportCards', [USER_TYPE.administrator, USER_TYPE.coachesManager]],
  ['Settings', 'ManageCurriculum', [USER_TYPE.administrator, USER_TYPE.coachesManager]],
]

/** Coaches see their groups and take attendance, nothing more. */
const COACH_ACTIONS: Array<[ActionModule, string]> = [
  ['Mod_SC', 'ShowSchoolInfo'],
  ['Mod_SC', 'ManageAttendance'],
  ['Mod_SC', 'Attendes'],
  ['Mod_PT', 'ShowPteamInfo'],
  ['Mod_PT', 'ViewDetailsTab'],
  ['Mod_PT', 'ViewSwimmers'],
]

export async function isEmptyDatabase(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('lookup_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}

export async function seedReferenceData(db: Kysely<Database>, now: Date): Promise<void> {
  const createdAt = now.toISOString()
  const groups = Object.entries(LOOKUP_GROUP) as Array<[LookupGroupName, number]>
  await db
    .insertInto('lookup_groups')
    .values(groups.map(([name, code]) => ({ code, name: GROUP_NAMES[name] })))
    .execute()
  for (const [, code] of groups) {
    if (TABLE_BACKED_GROUPS.includes(code)) continue
    const items = FIXED_LOOKUPS[code as keyof typeof FIXED_LOOKUPS]
    await db
      .insertInto('lookup_items')
      .values(items.map((item, index) => ({ ...item, group_code: code, sort_order: index })))
      .execute()
  }
  await db
    .insertInto('sites')
    .values(SITES.map((site) => ({ id: site.code, name: site.description, created_at: createdAt })))
    .execute()
  await db
    .insertInto('clubs')
    .values(CLUBS.map((club) => ({ id: club.code, name: club.description, created_at: createdAt })))
    .execute()
  await db
    .insertInto('user_types')
    .values(
      USER_TYPES.map((type) => ({ id: type.code, title: type.description, description: describeUserType(type.code) })),
    )
    .execute()
  await seedActionsAndPrivileges(db)
}

function describeUserType(code: number): string {
  switch (code) {
    case USER_TYPE.administrator:
      return 'Runs the academy: every module and every setting'
    case USER_TYPE.cashier:
      return 'Front desk: swimmers, schools, invoices and payments'
    case USER_TYPE.coachesManager:
      return 'Manages coaches and pre-team squads'
    case USER_TYPE.coach:
      return 'Teaches schools and pre-teams, takes attendance'
    default:
      return 'In training: no privileges until granted'
  }
}

async function seedActionsAndPrivileges(db: Kysely<Database>): Promise<void> {
  const modules = Object.entries(ACTIONS_BY_MODULE) as Array<[ActionModule, readonly string[]]>
  const actionRows = modules.flatMap(([module, names]) => names.map((name) => ({ module, name })))
  await db.insertInto('actions').values(actionRows).execute()
  const actions = await db.selectFrom('actions').select(['id', 'module', 'name']).execute()

  const grants: Array<{ user_type_id: number; action_id: number }> = []
  for (const [typeId, grant] of Object.entries(DEFAULT_GRANTS)) {
    for (const action of actions) {
      const granted =
        (grant.modules.includes(action.module as ActionModule) && action.module !== 'Settings') ||
        (grant.modules.includes('Settings') && action.module === 'Settings') ||
        (action.module === 'Settings' && grant.settings.includes(action.name))
      const adminOnly = ADMINISTRATOR_ONLY.some(([module, name]) => module === action.module && name === action.name)
      if (adminOnly && Number(typeId) !== USER_TYPE.administrator) continue
      if (GRANTED_BY_TITLE.some(([module, name]) => module === action.module && name === action.name)) continue
      if (granted) grants.push({ user_type_id: Number(typeId), action_id: action.id })
    }
  }
  for (const action of actions) {
    if (COACH_ACTIONS.some(([module, name]) => module === action.module && name === action.name)) {
      grants.push({ user_type_id: USER_TYPE.coach, action_id: action.id })
    }
    const byTitle = GRANTED_BY_TITLE.find(([module, name]) => module === action.module && name === action.name)
    for (const typeId of byTitle?.[2] ?? []) grants.push({ user_type_id: typeId, action_id: action.id })
  }
  await db.insertInto('privileges').values(grants).execute()
}

export interface DemoUser {
  id: number
  password: string
  fullName: string
  type: number
  sites: number[]
  disabled: boolean
}

/** The demo staff listed in README. */
export const DEMO_USERS: DemoUser[] = [
  {
    id: 1,
    password: 'academy-admin-demo',
    fullName: 'Mona Administrator',
    type: USER_TYPE.administrator,
    sites: SITES.map((site) => site.code),
    disabled: false,
  },
  {
    id: 2,
    password: 'academy-cashier-demo',
    fullName: 'Karim Cashier',
    type: USER_TYPE.cashier,
    sites: [62, 63],
    disabled: false,
  },
  {
    id: 3,
    password: 'academy-coach-demo',
    fullName: 'Hany Coaches Manager',
    type: USER_TYPE.coachesManager,
    sites: [61],
    disabled: false,
  },
  {
    id: 4,
    password: 'academy-nosite-demo',
    fullName: 'Tamer Trainee',
    type: USER_TYPE.trainee,
    sites: [],
    disabled: false,
  },
  {
    id: 5,
    password: 'academy-disabled-demo',
    fullName: 'Dina Former Cashier',
    type: USER_TYPE.cashier,
    sites: [61],
    disabled: true,
  },
  {
    // Issue 31: a coach's account, linked to one of Smart Way's school coaches (seed/demo-progress.ts): rates the
    // skills of the sessions that coach leads.
    id: 6,
    password: 'academy-deck-demo',
    fullName: 'Salma Coach',
    type: USER_TYPE.coach,
    sites: [61],
    disabled: false,
  },
]

export async function seedDemoUsers(db: Kysely<Database>, now: Date): Promise<void> {
  const createdAt = now.toISOString()
  for (const user of DEMO_USERS) {
    await db
      .insertInto('users')
      .values({
        id: user.id,
        ...withNameKey(user.fullName),
        home_site: user.sites[0] ?? null,
        user_type_id: user.type,
        password_hash: await hashPassword(user.password),
        disabled: user.disabled ? 1 : 0,
        created_at: createdAt,
        created_by: null,
      })
      .execute()
    if (user.sites.length > 0) {
      await db
        .insertInto('user_sites')
        .values(user.sites.map((site) => ({ user_id: user.id, site_id: site })))
        .execute()
    }
  }
}

/**
 * PostgreSQL serial columns do not notice rows inserted with explicit ids; move each sequence past
 * the largest id so the next insert does not collide.
 */
export async function syncSequences(db: Kysely<Database>, tables: string[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    )
  }
}
