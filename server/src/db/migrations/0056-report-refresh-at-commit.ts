import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// The report counters of migration 0019 were recomputed for a swimmer at every changed period row: a renewal inserts
// a subscription and moves its enrolment's end, so each renewal recomputed the swimmer twice, and a renewal run posts
// a site's renewals by the thousand (about 2.4 s of a 13.5 s posting at a million swimmers on PostgreSQL).
//
// PostgreSQL now notes the swimmer in report_dirty_swimmers (one row per swimmer, `on conflict do nothing`) and a
// deferred constraint trigger on that table recomputes each noted swimmer once, at commit, then takes the row out.
// Same transaction, same figures, once per swimmer. Two transactions changing one swimmer: the second's note waits on
// the first's row (unique) until the first commits, as the advisory lock of report_periods_refresh made it wait before.
// Nothing reads the counters between its own period writes and its commit (the reports are read-only routes).
// SQLite keeps its statement triggers: one writer at a time and no round trips, a posting there takes 3.7 s in all.
// Frozen: later changes go in new migrations.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`create table report_dirty_swimmers (swimmer_id integer primary key)`.execute(db)
  await sql`
    create or replace function report_periods_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into report_dirty_swimmers (swimmer_id) values (old.swimmer_id) on conflict do nothing;
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.swimmer_id <> old.swimmer_id) then
        insert into report_dirty_swimmers (swimmer_id) values (new.swimmer_id) on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db)
  await sql`
    create function report_dirty_refresh() returns trigger language plpgsql as $$
    begin
      perform report_periods_refresh(new.swimmer_id);
      delete from report_dirty_swimmers where swimmer_id = new.swimmer_id;
      return null;
    end $$`.execute(db)
  await sql`
    create constraint trigger report_dirty_swimmers_refresh after insert on report_dirty_swimmers
    deferrable initially deferred for each row execute function report_dirty_refresh()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`drop trigger if exists report_dirty_swimmers_refresh on report_dirty_swimmers`.execute(db)
  await sql`drop function if exists report_dirty_refresh()`.execute(db)
  await sql`drop table if exists report_dirty_swimmers`.execute(db)
  await sql`
    create or replace function report_periods_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform report_periods_refresh(old.swimmer_id);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.swimmer_id <> old.swimmer_id) then
        perform report_periods_refresh(new.swimmer_id);
      end if;
      return null;
    end $$`.execute(db)
}
