import type { Kysely } from 'kysely'
import type { AttendanceStatus, RosterAlert, RosterEntry, SessionDetails, SessionStatus } from '@contract/sessions'
import { findRosterAlerts } from './roster-alerts.repository'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { addDays } from '../../lib/dates'
import { badRequest, conflict } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'
import { english, listed, replyText } from '../../lib/messages'
import { writeAudit } from '../audit/audit.repository'
import { findSiteSettings } from '../lookups/settings.repository'
import { findMarks, findSwimmers, upsertMarks, type NewMark } from './attendance.repository'
import { findEnrolledSwimmers, findGroup, findSwimmerGroupsOn } from './groups.repository'
import { queueSessionMessages } from './session-messages.service'
import {
  findCreditsFrom,
  findGuests,
  findGuestBookingsOn,
  insertCredit,
  reopenCredit,
  updateCredit,
  withdrawCredit,
} from './makeups.repository'
import { findClosedDays, findSessionsOfGroups } from './sessions.repository'
import {
  ATTEND_ACTIONS,
  groupDates,
  requireReadSession,
  requireSessionAction,
  sessionNamedOn,
  sessionOn,
  startOf,
  toTimetableSession,
  visibleSession,
  type SessionView,
} from './sessions.service'

// Attendance by session: a session's roster (the swimmers enrolled in its group on its date, and make-up guests
// booked into it), each marked present, absent, late or excused (or not yet), with notes, who marked it and when.
// An absence marked excused before the session starts gives a make-up credit; changing that mark before the start
// withdraws the credit while it is unused. session_attendance is the ONE attendance record (issue 25, migration
// 0021): the roster, the spec's /Attendes/Save and the swimmer's Record Attendance all write it through
// markAttendance, and the spec's register and the swimmer's list are read from it.

type Db = Kysely<Database>

const sessionName = (view: SessionView): Message => sessionNamedOn(view)

/**
 * Why no attendance can be taken at a session, or null when it can: a closed or cancelled session takes none. (Before
 * the session's day only excused absences can be recorded: markAttendance's rule.)
 */
export function attendanceRefusal(view: SessionView, today: string): string | null {
  const refusal = attendanceRefusalMessage(view, today)
  return refusal ? english(refusal) : null
}

/** The same, as a message by its code (what a refused request is answered with). */
function attendanceRefusalMessage(view: SessionView, _today: string): Message | null {
  const session = sessionName(view)
  if (view.status === 'closed')
    return message('session.closedFor', { session, reason: view.statusReason ?? 'the site is closed' })
  if (view.status === 'cancelled') {
    return view.statusReason
      ? message('session.cancelledFor', { session, reason: view.statusReason })
      : message('session.cancelled', { session })
  }
  return null
}

interface RosterRow extends RosterEntry {
  site: number
}

/** The roster of a session: enrolled swimmers and booked guests the user may see, with their marks, by name. */
async function rosterOf(db: Db, acting: Acting | null, view: SessionView): Promise<RosterRow[]> {
  const [enrolled, guests, marks] = await Promise.all([
    findEnrolledSwimmers(db, view.kind, view.groupID, view.date),
    findGuests(db, view.sessionID),
    findMarks(db, view.sessionID),
  ])
  const markOf = new Map(marks.map((mark) => [mark.swimmer_id, mark]))
  const rows = new Map<number, RosterRow>()
  const add = (id: number, fullName: string, site: number, creditID: number | null) => {
    if (rows.has(id)) return
    const mark = markOf.get(id)
    rows.set(id, {
      swimmerID: id,
      fullName,
      site,
      makeup: creditID !== null,
      creditID,
      status: mark?.status ?? null,
      notes: mark?.notes ?? null,
      markedBy: mark ? (mark.marked_by_name ?? null) : null,
      markedAt: mark?.marked_at ?? null,
      alerts: [],
    })
  }
  for (const swimmer of enrolled) add(swimmer.id, swimmer.full_name, swimmer.site, null)
  for (const guest of guests) add(guest.swimmer_id, guest.full_name, guest.site, guest.id)
  const visible = [...rows.values()].filter((row) => acting === null || maySeeSite(acting, row.site))
  // Issue 28: each entry's alerts, for the whole roster in one statement.
  const alerts = new Map(
    (
      await findRosterAlerts(
        db,
        visible.map((row) => row.swimmerID),
        view.date,
      )
    ).map((row) => [row.id, row]),
  )
  for (const row of visible) {
    const found = alerts.get(row.swimmerID)
    const flags: Array<[RosterAlert, boolean]> = [
      ['medical', Number(found?.medical) === 1],
      ['unpaid', Number(found?.unpaid) === 1],
      ['frozen', Number(found?.frozen) === 1],
      ['firstSession', Number(found?.first_session) === 1],
      ['makeupGuest', row.makeup],
    ]
    row.alerts = flags.filter(([, on]) => on).map(([alert]) => alert)
  }
  return visible.sort((a, b) => a.fullName.localeCompare(b.fullName) || a.swimmerID - b.swimmerID)
}

const toEntry = ({ site: _site, ...entry }: RosterRow): RosterEntry => entry

/** A session the user may see, with its roster. */
export async function sessionDetails(db: Db, acting: Acting, sessionId: number) {
  const { at, today, timeZone } = acting
  const view = await visibleSession(db, acting, sessionId)
  requireReadSession(acting, view.kind)
  const roster = await rosterOf(db, acting, view)
  const refusal = attendanceRefusal(view, today)
  const details: SessionDetails = {
    ...toTimetableSession(view),
    roster: roster.map(toEntry),
    canTakeAttendance: refusal === null,
    attendanceRefusal: refusal,
    upcoming: at < startOf(view.date, view.startTime, timeZone),
  }
  return details
}

// ---------------------------------------------------------------------------------------------
// Marking: ONE function, one rule set, for every URL (issue 25)

/** A mark to store. notes undefined keeps the notes already there; basedOn undefined is not checked. */
export interface MarkEntry {
  swimmerID: number
  status: AttendanceStatus | null
  notes?: string | null
  /** The markedAt the client read (null: it read no mark): a mark changed since is refused, not overwritten. */
  basedOn?: string | null
}

/** A mark refused because someone else changed it after the client read it. */
export interface MarkConflict {
  swimmerID: number
  fullName: string
  markedBy: string | null
  markedAt: string | null
}

export interface MarkOutcome {
  created: number
  updated: number
  creditsGiven: Array<{ creditID: number; swimmerID: number; expiresOn: string }>
  creditsWithdrawn: Array<{ creditID: number; swimmerID: number; reason: string }>
  before: Array<{ swimmerID: number; status: string | null; notes: string | null }>
  after: Array<{ swimmerID: number; status: string | null; notes: string | null }>
  /** The swimmers whose marks were stored. */
  saved: number[]
  conflicts: MarkConflict[]
}

/** How the caller's request names things: the field of the entry at `index`, of the session, a stranger. */
export interface MarkFields {
  entry: (index: number) => string
  session: string
  /** The refusal of a swimmer not on the roster (default: 'X is not on the roster of <session>'). */
  notOnRoster?: (who: string, swimmerId: number) => Message
  /** The field's error of a swimmer not on the roster (default 'Not on this roster'). */
  notOnRosterError?: Message
}

const MARKS_FROM_THE_DAY: ReadonlySet<AttendanceStatus> = new Set(['present', 'late', 'absent'])

/** How the session may be marked today, or throws: closed and cancelled sessions take no marks (409). */
function requireOpenSession(view: SessionView, today: string, field: string): void {
  if (view.status === 'scheduled') return
  const refusal = attendanceRefusalMessage(view, today)!
  throw conflict(refusal, { [field]: message('session.field.status', { status: view.status }) })
}

/**
 * THE way a mark is written (session_attendance, the one attendance record): the roster URL, the spec's register
 * (/Attendes/Save) and the swimmer's Record Attendance all come here, inside their transaction. The rules:
 *  - a closed or cancelled session takes no marks (409);
 *  - only swimmers on the session's roster: enrolled in its group on its date, or booked into it as a make-up guest;
 *  - present, late and absent only from the session's day (the academy's date); excused any time before;
 *  - an entry with `basedOn` that is not the mark's current markedAt is refused (listed in `conflicts`, not stored);
 *    the others are stored; swimmers not listed are untouched; notes not sent are kept;
 *  - make-up credits: excused before the start gives one; another mark before the start withdraws an unused one; a
 *    guest marked present or late has used theirs.
 * One audit entry (entity session, SaveAttendance) per call.
 */
export async function markAttendance(
  trx: Db,
  acting: Acting,
  { view, entries, fields }: { view: SessionView; entries: MarkEntry[]; fields: MarkFields },
): Promise<MarkOutcome> {
  const today = acting.today
  requireOpenSession(view, today, fields.session)
  const roster = new Map((await rosterOf(trx, null, view)).map((row) => [row.swimmerID, row]))
  const strangerAt = entries.findIndex((entry) => !roster.has(entry.swimmerID))
  if (strangerAt >= 0) {
    const id = entries[strangerAt].swimmerID
    const stranger = (await findSwimmers(trx, [id])).get(id)
    const who = stranger && maySeeSite(acting, stranger.site) ? stranger.full_name : `Swimmer ${id}`
    const refusal =
      fields.notOnRoster?.(who, id) ?? message('attendance.notOnRoster', { swimmer: who, session: sessionName(view) })
    throw badRequest(refusal, {
      [fields.entry(strangerAt)]: fields.notOnRosterError ?? message('attendance.field.notOnRoster'),
    })
  }
  const earlyAt = entries.findIndex((entry) => entry.status !== null && MARKS_FROM_THE_DAY.has(entry.status))
  if (earlyAt >= 0 && view.date > today) {
    const entry = entries[earlyAt]
    throw badRequest(
      message('attendance.onlyExcusedBefore', {
        swimmer: roster.get(entry.swimmerID)!.fullName,
        status: entry.status ?? '',
        date: view.date,
        session: sessionName(view),
      }),
      { [fields.entry(earlyAt)]: message('attendance.field.onlyExcusedBefore') },
    )
  }

  const outcome: MarkOutcome = {
    created: 0,
    updated: 0,
    creditsGiven: [],
    creditsWithdrawn: [],
    before: [],
    after: [],
    saved: [],
    conflicts: [],
  }
  const marks: Array<{ swimmerID: number; status: AttendanceStatus | null; notes: string | null }> = []
  for (const entry of entries) {
    const current = roster.get(entry.swimmerID)!
    if (entry.basedOn !== undefined && entry.basedOn !== current.markedAt) {
      outcome.conflicts.push({
        swimmerID: entry.swimmerID,
        fullName: current.fullName,
        markedBy: current.markedBy,
        markedAt: current.markedAt,
      })
      continue
    }
    marks.push({
      swimmerID: entry.swimmerID,
      status: entry.status,
      notes: entry.notes === undefined ? current.notes : entry.notes || null,
    })
  }

  const upcoming = acting.at < startOf(view.date, view.startTime, acting.timeZone)
  const rows: NewMark[] = marks.map((mark) => ({
    session_id: view.sessionID,
    swimmer_id: mark.swimmerID,
    status: mark.status,
    notes: mark.notes,
    marked_at: acting.at,
    marked_by: acting.userId,
  }))
  await upsertMarks(trx, rows)

  const credits = new Map((await findCreditsFrom(trx, view.sessionID)).map((credit) => [credit.swimmer_id, credit]))
  let expiryWeeks: number | undefined
  for (const mark of marks) {
    const old = roster.get(mark.swimmerID)!
    if (old.markedAt !== null) outcome.updated++
    else outcome.created++
    outcome.saved.push(mark.swimmerID)
    outcome.before.push({ swimmerID: mark.swimmerID, status: old.status, notes: old.notes })
    outcome.after.push({ swimmerID: mark.swimmerID, status: mark.status, notes: mark.notes })
    if (old.makeup && old.creditID !== null) {
      const used = mark.status === 'present' || mark.status === 'late'
      await updateCredit(trx, old.creditID, { status: used ? 'used' : 'booked' })
      continue
    }
    if (!upcoming) continue
    const credit = credits.get(mark.swimmerID)
    if (mark.status === 'excused' && credit?.status === 'withdrawn') {
      expiryWeeks ??= (await findSiteSettings(trx, view.siteID)).makeupExpiryWeeks
      const expiresOn = addDays(view.date, expiryWeeks * 7)
      await reopenCredit(trx, credit.id, expiresOn)
      outcome.creditsGiven.push({ creditID: credit.id, swimmerID: mark.swimmerID, expiresOn })
    } else if (mark.status === 'excused' && !credit) {
      expiryWeeks ??= (await findSiteSettings(trx, view.siteID)).makeupExpiryWeeks
      const expiresOn = addDays(view.date, expiryWeeks * 7)
      const creditID = await insertCredit(trx, {
        swimmer_id: mark.swimmerID,
        site_id: view.siteID,
        from_session_id: view.sessionID,
        expires_on: expiresOn,
        created_at: acting.at,
        created_by: acting.userId,
      })
      outcome.creditsGiven.push({ creditID, swimmerID: mark.swimmerID, expiresOn })
    } else if (mark.status !== 'excused' && credit && credit.status !== 'withdrawn' && credit.reason === 'excused') {
      if (credit.status !== 'open') {
        throw conflict(
          message('attendance.creditBooked', { swimmer: old.fullName, date: sessionName(view), status: credit.status }),
          { [`swimmer.${mark.swimmerID}`]: message('attendance.field.creditBooked') },
        )
      }
      const why =
        mark.status === null
          ? `the excused absence from ${english(sessionName(view))} was cleared`
          : `the excused absence from ${english(sessionName(view))} was changed to ${mark.status}`
      await withdrawCredit(trx, credit.id, { at: acting.at, by: acting.userId, reason: why })
      await writeAudit(trx, {
        userId: acting.userId,
        site: view.siteID,
        entity: 'makeup',
        entityId: credit.id,
        action: 'WithdrawMakeup',
        before: { status: credit.status, swimmerID: mark.swimmerID, fromSessionID: view.sessionID },
        after: { status: 'withdrawn', reason: why },
        at: acting.at,
      })
      outcome.creditsWithdrawn.push({ creditID: credit.id, swimmerID: mark.swimmerID, reason: why })
    }
  }

  // Credits given for excused absences: their guardians get one message each (the credits of one session end alike).
  const messages =
    outcome.creditsGiven.length > 0
      ? await queueSessionMessages(
          trx,
          acting,
          'makeup.credited',
          view,
          outcome.creditsGiven.map((credit) => credit.swimmerID),
          `session:${view.sessionID}:credits`,
          { expiry: outcome.creditsGiven[0].expiresOn },
        )
      : []
  if (marks.length > 0) {
    await writeAudit(trx, {
      userId: acting.userId,
      site: view.siteID,
      entity: 'session',
      entityId: view.sessionID,
      action: 'SaveAttendance',
      before: { date: view.date, attendance: outcome.before },
      after: {
        date: view.date,
        attendance: outcome.after,
        creditsGiven: outcome.creditsGiven,
        creditsWithdrawn: outcome.creditsWithdrawn,
        ...(messages.length > 0 ? { messages } : {}),
      },
      at: acting.at,
    })
  }
  return outcome
}

/** The conflicts of a save, as one sentence naming who marked each swimmer and when. */
export function conflictMessage(view: SessionView, conflicts: MarkConflict[]): Message {
  const each = conflicts.map((item) =>
    message('answer.markedBy', {
      swimmer: item.fullName,
      user: item.markedBy ?? message('answer.someoneElse'),
      at: item.markedAt ?? message('answer.unknownTime'),
    }),
  )
  return message('answer.attendanceChangedMeanwhile', { session: sessionName(view), list: listed(each, 'comma') })
}

/**
 * POST /sessions/{id}/attendance: marks of roster swimmers; saving again updates them (the audit keeps both). Entries
 * carrying a stale `basedOn` are refused and listed in `conflicts` (the route answers 409); the others are saved.
 */
export async function saveSessionAttendance(db: Db, acting: Acting, sessionId: number, entries: MarkEntry[]) {
  return db.transaction().execute(async (trx) => {
    const view = await visibleSession(trx, acting, sessionId)
    requireSessionAction(acting, view.kind, ATTEND_ACTIONS[view.kind])
    const outcome = await markAttendance(trx, acting, {
      view,
      entries,
      fields: { entry: (index) => `entries.${index}.swimmerID`, session: 'sessionID' },
    })
    const after = await rosterOf(trx, acting, view)
    return {
      message: replyText(
        outcome.conflicts.length > 0
          ? conflictMessage(view, outcome.conflicts)
          : message('answer.sessionAttendanceSaved', { session: sessionName(view) }),
      ),
      sessionID: view.sessionID,
      created: outcome.created,
      updated: outcome.updated,
      creditsGiven: outcome.creditsGiven,
      creditsWithdrawn: outcome.creditsWithdrawn,
      saved: outcome.saved,
      conflicts: outcome.conflicts,
      roster: after.map(toEntry),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// The spec's register and the swimmer's Record Attendance: the same function, read from the same record

/** The swimmers enrolled in a group on a date (a session's roster without its guests), by id and name. */
export async function enrolledOn(db: Db, kind: 'school' | 'preteam', groupId: number, date: string) {
  return findEnrolledSwimmers(db, kind, groupId, date)
}

/** The school's session of a date the user may mark (made when missing), or undefined when it does not meet then. */
export async function schoolSessionOn(trx: Db, schoolId: number, date: string, at: string) {
  const group = await findGroup(trx, 'school', schoolId)
  return group && (await sessionOn(trx, group, date, at))
}

/**
 * The dates a school meets in [from, to] (its days, within its span), oldest first, each with its session's status
 * (a closure of its site's day wins over a cancellation), read without making session rows: a date without a row yet
 * is scheduled (issue 27: Manage Attendance lists them).
 */
export async function schoolSessionDates(
  db: Db,
  schoolId: number,
  from: string,
  to: string,
): Promise<Array<{ date: string; status: SessionStatus; statusReason: string | null }>> {
  const group = await findGroup(db, 'school', schoolId)
  const dates = group ? groupDates(group, from, to) : []
  if (!group || dates.length === 0) return []
  const [rows, closures] = await Promise.all([
    findSessionsOfGroups(db, 'school', [schoolId], from, to),
    findClosedDays(db, [group.site], from, to),
  ])
  const rowOn = new Map(rows.map((row) => [row.session_date, row]))
  const closedOn = new Map(closures.map((closure) => [closure.closure_date, closure.reason]))
  return dates.map((date) => {
    const closure = closedOn.get(date)
    const row = rowOn.get(date)
    if (closure !== undefined) return { date, status: 'closed', statusReason: closure }
    if (row?.status === 'cancelled') return { date, status: 'cancelled', statusReason: row.cancel_reason }
    return { date, status: 'scheduled', statusReason: null }
  })
}

/**
 * /Attendes/Save and /attendees/save (inside their transaction): the marks of the school's session of that date.
 * attend true is present (a swimmer already marked late stays late), false is absent (one already excused stays
 * excused). Everything else is markAttendance's rule set.
 */
export async function recordSchoolDay(
  trx: Db,
  acting: Acting,
  view: SessionView,
  entries: Array<{ swimmerID: number; attend: boolean; notes?: string }>,
  notOnRoster?: MarkFields['notOnRoster'],
): Promise<MarkOutcome> {
  const current = new Map((await findMarks(trx, view.sessionID)).map((mark) => [mark.swimmer_id, mark.status]))
  const marks: MarkEntry[] = entries.map((entry) => {
    const was = current.get(entry.swimmerID)
    const status: AttendanceStatus = entry.attend
      ? was === 'late'
        ? 'late'
        : 'present'
      : was === 'excused'
        ? 'excused'
        : 'absent'
    return { swimmerID: entry.swimmerID, status, notes: entry.notes ? entry.notes : null }
  })
  return markAttendance(trx, acting, {
    view,
    entries: marks,
    fields: {
      entry: (index) => `attendes.${index}.swimmerID`,
      session: 'attendes.0.day',
      notOnRoster,
      notOnRosterError: message('enrolment.field.notInSchool'),
    },
  })
}

/**
 * The swimmer's Record Attendance (inside its transaction): the same mark on each session the swimmer has that date
 * (their groups' that meet then, and make-ups booked into one), through markAttendance. A date with no session of
 * theirs is refused (409), as is a closed or cancelled one: there is nothing to attend.
 */
export async function recordSwimmerDay(
  trx: Db,
  acting: Acting,
  {
    swimmer,
    date,
    status,
  }: { swimmer: { id: number; fullName: string }; date: string; status: 'present' | 'absent' | 'late' },
): Promise<number[]> {
  const [memberships, bookings] = await Promise.all([
    findSwimmerGroupsOn(trx, swimmer.id, date),
    findGuestBookingsOn(trx, swimmer.id, date),
  ])
  const views: SessionView[] = []
  for (const target of [...memberships, ...bookings]) {
    const group = await findGroup(trx, target.kind, target.id)
    const view = group && (await sessionOn(trx, group, date, acting.at))
    if (view && !views.some((seen) => seen.sessionID === view.sessionID)) views.push(view)
  }
  if (views.length === 0) {
    throw conflict(message('attendance.swimmerNoSession', { swimmer: swimmer.fullName, date }), {
      date: message('attendance.field.swimmerNoSession'),
    })
  }
  for (const view of views) {
    await markAttendance(trx, acting, {
      view,
      entries: [{ swimmerID: swimmer.id, status }],
      fields: { entry: () => 'swimmerID', session: 'date' },
    })
  }
  return views.map((view) => view.sessionID)
}
