import type { ReportsOverview } from '@contract/reports'
import { SMART_WAY } from './fixtures'

/** The owner's figures of one month at Smart Way (the reports page's tests), with `overrides` on top. */
export const reportsOverviewFixture = (overrides: Partial<ReportsOverview> = {}): ReportsOverview => ({
  from: '2026-11',
  to: '2026-11',
  months: ['2026-11'],
  sites: [{ id: SMART_WAY.id, name: SMART_WAY.name }],
  currency: 'EGP',
  activeSwimmers: [{ month: '2026-11', siteID: SMART_WAY.id, swimmers: 10 }],
  revenue: [{ month: '2026-11', siteID: SMART_WAY.id, payments: 2, amount: 1250.5, amountCents: 125050 }],
  refunds: [],
  discountsByRule: [],
  capacityBySchool: [],
  capacityByLevel: [],
  attendanceByLevel: [],
  renewals: [],
  ...overrides,
})
