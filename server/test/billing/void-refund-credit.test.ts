import { login, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, EGYPT, snapshot } from '../routes/swimmers-fixtures'
import type { billingCalls } from './billing-fixtures'
import { billingApp } from './billing-fixtures'

// Issue 30, correcting money taken: a void only on the payment's own day while its cash-up is open (kept, marked with
// who and why; the invoice reopens); a refund only after that day, full or partial, never more than is left, a negative
// receipt in today's cash-up; a family's credit note pays a sibling's later invoice. Nothing is deleted; every
// change is audited. The test clock starts at 2026-11-21 11:00 in Cairo.

const DAY = 24 * 60 * 60 * 1000

describe('voids, refunds and credit notes', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    ;({ t, cashier, admin, calls } = await billingApp())
  })
  afterAll(() => t.close())

  const audits = (entity: string, id: number) =>
    calls
      .db()
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()

  it('voids a payment on its open day: kept, marked with who and why, the invoice reopens, counted nowhere', async () => {
    const [invoice] = await calls.openInvoices(EGYPT)
    const due = invoice.amount_cents - invoice.paid_cents
    const paid = await calls.pay(cashier, invoice, (due / 100).toFixed(2))
    expect(paid.json()).toMatchObject({ status: 'paid' })
    const paymentId = paid.json().paymentID as number

    const voided = await calls.call(cashier, 'POST', `/api/payments/${paymentId}/void`, { reason: 'Wrong swimmer' })
    expect(voided.statusCode).toBe(200)
    expect(voided.json()).toMatchObject({
      status: 'void',
      voided: { userID: CASHIER, reason: 'Wrong swimmer' },
      invoice: { status: 'open', amountDueCents: due },
    })
    expect(await calls.invoiceRow(invoice.id)).toMatchObject({ paid_cents: invoice.paid_cents, status: 'open' })
    expect(await calls.paymentRow(paymentId)).toMatchObject({ amount_cents: due, void_reason: 'Wrong swimmer' })
    expect(await audits('payment', paymentId)).toEqual([{ action: 'VoidPayment', user_id: CASHIER }])

    const day = await calls.cashup(cashier, EGYPT, '2026-11-21')
    expect(day.voids.map((row) => row.paymentID)).toEqual([paymentId])
    expect(day.payments.find((row) => row.paymentID === paymentId)).toMatchObject({
      status: 'void',
      voided: { reason: 'Wrong swimmer' },
    })
    const counted = day.payments.filter((row) => row.status === 'confirmed')
    expect(day.totals.overallCents).toBe(counted.reduce((sum, row) => sum + row.amountCents, 0))

    const again = await calls.call(cashier, 'POST', `/api/payments/${paymentId}/void`, { reason: 'Twice' })
    expect(again.statusCode).toBe(409)
    // No reason, no void.
    const [other] = await calls.openInvoices(EGYPT)
    const second = await calls.pay(cashier, other, '1.00')
    const noReason = await calls.call(cashier, 'POST', `/api/payments/${second.json().paymentID}/void`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors?.reason).toBe('Please enter the reason')
  })

  it('refuses a void once the day is closed, and refuses a refund while it is open', async () => {
    const [invoice] = await calls.openInvoices(CLUB_13)
    const paid = await calls.pay(cashier, invoice, '2.00')
    const paymentId = paid.json().paymentID as number
    const early = await calls.call(admin, 'POST', `/api/payments/${paymentId}/refund`, {
      amount: '1.00',
      reason: 'Too soon',
      method: 'cash',
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toMatch(/still open: void payment/)

    const day = await calls.cashup(cashier, CLUB_13, '2026-11-21')
    const close = await calls.call(cashier, 'POST', '/api/cashup/close', {
      site: CLUB_13,
      date: '2026-11-21',
      counted: (day.totals.cashCents / 100).toFixed(2),
    })
    expect(close.statusCode).toBe(200)
    const before = await snapshot(calls.db())
    const late = await calls.call(cashier, 'POST', `/api/payments/${paymentId}/void`, { reason: 'After the close' })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toMatch(/is closed: payment .* cannot be voided; refund it instead/)
    expect(await snapshot(calls.db())).toEqual(before)
    expect((await calls.paymentRow(paymentId)).voided_at).toBeNull()
  })

  it("refunds after the close, in part then the rest, as negative receipts of the next day's cash-up", async () => {
    const [invoice] = await calls.openInvoices(CLUB_13)
    // The day of 2026-11-21 is closed (above): reopen it to take the payment, close it again.
    await calls.call(admin, 'POST', '/api/cashup/reopen', { site: CLUB_13, date: '2026-11-21', reason: 'One more' })
    const paid = await calls.pay(cashier, invoice, '4.00', { method: 'instapay', reference: 'IP-1' })
    const paymentId = paid.json().paymentID as number
    const dayBefore = await calls.cashup(cashier, CLUB_13, '2026-11-21')
    await calls.call(cashier, 'POST', '/api/cashup/close', {
      site: CLUB_13,
      date: '2026-11-21',
      counted: (dayBefore.totals.cashCents / 100).toFixed(2),
    })
    t.clock.advance(DAY)
    // A day later the sessions have ended: sign in again.
    cashier = await login(t.app, CASHIER)
    admin = await login(t.app, ADMIN)

    // The cashier has no RefundPayments; a void the next day is refused too.
    const refund = (amount: string, method = 'cash', reason = 'Class cancelled') =>
      calls.call(admin, 'POST', `/api/payments/${paymentId}/refund`, { amount, reason, method })
    expect(
      (
        await calls.call(cashier, 'POST', `/api/payments/${paymentId}/refund`, {
          amount: '1.00',
          reason: 'x',
          method: 'cash',
        })
      ).statusCode,
    ).toBe(403)
    const nextDayVoid = await calls.call(cashier, 'POST', `/api/payments/${paymentId}/void`, { reason: 'Late' })
    expect(nextDayVoid.statusCode).toBe(409)
    expect(nextDayVoid.json().message).toMatch(/voided only on its own day/)

    const part = await refund('1.50')
    expect(part.statusCode).toBe(200)
    expect(part.json()).toMatchObject({ refundedCents: 150, status: 'confirmed', refundID: expect.any(Number) })
    const tooMuch = await refund('2.51')
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().errors?.amount).toBe('At most 2.50')
    const rest = await refund('2.50', 'instapay')
    expect(rest.statusCode).toBe(400)
    expect(rest.json().errors?.reference).toMatch(/reference/i)
    const restWithReference = await calls.call(admin, 'POST', `/api/payments/${paymentId}/refund`, {
      amount: '2.50',
      reason: 'The rest',
      method: 'instapay',
      reference: 'IP-BACK-2',
    })
    expect(restWithReference.statusCode).toBe(200)
    expect((await refund('0.01')).statusCode).toBe(400)

    // The invoice is written down, not reopened: what is due does not move.
    expect(await calls.invoiceRow(invoice.id)).toMatchObject({ paid_cents: invoice.paid_cents + 400 })
    const today = await calls.cashup(cashier, CLUB_13, '2026-11-22')
    expect(today.refunds.map((row) => [row.paymentID, row.amountCents, row.method, row.reason])).toEqual([
      [paymentId, -150, 'cash', 'Class cancelled'],
      [paymentId, -250, 'instapay', 'The rest'],
    ])
    expect(today.totals.cashCents).toBe(-150)
    expect(today.totals.overallCents).toBe(-400)
    expect(today.totals.byMethod).toEqual([
      { method: 'cash', payments: 0, refunds: 1, amount: -1.5, amountCents: -150 },
      { method: 'instapay', payments: 0, refunds: 1, amount: -2.5, amountCents: -250 },
    ])
    // The closed day it was paid on is not changed.
    expect((await calls.cashup(cashier, CLUB_13, '2026-11-21')).refunds).toEqual([])
    expect(await audits('payment', paymentId)).toEqual([
      { action: 'RefundPayment', user_id: ADMIN },
      { action: 'RefundPayment', user_id: ADMIN },
    ])
    t.clock.advance(-DAY)
    cashier = await login(t.app, CASHIER)
    admin = await login(t.app, ADMIN)
  })

  it("puts a credit note on a family's balance and pays a sibling's invoice from it, never more than held", async () => {
    const [invoice] = await calls.openInvoices(CLUB_13)
    const swimmer = await calls
      .db()
      .selectFrom('swimmers')
      .select(['family_id'])
      .where('id', '=', invoice.swimmer_id)
      .executeTakeFirstOrThrow()
    const family = swimmer.family_id as number
    expect(
      (
        await calls.call(cashier, 'POST', `/api/families/${family}/credits`, {
          site: CLUB_13,
          amount: '5',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403)
    const note = await calls.call(admin, 'POST', `/api/families/${family}/credits`, {
      site: CLUB_13,
      amount: '5.00',
      reason: 'Goodwill for a closed pool',
    })
    expect(note.statusCode).toBe(200)
    expect(note.json()).toMatchObject({ familyID: family, creditCents: 500 })

    const tooMuch = await calls.call(cashier, 'POST', `/api/invoices/${invoice.id}/apply-credit`, { amount: '5.01' })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().errors?.amount).toBe('At most 5.00')
    const used = await calls.call(cashier, 'POST', `/api/invoices/${invoice.id}/apply-credit`, { amount: '3.00' })
    expect(used.statusCode).toBe(200)
    expect(used.json()).toMatchObject({ creditCents: 200 })
    const after = await calls.invoiceRow(invoice.id)
    expect(after.paid_cents).toBe(invoice.paid_cents + 300)
    expect(await audits('invoice', invoice.id)).toEqual(
      expect.arrayContaining([{ action: 'CreditUse', user_id: CASHIER }]),
    )
    expect(await audits('family', family)).toEqual([{ action: 'CreditNote', user_id: ADMIN }])
  })
})
