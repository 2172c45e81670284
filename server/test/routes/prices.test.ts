import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Issue 27, Prices: GET /prices?site= lists a site's price list with its history; PUT /prices {site, product, months,
// amount} sets one price. A change applies to invoices made afterwards (an invoice keeps the amount it was made
// with), is kept in the history (who, when, before → after) and audited; bad input is a 400 naming the field and
// stores nothing. A new site may start from a copy of another site's prices (POST /site/insert's copyPricesFrom).

interface Prices {
  site: number
  prices: { product: number; months: number; amount: number }[]
  history: {
    product: number
    months: number
    before: number | null
    after: number
    source: string
    copiedFrom: number | null
    by: number
    byName: string
    at: string
  }[]
}

describe('prices', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    cashier = await login(t.app, 2)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const get = (token: string, url: string) => injectAs(t.app, token, { method: 'GET', url })
  const put = (token: string, payload: object, language?: string) =>
    injectAs(t.app, token, {
      method: 'PUT',
      url: '/api/prices',
      payload,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    })
  const pricesOf = async (site: number) => (await get(admin, `/api/prices?site=${site}`)).json<Prices>()
  const priceRows = (site: number) =>
    db().selectFrom('price_list').selectAll().where('site', '=', site).orderBy('product').orderBy('months').execute()
  const addSite = (payload: object) => injectAs(t.app, admin, { method: 'POST', url: '/api/site/insert', payload })
  const changeRows = () => db().selectFrom('price_changes').selectAll().orderBy('id').execute()

  it("lists a site's prices per product and duration, in pounds", async () => {
    const response = await get(admin, '/api/prices?site=62')
    expect(response.statusCode).toBe(200)
    const body = response.json<Prices>()
    const stored = await priceRows(62)
    expect(stored.length).toBeGreaterThan(0)
    expect(body.site).toBe(62)
    expect(body.prices).toHaveLength(stored.length)
    const line = stored.find((row) => row.product === 77 && row.months === 3)!
    expect(body.prices).toContainEqual({ product: 77, months: 3, amount: line.amount_cents / 100 })
    expect(body.history).toEqual([])
  })

  it('sets a price with Arabic-Indic digits; the history says who, when, before and after, and it is audited', async () => {
    const before = (await priceRows(62)).find((row) => row.product === 77 && row.months === 1)!.amount_cents
    const response = await put(admin, { site: 62, product: '٧٧', months: '١', amount: '١٬٢٥٠٫٥٠' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'Price saved',
      price: { site: 62, product: 77, months: 1, amount: 1250.5 },
      before: before / 100,
    })
    expect((await priceRows(62)).find((row) => row.product === 77 && row.months === 1)!.amount_cents).toBe(125050)
    const { history, prices } = await pricesOf(62)
    expect(prices).toContainEqual({ product: 77, months: 1, amount: 1250.5 })
    expect(history[0]).toMatchObject({
      product: 77,
      months: 1,
      before: before / 100,
      after: 1250.5,
      source: 'set',
      copiedFrom: null,
      by: 1,
      at: t.clock.now().toISOString(),
    })
    expect(history[0].byName).toBeTruthy()
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'SetPrice')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({ user_id: 1, site: 62, entity: 'price', entity_id: '62:77:1' })
    expect(JSON.parse(audit.before_json!)).toEqual({ site: 62, product: 77, months: 1, amountCents: before })
    expect(JSON.parse(audit.after_json!)).toEqual({ site: 62, product: 77, months: 1, amountCents: 125050 })
  })

  it('applies to invoices made afterwards and never alters an invoice already made', async () => {
    const invoice = await db()
      .selectFrom('invoices')
      .select(['id', 'site', 'product', 'months', 'amount_cents'])
      .where('site', '=', 63)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const invoicesBefore = await db().selectFrom('invoices').select(['id', 'amount_cents']).orderBy('id').execute()
    const response = await put(admin, {
      site: invoice.site,
      product: invoice.product,
      months: invoice.months,
      amount: (invoice.amount_cents + 10_000) / 100,
    })
    expect(response.statusCode).toBe(200)
    expect(await db().selectFrom('invoices').select(['id', 'amount_cents']).orderBy('id').execute()).toEqual(
      invoicesBefore,
    )
    // What the enrolment dialogs show (and the next invoice is made with) is the new price.
    if (invoice.product !== 100) {
      const summary = await get(admin, `/api/schools/summary/${invoice.site}?type=${invoice.product}`)
      expect(summary.json<{ invoices: object[] }>().invoices).toContainEqual({
        months: invoice.months,
        invoice: (invoice.amount_cents + 10_000) / 100,
      })
    }
  })

  it("reads '1,250.50' as staff write it, and refuses a comma that groups nothing", async () => {
    expect((await put(admin, { site: 62, product: 78, months: 6, amount: '1,250.50' })).json().price.amount).toBe(
      1250.5,
    )
    const decimalComma = await put(admin, { site: 62, product: 78, months: 6, amount: '12,5' })
    expect(decimalComma.statusCode).toBe(400)
    expect(decimalComma.json().errors).toEqual({
      amount: 'Price must be an amount of at least 0 with at most two decimal places',
    })
  })

  it('adds a price a site did not have (before: none), and the same amount again records nothing', async () => {
    await db()
      .deleteFrom('price_list')
      .where('site', '=', 63)
      .where('product', '=', 101)
      .where('months', '=', 9)
      .execute()
    const first = await put(admin, { site: 63, product: 101, months: 9, amount: 3000 })
    expect(first.statusCode).toBe(200)
    expect(first.json().before).toBeNull()
    const changes = (await changeRows()).length
    const again = await put(admin, { site: 63, product: 101, months: 9, amount: '3000.00' })
    expect(again.statusCode).toBe(200)
    expect(again.json().before).toBe(3000)
    expect((await changeRows()).length).toBe(changes)
    expect((await pricesOf(63)).history[0]).toMatchObject({ product: 101, months: 9, before: null, after: 3000 })
  })

  it.each([
    [{ amount: '-5' }, 'amount', 'Price must be an amount of at least 0 with at most two decimal places'],
    [{ amount: '0' }, 'amount', 'Price must be more than 0'],
    [{ amount: '12.345' }, 'amount', 'Price must be an amount of at least 0 with at most two decimal places'],
    [{ amount: '2000000' }, 'amount', 'Price must be at most 1,000,000.00'],
    [{ months: 2 }, 'months', 'Duration must be one of 1, 3, 6, 9, 12 months'],
    [{ months: 'x' }, 'months', 'Duration must be one of 1, 3, 6, 9, 12 months'],
    [{ product: 7 }, 'product', 'Product is not one of the listed values'],
    [{ site: 'x' }, 'site', 'Site must be a site number'],
  ])('refuses %j naming the field, storing nothing', async (change, field, text) => {
    const rows = await priceRows(62)
    const changes = (await changeRows()).length
    const response = await put(admin, { site: 62, product: 78, months: 3, amount: '500', ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ [field]: text })
    expect(await priceRows(62)).toEqual(rows)
    expect((await changeRows()).length).toBe(changes)
  })

  it('answers in Arabic naming the field', async () => {
    const response = await put(admin, { site: 62, product: 78, months: 3, amount: '0' }, 'ar')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ amount: 'السعر لازم يكون أكتر من 0' })
  })

  it('refuses an unknown site (400 naming it to set, 404 to read) and a site not of the user (403)', async () => {
    const unknown = await put(admin, { site: 999, product: 78, months: 3, amount: '500' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual({ site: 'Site 999 not found' })
    expect((await get(admin, '/api/prices?site=999')).statusCode).toBe(404)
    const rows = await priceRows(61)
    const other = await put(cashier, { site: 61, product: 78, months: 3, amount: '500' })
    expect(other.statusCode).toBe(403)
    expect(await priceRows(61)).toEqual(rows)
  })

  it('needs Settings ManageSites to read or set prices', async () => {
    const granted = await db()
      .selectFrom('privileges')
      .innerJoin('actions', 'actions.id', 'privileges.action_id')
      .select('actions.name')
      .where('privileges.user_type_id', '=', 72)
      .execute()
    expect(granted.map((row) => row.name)).not.toContain('ManageSites')
    expect((await get(cashier, '/api/prices?site=62')).statusCode).toBe(403)
    expect((await put(cashier, { site: 62, product: 78, months: 3, amount: '500' })).statusCode).toBe(403)
  })

  it("starts a new site from a copy of another site's prices, in the history as copied, audited", async () => {
    const response = await addSite({ description: 'Prices Copy Site', copyPricesFrom: '٦٢' })
    expect(response.statusCode).toBe(200)
    const id = response.json<{ subId: number }>().subId
    const copied = await pricesOf(id)
    expect(copied.prices).toEqual((await pricesOf(62)).prices)
    expect(copied.history).toHaveLength(copied.prices.length)
    expect(copied.history[0]).toMatchObject({ before: null, source: 'copy', copiedFrom: 62, by: 1 })
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'CopyPrices')
      .where('site', '=', id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.after_json!)).toEqual({ from: 62, to: id, prices: copied.prices.length })
    // The copy is the new site's own: changing it leaves the other site's price.
    await put(admin, { site: id, product: 77, months: 1, amount: 1 })
    expect((await pricesOf(62)).prices).toContainEqual({ product: 77, months: 1, amount: 1250.5 })
  })

  it('adds a site without prices when no copy is chosen', async () => {
    const response = await addSite({ description: 'Prices Empty Site', copyPricesFrom: '' })
    expect(response.statusCode).toBe(200)
    const listed = await pricesOf(response.json<{ subId: number }>().subId)
    expect(listed.prices).toEqual([])
    expect(listed.history).toEqual([])
  })

  it('refuses to copy from a site that does not exist, adding no site', async () => {
    const sites = await db().selectFrom('sites').select('id').execute()
    const response = await addSite({ description: 'Prices Bad Copy', copyPricesFrom: 999 })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ copyPricesFrom: 'There is no site 999 to copy prices from' })
    expect(await db().selectFrom('sites').select('id').execute()).toEqual(sites)
    const bad = await addSite({ description: 'Prices Bad Copy', copyPricesFrom: 'x' })
    expect(bad.json().errors).toEqual({ copyPricesFrom: 'Copy prices from must be a site number' })
  })

  it('is in the OpenAPI document with summaries naming what each does', async () => {
    const docs = (await injectAs(t.app, admin, { method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>
    }>()
    expect(docs.paths['/api/prices'].get.summary).toMatch(/^List a site's prices/)
    expect(docs.paths['/api/prices'].put.summary).toMatch(/^Set the price of a product at a site/)
  })
})
