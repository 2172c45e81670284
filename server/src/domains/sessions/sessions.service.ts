import type { Kysely } from 'kysely'
import type { SessionStatus, TimetableSession } from '@contract/sessions'
import type { Database } from '../../db/database'
import { hasModule, maySeeSite, requireSite, type Actor, type AuthContext } from '../../lib/actor'
import { addDays, dayCodeOf, todayOf } from '../../lib/dates'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findGroup, findGroupsOfSite, type GroupKind, type GroupRow } from './groups.repository'
import { releaseBookings } from './makeups.repository'
import {
  findClosedDays,
  findSessionFacts,
  findSessionOf,
  findSessionsOfGroups,
  findSessionsOfSites,
  insertMissingSessions,
  updateSession,
  type SessionFacts,
  type SessionKey,
  type SessionRecord,
} from './sessions.repository'
import { assertSubstitute, substituteSlot } from './substitutes.service'

// Dated sessions: a school or pre-team has a session on each of its days from its start to its end (or for ever).
// Session rows are made lazily, when a range of them is first asked for; a site's closure makes that day's sessions
// read as closed; a single session can be cancelled (and restored) or given a substitute coach, who must be free.

type Db = Kysely<Database>

/** How far ahead attendance may be recorded: the swimmer's Record Attendance rule (a week). */
export const ATTENDANCE_DAYS_AHEAD = 7

// ---------------------------------------------------------------------------------------------
// Access

const MODULE_OF: Record<GroupKind, 'Mod_SC' | 'Mod_PT'> = { school: 'Mod_SC', preteam: 'Mod_PT' }

/** Reading a session (its roster): whoever may see the group's details or take its attendance. */
const READ_ACTIONS: Record<GroupKind, string[]> = {
  school: ['ShowSchoolInfo', 'ManageAttendance', 'Attendes'],
  preteam: ['ShowPteamInfo', 'ViewSwimmers', 'ViewDetailsTab', 'UpdatePTeamInfo'],
}
/** Taking attendance and booking make-ups into a session. */
export const ATTEND_ACTIONS: Record<GroupKind, string[]> = {
  school: ['ManageAttendance', 'Attendes'],
  preteam: ['UpdatePTeamInfo'],
}
/** Cancelling, restoring and giving a session a substitute: whoever may change the group. */
export const CHANGE_ACTIONS: Record<GroupKind, string[]> = {
  school: ['UpdateSchoolInfo'],
  preteam: ['UpdatePTeamInfo'],
}

export const kindsOf = (auth: AuthContext): GroupKind[] =>
  (['school', 'preteam'] as const).filter((kind) => hasModule(auth, MODULE_OF[kind]))

export function requireSessionAction(auth: AuthContext, kind: GroupKind, names: string[]): void {
  const module = MODULE_OF[kind]
  if (!names.some((name) => auth.granted.has(`${module}:${name}`))) {
    throw forbidden(`You are not allowed to ${names[0]}`)
  }
}

// ---------------------------------------------------------------------------------------------
// Which dates a group meets

/** Each date of [from, to] with its day code, computed once per range. */
function rangeDays(from: string, to: string): Array<{ date: string; code: number }> {
  const days: Array<{ date: string; code: number }> = []
  for (let date = from; date <= to; date = addDays(date, 1)) days.push({ date, code: dayCodeOf(date) })
  return days
}

/** The dates of [from, to] a group meets on: its days, within its span. */
export function groupDates(group: GroupRow, from: string, to: string, days = rangeDays(from, to)): string[] {
  const first = from > group.startDate ? from : group.startDate
  const last = group.lastDate !== null && group.lastDate < to ? group.lastDate : to
  return days
    .filter((day) => day.date >= first && day.date <= last && group.days.includes(day.code))
    .map((day) => day.date)
}

export const groupLabel = (group: Pick<GroupRow, 'kind' | 'id' | 'levelName'>): string =>
  `${group.kind === 'school' ? 'School' : 'Pre-team'} ${group.id} (${group.levelName})`

/** When a session starts, as an ISO time comparable with actor.at (times are the server clock's, UTC). */
export const startOf = (date: string, start: string): string => `${date}T${start}:00.000Z`

// ---------------------------------------------------------------------------------------------
// Building sessions as the timetable shows them

export interface SessionView extends TimetableSession {
  group: GroupRow
  record: SessionRecord
}

const sessionKey = (kind: GroupKind, groupId: number, date: string) => `${kind}:${groupId}:${date}`

/** The session as the timetable shows it, from its group, its row's facts and its site's closure that day. */
function viewOf(group: GroupRow, record: SessionFacts, closure: string | undefined): SessionView {
  const status: SessionStatus = closure !== undefined ? 'closed' : record.status
  const substituteName = record.substitute_coach_id !== null ? record.substitute_name : null
  return {
    group,
    record,
    sessionID: record.id,
    date: record.session_date,
    kind: group.kind,
    groupID: group.id,
    siteID: group.site,
    startTime: group.start,
    endTime: group.end,
    coachID: record.substitute_coach_id ?? group.coachId,
    coachName: substituteName ?? group.coachName,
    groupCoachID: group.coachId,
    groupCoachName: group.coachName,
    substituteCoachID: record.substitute_coach_id,
    substituteCoachName: substituteName,
    level: group.level,
    levelName: group.levelName,
    enrolled: record.enrolled + record.guests,
    capacity: group.capacity,
    makeupGuests: record.guests,
    status,
    statusReason: closure ?? (record.status === 'cancelled' ? record.cancel_reason : null),
  }
}

/** Session rows of groups (at most two statements, one per kind). */
async function sessionsByGroup(db: Db, groups: GroupRow[], from: string, to: string): Promise<SessionFacts[]> {
  const idsOf = (kind: GroupKind) => groups.filter((group) => group.kind === kind).map((group) => group.id)
  const [schools, preteams] = await Promise.all([
    findSessionsOfGroups(db, 'school', idsOf('school'), from, to),
    findSessionsOfGroups(db, 'preteam', idsOf('preteam'), from, to),
  ])
  return preteams.length === 0 ? schools : [...schools, ...preteams]
}

/**
 * The sessions of the given groups in [from, to], made when missing, with their status (a closure of their site's
 * day wins over a cancellation), their teacher, enrolled swimmers (plus make-up guests) and capacity.
 *
 * A fixed number of statements, whatever the number of groups: the session rows with their facts beside the closed
 * days of the groups' sites. A caller holding every group of its sites (the timetable, a closed day) says so with
 * `allOfTheirSites` and the rows are read by site and date, one statement; otherwise by group (one per kind), so that
 * no other group's sessions are counted. Once a range's sessions exist (a warm week) nothing is written; only
 * sessions never made are inserted, then read by group.
 */
export async function sessionsOfGroups(
  db: Db,
  groups: GroupRow[],
  from: string,
  to: string,
  at: string,
  options: { allOfTheirSites?: boolean } = {},
): Promise<SessionView[]> {
  const wanted = new Map<string, GroupRow>()
  const days = rangeDays(from, to)
  for (const group of groups) {
    for (const date of groupDates(group, from, to, days)) wanted.set(sessionKey(group.kind, group.id, date), group)
  }
  if (wanted.size === 0) return []
  const sites = [...new Set(groups.map((group) => group.site))]
  const kinds = [...new Set(groups.map((group) => group.kind))]
  const bySite = options.allOfTheirSites === true
  const [found, closures] = await Promise.all([
    bySite ? findSessionsOfSites(db, sites, kinds, from, to) : sessionsByGroup(db, groups, from, to),
    findClosedDays(db, sites, from, to),
  ])
  const rows = new Map<string, SessionFacts>()
  const keep = (list: SessionFacts[]) => {
    for (const row of list) {
      const key = sessionKey(row.kind, row.group_id, row.session_date)
      if (wanted.has(key)) rows.set(key, row)
    }
  }
  keep(found)
  const missingGroups = () => {
    const missing = new Set<GroupRow>()
    for (const [key, group] of wanted) if (!rows.has(key)) missing.add(group)
    return [...missing]
  }
  let missing = missingGroups()
  // Made while the group was at another site (a pre-team moved): read by group before making anything.
  if (missing.length > 0 && bySite) {
    keep(await sessionsByGroup(db, missing, from, to))
    missing = missingGroups()
  }
  if (missing.length > 0) {
    const keys: SessionKey[] = []
    for (const [key, group] of wanted) {
      if (!rows.has(key)) {
        keys.push({ kind: group.kind, group_id: group.id, site_id: group.site, session_date: key.slice(-10) })
      }
    }
    await insertMissingSessions(db, keys, at)
    keep(await sessionsByGroup(db, missing, from, to))
  }

  const closed = new Map(closures.map((closure) => [`${closure.site_id}:${closure.closure_date}`, closure.reason]))
  const views: SessionView[] = []
  for (const [key, record] of rows) {
    const group = wanted.get(key)!
    views.push(viewOf(group, record, closed.get(`${group.site}:${record.session_date}`)))
  }
  // Dates 'YYYY-MM-DD' and times 'HH:MM' order as text; no locale is involved.
  return views.sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : a.startTime !== b.startTime
        ? a.startTime < b.startTime
          ? -1
          : 1
        : a.kind !== b.kind
          ? a.kind < b.kind
            ? -1
            : 1
          : a.groupID - b.groupID,
  )
}

/** The wire shape of a session (without the group and row it was built from). */
export const toTimetableSession = ({ group: _group, record: _record, ...session }: SessionView): TimetableSession =>
  session

/** The site's week (at most 31 days): the sessions of the kinds the user's modules cover, optionally one coach's. */
export async function timetable(
  db: Db,
  auth: AuthContext,
  query: { site: number; from: string; to: string; coach?: number },
  at: string,
): Promise<TimetableSession[]> {
  const kinds = kindsOf(auth)
  if (kinds.length === 0) throw forbidden('You are not allowed to see the timetable')
  requireSite(auth, query.site)
  const groups = await findGroupsOfSite(db, query.site, query.from, query.to, kinds)
  const sessions = await sessionsOfGroups(db, groups, query.from, query.to, at, { allOfTheirSites: true })
  return sessions
    .filter((session) => query.coach === undefined || session.coachID === query.coach)
    .map(toTimetableSession)
}

/** A session the user may see (its group at one of their sites, their modules cover its kind), or 404 / 403. */
export async function visibleSession(db: Db, auth: AuthContext, sessionId: number): Promise<SessionView> {
  const record = await findSessionFacts(db, sessionId)
  const group = record && (await findGroup(db, record.kind, record.group_id))
  if (!record || !group || !maySeeSite(auth, group.site)) throw notFound(`Session ${sessionId} not found`)
  if (!hasModule(auth, MODULE_OF[group.kind])) {
    throw forbidden(`You are not allowed to see ${group.kind === 'school' ? 'school' : 'pre-team'} sessions`)
  }
  const date = record.session_date
  if (groupDates(group, date, date).length === 0) {
    throw notFound(`Session ${sessionId} not found: ${groupLabel(group)} no longer meets on that date`)
  }
  // The closure was read with the row at the site it was made at; a group that moved since is closed by its site.
  const closure =
    group.site === record.site_id
      ? record.closure_reason
      : ((await findClosedDays(db, [group.site], date, date))[0]?.reason ?? null)
  return viewOf(group, record, closure ?? undefined)
}

export const requireReadSession = (auth: AuthContext, kind: GroupKind) =>
  requireSessionAction(auth, kind, READ_ACTIONS[kind])

/** The session of a group on a date, made when missing; undefined when the group does not meet that date. */
export async function sessionOn(db: Db, group: GroupRow, date: string, at: string): Promise<SessionView | undefined> {
  const [view] = await sessionsOfGroups(db, [group], date, date, at)
  return view
}

export { findSessionOf }

// ---------------------------------------------------------------------------------------------
// Changing one session

const sessionName = (view: SessionView) => `${groupLabel(view.group)} on ${view.date} at ${view.startTime}`

const snapshot = (record: SessionRecord) => ({
  status: record.status,
  cancelReason: record.cancel_reason,
  substituteCoachID: record.substitute_coach_id,
})

async function changeSession(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  sessionId: number,
  action: string,
  change: (view: SessionView, trx: Db) => Promise<Partial<SessionRecord>>,
): Promise<{ message: string; session: TimetableSession }> {
  return db.transaction().execute(async (trx) => {
    const view = await visibleSession(trx, auth, sessionId)
    requireSessionAction(auth, view.kind, CHANGE_ACTIONS[view.kind])
    const changes = await change(view, trx)
    await updateSession(trx, view.sessionID, changes, actor)
    // A cancelled session keeps no make-up guests: their credits are open again.
    const released = changes.status === 'cancelled' ? await releaseBookings(trx, [view.sessionID]) : []
    const after = await visibleSession(trx, auth, sessionId)
    await writeAudit(trx, {
      userId: actor.userId,
      site: view.siteID,
      entity: 'session',
      entityId: view.sessionID,
      action,
      before: snapshot(view.record),
      after: {
        ...snapshot(after.record),
        ...(released.length > 0 ? { creditsReleased: released.map((credit) => credit.id) } : {}),
      },
      at: actor.at,
    })
    return { message: `${sessionName(view)}: ${action}`, session: toTimetableSession(after) }
  })
}

/** Cancels one scheduled session (a closed day is already off; a cancelled one stays cancelled). */
export function cancelSession(db: Db, auth: AuthContext, actor: Actor, sessionId: number, reason: string) {
  return changeSession(db, auth, actor, sessionId, 'cancelled', async (view) => {
    if (view.record.status === 'cancelled') {
      throw conflict(`${sessionName(view)} is already cancelled`, { sessionID: 'Already cancelled' })
    }
    if (view.date < todayOf(actor.at)) {
      throw badRequest(`${sessionName(view)} is in the past and cannot be cancelled`, { sessionID: 'A past session' })
    }
    return { status: 'cancelled', cancel_reason: reason }
  })
}

/** Puts a cancelled session back on the timetable. */
export function restoreSession(db: Db, auth: AuthContext, actor: Actor, sessionId: number) {
  return changeSession(db, auth, actor, sessionId, 'restored', async (view) => {
    if (view.record.status !== 'cancelled') {
      throw conflict(`${sessionName(view)} is not cancelled`, { sessionID: 'Not cancelled' })
    }
    return { status: 'scheduled', cancel_reason: null }
  })
}

/**
 * Gives a session a substitute coach (or, with null, back to the group's coach). Who may substitute is the rule of
 * substitutes.service.ts (assertSubstitute), the same that lists the coaches the substitute picker offers.
 */
export function setSubstitute(db: Db, auth: AuthContext, actor: Actor, sessionId: number, coachId: number | null) {
  return changeSession(
    db,
    auth,
    actor,
    sessionId,
    coachId === null ? 'substitute removed' : 'substitute set',
    async (view, trx) => {
      if (coachId === null) {
        substituteSlot(view, actor.at)
        return { substitute_coach_id: null }
      }
      await assertSubstitute(trx, view, coachId, actor.at)
      return { substitute_coach_id: coachId }
    },
  )
}
