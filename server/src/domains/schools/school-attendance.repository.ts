import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { dayCodeOf } from '../../lib/dates'
import { isStoredId } from './schools.repository'

// Attendance at a school's sessions: one row per swimmer and session date (unique in the table), so saving a
// session again updates its rows instead of adding new ones.

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

/** Of the given swimmers, those on the school's register for the session: an enrolment running on or after it. */
export async function findRegisteredSwimmers(
  db: Kysely<Database>,
  schoolId: number,
  swimmerIds: number[],
  sessionDate: string,
): Promise<Set<number>> {
  const ids = swimmerIds.filter(isStoredId)
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('school_enrolments')
    .innerJoin('swimmers', 'swimmers.id', 'school_enrolments.swimmer_id')
    .select('school_enrolments.swimmer_id')
    .distinct()
    .where('school_enrolments.school_id', '=', schoolId)
    .where('school_enrolments.swimmer_id', 'in', ids)
    .where('school_enrolments.end_date', '>=', sessionDate)
    .where('swimmers.deleted_at', 'is', null)
    .execute()
  return new Set(rows.map((row) => row.swimmer_id))
}

export function findSessionAttendance(db: Kysely<Database>, schoolId: number, sessionDate: string) {
  return db
    .selectFrom('attendance')
    .select(['swimmer_id', 'attended', 'notes', 'time_attend', 'recorded_at', 'recorded_by'])
    .where('school_id', '=', schoolId)
    .where('session_date', '=', sessionDate)
    .orderBy('swimmer_id')
    .execute()
}

export interface AttendanceRecord {
  school_id: number
  swimmer_id: number
  session_date: string
  day: number
  time_attend: string
  attended: 0 | 1
  notes: string | null
  recorded_at: string
  recorded_by: number
}

/** Inserts or, for a swimmer already recorded at that session, overwrites: a single statement per save. */
export async function upsertAttendance(db: Kysely<Database>, records: AttendanceRecord[]): Promise<void> {
  if (records.length === 0) return
  await db
    .insertInto('attendance')
    .values(records)
    .onConflict((oc) =>
      oc.columns(['school_id', 'swimmer_id', 'session_date']).doUpdateSet((eb) => ({
        day: eb.ref('excluded.day'),
        time_attend: eb.ref('excluded.time_attend'),
        attended: eb.ref('excluded.attended'),
        notes: eb.ref('excluded.notes'),
        recorded_at: eb.ref('excluded.recorded_at'),
        recorded_by: eb.ref('excluded.recorded_by'),
      })),
    )
    .execute()
}

/**
 * What is recorded for one session of a school: each swimmer of the given sites, by name, with who recorded it.
 * Empty when the session has not been recorded.
 */
export function findSessionRegister(
  db: Kysely<Database>,
  schoolId: number,
  sessionDate: string,
  swimmerSites: number[],
) {
  return db
    .selectFrom('attendance')
    .innerJoin('swimmers', 'swimmers.id', 'attendance.swimmer_id')
    .leftJoin('users', 'users.id', 'attendance.recorded_by')
    .select([
      'attendance.swimmer_id',
      'swimmers.full_name',
      'attendance.attended',
      'attendance.notes',
      'attendance.time_attend',
      'attendance.recorded_at',
      'users.full_name as recorded_by_name',
    ])
    .where('attendance.school_id', '=', schoolId)
    .where('attendance.session_date', '=', sessionDate)
    .where('swimmers.site', 'in', swimmerSites.length > 0 ? swimmerSites : [-1])
    .orderBy('swimmers.full_name')
    .orderBy('attendance.swimmer_id')
    .execute()
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

/** Who last recorded a session, and when: the newest recorded_at of its rows. */
export async function findLatestRecording(db: Kysely<Database>, schoolId: number, sessionDate: string) {
  return db
    .selectFrom('attendance')
    .leftJoin('users', 'users.id', 'attendance.recorded_by')
    .select(['attendance.recorded_at', 'users.full_name as recorded_by_name'])
    .where('attendance.school_id', '=', schoolId)
    .where('attendance.session_date', '=', sessionDate)
    .orderBy('attendance.recorded_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}
