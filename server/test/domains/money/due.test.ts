import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { ADMIN, CASHIER, CLUB_13, EGYPT, NO_SWIMMERS, SMART_WAY, addSwimmer } from '../../routes/swimmers-fixtures'
import { renewableSwimmer } from './money-fixtures'
import { findParentContact } from '../../../src/domains/families/parent-contact.repository'

// Issue 15, what is due and owed at a site: GET /api/money/due?site&days. The test clock stands at
// 2026-11-21T09:00Z, so today is 2026-11-21 in Cairo.

interface Due {
  siteID: number
  siteName: string
  today: string
  days: number
  currency: string
  subscriptions: Array<{
    swimmerID: number
    fullName: string
    endsOn: string
    daysLeft: number
    ended: boolean
    group: string | null
    groupKind: string | null
    parentPhone: string | null
  }>
  invoices: Array<{
    invoiceID: number
    swimmerID: number
    fullName: string
    parentPhone: string | null
    amountDue: number
    amountDueCents: number
    amountCents: number
    amountPaidCents: number
    ageDays: number
  }>
  totals: {
    subscriptions: number
    endingSoon: number
    ended: number
    invoices: number
    amountDue: number
    amountDueCents: number
  }
  truncated: { subscriptions: boolean; invoices: boolean }
}

const TODAY = '2026-11-21'

describe('due and owed', () => {
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
  const get = (url: string, token = cashier) => injectAs(t.app, token, { method: 'GET', url })
  const due = async (site: number, days?: number, token = cashier) => {
    const response = await get(`/api/money/due?site=${site}${days === undefined ? '' : `&days=${days}`}`, token)
    expect(response.statusCode).toBe(200)
    return response.json<Due>()
  }
  const endOn = (id: number, date: string | null) =>
    db().updateTable('swimmers').set({ subscription_end: date }).where('id', '=', id).execute()
  const listed = (body: Due, id: number) => body.subscriptions.find((row) => row.swimmerID === id)

  describe('subscriptions', () => {
    const ids: Record<string, number> = {}
    beforeAll(async () => {
      for (const [name, end] of [
        ['today', TODAY],
        ['dayN', '2026-11-28'],
        ['afterN', '2026-11-29'],
        ['yesterday', '2026-11-20'],
        ['lookback', '2026-08-23'],
        ['beyondLookback', '2026-08-22'],
        ['deleted', TODAY],
      ] as const) {
        ids[name] = await addSwimmer(t, cashier, { fullName: `Due ${name} Swimmer` })
        await endOn(ids[name], end)
      }
      await db()
        .updateTable('swimmers')
        .set({ deleted_at: t.clock.now().toISOString() })
        .where('id', '=', ids.deleted)
        .execute()
      ids.otherSite = await addSwimmer(t, cashier, { site: EGYPT, fullName: 'Due Egypt Swimmer' })
      await endOn(ids.otherSite, TODAY)
    })

    it('lists ends from today to day N included, not day N + 1', async () => {
      const week = await due(CLUB_13, 7)
      expect(week).toMatchObject({ siteID: CLUB_13, siteName: 'Club 13', today: TODAY, days: 7, currency: 'EGP' })
      expect(listed(week, ids.today)).toMatchObject({ endsOn: TODAY, daysLeft: 0, ended: false })
      expect(listed(week, ids.dayN)).toMatchObject({ endsOn: '2026-11-28', daysLeft: 7, ended: false })
      expect(listed(week, ids.afterN)).toBeUndefined()
      expect(listed(await due(CLUB_13, 8), ids.afterN)).toMatchObject({ daysLeft: 8 })
      expect(listed(await due(CLUB_13, 1), ids.dayN)).toBeUndefined()
    })

    it('lists ends of the last 90 days not renewed, as ended, the longest ended first', async () => {
      const body = await due(CLUB_13, 7)
      expect(listed(body, ids.yesterday)).toMatchObject({ endsOn: '2026-11-20', daysLeft: -1, ended: true })
      expect(listed(body, ids.lookback)).toMatchObject({ daysLeft: -90, ended: true })
      expect(listed(body, ids.beyondLookback)).toBeUndefined()
      const ends = body.subscriptions.map((row) => row.endsOn)
      expect(ends).toEqual([...ends].sort())
      expect(body.subscriptions[0].ended).toBe(true)
      expect(body.totals.subscriptions).toBe(body.totals.ended + body.totals.endingSoon)
      expect(body.totals.ended).toBe(body.subscriptions.filter((row) => row.ended).length)
      expect(body.totals.endingSoon).toBe(body.subscriptions.filter((row) => !row.ended).length)
      expect(body.truncated).toEqual({ subscriptions: false, invoices: false })
    })

    it('leaves out deleted swimmers and other sites', async () => {
      const body = await due(CLUB_13, 90)
      expect(listed(body, ids.deleted)).toBeUndefined()
      expect(listed(body, ids.otherSite)).toBeUndefined()
      expect(listed(await due(EGYPT, 1), ids.otherSite)).toMatchObject({ daysLeft: 0 })
    })

    it('drops a swimmer once renewed: the renewal moves the end past the window', async () => {
      const swimmer = await renewableSwimmer(db(), CLUB_13)
      await endOn(swimmer.id, '2026-11-10')
      const before = listed(await due(CLUB_13, 7), swimmer.id)
      expect(before).toMatchObject({ ended: true, daysLeft: -11, groupKind: expect.any(String) })
      expect(before?.group).toMatch(/of Coach /)
      const renewal = await injectAs(t.app, cashier, {
        method: 'POST',
        url: '/api/swimmers/renew-subscription',
        payload: { swimmerID: swimmer.id, renewalType: 'monthly', durationInMonths: 1, site: CLUB_13 },
      })
      expect(renewal.statusCode).toBe(200)
      expect(listed(await due(CLUB_13, 7), swimmer.id)).toBeUndefined()
      expect(listed(await due(CLUB_13, 90), swimmer.id)).toMatchObject({ endsOn: '2026-12-21', daysLeft: 30 })
    })

    it('names the swimmer’s parent phone', async () => {
      const body = await due(CLUB_13, 7)
      // The family's primary guardian's number (issue 28), in its local form.
      const parent = await findParentContact(db(), ids.today)
      expect(parent?.phone).toMatch(/^0\d+$/)
      expect(listed(body, ids.today)?.parentPhone).toBe(parent?.phone)
    })
  })

  describe('open invoices', () => {
    const openRows = (site: number) =>
      db()
        .selectFrom('invoices')
        .select(['id', 'swimmer_id', 'amount_cents', 'paid_cents', 'created_at'])
        .where('site', '=', site)
        .where('status', '=', 'open')
        .orderBy('id')
        .execute()

    it('lists every open invoice of the site, oldest first, with what is due to the cent and its age', async () => {
      const rows = await openRows(CLUB_13)
      expect(rows.length).toBeGreaterThan(0)
      const body = await due(CLUB_13)
      expect(body.days).toBe(30)
      expect(body.invoices.map((row) => row.invoiceID)).toEqual(rows.map((row) => row.id))
      for (const [index, row] of rows.entries()) {
        const listedRow = body.invoices[index]
        expect(listedRow.amountDueCents).toBe(row.amount_cents - row.paid_cents)
        expect(listedRow.amountDue).toBe((row.amount_cents - row.paid_cents) / 100)
        const cairoDate = new Date(Date.parse(row.created_at) + 2 * 3_600_000).toISOString().slice(0, 10)
        expect(listedRow.ageDays).toBe(Math.round((Date.parse(TODAY) - Date.parse(cairoDate)) / 86_400_000))
      }
      const sum = rows.reduce((total, row) => total + row.amount_cents - row.paid_cents, 0)
      expect(body.totals).toMatchObject({ invoices: rows.length, amountDueCents: sum, amountDue: sum / 100 })
    })

    it('takes a part-paid invoice’s payment off what is due and drops a paid one', async () => {
      const [first, second] = await openRows(CLUB_13)
      const before = await due(CLUB_13)
      const pay = (invoice: typeof first, cents: number, receipt: string) =>
        injectAs(t.app, cashier, {
          method: 'POST',
          url: '/api/payment/complete',
          payload: {
            swimmerID: invoice.swimmer_id,
            siteID: CLUB_13,
            invoiceID: invoice.id,
            userID: 2,
            amountPaid: (cents / 100).toFixed(2),
            recieptNo: receipt,
          },
        })
      const firstDue = first.amount_cents - first.paid_cents
      const secondDue = second.amount_cents - second.paid_cents
      expect((await pay(first, firstDue, 'DUE-1')).statusCode).toBe(200)
      expect((await pay(second, 1, 'DUE-2')).statusCode).toBe(200)
      const after = await due(CLUB_13)
      expect(after.invoices.map((row) => row.invoiceID)).not.toContain(first.id)
      expect(after.invoices.find((row) => row.invoiceID === second.id)).toMatchObject({
        amountDueCents: secondDue - 1,
        amountPaidCents: second.paid_cents + 1,
      })
      expect(after.totals.invoices).toBe(before.totals.invoices - 1)
      expect(after.totals.amountDueCents).toBe(before.totals.amountDueCents - firstDue - 1)
    })

    it('lists no invoice of another site', async () => {
      const body = await due(EGYPT)
      const egypt = new Set((await openRows(EGYPT)).map((row) => row.id))
      expect(body.invoices.every((row) => egypt.has(row.invoiceID))).toBe(true)
      expect(body.invoices.length).toBe(egypt.size)
    })
  })

  describe('input and access', () => {
    it.each(['0', '91', '-1', '1.5', 'ten', '1e1'])('refuses days=%s naming days', async (days) => {
      const response = await get(`/api/money/due?site=${CLUB_13}&days=${days}`)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errors: { days: 'days must be a whole number from 1 to 90' } })
    })

    it('refuses a missing site naming site', async () => {
      const response = await get('/api/money/due?days=7')
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().errors)).toEqual(['site'])
    })

    it('answers 403 for a site that is not the user’s, and to users without ViewInvoices', async () => {
      expect((await get(`/api/money/due?site=${SMART_WAY}`)).statusCode).toBe(403)
      expect((await get(`/api/money/due?site=${SMART_WAY}`, admin)).statusCode).toBe(200)
      const coachesManager = await login(t.app, NO_SWIMMERS)
      expect((await get(`/api/money/due?site=${SMART_WAY}`, coachesManager)).statusCode).toBe(403)
    })
  })
})
