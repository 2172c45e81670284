import { businessDateOf } from '../../src/lib/business-day'
import { recordPayment, createInvoice } from '../../src/domains/payments/payments.service'
import { receiptKey } from '../../src/domains/payments/receipts'
import { buildTestApp, type TestApp } from '../helper'

describe('payments service', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const actor = () => ({
    userId: 2,
    at: t.clock.now().toISOString(),
    today: businessDateOf(t.clock.now(), 'Africa/Cairo'),
    timeZone: 'Africa/Cairo',
  })
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
  const pay = (invoice: { id: number }, swimmerId: number, amountCents: number, receiptNo: string) =>
    t.database.db
      .transaction()
      .execute((trx) =>
        recordPayment(trx, actor(), { invoiceId: invoice.id, site: 62, swimmerId, amountCents, receiptNo }),
      )
  const invoiceOf = (id: number) =>
    t.database.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const receiptsLike = (receiptNo: string) =>
    t.database.db.selectFrom('payments').select('id').where('receipt_key', '=', receiptKey(receiptNo)).execute()

  it.each([0, -0, -100])('refuses an amount of %s: no receipt number used, the invoice untouched', async (amount) => {
    const { swimmer, invoice } = await newInvoice()
    await expect(pay(invoice, swimmer.id, amount, `T-ZERO-${String(amount)}`)).rejects.toMatchObject({
      statusCode: 400,
      errors: { amountPaid: 'Amount paid must be more than 0' },
    })
    expect(await invoiceOf(invoice.id)).toMatchObject({ paid_cents: 0, status: 'open' })
    expect(await receiptsLike(`T-ZERO-${String(amount)}`)).toEqual([])
    expect(await auditCount(invoice.id)).toBe(0)
  })

  it('keys receipt numbers: case, width, invisible characters, dashes and spaces do not make another receipt', () => {
    const key = receiptKey('SW-2002')
    for (const lookAlike of [
      'sw-2002',
      ' SW-2002 ',
      'S\u200bW-2002', // zero-width space
      'SW\u00ad-2002', // soft hyphen
      '\u202eSW-2002', // right-to-left override
      'SW-2002\u200f', // right-to-left mark
      '\ufeffSW-2002', // byte order mark
      'ＳＷ－２００２', // fullwidth
      'SW\u20112002', // non-breaking hyphen
      'SW\u20132002', // en dash
      'SW\u22122002', // minus sign
      'SW 2002', // a space for the hyphen (issue 25: 'C13 9001' after 'C13-9001' made a second receipt)
    ]) {
      expect({ lookAlike, key: receiptKey(lookAlike) }).toEqual({ lookAlike, key })
    }
    expect(receiptKey('SW-2003')).not.toBe(key)
    expect(receiptKey('\u200b\u200c\u2060')).toBe('')
  })

  it('refuses a look-alike of a used receipt, naming the receipt it matches, and stores nothing', async () => {
    const { swimmer, invoice } = await newInvoice()
    await pay(invoice, swimmer.id, 100, 'T-LOOK-1')
    for (const lookAlike of ['t-look-1', 'T\u2011LOOK\u20111', 'Ｔ-ＬＯＯＫ-１', 'T-LO\u200bOK-1', ' T-LOOK-1\u00ad']) {
      await expect(pay(invoice, swimmer.id, 100, lookAlike)).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/ is already used at this site as T-LOOK-1$/),
        errors: { recieptNo: 'Already used at this site as T-LOOK-1' },
      })
    }
    await expect(pay(invoice, swimmer.id, 100, 'T-LOOK-1')).rejects.toThrow(
      'Receipt number T-LOOK-1 is already used at this site',
    )
    expect(await invoiceOf(invoice.id)).toMatchObject({ paid_cents: 100 })
    expect(await auditCount(invoice.id)).toBe(1)
    // Invisible characters are written out in the message, so the cashier sees what differs.
    await expect(pay(invoice, swimmer.id, 100, 'T-LO\u200bOK-1')).rejects.toThrow(
      'Receipt number T-LO<U+200B>OK-1 is already used at this site as T-LOOK-1',
    )
  })

  it('refuses a receipt number with nothing visible in it', async () => {
    const { swimmer, invoice } = await newInvoice()
    await expect(pay(invoice, swimmer.id, 100, '\u200b\u200d')).rejects.toMatchObject({
      statusCode: 400,
      errors: { recieptNo: 'Receipt number is required' },
    })
    expect(await invoiceOf(invoice.id)).toMatchObject({ paid_cents: 0 })
  })

  it('the database itself refuses a second payment under a look-alike key at the site', async () => {
    const { swimmer, invoice } = await newInvoice()
    await pay(invoice, swimmer.id, 100, 'T-DB-1')
    const row = {
      invoice_id: invoice.id,
      site: 62,
      swimmer_id: swimmer.id,
      amount_cents: 100,
      receipt_no: 't-db-1',
      receipt_key: receiptKey('t-db-1'),
      created_at: actor().at,
      created_by: 2,
    }
    // The driver's error is compared by its code: its class may come from another test file's realm.
    const outcome = await t.database.db
      .insertInto('payments')
      .values(row)
      .execute()
      .then(
        () => 'stored',
        (error: { code?: string }) => error.code,
      )
    expect(outcome).toMatch(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/)
    // Another site may use it.
    await expect(
      t.database.db
        .insertInto('payments')
        .values({ ...row, site: 63 })
        .execute(),
    ).resolves.toBeDefined()
  })

  it('records one of fifty simultaneous look-alike payments on different invoices', async () => {
    const invoices = await Promise.all(Array.from({ length: 5 }, () => newInvoice()))
    const forms = ['T-RACE-LOOK', 't-race-look', 'T\u2011RACE\u2011LOOK', 'Ｔ-ＲＡＣＥ-ＬＯＯＫ', 'T-RACE-LO\u200bOK']
    const attempts = Array.from({ length: 50 }, (_, index) => {
      const { swimmer, invoice } = invoices[index % invoices.length]
      return pay(invoice, swimmer.id, 100, forms[index % forms.length])
    })
    const results = await Promise.allSettled(attempts)
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(await receiptsLike('T-RACE-LOOK')).toHaveLength(1)
  })
})
