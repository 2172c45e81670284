import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { upsertAttendance, type AttendanceRecord } from '../schools/school-attendance.repository'

// The spec's school attendance register (table `attendance`, read by GET /schools/{id}/attendance), kept equal to
// the marks of school sessions: present or late is attended, absent or excused is not, no mark is no row.

export const upsertLegacyMarks = (db: Kysely<Database>, records: AttendanceRecord[]): Promise<void> =>
  upsertAttendance(db, records)

export async function deleteLegacyMark(
  db: Kysely<Database>,
  schoolId: number,
  swimmerId: number,
  date: string,
): Promise<void> {
  await db
    .deleteFrom('attendance')
    .where('school_id', '=', schoolId)
    .where('swimmer_id', '=', swimmerId)
    .where('session_date', '=', date)
    .execute()
}
