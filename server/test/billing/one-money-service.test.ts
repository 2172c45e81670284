import { type TestApp } from '../helper'
import { CLUB_13, addSwimmer, snapshot } from '../routes/swimmers-fixtures'
import type { billingCalls } from './billing-fixtures'
import { billingApp } from './billing-fixtures'

// Issue 30, every URL that takes money goes through the same payments service: the spec's enrolment payload is
// recorded as cash by recordPayment, and once today's cash-up is closed every new money URL (the desk's
// Payment/complete with a method, a family's payment, a refund) is refused by the same lock, storing nothing.

describe('every money URL through the same service', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    ;({ t, cashier, admin, calls } = await billingApp())
  })
  afterAll(() => t.close())

  it('records an enrolment payload as cash, and refuses every money URL once the day is closed', async () => {
    const swimmer = await addSwimmer(t, cashier)
    const options = (await calls.call(cashier, 'GET', `/api/swimmers/school-options/${swimmer}`)).json() as unknown as {
      schools: Array<{ schoolID: number; enrolled: number; capacity: number }>
    }
    const school = options.schools.find((entry) => entry.enrolled < entry.capacity)!
    const enrolled = await calls.call(cashier, 'POST', '/api/swimmers/save-school-trans', {
      swimmerID: swimmer,
      schoolID: school.schoolID,
      months: 1,
      userID: 2,
      siteID: CLUB_13,
      amountPaid: '5',
      reciptNo: 'ONE-1',
    })
    expect(enrolled.statusCode).toBe(200)
    const payment = await calls
      .db()
      .selectFrom('payments')
      .select(['id', 'method', 'reference', 'status', 'amount_cents'])
      .where('receipt_no', '=', 'ONE-1')
      .executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ method: 'cash', reference: null, status: 'confirmed', amount_cents: 500 })

    const [invoice] = await calls.openInvoices(CLUB_13)
    const family = (
      await calls
        .db()
        .selectFrom('swimmers')
        .select('family_id')
        .where('id', '=', invoice.swimmer_id)
        .executeTakeFirstOrThrow()
    ).family_id
    const day = await calls.cashup(cashier, CLUB_13, '2026-11-21')
    await calls.call(cashier, 'POST', '/api/cashup/close', {
      site: CLUB_13,
      date: '2026-11-21',
      counted: (day.totals.cashCents / 100).toFixed(2),
    })
    const before = await snapshot(calls.db())
    const refusals = [
      await calls.pay(cashier, invoice, '1.00', { method: 'card', reference: 'AUTH-1' }),
      await calls.call(cashier, 'POST', `/api/families/${family}/payments`, {
        site: CLUB_13,
        amount: '1.00',
        receiptNo: 'ONE-2',
      }),
      await calls.call(admin, 'POST', `/api/payments/${payment.id}/refund`, {
        amount: '1.00',
        reason: 'Closed today',
        method: 'cash',
      }),
    ]
    expect(refusals.map((response) => [response.statusCode, response.json().code])).toEqual([
      [409, 'cashup.closedNoPayment'],
      [409, 'cashup.closedNoPayment'],
      [409, 'cashup.closedNoPayment'],
    ])
    expect(await snapshot(calls.db())).toEqual(before)
  })
})
