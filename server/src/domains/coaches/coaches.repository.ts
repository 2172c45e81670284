import type { Kysely, Selectable } from 'kysely'
import type { CoachChanges, CoachSwimmer } from '@contract/coaches'
import type { Dialect } from '../../db/create-db'
import type { CoachTable, Database } from '../../db/database'
import { withNameKey } from '../../lib/name-key'
import { findActiveSlots } from './schedule.repository'
import { runningOn } from '../../db/running'

// Coaches: the list, one coach, adding, changing and (soft) deleting (the free-coach rule is coaches.service's).
// Deleted coaches keep their row (deleted_at set, is_active cleared) so ended groups still name them;
// every query here leaves them out.

export type CoachRecord = Selectable<CoachTable>

const liveCoaches = (db: Kysely<Database>) => db.selectFrom('coaches').selectAll().where('deleted_at', 'is', null)

/** Live coaches of the given sites, by site then name. */
export function findCoaches(db: Kysely<Database>, sites: number[]): Promise<CoachRecord[]> {
  if (sites.length === 0) return Promise.resolve([])
  return liveCoaches(db).where('site', 'in', sites).orderBy('site').orderBy('full_name').orderBy('id').execute()
}

/**
 * A live coach by id, whatever the site (the caller decides whether the user may see it). `lock` takes the row lock
 * on PostgreSQL (SQLite transactions already serialise writers), as creating a school or pre-team does, so a delete
 * and a new group for the same coach cannot both pass their checks.
 */
export function findCoach(
  db: Kysely<Database>,
  coachId: number,
  lock: { dialect: Dialect } | null = null,
): Promise<CoachRecord | undefined> {
  return liveCoaches(db)
    .where('id', '=', coachId)
    .$if(lock?.dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst()
}

/**
 * Takes the coach's row lock for the rest of the transaction (a no-op update), so two requests giving the same
 * coach a group at the same time are checked one after the other instead of both passing the clash check.
 */
export async function lockCoach(db: Kysely<Database>, coachId: number): Promise<void> {
  await db
    .updateTable('coaches')
    .set((eb) => ({ is_active: eb.ref('is_active') }))
    .where('id', '=', coachId)
    .execute()
}

export interface NewCoach {
  fullName: string
  mobileNumber: string
  coachType: number
  site: number
  email?: string | null
  specialization?: string | null
  experience?: number | null
  birthDate?: string | null
  gender?: number | null
  isActive?: boolean
}

export async function insertCoach(
  db: Kysely<Database>,
  coach: NewCoach,
  actor: { userId: number; at: string },
): Promise<CoachRecord> {
  return db
    .insertInto('coaches')
    .values({
      ...withNameKey(coach.fullName),
      mobile_number: coach.mobileNumber,
      coach_type: coach.coachType,
      site: coach.site,
      email: coach.email ?? null,
      specialization: coach.specialization ?? null,
      experience_years: coach.experience ?? null,
      birth_date: coach.birthDate ?? null,
      gender: coach.gender ?? null,
      is_active: coach.isActive === false ? 0 : 1,
      created_at: actor.at,
      created_by: actor.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateCoach(
  db: Kysely<Database>,
  changes: CoachChanges,
  actor: { userId: number; at: string },
): Promise<CoachRecord> {
  const columns = {
    ...(changes.fullName === undefined ? {} : withNameKey(changes.fullName)),
    mobile_number: changes.mobileNumber,
    email: changes.email,
    specialization: changes.specialization,
    experience_years: changes.experience,
    coach_type: changes.coachType,
    site: changes.site,
    is_active: changes.isActive === undefined ? undefined : changes.isActive ? (1 as const) : (0 as const),
    birth_date: changes.birthDate,
    gender: changes.gender,
  }
  return db
    .updateTable('coaches')
    .set({ ...columns, updated_at: actor.at, updated_by: actor.userId })
    .where('id', '=', changes.coachId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function softDeleteCoach(
  db: Kysely<Database>,
  coachId: number,
  actor: { userId: number; at: string },
): Promise<CoachRecord> {
  return db
    .updateTable('coaches')
    .set({ deleted_at: actor.at, is_active: 0, updated_at: actor.at, updated_by: actor.userId })
    .where('id', '=', coachId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The active schools and pre-teams a coach teaches, school first, then by id. */
export async function findCoachGroups(db: Kysely<Database>, coachId: number) {
  const slots = await findActiveSlots(db, [coachId])
  return slots.sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'school' ? -1 : 1))
}

/**
 * Swimmers with a current enrolment (ending today or later) in one of the coach's active groups, of the given sites
 * only: a swimmer who moved to another site is not shown to the old one.
 */
export async function findCoachSwimmers(
  db: Kysely<Database>,
  coachId: number,
  today: string,
  swimmerSites: number[],
): Promise<CoachSwimmer[]> {
  if (swimmerSites.length === 0) return []
  const inSchools = await db
    .selectFrom('school_enrolments as e')
    .innerJoin('schools as g', 'g.id', 'e.school_id')
    .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
    .select(['s.id as swimmerId', 's.full_name as fullName', 'g.id as groupId', 'e.end_date as endDate'])
    .where('g.coach_id', '=', coachId)
    .where('g.end_date', 'is', null)
    .where(runningOn('e.end_date', today))
    .where('s.deleted_at', 'is', null)
    .where('s.site', 'in', swimmerSites)
    .execute()
  const inPreTeams = await db
    .selectFrom('preteam_enrolments as e')
    .innerJoin('preteams as g', 'g.id', 'e.preteam_id')
    .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
    .select(['s.id as swimmerId', 's.full_name as fullName', 'g.id as groupId', 'e.end_date as endDate'])
    .where('g.coach_id', '=', coachId)
    .where('g.end_date', 'is', null)
    .where('g.removed_at', 'is', null)
    .where(runningOn('e.end_date', today))
    .where('s.deleted_at', 'is', null)
    .where('s.site', 'in', swimmerSites)
    .execute()
  const rows = [
    ...inSchools.map((row) => ({ ...row, groupKind: 'school' as const })),
    ...inPreTeams.map((row) => ({ ...row, groupKind: 'pre-team' as const })),
  ]
  return rows
    .map((row) => ({
      swimmerID: row.swimmerId,
      fullName: row.fullName,
      groupKind: row.groupKind,
      groupId: row.groupId,
      enrolledUntil: row.endDate,
    }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.swimmerID - b.swimmerID || a.groupId - b.groupId)
}

/** Live, active coaches at some sites (of one type, or both when null), by name: whom a free-coach search asks about. */
export async function findActiveCoaches(
  db: Kysely<Database>,
  criteria: { sites: number[]; coachType: number | null },
): Promise<CoachRecord[]> {
  if (criteria.sites.length === 0) return []
  let query = liveCoaches(db).where('site', 'in', criteria.sites).where('is_active', '=', 1)
  if (criteria.coachType !== null) query = query.where('coach_type', '=', criteria.coachType)
  return query.orderBy('full_name').orderBy('id').execute()
}

/** The Settings tab's list: live coaches of one site, by name. */
export function findCoachesOfSite(db: Kysely<Database>, site: number): Promise<CoachRecord[]> {
  return liveCoaches(db).where('site', '=', site).orderBy('full_name').orderBy('id').execute()
}

export function findSiteName(db: Kysely<Database>, site: number) {
  return db.selectFrom('sites').select('name').where('id', '=', site).executeTakeFirst()
}
