import type { Kysely } from 'kysely'
import type { PreTeamSearchBy } from '@contract/preteams'
import type { Database } from '../../db/database'
import { addDays } from '../../lib/dates'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { maySeeSite, requireAction, requireSite, type Acting, type Moment } from '../../lib/actor'
import { findAuditEntries, writeAudit } from '../audit/audit.repository'
import { PRETEAM_COACH_TYPE, assertCoachCanLead } from '../coaches/coaches.service'
import { endGroupEnrolments } from '../enrolments/enrolment-ending.service'
import { enrolInPreTeam, type EnrolmentRequest } from '../enrolments/enrolments.service'
import type { EndedWithMoney } from '@contract/owed'
import { moveSessionsFrom } from '../sessions/session-sites.repository'
import { startOf } from '../sessions/sessions.service'
import {
  countRunningEnrolments,
  findActiveCoaches,
  findDayNames,
  findEnrolledSwimmers,
  findPreTeam,
  findRunningEnrolments,
  findSiteName,
  findSitePage,
  findSiteSquadsWithSwimmers,
  findUserNames,
  insertPreTeam,
  isLevelCode,
  markRemoved,
  searchPreTeams as findMatchingSquads,
  updatePreTeam,
  type PreTeamRow,
} from './preteams.repository'
import { auditSnapshot, toListEntry, toSummary } from './preteams.view'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import { message } from '@contract/messages/message'
import { isPreTeamLevel } from '@contract/swimmers'
import { levelName } from '@contract/lookups'

// Pre-team squads (SPEC.md section 7 'Pre-team'): every rule of a squad. The routes declare the module, the action
// and the site named in the request (the auth plugin checks them on the acting context); what the user may see (a
// removed squad or another site's is not found, another site's swimmer is not listed), the coach rule
// (coaches.service), the transaction and the audit entry are here. Enrolling a swimmer is the enrolments service's.

export type { Actor } from '../../lib/actor'

const MODULE = 'Mod_PT'
/** Row actions, in catalogue order; creating is the page's own button, not a row action. */
const ROW_ACTIONS = ACTIONS_BY_MODULE.Mod_PT.filter((name) => name !== 'CreatePTeam')
/** What an ended squad can no longer do: it can still be looked at, and removed. */
const NOT_FOR_ENDED: readonly string[] = ['EndPteam', 'UpdatePTeamInfo', 'AddSwimmerToPTeam', 'ChangeSite']

/** A squad the user may see: removed squads and squads of other sites are not found. */
async function visibleSquad(db: Kysely<Database>, acting: Acting, id: number): Promise<PreTeamRow> {
  const row = await findPreTeam(db, id)
  if (!row || !maySeeSite(acting, row.site)) throw notFound(message('preteam.notFound', { id }))
  return row
}

/** A squad the request says is at `site`. */
async function squadAtSite(db: Kysely<Database>, acting: Acting, id: number, site: number): Promise<PreTeamRow> {
  const row = await visibleSquad(db, acting, id)
  if (row.site !== site) throw notFound(message('preteam.notFoundAtSite', { id }))
  return row
}

function assertRunning(row: PreTeamRow): void {
  if (row.end_date !== null) {
    throw conflict(message('preteam.ended', { id: row.id, level: row.level_name, date: row.end_date }), {
      pTeamID: message('preteam.field.ended'),
    })
  }
}

async function assertPreTeamLevel(db: Kysely<Database>, level: number): Promise<void> {
  if (!(await isLevelCode(db, level))) {
    throw badRequest(message('preteam.notALevel', { level }), {
      pTeamLevel: message('preteam.field.chooseLevel'),
    })
  }
  // A squad is of the pre-team ladder; a school level's swimmers are never offered it (issue 27).
  if (!isPreTeamLevel(level)) {
    throw badRequest(message('preteam.schoolLevel', { level: levelName(level) ?? String(level) }), {
      pTeamLevel: message('preteam.field.choosePreTeamLevel'),
    })
  }
}

/**
 * A squad's level is its swimmers' level: it cannot change while swimmers are enrolled (running, or starting later),
 * who would be left in a squad of another level (issue 25's rule for schools, issue 27 for squads). The refusal names
 * them.
 */
async function assertNoSwimmersOfLevel(db: Kysely<Database>, squad: PreTeamRow, today: string): Promise<void> {
  const swimmers = await findEnrolledSwimmers(db, squad.id, today)
  if (swimmers.length === 0) return
  const names = swimmers.map((swimmer) => swimmer.full_name)
  const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ')
  throw conflict(message('preteam.levelWithSwimmers', { id: squad.id, level: squad.level_name, swimmers: shown }), {
    pTeamLevel: message('preteam.field.levelWithSwimmers'),
  })
}

/** A squad's coach, days and times, as the create and update forms send them. */
export interface SquadSchedule {
  coachID: number
  firstDay: number
  secondDay: number
  thirdDay: number
  startTime: string
  endTime: string
}

const slotOf = (schedule: SquadSchedule) => ({
  days: [schedule.firstDay, schedule.secondDay, schedule.thirdDay],
  start: schedule.startTime,
  end: schedule.endTime,
})

const scheduleColumns = (schedule: SquadSchedule) => ({
  coach_id: schedule.coachID,
  first_day: schedule.firstDay,
  second_day: schedule.secondDay,
  third_day: schedule.thirdDay,
  start_time: schedule.startTime,
  end_time: schedule.endTime,
})

/** Audits a change to a squad: the squad as it was read before, and as it reads now inside the same transaction. */
async function auditSquadChange(
  db: Kysely<Database>,
  acting: Acting,
  before: PreTeamRow,
  entry: { action: string; site: number; at: string; effects?: Record<string, unknown> },
): Promise<void> {
  const after = await visibleSquad(db, acting, before.id)
  await writeAudit(db, {
    userId: acting.userId,
    site: entry.site,
    entity: 'preteam',
    entityId: before.id,
    action: entry.action,
    before: auditSnapshot(before),
    after: { ...auditSnapshot(after), ...entry.effects },
    at: entry.at,
  })
}

/** The squad as it now reads, for a change's answer. */
export async function squadSummary(db: Kysely<Database>, id: number) {
  const row = await findPreTeam(db, id)
  if (!row) throw notFound(message('preteam.notFound', { id }))
  return toSummary(row, await findDayNames(db))
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Squads matching a search at the site the user chose, or, asked for on purpose ('all'), at every site of theirs. */
export async function searchSquads(
  db: Kysely<Database>,
  acting: Acting,
  search: { by: PreTeamSearchBy; value: string; site: number | 'all' },
) {
  const sites = search.site !== 'all' ? [search.site] : acting.sites.map((entry) => entry.id)
  const [rows, dayNames] = await Promise.all([
    findMatchingSquads(db, { by: search.by, value: search.value, sites }),
    findDayNames(db),
  ])
  return rows.map((row) => toSummary(row, dayNames))
}

/** The actions the user may take on a squad: their type's Mod_PT privileges that fit its state. */
export async function squadActions(db: Kysely<Database>, acting: Acting, id: number): Promise<string[]> {
  const row = await visibleSquad(db, acting, id)
  const ended = row.end_date !== null
  return ROW_ACTIONS.filter((name) => acting.granted.has(`${MODULE}:${name}`))
    .filter((name) => !(ended && NOT_FOR_ENDED.includes(name)))
    .filter((name) => name !== 'ChangeSite' || acting.sites.some((site) => site.id !== row.site))
}

/** A squad's full record: summary, running swimmers and audit history. */
export async function squadDetails(db: Kysely<Database>, acting: Acting, id: number) {
  const today = acting.today
  const row = await visibleSquad(db, acting, id)
  const [dayNames, activeSwimmers, history, users] = await Promise.all([
    findDayNames(db),
    countRunningEnrolments(db, row.id, today),
    findAuditEntries(db, 'preteam', row.id),
    findUserNames(
      db,
      [row.created_by, row.updated_by].filter((userId): userId is number => userId !== null),
    ),
  ])
  const nameOf = (userId: number | null) =>
    userId === null ? null : (users.find((user) => user.id === userId)?.full_name ?? null)
  return {
    ...toSummary(row, dayNames),
    activeSwimmers,
    createdAt: row.created_at,
    createdBy: nameOf(row.created_by),
    updatedAt: row.updated_at,
    updatedBy: nameOf(row.updated_by),
    history: history.map((entry) => ({
      at: entry.at,
      action: entry.action,
      by: entry.user_name,
      site: entry.site_name,
    })),
  }
}

/**
 * The swimmers whose enrolment in the squad runs today and whom the user may see: a swimmer who has moved to a site
 * of none of the user's is left out, even while an enrolment at the old site still runs.
 */
export async function squadSwimmers(db: Kysely<Database>, acting: Acting, id: number) {
  const row = await visibleSquad(db, acting, id)
  return findRunningEnrolments(
    db,
    row.id,
    acting.today,
    acting.sites.map((site) => site.id),
  )
}

/** A site's squads: counts, and each running squad with its number of swimmers. */
export async function siteSummary(db: Kysely<Database>, { today }: Pick<Moment, 'today'>, site: number) {
  const [rows, dayNames, siteRow] = await Promise.all([
    findSiteSquadsWithSwimmers(db, site, today),
    findDayNames(db),
    findSiteName(db, site),
  ])
  const running = rows.filter((row) => row.end_date === null)
  return {
    site,
    siteName: siteRow?.name ?? String(site),
    activeCount: running.length,
    endedCount: rows.length - running.length,
    activeSwimmers: running.reduce((sum, row) => sum + row.swimmers, 0),
    preTeams: running.map((row) => ({ ...toListEntry(row, dayNames), swimmers: row.swimmers })),
  }
}

/** A site's active pre-team coaches, for the forms' coach choice. */
export const preTeamCoaches = (db: Kysely<Database>, site: number) => findActiveCoaches(db, site, PRETEAM_COACH_TYPE)

/** One page of a site's running squads; a site with none is answered 404 with the spec's text. */
export async function sitePage(db: Kysely<Database>, site: number, page: number, pageSize: number) {
  const [{ rows, total }, dayNames, siteRow] = await Promise.all([
    findSitePage(db, site, page, pageSize),
    findDayNames(db),
    findSiteName(db, site),
  ])
  if (total === 0) throw notFound(message('preteam.noneForSite'))
  return {
    items: rows.map((row) => toListEntry(row, dayNames)),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    site,
    siteName: siteRow?.name ?? String(site),
  }
}

// ---------------------------------------------------------------------------------------------
// Changing

/** Creates a squad: a level, an active pre-team coach of the site free at its times, three days and a time. */
export function createSquad(
  db: Kysely<Database>,
  acting: Acting,
  body: SquadSchedule & { pTeamLevel: number; site: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertPreTeamLevel(trx, body.pTeamLevel)
    await assertCoachCanLead(trx, {
      coachId: body.coachID,
      site: body.site,
      coachType: PRETEAM_COACH_TYPE,
      slot: slotOf(body),
      substitutions: { from: acting.at.slice(0, 10) },
    })
    const row = {
      level: body.pTeamLevel,
      ...scheduleColumns(body),
      site: body.site,
      start_date: acting.today,
      created_at: acting.at,
      created_by: acting.userId,
    }
    const id = await insertPreTeam(trx, row)
    await writeAudit(trx, {
      userId: acting.userId,
      site: body.site,
      entity: 'preteam',
      entityId: id,
      action: 'CreatePTeam',
      after: { ...row, id },
      at: acting.at,
    })
    return id
  })
}

/** Changes a running squad's coach, days and times (and level, if given), under the same rules as create. */
export async function updateSquad(
  db: Kysely<Database>,
  acting: Acting,
  body: SquadSchedule & { pTeamID: number; pTeamLevel?: number; site: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await squadAtSite(trx, acting, body.pTeamID, body.site)
    assertRunning(before)
    // The level is checked when it changes (issue 27), as a school's: its ladder, and no swimmers of the old level.
    if (body.pTeamLevel !== undefined && body.pTeamLevel !== before.level) {
      await assertPreTeamLevel(trx, body.pTeamLevel)
      await assertNoSwimmersOfLevel(trx, before, acting.today)
    }
    await assertCoachCanLead(trx, {
      coachId: body.coachID,
      site: before.site,
      coachType: PRETEAM_COACH_TYPE,
      slot: slotOf(body),
      except: { kind: 'pre-team', id: before.id },
      substitutions: { from: acting.at.slice(0, 10) },
    })
    await updatePreTeam(trx, before.id, {
      level: body.pTeamLevel ?? before.level,
      ...scheduleColumns(body),
      updated_at: acting.at,
      updated_by: acting.userId,
    })
    await auditSquadChange(trx, acting, before, { action: 'UpdatePTeamInfo', site: before.site, at: acting.at })
  })
}

/**
 * A moved squad's dated sessions follow it: the ones not yet started (today's when it starts after the move, and every
 * later one) are held at the new site, so its timetable shows them and the old site's does not; the ones already
 * held stay where they happened.
 */
async function moveSquadSessions(
  db: Kysely<Database>,
  squad: PreTeamRow,
  site: number,
  { at, today, timeZone }: Moment,
) {
  const from = at < startOf(today, squad.start_time, timeZone) ? today : addDays(today, 1)
  const moved = await moveSessionsFrom(db, { kind: 'preteam', id: squad.id }, site, from)
  return { sessionsMovedFrom: from, sessionsMoved: moved.length }
}

/** Moves a running squad to another site of the user's, with a coach of that site free at its times. */
export async function moveSquad(
  db: Kysely<Database>,
  acting: Acting,
  body: { pTeamID: number; newSite: number; coachID?: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await visibleSquad(trx, acting, body.pTeamID)
    assertRunning(before)
    if (before.site === body.newSite) {
      throw badRequest(message('preteam.alreadyAtSite', { id: before.id, site: before.site_name }), {
        newSite: message('preteam.field.alreadyAtSite'),
      })
    }
    const coachId = body.coachID ?? before.coach_id
    await assertCoachCanLead(trx, {
      coachId,
      site: body.newSite,
      coachType: PRETEAM_COACH_TYPE,
      slot: {
        days: [before.first_day, before.second_day, before.third_day],
        start: before.start_time,
        end: before.end_time,
      },
      except: { kind: 'pre-team', id: before.id },
      substitutions: { from: acting.at.slice(0, 10) },
    })
    await updatePreTeam(trx, before.id, {
      site: body.newSite,
      coach_id: coachId,
      updated_at: acting.at,
      updated_by: acting.userId,
    })
    const effects = await moveSquadSessions(trx, before, body.newSite, acting)
    await auditSquadChange(trx, acting, before, { action: 'ChangeSite', site: body.newSite, at: acting.at, effects })
  })
}

/**
 * Ends a running squad today: it stops running, its history stays. Its swimmers' running enrolments end today in the
 * same transaction (unpaid invoices cancelled, what was paid for the unused time owed to the family); answered.
 */
export async function endSquad(db: Kysely<Database>, acting: Acting, id: number): Promise<EndedWithMoney[]> {
  return db.transaction().execute(async (trx) => {
    const before = await visibleSquad(trx, acting, id)
    assertRunning(before)
    await updatePreTeam(trx, before.id, {
      end_date: acting.today,
      updated_at: acting.at,
      updated_by: acting.userId,
    })
    const endedEnrolments = await endGroupEnrolments(trx, acting, { kind: 'preteam', id: before.id }, 'group-ended')
    await auditSquadChange(trx, acting, before, {
      action: 'EndPteam',
      site: before.site,
      at: acting.at,
      effects: { endedEnrolments },
    })
    return endedEnrolments
  })
}

/**
 * Enrols a swimmer in a squad from the pre-team screen (POST /preteam/add-swimmer), a URL the swimmers screen shares:
 * AddSwimmerToPTeam of Mod_PT or of Mod_SW opens it (a route declares one module's action, so the check is here,
 * once the request is valid, as before), then the site the request names must be the user's. Every other rule is
 * the enrolment service's, the same as /swimmers/save-pteam-trans.
 */
export async function addSquadSwimmer(db: Kysely<Database>, acting: Acting, request: EnrolmentRequest) {
  if (!acting.granted.has('Mod_SW:AddSwimmerToPTeam')) requireAction(acting, MODULE, 'AddSwimmerToPTeam')
  requireSite(acting, request.site)
  return enrolInPreTeam(db, acting, request)
}

/**
 * Removes a squad (a soft delete): its history, invoices and payments stay; its coach is free again. Its swimmers'
 * running enrolments end today in the same transaction, as when it ends (endSquad); answered.
 */
export async function removeSquad(
  db: Kysely<Database>,
  acting: Acting,
  body: { pTeamID: number; site: number },
): Promise<EndedWithMoney[]> {
  return db.transaction().execute(async (trx) => {
    const before = await squadAtSite(trx, acting, body.pTeamID, body.site)
    await markRemoved(trx, before.id, acting.at, acting.userId)
    const endedEnrolments = await endGroupEnrolments(trx, acting, { kind: 'preteam', id: before.id }, 'group-removed')
    await writeAudit(trx, {
      userId: acting.userId,
      site: before.site,
      entity: 'preteam',
      entityId: before.id,
      action: 'RemovePTeam',
      before: auditSnapshot(before),
      after: { ...auditSnapshot(before), removed_at: acting.at, endedEnrolments },
      at: acting.at,
    })
    return endedEnrolments
  })
}
