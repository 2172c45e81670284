import { buildTestApp, injectAs, login, type TestApp } from '../helper'

describe('Settings: invoices and payments', () => {
  let t: TestApp
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, 2)
  })
  afterAll(() => t.close())

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, token, { method, url, payload })
  const openInvoices = (site: number) =>
    t.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('site', '=', site)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute()
  const invoiceRow = (id: number) =>
    t.database.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const paymentsOf = (id: number) =>
    t.database.db.selectFrom('payments').selectAll().where('invoice_id', '=', id).execute()
  const pay = (payload: object, token = cashier) => as(token, 'POST', '/api/Payment/complete', payload)
  const paymentFor = (invoice: { id: number; site: number; swimmer_id: number }, overrides: object = {}) => ({
    swimmerID: invoice.swimmer_id,
    siteID: invoice.site,
    invoiceID: invoice.id,
    userID: 2,
    ...overrides,
  })

  describe('GET /Invoice/fetch', () => {
    it("lists the site's open invoices with two-decimal amounts", async () => {
      const open = await openInvoices(62)
      const response = await as(cashier, 'GET', '/api/Invoice/fetch?siteId=62')
      expect(response.statusCode).toBe(200)
      const list = response.json()
      expect(list.map((invoice: { invoiceID: number }) => invoice.invoiceID)).toEqual(open.map((row) => row.id))
      expect(list[0]).toEqual({
        invoiceID: open[0].id,
        swimmerID: open[0].swimmer_id,
        swimmerName: expect.any(String),
        siteID: 62,
        itemName: open[0].item_name,
        durationInMonths: open[0].months,
        amount: open[0].amount_cents / 100,
        amountPaid: 0,
        amountDue: open[0].amount_cents / 100,
        status: 'open',
        recieptNo: null,
        createdAt: open[0].created_at,
      })
    })

    it('answers 404 with a message when the site has nothing to collect', async () => {
      const admin = await login(t.app, 1)
      await t.database.db
        .insertInto('sites')
        .values({ id: 500, name: 'Empty Pool', created_at: '2026-01-01' })
        .execute()
      await t.database.db.insertInto('user_sites').values({ user_id: 1, site_id: 500 }).execute()
      const response = await as(admin, 'GET', '/api/invoice/fetch?siteId=500')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ code: 'invoice.noneFound', message: 'No invoices found for the given site.' })
    })

    it("refuses a site that is not the user's (403), a missing site (400), and users without ViewInvoices (403)", async () => {
      const other = await as(cashier, 'GET', '/api/invoice/fetch?siteId=61')
      expect(other.statusCode).toBe(403)
      const missing = await as(cashier, 'GET', '/api/invoice/fetch')
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({ siteId: 'No site selected' })
      const manager = await login(t.app, 3)
      expect((await as(manager, 'GET', '/api/invoice/fetch?siteId=61')).statusCode).toBe(403)
    })
  })

  describe('POST /Payment/complete', () => {
    it('takes a part payment under entities, then the rest at the top level: paid, audited, shown as paid today', async () => {
      const [invoice] = await openInvoices(63)
      const part = await pay({ entities: paymentFor(invoice, { amountPaid: '10.5', recieptNo: 'R-T-001' }) })
      expect(part.statusCode).toBe(200)
      expect(part.json()).toEqual({
        message: 'Payment completed successfully',
        paymentID: expect.any(Number),
        invoiceID: invoice.id,
        status: 'open',
        amountDue: (invoice.amount_cents - 1050) / 100,
        method: 'cash',
        paymentStatus: 'confirmed',
      })
      expect(await invoiceRow(invoice.id)).toMatchObject({ paid_cents: 1050, status: 'open' })

      const rest = (invoice.amount_cents - 1050) / 100
      const full = await pay(paymentFor(invoice, { amountPaid: rest, recieptNo: 'R-T-002' }))
      expect(full.statusCode).toBe(200)
      expect(full.json()).toMatchObject({ status: 'paid', amountDue: 0 })
      expect(await invoiceRow(invoice.id)).toMatchObject({ paid_cents: invoice.amount_cents, status: 'paid' })
      const payments = await paymentsOf(invoice.id)
      expect(payments.map((row) => [row.amount_cents, row.receipt_no, row.created_by])).toEqual([
        [1050, 'R-T-001', 2],
        [invoice.amount_cents - 1050, 'R-T-002', 2],
      ])
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'invoice')
        .where('entity_id', '=', String(invoice.id))
        .where('action', '=', 'Payment')
        .execute()
      expect(audit).toHaveLength(2)
      expect(audit[1]).toMatchObject({ user_id: 2, site: 63 })

      // Paid today: still listed, marked paid, with its last receipt, after the open ones.
      const list = (await as(cashier, 'GET', '/api/invoice/fetch?siteId=63')).json()
      const shown = list.find((entry: { invoiceID: number }) => entry.invoiceID === invoice.id)
      expect(shown).toMatchObject({ status: 'paid', amountDue: 0, recieptNo: 'R-T-002' })
      expect(list[list.length - 1].invoiceID).toBe(invoice.id)
      // Tomorrow it is no longer on the desk.
      t.clock.advance(24 * 60 * 60 * 1000)
      cashier = await login(t.app, 2) // the old session has gone idle meanwhile
      const later = (await as(cashier, 'GET', '/api/invoice/fetch?siteId=63')).json()
      expect(later.some((entry: { invoiceID: number }) => entry.invoiceID === invoice.id)).toBe(false)
    })

    it('refuses more than is due, storing nothing', async () => {
      const [invoice] = await openInvoices(62)
      const due = invoice.amount_cents / 100
      const response = await pay(paymentFor(invoice, { amountPaid: due + 0.01, recieptNo: 'R-T-OVER' }))
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toHaveProperty('amountPaid')
      expect(await paymentsOf(invoice.id)).toEqual([])
      expect(await invoiceRow(invoice.id)).toMatchObject({ paid_cents: 0, status: 'open' })
    })

    it('refuses a receipt number already used at the site (409), but allows it at another site', async () => {
      const [first, second] = await openInvoices(62)
      const used = await t.database.db
        .selectFrom('payments')
        .select('receipt_no')
        .where('site', '=', 62)
        .executeTakeFirstOrThrow()
      const response = await pay(paymentFor(first, { amountPaid: 1, recieptNo: used.receipt_no }))
      expect(response.statusCode).toBe(409)
      expect(response.json().errors).toEqual({ recieptNo: 'Already used at this site' })
      expect(await paymentsOf(first.id)).toEqual([])
      expect((await pay(paymentFor(second, { amountPaid: 1, recieptNo: 'R-T-SHARED' }))).statusCode).toBe(200)
      const [elsewhere] = await openInvoices(63)
      expect((await pay(paymentFor(elsewhere, { amountPaid: 1, recieptNo: 'R-T-SHARED' }))).statusCode).toBe(200)
    })

    it('records exactly one of fifty simultaneous identical payments', async () => {
      const invoices = await openInvoices(62)
      const invoice = invoices[invoices.length - 1]
      const body = paymentFor(invoice, { amountPaid: invoice.amount_cents / 100, recieptNo: 'R-T-RACE' })
      const responses = await Promise.all(Array.from({ length: 50 }, () => pay({ entities: body })))
      const codes = responses.map((response) => response.statusCode)
      expect(codes.filter((code) => code === 200)).toHaveLength(1)
      expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true)
      expect(await paymentsOf(invoice.id)).toHaveLength(1)
      expect(await invoiceRow(invoice.id)).toMatchObject({ paid_cents: invoice.amount_cents, status: 'paid' })
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'invoice')
        .where('entity_id', '=', String(invoice.id))
        .where('action', '=', 'Payment')
        .execute()
      expect(audit).toHaveLength(1)
    })

    it('refuses a paid invoice, the wrong swimmer, and an invoice of another site', async () => {
      const paid = await t.database.db
        .selectFrom('invoices')
        .selectAll()
        .where('site', '=', 62)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow()
      const again = await pay(paymentFor(paid, { amountPaid: 0, recieptNo: 'R-T-PAID' }))
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe(`Invoice ${paid.id} is already paid`)

      const [invoice] = await openInvoices(62)
      const wrongSwimmer = await pay(
        paymentFor(invoice, { swimmerID: invoice.swimmer_id + 1, amountPaid: 1, recieptNo: 'R-T-SW' }),
      )
      expect(wrongSwimmer.statusCode).toBe(400)
      expect(wrongSwimmer.json().errors).toEqual({ swimmerID: 'Not the swimmer of this invoice' })

      const [atEgypt] = await openInvoices(63)
      const wrongSite = await pay(paymentFor(atEgypt, { siteID: 62, amountPaid: 1, recieptNo: 'R-T-SITE' }))
      expect(wrongSite.statusCode).toBe(404)
      expect(await paymentsOf(invoice.id)).toEqual([])
    })

    it("refuses a site that is not the user's (403) and users without CompletePayment (403)", async () => {
      const [atSmartWay] = await openInvoices(61)
      const response = await pay(paymentFor(atSmartWay, { amountPaid: 1, recieptNo: 'R-T-61' }))
      expect(response.statusCode).toBe(403)
      const trainee = await login(t.app, 4)
      expect((await pay(paymentFor(atSmartWay, { amountPaid: 1, recieptNo: 'R-T-61' }), trainee)).statusCode).toBe(403)
      expect(await paymentsOf(atSmartWay.id)).toEqual([])
    })

    it("names each field with the spec's texts", async () => {
      const check = async (payload: object, field: string, message: string) => {
        const response = await pay(payload)
        expect(response.statusCode).toBe(400)
        expect(response.json().errors[field]).toBe(message)
      }
      const [invoice] = await openInvoices(62)
      const valid = paymentFor(invoice, { amountPaid: 1, recieptNo: 'R-T-V' })
      await check({ ...valid, invoiceID: undefined }, 'invoiceID', 'No invoice selected for payment')
      await check({ ...valid, swimmerID: '' }, 'swimmerID', 'Please enter Swimmer ID')
      await check({ entities: { ...valid, userID: undefined } }, 'userID', 'Please enter User ID')
      await check({ ...valid, recieptNo: '  ' }, 'recieptNo', 'Please enter Receipt No')
      await check({ ...valid, siteID: undefined }, 'siteID', 'No site selected')
      await check(
        { ...valid, amountPaid: '1.005' },
        'amountPaid',
        'Amount Paid must be an amount of at least 0 with at most two decimal places',
      )
      await check(
        { ...valid, amountPaid: -1 },
        'amountPaid',
        'Amount Paid must be an amount of at least 0 with at most two decimal places',
      )
      expect(await paymentsOf(invoice.id)).toEqual([])
    })
  })

  // Found by the browser tests after Cairo's midnight: the desk listed invoices paid since UTC's midnight of the
  // academy's date, two hours after the academy's day began, so one paid at 00:30 Cairo time was not shown paid.
  describe("after the academy's midnight, before UTC's", () => {
    let late: TestApp
    beforeAll(async () => {
      late = await buildTestApp()
      late.clock.advance(13.5 * 60 * 60 * 1000) // 2026-11-21T22:30Z: 00:30 on 22 Nov in Cairo
    })
    afterAll(() => late.close())

    it('a payment made then is listed as paid today', async () => {
      const token = await login(late.app, 2)
      const [invoice] = await late.database.db
        .selectFrom('invoices')
        .selectAll()
        .where('site', '=', 62)
        .where('status', '=', 'open')
        .orderBy('id')
        .execute()
      const paid = await injectAs(late.app, token, {
        method: 'POST',
        url: '/api/Payment/complete',
        payload: {
          swimmerID: invoice.swimmer_id,
          siteID: 62,
          invoiceID: invoice.id,
          userID: 2,
          amountPaid: invoice.amount_cents / 100,
          recieptNo: 'R-MIDNIGHT-1',
        },
      })
      expect(paid.statusCode).toBe(200)
      const list = (await injectAs(late.app, token, { method: 'GET', url: '/api/invoice/fetch?siteId=62' })).json()
      expect(list.find((entry: { invoiceID: number }) => entry.invoiceID === invoice.id)).toMatchObject({
        status: 'paid',
        recieptNo: 'R-MIDNIGHT-1',
      })
    })
  })
})
