import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { openOn, runningOn } from '../../db/running'

// The figures behind the owner's charts, each one query over indexed columns (migration 0013). Kysely only.
// Dates are 'YYYY-MM-DD' text and compare as text; months are 'YYYY-MM'.

type Db = Kysely<Database>

export interface MonthSpan {
  month: string
  /** First and last date of the month. */
  first: string
  last: string
}

/** A month 'YYYY-MM' as the month number of migration 0019 (year * 12 + month - 1). */
const monthNumber = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
const monthOf = (number: number): string => `${Math.floor(number / 12)}-${String((number % 12) + 1).padStart(2, '0')}`

/**
 * Swimmers per site and month with an enrolment (school or pre-team) or renewal at that site covering at least one
 * day of the month, from the monthly counters of migration 0019 (kept by triggers on the three period tables): per
 * site, the runs of covered months started up to the month minus those ended before it. A site's counters since its
 * first period are a few dozen rows.
 */
export async function countActiveSwimmers(db: Db, sites: number[], months: MonthSpan[]) {
  const first = monthNumber(months[0].month)
  const last = monthNumber(months[months.length - 1].month)
  const rows = await db
    .selectFrom('report_site_months')
    .select(['site', 'month', 'starts', 'ends'])
    .where('site', 'in', sites)
    .where('month', '<=', last)
    .orderBy('site')
    .orderBy('month')
    .execute()
  const result: Array<{ month: string; site: number; swimmers: number }> = []
  for (const site of sites) {
    const own = rows.filter((row) => row.site === site)
    let started = 0
    let ended = 0
    let nextStart = 0
    let nextEnd = 0
    months.forEach((span, index) => {
      const month = first + index
      for (; nextStart < own.length && own[nextStart].month <= month; nextStart++) started += own[nextStart].starts
      for (; nextEnd < own.length && own[nextEnd].month < month; nextEnd++) ended += own[nextEnd].ends
      result.push({ month: span.month, site, swimmers: started - ended })
    })
  }
  return result
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

/**
 * Issue 30: per site and month what the payments' sum holds but does not count — payments voided or still pending
 * (index payments_site_uncounted) — and the refunds given (index payment_refunds_site_created_amount), in cents.
 */
export async function sumUncountedByMonth(db: Db, sites: number[], months: string[], bounds: string[]) {
  const perMonth = (table: 'payments' | 'payment_refunds', kind: string, where: ReturnType<typeof sql>) =>
    months.map(
      (month, index) =>
        sql`select cast(${month} as text) as month, cast(${kind} as text) as kind, site, count(*) as n,
              sum(amount_cents) as cents from ${sql.table(table)}
            where site in (${sql.join(sites)}) and created_at >= ${bounds[index]} and created_at < ${bounds[index + 1]}
              and ${where}
            group by site`,
    )
  const parts = [
    ...perMonth('payments', 'uncounted', sql`(voided_at is not null or status <> 'confirmed')`),
    ...perMonth('payment_refunds', 'refunded', sql`1 = 1`),
  ]
  const result = await sql<{ month: string; kind: string; site: number; n: number | string; cents: number | string }>`
    ${sql.join(parts, sql` union all `)}`.execute(db)
  return result.rows.map((row) => ({
    month: row.month,
    kind: row.kind as 'uncounted' | 'refunded',
    site: Number(row.site),
    count: Number(row.n),
    cents: Number(row.cents),
  }))
}

/** Issue 30: the discounts given per rule on the invoices (not cancelled) made at the sites in [from, to). */
export function sumDiscountsByRule(db: Db, sites: number[], from: string, to: string) {
  return db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .innerJoin('discount_rules as r', 'r.id', 'l.rule_id')
    .select((eb) => [
      'l.rule_id',
      'r.kind',
      'i.site',
      eb.fn.count<number>('l.id').as('lines'),
      eb.fn.sum<number>('l.amount_cents').as('cents'),
    ])
    .where('l.rule_id', 'is not', null)
    .where('i.site', 'in', sites)
    .where('i.status', '<>', 'cancelled')
    .where('i.created_at', '>=', from)
    .where('i.created_at', '<', to)
    .groupBy(['l.rule_id', 'r.kind', 'i.site'])
    .execute()
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
        .where(runningOn('e.end_date', today))
        .where('e.start_date', '<=', today)
        .as('enrolled'),
    ])
    .where('g.site', 'in', sites)
    .where(openOn('g.end_date', today))
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
 * contract/reports.ts `renewals`), on `today`, from the pre-aggregates of migration 0019 (kept by triggers): rows
 * per swimmer and month whose first due day (a period's end + 1 day, or a renewal's start) is up to today, and of
 * them those with a renewed day up to today; a month that ended before today counts all of its rows, so whole past
 * months are read from monthly counters. One site: report_site_months and report_renewal_months. Every site of the
 * academy (`wholeAcademy`): report_academy_months and report_renewal_swimmers, where a swimmer due at several sites
 * is one row. Some of the sites: a distinct count of the sites' rows (a swimmer due at two of them counts once).
 */
export async function countRenewals(db: Db, sites: number[], months: MonthSpan[], today: string, wholeAcademy = false) {
  const from = months[0].month
  const to = months[months.length - 1].month
  const current = today.slice(0, 7)
  const counted = sites.length === 1 || wholeAcademy
  const live = counted && from < current ? current : from
  const lastPast = Math.min(monthNumber(to), monthNumber(current) - 1)
  const past =
    !counted || from >= current
      ? []
      : sites.length === 1
        ? await db
            .selectFrom('report_site_months')
            .select(['month', 'due', 'renewed'])
            .where('site', '=', sites[0])
            .where('month', '>=', monthNumber(from))
            .where('month', '<=', lastPast)
            .where('due', '>', 0)
            .execute()
        : await db
            .selectFrom('report_academy_months')
            .select(['month', 'due', 'renewed'])
            .where('month', '>=', monthNumber(from))
            .where('month', '<=', lastPast)
            .where('due', '>', 0)
            .execute()
  const rows =
    live > to
      ? []
      : sites.length === 1
        ? await db
            .selectFrom('report_renewal_months')
            .select((eb) => [
              'month',
              eb.fn.countAll<number | string>().as('due'),
              eb.fn.count<number | string>(eb.case().when('renewed_on', '<=', today).then(1).end()).as('renewed'),
            ])
            .where('site', '=', sites[0])
            .where('month', '>=', live)
            .where('month', '<=', to)
            .where('due_on', '<=', today)
            .groupBy('month')
            .execute()
        : wholeAcademy
          ? await db
              .selectFrom('report_renewal_swimmers')
              .select((eb) => [
                'month',
                eb.fn.countAll<number | string>().as('due'),
                eb.fn.count<number | string>(eb.case().when('renewed_on', '<=', today).then(1).end()).as('renewed'),
              ])
              .where('month', '>=', live)
              .where('month', '<=', to)
              .where('due_on', '<=', today)
              .groupBy('month')
              .execute()
          : await db
              .selectFrom('report_renewal_months')
              .select((eb) => [
                'month',
                eb.fn.count<number | string>('swimmer_id').distinct().as('due'),
                eb.fn
                  .count<number | string>(eb.case().when('renewed_on', '<=', today).then(eb.ref('swimmer_id')).end())
                  .distinct()
                  .as('renewed'),
              ])
              .where('site', 'in', sites)
              .where('month', '>=', live)
              .where('month', '<=', to)
              .where('due_on', '<=', today)
              .groupBy('month')
              .execute()
  return [
    ...past.map((row) => ({ month: monthOf(row.month), due: Number(row.due), renewed: Number(row.renewed) })),
    ...rows.map((row) => ({ month: row.month, due: Number(row.due), renewed: Number(row.renewed ?? 0) })),
  ]
}

/** How many sites the academy has (every site, whatever its state). */
export async function countSites(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
