import { login, type TestApp } from '../helper'
import { CASHIER, CLUB_13, snapshot } from '../routes/swimmers-fixtures'
import type { billingCalls } from './billing-fixtures'
import { billingApp } from './billing-fixtures'

// Issue 30, payment methods: cash by default, card / InstaPay / wallet / bank transfer each with its reference; a
// transfer waits for its confirmation before it pays anything; the cash-up counts the drawer against cash only and
// shows the other methods beside it. The test clock stands at 2026-11-21 11:00 in Cairo.

const TODAY = '2026-11-21'

describe('payment methods', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    ;({ t, cashier, admin, calls } = await billingApp())
  })
  afterAll(() => t.close())

  it('takes cash when no method is named, and card, InstaPay and wallet with their references', async () => {
    const [first, second] = await calls.openInvoices(CLUB_13)
    const cash = await calls.pay(cashier, first, '10.00')
    expect(cash.statusCode).toBe(200)
    expect(cash.json()).toMatchObject({ method: 'cash', paymentStatus: 'confirmed' })
    const instapay = await calls.pay(cashier, first, '20.50', { method: 'instapay', reference: 'IP-77001' })
    expect(instapay.json()).toMatchObject({ method: 'instapay', paymentStatus: 'confirmed' })
    await calls.pay(cashier, second, '5.25', { method: 'wallet', reference: 'VF-1' })
    await calls.pay(admin, second, '1.00', { method: 'card', reference: 'AUTH-9' })
    const stored = await calls.paymentRow(instapay.json().paymentID as number)
    expect(stored).toMatchObject({ method: 'instapay', reference: 'IP-77001', status: 'confirmed' })
    expect(await calls.invoiceRow(first.id)).toMatchObject({ paid_cents: first.paid_cents + 3050 })

    const day = await calls.cashup(cashier, CLUB_13, TODAY)
    const mine = day.payments.filter((payment) => payment.receiptNo.startsWith('BL-'))
    expect(mine.map((payment) => [payment.method, payment.amountCents, payment.status])).toEqual([
      ['cash', 1000, 'confirmed'],
      ['instapay', 2050, 'confirmed'],
      ['wallet', 525, 'confirmed'],
      ['card', 100, 'confirmed'],
    ])
    const byMethod = Object.fromEntries(day.totals.byMethod.map((row) => [row.method, row.amountCents]))
    expect(byMethod).toMatchObject({ instapay: 2050, wallet: 525, card: 100 })
    // The drawer: cash only (the seeded payments of the day are cash too).
    const seededCash = day.payments
      .filter((payment) => !payment.receiptNo.startsWith('BL-') && payment.method === 'cash')
      .reduce((sum, payment) => sum + payment.amountCents, 0)
    expect(day.totals.cashCents).toBe(seededCash + 1000)
    expect(byMethod.cash).toBe(day.totals.cashCents)
    expect(day.totals.overallCents).toBe(day.totals.cashCents + 2050 + 525 + 100)

    const close = await calls.call(cashier, 'POST', '/api/cashup/close', {
      site: CLUB_13,
      date: TODAY,
      counted: (day.totals.cashCents / 100).toFixed(2),
    })
    expect(close.statusCode).toBe(200)
    expect(close.json()).toMatchObject({ differenceCents: 0 })
    await calls.call(admin, 'POST', '/api/cashup/reopen', { site: CLUB_13, date: TODAY, reason: 'Test goes on' })
  })

  it('refuses a method without its reference, a reference on cash and an unknown method, storing nothing', async () => {
    const [invoice] = await calls.openInvoices(CLUB_13)
    for (const [how, field, words] of [
      [{ method: 'instapay' }, 'reference', /reference/i],
      [{ method: 'transfer', reference: '   ' }, 'reference', /reference/i],
      [{ method: 'cash', reference: 'X-1' }, 'reference', /cash/i],
      [{ method: 'cheque', reference: 'X-1' }, 'method', /cash, card, InstaPay, wallet or bank transfer/],
    ] as const) {
      const before = await snapshot(calls.db())
      const response = await calls.pay(cashier, invoice, '1.00', how)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors?.[field]).toMatch(words)
      expect(await snapshot(calls.db())).toEqual(before)
    }
  })

  it('keeps a bank transfer pending until confirmed: it pays nothing and counts nowhere before', async () => {
    const [invoice] = await calls.openInvoices(CLUB_13)
    const before = await calls.invoiceRow(invoice.id)
    const response = await calls.pay(cashier, invoice, '3.00', { method: 'transfer', reference: 'CIB-555' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ method: 'transfer', paymentStatus: 'pending' })
    const paymentId = response.json().paymentID as number
    expect(await calls.invoiceRow(invoice.id)).toEqual(before)

    const pendingDay = await calls.cashup(cashier, CLUB_13, TODAY)
    expect(pendingDay.payments.find((p) => p.paymentID === paymentId)?.status).toBe('pending')
    expect(pendingDay.totals.pendingCents).toBe(300)
    expect(pendingDay.totals.byMethod.find((row) => row.method === 'transfer')).toBeUndefined()

    // A coach's title has no ConfirmTransfers.
    const coach = await login(t.app, 3)
    expect((await calls.call(coach, 'POST', `/api/payments/${paymentId}/confirm`)).statusCode).toBe(403)

    const confirmed = await calls.call(cashier, 'POST', `/api/payments/${paymentId}/confirm`)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      confirmed: { userID: CASHIER },
      message: expect.stringMatching(/is confirmed/),
    })
    expect(await calls.invoiceRow(invoice.id)).toMatchObject({ paid_cents: before.paid_cents + 300 })
    const day = await calls.cashup(cashier, CLUB_13, TODAY)
    expect(day.totals.pendingCents).toBe(0)
    expect(day.totals.byMethod.find((row) => row.method === 'transfer')).toMatchObject({ amountCents: 300 })
    const audit = await calls
      .db()
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'payment')
      .where('entity_id', '=', String(paymentId))
      .execute()
    expect(audit).toEqual([{ action: 'ConfirmPayment', user_id: CASHIER }])

    const again = await calls.call(cashier, 'POST', `/api/payments/${paymentId}/confirm`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/not a transfer waiting for confirmation/)
  })
})
