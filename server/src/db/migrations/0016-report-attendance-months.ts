import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// The owner's view (issue 15) at a million swimmers: attendance per level read from monthly counters instead of
// every mark of the range (some 10,000,000 marks at 1M swimmers; 3 s for one site and 12 months).
//
// report_attendance_months holds, per group (kind, group_id) and month of the session date, how many marks are
// recorded (a status set) and how many of them are attended (present or late): the figures of session_attendance,
// the attendance staff record now (issue 14: the session pages, /Attendes/Save and the swimmer's Record Attendance
// all write session marks). The level is read from the group at report time, so editing a school's level moves its
// counts with it.
//
// Kept exact by triggers on session_attendance, in the same statement (so the same transaction) as every insert,
// update and delete of a mark, whatever writes it (the services, the seeds, a script): the old row's figures are
// taken away and the new row's added. Concurrent saves on PostgreSQL add their deltas under the counter row's lock,
// so none is lost. The counters of existing marks are filled here. Frozen: later changes go in new migrations.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

/** A mark's figures, +1/-1 as sign says: recorded when it has a status, attended when present or late. */
const figures = (row: 'new' | 'old', sign: 1 | -1) => {
  const one = sql.lit(sign)
  return sql`case when ${sql.raw(row)}.status is null then 0 else ${one} end,
    case when ${sql.raw(row)}.status in ('present', 'late') then ${one} else 0 end`
}

/** Adds a mark's figures (row: new) or takes them away (row: old) from its group and month. */
const count = (row: 'new' | 'old', sign: 1 | -1) => sql`
  insert into report_attendance_months (kind, group_id, month, recorded, attended)
  select cs.kind, cs.group_id, substr(cs.session_date, 1, 7), ${figures(row, sign)}
  from class_sessions cs where cs.id = ${sql.raw(row)}.session_id
  on conflict (kind, group_id, month) do update set
    recorded = report_attendance_months.recorded + excluded.recorded,
    attended = report_attendance_months.attended + excluded.attended`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_attendance_months')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('group_id', 'integer', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('recorded', 'integer', (col) => col.notNull())
    .addColumn('attended', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_attendance_months_pk', ['kind', 'group_id', 'month'])
    .execute()

  await sql`
    insert into report_attendance_months (kind, group_id, month, recorded, attended)
    select cs.kind, cs.group_id, substr(cs.session_date, 1, 7),
      sum(case when sa.status is null then 0 else 1 end),
      sum(case when sa.status in ('present', 'late') then 1 else 0 end)
    from session_attendance sa join class_sessions cs on cs.id = sa.session_id
    group by cs.kind, cs.group_id, substr(cs.session_date, 1, 7)`.execute(db)

  if (isPostgres(db)) {
    await sql`
      create function report_attendance_count() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          ${count('old', -1)};
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          ${count('new', 1)};
        end if;
        return null;
      end $$`.execute(db)
    await sql`
      create trigger report_attendance_count after insert or update or delete on session_attendance
      for each row execute function report_attendance_count()`.execute(db)
    return
  }
  await sql`
    create trigger report_attendance_insert after insert on session_attendance
    begin ${count('new', 1)}; end`.execute(db)
  await sql`
    create trigger report_attendance_update after update on session_attendance
    begin ${count('old', -1)}; ${count('new', 1)}; end`.execute(db)
  await sql`
    create trigger report_attendance_delete after delete on session_attendance
    begin ${count('old', -1)}; end`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists report_attendance_count on session_attendance`.execute(db)
    await sql`drop function if exists report_attendance_count()`.execute(db)
  } else {
    for (const name of ['report_attendance_insert', 'report_attendance_update', 'report_attendance_delete']) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db)
    }
  }
  await db.schema.dropTable('report_attendance_months').ifExists().execute()
}
