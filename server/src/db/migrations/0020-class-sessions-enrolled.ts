import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// The academy's week at a million swimmers (issue 14): each session keeps how many swimmers are enrolled in its
// group on its date (distinct swimmers, make-up guests not counted), so a site's week is read from its sessions alone.
//
// Counting them per request was the week's main cost: 2,376 sessions of 1,341 groups at the busiest site, two index
// probes per group for the enrolments covering the week (7–9 ms on SQLite, 14–19 ms on PostgreSQL) and the counting
// per date in the service. Now the count is written with the enrolment, by triggers on both enrolment tables: every
// insert, delete and change of group, swimmer or dates recounts that group's sessions over the old and the new dates
// (index class_sessions_group_date, then *_enrolments_group_span). A session made later is counted when it is made
// (sessions.repository insertMissingSessions); sessions loaded in bulk are counted once (recountEnrolled).
//
// PostgreSQL: the trigger first takes a transaction lock on the group (an advisory lock, class SESSION_COUNT_LOCK and
// the kind's offset), then recounts in a statement of its own, so two enrolments of one group at the same moment count
// one after the other, each seeing the other's committed row. Not the group's row: every enrolment insert already
// holds it for key share (its foreign key), and a row lock for update then deadlocked two inserts of one swimmer
// with the report counters' swimmer lock (migration 0019). Sessions made later take the same locks, shared
// (sessions.repository). SQLite runs one write transaction at a time.
// Frozen: later changes go in new migrations.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

/** The advisory lock classes of a school's and a pre-team's sessions' counts (as in sessions.repository). */
const SESSION_COUNT_LOCK = { school: 71_465_320, preteam: 71_465_321 } as const

const KINDS = [
  { kind: 'school', groups: 'schools', enrolments: 'school_enrolments', key: 'school_id' },
  { kind: 'preteam', groups: 'preteams', enrolments: 'preteam_enrolments', key: 'preteam_id' },
] as const

/**
 * The swimmers enrolled in a session's group on its date. The session's table is named, not aliased: SQLite re-reads
 * triggers when a table is renamed, and an alias in a trigger's UPDATE then fails ("no such column").
 */
const countOf = ({ enrolments, key }: (typeof KINDS)[number]) =>
  `(select count(distinct e.swimmer_id) from ${enrolments} e
    where e.${key} = class_sessions.group_id and e.start_date <= class_sessions.session_date
      and e.end_date >= class_sessions.session_date)`

/** Recounts the sessions of one group (`group`) between two dates (`first`, `last`: SQL expressions). */
const recount = (of: (typeof KINDS)[number], group: string, first: string, last: string) =>
  `update class_sessions set enrolled = ${countOf(of)}
    where kind = '${of.kind}' and group_id = ${group} and session_date >= ${first} and session_date <= ${last}`

/** The week's covering index (migration 0018), with the count: a site's week is still one range of one index. */
async function weekIndex(db: Kysely<unknown>, withEnrolled: boolean): Promise<void> {
  await db.schema.dropIndex('class_sessions_site_week').execute()
  const enrolled = withEnrolled ? ', enrolled' : ''
  if (isPostgres(db)) {
    await sql
      .raw(
        `create index class_sessions_site_week on class_sessions (site_id, session_date)
        include (kind, group_id, id, status, substitute_coach_id, cancel_reason${enrolled})`,
      )
      .execute(db)
  } else {
    await sql
      .raw(
        `create index class_sessions_site_week on class_sessions
        (site_id, session_date, kind, group_id, status, substitute_coach_id, cancel_reason${enrolled})`,
      )
      .execute(db)
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table class_sessions add column enrolled integer not null default 0`.execute(db)
  for (const of of KINDS) {
    await sql.raw(`update class_sessions set enrolled = ${countOf(of)} where kind = '${of.kind}'`).execute(db)
  }
  await weekIndex(db, true)
  if (isPostgres(db)) {
    for (const of of KINDS) {
      const side = (row: 'old' | 'new') =>
        `perform pg_advisory_xact_lock(${SESSION_COUNT_LOCK[of.kind]}, ${row}.${of.key});
        ${recount(of, `${row}.${of.key}`, `${row}.start_date`, `${row}.end_date`)};`
      await sql
        .raw(
          `create function ${of.enrolments}_session_counts() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then
              ${side('old')}
            end if;
            if tg_op in ('INSERT', 'UPDATE') then
              ${side('new')}
            end if;
            return null;
          end $$`,
        )
        .execute(db)
      await sql
        .raw(
          `create trigger ${of.enrolments}_session_counts
          after insert or delete or update of ${of.key}, swimmer_id, start_date, end_date on ${of.enrolments}
          for each row execute function ${of.enrolments}_session_counts()`,
        )
        .execute(db)
    }
  } else {
    for (const of of KINDS) {
      const side = (row: 'old' | 'new') => recount(of, `${row}.${of.key}`, `${row}.start_date`, `${row}.end_date`)
      await sql
        .raw(
          `create trigger ${of.enrolments}_sessions_insert after insert on ${of.enrolments} begin ${side('new')}; end`,
        )
        .execute(db)
      await sql
        .raw(
          `create trigger ${of.enrolments}_sessions_update
          after update of ${of.key}, swimmer_id, start_date, end_date on ${of.enrolments}
          begin ${side('old')}; ${side('new')}; end`,
        )
        .execute(db)
      await sql
        .raw(
          `create trigger ${of.enrolments}_sessions_delete after delete on ${of.enrolments} begin ${side('old')}; end`,
        )
        .execute(db)
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const of of KINDS) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists ${of.enrolments}_session_counts on ${of.enrolments}`).execute(db)
      await sql.raw(`drop function if exists ${of.enrolments}_session_counts()`).execute(db)
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${of.enrolments}_sessions_${event}`).execute(db)
      }
    }
  }
  await weekIndex(db, false)
  await sql`alter table class_sessions drop column enrolled`.execute(db)
}
