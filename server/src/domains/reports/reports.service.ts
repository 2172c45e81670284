import type { Kysely } from 'kysely'
import { REPORT_DEFAULT_MONTHS, REPORT_MAX_MONTHS, type ReportsOverview } from '@contract/reports'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { businessDayStart } from '../../lib/business-day'
import { badRequest } from '../../lib/http-error'
import { findAcademySettings } from '../lookups/settings.repository'
import {
  countActiveSwimmers,
  countAttendanceByLevel,
  countRenewals,
  countSites,
  findSchoolCapacity,
  sumDiscountsByRule,
  sumPaymentsByMonth,
  sumUncountedByMonth,
  type MonthSpan,
} from './reports.repository'
import { message } from '@contract/messages/message'

// The owner's view (issue 15): GET /reports/overview. Needs ViewReports and a site of the user's, if it names one
// (both declared by the route: reports.routes.ts); the figures cover one of the user's sites or all of them, over whole months (at most REPORT_MAX_MONTHS). Counts are exact; money is summed in whole cents.

const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000

const monthIndex = (month: string): number => {
  const [year, m] = month.split('-').map(Number)
  return year * 12 + (m - 1)
}
const monthOf = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`

function spanOf(month: string): MonthSpan {
  const [year, m] = month.split('-').map(Number)
  const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10)
  return { month, first: `${month}-01`, last }
}

export async function reportsOverview(
  db: Kysely<Database>,
  acting: Acting,
  request: { site?: number; from?: string; to?: string },
): Promise<ReportsOverview> {
  const today = acting.today
  const thisMonth = today.slice(0, 7)
  const to = request.to ?? (request.from ? monthOf(monthIndex(request.from) + REPORT_DEFAULT_MONTHS - 1) : thisMonth)
  const from = request.from ?? monthOf(monthIndex(to) - REPORT_DEFAULT_MONTHS + 1)
  const count = monthIndex(to) - monthIndex(from) + 1
  if (count < 1 || count > REPORT_MAX_MONTHS) {
    const range = message('report.range', { months: REPORT_MAX_MONTHS })
    throw badRequest(range, { to: range })
  }

  const sites = request.site !== undefined ? acting.sites.filter((site) => site.id === request.site) : acting.sites
  const months = Array.from({ length: count }, (_, index) => monthOf(monthIndex(from) + index))
  const spans = months.map(spanOf)
  const settings = await findAcademySettings(db)
  const base = { from, to, months, sites: sites.map(({ id, name }) => ({ id, name })), currency: settings.currency }
  if (sites.length === 0) {
    return {
      ...base,
      activeSwimmers: [],
      revenue: [],
      refunds: [],
      discountsByRule: [],
      capacityBySchool: [],
      capacityByLevel: [],
      attendanceByLevel: [],
      renewals: months.map((month) => ({ month, ended: 0, renewed: 0, rate: null })),
    }
  }
  const ids = sites.map((site) => site.id)
  const bounds = [...months, monthOf(monthIndex(to) + 1)].map((month) =>
    businessDayStart(`${month}-01`, acting.timeZone),
  )
  const wholeAcademy = ids.length > 1 && ids.length === (await countSites(db))
  const [active, payments, schools, attendance, renewals, uncounted, discounts] = await Promise.all([
    countActiveSwimmers(db, ids, spans),
    sumPaymentsByMonth(db, ids, months, bounds),
    findSchoolCapacity(db, ids, today),
    countAttendanceByLevel(db, ids, from, to),
    countRenewals(db, ids, spans, today, wholeAcademy),
    sumUncountedByMonth(db, ids, months, bounds),
    sumDiscountsByRule(db, ids, bounds[0], bounds[bounds.length - 1]),
  ])

  const key = (month: string, site: number) => `${month}|${site}`
  const activeBy = new Map(active.map((row) => [key(row.month, row.site), row.swimmers]))
  const paidBy = new Map(payments.map((row) => [key(row.month, row.site), row]))
  // Issue 30: revenue is net: voided and pending payments do not count, refunds given in the month are taken off.
  const uncountedBy = new Map<string, { count: number; cents: number; refundedCents: number }>()
  for (const row of uncounted) {
    const entry = uncountedBy.get(key(row.month, row.site)) ?? { count: 0, cents: 0, refundedCents: 0 }
    if (row.kind === 'uncounted') {
      entry.count += row.count
      entry.cents += row.cents
    } else entry.refundedCents += row.cents
    uncountedBy.set(key(row.month, row.site), entry)
  }
  const renewalsBy = new Map(renewals.map((row) => [row.month, row]))

  const capacityBySchool = schools.map((row) => {
    const enrolled = Number(row.enrolled ?? 0)
    return {
      siteID: row.site,
      schoolID: row.id,
      level: row.level,
      levelName: row.level_name ?? 'Unknown',
      coachName: row.coach_name,
      capacity: row.capacity,
      enrolled,
      used: share(enrolled, row.capacity),
    }
  })
  const byLevel = new Map<number, { levelName: string; schools: number; capacity: number; enrolled: number }>()
  for (const school of capacityBySchool) {
    const level = byLevel.get(school.level) ?? { levelName: school.levelName, schools: 0, capacity: 0, enrolled: 0 }
    level.schools += 1
    level.capacity += school.capacity
    level.enrolled += school.enrolled
    byLevel.set(school.level, level)
  }

  return {
    ...base,
    activeSwimmers: months.flatMap((month) =>
      ids.map((siteID) => ({ month, siteID, swimmers: activeBy.get(key(month, siteID)) ?? 0 })),
    ),
    revenue: months.flatMap((month) =>
      ids.map((siteID) => {
        const row = paidBy.get(key(month, siteID))
        const off = uncountedBy.get(key(month, siteID)) ?? { count: 0, cents: 0, refundedCents: 0 }
        const cents = (row?.cents ?? 0) - off.cents - off.refundedCents
        return { month, siteID, payments: (row?.payments ?? 0) - off.count, amount: cents / 100, amountCents: cents }
      }),
    ),
    refunds: months.flatMap((month) =>
      ids.map((siteID) => {
        const cents = uncountedBy.get(key(month, siteID))?.refundedCents ?? 0
        return { month, siteID, amount: cents / 100, amountCents: cents }
      }),
    ),
    discountsByRule: discounts
      .map((row) => ({
        ruleID: Number(row.rule_id),
        kind: row.kind,
        siteID: Number(row.site),
        invoices: Number(row.lines),
        amount: -Number(row.cents) / 100,
        amountCents: -Number(row.cents),
      }))
      .sort((a, b) => a.siteID - b.siteID || a.ruleID - b.ruleID),
    capacityBySchool,
    capacityByLevel: [...byLevel.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, figures]) => ({ level, ...figures, used: share(figures.enrolled, figures.capacity) })),
    attendanceByLevel: attendance.map((row) => ({ ...row, rate: share(row.attended, row.recorded) })),
    renewals: months.map((month) => {
      const row = renewalsBy.get(month)
      const ended = row?.due ?? 0
      const renewed = row?.renewed ?? 0
      return { month, ended, renewed, rate: share(renewed, ended) }
    }),
  }
}
