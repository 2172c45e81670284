import type { Kysely } from 'kysely'
import { DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'
import { DUE_ENDED_LOOKBACK_DAYS, DUE_LIST_LIMIT } from '@contract/money'
import type { Database } from '../server/src/db/database'
import { businessDayRange, businessDayStart } from '../server/src/lib/business-day'
import { findCashupDay, findPaymentsBetween } from '../server/src/domains/money/cashup.repository'
import {
  countEndingSubscriptions,
  findEndingSubscriptions,
  findOpenInvoices,
  findPreTeamEnrolmentsOf,
  findSchoolEnrolmentsOf,
  totalOpenInvoices,
} from '../server/src/domains/money/money.repository'
import {
  countActiveSwimmers,
  countAttendanceByLevel,
  countRenewals,
  findSchoolCapacity,
  sumPaymentsByMonth,
} from '../server/src/domains/reports/reports.repository'
import { request, timeRequests } from './api-client'
import type { BenchRow } from './bench-table'
import { latencyRow as row } from './stats'

// The money desk and the owner's view (issue 15) at scale: the due list, a day's cash-up and the reports overview of
// one site over 12 months, over HTTP like the other lists; and the same repository calls for the query plans.

const TARGETS = { due: 50, cashup: 20, reports: 200 }
const DAY_MS = 86_400_000

const cairoDate = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_ACADEMY_TIME_ZONE, // the demo academy keeps the default zone
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)

/** Yesterday in the academy's time zone: a whole day of payments. */
export const cashupDate = (now: Date): string => cairoDate(new Date(now.getTime() - DAY_MS))

/** The 12 months ending with this one, 'YYYY-MM'. */
export function lastTwelveMonths(now: Date): string[] {
  const [year, month] = cairoDate(now).split('-').map(Number)
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 12 + index, 1))
    return date.toISOString().slice(0, 7)
  })
}

export async function measureMoney(options: {
  baseUrl: string
  token: string
  engine: string
  runs: number
  busySite: number
  now: Date
}): Promise<BenchRow[]> {
  const { baseUrl, token, busySite } = options
  const time = <T>(path: string, what: string, runs = options.runs, warmup?: number) =>
    timeRequests<T>(() => request(baseUrl, 'GET', path, { token }), what, runs, warmup)

  const { samples: dueSamples, answer: dueList } = await time<{
    totals: { subscriptions: number; invoices: number }
    subscriptions: unknown[]
  }>(`/api/money/due?site=${busySite}&days=30`, 'due list')
  const due = `${dueList.subscriptions.length} of ${dueList.totals.subscriptions} subscriptions listed, ${dueList.totals.invoices} open invoices`

  const date = cashupDate(options.now)
  const { samples: cashupSamples, answer: cashupDay } = await time<{
    totals: { payments: number; byCashier: unknown[] }
  }>(`/api/cashup?site=${busySite}&date=${date}`, 'cash-up')
  const cashup = `${date}: ${cashupDay.totals.payments} payments, ${cashupDay.totals.byCashier.length} cashiers`

  const months = lastTwelveMonths(options.now)
  const { samples: reportSamples, answer: overview } = await time<{
    revenue: Array<{ payments: number }>
    activeSwimmers: Array<{ swimmers: number }>
  }>(
    `/api/reports/overview?site=${busySite}&from=${months[0]}&to=${months[11]}`,
    'reports overview',
    Math.min(options.runs, 50),
    3,
  )
  const payments = overview.revenue.reduce((sum, month) => sum + month.payments, 0)
  const peak = Math.max(...overview.activeSwimmers.map((month) => month.swimmers))
  const reports = `${months[0]}…${months[11]}: ${payments} payments, up to ${peak} active swimmers a month`
  const group = `money desk (${options.engine})`
  return [
    row(group, `due list, busiest site (${busySite}), 30 days`, dueSamples, TARGETS.due, due),
    row(group, "a day's cash-up, busiest site", cashupSamples, TARGETS.cashup, cashup),
    row(group, 'reports overview, one site, 12 months', reportSamples, TARGETS.reports, reports),
  ]
}

/** The repository calls behind the three requests, for the query plans (bench/query-plans.ts). */
export function moneyWorkload(db: Kysely<Database>, site: number, now: Date) {
  const today = cairoDate(now)
  const addDays = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
  const months = lastTwelveMonths(now)
  const spans = months.map((month) => {
    const [year, m] = month.split('-').map(Number)
    return { month, first: `${month}-01`, last: new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10) }
  })
  const next = new Date(Date.UTC(Number(months[11].slice(0, 4)), Number(months[11].slice(5)), 1))
    .toISOString()
    .slice(0, 7)
  const bounds = [...months, next].map((month) => businessDayStart(`${month}-01`, DEFAULT_ACADEMY_TIME_ZONE))
  const range = businessDayRange(cashupDate(now), DEFAULT_ACADEMY_TIME_ZONE)
  return {
    due: async () => {
      const rows = await findEndingSubscriptions(
        db,
        site,
        addDays(-DUE_ENDED_LOOKBACK_DAYS),
        addDays(30),
        DUE_LIST_LIMIT,
      )
      const ids = rows.map((row) => row.id)
      await countEndingSubscriptions(db, site, addDays(-DUE_ENDED_LOOKBACK_DAYS), today, addDays(30))
      await findOpenInvoices(db, site, DUE_LIST_LIMIT)
      await totalOpenInvoices(db, site)
      if (ids.length > 0) {
        await findSchoolEnrolmentsOf(db, ids)
        await findPreTeamEnrolmentsOf(db, ids)
      }
    },
    cashup: async () => {
      await findCashupDay(db, site, cashupDate(now))
      await findPaymentsBetween(db, site, range.from, range.to)
    },
    reports: async () => {
      await countActiveSwimmers(db, [site], spans)
      await sumPaymentsByMonth(db, [site], months, bounds)
      await findSchoolCapacity(db, [site], today)
      await countAttendanceByLevel(db, [site], months[0], months[11])
      await countRenewals(db, [site], spans, today)
      // The page's default, every site: the academy-wide retention rows (migration 0019).
      const sites = (await db.selectFrom('sites').select('id').execute()).map((row) => row.id)
      await countRenewals(db, sites, spans, today, true)
    },
  }
}
