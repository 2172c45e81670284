import { sql } from 'kysely'
import type { Kysely, Selectable } from 'kysely'
import type { SchoolResult } from '@contract/schools'
import type { Dialect } from '../../db/create-db'
import type { Database, SchoolTable } from '../../db/database'
import { isStoredId } from '../../db/stored-id'
import { dayCodeOf } from '../../lib/dates'
import { nameKeyContains } from '../../lib/name-key'
import { findDayNames } from '../coaches/schedule.repository'
import { findLatestRegisterDate, findRecentRegisters, findSessionRegister } from './school-attendance.repository'
import { runningOn } from '../../db/running'

// Schools (group classes) with what every screen shows about them: coach, level, type, days, time and
// the places taken. "Places taken" counts the enrolments still running today, the same count
// enrolInSchool checks the capacity against.

export interface SchoolFilter {
  id?: number
  site?: number
  /** Any part of the coach's name, case-insensitive. */
  coachName?: string
  level?: number
  type?: number
  activeOnly?: boolean
}

/** Enough for a site's search page; a search that matches more should be narrowed. */
const SEARCH_LIMIT = 500

function schoolsQuery(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('schools')
    .innerJoin('coaches', 'coaches.id', 'schools.coach_id')
    .leftJoin('lookup_items as lvl', 'lvl.code', 'schools.level')
    .leftJoin('lookup_items as typ', 'typ.code', 'schools.school_type')
    .leftJoin('lookup_items as day1', 'day1.code', 'schools.first_day')
    .leftJoin('lookup_items as day2', 'day2.code', 'schools.second_day')
    .select((eb) => [
      'schools.id',
      'schools.level',
      'schools.school_type',
      'schools.first_day',
      'schools.second_day',
      'schools.start_time',
      'schools.end_time',
      'schools.site',
      'schools.capacity',
      'schools.start_date',
      'schools.end_date',
      'schools.coach_id',
      'schools.created_at',
      'schools.created_by',
      'schools.updated_at',
      'schools.updated_by',
      'coaches.full_name as coach_name',
      'coaches.mobile_number as coach_mobile',
      'lvl.description as level_name',
      'typ.description as type_name',
      'day1.description as first_day_name',
      'day2.description as second_day_name',
      eb
        .selectFrom('school_enrolments')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('school_enrolments.school_id', '=', 'schools.id')
        .where(runningOn('school_enrolments.end_date', today))
        .as('enrolled'),
    ])
}

export type SchoolRow = Awaited<ReturnType<ReturnType<typeof schoolsQuery>['executeTakeFirstOrThrow']>>

/** Schools matching every given criterion, active ones first, then by id. */
export async function findSchools(db: Kysely<Database>, filter: SchoolFilter, today: string, limit = SEARCH_LIMIT) {
  if (filter.id !== undefined && !isStoredId(filter.id)) return []
  return schoolsQuery(db, today)
    .$if(filter.id !== undefined, (qb) => qb.where('schools.id', '=', filter.id!))
    .$if(filter.site !== undefined, (qb) => qb.where('schools.site', '=', filter.site!))
    .$if(filter.level !== undefined, (qb) => qb.where('schools.level', '=', filter.level!))
    .$if(filter.type !== undefined, (qb) => qb.where('schools.school_type', '=', filter.type!))
    .$if(Boolean(filter.activeOnly), (qb) => qb.where('schools.end_date', 'is', null))
    .$if(Boolean(filter.coachName), (qb) =>
      qb.where(sql<boolean>`${sql.ref('coaches.name_key')} like ${nameKeyContains(filter.coachName!)} escape '\\'`),
    )
    .orderBy(sql`case when ${sql.ref('schools.end_date')} is null then 0 else 1 end`)
    .orderBy('schools.id')
    .limit(limit)
    .execute()
}

export const findSchool = async (db: Kysely<Database>, id: number, today: string) =>
  isStoredId(id) ? schoolsQuery(db, today).where('schools.id', '=', id).executeTakeFirst() : undefined

/** The stored record alone; on PostgreSQL locked until the transaction ends, so two changes cannot interleave. */
export async function findSchoolRecord(db: Kysely<Database>, id: number, dialect?: Dialect) {
  if (!isStoredId(id)) return undefined
  return db
    .selectFrom('schools')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst()
}

export const daysText = (row: Pick<SchoolRow, 'first_day_name' | 'second_day_name'>): string =>
  `${row.first_day_name ?? 'Unknown'}, ${row.second_day_name ?? 'Unknown'}`

export const fromToText = (start: string, end: string): string => `${start} - ${end}`

export function toSchoolResult(row: SchoolRow): SchoolResult {
  const enrolled = Number(row.enrolled ?? 0)
  return {
    schoolID: row.id,
    fullName: row.coach_name,
    level: row.level_name ?? 'Unknown',
    type: row.type_name ?? 'Unknown',
    levelCode: row.level,
    typeCode: row.school_type,
    days: daysText(row),
    fromTo: fromToText(row.start_time, row.end_time),
    numberCapacity: `${enrolled} / ${row.capacity}`,
    coachName: row.coach_name,
    coachID: row.coach_id,
    firstDay: row.first_day,
    secondDay: row.second_day,
    startTime: row.start_time,
    endTime: row.end_time,
    capacity: row.capacity,
    enrolled,
    site: row.site,
    startDate: row.start_date,
    endDate: row.end_date,
  }
}

export type NewSchool = Omit<Selectable<SchoolTable>, 'id' | 'updated_at' | 'updated_by'>
export type SchoolChanges = Pick<
  Selectable<SchoolTable>,
  | 'level'
  | 'coach_id'
  | 'first_day'
  | 'second_day'
  | 'start_time'
  | 'end_time'
  | 'school_type'
  | 'capacity'
  | 'updated_at'
  | 'updated_by'
>

export async function insertSchool(db: Kysely<Database>, school: NewSchool): Promise<number> {
  const { id } = await db.insertInto('schools').values(school).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateSchool(db: Kysely<Database>, id: number, changes: SchoolChanges): Promise<void> {
  await db.updateTable('schools').set(changes).where('id', '=', id).execute()
}

export async function endSchool(
  db: Kysely<Database>,
  id: number,
  end: { end_date: string; updated_at: string; updated_by: number },
): Promise<void> {
  await db.updateTable('schools').set(end).where('id', '=', id).where('end_date', 'is', null).execute()
}

/** Active enrolments of a school today. */
/** The swimmers enrolled in a school today or later (a running or a coming enrolment), by name. */
export function findEnrolledSwimmers(db: Kysely<Database>, schoolId: number, today: string) {
  return db
    .selectFrom('school_enrolments as e')
    .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
    .select(['s.id', 's.full_name'])
    .distinct()
    .where('e.school_id', '=', schoolId)
    .where(runningOn('e.end_date', today))
    .orderBy('s.full_name')
    .orderBy('s.id')
    .execute()
}

export async function countEnrolled(db: Kysely<Database>, schoolId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('school_enrolments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .where(runningOn('end_date', today))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// ---------------------------------------------------------------------------------------------
// Coaches

/** The active coaches of one type (SchoolCoach for schools) at a site, by name. */
export function findSchoolCoaches(db: Kysely<Database>, site: number, coachType: number) {
  return db
    .selectFrom('coaches')
    .select(['id', 'full_name'])
    .where('site', '=', site)
    .where('coach_type', '=', coachType)
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('full_name')
    .orderBy('id')
    .execute()
}

// ---------------------------------------------------------------------------------------------
// Swimmers, details and summaries

/**
 * The swimmers enrolled today, each once (their latest enrolment), by name; only swimmers of the given sites, so a
 * swimmer who moved to another site is not shown to the old one.
 */
export async function findSchoolSwimmers(
  db: Kysely<Database>,
  schoolId: number,
  today: string,
  swimmerSites: number[],
) {
  if (swimmerSites.length === 0) return []
  const rows = await db
    .selectFrom('school_enrolments')
    .innerJoin('swimmers', 'swimmers.id', 'school_enrolments.swimmer_id')
    .leftJoin('lookup_items as lvl', 'lvl.code', 'swimmers.current_level')
    .select((eb) => [
      'swimmers.id',
      'swimmers.full_name',
      'swimmers.birth_year',
      'lvl.description as level_name',
      'school_enrolments.start_date',
      'school_enrolments.end_date',
      eb
        .exists(
          eb
            .selectFrom('swimmer_freezes')
            .select('swimmer_freezes.id')
            .whereRef('swimmer_freezes.swimmer_id', '=', 'swimmers.id')
            .where('swimmer_freezes.ended_at', 'is', null)
            .where('swimmer_freezes.freeze_date', '<=', today),
        )
        .as('frozen'),
    ])
    .where('school_enrolments.school_id', '=', schoolId)
    .where(runningOn('school_enrolments.end_date', today))
    .where('swimmers.deleted_at', 'is', null)
    .where('swimmers.site', 'in', swimmerSites)
    .orderBy('swimmers.full_name')
    .orderBy('school_enrolments.end_date', 'desc')
    .execute()
  const seen = new Set<number>()
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)))
}

export const findSwimmerForSchools = async (db: Kysely<Database>, swimmerId: number) =>
  isStoredId(swimmerId)
    ? db
        .selectFrom('swimmers')
        .select(['id', 'site', 'current_level'])
        .where('id', '=', swimmerId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined

/** Who created and last changed the school, by name, and the site's name. */
export async function findSchoolPeople(db: Kysely<Database>, school: SchoolRow) {
  const userIds = [school.created_by, school.updated_by].filter((id): id is number => id !== null)
  const [users, site] = await Promise.all([
    userIds.length
      ? db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', userIds).execute()
      : Promise.resolve([]),
    db.selectFrom('sites').select('name').where('id', '=', school.site).executeTakeFirst(),
  ])
  const nameOf = (id: number | null) => (id === null ? null : (users.find((user) => user.id === id)?.full_name ?? null))
  return { createdBy: nameOf(school.created_by), updatedBy: nameOf(school.updated_by), siteName: site?.name ?? '' }
}

/** Present and absent counts of the school's latest recorded sessions, newest first (from session_attendance). */
export async function findRecentSessions(db: Kysely<Database>, schoolId: number, sessions = 10) {
  const [rows, dayNames] = await Promise.all([findRecentRegisters(db, schoolId, sessions), findDayNames(db)])
  return rows.map((row) => ({
    sessionDate: row.sessionDate,
    day: dayNames.get(dayCodeOf(row.sessionDate)) ?? 'Unknown',
    present: row.present,
    absent: row.total - row.present,
  }))
}

/** The register of the school's latest recorded session: each swimmer recorded of the given sites, by name. */
export async function findLatestSessionRegister(db: Kysely<Database>, schoolId: number, swimmerSites: number[]) {
  const latest = await findLatestRegisterDate(db, schoolId)
  if (latest === undefined) return null
  const rows = await findSessionRegister(db, schoolId, latest, swimmerSites)
  return {
    sessionDate: latest,
    timeAttend: rows[0]?.time_attend ?? '',
    entries: rows.map((row) => ({
      swimmerID: row.swimmer_id,
      fullName: row.full_name,
      attended: row.attended === 1,
      notes: row.notes,
    })),
  }
}

/** The price list of one product at a site, shortest duration first. */
export function findProductPrices(db: Kysely<Database>, site: number, product: number) {
  return db
    .selectFrom('price_list')
    .select(['months', 'amount_cents'])
    .where('site', '=', site)
    .where('product', '=', product)
    .orderBy('months')
    .execute()
}
