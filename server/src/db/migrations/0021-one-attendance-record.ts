import { sql } from 'kysely'
import type { Kysely } from 'kysely'

// One attendance record (issue 25): a mark lives only in session_attendance, one row per dated session and swimmer.
// The spec's school register (`attendance`, one row per school, swimmer and date) and the swimmer's own Record
// Attendance (`swimmer_attendance`, one row per swimmer and date) were copies kept equal by code, so one URL could
// skip a rule the others held. Their rows move here and the two tables are dropped.
//
// - A register row becomes the mark of the school's session of its date (the session is made when missing: the
//   register says the school met). Attended is present ('Arrived late' is late), else absent ('Excused: sick' is
//   excused). A mark already there wins: the services wrote both since issue 14.
// - A swimmer's own row becomes the mark of each session the swimmer had that date: the groups they were enrolled in
//   that meet on its weekday (the session is made when missing), where no mark is there yet.
// - A swimmer's own row with no session at all that date (no group of theirs met: the swimmer's screen accepted any
//   date) was attendance at nothing. It is not kept as a mark; an audit entry (entity swimmer, action
//   'AttendanceWithoutSession', the row in before_json) keeps the trace, so nothing recorded disappears silently.
//
// Sessions made here are counted (migration 0020's enrolled column) as sessions made later are. The report counters
// (migration 0016) follow the new marks through their triggers. Frozen: later changes go in new migrations.

const KINDS = [
  { kind: 'school', groups: 'schools', enrolments: 'school_enrolments', key: 'school_id', days: 2 },
  { kind: 'preteam', groups: 'preteams', enrolments: 'preteam_enrolments', key: 'preteam_id', days: 3 },
] as const

/** The spec's day code of a date (215 Friday … 221 Thursday), as lib/dates dayCodeOf. */
const dayCodeOf = (date: string) => 215 + ((new Date(`${date}T00:00:00Z`).getUTCDay() + 2) % 7)

interface SwimmerRow {
  id: number
  swimmer_id: number
  attendance_date: string
  status: string
  site: number
  recorded_at: string
  recorded_by: number
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const before = await db
    .selectFrom('class_sessions')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  const lastSessionId = Number(before?.id ?? 0)

  // The register's rows.
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

  // The swimmer's own rows, in pages (a few per swimmer at most: the dialog records one date at a time).
  let after = 0
  for (;;) {
    const rows = (await db
      .selectFrom('swimmer_attendance')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute()) as SwimmerRow[]
    if (rows.length === 0) break
    after = rows[rows.length - 1].id
    for (const row of rows) await carrySwimmerRow(db, row)
  }

  // Sessions made here are counted as sessions made later are (migration 0020).
  for (const of of KINDS) {
    await sql
      .raw(
        `update class_sessions set enrolled = (select count(distinct e.swimmer_id) from ${of.enrolments} e
          where e.${of.key} = class_sessions.group_id and e.start_date <= class_sessions.session_date
            and e.end_date >= class_sessions.session_date)
        where kind = '${of.kind}' and id > ${lastSessionId}`,
      )
      .execute(db)
  }

  await db.schema.dropTable('swimmer_attendance').execute()
  await db.schema.dropTable('attendance').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen and typed loosely
async function carrySwimmerRow(db: Kysely<any>, row: SwimmerRow): Promise<void> {
  const date = row.attendance_date
  const code = dayCodeOf(date)
  let carried = 0
  for (const of of KINDS) {
    const dayColumns = ['first_day', 'second_day', 'third_day'].slice(0, of.days)
    const groups = (await db
      .selectFrom(`${of.enrolments} as e`)
      .innerJoin(`${of.groups} as g`, 'g.id', `e.${of.key}`)
      .select(['g.id', 'g.site'])
      .distinct()
      .where('e.swimmer_id', '=', row.swimmer_id)
      .where('e.start_date', '<=', date)
      .where('e.end_date', '>=', date)
      .where((eb) => eb.or(dayColumns.map((column) => eb(`g.${column}`, '=', code))))
      .execute()) as Array<{ id: number; site: number }>
    for (const group of groups) {
      await db
        .insertInto('class_sessions')
        .values({
          kind: of.kind,
          group_id: group.id,
          site_id: group.site,
          session_date: date,
          status: 'scheduled',
          created_at: row.recorded_at,
        })
        .onConflict((oc) => oc.columns(['kind', 'group_id', 'session_date']).doNothing())
        .execute()
      const session = await db
        .selectFrom('class_sessions')
        .select('id')
        .where('kind', '=', of.kind)
        .where('group_id', '=', group.id)
        .where('session_date', '=', date)
        .executeTakeFirstOrThrow()
      await db
        .insertInto('session_attendance')
        .values({
          session_id: session.id,
          swimmer_id: row.swimmer_id,
          status: row.status,
          notes: null,
          marked_at: row.recorded_at,
          marked_by: row.recorded_by,
        })
        .onConflict((oc) => oc.columns(['session_id', 'swimmer_id']).doNothing())
        .execute()
      carried++
    }
  }
  if (carried > 0) return
  await db
    .insertInto('audit_log')
    .values({
      at: row.recorded_at,
      user_id: row.recorded_by,
      site: row.site,
      entity: 'swimmer',
      entity_id: String(row.swimmer_id),
      action: 'AttendanceWithoutSession',
      before_json: JSON.stringify({ date, status: row.status, recordedAt: row.recorded_at }),
      after_json: null,
    })
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  // The copies come back empty: the marks stay in session_attendance, the one record.
  await db.schema
    .createTable('attendance')
    .addColumn('id', 'integer', (col) => col.primaryKey())
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
  await db.schema
    .createTable('swimmer_attendance')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('swimmer_id', 'integer', (col) => col.notNull())
    .addColumn('attendance_date', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('site', 'integer', (col) => col.notNull())
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.notNull())
    .execute()
}
