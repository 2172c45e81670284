import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CASHIER } from '../routes/swimmers-fixtures'

// Shared by the billing tests (issue 30): calls as a user, a site's open invoices, paying one at the desk.

export interface Reply {
  statusCode: number
  json: () => { message: string; errors?: Record<string, string> } & Record<string, unknown>
}

export function billingCalls(t: TestApp) {
  const db = () => t.database.db
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) }) as unknown as Promise<Reply>
  const openInvoices = (site: number) =>
    db()
      .selectFrom('invoices')
      .select(['id', 'swimmer_id', 'site', 'amount_cents', 'paid_cents'])
      .where('site', '=', site)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute()
  let receipt = 0
  const pay = (
    token: string,
    invoice: { id: number; swimmer_id: number; site: number },
    amountPaid: string,
    how: { method?: string; reference?: string } = {},
  ) =>
    call(token, 'POST', '/api/Payment/complete', {
      swimmerID: invoice.swimmer_id,
      siteID: invoice.site,
      invoiceID: invoice.id,
      userID: 2,
      amountPaid,
      recieptNo: `BL-${++receipt}`,
      ...how,
    })
  const invoiceRow = (id: number) =>
    db()
      .selectFrom('invoices')
      .select(['amount_cents', 'paid_cents', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const paymentRow = (id: number) =>
    db().selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const cashup = async (token: string, site: number, date: string) => {
    const response = await call(token, 'GET', `/api/cashup?site=${site}&date=${date}`)
    if (response.statusCode !== 200) throw new Error(JSON.stringify(response.json()))
    return response.json() as unknown as CashupDay
  }
  return { db, call, openInvoices, pay, invoiceRow, paymentRow, cashup }
}

export interface CashupDay {
  closed: boolean
  payments: Array<{
    paymentID: number
    receiptNo: string
    method: string
    status: string
    amountCents: number
    voided: { reason: string; userID: number } | null
  }>
  voids: Array<{ paymentID: number }>
  refunds: Array<{ refundID: number; paymentID: number; amountCents: number; method: string; reason: string }>
  totals: {
    overallCents: number
    payments: number
    cashCents: number
    pendingCents: number
    byMethod: Array<{ method: string; payments: number; refunds: number; amountCents: number }>
  }
  countedCents: number | null
  differenceCents: number | null
}

/** A billing suite's app with the demo cashier and administrator signed in, and its calls. */
export async function billingApp() {
  const t = await buildTestApp()
  return { t, cashier: await login(t.app, CASHIER), admin: await login(t.app, ADMIN), calls: billingCalls(t) }
}
