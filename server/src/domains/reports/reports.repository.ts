import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// The figures behind the owner's charts, each one query over indexed columns (migration 0013). Kysely only.
// Dates are 'YYYY-MM-DD' text and compare as text; months are 'YYYY-MM'.

type Db = Kysely<Database>

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter

export interface MonthSpan {
  month: string
  /** First and last date of the month. */
  first: string
  last: string
}

/**
 * Swimmers per site and month with an enrolment (school or pre-team) or renewal at that site covering at least one
 * day of the month. One pass over the periods of the range (indexes *_site_end: site, end_date, start_date,
 * swimmer_id, read from the index alone): per swimmer, whether some period covers each month; then summed per site.
 */
export async function countActiveSwimmers(db: Db, sites: number[], months: MonthSpan[]) {
  const from = months[0].first
  const to = months[months.length - 1].last
  const periods = sql.join(
    ['school_enrolments', 'preteam_enrolments', 'subscriptions'].map(
      (table) =>
        sql`select site, swimmer_id, start_date, end_date from ${sql.table(table)}
            where site in (${sql.join(sites)}) and end_date >= ${from} and start_date <= ${to}`,
    ),
    sql` union all `,
  )
  const covered = sql.join(
    months.map(
      (m, index) =>
        sql`max(case when start_date <= ${m.last} and end_date >= ${m.first} then 1 else 0 end) as ${sql.ref(`m${index}`)}`,
    ),
  )
  const sums = sql.join(months.map((_, index) => sql`sum(${sql.ref(`m${index}`)}) as ${sql.ref(`m${index}`)}`))
  const result = await sql<Record<string, number | string>>`
    with p as (${periods}),
    per_swimmer as (select site, swimmer_id, ${covered} from p group by site, swimmer_id)
    select site, ${sums} from per_swimmer group by site`.execute(db)
  return result.rows.flatMap((row) =>
    months.map((m, index) => ({ month: m.month, site: Number(row.site), swimmers: Number(row[`m${index}`] ?? 0) })),
  )
}

/**
 * Payments per site and month: count and sum in cents. `bounds` are the months' first instants (ISO UTC) and the
 * instant after the last month; one range of payments_site_created_at (site, created_at, amount_cents) per month,
 * read from the index alone.
 */
export async function sumPaymentsByMonth(db: Db, sites: number[], months: string[], bounds: string[]) {
  const perMonth = sql.join(
    months.map(
      (month, index) =>
        sql`select cast(${month} as text) as month, site, count(*) as payments, sum(amount_cents) as cents from payments
            where site in (${sql.join(sites)}) and created_at >= ${bounds[index]} and created_at < ${bounds[index + 1]}
            group by site`,
    ),
    sql` union all `,
  )
  const result = await sql<{ month: string; site: number; payments: number | string; cents: number | string }>`
    ${perMonth}`.execute(db)
  return result.rows.map((row) => ({
    month: row.month,
    site: Number(row.site),
    payments: Number(row.payments),
    cents: Number(row.cents),
  }))
}

/** Running schools (not ended before today) of the sites with their capacity and the swimmers enrolled now. */
export function findSchoolCapacity(db: Db, sites: number[], today: string) {
  return db
    .selectFrom('schools as g')
    .innerJoin('coaches as c', 'c.id', 'g.coach_id')
    .leftJoin('lookup_items as l', 'l.code', 'g.level')
    .select((eb) => [
      'g.id',
      'g.site',
      'g.level',
      'l.description as level_name',
      'c.full_name as coach_name',
      'g.capacity',
      eb
        .selectFrom('school_enrolments as e')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('e.school_id', '=', 'g.id')
        .where('e.end_date', '>=', today)
        .where('e.start_date', '<=', today)
        .as('enrolled'),
    ])
    .where('g.site', 'in', sites)
    .where((eb) => eb.or([eb('g.end_date', 'is', null), eb('g.end_date', '>=', today)]))
    .orderBy('g.site')
    .orderBy('g.level')
    .orderBy('g.id')
    .execute()
}

/**
 * School attendance recorded in a range of months at the sites, per level of the school: the marks of school sessions
 * (session_attendance, issue 14) counted from their monthly counters (migration 0016, kept by triggers), so a year
 * of a site reads a few thousand counter rows instead of every mark. Recorded: a mark with a status; attended:
 * present or late.
 */
export async function countAttendanceByLevel(db: Db, sites: number[], from: string, to: string) {
  const rows = await db
    .selectFrom('schools as g')
    .innerJoin('report_attendance_months as t', (join) =>
      join.onRef('t.group_id', '=', 'g.id').on('t.kind', '=', 'school'),
    )
    .leftJoin('lookup_items as l', 'l.code', 'g.level')
    .select((eb) => [
      'g.level',
      eb.fn.max('l.description').as('level_name'),
      eb.fn.sum<number>('t.recorded').as('recorded'),
      eb.fn.sum<number>('t.attended').as('attended'),
    ])
    .where('g.site', 'in', sites)
    .where('t.month', '>=', from)
    .where('t.month', '<=', to)
    .groupBy('g.level')
    .having((eb) => eb.fn.sum('t.recorded'), '>', 0)
    .orderBy('g.level')
    .execute()
  return rows.map((row) => ({
    level: row.level,
    levelName: row.level_name ?? 'Unknown',
    recorded: Number(row.recorded),
    attended: Number(row.attended ?? 0),
  }))
}

/**
 * Retention per month: swimmers up for renewal in the month at the sites and how many renewed (see
 * contract/reports.ts `renewals`). Up for renewal: a period (enrolment or renewal) of the site ending in the month
 * before today, or a renewal of the site starting in the month (the end it continued). Renewed: the latter, or a
 * period of the same swimmer (any site) starting after the end and at most `graceDays` days later.
 */
export async function countRenewals(db: Db, sites: number[], months: MonthSpan[], today: string, graceDays: number) {
  const from = months[0].first
  const to = months[months.length - 1].last
  const lastEnd = to < today ? to : previousDay(today)
  const within = isPostgres(db)
    ? sql`q.start_date <= to_char(cast(e.end_date as date) + ${graceDays}::int, 'YYYY-MM-DD')`
    : sql`q.start_date <= date(e.end_date, ${`+${graceDays} days`})`
  const allPeriods = sql.join(
    ['school_enrolments', 'preteam_enrolments', 'subscriptions'].map(
      (table) => sql`select swimmer_id, start_date, end_date from ${sql.table(table)}`,
    ),
    sql` union all `,
  )
  const ended = sql.join(
    ['school_enrolments', 'preteam_enrolments', 'subscriptions'].map(
      (table) =>
        sql`select swimmer_id, end_date from ${sql.table(table)}
            where site in (${sql.join(sites)}) and end_date >= ${from} and end_date <= ${lastEnd}`,
    ),
    sql` union `,
  )
  const result = await sql<{ month: string; due: number | string; renewed: number | string }>`
    with e as (${ended}),
    up as (
      select substr(e.end_date, 1, 7) as month, e.swimmer_id as swimmer_id,
        case when exists (
          select 1 from (${allPeriods}) q
          where q.swimmer_id = e.swimmer_id and q.start_date >= e.end_date and q.end_date > e.end_date and ${within}
        ) then 1 else 0 end as renewed
      from e
      union all
      select substr(start_date, 1, 7) as month, swimmer_id, 1 as renewed from subscriptions
      where site in (${sql.join(sites)}) and start_date >= ${from} and start_date <= ${to} and start_date <= ${today}
    ),
    per_swimmer as (select month, swimmer_id, max(renewed) as renewed from up group by month, swimmer_id)
    select month, count(*) as due, sum(renewed) as renewed from per_swimmer group by month`.execute(db)
  return result.rows.map((row) => ({ month: row.month, due: Number(row.due), renewed: Number(row.renewed ?? 0) }))
}

function previousDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}
