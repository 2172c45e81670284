import { buildTestApp, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13 } from '../routes/swimmers-fixtures'
import { renewableSwimmer } from '../domains/money/money-fixtures'
import { billingCalls } from './billing-fixtures'

// Issue 30, the owner's figures: revenue net of voids, pending transfers and refunds; the discounts given per rule.
// The test clock stands at 2026-11-21 in Cairo; every movement here is in November.

interface Overview {
  revenue: Array<{ month: string; siteID: number; payments: number; amountCents: number }>
  refunds: Array<{ month: string; siteID: number; amountCents: number }>
  discountsByRule: Array<{ ruleID: number; kind: string; siteID: number; invoices: number; amountCents: number }>
}

describe("the owner's billing figures", () => {
  let t: TestApp
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    calls = billingCalls(t)
  })
  afterAll(() => t.close())

  const overview = async () => {
    const response = await calls.call(admin, 'GET', `/api/reports/overview?site=${CLUB_13}&from=2026-11&to=2026-11`)
    expect(response.statusCode).toBe(200)
    return response.json() as unknown as Overview
  }
  const november = (figures: Overview) => figures.revenue.find((row) => row.month === '2026-11')!

  it('counts revenue net of voids, pending transfers and refunds', async () => {
    const before = november(await overview())
    const [first, second] = await calls.openInvoices(CLUB_13)
    await calls.pay(admin, first, '5.00')
    const wrong = await calls.pay(admin, first, '3.00')
    await calls.call(admin, 'POST', `/api/payments/${wrong.json().paymentID}/void`, { reason: 'Typed twice' })
    await calls.pay(admin, second, '2.00', { method: 'transfer', reference: 'BM-1' })
    const refunded = await calls.pay(admin, second, '4.00')
    const day = await calls.cashup(admin, CLUB_13, '2026-11-21')
    await calls.call(admin, 'POST', '/api/cashup/close', {
      site: CLUB_13,
      date: '2026-11-21',
      counted: (day.totals.cashCents / 100).toFixed(2),
    })
    t.clock.advance(24 * 60 * 60 * 1000)
    admin = await login(t.app, ADMIN)
    const refund = await calls.call(admin, 'POST', `/api/payments/${refunded.json().paymentID}/refund`, {
      amount: '1.50',
      reason: 'Half a class missed',
      method: 'cash',
    })
    expect(refund.statusCode).toBe(200)

    const figures = await overview()
    const after = november(figures)
    expect(after.amountCents - before.amountCents).toBe(500 + 400 - 150)
    expect(after.payments - before.payments).toBe(2)
    expect(figures.refunds.find((row) => row.month === '2026-11')).toMatchObject({ siteID: CLUB_13, amountCents: 150 })
  })

  it('shows the discounts given per rule', async () => {
    const swimmer = await renewableSwimmer(calls.db(), CLUB_13)
    const club = (
      await calls.db().selectFrom('swimmers').select('club').where('id', '=', swimmer.id).executeTakeFirstOrThrow()
    ).club
    const rules = await calls.call(admin, 'PUT', '/api/discount-rules', [
      { kind: 'clubMember', percent: '10', clubID: club },
    ])
    const ruleID = (rules.json() as unknown as Array<{ ruleID: number }>)[0].ruleID
    const renewed = await calls.call(admin, 'POST', '/api/swimmers/renew-subscription', {
      swimmerID: swimmer.id,
      renewalType: 'monthly',
      durationInMonths: 1,
      site: CLUB_13,
    })
    expect(renewed.statusCode).toBe(200)
    const line = await calls
      .db()
      .selectFrom('invoice_lines')
      .select('amount_cents')
      .where('invoice_id', '=', renewed.json().invoiceID as number)
      .where('rule_id', '=', ruleID)
      .executeTakeFirstOrThrow()
    expect((await overview()).discountsByRule).toEqual([
      {
        ruleID,
        kind: 'clubMember',
        siteID: CLUB_13,
        invoices: 1,
        amount: -line.amount_cents / 100,
        amountCents: -line.amount_cents,
      },
    ])
  })
})
