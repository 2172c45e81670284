import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// The groups sessions belong to, read the same way for schools and pre-teams: their days, times, coach, level,
// site and span. A session's time, coach and level are always its group's (a session row holds only what a date
// changes), so editing a group moves its future sessions with it.

export type GroupKind = 'school' | 'preteam'

export interface GroupRow {
  kind: GroupKind
  id: number
  site: number
  level: number
  levelName: string
  coachId: number
  coachName: string
  days: number[]
  start: string
  end: string
  startDate: string
  /** The last day it meets (its end date, or the day before a pre-team was removed), or null for no end. */
  lastDate: string | null
  /** Seats; null for a pre-team (pre-teams have no capacity). */
  capacity: number | null
}

function schoolQuery(db: Kysely<Database>) {
  return db
    .selectFrom('schools')
    .innerJoin('coaches', 'coaches.id', 'schools.coach_id')
    .leftJoin('lookup_items as lvl', 'lvl.code', 'schools.level')
    .select([
      'schools.id',
      'schools.site',
      'schools.level',
      'lvl.description as level_name',
      'schools.coach_id',
      'coaches.full_name as coach_name',
      'schools.first_day',
      'schools.second_day',
      'schools.start_time',
      'schools.end_time',
      'schools.start_date',
      'schools.end_date',
      'schools.capacity',
    ])
}

function preteamQuery(db: Kysely<Database>) {
  return db
    .selectFrom('preteams')
    .innerJoin('coaches', 'coaches.id', 'preteams.coach_id')
    .leftJoin('lookup_items as lvl', 'lvl.code', 'preteams.level')
    .select([
      'preteams.id',
      'preteams.site',
      'preteams.level',
      'lvl.description as level_name',
      'preteams.coach_id',
      'coaches.full_name as coach_name',
      'preteams.first_day',
      'preteams.second_day',
      'preteams.third_day',
      'preteams.start_time',
      'preteams.end_time',
      'preteams.start_date',
      'preteams.end_date',
      'preteams.removed_at',
    ])
}

type SchoolSelect = Awaited<ReturnType<ReturnType<typeof schoolQuery>['execute']>>[number]
type PreteamSelect = Awaited<ReturnType<ReturnType<typeof preteamQuery>['execute']>>[number]

const dayBefore = (iso: string): string =>
  new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

const earlier = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a < b ? a : b)

const fromSchool = (row: SchoolSelect): GroupRow => ({
  kind: 'school',
  id: row.id,
  site: row.site,
  level: row.level,
  levelName: row.level_name ?? `Level ${row.level}`,
  coachId: row.coach_id,
  coachName: row.coach_name,
  days: [...new Set([row.first_day, row.second_day])].filter((day) => day > 0),
  start: row.start_time,
  end: row.end_time,
  startDate: row.start_date,
  lastDate: row.end_date,
  capacity: row.capacity,
})

const fromPreteam = (row: PreteamSelect): GroupRow => ({
  kind: 'preteam',
  id: row.id,
  site: row.site,
  level: row.level,
  levelName: row.level_name ?? `Level ${row.level}`,
  coachId: row.coach_id,
  coachName: row.coach_name,
  days: [...new Set([row.first_day, row.second_day, row.third_day])].filter((day) => day > 0),
  start: row.start_time,
  end: row.end_time,
  startDate: row.start_date,
  lastDate: earlier(row.end_date, row.removed_at ? dayBefore(row.removed_at) : null),
  capacity: null,
})

/** The schools and pre-teams of a site that run at some point of [from, to] (index: schools_site, preteams_site). */
export async function findGroupsOfSite(
  db: Kysely<Database>,
  site: number,
  from: string,
  to: string,
): Promise<GroupRow[]> {
  const [schools, preteams] = await Promise.all([
    schoolQuery(db)
      .where('schools.site', '=', site)
      .where((eb) => eb.or([eb('schools.end_date', 'is', null), eb('schools.end_date', '>=', from)]))
      .where('schools.start_date', '<=', to)
      .execute(),
    preteamQuery(db)
      .where('preteams.site', '=', site)
      .where((eb) => eb.or([eb('preteams.removed_at', 'is', null), eb('preteams.removed_at', '>', from)]))
      .where((eb) => eb.or([eb('preteams.end_date', 'is', null), eb('preteams.end_date', '>=', from)]))
      .where('preteams.start_date', '<=', to)
      .execute(),
  ])
  return [...schools.map(fromSchool), ...preteams.map(fromPreteam)]
}

export async function findGroup(db: Kysely<Database>, kind: GroupKind, id: number): Promise<GroupRow | undefined> {
  if (kind === 'school') {
    const row = await schoolQuery(db).where('schools.id', '=', id).executeTakeFirst()
    return row && fromSchool(row)
  }
  const row = await preteamQuery(db).where('preteams.id', '=', id).executeTakeFirst()
  return row && fromPreteam(row)
}

/** Groups of one level and kind at the given sites running in [from, to] (make-up options). */
export async function findGroupsOfLevel(
  db: Kysely<Database>,
  kind: GroupKind,
  level: number,
  sites: number[],
  from: string,
  to: string,
): Promise<GroupRow[]> {
  if (sites.length === 0) return []
  if (kind === 'school') {
    const rows = await schoolQuery(db)
      .where('schools.site', 'in', sites)
      .where('schools.level', '=', level)
      .where((eb) => eb.or([eb('schools.end_date', 'is', null), eb('schools.end_date', '>=', from)]))
      .where('schools.start_date', '<=', to)
      .execute()
    return rows.map(fromSchool)
  }
  const rows = await preteamQuery(db)
    .where('preteams.site', 'in', sites)
    .where('preteams.level', '=', level)
    .where('preteams.removed_at', 'is', null)
    .where((eb) => eb.or([eb('preteams.end_date', 'is', null), eb('preteams.end_date', '>=', from)]))
    .where('preteams.start_date', '<=', to)
    .execute()
  return rows.map(fromPreteam)
}

/** The coaches' names by id. */
export async function findCoachNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('coaches').select(['id', 'full_name']).where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row.full_name]))
}

/**
 * Swimmers enrolled per group on each date of [from, to]: the enrolment rows (start, end) that overlap the range, so
 * the caller counts each date. Deleting a swimmer ends their enrolments, so no join to swimmers is needed; the
 * covering index *_enrolments_group_span (group, end date, start date, swimmer) answers it without the table.
 */
export async function findEnrolmentSpans(
  db: Kysely<Database>,
  kind: GroupKind,
  groupIds: number[],
  from: string,
  to: string,
): Promise<Array<{ group_id: number; swimmer_id: number; start_date: string; end_date: string }>> {
  if (groupIds.length === 0) return []
  if (kind === 'school') {
    return db
      .selectFrom('school_enrolments')
      .select(['school_id as group_id', 'swimmer_id', 'start_date', 'end_date'])
      .where('school_id', 'in', groupIds)
      .where('end_date', '>=', from)
      .where('start_date', '<=', to)
      .execute()
  }
  return db
    .selectFrom('preteam_enrolments')
    .select(['preteam_id as group_id', 'swimmer_id', 'start_date', 'end_date'])
    .where('preteam_id', 'in', groupIds)
    .where('end_date', '>=', from)
    .where('start_date', '<=', to)
    .execute()
}

/** The swimmers enrolled in a group on a date, by name (index: *_enrolments_group). */
export function findEnrolledSwimmers(db: Kysely<Database>, kind: GroupKind, groupId: number, date: string) {
  if (kind === 'school') {
    return db
      .selectFrom('school_enrolments')
      .innerJoin('swimmers', 'swimmers.id', 'school_enrolments.swimmer_id')
      .select(['swimmers.id', 'swimmers.full_name', 'swimmers.site'])
      .distinct()
      .where('school_enrolments.school_id', '=', groupId)
      .where('school_enrolments.end_date', '>=', date)
      .where('school_enrolments.start_date', '<=', date)
      .where('swimmers.deleted_at', 'is', null)
      .execute()
  }
  return db
    .selectFrom('preteam_enrolments')
    .innerJoin('swimmers', 'swimmers.id', 'preteam_enrolments.swimmer_id')
    .select(['swimmers.id', 'swimmers.full_name', 'swimmers.site'])
    .distinct()
    .where('preteam_enrolments.preteam_id', '=', groupId)
    .where('preteam_enrolments.end_date', '>=', date)
    .where('preteam_enrolments.start_date', '<=', date)
    .where('swimmers.deleted_at', 'is', null)
    .execute()
}

/** The groups of a kind a swimmer is enrolled in on a date. */
export async function findSwimmerGroupsOn(
  db: Kysely<Database>,
  swimmerId: number,
  date: string,
): Promise<Array<{ kind: GroupKind; id: number }>> {
  const [schools, preteams] = await Promise.all([
    db
      .selectFrom('school_enrolments')
      .select('school_id as id')
      .where('swimmer_id', '=', swimmerId)
      .where('end_date', '>=', date)
      .where('start_date', '<=', date)
      .execute(),
    db
      .selectFrom('preteam_enrolments')
      .select('preteam_id as id')
      .where('swimmer_id', '=', swimmerId)
      .where('end_date', '>=', date)
      .where('start_date', '<=', date)
      .execute(),
  ])
  return [
    ...schools.map((row) => ({ kind: 'school' as const, id: row.id })),
    ...preteams.map((row) => ({ kind: 'preteam' as const, id: row.id })),
  ]
}
