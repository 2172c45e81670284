import { businessInstantOf } from '../../lib/business-day'
import { english, replyText } from '../../lib/messages'
import type { Kysely } from 'kysely'
import type { SessionStatus, TimetableSession, WeekSession } from '@contract/sessions'
import type { Database } from '../../db/database'
import { hasModule, maySeeSite, requireSite, type Acting } from '../../lib/actor'
import { addDays, dayCodeOf } from '../../lib/dates'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'
import { writeAudit } from '../audit/audit.repository'
import { findEnrolledSwimmers, findGroup, findGroupsOfSite, type GroupKind, type GroupRow } from './groups.repository'
import { giveCancellationCredits, withdrawCancellationCredits } from './cancel-credits.service'
import { releaseBookings } from './makeups.repository'
import {
  groupLabel,
  groupLabelled,
  queueSessionMessages,
  sessionNamedAt,
  sessionNamedOn,
} from './session-messages.service'
import {
  findClosedDays,
  findSessionFacts,
  findSessionOf,
  findSessionRowsOfSites,
  findSessionsOfGroups,
  insertMissingSessions,
  updateSession,
  type SessionKey,
  type SessionRow,
} from './sessions.repository'

// Dated sessions: a school or pre-team has a session on each of its days from its start to its end (or for ever).
// Session rows are made lazily, when a range of them is first asked for; a site's closure makes that day's sessions
// read as closed; a single session can be cancelled (and restored) or given a substitute coach, who must be free.

type Db = Kysely<Database>

/** How far ahead attendance may be recorded: the swimmer's Record Attendance rule (a week). */
export const ATTENDANCE_DAYS_AHEAD = 7

// ---------------------------------------------------------------------------------------------
// Access

/** The module whose holders see a kind of group's sessions. */
export const MODULE_OF: Record<GroupKind, 'Mod_SC' | 'Mod_PT'> = { school: 'Mod_SC', preteam: 'Mod_PT' }

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

export const kindsOf = (acting: Acting): GroupKind[] =>
  (['school', 'preteam'] as const).filter((kind) => hasModule(acting, MODULE_OF[kind]))

export function requireSessionAction(acting: Acting, kind: GroupKind, names: string[]): void {
  const module = MODULE_OF[kind]
  if (!names.some((name) => acting.granted.has(`${module}:${name}`))) {
    throw forbidden(message('access.action', { action: names[0] }))
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

export { groupLabel, groupLabelled, sessionNamedAt, sessionNamedOn }

/**
 * When a session starts, as an ISO instant comparable with `at`: its date and time are the academy's wall clock (a
 * 17:00 session in Cairo starts at 15:00 UTC in winter), not UTC's.
 */
export const startOf = (date: string, start: string, timeZone: string): string =>
  businessInstantOf(date, start, timeZone)

// ---------------------------------------------------------------------------------------------
// Building sessions as the timetable shows them

export interface SessionView extends TimetableSession {
  group: GroupRow
  record: SessionRow
}

/**
 * The session as the timetable shows it, from its group, its row (with the swimmers enrolled that date, migration
 * 0020) and its site's closure that day (the reason, or null when open).
 */
function viewOf(group: GroupRow, record: SessionRow, closure: string | null): SessionView {
  const status: SessionStatus = closure !== null ? 'closed' : record.status
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
async function sessionsByGroup(db: Db, groups: GroupRow[], from: string, to: string): Promise<SessionRow[]> {
  const idsOf = (kind: GroupKind) => groups.filter((group) => group.kind === kind).map((group) => group.id)
  const [schools, preteams] = await Promise.all([
    findSessionsOfGroups(db, 'school', idsOf('school'), from, to),
    findSessionsOfGroups(db, 'preteam', idsOf('preteam'), from, to),
  ])
  return preteams.length === 0 ? schools : [...schools, ...preteams]
}

const kindIndex = (kind: GroupKind): number => (kind === 'school' ? 0 : 1)

interface Found {
  group: GroupRow
  row: SessionRow
}

/**
 * The sessions of the given groups in [from, to], made when missing, with their status (a closure of their site's
 * day wins over a cancellation), their teacher, enrolled swimmers (plus make-up guests) and capacity.
 *
 * A fixed number of statements, whatever the number of groups. A caller holding every group of one site
 * (sessionsOfSite) hands over that site's rows, read by site and date with their enrolled swimmers (kept on the row,
 * migration 0020), guests, substitute and closure. Otherwise the rows are read by group (one statement per kind).
 * Once a range's sessions exist (a warm week) nothing is written; only sessions never made are inserted (and
 * counted), then read by group.
 */
export async function sessionsOfGroups(
  db: Db,
  groups: GroupRow[],
  from: string,
  to: string,
  at: string,
  options: { siteRows?: SessionRow[] } = {},
): Promise<SessionView[]> {
  const days = rangeDays(from, to)
  const codeOf = new Map(days.map((day) => [day.date, day.code]))
  const byId = [new Map<number, GroupRow>(), new Map<number, GroupRow>()]
  let wanted = 0
  for (const group of groups) {
    byId[kindIndex(group.kind)]!.set(group.id, group)
    wanted += groupDates(group, from, to, days).length
  }
  if (wanted === 0) return []

  const found = new Map<number, Found>()
  /** Keeps the rows of a wanted group on a date it meets (a row of a date it no longer meets is not shown). */
  const keep = (row: SessionRow) => {
    const group = byId[kindIndex(row.kind)]!.get(row.group_id)
    const date = row.session_date
    if (
      group === undefined ||
      date < group.startDate ||
      (group.lastDate !== null && date > group.lastDate) ||
      !group.days.includes(codeOf.get(date)!)
    ) {
      return
    }
    found.set(row.id, { group, row })
  }
  const keepFacts = (rows: SessionRow[]) => {
    for (const row of rows) keep(row)
  }

  if (options.siteRows !== undefined) {
    keepFacts(options.siteRows)
  } else {
    keepFacts(await sessionsByGroup(db, groups, from, to))
  }

  if (found.size < wanted) {
    const keyOf = (kind: GroupKind, groupId: number, date: string) => `${kind}:${groupId}:${date}`
    const missingKeys = () => {
      const have = new Set<string>()
      for (const { row } of found.values()) have.add(keyOf(row.kind, row.group_id, row.session_date))
      const keys: SessionKey[] = []
      for (const group of groups) {
        for (const date of groupDates(group, from, to, days)) {
          if (!have.has(keyOf(group.kind, group.id, date))) {
            keys.push({ kind: group.kind, group_id: group.id, site_id: group.site, session_date: date })
          }
        }
      }
      return keys
    }
    const groupsOf = (keys: SessionKey[]) => [
      ...new Set(keys.map((key) => byId[kindIndex(key.kind)]!.get(key.group_id)!)),
    ]
    let keys = missingKeys()
    // Made while the group was at another site (a pre-team moved): read by group before making anything.
    if (options.siteRows !== undefined) {
      keepFacts(await sessionsByGroup(db, groupsOf(keys), from, to))
      keys = missingKeys()
    }
    if (keys.length > 0) {
      await insertMissingSessions(db, keys, at)
      keepFacts(await sessionsByGroup(db, groupsOf(keys), from, to))
    }
  }

  // A row made at another site than its group's (a pre-team moved since) is closed by its group's site.
  const moved = [...found.values()].filter(({ group, row }) => row.site_id !== group.site)
  const otherClosures =
    moved.length === 0
      ? new Map<string, string>()
      : new Map(
          (await findClosedDays(db, [...new Set(moved.map(({ group }) => group.site))], from, to)).map((closure) => [
            `${closure.site_id}:${closure.closure_date}`,
            closure.reason,
          ]),
        )
  const views: SessionView[] = []
  for (const { group, row } of found.values()) {
    const closure =
      row.site_id === group.site ? row.closure_reason : (otherClosures.get(`${group.site}:${row.session_date}`) ?? null)
    views.push(viewOf(group, row, closure))
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

/**
 * Every session of a site in [from, to] of the given kinds (the timetable, a closed day): its groups and its session
 * rows are read side by side (two connections on PostgreSQL), then made into sessions by sessionsOfGroups.
 */
export async function sessionsOfSite(
  db: Db,
  site: number,
  from: string,
  to: string,
  at: string,
  kinds: GroupKind[] = ['school', 'preteam'],
): Promise<SessionView[]> {
  const [groups, siteRows] = await Promise.all([
    findGroupsOfSite(db, site, from, to, kinds),
    findSessionRowsOfSites(db, [site], kinds, from, to),
  ])
  return sessionsOfGroups(db, groups, from, to, at, { siteRows })
}

/** The wire shape of a session (without the group and row it was built from). */
export const toTimetableSession = ({ group: _group, record: _record, ...session }: SessionView): TimetableSession =>
  session

/** The site's week (at most 31 days): the sessions of the kinds the user's modules cover, optionally one coach's. */
export async function timetable(
  db: Db,
  acting: Acting,
  query: { site: number; from: string; to: string; coach?: number },
): Promise<WeekSession[]> {
  // Both checks are here, in this order, rather than the site declared on the route: a user of neither module is
  // told so whichever site they name.
  const kinds = kindsOf(acting)
  if (kinds.length === 0) throw forbidden(message('session.notAllowedTimetable'))
  requireSite(acting, query.site)
  const sessions = await sessionsOfSite(db, query.site, query.from, query.to, acting.at, kinds)
  // The views as they are: the answer's compiled serializer writes the week's fields only (contract weekSession).
  return query.coach === undefined ? sessions : sessions.filter((session) => session.coachID === query.coach)
}

/** A session the user may see (its group at one of their sites, their modules cover its kind), or 404 / 403. */
export async function visibleSession(db: Db, acting: Acting, sessionId: number): Promise<SessionView> {
  const record = await findSessionFacts(db, sessionId)
  const group = record && (await findGroup(db, record.kind, record.group_id))
  if (!record || !group || !maySeeSite(acting, group.site))
    throw notFound(message('session.notFound', { id: sessionId }))
  if (!hasModule(acting, MODULE_OF[group.kind])) {
    throw forbidden(message(group.kind === 'school' ? 'session.notAllowedSchool' : 'session.notAllowedPreteam'))
  }
  const date = record.session_date
  if (groupDates(group, date, date).length === 0) {
    throw notFound(message('session.noLongerMeets', { id: sessionId, group: groupLabelled(group) }))
  }
  // The closure was read with the row at the site it was made at; a group that moved since is closed by its site.
  const closure =
    group.site === record.site_id
      ? record.closure_reason
      : ((await findClosedDays(db, [group.site], date, date))[0]?.reason ?? null)
  return viewOf(group, record, closure)
}

export const requireReadSession = (acting: Acting, kind: GroupKind) =>
  requireSessionAction(acting, kind, READ_ACTIONS[kind])

/** The session of a group on a date, made when missing; undefined when the group does not meet that date. */
export async function sessionOn(db: Db, group: GroupRow, date: string, at: string): Promise<SessionView | undefined> {
  const [view] = await sessionsOfGroups(db, [group], date, date, at)
  return view
}

export { findSessionOf }

// ---------------------------------------------------------------------------------------------
// Changing one session

const sessionName = (view: SessionView): Message => sessionNamedAt(view)

const snapshot = (record: SessionRow) => ({
  status: record.status,
  cancelReason: record.cancel_reason,
  substituteCoachID: record.substitute_coach_id,
})

/** What changeSession does to a session (the audit entry's action). */
export type SessionChange = 'cancelled' | 'restored' | 'substitute set' | 'substitute removed'

/** A session's change as its answer names it: 'School 12 (Level 3) on 2026-11-24 at 07:00: cancelled'. */
const ACTION_SAID: Record<SessionChange, Message> = {
  cancelled: message('answer.sessionCancelled'),
  restored: message('answer.sessionRestored'),
  'substitute set': message('answer.substituteSet'),
  'substitute removed': message('answer.substituteRemoved'),
}

/** One change of one session in its transaction, with its audit entry (cancel, restore, a substitute). */
export async function changeSession(
  db: Db,
  acting: Acting,
  sessionId: number,
  action: SessionChange,
  change: (
    view: SessionView,
    trx: Db,
  ) => Promise<Partial<Pick<SessionRow, 'status' | 'cancel_reason' | 'substitute_coach_id'>>>,
): Promise<{
  message: string
  session: TimetableSession
  creditsGiven?: Array<{ creditID: number; swimmerID: number }>
  creditsWithdrawn?: Array<{ creditID: number; swimmerID: number }>
}> {
  return db.transaction().execute(async (trx) => {
    const view = await visibleSession(trx, acting, sessionId)
    requireSessionAction(acting, view.kind, CHANGE_ACTIONS[view.kind])
    const changes = await change(view, trx)
    await updateSession(trx, view.sessionID, changes, acting)
    // A cancelled session keeps no make-up guests: their credits are open again.
    const released = changes.status === 'cancelled' ? await releaseBookings(trx, [view.sessionID]) : []
    // Cancelled by the academy: its enrolled swimmers get make-up credits; restored: those still open go (issue 25).
    const cancelled = {
      sessionID: view.sessionID,
      kind: view.kind,
      groupID: view.groupID,
      siteID: view.siteID,
      date: view.date,
    }
    const credits =
      changes.status === 'cancelled'
        ? {
            creditsGiven: await giveCancellationCredits(
              trx,
              acting,
              [cancelled],
              `${english(sessionName(view))} was cancelled`,
            ),
          }
        : changes.status === 'scheduled' && view.record.status === 'cancelled'
          ? {
              creditsWithdrawn: await withdrawCancellationCredits(
                trx,
                acting,
                [cancelled],
                `${english(sessionName(view))} was restored`,
              ),
            }
          : {}
    // Cancelled: its swimmers' guardians (enrolled, and make-up guests it held) get a message, in this transaction.
    const messages =
      changes.status === 'cancelled'
        ? await queueSessionMessages(
            trx,
            acting,
            'session.cancelled',
            view,
            [
              ...(await findEnrolledSwimmers(trx, view.kind, view.groupID, view.date)).map((swimmer) => swimmer.id),
              ...released.map((credit) => credit.swimmer_id),
            ],
            `session:${view.sessionID}`,
          )
        : []
    const after = await visibleSession(trx, acting, sessionId)
    await writeAudit(trx, {
      userId: acting.userId,
      site: view.siteID,
      entity: 'session',
      entityId: view.sessionID,
      action,
      before: snapshot(view.record),
      after: {
        ...snapshot(after.record),
        ...(released.length > 0 ? { creditsReleased: released.map((credit) => credit.id) } : {}),
        ...credits,
        ...(messages.length > 0 ? { messages } : {}),
      },
      at: acting.at,
    })
    return {
      message: replyText(message('answer.sessionChanged', { session: sessionName(view), action: ACTION_SAID[action] })),
      session: toTimetableSession(after),
      ...credits,
    }
  })
}

/** Cancels one scheduled session (a closed day is already off; a cancelled one stays cancelled). */
export function cancelSession(db: Db, acting: Acting, sessionId: number, reason: string) {
  return changeSession(db, acting, sessionId, 'cancelled', async (view) => {
    if (view.record.status === 'cancelled') {
      throw conflict(message('session.alreadyCancelled', { session: sessionName(view) }), {
        sessionID: message('session.field.alreadyCancelled'),
      })
    }
    if (view.date < acting.today) {
      throw badRequest(message('session.pastCancel', { session: sessionName(view) }), {
        sessionID: message('session.field.past'),
      })
    }
    return { status: 'cancelled', cancel_reason: reason }
  })
}

/** Puts a cancelled session back on the timetable. */
export function restoreSession(db: Db, acting: Acting, sessionId: number) {
  return changeSession(db, acting, sessionId, 'restored', async (view) => {
    if (view.record.status !== 'cancelled') {
      throw conflict(message('session.notCancelled', { session: sessionName(view) }), {
        sessionID: message('session.field.notCancelled'),
      })
    }
    return { status: 'scheduled', cancel_reason: null }
  })
}
