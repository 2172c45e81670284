import { hashPassword } from '../../../src/lib/passwords'
import { withNameKey } from '../../../src/lib/name-key'
import { MESSAGES_EN } from '../../../../contract/messages/en'
import { render } from '../../../../contract/messages/message'
import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { ADMIN, CASHIER, CLUB_13, NO_SWIMMERS, SMART_WAY, addSwimmer } from '../../routes/swimmers-fixtures'
import { renewableSwimmer } from './money-fixtures'

// Issue 15: a payment's receipt data (GET /api/payments/{paymentID}) and the academy's currency
// (GET/PUT /api/settings/academy). The test clock stands at 2026-11-21T09:00Z, 11:00 in Cairo.

const CASHIER_TYPE = 72

describe('receipt data and the academy currency', () => {
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
    injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) })
  const receipt = (id: number, token = cashier) => call('GET', `/api/payments/${id}`, undefined, token)

  it('shows a desk payment: academy, site, receipt number, swimmer, item, amount, cashier, date and time', async () => {
    const invoice = await db()
      .selectFrom('invoices as i')
      .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
      .select(['i.id', 'i.swimmer_id', 'i.item_name', 'i.months', 'i.amount_cents', 'i.paid_cents', 's.full_name'])
      .where('i.site', '=', CLUB_13)
      .where('i.status', '=', 'open')
      .orderBy('i.id')
      .executeTakeFirstOrThrow()
    const paid = await call('POST', '/api/payment/complete', {
      swimmerID: invoice.swimmer_id,
      siteID: CLUB_13,
      invoiceID: invoice.id,
      userID: 1,
      amountPaid: '0.30',
      recieptNo: 'RC-1',
    })
    expect(paid.statusCode).toBe(200)
    const response = await receipt(paid.json().paymentID)
    expect(response.statusCode).toBe(200)
    const due = invoice.amount_cents - invoice.paid_cents - 30
    expect(response.json()).toEqual({
      paymentID: paid.json().paymentID,
      receiptNo: 'RC-1',
      academyName: 'Swimming Academy',
      academyNameAr: 'أكاديمية السباحة',
      siteID: CLUB_13,
      siteName: 'Club 13',
      swimmerID: invoice.swimmer_id,
      swimmerName: invoice.full_name,
      invoiceID: invoice.id,
      item: {
        kind: expect.any(String),
        name: invoice.item_name,
        // Issue 26: the item and the group also by their codes, for the client's language (below).
        nameText: expect.any(Object),
        group: expect.anything(),
        groupText: expect.anything(),
        groupID: expect.anything(),
        months: invoice.months,
      },
      amount: 0.3,
      amountCents: 30,
      amountText: '0.30',
      // Issue 30: a confirmed cash payment, nothing refunded.
      status: 'confirmed',
      method: 'cash',
      voidReason: null,
      refundedCents: 0,
      currency: 'EGP',
      cashierID: CASHIER,
      cashierName: expect.any(String),
      at: '2026-11-21T09:00:00.000Z',
      date: '2026-11-21',
      time: '11:00',
      timeZone: 'Africa/Cairo',
      invoice: {
        amount: invoice.amount_cents / 100,
        amountCents: invoice.amount_cents,
        amountPaid: (invoice.paid_cents + 30) / 100,
        amountPaidCents: invoice.paid_cents + 30,
        amountDue: due / 100,
        amountDueCents: due,
        status: due === 0 ? 'paid' : 'open',
      },
    })
    const cashierName = await db()
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', CASHIER)
      .executeTakeFirstOrThrow()
    expect(response.json().cashierName).toBe(cashierName.full_name)
    // Rendered in English, the item and the group by their codes are the English texts beside them.
    const { item } = response.json()
    expect(render(item.nameText, MESSAGES_EN)).toBe(item.name)
    expect(item.groupText === null ? null : render(item.groupText, MESSAGES_EN)).toBe(item.group)
  })

  it('names the school of an enrolment paid at once', async () => {
    const swimmer = await addSwimmer(t, cashier)
    const options = (await call('GET', `/api/swimmers/school-options/${swimmer}`)).json()
    const school = options.schools.find(
      (entry: { enrolled: number; capacity: number }) => entry.enrolled < entry.capacity,
    )
    const enrolled = await call('POST', '/api/swimmers/save-school-trans', {
      swimmerID: swimmer,
      schoolID: school.schoolID,
      months: 1,
      userID: 2,
      siteID: CLUB_13,
      amountPaid: '12.35',
      reciptNo: 'RC-2',
    })
    expect(enrolled.statusCode).toBe(200)
    const payment = await db()
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', enrolled.json().invoiceID)
      .executeTakeFirstOrThrow()
    const body = (await receipt(payment.id)).json()
    expect(body.item).toMatchObject({ kind: 'school', groupID: school.schoolID, months: 1 })
    expect(body.item.group).toContain(`school of Coach ${school.coachName}`)
    expect(body.item.group).not.toMatch(/^the /)
    // Issue 26: the same group by its code, a school's description without 'the'.
    expect(body.item.groupText.code).toBe('group.text.school')
    expect(render(body.item.groupText, MESSAGES_EN)).toBe(body.item.group)
    expect(body).toMatchObject({ amountCents: 1235, amountText: '12.35', receiptNo: 'RC-2' })
  })

  it('names a renewal', async () => {
    const swimmer = await renewableSwimmer(db(), CLUB_13)
    const renewal = await call('POST', '/api/swimmers/renew-subscription', {
      swimmerID: swimmer.id,
      renewalType: 'monthly',
      durationInMonths: 1,
      site: CLUB_13,
    })
    expect(renewal.statusCode).toBe(200)
    const invoiceId = renewal.json().invoiceID ?? renewal.json().invoiceId
    const invoice = await db()
      .selectFrom('invoices')
      .select(['id', 'amount_cents'])
      .where('swimmer_id', '=', swimmer.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow()
    if (invoiceId !== undefined) expect(invoice.id).toBe(invoiceId)
    const paid = await call('POST', '/api/payment/complete', {
      swimmerID: swimmer.id,
      siteID: CLUB_13,
      invoiceID: invoice.id,
      userID: 2,
      amountPaid: (invoice.amount_cents / 100).toFixed(2),
      recieptNo: 'RC-3',
    })
    expect(paid.statusCode).toBe(200)
    const body = (await receipt(paid.json().paymentID)).json()
    expect(body.item.kind).toBe('renewal')
    expect(body.invoice).toMatchObject({ status: 'paid', amountDueCents: 0 })
  })

  it('is for users granted ViewInvoices at the payment’s site only', async () => {
    const smartWay = await db()
      .selectFrom('payments')
      .select('id')
      .where('site', '=', SMART_WAY)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    // The cashier's sites are Club 13 and Egypt: a Smart Way payment does not exist for them.
    const other = await receipt(smartWay.id)
    expect(other.statusCode).toBe(404)
    expect(other.json()).toEqual({ code: 'payment.notFound', message: `Payment ${smartWay.id} not found` })
    expect((await receipt(smartWay.id, admin)).statusCode).toBe(200)
    expect((await receipt(2_000_000_000)).statusCode).toBe(404)
    const bad = await receipt('abc' as unknown as number)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['paymentid'])
    // A user with no Settings action at all, and a cashier type without ViewInvoices: 403.
    expect((await receipt(smartWay.id, await login(t.app, NO_SWIMMERS))).statusCode).toBe(403)
    const ownPayment = await db()
      .selectFrom('payments')
      .select('id')
      .where('site', '=', CLUB_13)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const viewInvoices = await db()
      .selectFrom('actions')
      .select('id')
      .where('module', '=', 'Settings')
      .where('name', '=', 'ViewInvoices')
      .executeTakeFirstOrThrow()
    await db()
      .deleteFrom('privileges')
      .where('user_type_id', '=', CASHIER_TYPE)
      .where('action_id', '=', viewInvoices.id)
      .execute()
    try {
      const refused = await receipt(ownPayment.id)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('You are not allowed to ViewInvoices')
    } finally {
      await db().insertInto('privileges').values({ user_type_id: CASHIER_TYPE, action_id: viewInvoices.id }).execute()
    }
    expect((await receipt(ownPayment.id)).statusCode).toBe(200)
  })

  describe('the academy currency', () => {
    it('is EGP by default, for any signed-in user', async () => {
      expect((await call('GET', '/api/settings/academy')).json()).toEqual({
        currency: 'EGP',
        nameAr: 'أكاديمية السباحة',
        timeZone: 'Africa/Cairo',
      })
      expect((await call('GET', '/api/settings/academy', undefined, await login(t.app, NO_SWIMMERS))).statusCode).toBe(
        200,
      )
    })

    // Issue 25: an administrator of one site changed the currency every site's cash-up shows, and 'ZZZ' was taken.
    it('changes only for a user of every site, and only to an ISO 4217 code, naming the field', async () => {
      const hash = await hashPassword('one-site-admin-password')
      await db()
        .insertInto('users')
        .values({
          id: 620,
          ...withNameKey('Club 13 Administrator'),
          home_site: CLUB_13,
          user_type_id: 71,
          password_hash: hash,
          disabled: 0,
          created_at: t.clock.now().toISOString(),
          created_by: null,
        })
        .execute()
      await db().insertInto('user_sites').values({ user_id: 620, site_id: CLUB_13 }).execute()
      const oneSiteAdmin = await login(t.app, 620, 'one-site-admin-password')
      const audits = () => db().selectFrom('audit_log').select('id').where('entity', '=', 'academy').execute()
      const auditsBefore = await audits()
      for (const url of ['/api/settings/academy', '/api/Settings/Academy']) {
        const refused = await call('PUT', url, { currency: 'USD' }, oneSiteAdmin)
        expect(refused.statusCode).toBe(403)
        expect(refused.json().message).toMatch(
          /^The academy's settings apply at every site, so changing them needs every site: Smart Way, Egypt, .+ are not yours$/,
        )
      }
      for (const currency of ['ZZZ', 'XYZ', 'zzz', 'ABC']) {
        const bad = await call('PUT', '/api/settings/academy', { currency }, admin)
        expect({ currency, status: bad.statusCode, errors: bad.json().errors }).toEqual({
          currency,
          status: 400,
          errors: { currency: 'currency must be an ISO 4217 currency code such as EGP or USD' },
        })
      }
      expect((await call('GET', '/api/settings/academy')).json()).toEqual({
        currency: 'EGP',
        nameAr: 'أكاديمية السباحة',
        timeZone: 'Africa/Cairo',
      })
      expect(await audits()).toEqual(auditsBefore)
    })

    it('changes only for a user who manages the sites, read as a three-letter code, audited', async () => {
      const refused = await call('PUT', '/api/settings/academy', { currency: 'USD' })
      expect(refused.statusCode).toBe(403)
      for (const currency of ['EURO', 'E1P', '', 12]) {
        const bad = await call('PUT', '/api/settings/academy', { currency }, admin)
        expect(bad.statusCode).toBe(400)
        expect(bad.json().errors).toEqual({ currency: 'currency must be a three-letter currency code such as EGP' })
      }
      expect((await call('GET', '/api/settings/academy')).json()).toEqual({
        currency: 'EGP',
        nameAr: 'أكاديمية السباحة',
        timeZone: 'Africa/Cairo',
      })
      const changed = await call('PUT', '/api/settings/academy', { currency: ' usd ' }, admin)
      expect(changed.statusCode).toBe(200)
      expect(changed.json()).toEqual({ currency: 'USD', nameAr: 'أكاديمية السباحة', timeZone: 'Africa/Cairo' })
      const audit = await db()
        .selectFrom('audit_log')
        .select(['user_id', 'action', 'before_json', 'after_json'])
        .where('entity', '=', 'academy')
        .execute()
      expect(
        audit.map((row) => [row.user_id, row.action, JSON.parse(row.before_json!), JSON.parse(row.after_json!)]),
      ).toEqual([
        [
          ADMIN,
          'ChangeAcademySettings',
          { currency: 'EGP', nameAr: 'أكاديمية السباحة', timeZone: 'Africa/Cairo' },
          { currency: 'USD', nameAr: 'أكاديمية السباحة', timeZone: 'Africa/Cairo' },
        ],
      ])
      const payment = await db()
        .selectFrom('payments')
        .select('id')
        .where('site', '=', CLUB_13)
        .executeTakeFirstOrThrow()
      expect((await receipt(payment.id)).json().currency).toBe('USD')
      expect((await call('GET', `/api/money/due?site=${CLUB_13}`)).json().currency).toBe('USD')
    })

    // Issue 25: the Arabic receipt's header said 'Swimming Academy'; the academy's Arabic name is a setting (0027).
    it("keeps the academy's Arabic name, which the receipt gives for its Arabic header", async () => {
      for (const nameAr of ['', '   ', 'أ'.repeat(101)]) {
        const bad = await call('PUT', '/api/settings/academy', { currency: 'EGP', nameAr }, admin)
        expect(bad.statusCode).toBe(400)
        expect(bad.json().errors).toEqual({ nameAr: "The academy's Arabic name must be 1 to 100 characters" })
      }
      const changed = await call(
        'PUT',
        '/api/settings/academy',
        { currency: 'EGP', nameAr: ' أكاديمية النيل للسباحة ' },
        admin,
      )
      expect(changed.json()).toEqual({ currency: 'EGP', nameAr: 'أكاديمية النيل للسباحة', timeZone: 'Africa/Cairo' })
      // A request naming only the currency keeps the name.
      await call('PUT', '/api/settings/academy', { currency: 'EGP' }, admin)
      expect((await call('GET', '/api/settings/academy')).json().nameAr).toBe('أكاديمية النيل للسباحة')
      const payment = await db()
        .selectFrom('payments')
        .select('id')
        .where('site', '=', CLUB_13)
        .executeTakeFirstOrThrow()
      const shown = (await receipt(payment.id)).json()
      expect([shown.academyName, shown.academyNameAr]).toEqual(['Swimming Academy', 'أكاديمية النيل للسباحة'])
    })
  })
})
