import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13, auditActions, swimmerInSchool } from './swimmers-fixtures'

// Issue 25, item 4: deleting a swimmer left their open invoice as a debt in Settings → Invoices. Now the deletion
// cancels their open invoices (the status; invoices and payments are kept) in the same audited operation, and the
// answer names them.

describe('DELETE /swimmers/{id} cancels the swimmer’s open invoices', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, admin, { method, url, payload })

  it('cancels an unpaid enrolment invoice and names it', async () => {
    const { id, enrolment } = await swimmerInSchool(t, admin, 'Deleted With Debt', () => ({ amountPaid: 0 }))
    const { invoiceID, invItem, value } = enrolment

    const deleted = await call('DELETE', `/api/Swimmers/${id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({
      message: 'Swimmer deleted successfully',
      cancelledInvoices: [{ invoiceID, item: invItem, amount: value, paid: 0 }],
    })
    const invoice = await t.database.db
      .selectFrom('invoices')
      .select(['status', 'amount_cents'])
      .where('id', '=', invoiceID)
      .executeTakeFirstOrThrow()
    expect(invoice).toEqual({ status: 'cancelled', amount_cents: Math.round(value * 100) })
    expect((await auditActions(t.database.db, id)).at(-1)).toBe('DeleteSwimmer')
    // No longer listed as due at the site.
    const due = await call('GET', `/api/money/due?site=${CLUB_13}`)
    expect(JSON.stringify(due.json())).not.toContain('Deleted With Debt')
  })
})
