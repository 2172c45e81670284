import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// A renewal moves an enrolment's end date, and the triggers of migration 0020 then recounted every session of the
// group over the old and the new dates: at a million swimmers each such update took about 2.5 ms on PostgreSQL, and
// a renewal run posts a site's renewals by the thousand. When only the end date moves (same group, swimmer and start),
// the swimmer stays counted up to the earlier of the two ends either way: only the sessions between the two ends can
// change, and only those are recounted now. Any other change recounts as before.
// Frozen: later changes go in new migrations.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

/** The advisory lock classes of a school's and a pre-team's sessions' counts (migration 0020). */
const SESSION_COUNT_LOCK = { school: 71_465_320, preteam: 71_465_321 } as const

const KINDS = [
  { kind: 'school', enrolments: 'school_enrolments', key: 'school_id' },
  { kind: 'preteam', enrolments: 'preteam_enrolments', key: 'preteam_id' },
] as const
type Kind = (typeof KINDS)[number]

/** As migration 0020's: the swimmers enrolled in a session's group on its date. */
const countOf = ({ enrolments, key }: Kind) =>
  `(select count(distinct e.swimmer_id) from ${enrolments} e
    where e.${key} = class_sessions.group_id and e.start_date <= class_sessions.session_date
      and e.end_date >= class_sessions.session_date)`

/** Recounts one group's sessions with `first` < date <= `last` (or >= when `from` is 'from'). */
const recount = (of: Kind, group: string, first: string, last: string, from: '>' | '>=') =>
  `update class_sessions set enrolled = ${countOf(of)}
    where kind = '${of.kind}' and group_id = ${group} and session_date ${from} ${first} and session_date <= ${last}`

/** Only the end date moved. */
const onlyEndMoved = (of: Kind) =>
  `new.${of.key} = old.${of.key} and new.swimmer_id = old.swimmer_id and new.start_date = old.start_date
    and old.end_date is not null and new.end_date is not null`

const postgresFunction = (of: Kind, narrow: boolean) => {
  const lock = (row: 'old' | 'new') =>
    `perform pg_advisory_xact_lock(${SESSION_COUNT_LOCK[of.kind]}, ${row}.${of.key});`
  const side = (row: 'old' | 'new') =>
    `${lock(row)} ${recount(of, `${row}.${of.key}`, `${row}.start_date`, `${row}.end_date`, '>=')};`
  const between = `${lock('new')}
    ${recount(of, `new.${of.key}`, 'least(old.end_date, new.end_date)', 'greatest(old.end_date, new.end_date)', '>')};`
  return `create or replace function ${of.enrolments}_session_counts() returns trigger language plpgsql as $$
    begin
      ${narrow ? `if tg_op = 'UPDATE' and ${onlyEndMoved(of)} then ${between} return null; end if;` : ''}
      if tg_op in ('UPDATE', 'DELETE') then ${side('old')} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${side('new')} end if;
      return null;
    end $$`
}

const fullUpdate = (of: Kind) =>
  `${recount(of, `old.${of.key}`, 'old.start_date', 'old.end_date', '>=')};
   ${recount(of, `new.${of.key}`, 'new.start_date', 'new.end_date', '>=')};`

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const of of KINDS) {
    if (isPostgres(db)) {
      await sql.raw(postgresFunction(of, true)).execute(db)
      continue
    }
    const columns = `${of.key}, swimmer_id, start_date, end_date`
    await sql.raw(`drop trigger ${of.enrolments}_sessions_update`).execute(db)
    await sql
      .raw(
        `create trigger ${of.enrolments}_sessions_end_moved after update of ${columns} on ${of.enrolments}
        when ${onlyEndMoved(of)}
        begin ${recount(of, `new.${of.key}`, 'min(old.end_date, new.end_date)', 'max(old.end_date, new.end_date)', '>')}; end`,
      )
      .execute(db)
    await sql
      .raw(
        `create trigger ${of.enrolments}_sessions_update after update of ${columns} on ${of.enrolments}
        when not (${onlyEndMoved(of)})
        begin ${fullUpdate(of)} end`,
      )
      .execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const of of KINDS) {
    if (isPostgres(db)) {
      await sql.raw(postgresFunction(of, false)).execute(db)
      continue
    }
    await sql.raw(`drop trigger ${of.enrolments}_sessions_end_moved`).execute(db)
    await sql.raw(`drop trigger ${of.enrolments}_sessions_update`).execute(db)
    await sql
      .raw(
        `create trigger ${of.enrolments}_sessions_update
        after update of ${of.key}, swimmer_id, start_date, end_date on ${of.enrolments}
        begin ${fullUpdate(of)} end`,
      )
      .execute(db)
  }
}
