import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// The owner's view (issue 15) at a million swimmers: active swimmers and retention read from pre-aggregates kept by
// triggers, instead of every enrolment and renewal of the range (0.2–0.7 s each for one site and 12 months).
//
// A period is a row of school_enrolments, preteam_enrolments or subscriptions (swimmer, site, start_date, end_date).
// Every figure below is a function of one swimmer's periods, so a write of a period recomputes that swimmer's rows
// (old and new swimmer on an update) in the same statement, so the same transaction, whatever writes it:
//
// - report_active_spans: per swimmer and site, the runs of consecutive months covered by a period (a period covers
//   the months from its start's to its end's, as the report counted), as month numbers (year * 12 + month - 1).
// - report_site_months: per site and month number, how many runs start and how many end there (the swimmers
//   active at a site in month m = runs started up to m - runs ended before m), and how many rows of
//   report_renewal_months the site has in the month (due) and how many of them have a renewed day (renewed).
//   Changed only with those rows (a swimmer's figures taken away before they are recomputed, added after).
// - report_renewal_months: per swimmer, site and month ('YYYY-MM') in which a period of the site ends or a renewal
//   (subscription) of the site starts, the first day the swimmer counts as up for renewal there (due_on: the day
//   after an end, or the renewal's start) and the first day of those that counts as renewed (renewed_on: a renewal's
//   start, or the day after an end followed by a period of the same swimmer at any site starting on or after the end,
//   ending after it and at most 30 days later, RENEWAL_GRACE_DAYS). A month's retention on a given day counts the
//   rows with due_on (renewed_on) up to that day; a month that ended before that day counts all of its rows, so a
//   site's whole past months are read from report_site_months.
// - report_renewal_swimmers and report_academy_months: the same across all sites (a swimmer due at two sites in a
//   month counts once for the academy): per swimmer and month the first due and renewed day of any site, and per
//   month number how many swimmers are due and renewed, so the all-sites view needs no distinct count.
//
// PostgreSQL: one row trigger per table calls report_periods_refresh(swimmer), which first takes a transaction lock
// on the swimmer (advisory), so two transactions changing the same swimmer's periods recompute one after the other
// and the second sees the first's rows; counter rows are upserted under their row lock. report_periods_rebuild()
// refills everything (here and by seed:scale after a load with triggers off). SQLite: the same statements in
// triggers (no CTE there, so nested subqueries); rebuildReportPeriods() runs the rebuild on either engine.
// Frozen: later changes go in new migrations.

const isPostgres = <T>(db: Kysely<T>) => db.getExecutor().adapter instanceof PostgresAdapter

const PERIOD_TABLES = ['school_enrolments', 'preteam_enrolments', 'subscriptions']
const GRACE_DAYS = 30
const REPORT_TABLES = [
  'report_site_months',
  'report_active_spans',
  'report_renewal_months',
  'report_academy_months',
  'report_renewal_swimmers',
]
/** pg_advisory_xact_lock's class for a swimmer's report rows. */
const LOCK_CLASS = 71_465_319

type Dialect = 'sqlite' | 'postgres'

/** The periods of the swimmers `where` picks (a condition on swimmer_id, or '' for all). */
const periods = (where: string) =>
  PERIOD_TABLES.map((table) => `select swimmer_id, site, start_date, end_date from ${table} ${where}`).join(
    ' union all ',
  )

const monthNumber = (date: string) =>
  `(cast(substr(${date}, 1, 4) as integer) * 12 + cast(substr(${date}, 6, 2) as integer) - 1)`

const plusDays = (dialect: Dialect, date: string, days: number) =>
  dialect === 'postgres' ? `to_char(cast(${date} as date) + ${days}, 'YYYY-MM-DD')` : `date(${date}, '+${days} days')`

/** Runs of consecutive covered months per swimmer and site (gaps and islands over month numbers). */
const insertSpans = (where: string) => `
  insert into report_active_spans (swimmer_id, site, first_month, last_month)
  select swimmer_id, site, min(m1), max(m2) from (
    select swimmer_id, site, m1, m2,
      sum(gap) over (partition by swimmer_id, site order by m1, m2 rows unbounded preceding) as run
    from (
      select swimmer_id, site, m1, m2,
        case when m1 <= max(m2) over (partition by swimmer_id, site order by m1, m2
          rows between unbounded preceding and 1 preceding) + 1 then 0 else 1 end as gap
      from (
        select swimmer_id, site, ${monthNumber('start_date')} as m1, ${monthNumber('end_date')} as m2
        from (${periods(where)}) p
      ) n
      where m1 <= m2
    ) g
  ) r
  group by swimmer_id, site, run`

/** Adds (sign 1) or takes away (-1) the runs of the swimmers `where` picks from the site's monthly counters. */
const countSpans = (where: string, sign: 1 | -1) => `
  insert into report_site_months (site, month, starts, ends)
  select site, month, ${sign} * sum(starts), ${sign} * sum(ends) from (
    select site, first_month as month, 1 as starts, 0 as ends from report_active_spans ${where}
    union all
    select site, last_month as month, 0 as starts, 1 as ends from report_active_spans ${where}
  ) s
  group by site, month
  on conflict (site, month) do update set
    starts = report_site_months.starts + excluded.starts,
    ends = report_site_months.ends + excluded.ends`

/** Adds (sign 1) or takes away (-1) the renewal rows of the swimmers `where` picks from the site's monthly counters. */
const countRenewals = (where: string, sign: 1 | -1) => `
  insert into report_site_months (site, month, due, renewed)
  select site, ${monthNumber('month')}, ${sign} * count(*), ${sign} * count(renewed_on)
  from report_renewal_months ${where}
  group by site, ${monthNumber('month')}
  on conflict (site, month) do update set
    due = report_site_months.due + excluded.due,
    renewed = report_site_months.renewed + excluded.renewed`

/** The same for the academy: the swimmers' rows across all sites. */
const countAcademy = (where: string, sign: 1 | -1) => `
  insert into report_academy_months (month, due, renewed)
  select ${monthNumber('month')}, ${sign} * count(*), ${sign} * count(renewed_on)
  from report_renewal_swimmers ${where}
  group by ${monthNumber('month')}
  on conflict (month) do update set
    due = report_academy_months.due + excluded.due,
    renewed = report_academy_months.renewed + excluded.renewed`

const insertRenewalSwimmers = (where: string) => `
  insert into report_renewal_swimmers (swimmer_id, month, due_on, renewed_on)
  select swimmer_id, month, min(due_on), min(renewed_on) from report_renewal_months ${where}
  group by swimmer_id, month`

const insertRenewals = (dialect: Dialect, where: string) => `
  insert into report_renewal_months (swimmer_id, site, month, due_on, renewed_on)
  select swimmer_id, site, month, min(due_on), min(case when renewed = 1 then due_on end) from (
    select e.swimmer_id, e.site, substr(e.end_date, 1, 7) as month, ${plusDays(dialect, 'e.end_date', 1)} as due_on,
      case when exists (
        select 1 from (${periods('where swimmer_id = e.swimmer_id')}) q
        where q.start_date >= e.end_date and q.end_date > e.end_date
          and q.start_date <= ${plusDays(dialect, 'e.end_date', GRACE_DAYS)}
      ) then 1 else 0 end as renewed
    from (${periods(where)}) e
    union all
    select swimmer_id, site, substr(start_date, 1, 7), start_date, 1 from subscriptions ${where}
  ) x
  group by swimmer_id, site, month`

/** The statements that recompute the report rows of the swimmers `where` picks, in order. */
const refresh = (dialect: Dialect, where: string) => [
  countSpans(where, -1),
  `delete from report_active_spans ${where}`,
  insertSpans(where),
  countSpans(where, 1),
  countRenewals(where, -1),
  `delete from report_renewal_months ${where}`,
  insertRenewals(dialect, where),
  countRenewals(where, 1),
  countAcademy(where, -1),
  `delete from report_renewal_swimmers ${where}`,
  insertRenewalSwimmers(where),
  countAcademy(where, 1),
]

/** Refills the three tables from every period (the migration, and seed:scale after a bulk load). */
export async function rebuildReportPeriods<T>(db: Kysely<T>): Promise<void> {
  if (isPostgres(db)) {
    await sql`select report_periods_rebuild()`.execute(db)
    return
  }
  for (const statement of rebuildStatements('sqlite')) await sql.raw(statement).execute(db)
}

const rebuildStatements = (dialect: Dialect) => [
  ...(dialect === 'postgres'
    ? [`truncate ${REPORT_TABLES.join(', ')}`]
    : REPORT_TABLES.map((table) => `delete from ${table}`)),
  insertSpans(''),
  insertRenewals(dialect, ''),
  `insert into report_site_months (site, month, starts, ends, due, renewed)
   select site, month, sum(starts), sum(ends), sum(due), sum(renewed) from (
     select site, first_month as month, 1 as starts, 0 as ends, 0 as due, 0 as renewed from report_active_spans
     union all
     select site, last_month, 0, 1, 0, 0 from report_active_spans
     union all
     select site, ${monthNumber('month')}, 0, 0, 1, case when renewed_on is null then 0 else 1 end
     from report_renewal_months
   ) s
   group by site, month`,
  insertRenewalSwimmers(''),
  `insert into report_academy_months (month, due, renewed)
   select ${monthNumber('month')}, count(*), count(renewed_on) from report_renewal_swimmers
   group by ${monthNumber('month')}`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect: Dialect = isPostgres(db) ? 'postgres' : 'sqlite'
  await db.schema
    .createTable('report_active_spans')
    .addColumn('swimmer_id', 'integer', (col) => col.notNull())
    .addColumn('site', 'integer', (col) => col.notNull())
    .addColumn('first_month', 'integer', (col) => col.notNull())
    .addColumn('last_month', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_active_spans_pk', ['swimmer_id', 'site', 'first_month'])
    .execute()
  await db.schema
    .createTable('report_site_months')
    .addColumn('site', 'integer', (col) => col.notNull())
    .addColumn('month', 'integer', (col) => col.notNull())
    .addColumn('starts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ends', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('due', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('renewed', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_site_months_pk', ['site', 'month'])
    .execute()
  await db.schema
    .createTable('report_renewal_months')
    .addColumn('swimmer_id', 'integer', (col) => col.notNull())
    .addColumn('site', 'integer', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('renewed_on', 'text')
    .addPrimaryKeyConstraint('report_renewal_months_pk', ['swimmer_id', 'site', 'month'])
    .execute()

  await db.schema
    .createTable('report_renewal_swimmers')
    .addColumn('swimmer_id', 'integer', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('renewed_on', 'text')
    .addPrimaryKeyConstraint('report_renewal_swimmers_pk', ['swimmer_id', 'month'])
    .execute()
  await db.schema
    .createTable('report_academy_months')
    .addColumn('month', 'integer', (col) => col.primaryKey())
    .addColumn('due', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('renewed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function report_periods_rebuild() returns void language plpgsql as $$
        begin
          ${rebuildStatements('postgres').join(';\n')};
        end $$`,
      )
      .execute(db)
    await sql
      .raw(
        `create function report_periods_refresh(p_swimmer integer) returns void language plpgsql as $$
        begin
          perform pg_advisory_xact_lock(${LOCK_CLASS}, p_swimmer);
          ${refresh('postgres', 'where swimmer_id = p_swimmer').join(';\n')};
        end $$`,
      )
      .execute(db)
    await sql`
      create function report_periods_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform report_periods_refresh(old.swimmer_id);
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.swimmer_id <> old.swimmer_id) then
          perform report_periods_refresh(new.swimmer_id);
        end if;
        return null;
      end $$`.execute(db)
    await rebuildReportPeriods(db)
    for (const table of PERIOD_TABLES) {
      await sql
        .raw(
          `create trigger ${table}_report_periods
          after insert or delete or update of swimmer_id, site, start_date, end_date on ${table}
          for each row execute function report_periods_sync()`,
        )
        .execute(db)
    }
  } else {
    await rebuildReportPeriods(db)
    for (const table of PERIOD_TABLES) {
      const body = (where: string) => refresh('sqlite', where).join(';\n')
      await sql
        .raw(
          `create trigger ${table}_report_insert after insert on ${table}
          begin ${body('where swimmer_id = new.swimmer_id')}; end`,
        )
        .execute(db)
      await sql
        .raw(
          `create trigger ${table}_report_update after update of swimmer_id, site, start_date, end_date on ${table}
          begin ${body('where swimmer_id in (old.swimmer_id, new.swimmer_id)')}; end`,
        )
        .execute(db)
      await sql
        .raw(
          `create trigger ${table}_report_delete after delete on ${table}
          begin ${body('where swimmer_id = old.swimmer_id')}; end`,
        )
        .execute(db)
    }
  }
  await db.schema
    .createIndex('report_renewal_months_site_month')
    .on('report_renewal_months')
    .columns(['site', 'month', 'due_on', 'renewed_on', 'swimmer_id'])
    .execute()
  await db.schema
    .createIndex('report_renewal_swimmers_month')
    .on('report_renewal_swimmers')
    .columns(['month', 'due_on', 'renewed_on'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of PERIOD_TABLES) {
      await sql.raw(`drop trigger if exists ${table}_report_periods on ${table}`).execute(db)
    }
    await sql`drop function if exists report_periods_sync()`.execute(db)
    await sql`drop function if exists report_periods_refresh(integer)`.execute(db)
    await sql`drop function if exists report_periods_rebuild()`.execute(db)
  } else {
    for (const table of PERIOD_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_report_${event}`).execute(db)
      }
    }
  }
  for (const table of REPORT_TABLES) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
