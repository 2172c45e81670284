import type { Kysely } from 'kysely'
import type { AttendanceStatus, RosterEntry, SessionDetails } from '@contract/sessions'
import type { Database } from '../../db/database'
import { maySeeSite, type Actor, type AuthContext } from '../../lib/actor'
import { addDays, dayCodeOf, todayOf } from '../../lib/dates'
import { badRequest, conflict } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findSiteSettings } from '../lookups/settings.repository'
import { deleteLegacyMark, upsertLegacyMarks } from './legacy-attendance.repository'
import { findMarks, findSwimmers, upsertMarks, type NewMark } from './attendance.repository'
import { findEnrolledSwimmers, findGroup, findSwimmerGroupsOn } from './groups.repository'
import {
  deleteCredit,
  findCreditsFrom,
  findGuests,
  findGuestBookingsOn,
  insertCredit,
  updateCredit,
} from './makeups.repository'
import {
  ATTENDANCE_DAYS_AHEAD,
  ATTEND_ACTIONS,
  groupLabel,
  requireReadSession,
  requireSessionAction,
  sessionOn,
  startOf,
  toTimetableSession,
  visibleSession,
  type SessionView,
} from './sessions.service'

// Attendance by session: a session's roster (the swimmers enrolled in its group on its date, and make-up guests
// booked into it), each marked present, absent, late or excused (or not yet), with notes, who marked it and when.
// An absence marked excused before the session starts gives a make-up credit; changing that mark before the start
// withdraws the credit while it is unused. The spec's /Attendes/Save and the swimmer's Record Attendance write the
// same marks (recordSchoolDay, recordSwimmerDay).

type Db = Kysely<Database>

const sessionName = (view: SessionView) => `${groupLabel(view.group)} on ${view.date}`

/** Why attendance cannot be taken at a session now, or null when it can. */
export function attendanceRefusal(view: SessionView, today: string): string | null {
  if (view.status === 'closed') return `${sessionName(view)} is closed: ${view.statusReason ?? 'the site is closed'}`
  if (view.status === 'cancelled') {
    return `${sessionName(view)} is cancelled${view.statusReason ? `: ${view.statusReason}` : ''}`
  }
  const latest = addDays(today, ATTENDANCE_DAYS_AHEAD)
  if (view.date > latest) return `Attendance can be recorded at most a week ahead: ${view.date} is after ${latest}`
  return null
}

interface RosterRow extends RosterEntry {
  site: number
}

/** The roster of a session: enrolled swimmers and booked guests the user may see, with their marks, by name. */
async function rosterOf(db: Db, auth: AuthContext | null, view: SessionView): Promise<RosterRow[]> {
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
    })
  }
  for (const swimmer of enrolled) add(swimmer.id, swimmer.full_name, swimmer.site, null)
  for (const guest of guests) add(guest.swimmer_id, guest.full_name, guest.site, guest.id)
  return [...rows.values()]
    .filter((row) => auth === null || maySeeSite(auth, row.site))
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.swimmerID - b.swimmerID)
}

const toEntry = ({ site: _site, ...entry }: RosterRow): RosterEntry => entry

/** A session the user may see, with its roster. */
export async function sessionDetails(db: Db, auth: AuthContext, sessionId: number, at: string) {
  const view = await visibleSession(db, auth, sessionId)
  requireReadSession(auth, view.kind)
  const roster = await rosterOf(db, auth, view)
  const refusal = attendanceRefusal(view, todayOf(at))
  const details: SessionDetails = {
    ...toTimetableSession(view),
    roster: roster.map(toEntry),
    canTakeAttendance: refusal === null,
    attendanceRefusal: refusal,
    upcoming: at < startOf(view.date, view.startTime),
  }
  return details
}

// ---------------------------------------------------------------------------------------------
// Marking

interface Mark {
  swimmerID: number
  status: AttendanceStatus | null
  notes: string | null
}

interface MarkOutcome {
  created: number
  updated: number
  creditsGiven: Array<{ creditID: number; swimmerID: number; expiresOn: string }>
  creditsWithdrawn: Array<{ creditID: number; swimmerID: number }>
  before: Array<{ swimmerID: number; status: string | null; notes: string | null }>
  after: Array<{ swimmerID: number; status: string | null; notes: string | null }>
}

/**
 * Stores marks of a session's roster swimmers (the caller checked they are on it) and applies the make-up rules:
 * before the start, excused gives a credit and a changed excused withdraws an unused one; a guest marked present or
 * late has used their credit. School sessions also keep the spec's attendance register (present or late = attended).
 */
async function applyMarks(
  trx: Db,
  actor: Actor,
  view: SessionView,
  roster: Map<number, RosterRow>,
  marks: Mark[],
  syncRegister = true,
): Promise<MarkOutcome> {
  const existing = new Map((await findMarks(trx, view.sessionID)).map((mark) => [mark.swimmer_id, mark]))
  const upcoming = actor.at < startOf(view.date, view.startTime)
  const outcome: MarkOutcome = { created: 0, updated: 0, creditsGiven: [], creditsWithdrawn: [], before: [], after: [] }
  const rows: NewMark[] = marks.map((mark) => ({
    session_id: view.sessionID,
    swimmer_id: mark.swimmerID,
    status: mark.status,
    notes: mark.notes,
    marked_at: actor.at,
    marked_by: actor.userId,
  }))
  await upsertMarks(trx, rows)

  const credits = new Map((await findCreditsFrom(trx, view.sessionID)).map((credit) => [credit.swimmer_id, credit]))
  let expiryWeeks: number | undefined
  for (const mark of marks) {
    const old = existing.get(mark.swimmerID)
    if (old) outcome.updated++
    else outcome.created++
    outcome.before.push({ swimmerID: mark.swimmerID, status: old?.status ?? null, notes: old?.notes ?? null })
    outcome.after.push({ swimmerID: mark.swimmerID, status: mark.status, notes: mark.notes })
    const entry = roster.get(mark.swimmerID)!
    if (entry.makeup && entry.creditID !== null) {
      const used = mark.status === 'present' || mark.status === 'late'
      await updateCredit(trx, entry.creditID, { status: used ? 'used' : 'booked' })
      continue
    }
    if (!upcoming) continue
    const credit = credits.get(mark.swimmerID)
    if (mark.status === 'excused' && !credit) {
      expiryWeeks ??= (await findSiteSettings(trx, view.siteID)).makeupExpiryWeeks
      const expiresOn = addDays(view.date, expiryWeeks * 7)
      const creditID = await insertCredit(trx, {
        swimmer_id: mark.swimmerID,
        site_id: view.siteID,
        from_session_id: view.sessionID,
        expires_on: expiresOn,
        created_at: actor.at,
        created_by: actor.userId,
      })
      outcome.creditsGiven.push({ creditID, swimmerID: mark.swimmerID, expiresOn })
    } else if (mark.status !== 'excused' && credit) {
      if (credit.status !== 'open') {
        throw conflict(
          `${entry.fullName}'s make-up credit from ${sessionName(view)} is ${credit.status}: cancel the booked ` +
            'make-up before changing the excused absence',
          { [`swimmer.${mark.swimmerID}`]: 'The make-up credit is booked' },
        )
      }
      await deleteCredit(trx, credit.id)
      outcome.creditsWithdrawn.push({ creditID: credit.id, swimmerID: mark.swimmerID })
    }
  }

  if (view.kind === 'school' && syncRegister) {
    const legacy = marks.filter((mark) => !roster.get(mark.swimmerID)!.makeup)
    await upsertLegacyMarks(
      trx,
      legacy
        .filter((mark) => mark.status !== null)
        .map((mark) => ({
          school_id: view.groupID,
          swimmer_id: mark.swimmerID,
          session_date: view.date,
          day: dayCodeOf(view.date),
          time_attend: view.startTime,
          attended: mark.status === 'present' || mark.status === 'late' ? 1 : 0,
          notes: mark.notes,
          recorded_at: actor.at,
          recorded_by: actor.userId,
        })),
    )
    for (const mark of legacy.filter((item) => item.status === null)) {
      await deleteLegacyMark(trx, view.groupID, mark.swimmerID, view.date)
    }
  }
  return outcome
}

/** POST /sessions/{id}/attendance: marks of roster swimmers; saving again updates them (the audit keeps both). */
export async function saveSessionAttendance(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  sessionId: number,
  entries: Array<{ swimmerID: number; status: AttendanceStatus | null; notes?: string }>,
) {
  return db.transaction().execute(async (trx) => {
    const view = await visibleSession(trx, auth, sessionId)
    requireSessionAction(auth, view.kind, ATTEND_ACTIONS[view.kind])
    const refusal = attendanceRefusal(view, todayOf(actor.at))
    if (refusal) {
      if (view.status === 'scheduled') throw badRequest(refusal, { sessionID: refusal })
      throw conflict(refusal, { sessionID: `The session is ${view.status}` })
    }
    const roster = new Map((await rosterOf(trx, auth, view)).map((row) => [row.swimmerID, row]))
    const strangerAt = entries.findIndex((entry) => !roster.has(entry.swimmerID))
    if (strangerAt >= 0) {
      const names = await findSwimmers(trx, [entries[strangerAt].swimmerID])
      const stranger = names.get(entries[strangerAt].swimmerID)
      const who =
        stranger && maySeeSite(auth, stranger.site) ? stranger.full_name : `Swimmer ${entries[strangerAt].swimmerID}`
      throw badRequest(`${who} is not on the roster of ${sessionName(view)}`, {
        [`entries.${strangerAt}.swimmerID`]: 'Not on this roster',
      })
    }
    const outcome = await applyMarks(
      trx,
      actor,
      view,
      roster,
      entries.map((entry) => ({ swimmerID: entry.swimmerID, status: entry.status, notes: entry.notes || null })),
    )
    await writeAudit(trx, {
      userId: actor.userId,
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
      },
      at: actor.at,
    })
    const after = await rosterOf(trx, auth, view)
    return {
      message: `Attendance of ${sessionName(view)} saved`,
      sessionID: view.sessionID,
      created: outcome.created,
      updated: outcome.updated,
      creditsGiven: outcome.creditsGiven,
      creditsWithdrawn: outcome.creditsWithdrawn,
      roster: after.map(toEntry),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// The spec's saves write the same marks

/**
 * /Attendes/Save and /attendees/save (inside their transaction, after the register rows): the same marks on the
 * school's dated session of that date. attend true is present (a swimmer already marked late stays late), false is
 * absent (one already excused stays excused). A closed or cancelled session refuses the save.
 */
export async function recordSchoolDay(
  trx: Db,
  actor: Actor,
  schoolId: number,
  date: string,
  entries: Array<{ swimmerID: number; attend: boolean; notes?: string }>,
): Promise<number> {
  const group = await findGroup(trx, 'school', schoolId)
  const view = group && (await sessionOn(trx, group, date, actor.at))
  if (!view) return 0
  if (view.status !== 'scheduled') {
    const refusal = attendanceRefusal(view, todayOf(actor.at))!
    throw conflict(refusal, { 'attendes.0.day': `The session is ${view.status}` })
  }
  const roster = new Map((await rosterOf(trx, null, view)).map((row) => [row.swimmerID, row]))
  const marks: Mark[] = entries
    .filter((entry) => roster.has(entry.swimmerID))
    .map((entry) => {
      const current = roster.get(entry.swimmerID)!.status
      const status: AttendanceStatus = entry.attend
        ? current === 'late'
          ? 'late'
          : 'present'
        : current === 'excused'
          ? 'excused'
          : 'absent'
      return { swimmerID: entry.swimmerID, status, notes: entry.notes ? entry.notes : null }
    })
  await applySpecMarks(trx, actor, view, roster, marks, false)
  return view.sessionID
}

/** The spec's register rows are written by the caller already: only the session's marks and credits here. */
async function applySpecMarks(
  trx: Db,
  actor: Actor,
  view: SessionView,
  roster: Map<number, RosterRow>,
  marks: Mark[],
  syncRegister = true,
) {
  const outcome = await applyMarks(trx, actor, view, roster, marks, syncRegister)
  await writeAudit(trx, {
    userId: actor.userId,
    site: view.siteID,
    entity: 'session',
    entityId: view.sessionID,
    action: 'SaveAttendance',
    before: { date: view.date, attendance: outcome.before },
    after: { date: view.date, attendance: outcome.after, creditsWithdrawn: outcome.creditsWithdrawn },
    at: actor.at,
  })
}

/**
 * The swimmer's Record Attendance (inside its transaction): the same mark on each scheduled session the swimmer has
 * that date (their groups' and make-ups booked into one). Closed or cancelled sessions are left alone.
 */
export async function recordSwimmerDay(
  trx: Db,
  actor: Actor,
  swimmerId: number,
  date: string,
  status: 'present' | 'absent' | 'late',
): Promise<number[]> {
  const [memberships, bookings] = await Promise.all([
    findSwimmerGroupsOn(trx, swimmerId, date),
    findGuestBookingsOn(trx, swimmerId, date),
  ])
  const targets = [...memberships, ...bookings]
  const recorded: number[] = []
  for (const target of targets) {
    const group = await findGroup(trx, target.kind, target.id)
    const view = group && (await sessionOn(trx, group, date, actor.at))
    if (!view || view.status !== 'scheduled' || recorded.includes(view.sessionID)) continue
    const roster = new Map((await rosterOf(trx, null, view)).map((row) => [row.swimmerID, row]))
    const entry = roster.get(swimmerId)
    if (!entry) continue
    await applySpecMarks(trx, actor, view, roster, [{ swimmerID: swimmerId, status, notes: entry.notes }])
    recorded.push(view.sessionID)
  }
  return recorded
}
