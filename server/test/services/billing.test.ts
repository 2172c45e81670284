import { recordPayment, createInvoice } from '../../src/domains/payments/billing.service'
import { buildTestApp, type TestApp } from '../helper'

describe('billing', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const actor = () => ({ userId: 2, at: t.clock.now().toISOString() })
  const anySwimmer = (site: number) =>
    t.database.db.selectFrom('swimmers').select('id').where('site', '=', site).orderBy('id').executeTakeFirstOrThrow()
  const newInvoice = async () => {
    const swimmer = await anySwimmer(62)
    const invoice = await t.database.db
      .transaction()
      .execute((trx) => createInvoice(trx, actor(), { site: 62, swimmerId: swimmer.id, product: 77, months: 3 }))
    return { swimmer, invoice }
  }
  const auditCount = async (invoiceId: number) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'invoice')
        .where('entity_id', '=', String(invoiceId))
        .where('action', '=', 'Payment')
        .execute()
    ).length

  it('prices an invoice from the price list and audits it', async () => {
    const { invoice } = await newInvoice()
    const price = await t.database.db
      .selectFrom('price_list')
      .select('amount_cents')
      .where('site', '=', 62)
      .where('product', '=', 77)
      .where('months', '=', 3)
      .executeTakeFirstOrThrow()
    expect(invoice.amount_cents).toBe(price.amount_cents)
    expect(invoice.item_name).toBe('Baby Class - 3 months')
  })

  it('takes part payments up to the amount due, then marks the invoice paid', async () => {
    const { swimmer, invoice } = await newInvoice()
    const pay = (amountCents: number, receiptNo: string) =>
      t.database.db.transaction().execute((trx) =>
        recordPayment(trx, actor(), {
          invoiceId: invoice.id,
          site: 62,
          swimmerId: swimmer.id,
          amountCents,
          receiptNo,
        }),
      )
    await pay(1000, 'T-PART-1')
    await expect(pay(invoice.amount_cents, 'T-PART-2')).rejects.toThrow(/more than the .* still due/)
    await pay(invoice.amount_cents - 1000, 'T-PART-3')
    const after = await t.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow()
    expect(after).toMatchObject({ paid_cents: invoice.amount_cents, status: 'paid' })
    expect(await auditCount(invoice.id)).toBe(2)
  })

  it('refuses a receipt number already used at the site and stores nothing', async () => {
    const { swimmer, invoice } = await newInvoice()
    const pay = (receiptNo: string) =>
      t.database.db.transaction().execute((trx) =>
        recordPayment(trx, actor(), {
          invoiceId: invoice.id,
          site: 62,
          swimmerId: swimmer.id,
          amountCents: 100,
          receiptNo,
        }),
      )
    await pay('T-DUP-1')
    await expect(pay('T-DUP-1')).rejects.toThrow('Receipt number T-DUP-1 is already used at this site')
    const after = await t.database.db
      .selectFrom('invoices')
      .select('paid_cents')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow()
    expect(after.paid_cents).toBe(100)
  })

  it('records exactly one of fifty simultaneous identical payments', async () => {
    const { swimmer, invoice } = await newInvoice()
    const attempts = Array.from({ length: 50 }, () =>
      t.database.db.transaction().execute((trx) =>
        recordPayment(trx, actor(), {
          invoiceId: invoice.id,
          site: 62,
          swimmerId: swimmer.id,
          amountCents: invoice.amount_cents,
          receiptNo: 'T-RACE-1',
        }),
      ),
    )
    const results = await Promise.allSettled(attempts)
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const payments = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', invoice.id)
      .execute()
    expect(payments).toHaveLength(1)
    expect(await auditCount(invoice.id)).toBe(1)
  })
})
