import type { Kysely, Selectable } from 'kysely'
import { compiledOnce } from '../../db/compiled-queries'
import type { Database, SessionAttendanceTable } from '../../db/database'

// Marks at dated sessions (migration 0011): one row per session and swimmer, so saving again updates it.

export type MarkRecord = Selectable<SessionAttendanceTable>

const marksOf = compiledOnce((db: Kysely<Database>, params: { sessionId: number }) =>
  db
    .selectFrom('session_attendance')
    .leftJoin('users', 'users.id', 'session_attendance.marked_by')
    .select([
      'session_attendance.swimmer_id',
      'session_attendance.status',
      'session_attendance.notes',
      'session_attendance.marked_at',
      'users.full_name as marked_by_name',
    ])
    .where('session_attendance.session_id', '=', params.sessionId),
)

/** A session's marks with who marked them (unique index session_attendance_swimmer; compiled once). */
export function findMarks(db: Kysely<Database>, sessionId: number) {
  return marksOf(db, { sessionId })
}

export interface NewMark {
  session_id: number
  swimmer_id: number
  status: MarkRecord['status']
  notes: string | null
  marked_at: string
  marked_by: number
}

export async function upsertMarks(db: Kysely<Database>, marks: NewMark[]): Promise<void> {
  if (marks.length === 0) return
  await db
    .insertInto('session_attendance')
    .values(marks)
    .onConflict((oc) =>
      oc.columns(['session_id', 'swimmer_id']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        notes: eb.ref('excluded.notes'),
        marked_at: eb.ref('excluded.marked_at'),
        marked_by: eb.ref('excluded.marked_by'),
      })),
    )
    .execute()
}

/** A swimmer's names by id (deleted ones too). */
export async function findSwimmers(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map<number, { full_name: string; site: number }>()
  const rows = await db.selectFrom('swimmers').select(['id', 'full_name', 'site']).where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row]))
}
