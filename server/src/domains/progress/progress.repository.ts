import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type {
  CurriculumSkillTable,
  CurriculumVersionTable,
  Database,
  LevelPassTable,
  ProgressNoteTable,
  SkillEvaluationTable,
  SkillRatingTable,
} from '../../db/database'
import { runningOn } from '../../db/running'
import { slices } from '../../db/slices'

// Skills and progress (issue 31), Kysely only: the curriculum's versions and skills, evaluations and current ratings,
// readiness, notes, level passes and report cards (migration 0039).

type Db = Kysely<Database>

// ---------------------------------------------------------------------------------------------
// Curriculum

/**
 * The current version (the highest) of these levels (all levels when none are named) with its skills in order, in
 * one statement: a row per skill, the version's columns on each.
 */
export function findCurrentCurricula(db: Db, levels: readonly number[]) {
  return db
    .selectFrom('curriculum_versions as v')
    .innerJoin('curriculum_skills as k', 'k.version_id', 'v.id')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select([
      'v.id',
      'v.level',
      'v.version',
      'v.next_level',
      'v.pass_rule',
      'v.pass_count',
      'v.sign_off',
      'v.created_at',
      'u.full_name as created_by_name',
      'k.id as skill_id',
      'k.skill_key',
      'k.position',
      'k.name_en',
      'k.name_ar',
      'k.required',
    ])
    .where('v.version', '=', (eb) =>
      eb
        .selectFrom('curriculum_versions as w')
        .select((inner) => inner.fn.max('w.version').as('v'))
        .whereRef('w.level', '=', 'v.level'),
    )
    .$if(levels.length > 0, (query) => query.where('v.level', 'in', levels))
    .orderBy('v.level')
    .orderBy('k.position')
    .execute()
}

type CurriculumRow = Awaited<ReturnType<typeof findCurrentCurricula>>[number]
export type VersionRow = Pick<
  CurriculumRow,
  'id' | 'level' | 'version' | 'next_level' | 'pass_rule' | 'pass_count' | 'sign_off' | 'created_at' | 'created_by_name'
>
export type SkillRow = Selectable<CurriculumSkillTable>

export async function insertVersion(db: Db, row: Insertable<CurriculumVersionTable>): Promise<number> {
  const inserted = await db.insertInto('curriculum_versions').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function insertSkills(db: Db, rows: Array<Insertable<CurriculumSkillTable>>): Promise<void> {
  await db.insertInto('curriculum_skills').values(rows).execute()
}

export async function findMaxSkillKey(db: Db): Promise<number> {
  const row = await db
    .selectFrom('curriculum_skills')
    .select((eb) => eb.fn.max('skill_key').as('key'))
    .executeTakeFirst()
  return Number(row?.key ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Swimmers, ratings and readiness

export function findSwimmerBasics(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('swimmers')
    .select(['id', 'full_name', 'current_level', 'site', 'family_id', 'updated_at'])
    .where('id', 'in', swimmerIds)
    .where('deleted_at', 'is', null)
    .execute()
}
export type SwimmerBasics = Awaited<ReturnType<typeof findSwimmerBasics>>[number]

/** The swimmers' current ratings, by skill key, with who gave them. */
export async function findRatings(db: Db, swimmerIds: readonly number[]) {
  const rows = []
  for (const slice of slices(swimmerIds)) {
    rows.push(
      ...(await db
        .selectFrom('skill_ratings as r')
        .leftJoin('users as u', 'u.id', 'r.rated_by')
        .select(['r.swimmer_id', 'r.skill_key', 'r.skill_id', 'r.rating', 'r.rated_at', 'u.full_name as rated_by_name'])
        .where('r.swimmer_id', 'in', slice)
        .execute()),
    )
  }
  return rows
}
export type RatingRow = Awaited<ReturnType<typeof findRatings>>[number]

export async function insertEvaluation(db: Db, row: Insertable<SkillEvaluationTable>): Promise<number> {
  const inserted = await db.insertInto('skill_evaluations').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function upsertRating(db: Db, row: Insertable<SkillRatingTable>): Promise<void> {
  const { swimmer_id: _swimmer, skill_key: _key, ...changes } = row
  await db
    .insertInto('skill_ratings')
    .values(row)
    .onConflict((oc) => oc.columns(['swimmer_id', 'skill_key']).doUpdateSet(changes))
    .execute()
}

export function findReadiness(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('swimmer_readiness as r')
    .leftJoin('users as u', 'u.id', 'r.signed_off_by')
    .select([
      'r.swimmer_id',
      'r.level',
      'r.site',
      'r.ready',
      'r.ready_at',
      'r.signed_off_level',
      'r.signed_off_at',
      'u.full_name as signed_off_by_name',
    ])
    .where('r.swimmer_id', 'in', swimmerIds)
    .execute()
}
export type ReadinessRow = Awaited<ReturnType<typeof findReadiness>>[number]

export async function upsertReadiness(
  db: Db,
  row: { swimmer_id: number; level: number; site: number; ready: 0 | 1; ready_at: string | null },
): Promise<void> {
  const { swimmer_id: _swimmer, ...changes } = row
  await db
    .insertInto('swimmer_readiness')
    .values(row)
    .onConflict((oc) => oc.column('swimmer_id').doUpdateSet(changes))
    .execute()
}

export async function signOffLevel(
  db: Db,
  row: { swimmer_id: number; level: number; site: number; at: string; by: number },
): Promise<void> {
  const changes = { signed_off_level: row.level, signed_off_at: row.at, signed_off_by: row.by }
  await db
    .insertInto('swimmer_readiness')
    .values({ swimmer_id: row.swimmer_id, level: row.level, site: row.site, ready: 0, ready_at: null, ...changes })
    .onConflict((oc) => oc.column('swimmer_id').doUpdateSet(changes))
    .execute()
}

/** The swimmers whose readiness was worked out at a level (a curriculum change works it out again). */
export async function findReadinessOfLevel(db: Db, level: number): Promise<number[]> {
  const rows = await db.selectFrom('swimmer_readiness').select('swimmer_id').where('level', '=', level).execute()
  return rows.map((row) => row.swimmer_id)
}

/** The swimmers at a site who meet their level's pass rule (still at that level and site). */
export function findReadySwimmers(db: Db, site: number, level?: number) {
  return db
    .selectFrom('swimmer_readiness as r')
    .innerJoin('swimmers as s', 's.id', 'r.swimmer_id')
    .select(['r.swimmer_id', 'r.level', 'r.ready_at', 's.full_name'])
    .where('r.site', '=', site)
    .where('r.ready', '=', 1)
    .$if(level !== undefined, (query) => query.where('r.level', '=', level as number))
    .whereRef('s.current_level', '=', 'r.level')
    .whereRef('s.site', '=', 'r.site')
    .where('s.deleted_at', 'is', null)
    .orderBy('r.level')
    .orderBy('s.full_name')
    .orderBy('r.swimmer_id')
    .execute()
}

/** The swimmers' running school and pre-team enrolments (their current group and its times). */
export async function findCurrentGroups(db: Db, swimmerIds: readonly number[], today: string) {
  const rows = []
  for (const slice of slices(swimmerIds)) {
    if (slice.length === 0) continue
    const schools = await db
      .selectFrom('school_enrolments as e')
      .innerJoin('schools as g', 'g.id', 'e.school_id')
      .select([
        'e.swimmer_id',
        'g.id as group_id',
        'g.level',
        'g.first_day',
        'g.second_day',
        sql<number | null>`null`.as('third_day'),
        'g.start_time',
        'g.end_time',
      ])
      .where('e.swimmer_id', 'in', slice)
      .where(runningOn('e.end_date', today))
      .where('e.start_date', '<=', today)
      .where('g.end_date', 'is', null)
      .execute()
    const preteams = await db
      .selectFrom('preteam_enrolments as e')
      .innerJoin('preteams as g', 'g.id', 'e.preteam_id')
      .select([
        'e.swimmer_id',
        'g.id as group_id',
        'g.level',
        'g.first_day',
        'g.second_day',
        'g.third_day',
        'g.start_time',
        'g.end_time',
      ])
      .where('e.swimmer_id', 'in', slice)
      .where(runningOn('e.end_date', today))
      .where('e.start_date', '<=', today)
      .where('g.end_date', 'is', null)
      .where('g.removed_at', 'is', null)
      .execute()
    rows.push(
      ...schools.map((row) => ({ ...row, kind: 'school' as const })),
      ...preteams.map((row) => ({ ...row, kind: 'preteam' as const })),
    )
  }
  return rows
}

// ---------------------------------------------------------------------------------------------
// The timeline

export function findEvaluationHistory(db: Db, swimmerId: number, limit: number) {
  return db
    .selectFrom('skill_evaluations as e')
    .innerJoin('curriculum_skills as k', 'k.id', 'e.skill_id')
    .innerJoin('curriculum_versions as v', 'v.id', 'k.version_id')
    .leftJoin('users as u', 'u.id', 'e.evaluated_by')
    .select([
      'e.id',
      'e.skill_id',
      'e.rating',
      'e.session_id',
      'e.evaluated_at',
      'k.name_en',
      'k.name_ar',
      'v.version',
      'u.full_name as by_name',
    ])
    .where('e.swimmer_id', '=', swimmerId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute()
}

export function findLevelHistory(db: Db, swimmerId: number) {
  return db
    .selectFrom('swimmer_levels as l')
    .leftJoin('users as u', 'u.id', 'l.changed_by')
    .select(['l.id', 'l.level', 'l.changed_at', 'u.full_name as by_name'])
    .where('l.swimmer_id', '=', swimmerId)
    .orderBy('l.id', 'desc')
    .execute()
}

export function findNotes(db: Db, swimmerId: number) {
  return db
    .selectFrom('progress_notes as n')
    .leftJoin('users as u', 'u.id', 'n.written_by')
    .select(['n.id', 'n.audience', 'n.text', 'n.written_at', 'u.full_name as by_name'])
    .where('n.swimmer_id', '=', swimmerId)
    .orderBy('n.id', 'desc')
    .execute()
}

export async function insertNote(db: Db, row: Insertable<ProgressNoteTable>): Promise<number> {
  const inserted = await db.insertInto('progress_notes').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

/** When the swimmer entered their current level (its latest history row), if recorded. */
export async function findLevelEntered(db: Db, swimmerId: number, level: number): Promise<string | null> {
  const row = await db
    .selectFrom('swimmer_levels')
    .select('changed_at')
    .where('swimmer_id', '=', swimmerId)
    .where('level', '=', level)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.changed_at ?? null
}

/** The coach credited with the swimmer's latest evaluation (their level's pass goes to them). */
export async function findLatestEvaluationCoach(db: Db, swimmerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('skill_evaluations')
    .select('coach_id')
    .where('swimmer_id', '=', swimmerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.coach_id ?? null
}

export async function insertLevelPass(db: Db, row: Insertable<LevelPassTable>): Promise<void> {
  await db.insertInto('level_passes').values(row).execute()
}

// ---------------------------------------------------------------------------------------------
// Sessions and coaches

/** The coach a user's account is (null: a user who is no coach). */
export async function findUserCoach(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('coach_id').where('id', '=', userId).executeTakeFirst()
  return row?.coach_id ?? null
}

/** The medical notes of these swimmers (the deck keeps them in sight). */
export function findMedicalNotes(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('swimmer_medical')
    .select(['swimmer_id', 'conditions', 'allergies', 'instructions'])
    .where('swimmer_id', 'in', swimmerIds)
    .execute()
}

// ---------------------------------------------------------------------------------------------
// Report cards

export function findReportCards(db: Db, swimmerId: number) {
  return db
    .selectFrom('report_cards as c')
    .leftJoin('users as w', 'w.id', 'c.written_by')
    .leftJoin('users as a', 'a.id', 'c.approved_by')
    .select([
      'c.id',
      'c.swimmer_id',
      'c.site',
      'c.term_from',
      'c.term_to',
      'c.level',
      'c.family_note',
      'c.status',
      'c.content',
      'c.written_at',
      'c.approved_at',
      'w.full_name as written_by_name',
      'a.full_name as approved_by_name',
    ])
    .where('c.swimmer_id', '=', swimmerId)
    .orderBy('c.term_to', 'desc')
    .orderBy('c.id', 'desc')
    .execute()
}
export type ReportCardRow = Awaited<ReturnType<typeof findReportCards>>[number]

export function findReportCard(db: Db, id: number) {
  return db.selectFrom('report_cards').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findTermCard(db: Db, swimmerId: number, from: string, to: string) {
  return db
    .selectFrom('report_cards')
    .selectAll()
    .where('swimmer_id', '=', swimmerId)
    .where('term_from', '=', from)
    .where('term_to', '=', to)
    .executeTakeFirst()
}

export async function insertReportCard(
  db: Db,
  row: {
    swimmer_id: number
    site: number
    term_from: string
    term_to: string
    level: number
    family_note: string
    status: 'draft'
    written_at: string
    written_by: number
  },
): Promise<number> {
  const inserted = await db.insertInto('report_cards').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function updateDraftCard(
  db: Db,
  id: number,
  changes: { family_note: string; level: number; site: number; written_at: string; written_by: number },
): Promise<boolean> {
  const result = await db
    .updateTable('report_cards')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function approveCard(
  db: Db,
  id: number,
  changes: { content: string; approved_at: string; approved_by: number },
): Promise<boolean> {
  const result = await db
    .updateTable('report_cards')
    .set({ ...changes, status: 'approved' })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Sessions marked and attended (present or late) by the swimmer between two dates, from the one attendance record. */
export async function findTermAttendance(db: Db, swimmerId: number, from: string, to: string) {
  const row = await db
    .selectFrom('session_attendance as a')
    .innerJoin('class_sessions as c', 'c.id', 'a.session_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('sessions'),
      eb.fn.sum<number>(sql`case when a.status in ('present', 'late') then 1 else 0 end`).as('attended'),
    ])
    .where('a.swimmer_id', '=', swimmerId)
    .where('a.status', 'is not', null)
    .where('c.session_date', '>=', from)
    .where('c.session_date', '<=', to)
    .executeTakeFirst()
  return { sessions: Number(row?.sessions ?? 0), attended: Number(row?.attended ?? 0) }
}

// ---------------------------------------------------------------------------------------------
// The owner's view

export function countSwimmersByLevel(db: Db, sites: readonly number[]) {
  return db
    .selectFrom('swimmers')
    .select(['site', 'current_level as level', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site', 'in', sites)
    .where('deleted_at', 'is', null)
    .groupBy(['site', 'current_level'])
    .execute()
}

export function countReadyByLevel(db: Db, sites: readonly number[]) {
  return db
    .selectFrom('swimmer_readiness as r')
    .innerJoin('swimmers as s', 's.id', 'r.swimmer_id')
    .select(['r.site', 'r.level', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.site', 'in', sites)
    .where('r.ready', '=', 1)
    .whereRef('s.current_level', '=', 'r.level')
    .where('s.deleted_at', 'is', null)
    .groupBy(['r.site', 'r.level'])
    .execute()
}

export function averageDaysInLevel(db: Db, sites: readonly number[]) {
  return db
    .selectFrom('level_passes')
    .select(['site', 'from_level as level', (eb) => eb.fn.avg<number>('days_in_level').as('days')])
    .where('site', 'in', sites)
    .where('days_in_level', 'is not', null)
    .groupBy(['site', 'from_level'])
    .execute()
}

export function coachPassRates(db: Db, sites: readonly number[]) {
  return db
    .selectFrom('coaches as c')
    .select((eb) => [
      'c.id',
      'c.full_name',
      eb
        .selectFrom('skill_evaluations as e')
        .select(sql<number>`count(distinct e.swimmer_id)`.as('n'))
        .whereRef('e.coach_id', '=', 'c.id')
        .as('evaluated'),
      eb
        .selectFrom('level_passes as p')
        .select(sql<number>`count(distinct p.swimmer_id)`.as('n'))
        .whereRef('p.coach_id', '=', 'c.id')
        .as('passed'),
    ])
    .where('c.site', 'in', sites)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.full_name')
    .execute()
}
