import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { runningOn } from '../../db/running'

// Ending a swimmer's running enrolments (school and pre-team): when the swimmer is deleted, and when they move to
// another site (their groups at the old site are no longer theirs). An ended enrolment keeps its row, its invoice and
// its payments; only its end date moves to the day before, so it no longer takes a place or shows on a group list.

type Db = Kysely<Database>

/** A running enrolment, with what a message needs to name its group. */
export interface RunningEnrolment {
  kind: 'school' | 'preteam'
  enrolmentId: number
  groupId: number
  site: number
  siteName: string | null
  levelName: string | null
  coachName: string | null
  startDate: string
  endDate: string
}

/**
 * The swimmer's enrolments still running on `today` (end date today or later), schools first, then pre-teams, each
 * in start order; with `exceptSite`, only those of other sites.
 */
export async function findRunningEnrolments(
  db: Db,
  swimmerId: number,
  today: string,
  options: { exceptSite?: number } = {},
): Promise<RunningEnrolment[]> {
  const schools = await db
    .selectFrom('school_enrolments as e')
    .innerJoin('schools as g', 'g.id', 'e.school_id')
    .select([
      'e.id as enrolment_id',
      'e.school_id as group_id',
      'e.site',
      'e.start_date',
      'e.end_date',
      sql<string | null>`(select s.name from sites s where s.id = e.site)`.as('site_name'),
      sql<string | null>`(select l.description from lookup_items l where l.code = g.level)`.as('level_name'),
      sql<string | null>`(select c.full_name from coaches c where c.id = g.coach_id)`.as('coach_name'),
    ])
    .where('e.swimmer_id', '=', swimmerId)
    .where(runningOn('e.end_date', today))
    .$if(options.exceptSite !== undefined, (query) => query.where('e.site', '!=', options.exceptSite as number))
    .orderBy('e.start_date')
    .orderBy('e.id')
    .execute()
  const preteams = await db
    .selectFrom('preteam_enrolments as e')
    .innerJoin('preteams as g', 'g.id', 'e.preteam_id')
    .select([
      'e.id as enrolment_id',
      'e.preteam_id as group_id',
      'e.site',
      'e.start_date',
      'e.end_date',
      sql<string | null>`(select s.name from sites s where s.id = e.site)`.as('site_name'),
      sql<string | null>`(select l.description from lookup_items l where l.code = g.level)`.as('level_name'),
      sql<string | null>`(select c.full_name from coaches c where c.id = g.coach_id)`.as('coach_name'),
    ])
    .where('e.swimmer_id', '=', swimmerId)
    .where(runningOn('e.end_date', today))
    .$if(options.exceptSite !== undefined, (query) => query.where('e.site', '!=', options.exceptSite as number))
    .orderBy('e.start_date')
    .orderBy('e.id')
    .execute()
  const toEnrolment = (kind: RunningEnrolment['kind']) => (row: (typeof schools)[number]) => ({
    kind,
    enrolmentId: row.enrolment_id,
    groupId: row.group_id,
    site: row.site,
    siteName: row.site_name,
    levelName: row.level_name,
    coachName: row.coach_name,
    startDate: row.start_date,
    endDate: row.end_date,
  })
  return [...schools.map(toEnrolment('school')), ...preteams.map(toEnrolment('preteam'))]
}

/** Ends the given enrolments on `endDate` (the day before the change): they stop running from today. */
export async function endEnrolments(
  db: Db,
  enrolments: Array<Pick<RunningEnrolment, 'kind' | 'enrolmentId'>>,
  endDate: string,
): Promise<void> {
  const ids = (kind: RunningEnrolment['kind']) =>
    enrolments.filter((enrolment) => enrolment.kind === kind).map((enrolment) => enrolment.enrolmentId)
  const schoolIds = ids('school')
  const preteamIds = ids('preteam')
  if (schoolIds.length > 0) {
    await db.updateTable('school_enrolments').set({ end_date: endDate }).where('id', 'in', schoolIds).execute()
  }
  if (preteamIds.length > 0) {
    await db.updateTable('preteam_enrolments').set({ end_date: endDate }).where('id', 'in', preteamIds).execute()
  }
}

/** A group's enrolments still running on `today` (end date today or later), with the swimmer's name; by name. */
export async function findGroupRunningEnrolments(
  db: Db,
  kind: RunningEnrolment['kind'],
  groupId: number,
  today: string,
): Promise<
  Array<{
    kind: RunningEnrolment['kind']
    enrolmentId: number
    swimmerId: number
    fullName: string
    site: number
    endDate: string
  }>
> {
  const rows =
    kind === 'school'
      ? await db
          .selectFrom('school_enrolments as e')
          .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
          .select(['e.id', 'e.swimmer_id', 's.full_name', 'e.site', 'e.end_date'])
          .where('e.school_id', '=', groupId)
          .where(runningOn('e.end_date', today))
          .orderBy('s.full_name')
          .orderBy('e.id')
          .execute()
      : await db
          .selectFrom('preteam_enrolments as e')
          .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
          .select(['e.id', 'e.swimmer_id', 's.full_name', 'e.site', 'e.end_date'])
          .where('e.preteam_id', '=', groupId)
          .where(runningOn('e.end_date', today))
          .orderBy('s.full_name')
          .orderBy('e.id')
          .execute()
  return rows.map((row) => ({
    kind,
    enrolmentId: row.id,
    swimmerId: row.swimmer_id,
    fullName: row.full_name,
    site: row.site,
    endDate: row.end_date,
  }))
}
