import type { Kysely } from 'kysely'
import type { Database } from '../../src/db/database'
import { hashPassword } from '../../src/lib/passwords'
import { enrolInSchool } from '../../src/domains/enrolments/enrolments.service'
import { actingAt, injectAs, login, type TestApp } from '../helper'
import { withNameKey } from '../../src/lib/name-key'

// What the schools suites share: finding demo rows, a coach-type user, a school payload, enrolling swimmers.

export const SATURDAY = 216
export const SUNDAY = 217
export const MONDAY = 218
export const TUESDAY = 219
/** TestClock's today (a Saturday). */
export const TODAY = '2026-11-21'

export const post = (t: TestApp, token: string, url: string, payload: object) =>
  injectAs(t.app, token, { method: 'POST', url, payload })
export const put = (t: TestApp, token: string, url: string, payload: object) =>
  injectAs(t.app, token, { method: 'PUT', url, payload })
export const get = (t: TestApp, token: string, url: string) => injectAs(t.app, token, { method: 'GET', url })

export const activeSchools = (db: Kysely<Database>, site: number) =>
  db.selectFrom('schools').selectAll().where('site', '=', site).where('end_date', 'is', null).orderBy('id').execute()

export const countRows = async (db: Kysely<Database>, table: 'schools' | 'session_attendance' | 'audit_log') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

export const coachesOf = (db: Kysely<Database>, site: number, type: number, active = 1) =>
  db
    .selectFrom('coaches')
    .selectAll()
    .where('site', '=', site)
    .where('coach_type', '=', type)
    .where('is_active', '=', active as 0 | 1)
    .orderBy('id')
    .execute()

/** A school coach of the site with no group at all, made for the test so no demo slot gets in the way. */
export async function freeSchoolCoach(db: Kysely<Database>, site: number, name = 'Test School Coach') {
  const { id } = await db
    .insertInto('coaches')
    .values({
      ...withNameKey(name),
      birth_date: '1990-01-01',
      gender: 5,
      coach_type: 8,
      site,
      mobile_number: '01000000000',
      email: null,
      specialization: null,
      experience_years: 3,
      is_active: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      created_by: 1,
      updated_at: null,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** The create form as the spec's client sends it: every field a string. */
export const schoolPayload = (coachID: number, site: number, overrides: Record<string, string> = {}) => ({
  schoolLevel: '12',
  coachID: String(coachID),
  firstDay: String(SATURDAY),
  secondDay: String(TUESDAY),
  startTime: '07:00',
  endTime: '08:00',
  type: '77',
  site: String(site),
  user: '1',
  ...overrides,
})

/** A signed-in user of the Coach type (74): ShowSchoolInfo, ManageAttendance and Attendes only. */
export async function coachUserToken(t: TestApp, id: number, sites: number[]): Promise<string> {
  const password = 'coach-user-password'
  await t.database.db
    .insertInto('users')
    .values({
      id,
      ...withNameKey('Test Coach User'),
      home_site: sites[0],
      user_type_id: 74,
      password_hash: await hashPassword(password),
      created_at: t.clock.now().toISOString(),
      created_by: 1,
      updated_at: null,
      updated_by: null,
    })
    .execute()
  await t.database.db
    .insertInto('user_sites')
    .values(sites.map((site) => ({ user_id: id, site_id: site })))
    .execute()
  return login(t.app, id, password)
}

/** Swimmers of a site who are in no school today and not frozen (so a school may take them). */
export async function swimmersWithoutSchool(db: Kysely<Database>, site: number, count: number, today = TODAY) {
  const rows = await db
    .selectFrom('swimmers')
    .select(['id', 'full_name', 'current_level'])
    .where('site', '=', site)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('school_enrolments')
            .select('id')
            .whereRef('school_enrolments.swimmer_id', '=', 'swimmers.id')
            .where('school_enrolments.end_date', '>=', today),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('swimmer_freezes')
            .select('swimmer_freezes.id')
            .whereRef('swimmer_freezes.swimmer_id', '=', 'swimmers.id')
            .where('swimmer_freezes.ended_at', 'is', null),
        ),
      ),
    )
    .orderBy('id')
    .limit(count)
    .execute()
  if (rows.length < count) throw new Error(`only ${rows.length} free swimmers at site ${site}`)
  return rows
}

/**
 * Enrols through the enrolment service, as the swimmers screen does, with nothing paid. A school takes swimmers of
 * its level only, so the swimmer is first put at the school's level (an arrangement of the test, not a rule).
 */
export async function enrol(t: TestApp, schoolId: number, swimmerId: number, site: number) {
  const db = t.database.db
  const school = await db.selectFrom('schools').select('level').where('id', '=', schoolId).executeTakeFirstOrThrow()
  await db.updateTable('swimmers').set({ current_level: school.level }).where('id', '=', swimmerId).execute()
  return enrolInSchool(db, actingAt(t.clock, { userId: 1, sites: [site] }), {
    swimmerId,
    groupId: schoolId,
    months: 1,
    site,
    amountCents: 0,
  })
}

/** An enrolment row written straight to the table (no invoice): `school_id` or `preteam_id` is added by the caller. */
export const enrolmentRow = (swimmer: number, start: string, end: string, site: number, createdOn = TODAY) => ({
  swimmer_id: swimmer,
  months: 1,
  start_date: start,
  end_date: end,
  invoice_id: null,
  site,
  created_at: `${createdOn}T00:00:00.000Z`,
  created_by: 1,
})
