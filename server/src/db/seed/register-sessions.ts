import { sql, type Kysely } from 'kysely'
import type { Database } from '../database'
import { recountEnrolled } from '../../domains/sessions/sessions.repository'

// The spec's attendance register (`attendance`, one row per swimmer, school and date) as issue 14's dated sessions
// and marks, for data loaded in bulk (the demo academy, the scale seed), which bypasses the services that keep the two
// in step. The marks: present (late for 'Arrived late') when attended, excused for 'Excused: sick', else absent.
// Rows already there are kept. Loaded after their enrolments, the sessions are then counted (migration 0020).

export async function sessionsFromRegister(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into class_sessions (kind, group_id, site_id, session_date, status, created_at)
    select 'school', a.school_id, s.site, a.session_date, 'scheduled', min(a.recorded_at)
    from attendance a join schools s on s.id = a.school_id
    where 1 = 1
    group by a.school_id, s.site, a.session_date
    on conflict (kind, group_id, session_date) do nothing`.execute(db)
  await sql`
    insert into session_attendance (session_id, swimmer_id, status, notes, marked_at, marked_by)
    select cs.id, a.swimmer_id,
      case when a.attended = 1 then (case when a.notes = 'Arrived late' then 'late' else 'present' end)
           when a.notes = 'Excused: sick' then 'excused' else 'absent' end,
      a.notes, a.recorded_at, a.recorded_by
    from attendance a
    join class_sessions cs on cs.kind = 'school' and cs.group_id = a.school_id and cs.session_date = a.session_date
    where not exists (
      select 1 from session_attendance m where m.session_id = cs.id and m.swimmer_id = a.swimmer_id)`.execute(db)
  await recountEnrolled(db)
}
