import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13, priceLineOf, swimmerInSchool } from './swimmers-fixtures'

// Issue 25, item 7: Renew showed no price and could not take the payment in the same step. Now the price of each
// duration is read before renewing (GET /swimmers/{id}/renewal-prices), and a renewal may collect now (an amount and a
// receipt number, through the one payments function) or leave it due.

describe('Renew shows its price and can collect now', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, admin, { method, url, payload })

  const inASchool = (name: string) => swimmerInSchool(t, admin, name)
  const renew = (swimmerID: number, extra: object = {}) =>
    call('POST', '/api/swimmers/renew-subscription', {
      swimmerID,
      renewalType: 'quarterly',
      durationInMonths: 3,
      site: CLUB_13,
      ...extra,
    })

  it('answers the prices of the group it renews, then collects the amount under a receipt', async () => {
    const { id, school } = await inASchool('Paying Renewer')
    const prices = await call('GET', `/api/swimmers/${id}/renewal-prices`)
    expect(prices.statusCode).toBe(200)
    const three = priceLineOf(school, 3)
    // Issue 30 adds each duration's lines and total to the same price.
    expect(prices.json().prices).toEqual(expect.arrayContaining([expect.objectContaining(three)]))
    expect(prices.json().groupName).toMatch(/Level 1/)

    expect((await renew(id, { amountPaid: three.invoice })).json().errors).toEqual({
      recieptNo: 'Receipt number is required',
    })
    const renewed = await renew(id, { amountPaid: three.invoice, recieptNo: 'RNW-1' })
    expect(renewed.statusCode).toBe(200)
    expect(renewed.json()).toMatchObject({ value: three.invoice, amountPaid: three.invoice })
    const invoice = await t.database.db
      .selectFrom('invoices')
      .select(['status', 'paid_cents'])
      .where('id', '=', renewed.json().invoiceID)
      .executeTakeFirstOrThrow()
    expect(invoice).toEqual({ status: 'paid', paid_cents: Math.round(three.invoice * 100) })
    const payment = await t.database.db
      .selectFrom('payments')
      .select(['receipt_no', 'created_by'])
      .where('invoice_id', '=', renewed.json().invoiceID)
      .executeTakeFirstOrThrow()
    expect(payment).toEqual({ receipt_no: 'RNW-1', created_by: ADMIN })
  })

  it('leaves it due when nothing is collected', async () => {
    const { id } = await inASchool('Later Payer')
    const renewed = await renew(id)
    expect(renewed.json()).toMatchObject({ amountPaid: 0 })
    const invoice = await t.database.db
      .selectFrom('invoices')
      .select('status')
      .where('id', '=', renewed.json().invoiceID)
      .executeTakeFirstOrThrow()
    expect(invoice.status).toBe('open')
  })
})
