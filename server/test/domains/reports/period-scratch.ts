import { sql, type Kysely } from 'kysely'
import { RENEWAL_GRACE_DAYS } from '@contract/reports'
import type { Database } from '../../../src/db/database'
import { countActiveSwimmers, countRenewals, type MonthSpan } from '../../../src/domains/reports/reports.repository'

// The overview's active swimmers and retention counted from scratch over every period (school and pre-team
// enrolments, renewals), to compare with the pre-aggregates of migration 0019 (period-counters.test.ts, and the
// scale seed's rebuild in test/scale/seed-scale.test.ts).

type Db = Kysely<Database>

export const PERIOD_TABLES = ['school_enrolments', 'preteam_enrolments', 'subscriptions'] as const

export interface Period {
  site: number
  swimmer_id: number
  start_date: string
  end_date: string
  renewal: boolean
}

/** Every period, read afresh. */
export async function allPeriods(db: Db): Promise<Period[]> {
  const rows = await sql<Omit<Period, 'renewal'> & { kind: string }>`
    ${sql.join(
      PERIOD_TABLES.map(
        (table) => sql`select site, swimmer_id, start_date, end_date, ${table} as kind from ${sql.table(table)}`,
      ),
      sql` union all `,
    )}`.execute(db)
  return rows.rows.map((row) => ({
    site: Number(row.site),
    swimmer_id: Number(row.swimmer_id),
    start_date: row.start_date,
    end_date: row.end_date,
    renewal: row.kind === 'subscriptions',
  }))
}

/** From scratch: swimmers per site and month with a period at the site covering a day of the month. */
export function activeFromScratch(periods: Period[], sites: number[], months: MonthSpan[]) {
  return sites.flatMap((site) =>
    months.map((m) => {
      const swimmers = new Set(
        periods
          .filter((p) => p.site === site && p.start_date <= m.last && p.end_date >= m.first)
          .map((p) => p.swimmer_id),
      )
      return { month: m.month, site, swimmers: swimmers.size }
    }),
  )
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** From scratch: the retention of the sites per month on `today` (the definition in contract/reports.ts). */
export function renewalsFromScratch(periods: Period[], sites: number[], months: MonthSpan[], today: string) {
  const bySwimmer = new Map<number, Period[]>()
  for (const p of periods) bySwimmer.set(p.swimmer_id, [...(bySwimmer.get(p.swimmer_id) ?? []), p])
  const yesterday = addDays(today, -1)
  const result: Array<{ month: string; due: number; renewed: number }> = []
  for (const m of months) {
    const due = new Map<number, boolean>()
    for (const e of periods) {
      if (!sites.includes(e.site)) continue
      if (e.end_date >= m.first && e.end_date <= m.last && e.end_date <= yesterday) {
        const renewed = (bySwimmer.get(e.swimmer_id) ?? []).some(
          (q) =>
            q.start_date >= e.end_date &&
            q.end_date > e.end_date &&
            q.start_date <= addDays(e.end_date, RENEWAL_GRACE_DAYS),
        )
        due.set(e.swimmer_id, (due.get(e.swimmer_id) ?? false) || renewed)
      }
      if (e.renewal && e.start_date >= m.first && e.start_date <= m.last && e.start_date <= today) {
        due.set(e.swimmer_id, true)
      }
    }
    if (due.size > 0) {
      result.push({ month: m.month, due: due.size, renewed: [...due.values()].filter(Boolean).length })
    }
  }
  return result
}

export function spanOf(month: string): MonthSpan {
  const [year, m] = month.split('-').map(Number)
  return { month, first: `${month}-01`, last: new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10) }
}

/** Every month from a month before the earliest period to a month after the latest one. */
export function monthsOf(periods: Period[]): MonthSpan[] {
  const dates = periods.flatMap((p) => [p.start_date, p.end_date]).sort()
  const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1
  const months: MonthSpan[] = []
  for (let i = index(dates[0]) - 1; i <= index(dates[dates.length - 1]) + 1; i++) {
    months.push(spanOf(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`))
  }
  return months
}

/**
 * The stored and the counted figures of every site over every month a period touches, on each of `days` as today:
 * active swimmers per site and month, and retention per month of each site alone and of all sites together.
 */
export async function storedAndCounted(db: Db, days: string[]) {
  const sites = (await db.selectFrom('sites').select('id').orderBy('id').execute()).map((row) => row.id)
  const periods = await allPeriods(db)
  const months = monthsOf(periods)
  const stored = { active: await countActiveSwimmers(db, sites, months), renewals: [] as unknown[] }
  const counted = { active: activeFromScratch(periods, sites, months), renewals: [] as unknown[] }
  for (const today of days) {
    for (const group of [...sites.map((site) => [site]), sites.slice(1), sites]) {
      const rows = await countRenewals(db, group, months, today, group.length === sites.length)
      stored.renewals.push({ today, group, rows: rows.sort((a, b) => a.month.localeCompare(b.month)) })
      counted.renewals.push({ today, group, rows: renewalsFromScratch(periods, group, months, today) })
    }
  }
  return { stored, counted, periods }
}
