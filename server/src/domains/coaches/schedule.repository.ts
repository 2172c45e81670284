import { sql, type Kysely } from 'kysely'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { Database } from '../../db/database'
import { dayCodeOf } from '../../lib/dates'
import type { Slot } from '../../lib/schedule'

// A coach's weekly timetable: the active schools and pre-teams they teach.

export interface GroupSlot extends Slot {
  kind: 'school' | 'pre-team'
  id: number
  coachId: number
  /** The group's level by name ('Level 3', 'PTeam A'), so a message can name the group. */
  levelName: string | null
}

/** Active groups (no end date, not removed) of the given coaches. */
export async function findActiveSlots(db: Kysely<Database>, coachIds: number[]): Promise<GroupSlot[]> {
  if (coachIds.length === 0) return []
  const schools = await db
    .selectFrom('schools')
    .leftJoin('lookup_items as lvl', 'lvl.code', 'schools.level')
    .select([
      'schools.id',
      'schools.coach_id',
      'schools.first_day',
      'schools.second_day',
      'schools.start_time',
      'schools.end_time',
      'lvl.description as level_name',
    ])
    .where('schools.coach_id', 'in', coachIds)
    .where('schools.end_date', 'is', null)
    .execute()
  const preteams = await db
    .selectFrom('preteams')
    .leftJoin('lookup_items as lvl', 'lvl.code', 'preteams.level')
    .select([
      'preteams.id',
      'preteams.coach_id',
      'preteams.first_day',
      'preteams.second_day',
      'preteams.third_day',
      'preteams.start_time',
      'preteams.end_time',
      'lvl.description as level_name',
    ])
    .where('preteams.coach_id', 'in', coachIds)
    .where('preteams.end_date', 'is', null)
    .where('preteams.removed_at', 'is', null)
    .execute()
  return [
    ...schools.map((row) => ({
      kind: 'school' as const,
      id: row.id,
      coachId: row.coach_id,
      levelName: row.level_name,
      days: [row.first_day, row.second_day],
      start: row.start_time,
      end: row.end_time,
    })),
    ...preteams.map((row) => ({
      kind: 'pre-team' as const,
      id: row.id,
      coachId: row.coach_id,
      levelName: row.level_name,
      days: [row.first_day, row.second_day, row.third_day],
      start: row.start_time,
      end: row.end_time,
    })),
  ]
}

/** A dated session a coach substitutes at (issue 14): its weekday as `days`, its group's times. */
export interface SubstituteSlot extends GroupSlot {
  date: string
  sessionId: number
}

/**
 * Scheduled sessions the given coaches substitute at, in [from, to] (to open when absent), each as a one-day slot
 * (index: class_sessions_substitute).
 */
export async function findSubstituteSlots(
  db: Kysely<Database>,
  coachIds: number[],
  range: { from: string; to?: string },
): Promise<SubstituteSlot[]> {
  if (coachIds.length === 0) return []
  let query = db
    .selectFrom('class_sessions')
    .leftJoin('schools', (join) =>
      join.onRef('schools.id', '=', 'class_sessions.group_id').on('class_sessions.kind', '=', 'school'),
    )
    .leftJoin('preteams', (join) =>
      join.onRef('preteams.id', '=', 'class_sessions.group_id').on('class_sessions.kind', '=', 'preteam'),
    )
    .leftJoin('lookup_items as lvl', (join) =>
      join.on((eb) => eb('lvl.code', '=', eb.fn.coalesce('schools.level', 'preteams.level'))),
    )
    .select([
      'class_sessions.id',
      'class_sessions.kind',
      'class_sessions.group_id',
      'class_sessions.session_date',
      'class_sessions.substitute_coach_id',
      'schools.start_time as school_start',
      'schools.end_time as school_end',
      'preteams.start_time as preteam_start',
      'preteams.end_time as preteam_end',
      'lvl.description as level_name',
    ])
    .where('class_sessions.substitute_coach_id', 'in', coachIds)
    .where('class_sessions.status', '=', 'scheduled')
    .where('class_sessions.session_date', '>=', range.from)
  if (range.to !== undefined) query = query.where('class_sessions.session_date', '<=', range.to)
  const rows = await query.execute()
  return rows.map((row) => ({
    kind: row.kind === 'school' ? ('school' as const) : ('pre-team' as const),
    id: row.group_id,
    coachId: row.substitute_coach_id as number,
    levelName: row.level_name,
    days: [dayCodeOf(row.session_date)],
    start: (row.kind === 'school' ? row.school_start : row.preteam_start) ?? '00:00',
    end: (row.kind === 'school' ? row.school_end : row.preteam_end) ?? '00:00',
    date: row.session_date,
    sessionId: row.id,
  }))
}

/** Day names by code (215 Friday … 221 Thursday). */
export async function findDayNames(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('lookup_items')
    .select(['code', 'description'])
    .where('group_code', '=', LOOKUP_GROUP.day)
    .execute()
  return new Map(rows.map((row) => [row.code, row.description]))
}

/**
 * Which of the given groups do not hold their own coach on a date (issue 14): their session that day is cancelled,
 * taught by a substitute, or closed with their site. A session not made yet is scheduled, so its group holds them.
 * Keys are `${kind}:${id}` as in GroupSlot.
 */
export async function findGroupsOffOn(db: Kysely<Database>, groups: GroupSlot[], date: string): Promise<Set<string>> {
  const off = new Set<string>()
  const ids = (kind: GroupSlot['kind']) => groups.filter((group) => group.kind === kind).map((group) => group.id)
  const schools = ids('school')
  const preteams = ids('pre-team')
  const rows = [
    ...(schools.length === 0 ? [] : await offOn(db, 'schools', 'school', schools, date)),
    ...(preteams.length === 0 ? [] : await offOn(db, 'preteams', 'preteam', preteams, date)),
  ]
  for (const row of rows) off.add(`${row.kind === 'school' ? 'school' : 'pre-team'}:${row.id}`)
  return off
}

/** The groups of one kind among `ids` whose session on `date` is cancelled, substituted or closed. */
async function offOn(
  db: Kysely<Database>,
  table: 'schools' | 'preteams',
  kind: 'school' | 'preteam',
  ids: number[],
  date: string,
) {
  const { rows } = await sql<{ id: number }>`
    select g.id from ${sql.table(table)} g
    left join class_sessions cs on cs.group_id = g.id and cs.kind = ${kind} and cs.session_date = ${date}
    where g.id in (${sql.join(ids)})
      and (cs.status = 'cancelled' or cs.substitute_coach_id is not null
        or exists (select 1 from site_closures c where c.site_id = g.site and c.closure_date = ${date}))`.execute(db)
  return rows.map((row) => ({ id: row.id, kind }))
}
