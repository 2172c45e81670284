import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { dayCodeOf } from '../../lib/dates'
import { isStoredId } from '../../db/stored-id'

// The spec's school attendance register, READ from the one attendance record (issue 25, migration 0021): the marks
// of the school's dated sessions (session_attendance). A mark with a status is a register entry; attended is present
// or late. Nothing here writes: every mark is written by sessions/attendance.service markAttendance.

/** The session a day code refers to: the latest date up to today that falls on that weekday. */
export function latestSessionDate(dayCode: number, today: string): string {
  const date = new Date(`${today}T00:00:00Z`)
  for (let back = 0; back < 7; back++) {
    const text = date.toISOString().slice(0, 10)
    if (dayCodeOf(text) === dayCode) return text
    date.setUTCDate(date.getUTCDate() - 1)
  }
  throw new Error(`not a day code: ${dayCode}`)
}

/** The register's entries of one school, optionally of one date: marks with a status of its sessions. */
function registerOf(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('session_attendance')
    .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
    .innerJoin('schools', 'schools.id', 'class_sessions.group_id')
    .where('class_sessions.kind', '=', 'school')
    .where('class_sessions.group_id', '=', schoolId)
    .where('session_attendance.status', 'is not', null)
}

const attendedOf = (status: string | null): 0 | 1 => (status === 'present' || status === 'late' ? 1 : 0)

/** A session's register entries (who attended), for the answer's changes and the audit. */
export async function findSessionAttendance(db: Kysely<Database>, schoolId: number, sessionDate: string) {
  const rows = await registerOf(db, schoolId)
    .select([
      'session_attendance.swimmer_id',
      'session_attendance.status',
      'session_attendance.notes',
      'session_attendance.marked_at',
    ])
    .where('class_sessions.session_date', '=', sessionDate)
    .orderBy('session_attendance.swimmer_id')
    .execute()
  return rows.map((row) => ({
    swimmer_id: row.swimmer_id,
    status: row.status,
    attended: attendedOf(row.status),
    notes: row.notes,
    recorded_at: row.marked_at,
  }))
}

/**
 * What is recorded for one session of a school: each swimmer of the given sites, by name, with who recorded it.
 * Empty when the session has not been recorded.
 */
export async function findSessionRegister(
  db: Kysely<Database>,
  schoolId: number,
  sessionDate: string,
  swimmerSites: number[],
) {
  const rows = await registerOf(db, schoolId)
    .innerJoin('swimmers', 'swimmers.id', 'session_attendance.swimmer_id')
    .select([
      'session_attendance.swimmer_id',
      'swimmers.full_name',
      'session_attendance.status',
      'session_attendance.notes',
      'schools.start_time as time_attend',
    ])
    .where('class_sessions.session_date', '=', sessionDate)
    .where('swimmers.site', 'in', swimmerSites.length > 0 ? swimmerSites : [-1])
    .orderBy('swimmers.full_name')
    .orderBy('session_attendance.swimmer_id')
    .execute()
  return rows.map((row) => ({ ...row, attended: attendedOf(row.status) }))
}

/** The names of the given swimmers of the given sites (deleted ones too), by id. */
export async function findSwimmerNames(
  db: Kysely<Database>,
  swimmerIds: number[],
  swimmerSites: number[],
): Promise<Map<number, string>> {
  const ids = swimmerIds.filter(isStoredId)
  if (ids.length === 0 || swimmerSites.length === 0) return new Map()
  const rows = await db
    .selectFrom('swimmers')
    .select(['id', 'full_name'])
    .where('id', 'in', ids)
    .where('site', 'in', swimmerSites)
    .execute()
  return new Map(rows.map((row) => [row.id, row.full_name]))
}

/** Who last recorded a session, and when: the newest markedAt of its marks. */
export async function findLatestRecording(db: Kysely<Database>, schoolId: number, sessionDate: string) {
  return registerOf(db, schoolId)
    .leftJoin('users', 'users.id', 'session_attendance.marked_by')
    .select(['session_attendance.marked_at as recorded_at', 'users.full_name as recorded_by_name'])
    .where('class_sessions.session_date', '=', sessionDate)
    .orderBy('session_attendance.marked_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Present and absent counts of the school's latest recorded sessions, newest first. */
export async function findRecentRegisters(db: Kysely<Database>, schoolId: number, sessions = 10) {
  const rows = await registerOf(db, schoolId)
    .select((eb) => [
      'class_sessions.session_date',
      eb.fn
        .sum<number>(eb.case().when('session_attendance.status', 'in', ['present', 'late']).then(1).else(0).end())
        .as('present'),
      eb.fn.countAll<number>().as('total'),
    ])
    .groupBy('class_sessions.session_date')
    .orderBy('class_sessions.session_date', 'desc')
    .limit(sessions)
    .execute()
  return rows.map((row) => ({
    sessionDate: row.session_date,
    present: Number(row.present ?? 0),
    total: Number(row.total),
  }))
}

/** The date of the school's latest recorded session, if any. */
export async function findLatestRegisterDate(db: Kysely<Database>, schoolId: number): Promise<string | undefined> {
  const row = await registerOf(db, schoolId)
    .select('class_sessions.session_date')
    .orderBy('class_sessions.session_date', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.session_date
}

/** The dates in [from, to] on which the school's attendance is recorded (issue 27: Manage Attendance lists them). */
export async function findRecordedDates(
  db: Kysely<Database>,
  schoolId: number,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await registerOf(db, schoolId)
    .select('class_sessions.session_date')
    .where('class_sessions.session_date', '>=', from)
    .where('class_sessions.session_date', '<=', to)
    .groupBy('class_sessions.session_date')
    .execute()
  return new Set(rows.map((row) => row.session_date))
}
