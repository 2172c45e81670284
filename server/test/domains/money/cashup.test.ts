import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import {
  ADMIN,
  CASHIER,
  CLUB_13,
  EGYPT,
  NO_SWIMMERS,
  SMART_WAY,
  addSwimmer,
  snapshot,
} from '../../routes/swimmers-fixtures'
import { renewableSwimmer } from './money-fixtures'

// Issue 15, the day's cash-up: every payment of a site's business day (its Cairo date) with totals per cashier and
// overall to the cent; closing locks the day on every URL that records money; reopening is privileged and audited.
// The test clock stands at 2026-11-21T09:00Z, 11:00 in Cairo (UTC+2 in November).

type Reply = {
  statusCode: number
  json: () => { message: string; errors?: Record<string, string> } & Record<string, unknown>
}
interface Day {
  date: string
  siteID: number
  siteName: string
  closed: boolean
  payments: Array<{
    paymentID: number
    receiptNo: string
    cashierID: number
    amount: number
    amountCents: number
    at: string
    time: string
  }>
  totals: {
    overall: number
    overallCents: number
    payments: number
    byCashier: Array<{ cashierID: number; amountCents: number; amount: number; payments: number }>
  }
  countedCents: number | null
  differenceCents: number | null
  difference: number | null
  closedBy: { userID: number } | null
  reopened: { userID: number; reason: string } | null
  mayClose: boolean
  mayReopen: boolean
}

const TODAY = '2026-11-21'
/** 2026-11-21 in Cairo, in UTC: [22:00 the day before, 22:00). */
const DAY_FROM = '2026-11-20T22:00:00.000Z'
const DAY_TO = '2026-11-21T22:00:00.000Z'

describe('cash-up of a business day', () => {
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
  const day = async (site: number, date = TODAY, token = cashier) => {
    const response = await call('GET', `/api/cashup?site=${site}&date=${date}`, undefined, token)
    expect(response.statusCode).toBe(200)
    return response.json() as unknown as Day
  }
  const refused = async (status: number, send: () => Promise<Reply>) => {
    const before = await snapshot(db())
    const days = await db().selectFrom('cashup_days').selectAll().orderBy('site_id').orderBy('business_date').execute()
    const response = await send()
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status })
    expect(await snapshot(db())).toEqual(before)
    expect(
      await db().selectFrom('cashup_days').selectAll().orderBy('site_id').orderBy('business_date').execute(),
    ).toEqual(days)
    return response.json()
  }
  const openInvoices = (site: number) =>
    db()
      .selectFrom('invoices')
      .select(['id', 'swimmer_id', 'site', 'amount_cents', 'paid_cents'])
      .where('site', '=', site)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute()
  let receipt = 0
  const payAtDesk = (invoice: { id: number; swimmer_id: number; site: number }, amountPaid: string, token = cashier) =>
    call(
      'POST',
      '/api/Payment/complete',
      {
        entities: {
          swimmerID: invoice.swimmer_id,
          siteID: invoice.site,
          invoiceID: invoice.id,
          userID: 2,
          amountPaid,
          recieptNo: `CU-${++receipt}`,
        },
      },
      token,
    )
  /** The day's payments straight from the table, for the expected figures. */
  const storedDay = (site: number) =>
    db()
      .selectFrom('payments')
      .select(['id', 'amount_cents', 'created_by'])
      .where('site', '=', site)
      .where('created_at', '>=', DAY_FROM)
      .where('created_at', '<', DAY_TO)
      .execute()

  it('lists every payment of the day with totals per cashier and overall, to the cent', async () => {
    const [first, second] = await openInvoices(CLUB_13)
    // 0.10 + 0.20 is 0.30 exactly, not 0.30000000000000004.
    expect((await payAtDesk(first, '0.10')).statusCode).toBe(200)
    expect((await payAtDesk(first, '0.20')).statusCode).toBe(200)
    expect((await payAtDesk(second, '12.35', admin)).statusCode).toBe(200)

    const stored = await storedDay(CLUB_13)
    const overall = stored.reduce((sum, row) => sum + row.amount_cents, 0)
    const cashierCents = stored.filter((row) => row.created_by === CASHIER).reduce((s, r) => s + r.amount_cents, 0)
    const adminCents = stored.filter((row) => row.created_by === ADMIN).reduce((s, r) => s + r.amount_cents, 0)

    const cashup = await day(CLUB_13)
    expect(cashup).toMatchObject({ date: TODAY, siteID: CLUB_13, siteName: 'Club 13', closed: false, mayClose: true })
    expect(cashup.payments.map((p) => p.paymentID).sort((a, b) => a - b)).toEqual(
      stored.map((row) => row.id).sort((a, b) => a - b),
    )
    expect(cashup.totals.overallCents).toBe(overall)
    expect(cashup.totals.overall).toBe(overall / 100)
    expect(cashup.totals.payments).toBe(stored.length)
    const byCashier = Object.fromEntries(cashup.totals.byCashier.map((row) => [row.cashierID, row.amountCents]))
    expect(byCashier[CASHIER]).toBe(cashierCents)
    expect(byCashier[ADMIN]).toBe(adminCents)
    expect(cashierCents).toBeGreaterThanOrEqual(30)
    const mine = cashup.payments.filter((p) => /^CU-[12]$/.test(p.receiptNo))
    expect(mine.map((p) => [p.receiptNo, p.cashierID, p.amountCents, p.amount, p.time])).toEqual([
      ['CU-1', CASHIER, 10, 0.1, '11:00'],
      ['CU-2', CASHIER, 20, 0.2, '11:00'],
    ])
  })

  it('dates a payment by its Cairo day: 00:30 in Cairo belongs to that day, 00:00 of the next day to the next', async () => {
    const [invoice] = await openInvoices(EGYPT)
    const insert = (receiptNo: string, at: string, cents: number) =>
      db()
        .insertInto('payments')
        .values({
          invoice_id: invoice.id,
          site: EGYPT,
          swimmer_id: invoice.swimmer_id,
          amount_cents: cents,
          receipt_no: receiptNo,
          receipt_key: receiptNo,
          created_at: at,
          created_by: CASHIER,
        })
        .execute()
    await insert('TZ-EARLY', '2026-11-20T22:30:00.000Z', 101)
    await insert('TZ-LATE', '2026-11-21T21:59:59.999Z', 202)
    await insert('TZ-NEXT', '2026-11-21T22:00:00.000Z', 404)
    await insert('TZ-BEFORE', '2026-11-20T21:59:59.999Z', 808)
    const receipts = (await day(EGYPT)).payments.map((p) => p.receiptNo)
    expect(receipts).toEqual(expect.arrayContaining(['TZ-EARLY', 'TZ-LATE']))
    expect(receipts).not.toContain('TZ-NEXT')
    expect(receipts).not.toContain('TZ-BEFORE')
    expect((await day(EGYPT, '2026-11-22')).payments.map((p) => [p.receiptNo, p.time])).toEqual([['TZ-NEXT', '00:00']])
    expect((await day(EGYPT, '2026-11-20')).payments.map((p) => p.receiptNo)).toContain('TZ-BEFORE')
    expect((await day(EGYPT)).payments.find((p) => p.receiptNo === 'TZ-EARLY')?.time).toBe('00:30')
  })

  it('refuses bad input naming the field, a future day, and sites that are not the user’s', async () => {
    for (const [payload, field] of [
      [{ site: CLUB_13, date: '2026-02-30', counted: '1' }, 'date'],
      [{ site: CLUB_13, date: TODAY, counted: '-1' }, 'counted'],
      [{ site: CLUB_13, date: TODAY, counted: '1.005' }, 'counted'],
      [{ site: CLUB_13, date: TODAY }, 'counted'],
      [{ site: 'x', date: TODAY, counted: '1' }, 'site'],
    ] as const) {
      const body = await refused(400, () => call('POST', '/api/cashup/close', payload))
      expect(Object.keys(body.errors ?? {})).toContain(field)
    }
    const future = await refused(400, () =>
      call('POST', '/api/cashup/close', { site: CLUB_13, date: '2026-11-22', counted: '1' }),
    )
    expect(future.errors?.date).toMatch(/after today/)
    await refused(403, () => call('POST', '/api/cashup/close', { site: SMART_WAY, date: TODAY, counted: '1' }))
    expect((await call('GET', `/api/cashup?site=${SMART_WAY}&date=${TODAY}`)).statusCode).toBe(403)
    const noDate = await call('GET', `/api/cashup?site=${CLUB_13}`)
    expect(noDate.statusCode).toBe(400)
    expect(Object.keys(noDate.json().errors ?? {})).toEqual(['date'])
  })

  it('tells any user of the site whether today’s cash-up is closed, so screens do not offer to take money (issue 25)', async () => {
    expect((await call('GET', `/api/cashup/today?site=${CLUB_13}`)).json()).toEqual({
      date: TODAY,
      siteID: CLUB_13,
      siteName: 'Club 13',
      closed: false,
    })
    // The coaches manager (site 61, no money privilege) may ask about their site, not about another.
    const coachesManager = await login(t.app, NO_SWIMMERS)
    const own = await call('GET', `/api/cashup/today?site=${SMART_WAY}`, undefined, coachesManager)
    expect({ status: own.statusCode, body: own.json() }).toMatchObject({ status: 200, body: { closed: false } })
    expect((await call('GET', `/api/cashup/today?site=${CLUB_13}`, undefined, coachesManager)).statusCode).toBe(403)
    expect((await call('GET', '/api/cashup/today?site=x')).statusCode).toBe(400)
  })

  describe('a closed day', () => {
    let closed: Day
    beforeAll(async () => {
      const response = await call('POST', '/api/cashup/close', { site: CLUB_13, date: TODAY, counted: '100.05' })
      expect(response.statusCode).toBe(200)
      closed = response.json() as unknown as Day
    })

    it('keeps the count and the difference, audited in the same change', async () => {
      expect(closed).toMatchObject({ closed: true, countedCents: 10005, mayClose: false, mayReopen: false })
      expect(closed.closedBy?.userID).toBe(CASHIER)
      expect(closed.differenceCents).toBe(10005 - closed.totals.overallCents)
      expect(closed.difference).toBe((10005 - closed.totals.overallCents) / 100)
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'cashup')
        .where('entity_id', '=', `${CLUB_13}:${TODAY}`)
        .execute()
      expect(audit.map((row) => [row.action, row.user_id, row.site])).toEqual([['CloseCashup', CASHIER, CLUB_13]])
      expect(JSON.parse(audit[0].after_json ?? '{}')).toMatchObject({
        countedCents: 10005,
        overallCents: closed.totals.overallCents,
      })
      expect((await day(CLUB_13, TODAY, admin)).mayReopen).toBe(true)
    })

    it('is told to the screens by GET /cashup/today', async () => {
      expect((await call('GET', `/api/cashup/today?site=${CLUB_13}`)).json()).toEqual({
        date: TODAY,
        siteID: CLUB_13,
        siteName: 'Club 13',
        closed: true,
      })
      // Another site's day stays open.
      expect((await call('GET', `/api/cashup/today?site=${EGYPT}`)).json()).toMatchObject({ closed: false })
    })

    it('is a 409 to close again', async () => {
      const body = await refused(409, () =>
        call('POST', '/api/cashup/close', { site: CLUB_13, date: TODAY, counted: '1' }),
      )
      expect(body.message).toBe(`The cash-up of Club 13 for ${TODAY} is already closed`)
    })

    const closedMessage = `The cash-up of Club 13 for ${TODAY} is closed: no payment can be recorded on that day until it is reopened`

    it('refuses a payment at the desk (Payment/complete), storing nothing', async () => {
      const [invoice] = await openInvoices(CLUB_13)
      const body = await refused(409, () => payAtDesk(invoice, '1.00'))
      expect(body).toEqual({
        code: 'cashup.closedNoPayment',
        message: closedMessage,
        errors: { date: `The cash-up of Club 13 for ${TODAY} is closed` },
      })
    })

    it('refuses an enrolment with money on every URL, storing nothing', async () => {
      const swimmer = await addSwimmer(t, cashier)
      const options = (await call('GET', `/api/swimmers/school-options/${swimmer}`)).json() as unknown as {
        schools: Array<{ schoolID: number; enrolled: number; capacity: number }>
      }
      const school = options.schools.find((entry) => entry.enrolled < entry.capacity)!
      const enrolment = { swimmerID: swimmer, schoolID: school.schoolID, months: 1, userID: 2, siteID: CLUB_13 }
      for (const [url, reciptNo] of [
        ['/api/SwimmerSchool/add-swimmer-to-school', 'E-SC1'],
        ['/api/swimmers/save-school-trans', 'E-SC2'],
      ]) {
        const body = await refused(409, () => call('POST', url, { ...enrolment, amountPaid: '5', reciptNo }))
        expect(body.message).toBe(closedMessage)
      }
      const squadSwimmer = await addSwimmer(t, cashier, { startLevel: 17 })
      const [team] = (
        (await call('GET', `/api/swimmers/preteam-options/${squadSwimmer}`)).json() as unknown as {
          preTeams: Array<{ pTeamID: number }>
        }
      ).preTeams
      const squad = { swimmerID: squadSwimmer, months: 1, userID: 2, siteID: CLUB_13, amountPaid: '5' }
      expect(
        (
          await refused(409, () =>
            call('POST', '/api/swimmers/save-pteam-trans', { ...squad, pteamID: team.pTeamID, recieptNo: 'E-PT1' }),
          )
        ).message,
      ).toBe(closedMessage)
      expect(
        (
          await refused(409, () =>
            call('POST', '/api/preteam/add-swimmer', {
              pTeamID: team.pTeamID,
              swimmerID: squadSwimmer,
              durationInMonths: 1,
              site: CLUB_13,
              amountPaid: '5',
              recieptNo: 'E-PT2',
            }),
          )
        ).message,
      ).toBe(closedMessage)
      // Without money the enrolment is no payment: the closed day does not stop it.
      const free = await call('POST', '/api/swimmers/save-school-trans', {
        ...enrolment,
        amountPaid: '0',
        reciptNo: '',
      })
      expect(free.statusCode).toBe(200)
    })

    it('lets a renewal raise its invoice, and refuses paying it that day', async () => {
      const swimmer = await renewableSwimmer(db(), CLUB_13)
      const renewal = await call('POST', '/api/swimmers/renew-subscription', {
        swimmerID: swimmer.id,
        renewalType: 'monthly',
        durationInMonths: 1,
        site: CLUB_13,
      })
      expect(renewal.statusCode).toBe(200)
      const invoice = await db()
        .selectFrom('invoices')
        .select(['id', 'swimmer_id', 'site'])
        .where('swimmer_id', '=', swimmer.id)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow()
      expect((await refused(409, () => payAtDesk(invoice, '1.00'))).message).toBe(closedMessage)
    })

    it('leaves other sites and other days open', async () => {
      const [invoice] = await openInvoices(EGYPT)
      expect((await payAtDesk(invoice, '0.01')).statusCode).toBe(200)
      expect((await day(CLUB_13, '2026-11-20')).closed).toBe(false)
    })

    it('reopens only for a user granted ReopenCashup, with a reason; audited; then takes payments again', async () => {
      const forbidden = await refused(403, () =>
        call('POST', '/api/cashup/reopen', { site: CLUB_13, date: TODAY, reason: 'Miscounted' }),
      )
      expect(forbidden.message).toBe('You are not allowed to ReopenCashup')
      for (const reason of ['', '   ', 'x'.repeat(501)]) {
        const body = await refused(400, () =>
          call('POST', '/api/cashup/reopen', { site: CLUB_13, date: TODAY, reason }, admin),
        )
        expect(Object.keys(body.errors ?? {})).toEqual(['reason'])
      }
      const response = await call(
        'POST',
        '/api/cashup/reopen',
        { site: CLUB_13, date: TODAY, reason: 'A parent paid twice: recount' },
        admin,
      )
      expect(response.statusCode).toBe(200)
      const reopened = response.json() as unknown as Day
      expect(reopened).toMatchObject({ closed: false, countedCents: 10005 })
      expect(reopened.reopened).toMatchObject({ userID: ADMIN, reason: 'A parent paid twice: recount' })
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'after_json'])
        .where('entity', '=', 'cashup')
        .where('entity_id', '=', `${CLUB_13}:${TODAY}`)
        .orderBy('id')
        .execute()
      expect(audit.map((row) => [row.action, row.user_id])).toEqual([
        ['CloseCashup', CASHIER],
        ['ReopenCashup', ADMIN],
      ])
      expect(JSON.parse(audit[1].after_json ?? '{}')).toEqual({ closed: false, reason: 'A parent paid twice: recount' })

      const again = await refused(409, () =>
        call('POST', '/api/cashup/reopen', { site: CLUB_13, date: TODAY, reason: 'Again' }, admin),
      )
      expect(again.message).toBe(`The cash-up of Club 13 for ${TODAY} is not closed: there is nothing to reopen`)
      const never = await refused(409, () =>
        call('POST', '/api/cashup/reopen', { site: CLUB_13, date: '2026-10-01', reason: 'Never closed' }, admin),
      )
      expect(never.message).toMatch(/is not closed/)

      const [invoice] = await openInvoices(CLUB_13)
      expect((await payAtDesk(invoice, '0.05')).statusCode).toBe(200)
      // Closing again counts the new payment too.
      const second = await call('POST', '/api/cashup/close', { site: CLUB_13, date: TODAY, counted: '0' })
      expect(second.statusCode).toBe(200)
      const closedAgain = second.json() as unknown as Day
      const stored = await storedDay(CLUB_13)
      expect(closedAgain.totals.overallCents).toBe(stored.reduce((sum, row) => sum + row.amount_cents, 0))
      expect(closedAgain.differenceCents).toBe(-closedAgain.totals.overallCents)
    })
  })
})
