import type { Kysely } from 'kysely'
import { compiledOnce } from '../../db/compiled-queries'
import { asRowArrays, rowsOf } from '../../db/json-rows'
import type { Database } from '../../db/database'
import { openOn, runningOn } from '../../db/running'
import { slices } from '../../db/slices'

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

// A site's groups are read as one JSON array of rows (db/json-rows.ts): the busiest site runs about 900 schools.
const GROUP_COLUMNS = [
  'id',
  'site',
  'level',
  'level_name',
  'coach_id',
  'coach_name',
  'first_day',
  'second_day',
  'start_time',
  'end_time',
  'start_date',
  'end_date',
] as const
const SCHOOL_COLUMNS = [...GROUP_COLUMNS, 'capacity'] as const satisfies readonly (keyof SchoolSelect)[]
const PRETEAM_COLUMNS = [
  ...GROUP_COLUMNS,
  'third_day',
  'removed_at',
] as const satisfies readonly (keyof PreteamSelect)[]

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

// The statements of the timetable and a roster are compiled once (db/compiled-queries.ts): named prepared
// statements on PostgreSQL, kept prepared on SQLite.
type Range = { site: number; from: string; to: string }

const schoolsOfSite = compiledOnce((db: Kysely<Database>, params: Range) =>
  asRowArrays(
    db,
    schoolQuery(db)
      .where('schools.site', '=', params.site)
      .where(openOn('schools.end_date', params.from))
      .where('schools.start_date', '<=', params.to),
    SCHOOL_COLUMNS,
  ),
)

const preteamsOfSite = compiledOnce((db: Kysely<Database>, params: Range) =>
  asRowArrays(
    db,
    preteamQuery(db)
      .where('preteams.site', '=', params.site)
      .where((eb) => eb.or([eb('preteams.removed_at', 'is', null), eb('preteams.removed_at', '>', params.from)]))
      .where(openOn('preteams.end_date', params.from))
      .where('preteams.start_date', '<=', params.to),
    PRETEAM_COLUMNS,
  ),
)

const schoolById = compiledOnce((db: Kysely<Database>, params: { id: number }) =>
  schoolQuery(db).where('schools.id', '=', params.id),
)
const preteamById = compiledOnce((db: Kysely<Database>, params: { id: number }) =>
  preteamQuery(db).where('preteams.id', '=', params.id),
)

/**
 * The schools and pre-teams of a site that run at some point of [from, to] (index: schools_site, preteams_site);
 * only the kinds asked for (a user without Mod_PT reads no pre-teams).
 */
export async function findGroupsOfSite(
  db: Kysely<Database>,
  site: number,
  from: string,
  to: string,
  kinds: readonly GroupKind[] = ['school', 'preteam'],
): Promise<GroupRow[]> {
  const range = { site, from, to }
  const [schools, preteams] = await Promise.all([
    kinds.includes('school') ? schoolsOfSite(db, range).then(rowsOf(SCHOOL_COLUMNS)) : [],
    kinds.includes('preteam') ? preteamsOfSite(db, range).then(rowsOf(PRETEAM_COLUMNS)) : [],
  ])
  return [...(schools as SchoolSelect[]).map(fromSchool), ...(preteams as PreteamSelect[]).map(fromPreteam)]
}

export async function findGroup(db: Kysely<Database>, kind: GroupKind, id: number): Promise<GroupRow | undefined> {
  if (kind === 'school') {
    const [row] = await schoolById(db, { id })
    return row && fromSchool(row)
  }
  const [row] = await preteamById(db, { id })
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
      .where(openOn('schools.end_date', from))
      .where('schools.start_date', '<=', to)
      .execute()
    return rows.map(fromSchool)
  }
  const rows = await preteamQuery(db)
    .where('preteams.site', 'in', sites)
    .where('preteams.level', '=', level)
    .where('preteams.removed_at', 'is', null)
    .where(openOn('preteams.end_date', from))
    .where('preteams.start_date', '<=', to)
    .execute()
  return rows.map(fromPreteam)
}

const enrolledInSchool = compiledOnce((db: Kysely<Database>, params: { groupId: number; date: string }) =>
  db
    .selectFrom('school_enrolments')
    .innerJoin('swimmers', 'swimmers.id', 'school_enrolments.swimmer_id')
    .select(['swimmers.id', 'swimmers.full_name', 'swimmers.site'])
    .distinct()
    .where('school_enrolments.school_id', '=', params.groupId)
    .where(runningOn('school_enrolments.end_date', params.date))
    .where('school_enrolments.start_date', '<=', params.date)
    .where('swimmers.deleted_at', 'is', null),
)

const enrolledInPreteam = compiledOnce((db: Kysely<Database>, params: { groupId: number; date: string }) =>
  db
    .selectFrom('preteam_enrolments')
    .innerJoin('swimmers', 'swimmers.id', 'preteam_enrolments.swimmer_id')
    .select(['swimmers.id', 'swimmers.full_name', 'swimmers.site'])
    .distinct()
    .where('preteam_enrolments.preteam_id', '=', params.groupId)
    .where(runningOn('preteam_enrolments.end_date', params.date))
    .where('preteam_enrolments.start_date', '<=', params.date)
    .where('swimmers.deleted_at', 'is', null),
)

/** The swimmers enrolled in a group on a date (index: *_enrolments_group_span). */
export function findEnrolledSwimmers(db: Kysely<Database>, kind: GroupKind, groupId: number, date: string) {
  return kind === 'school' ? enrolledInSchool(db, { groupId, date }) : enrolledInPreteam(db, { groupId, date })
}

/** The swimmers enrolled on one date in any of these groups of a kind (a closed day's sessions), with their group. */
export async function findEnrolledSwimmersOfGroups(
  db: Kysely<Database>,
  kind: GroupKind,
  groupIds: readonly number[],
  date: string,
): Promise<Array<{ group_id: number; id: number; full_name: string; site: number }>> {
  const rows = []
  for (const ids of slices([...new Set(groupIds)])) {
    rows.push(
      ...(kind === 'school'
        ? await db
            .selectFrom('school_enrolments')
            .innerJoin('swimmers', 'swimmers.id', 'school_enrolments.swimmer_id')
            .select(['school_enrolments.school_id as group_id', 'swimmers.id', 'swimmers.full_name', 'swimmers.site'])
            .distinct()
            .where('school_enrolments.school_id', 'in', ids)
            .where(runningOn('school_enrolments.end_date', date))
            .where('school_enrolments.start_date', '<=', date)
            .where('swimmers.deleted_at', 'is', null)
            .execute()
        : await db
            .selectFrom('preteam_enrolments')
            .innerJoin('swimmers', 'swimmers.id', 'preteam_enrolments.swimmer_id')
            .select(['preteam_enrolments.preteam_id as group_id', 'swimmers.id', 'swimmers.full_name', 'swimmers.site'])
            .distinct()
            .where('preteam_enrolments.preteam_id', 'in', ids)
            .where(runningOn('preteam_enrolments.end_date', date))
            .where('preteam_enrolments.start_date', '<=', date)
            .where('swimmers.deleted_at', 'is', null)
            .execute()),
    )
  }
  return rows
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
      .where(runningOn('end_date', date))
      .where('start_date', '<=', date)
      .execute(),
    db
      .selectFrom('preteam_enrolments')
      .select('preteam_id as id')
      .where('swimmer_id', '=', swimmerId)
      .where(runningOn('end_date', date))
      .where('start_date', '<=', date)
      .execute(),
  ])
  return [
    ...schools.map((row) => ({ kind: 'school' as const, id: row.id })),
    ...preteams.map((row) => ({ kind: 'preteam' as const, id: row.id })),
  ]
}
