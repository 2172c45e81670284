import { sql } from 'kysely'
import { receiptKey } from '../../src/domains/payments/receipts'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { CASHIER, CLUB_13, EGYPT, addSwimmer, snapshot } from '../routes/swimmers-fixtures'

// Issue 13, money: a payment of 0 (or -0) was recorded, used up a receipt number and replaced the invoice's receipt;
// receipt uniqueness was bypassed by look-alikes (lower case, zero-width characters, fullwidth letters, a
// non-breaking hyphen); two identical renewals billed twice. Payments are recorded by one service whichever URL takes
// them (/Payment/complete, the school and pre-team enrolments); renewals by one (/swimmers/renew-subscription).

type Reply = {
  statusCode: number
  json: () => { message: string; errors?: Record<string, string> } & Record<string, unknown>
}

describe('payment and renewal rules, whichever URL records them', () => {
  let t: TestApp
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const post = (url: string, payload: object) =>
    injectAs(t.app, cashier, { method: 'POST', url, payload }) as unknown as Promise<Reply>
  const refused = async (status: number, send: () => Promise<Reply>) => {
    const before = await snapshot(db())
    const response = await send()
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status })
    expect(await snapshot(db())).toEqual(before)
    return response.json()
  }
  const openInvoice = async (site = CLUB_13, skip = 0) =>
    db()
      .selectFrom('invoices')
      .selectAll()
      .where('site', '=', site)
      .where('status', '=', 'open')
      .where('paid_cents', '=', 0)
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow()
  const invoiceRow = (id: number) =>
    db().selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const latestReceipt = async (invoiceId: number) =>
    (
      await db()
        .selectFrom('payments')
        .select('receipt_no')
        .where('invoice_id', '=', invoiceId)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.receipt_no ?? null
  const payAtDesk = (
    invoice: { id: number; swimmer_id: number; site: number },
    amountPaid: unknown,
    recieptNo: string,
    wrap = false,
  ) => {
    const fields = {
      swimmerID: invoice.swimmer_id,
      siteID: invoice.site,
      invoiceID: invoice.id,
      userID: 2,
      amountPaid,
      recieptNo,
    }
    return post('/api/Payment/complete', wrap ? { entities: fields } : fields)
  }

  describe('an amount of 0 is no payment', () => {
    it.each([
      [0, false],
      ['0', true],
      ['0.00', false],
      [-0, true],
    ])(
      '/Payment/complete refuses %j: no receipt number used, the invoice and its receipt untouched',
      async (amount, wrap) => {
        const invoice = await openInvoice()
        await payAtDesk(invoice, '1.00', `ZERO-FIRST-${invoice.id}`)
        const body = await refused(400, () => payAtDesk(invoice, amount, `ZERO-${invoice.id}-${String(amount)}`, wrap))
        expect(body.errors).toEqual({ amountPaid: 'Amount paid must be more than 0' })
        expect(await latestReceipt(invoice.id)).toBe(`ZERO-FIRST-${invoice.id}`)
        // The receipt number is still free.
        expect((await payAtDesk(invoice, '1.00', `ZERO-${invoice.id}-${String(amount)}`)).statusCode).toBe(200)
      },
    )

    it('"-0" is not an amount', async () => {
      const invoice = await openInvoice()
      const body = await refused(400, () => payAtDesk(invoice, '-0', 'MINUS-ZERO'))
      expect(Object.keys(body.errors ?? {})).toEqual(['amountPaid'])
    })

    it('an enrolment with 0 paid takes no payment and uses no receipt number, through every URL', async () => {
      const school = (
        await injectAs(t.app, cashier, {
          method: 'GET',
          url: `/api/swimmers/school-options/${await addSwimmer(t, cashier)}`,
        })
      ).json().schools[0]
      for (const url of ['/api/SwimmerSchool/add-swimmer-to-school', '/api/swimmers/save-school-trans']) {
        const id = await addSwimmer(t, cashier)
        const response = await post(url, {
          swimmerID: id,
          schoolID: school.schoolID,
          months: 1,
          amountPaid: 0,
          reciptNo: 'ZERO-ENROL',
          siteID: CLUB_13,
        })
        expect(response.statusCode).toBe(200)
        expect(await latestReceipt(response.json().invoiceID as number)).toBeNull()
      }
      expect(await db().selectFrom('payments').select('id').where('receipt_no', '=', 'ZERO-ENROL').execute()).toEqual(
        [],
      )
    })
  })

  describe('a look-alike of a used receipt is the same receipt', () => {
    const LOOK_ALIKES = [
      ['lower case', (r: string) => r.toLowerCase()],
      ['a zero-width space', (r: string) => `${r.slice(0, 2)}\u200b${r.slice(2)}`],
      ['fullwidth letters', (r: string) => r.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))],
      ['a non-breaking hyphen', (r: string) => r.replace(/-/g, '\u2011')],
      ['a soft hyphen and a bidi mark', (r: string) => `\u200f${r}\u00ad`],
    ] as const

    it.each(LOOK_ALIKES)(
      '/Payment/complete refuses a seeded receipt written with %s, naming it',
      async (_how, write) => {
        const used = await db()
          .selectFrom('payments')
          .select('receipt_no')
          .where('site', '=', CLUB_13)
          .executeTakeFirstOrThrow()
        const invoice = await openInvoice()
        const body = await refused(409, () => payAtDesk(invoice, '1.00', write(used.receipt_no), true))
        expect(body.message).toMatch(new RegExp(`is already used at this site as ${used.receipt_no}$`))
        expect(body.errors).toEqual({ recieptNo: `Already used at this site as ${used.receipt_no}` })
        expect(await invoiceRow(invoice.id)).toMatchObject({ paid_cents: 0 })
      },
    )

    it('every enrolment URL refuses a look-alike of a used receipt, naming it', async () => {
      await payAtDesk(await openInvoice(), '1.00', 'LOOK-ENROL-1')
      const write = (n: number) =>
        ['look-enrol-1', 'LOOK\u2011ENROL\u20111', 'ＬＯＯＫ-ＥＮＲＯＬ-１', 'LO\u200bOK-ENROL-1', 'Look-Enrol-1'][n]
      const schoolSwimmer = await addSwimmer(t, cashier)
      const school = (
        await injectAs(t.app, cashier, { method: 'GET', url: `/api/swimmers/school-options/${schoolSwimmer}` })
      ).json().schools[0]
      const squadSwimmer = await addSwimmer(t, cashier, { startLevel: 18 })
      const squad = (
        await injectAs(t.app, cashier, { method: 'GET', url: `/api/swimmers/preteam-options/${squadSwimmer}` })
      ).json().preTeams[0]
      const attempts: Array<[string, object, string]> = [
        [
          '/api/SwimmerSchool/add-swimmer-to-school',
          { swimmerID: schoolSwimmer, schoolID: school.schoolID, siteID: CLUB_13, amountPaid: 5, reciptNo: write(0) },
          'reciptNo',
        ],
        [
          '/api/swimmers/save-school-trans',
          { swimmerID: schoolSwimmer, schoolID: school.schoolID, siteID: CLUB_13, amountPaid: 5, reciptNo: write(1) },
          'reciptNo',
        ],
        [
          '/api/swimmers/save-pteam-trans',
          {
            swimmerID: squadSwimmer,
            pteamID: squad.pTeamID,
            months: 1,
            siteID: CLUB_13,
            amountPaid: 5,
            recieptNo: write(2),
          },
          'recieptNo',
        ],
        [
          '/api/PreTeam/add-swimmer',
          {
            swimmerID: squadSwimmer,
            pteamID: squad.pTeamID,
            months: 1,
            siteID: CLUB_13,
            amountPaid: 5,
            recieptNo: write(3),
          },
          'recieptNo',
        ],
        [
          '/api/preteam/add-swimmer',
          {
            swimmerID: squadSwimmer,
            pTeamID: squad.pTeamID,
            durationInMonths: 1,
            site: CLUB_13,
            amountPaid: 5,
            recieptNo: write(4),
          },
          'recieptNo',
        ],
      ]
      for (const [url, payload, field] of attempts) {
        const body = await refused(409, () => post(url, payload))
        expect({ url, message: body.message }).toEqual({
          url,
          message: expect.stringMatching(/is already used at this site as LOOK-ENROL-1$/),
        })
        expect(body.errors).toEqual({ [field]: 'Already used at this site as LOOK-ENROL-1' })
      }
    })

    // Issue 25: what staff really type. Each look-alike of R-62-000125 (C13-9001 at the desk) was recorded as new.
    const arabicDigits = (r: string) => r.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    const persianDigits = (r: string) => r.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)))
    /** An open invoice of Club 13 with something still due, the oldest first (openInvoice takes the newest unpaid). */
    const partlyPaidInvoice = () =>
      db()
        .selectFrom('invoices')
        .selectAll()
        .where('site', '=', CLUB_13)
        .where('status', '=', 'open')
        .where(sql<boolean>`amount_cents > paid_cents + 100`)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    const TYPED_LOOK_ALIKES: Array<[string, string, string]> = [
      ['Arabic-Indic digits', 'R-62-900125', arabicDigits('R-62-900125')],
      ['Persian digits', 'R-62-900126', persianDigits('R-62-900126')],
      ['Devanagari digits', 'R-62-900127', 'R-62-९०० १२७'.replace(' ', '')],
      ['a Cyrillic Р', 'R-62-900128', '\u0420-62-900128'],
      ['the letter O for 0', 'R-62-900129', 'R-62-9OO129'],
      ['a trailing braille blank', 'R-62-900130', 'R-62-900130\u2800'],
      ['a space for a hyphen', 'C13-9001', 'C13 9001'],
      ['Arabic-Indic digits and no hyphen', 'C13-9002', `C13${arabicDigits('9002')}`],
      ['spaces for the hyphens, lower case and a Greek Ο', 'SW-2002-O', 'sw 2002 \u039f'],
    ]

    it.each(TYPED_LOOK_ALIKES)(
      '/Payment/complete refuses a receipt written with %s after %s, naming it; nothing is recorded',
      async (_how, first, lookAlike) => {
        const invoice = await partlyPaidInvoice()
        expect((await payAtDesk(invoice, '0.01', first)).statusCode).toBe(200)
        const paid = (await invoiceRow(invoice.id)).paid_cents
        const body = await refused(409, () => payAtDesk(invoice, '0.01', lookAlike))
        expect(body.message).toMatch(new RegExp(`is already used at this site as ${first}$`))
        expect(body.errors).toEqual({ recieptNo: `Already used at this site as ${first}` })
        expect(await invoiceRow(invoice.id)).toMatchObject({ paid_cents: paid })
      },
    )

    it('every URL that takes a receipt refuses one typed in Arabic-Indic digits or with spaces, naming it', async () => {
      const invoice = await partlyPaidInvoice()
      expect((await payAtDesk(invoice, '0.01', 'AR-ENROL-100')).statusCode).toBe(200)
      const schoolSwimmer = await addSwimmer(t, cashier)
      const school = (
        await injectAs(t.app, cashier, { method: 'GET', url: `/api/swimmers/school-options/${schoolSwimmer}` })
      ).json().schools[0]
      const squadSwimmer = await addSwimmer(t, cashier, { startLevel: 18 })
      const squad = (
        await injectAs(t.app, cashier, { method: 'GET', url: `/api/swimmers/preteam-options/${squadSwimmer}` })
      ).json().preTeams[0]
      const attempts: Array<[string, object, string]> = [
        [
          '/api/Payment/complete',
          {
            swimmerID: invoice.swimmer_id,
            siteID: CLUB_13,
            invoiceID: invoice.id,
            userID: 2,
            amountPaid: 1,
            recieptNo: `AR-ENROL-${arabicDigits('100')}`,
          },
          'recieptNo',
        ],
        [
          '/api/SwimmerSchool/add-swimmer-to-school',
          {
            swimmerID: schoolSwimmer,
            schoolID: school.schoolID,
            siteID: CLUB_13,
            amountPaid: 5,
            reciptNo: `AR ENROL ${arabicDigits('100')}`,
          },
          'reciptNo',
        ],
        [
          '/api/swimmers/save-school-trans',
          {
            swimmerID: schoolSwimmer,
            schoolID: school.schoolID,
            siteID: CLUB_13,
            amountPaid: 5,
            reciptNo: 'AR-ENROL-1OO',
          },
          'reciptNo',
        ],
        [
          '/api/swimmers/save-pteam-trans',
          {
            swimmerID: squadSwimmer,
            pteamID: squad.pTeamID,
            months: 1,
            siteID: CLUB_13,
            amountPaid: 5,
            recieptNo: `AR-ENROL-${persianDigits('100')}`,
          },
          'recieptNo',
        ],
        [
          '/api/PreTeam/add-swimmer',
          {
            swimmerID: squadSwimmer,
            pteamID: squad.pTeamID,
            months: 1,
            siteID: CLUB_13,
            amountPaid: 5,
            recieptNo: 'А\u0420-ENROL-100\u2800',
          },
          'recieptNo',
        ],
        [
          '/api/preteam/add-swimmer',
          {
            swimmerID: squadSwimmer,
            pTeamID: squad.pTeamID,
            durationInMonths: 1,
            site: CLUB_13,
            amountPaid: 5,
            recieptNo: 'ar enrol 100',
          },
          'recieptNo',
        ],
      ]
      for (const [url, payload, field] of attempts) {
        const body = await refused(409, () => post(url, payload))
        expect({ url, message: body.message }).toEqual({
          url,
          message: expect.stringMatching(/is already used at this site as AR-ENROL-100$/),
        })
        expect(body.errors).toEqual({ [field]: 'Already used at this site as AR-ENROL-100' })
      }
    })

    it('another site may use the same receipt number', async () => {
      await payAtDesk(await openInvoice(CLUB_13), '1.00', 'SHARED-SITE-1')
      expect((await payAtDesk(await openInvoice(EGYPT), '1.00', 'shared\u2011site\u20111')).statusCode).toBe(200)
    })

    it('of fifty simultaneous payments under look-alikes of one new receipt, one is recorded', async () => {
      const invoices = [await openInvoice(CLUB_13, 0), await openInvoice(CLUB_13, 1), await openInvoice(CLUB_13, 2)]
      const forms = ['RACE-LOOK-9', 'race-look-9', 'RACE\u2011LOOK\u20119', 'ＲＡＣＥ-ＬＯＯＫ-９', 'RA\u200bCE-LOOK-9']
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) => payAtDesk(invoices[n % 3], '1.00', forms[n % forms.length], n % 2 === 0)),
      )
      const codes = responses.map((response) => response.statusCode)
      expect(codes.filter((code) => code === 200)).toHaveLength(1)
      expect(codes.every((code) => code === 200 || code === 409)).toBe(true)
      const recorded = await db()
        .selectFrom('payments')
        .select('id')
        .where('receipt_key', '=', receiptKey('RACE-LOOK-9'))
        .execute()
      expect(recorded).toHaveLength(1)
    })
  })

  describe('renewal', () => {
    const renew = (swimmerID: number, months: 1 | 3 = 1) =>
      post('/api/swimmers/renew-subscription', {
        swimmerID,
        // The plan decides the months (issue 27).
        renewalType: months === 3 ? 'quarterly' : 'monthly',
        durationInMonths: months,
        userID: 2,
        site: CLUB_13,
      })
    const invoicesOf = async (swimmerId: number) =>
      db().selectFrom('invoices').selectAll().where('swimmer_id', '=', swimmerId).orderBy('id').execute()
    /** A new Club 13 swimmer in a school (a renewal needs a group to renew, issue 25); its invoice's id. */
    const inASchool = async (overrides: Record<string, unknown> = {}) => {
      const id = await addSwimmer(t, cashier, overrides)
      const options = await injectAs(t.app, cashier, { method: 'GET', url: `/api/swimmers/school-options/${id}` })
      const school = options.json().schools[0]
      const enrolled = await post('/api/swimmers/save-school-trans', {
        swimmerID: id,
        schoolID: school.schoolID,
        months: 1,
        siteID: CLUB_13,
      })
      expect(enrolled.statusCode).toBe(200)
      return { id, enrolmentInvoice: enrolled.json().invoiceID as number }
    }

    it('is refused while the previous renewal’s invoice is open, naming it; paid, the next renewal goes through', async () => {
      const { id } = await inASchool({ fullName: 'Renewing Swimmer' })
      const first = await renew(id)
      expect(first.statusCode).toBe(200)
      const invoiceID = first.json().invoiceID as number
      const invoice = await invoiceRow(invoiceID)
      const body = await refused(409, () => renew(id))
      expect(body.message).toBe(
        `Renewing Swimmer's previous renewal is not paid yet: invoice ${invoiceID} (${invoice.item_name}, ` +
          `${(invoice.amount_cents / 100).toFixed(2)} due) is still open. Take the payment at the desk before renewing again`,
      )
      expect(body.errors).toEqual({ swimmerID: `Invoice ${invoiceID} is still open` })
      // Search-actions does not offer Renew meanwhile.
      const actions = (
        await post('/api/swimmers/search-actions', { swimmerID: id, userSite: CLUB_13 })
      ).json() as unknown as Array<{ actionName: string }>
      expect(actions.map((entry) => entry.actionName)).not.toContain('SubscriptionRenwal')

      expect((await payAtDesk(invoice, (invoice.amount_cents / 100).toFixed(2), `RENEW-PAID-${id}`)).statusCode).toBe(
        200,
      )
      const second = await renew(id)
      expect(second.statusCode).toBe(200)
      expect(second.json()).toMatchObject({ startDate: first.json().endDate })
    })

    it('two identical renewals bill once, even sent at the same moment', async () => {
      const { id, enrolmentInvoice } = await inASchool()
      const responses = await Promise.all(Array.from({ length: 10 }, () => renew(id, 3)))
      const codes = responses.map((response) => response.statusCode)
      expect(codes.filter((code) => code === 200)).toHaveLength(1)
      expect(codes.every((code) => code === 200 || code === 409)).toBe(true)
      const renewals = (await invoicesOf(id)).filter((invoice) => invoice.id !== enrolmentInvoice)
      expect(renewals).toHaveLength(1)
      const subscriptions = await db().selectFrom('subscriptions').selectAll().where('swimmer_id', '=', id).execute()
      expect(subscriptions).toEqual([expect.objectContaining({ invoice_id: renewals[0].id })])
    })

    it('after a move to another site, renews nothing there (no group to renew) and leaves the old enrolment ended', async () => {
      const id = await addSwimmer(t, cashier)
      const options = await injectAs(t.app, cashier, { method: 'GET', url: `/api/swimmers/school-options/${id}` })
      const school = options.json().schools[0]
      const enrolled = await post('/api/swimmers/save-school-trans', {
        swimmerID: id,
        schoolID: school.schoolID,
        months: 1,
        siteID: CLUB_13,
      })
      expect(enrolled.statusCode).toBe(200)
      const moved = await injectAs(t.app, cashier, {
        method: 'PUT',
        url: '/api/swimmers/change-site',
        payload: { swimmerID: id, site: EGYPT },
      })
      expect(moved.statusCode).toBe(200)
      const renewed = await post('/api/swimmers/renew-subscription', {
        swimmerID: id,
        renewalType: 'monthly',
        durationInMonths: 1,
        site: EGYPT,
      })
      // Issue 25: a renewal needs a group to renew; the old site's is not brought back, so nothing is billed.
      expect(renewed.statusCode).toBe(400)
      expect(renewed.json().errors).toEqual({ swimmerID: 'Nothing to renew' })
      expect((await invoicesOf(id)).filter((invoice) => invoice.site === EGYPT)).toEqual([])
      const running = await db()
        .selectFrom('school_enrolments')
        .select('id')
        .where('swimmer_id', '=', id)
        .where('end_date', '>=', '2026-11-21')
        .execute()
      expect(running).toEqual([])
    })

    it('for a swimmer of another of the user’s sites is refused with both sites named', async () => {
      const egypt = await addSwimmer(t, cashier, { site: EGYPT, fullName: 'Egypt Swimmer' })
      const body = await refused(400, () => renew(egypt))
      expect(body.message).toBe(
        'Egypt Swimmer is a swimmer of Egypt: renew them at Egypt, not at Club 13. Choose Egypt as your site and try again.',
      )
      expect(body.errors).toEqual({ site: 'Egypt Swimmer is a swimmer of Egypt: renew them at Egypt, not at Club 13' })
    })
  })
})
