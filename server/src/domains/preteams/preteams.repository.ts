import { sql } from 'kysely'
import type { Kysely, Selectable } from 'kysely'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { PreTeamSearchBy } from '@contract/preteams'
import type { Database, PreTeamTable } from '../../db/database'
import { nameKeyContains } from '../../lib/name-key'
import { runningOn } from '../../db/running'

// Pre-team squads: every query of the pre-team routes. Removed squads (removed_at set) are invisible
// everywhere here; their enrolments, invoices and payments are left untouched.

export type PreTeamRow = Selectable<PreTeamTable> & { coach_name: string; site_name: string; level_name: string }

function squads(db: Kysely<Database>) {
  return db
    .selectFrom('preteams')
    .innerJoin('coaches', 'coaches.id', 'preteams.coach_id')
    .innerJoin('sites', 'sites.id', 'preteams.site')
    .innerJoin('lookup_items as level', 'level.code', 'preteams.level')
    .selectAll('preteams')
    .select(['coaches.full_name as coach_name', 'sites.name as site_name', 'level.description as level_name'])
    .where('preteams.removed_at', 'is', null)
}

/** A squad that has not been removed. */
export function findPreTeam(db: Kysely<Database>, id: number): Promise<PreTeamRow | undefined> {
  return squads(db).where('preteams.id', '=', id).executeTakeFirst()
}

/** Squads at the given sites matching a search; a name search matches the coach's name or the level's name. */
export function searchPreTeams(
  db: Kysely<Database>,
  search: { by: PreTeamSearchBy; value: string; sites: number[] },
): Promise<PreTeamRow[]> {
  if (search.sites.length === 0) return Promise.resolve([])
  let query = squads(db).where('preteams.site', 'in', search.sites)
  if (search.by === 'pTeamID') query = query.where('preteams.id', '=', Number(search.value))
  if (search.by === 'level') query = query.where('preteams.level', '=', Number(search.value))
  if (search.by === 'fullName') {
    const pattern = nameKeyContains(search.value)
    query = query.where((eb) =>
      eb.or([
        eb(sql`coaches.name_key`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(level.description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  // Running squads first, then by id.
  return query
    .orderBy(sql`case when preteams.end_date is null then 0 else 1 end`)
    .orderBy('preteams.id')
    .limit(500)
    .execute()
}

/** One page of a site's running squads (not ended, not removed), in id order, and how many there are. */
export async function findSitePage(db: Kysely<Database>, site: number, page: number, pageSize: number) {
  const running = squads(db).where('preteams.site', '=', site).where('preteams.end_date', 'is', null)
  const { n } = await db
    .selectFrom('preteams')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site', '=', site)
    .where('end_date', 'is', null)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow()
  const rows = await running
    .orderBy('preteams.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  return { rows, total: Number(n) }
}

/** Every squad of a site that has not been removed, with the number of swimmers whose enrolment runs today. */
export async function findSiteSquadsWithSwimmers(db: Kysely<Database>, site: number, today: string) {
  const rows = await squads(db).where('preteams.site', '=', site).orderBy('preteams.id').execute()
  const counts = await db
    .selectFrom('preteam_enrolments')
    .innerJoin('preteams', 'preteams.id', 'preteam_enrolments.preteam_id')
    .select(['preteam_enrolments.preteam_id as id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('preteams.site', '=', site)
    .where(runningOn('preteam_enrolments.end_date', today))
    .groupBy('preteam_enrolments.preteam_id')
    .execute()
  const swimmers = new Map(counts.map((row) => [row.id, Number(row.n)]))
  return rows.map((row) => ({ ...row, swimmers: swimmers.get(row.id) ?? 0 }))
}

/**
 * Swimmers (not deleted) of the given sites whose enrolment in the squad runs today, by name: a swimmer who moved to
 * another site is not shown to the old one.
 */
export async function findRunningEnrolments(
  db: Kysely<Database>,
  preteamId: number,
  today: string,
  swimmerSites: number[],
) {
  if (swimmerSites.length === 0) return []
  return db
    .selectFrom('preteam_enrolments as e')
    .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
    .innerJoin('lookup_items as level', 'level.code', 's.current_level')
    .leftJoin('invoices as i', 'i.id', 'e.invoice_id')
    .select([
      's.id as swimmer_id',
      's.full_name',
      's.birth_year',
      'level.description as level_name',
      'e.id as enrolment_id',
      'e.months',
      'e.start_date',
      'e.end_date',
      'e.invoice_id',
      'i.status as invoice_status',
    ])
    .where('e.preteam_id', '=', preteamId)
    .where(runningOn('e.end_date', today))
    .where('s.deleted_at', 'is', null)
    .where('s.site', 'in', swimmerSites)
    .orderBy('s.full_name')
    .orderBy('e.id')
    .execute()
}

export async function countRunningEnrolments(db: Kysely<Database>, preteamId: number, today: string) {
  const { n } = await db
    .selectFrom('preteam_enrolments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('preteam_id', '=', preteamId)
    .where(runningOn('end_date', today))
    .executeTakeFirstOrThrow()
  return Number(n)
}

export type NewPreTeam = Pick<
  Selectable<PreTeamTable>,
  | 'level'
  | 'coach_id'
  | 'first_day'
  | 'second_day'
  | 'third_day'
  | 'start_time'
  | 'end_time'
  | 'site'
  | 'start_date'
  | 'created_at'
  | 'created_by'
>

export async function insertPreTeam(db: Kysely<Database>, row: NewPreTeam): Promise<number> {
  const { id } = await db
    .insertInto('preteams')
    .values({ ...row, end_date: null, removed_at: null, updated_at: null, updated_by: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export type PreTeamChange = Partial<
  Pick<
    Selectable<PreTeamTable>,
    'level' | 'coach_id' | 'first_day' | 'second_day' | 'third_day' | 'start_time' | 'end_time' | 'site' | 'end_date'
  >
> & { updated_at: string; updated_by: number }

export async function updatePreTeam(db: Kysely<Database>, id: number, change: PreTeamChange): Promise<void> {
  await db.updateTable('preteams').set(change).where('id', '=', id).where('removed_at', 'is', null).execute()
}

export async function markRemoved(db: Kysely<Database>, id: number, at: string, userId: number): Promise<void> {
  await db
    .updateTable('preteams')
    .set({ removed_at: at, updated_at: at, updated_by: userId })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .execute()
}

/** Active coaches of a type at a site, by name. */
export function findActiveCoaches(db: Kysely<Database>, site: number, coachType: number) {
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

export async function isLevelCode(db: Kysely<Database>, code: number): Promise<boolean> {
  const row = await db
    .selectFrom('lookup_items')
    .select('code')
    .where('code', '=', code)
    .where('group_code', '=', LOOKUP_GROUP.level)
    .where('disabled', '=', 0)
    .executeTakeFirst()
  return Boolean(row)
}

/** Day names by code, from the day lookup group. */
export async function findDayNames(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('lookup_items')
    .select(['code', 'description'])
    .where('group_code', '=', LOOKUP_GROUP.day)
    .execute()
  return new Map(rows.map((row) => [row.code, row.description]))
}

export function findSiteName(db: Kysely<Database>, site: number) {
  return db.selectFrom('sites').select('name').where('id', '=', site).executeTakeFirst()
}

export function findUserNames(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', ids).execute()
}

/** The swimmers whose enrolment in the squad runs today or starts later, by name (whatever their site). */
export function findEnrolledSwimmers(db: Kysely<Database>, preteamId: number, today: string) {
  return db
    .selectFrom('preteam_enrolments as e')
    .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
    .select(['s.id', 's.full_name'])
    .distinct()
    .where('e.preteam_id', '=', preteamId)
    .where(runningOn('e.end_date', today))
    .orderBy('s.full_name')
    .orderBy('s.id')
    .execute()
}
