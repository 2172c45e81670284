import type { Kysely } from 'kysely'
import type { Database } from '../../src/db/database'
import { injectAs, type TestApp } from '../helper'

// Shared by the swimmers suites: a valid new swimmer, and small readers of what the database holds.

export const CASHIER = 2
export const ADMIN = 1
/** Coaches manager: no Mod_SW. */
export const NO_SWIMMERS = 3
export const CLUB_13 = 62
export const EGYPT = 63
export const SMART_WAY = 61

export const newSwimmer = (overrides: Record<string, unknown> = {}) => ({
  userID: 2,
  site: CLUB_13,
  fullName: 'Zeina Test Swimmer',
  birthDate: '2016-04-03',
  startLevel: 12,
  gender: 6,
  club: 87,
  primaryPhone: '01012345678',
  secondaryPhone: '',
  primaryJob: 'Engineer',
  secondaryJob: '',
  email: 'parent@example.com',
  address: '12 Road 9, Maadi, Cairo',
  ...overrides,
})

export async function addSwimmer(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await injectAs(t.app, token, {
    method: 'POST',
    url: '/api/swimmers/add',
    payload: newSwimmer(overrides),
  })
  if (response.statusCode !== 200) throw new Error(`add swimmer failed: ${response.body}`)
  return response.json<{ swimmerID: number }>().swimmerID
}

type Counted =
  | 'swimmers'
  | 'invoices'
  | 'payments'
  | 'audit_log'
  | 'swimmer_levels'
  | 'swimmer_freezes'
  | 'swimmer_times'
  | 'subscriptions'
  | 'school_enrolments'
  | 'preteam_enrolments'
  | 'session_attendance'

export async function count(db: Kysely<Database>, table: Counted): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** How many rows each table holds: compared before and after a refused request. */
export async function snapshot(db: Kysely<Database>): Promise<Record<Counted, number>> {
  const tables: Counted[] = [
    'swimmers',
    'invoices',
    'payments',
    'audit_log',
    'swimmer_levels',
    'swimmer_freezes',
    'swimmer_times',
    'subscriptions',
    'school_enrolments',
    'preteam_enrolments',
    'session_attendance',
  ]
  const counts = await Promise.all(tables.map((table) => count(db, table)))
  return Object.fromEntries(tables.map((table, index) => [table, counts[index]])) as Record<Counted, number>
}

export async function auditActions(db: Kysely<Database>, swimmerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', 'swimmer')
    .where('entity_id', '=', String(swimmerId))
    .orderBy('id')
    .execute()
  return rows.map((row) => row.action)
}

/** Takes one action away from a user type, as an administrator could in Settings → Title. */
export async function revokeAction(db: Kysely<Database>, userTypeId: number, name: string): Promise<void> {
  const action = await db
    .selectFrom('actions')
    .select('id')
    .where('module', '=', 'Mod_SW')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  await db.deleteFrom('privileges').where('user_type_id', '=', userTypeId).where('action_id', '=', action.id).execute()
}

export async function grantAction(db: Kysely<Database>, userTypeId: number, name: string): Promise<void> {
  const action = await db
    .selectFrom('actions')
    .select('id')
    .where('module', '=', 'Mod_SW')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  await db.insertInto('privileges').values({ user_type_id: userTypeId, action_id: action.id }).execute()
}

/** A seeded swimmer of a site, optionally one with a running school enrolment. */
export async function seededSwimmer(db: Kysely<Database>, site: number, today = '2026-11-21') {
  return db
    .selectFrom('swimmers as s')
    .innerJoin('school_enrolments as e', 'e.swimmer_id', 's.id')
    .select(['s.id', 's.full_name', 's.birth_year', 's.current_level', 's.site'])
    .where('s.site', '=', site)
    .where('e.end_date', '>=', today)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
}

/**
 * Swimmers of a site with exactly one session on a date (issue 25: attendance is a mark at a session): enrolled that
 * date in one school meeting on its weekday, in no pre-team then, not frozen. Oldest ids first. count 0: at most one,
 * maybe none.
 */
export async function swimmersWithSessionOn(db: Kysely<Database>, site: number, date: string, count = 1) {
  const code = 215 + ((new Date(`${date}T00:00:00Z`).getUTCDay() + 2) % 7)
  const rows = await db
    .selectFrom('school_enrolments as e')
    .innerJoin('schools as s', 's.id', 'e.school_id')
    .innerJoin('swimmers as w', 'w.id', 'e.swimmer_id')
    .select(['w.id', 'w.full_name', 's.id as school_id', 's.first_day', 's.second_day'])
    .where('w.site', '=', site)
    .where('w.deleted_at', 'is', null)
    .where('e.start_date', '<=', date)
    .where('e.end_date', '>=', date)
    .where((eb) => eb.or([eb('s.first_day', '=', code), eb('s.second_day', '=', code)]))
    .where('w.id', 'not in', db.selectFrom('swimmer_freezes').select('swimmer_id').where('ended_at', 'is', null))
    .where('w.id', 'not in', (eb) =>
      eb
        .selectFrom('preteam_enrolments')
        .select('swimmer_id')
        .where('start_date', '<=', date)
        .where('end_date', '>=', date),
    )
    .where('w.id', 'not in', (eb) =>
      eb
        .selectFrom('school_enrolments as other')
        .select('other.swimmer_id')
        .where('other.start_date', '<=', date)
        .where('other.end_date', '>=', date)
        .whereRef('other.school_id', '!=', 'e.school_id'),
    )
    .orderBy('w.id')
    .limit(Math.max(count, 1))
    .execute()
  if (count === 0) return rows
  if (rows.length < count) throw new Error(`fewer than ${count} swimmers of site ${site} with a session on ${date}`)
  return rows
}

/** A school option of a swimmer (GET /swimmers/school-options/{id}): the desk's list of schools they may join. */
export interface SchoolOption {
  schoolID: number
  type: number
  coachName: string
  enrolled: number
  capacity: number
  invoices: Array<{ months: number; invoice: number }>
}

/** A school the swimmer may join that has a free place, as the desk's enrolment options list it. */
export async function schoolWithFreePlace(t: TestApp, token: string, swimmerId: number): Promise<SchoolOption> {
  const answer = await injectAs(t.app, token, { url: `/api/swimmers/school-options/${swimmerId}` })
  const school = answer.json<{ schools: SchoolOption[] }>().schools.find((entry) => entry.enrolled < entry.capacity)
  if (!school) throw new Error(`no school with a free place for swimmer ${swimmerId}`)
  return school
}

/** The line of `months` on a school option's price list. */
export function priceLineOf(school: SchoolOption, months: number): SchoolOption['invoices'][number] {
  const line = school.invoices.find((entry) => entry.months === months)
  if (!line) throw new Error(`school ${school.schoolID} has no price for ${months} months`)
  return line
}

/** The price of `months` on a school option's price list. */
export const priceOf = (school: SchoolOption, months: number): number => priceLineOf(school, months).invoice

/**
 * A new swimmer (named `fullName`, at Club 13) enrolled for a month in a school of their level with a free place;
 * `extra` adds to the spec's enrolment payload (an amount and receipt, from the school's prices).
 */
export async function swimmerInSchool(
  t: TestApp,
  token: string,
  fullName: string,
  extra: (school: SchoolOption) => Record<string, unknown> = () => ({}),
) {
  const id = await addSwimmer(t, token, { fullName })
  const school = await schoolWithFreePlace(t, token, id)
  const enrol = await injectAs(t.app, token, {
    method: 'POST',
    url: '/api/swimmers/save-school-trans',
    payload: { swimmerID: id, schoolID: school.schoolID, months: 1, siteID: CLUB_13, ...extra(school) },
  })
  if (enrol.statusCode !== 200) throw new Error(`enrolling ${fullName}: ${enrol.body}`)
  return { id, school, enrolment: enrol.json<{ invoiceID: number; invItem: string; value: number }>() }
}
