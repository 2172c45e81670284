import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { ADMIN, CASHIER, CLUB_13, SMART_WAY, addSwimmer } from '../../routes/swimmers-fixtures'
import { findParentContact } from '../../../src/domains/families/parent-contact.repository'

// Issue 25: Arabic-Indic digits typed into an amount or number field were refused, even '١٢٠٫٥٠', the form the app
// itself shows with the Arabic-digits setting. Every numeric field reads Latin, Arabic-Indic (٠-٩) and Persian (۰-۹)
// digits, the Arabic decimal separator '٫' and thousands separator '٬' (contract/common.ts numberText).

type Reply = {
  statusCode: number
  body: string
  json: () => { message: string; errors?: Record<string, string> } & Record<string, unknown>
}

/** Latin digits written in Arabic-Indic (٠-٩) or Persian (۰-۹) digits. */
const arabic = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)))
const persian = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)))

describe('numbers typed in Arabic-Indic or Persian digits', () => {
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
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = cashier) =>
    injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) }) as unknown as Promise<Reply>

  /** An open, unpaid invoice of the site with at least `cents` due. */
  const openInvoice = (site: number, cents: number, skip = 0) =>
    db()
      .selectFrom('invoices')
      .selectAll()
      .where('site', '=', site)
      .where('status', '=', 'open')
      .where('paid_cents', '=', 0)
      .where('amount_cents', '>=', cents)
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow()
  const paymentOf = (receiptNo: string) =>
    db()
      .selectFrom('payments')
      .select(['amount_cents', 'invoice_id', 'swimmer_id'])
      .where('receipt_no', '=', receiptNo)
      .executeTakeFirstOrThrow()

  it.each([
    ['١٢٠٫٥٠', 12050, 'the form the app shows'],
    ['۱۲۰٫۵', 12050, 'Persian digits, one decimal'],
    ['١٬٠٠٠', 100000, 'the Arabic thousands separator'],
    ['\u200f١٢٠٫٥٠', 12050, 'copied with a right-to-left mark'],
    ['120.50', 12050, 'Latin digits, as before'],
  ])('/Payment/complete records %j as %d piastres (%s)', async (amount, cents, _how) => {
    const invoice = await openInvoice(CLUB_13, cents)
    const receiptNo = `DIGITS-${invoice.id}`
    const response = await call('POST', '/api/Payment/complete', {
      entities: {
        swimmerID: arabic(String(invoice.swimmer_id)),
        siteID: arabic(String(CLUB_13)),
        invoiceID: persian(String(invoice.id)),
        userID: arabic(String(CASHIER)),
        amountPaid: amount,
        recieptNo: receiptNo,
      },
    })
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 200 })
    expect(await paymentOf(receiptNo)).toEqual({
      amount_cents: cents,
      invoice_id: invoice.id,
      swimmer_id: invoice.swimmer_id,
    })
  })

  it.each([
    ['١٢٠,٥٠', 'a Latin comma is no decimal separator'],
    ['١٢٠٫٥٠٫١', 'two decimal separators'],
    ['١٢٬٠٠', 'a thousands separator not between groups of three'],
    ['١٢٠٫٥٠٥', 'three decimal places'],
  ])('/Payment/complete still refuses %j (%s), naming the amount', async (amount) => {
    const invoice = await openInvoice(CLUB_13, 1)
    const response = await call('POST', '/api/Payment/complete', {
      swimmerID: invoice.swimmer_id,
      siteID: CLUB_13,
      invoiceID: invoice.id,
      userID: CASHIER,
      amountPaid: amount,
      recieptNo: `NOT-${invoice.id}`,
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors ?? {})).toEqual(['amountPaid'])
  })

  it('an enrolment takes its amount paid and identifiers in Arabic-Indic digits, on both school URLs', async () => {
    for (const url of ['/api/SwimmerSchool/add-swimmer-to-school', '/api/swimmers/save-school-trans']) {
      const id = await addSwimmer(t, cashier)
      const school = (await call('GET', `/api/swimmers/school-options/${id}`)).json().schools as Array<{
        schoolID: number
      }>
      const receiptNo = `ENROL-DIGITS-${id}`
      const response = await call('POST', url, {
        swimmerID: arabic(String(id)),
        schoolID: arabic(String(school[0].schoolID)),
        months: arabic('1'),
        siteID: arabic(String(CLUB_13)),
        amountPaid: '٥٠٫٢٥',
        reciptNo: receiptNo,
      })
      expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({ url, status: 200 })
      expect(await paymentOf(receiptNo)).toMatchObject({ amount_cents: 5025, swimmer_id: id })
    }
  })

  it('phones typed in Arabic-Indic digits are kept in Latin digits, so they compare alike', async () => {
    const id = await addSwimmer(t, cashier, {
      primaryPhone: arabic('01012345678'),
      secondaryPhone: persian('0122 333 4444'),
    })
    const parent = await db()
      .selectFrom('swimmer_parents')
      .select(['secondary_phone'])
      .where('swimmer_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(parent).toEqual({ secondary_phone: '0122 333 4444' })
    // The parent phone is the family's primary guardian's (issue 28): E.164, shown in its local form.
    expect((await findParentContact(db(), id))?.phone).toBe('01012345678')
  })

  it('a year and a swimmer ID in Arabic-Indic digits search like Latin ones', async () => {
    const id = await addSwimmer(t, cashier, { fullName: 'Digit Search Swimmer', birthDate: '2016-04-03' })
    const byId = await call('POST', '/api/swimmers/search', { swimmerID: arabic(String(id)), userSite: CLUB_13 })
    expect(byId.statusCode).toBe(200)
    expect(JSON.stringify(byId.json())).toContain('Digit Search Swimmer')
    const byYear = await call('POST', '/api/swimmers/search', { year: arabic('2016'), userSite: CLUB_13 })
    expect(byYear.statusCode).toBe(200)
  })

  it('the cash-up takes a counted amount as the page shows it: ٣٬٠١٥٫٠٠', async () => {
    const day = await call('GET', `/api/cashup?site=${SMART_WAY}&date=2026-11-20`, undefined, admin)
    expect(day.statusCode).toBe(200)
    const closed = await call(
      'POST',
      '/api/cashup/close',
      { site: arabic(String(SMART_WAY)), date: '2026-11-20', counted: '٣٬٠١٥٫٠٠' },
      admin,
    )
    expect({ status: closed.statusCode, body: closed.json() }).toMatchObject({
      status: 200,
      body: { closed: true, countedCents: 301500 },
    })
  })
})
