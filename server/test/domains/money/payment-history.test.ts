import { storedItem } from '../../../src/lib/invoice-items'
import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { ADMIN, CASHIER, CLUB_13, NO_SWIMMERS, SMART_WAY } from '../../routes/swimmers-fixtures'

// Issue 15, reprinting receipts: a swimmer's payments (GET /api/swimmers/{id}/payments) and an invoice's
// (GET /api/invoices/{id}/payments), newest first, each with the paymentID its receipt page needs.

describe('payments of a swimmer and of an invoice', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const get = (url: string, token = cashier) => injectAs(t.app, token, { method: 'GET', url })
  const openInvoice = (site: number) =>
    db()
      .selectFrom('invoices as i')
      .select(['i.id', 'i.swimmer_id', 'i.item_name', 'i.months', 'i.amount_cents', 'i.paid_cents'])
      .where('i.site', '=', site)
      .where('i.status', '=', 'open')
      .orderBy('i.id')
      .executeTakeFirstOrThrow()
  const pay = async (invoice: { id: number; swimmer_id: number }, amountPaid: string, recieptNo: string) => {
    const response = await injectAs(t.app, cashier, {
      method: 'POST',
      url: '/api/payment/complete',
      payload: {
        swimmerID: invoice.swimmer_id,
        siteID: CLUB_13,
        invoiceID: invoice.id,
        userID: 1,
        amountPaid,
        recieptNo,
      },
    })
    expect(response.statusCode).toBe(200)
    return response.json().paymentID as number
  }

  it("lists the invoice's and the swimmer's payments newest first, with receipt number, item, amount and cashier", async () => {
    const invoice = await openInvoice(CLUB_13)
    const before = await get(`/api/swimmers/${invoice.swimmer_id}/payments`)
    expect(before.statusCode).toBe(200)
    const earlier = before.json()
    const first = await pay(invoice, '0.10', 'RH-1')
    const second = await pay(invoice, '0.25', 'RH-2')
    const cashierName = (
      await db().selectFrom('users').select('full_name').where('id', '=', CASHIER).executeTakeFirstOrThrow()
    ).full_name
    const entry = (paymentID: number, receiptNo: string, cents: number) => ({
      paymentID,
      receiptNo,
      invoiceID: invoice.id,
      itemName: invoice.item_name,
      // Issue 26: the item by its code and values, for the client's language.
      itemText: storedItem(invoice),
      amount: cents / 100,
      amountCents: cents,
      at: '2026-11-21T09:00:00.000Z',
      cashierName,
      // Issue 30: cash payments, confirmed.
      status: 'confirmed',
      method: 'cash',
    })
    const ofInvoice = await get(`/api/invoices/${invoice.id}/payments`)
    expect(ofInvoice.statusCode).toBe(200)
    expect(ofInvoice.json()).toEqual([entry(second, 'RH-2', 25), entry(first, 'RH-1', 10)])
    const ofSwimmer = await get(`/api/swimmers/${invoice.swimmer_id}/payments`)
    expect(ofSwimmer.json()).toEqual([entry(second, 'RH-2', 25), entry(first, 'RH-1', 10), ...earlier])
    // Each paymentID opens its receipt.
    expect((await get(`/api/payments/${second}`)).json().receiptNo).toBe('RH-2')
  })

  it('answers an empty list for an invoice without payments', async () => {
    const unpaid = await db()
      .selectFrom('invoices as i')
      .select('i.id')
      .where('i.site', '=', SMART_WAY)
      .where('i.paid_cents', '=', 0)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('payments as p').select('p.id').whereRef('p.invoice_id', '=', 'i.id'))),
      )
      .orderBy('i.id')
      .executeTakeFirstOrThrow()
    const response = await get(`/api/invoices/${unpaid.id}/payments`, admin)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })

  it('answers 404 for a swimmer or invoice of a site the user may not use, or none at all', async () => {
    const invoice = await openInvoice(SMART_WAY)
    const swimmer = await get(`/api/swimmers/${invoice.swimmer_id}/payments`)
    expect(swimmer.statusCode).toBe(404)
    expect(swimmer.json().message).toBe(`Swimmer ${invoice.swimmer_id} not found`)
    const other = await get(`/api/invoices/${invoice.id}/payments`)
    expect(other.statusCode).toBe(404)
    expect(other.json().message).toBe(`Invoice ${invoice.id} not found at this site`)
    expect((await get('/api/invoices/99999999/payments')).statusCode).toBe(404)
    expect((await get('/api/swimmers/99999999/payments')).statusCode).toBe(404)
  })

  it('needs ViewInvoices (403) and a whole-number id (400 naming it)', async () => {
    const coachesManager = await login(t.app, NO_SWIMMERS)
    const invoice = await openInvoice(SMART_WAY)
    expect((await get(`/api/swimmers/${invoice.swimmer_id}/payments`, coachesManager)).statusCode).toBe(403)
    expect((await get(`/api/invoices/${invoice.id}/payments`, coachesManager)).statusCode).toBe(403)
    const bad = await get('/api/swimmers/abc/payments')
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('id')
  })
})
