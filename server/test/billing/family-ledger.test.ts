import { login, type TestApp } from '../helper'
import { CLUB_13, NO_SWIMMERS } from '../routes/swimmers-fixtures'
import type { billingCalls } from './billing-fixtures'
import { billingApp } from './billing-fixtures'

// Issue 30, a family's ledger: every invoice, payment, void, refund and credit of its swimmers, oldest first, with the
// running balance; the last balance is what is due on open invoices less the credit the family holds.

interface Ledger {
  familyID: number
  entries: Array<{
    kind: string
    invoiceID: number | null
    paymentID: number | null
    swimmerID: number | null
    amountCents: number
    balanceCents: number
    status: string | null
  }>
  dueCents: number
  creditCents: number
  balanceCents: number
}

describe('a family ledger', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    ;({ t, cashier, admin, calls } = await billingApp())
  })
  afterAll(() => t.close())

  it('lists two siblings’ invoices, payments, a void and a credit with the running balance', async () => {
    // Two swimmers of the site with open invoices, made siblings.
    const open = await calls.openInvoices(CLUB_13)
    const first = open[0]
    const second = open.find((invoice) => invoice.swimmer_id !== first.swimmer_id)!
    const family = (
      await calls
        .db()
        .selectFrom('swimmers')
        .select('family_id')
        .where('id', '=', first.swimmer_id)
        .executeTakeFirstOrThrow()
    ).family_id as number
    await calls.db().updateTable('swimmers').set({ family_id: family }).where('id', '=', second.swimmer_id).execute()

    // A minute between movements, so the ledger's order is their time order.
    const minute = () => t.clock.advance(60_000)
    const cash = await calls.pay(cashier, first, '10.00')
    minute()
    const wrong = await calls.pay(cashier, second, '2.00')
    minute()
    await calls.call(cashier, 'POST', `/api/payments/${wrong.json().paymentID}/void`, { reason: 'Wrong amount' })
    minute()
    const pending = await calls.pay(cashier, second, '1.00', { method: 'transfer', reference: 'NBE-1' })
    minute()
    await calls.call(admin, 'POST', `/api/families/${family}/credits`, {
      site: CLUB_13,
      amount: '4.00',
      reason: 'Goodwill',
    })
    minute()
    await calls.call(cashier, 'POST', `/api/invoices/${second.id}/apply-credit`, { amount: '1.50' })

    const response = await calls.call(cashier, 'GET', `/api/families/${family}/ledger`)
    expect(response.statusCode).toBe(200)
    const ledger = response.json() as unknown as Ledger
    const mine = ledger.entries.filter(
      (entry) => entry.invoiceID === first.id || entry.invoiceID === second.id || entry.kind === 'credit',
    )
    const shape = mine
      .filter((entry) => entry.kind !== 'invoice')
      .map((entry) => [entry.kind, entry.paymentID, entry.amountCents, entry.status])
    expect(shape).toEqual([
      ['payment', cash.json().paymentID, -1000, 'confirmed'],
      ['payment', wrong.json().paymentID, -200, 'confirmed'],
      ['void', wrong.json().paymentID, 200, 'void'],
      ['payment', pending.json().paymentID, 0, 'pending'],
      ['credit', null, -400, null],
      ['creditUse', null, 0, null],
    ])
    expect(
      mine
        .filter((entry) => entry.kind === 'invoice')
        .map((entry) => entry.invoiceID)
        .sort(),
    ).toEqual([first.id, second.id].sort())
    // The running balance adds up, and ends at what is due less the credit held.
    let running = 0
    for (const entry of ledger.entries) {
      running += entry.amountCents
      expect(entry.balanceCents).toBe(running)
    }
    const stillOpen = await calls
      .db()
      .selectFrom('invoices')
      .select(['amount_cents', 'paid_cents'])
      .where('swimmer_id', 'in', [first.swimmer_id, second.swimmer_id])
      .where('status', '=', 'open')
      .execute()
    const due = stillOpen.reduce((sum, row) => sum + row.amount_cents - row.paid_cents, 0)
    expect(ledger).toMatchObject({ dueCents: due, creditCents: 250, balanceCents: due - 250 })
    expect(running).toBe(ledger.balanceCents)
  })

  it('is not found for a user of no site of the family, and refused without ViewInvoices', async () => {
    const [invoice] = await calls.openInvoices(CLUB_13)
    const family = (
      await calls
        .db()
        .selectFrom('swimmers')
        .select('family_id')
        .where('id', '=', invoice.swimmer_id)
        .executeTakeFirstOrThrow()
    ).family_id
    const other = await login(t.app, NO_SWIMMERS)
    expect((await calls.call(other, 'GET', `/api/families/${family}/ledger`)).statusCode).toBe(403)
    expect((await calls.call(cashier, 'GET', '/api/families/999999/ledger')).statusCode).toBe(404)
  })
})
