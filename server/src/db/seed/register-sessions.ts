import { sql, type Kysely } from 'kysely'
import type { Database } from '../database'
import { recountEnrolled } from '../../domains/sessions/sessions.repository'

// Bulk loads (the demo academy, the scale seed) write a fortnight of the spec's school register as rows of one
// swimmer, school and date into a staging table, `register_load`, made here; sessionsFromRegister turns them into the
// one attendance record (issue 25): dated sessions and their marks (session_attendance), then drops the staging
// table. The marks: present (late for 'Arrived late') when attended, excused for 'Excused: sick', else absent. Rows
// already there are kept. Loaded after their enrolments, the sessions are then counted (migration 0020).

/** The staging table of the register's rows (not a migrated table: it lives only during a bulk load). */
export async function createRegisterLoad(db: Kysely<Database>): Promise<void> {
  await db.schema
    .createTable('register_load')
    .ifNotExists()
    .addColumn('id', 'integer')
    .addColumn('school_id', 'integer', (col) => col.notNull())
    .addColumn('swimmer_id', 'integer', (col) => col.notNull())
    .addColumn('session_date', 'text', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('time_attend', 'text', (col) => col.notNull())
    .addColumn('attended', 'integer', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.notNull())
    .execute()
}

export async function sessionsFromRegister(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into class_sessions (kind, group_id, site_id, session_date, status, created_at)
    select 'school', a.school_id, s.site, a.session_date, 'scheduled', min(a.recorded_at)
    from register_load a join schools s on s.id = a.school_id
    where 1 = 1
    group by a.school_id, s.site, a.session_date
    on conflict (kind, group_id, session_date) do nothing`.execute(db)
  await sql`
    insert into session_attendance (session_id, swimmer_id, status, notes, marked_at, marked_by)
    select cs.id, a.swimmer_id,
      case when a.attended = 1 then (case when a.notes = 'Arrived late' then 'late' else 'present' end)
           when a.notes = 'Excused: sick' then 'excused' else 'absent' end,
      a.notes, a.recorded_at, a.recorded_by
    from register_load a
    join class_sessions cs on cs.kind = 'school' and cs.group_id = a.school_id and cs.session_date = a.session_date
    where not exists (
      select 1 from session_attendance m where m.session_id = cs.id and m.swimmer_id = a.swimmer_id)`.execute(db)
  await db.schema.dropTable('register_load').execute()
  await recountEnrolled(db)
}
