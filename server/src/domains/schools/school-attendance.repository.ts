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
