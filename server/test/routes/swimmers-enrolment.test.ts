import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import {
  CASHIER,
  CLUB_13,
  EGYPT,
  NO_SWIMMERS,
  SMART_WAY,
  addSwimmer,
  auditActions,
  grantAction,
  revokeAction,
  seededSwimmer,
  snapshot,
} from './swimmers-fixtures'

// Enrolment from the Swimmers screen: school and pre-team, the invoice from the price list, the payment under a
// receipt number used once per site, and the groups a swimmer could join.

const CASHIER_TYPE = 72

describe('swimmer enrolment', () => {
  let t: TestApp
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = cashier) =>
    injectAs(t.app, token, { method, url, payload })
  const refused = async (status: number, send: () => Promise<{ statusCode: number; json: () => unknown }>) => {
    const before = await snapshot(db())
    const response = await send()
    expect(response.statusCode).toBe(status)
    expect(await snapshot(db())).toEqual(before)
    return response.json() as { message: string; errors?: Record<string, string> }
  }
  /** A running Club 13 school of level 1 with a free place. */
  const openSchool = async () => {
    const options = (await call('GET', `/api/swimmers/school-options/${await addSwimmer(t, cashier)}`)).json()
    const school = options.schools.find(
      (entry: { enrolled: number; capacity: number }) => entry.enrolled < entry.capacity,
    )
    if (!school) throw new Error('no Club 13 level 1 school with a free place')
    return school as { schoolID: number; type: number; invoices: Array<{ months: number; invoice: number }> }
  }
  const enrolInSchool = (payload: object, url = '/api/SwimmerSchool/add-swimmer-to-school') =>
    call('POST', url, { userID: 2, siteID: CLUB_13, months: 1, ...payload })

  describe('POST /SwimmerSchool/add-swimmer-to-school and /swimmers/save-school-trans', () => {
    it('enrols with an invoice from the price list and a payment under the receipt', async () => {
      const school = await openSchool()
      const id = await addSwimmer(t, cashier)
      const response = await enrolInSchool({
        swimmerID: id,
        schoolID: school.schoolID,
        months: 3,
        amountPaid: '150.50',
        reciptNo: 'SW-1001',
      })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      const price = school.invoices.find((line) => line.months === 3)?.invoice
      expect(body).toMatchObject({
        message: 'Swimmer added to school successfully',
        value: price,
        amountPaid: 150.5,
        endDate: '2027-02-21',
      })
      const invoice = await db()
        .selectFrom('invoices')
        .selectAll()
        .where('id', '=', body.invoiceID)
        .executeTakeFirstOrThrow()
      expect(invoice).toMatchObject({
        swimmer_id: id,
        product: school.type,
        months: 3,
        paid_cents: 15050,
        site: CLUB_13,
      })
      const payment = await db()
        .selectFrom('payments')
        .selectAll()
        .where('invoice_id', '=', body.invoiceID)
        .executeTakeFirstOrThrow()
      expect(payment).toMatchObject({ receipt_no: 'SW-1001', amount_cents: 15050, created_by: CASHIER })
      // The payment, for the receipt the desk prints next (issue 27); none when nothing was paid.
      expect(body.paymentID).toBe(payment.id)
      const unpaid = await enrolInSchool({ swimmerID: await addSwimmer(t, cashier), schoolID: school.schoolID })
      expect(unpaid.json()).toMatchObject({ amountPaid: 0, paymentID: null })
      expect(await auditActions(db(), id)).toEqual(['AddSwimmer', 'AddSwimmerToSchool'])
      const bySchool = (await call('GET', `/api/Swimmers/BySchool/${school.schoolID}`)).json()
      expect(bySchool.map((row: { swimmerID: number }) => row.swimmerID)).toContain(id)
    })

    it('refuses a receipt number already used at the site, clearly, storing nothing', async () => {
      const school = await openSchool()
      const first = await addSwimmer(t, cashier)
      const second = await addSwimmer(t, cashier)
      expect(
        (await enrolInSchool({ swimmerID: first, schoolID: school.schoolID, amountPaid: 10, reciptNo: 'SW-2002' }))
          .statusCode,
      ).toBe(200)
      const body = await refused(409, () =>
        enrolInSchool(
          { swimmerID: second, schoolID: school.schoolID, amountPaid: 10, reciptNo: 'SW-2002' },
          '/api/swimmers/save-school-trans',
        ),
      )
      expect(body).toEqual({
        code: 'receipt.inUse',
        message: 'Receipt number SW-2002 is already used at this site',
        errors: { reciptNo: 'Already used at this site' },
      })
      // The seeded receipt books count per site: R-62-… is taken at Club 13.
      const seeded = await db()
        .selectFrom('payments')
        .select('receipt_no')
        .where('site', '=', CLUB_13)
        .executeTakeFirstOrThrow()
      await refused(409, () =>
        enrolInSchool({ swimmerID: second, schoolID: school.schoolID, amountPaid: 10, reciptNo: seeded.receipt_no }),
      )
    })

    it.each([
      [{ schoolID: '' }, 'schoolID', 'School ID is required'],
      [{ schoolID: 'abc' }, 'schoolID', 'School ID must be a number'],
      [{ amountPaid: -1 }, 'amountPaid', 'Amount paid must be an amount of at least 0 with at most two decimal places'],
      [
        { amountPaid: '1.005' },
        'amountPaid',
        'Amount paid must be an amount of at least 0 with at most two decimal places',
      ],
      [{ amountPaid: 20 }, 'reciptNo', 'Receipt number is required'],
      [{ months: 13 }, 'months', 'Duration must be between 1 and 12 months'],
      [{ months: 2 }, 'months', 'No price for this duration'],
    ])('refuses %j naming %s', async (overrides, field, text) => {
      const school = await openSchool()
      const id = await addSwimmer(t, cashier)
      const body = await refused(400, () => enrolInSchool({ swimmerID: id, schoolID: school.schoolID, ...overrides }))
      expect(body.errors?.[field]).toBe(text)
    })

    it('refuses a frozen swimmer, a second enrolment, another site, and a user without the action', async () => {
      const school = await openSchool()
      const id = await addSwimmer(t, cashier)
      expect((await enrolInSchool({ swimmerID: id, schoolID: school.schoolID })).statusCode).toBe(200)
      // Issue 13: messages name the swimmer and the school, not their ids.
      expect((await refused(409, () => enrolInSchool({ swimmerID: id, schoolID: school.schoolID }))).message).toMatch(
        /^Zeina Test Swimmer is already in the Level 1 .+ school of Coach .+ \(until 2026-12-21\)$/,
      )
      await refused(403, () => enrolInSchool({ swimmerID: id, schoolID: school.schoolID, siteID: SMART_WAY }))
      const elsewhere = await seededSwimmer(db(), SMART_WAY)
      await refused(404, () => enrolInSchool({ swimmerID: elsewhere.id, schoolID: school.schoolID }))
      const frozen = await addSwimmer(t, cashier)
      await call('POST', '/api/swimmers/freeze-swim', {
        swimmerID: frozen,
        freezeReason: 'Injury',
        freezeDate: '2026-11-21',
        site: CLUB_13,
      })
      expect(
        (await refused(409, () => enrolInSchool({ swimmerID: frozen, schoolID: school.schoolID }))).errors,
      ).toEqual({
        swimmerID: 'This swimmer is frozen',
      })
      const other = await addSwimmer(t, cashier)
      await revokeAction(db(), CASHIER_TYPE, 'AddSwimmerToSchool')
      try {
        await refused(403, () => enrolInSchool({ swimmerID: other, schoolID: school.schoolID }))
      } finally {
        await grantAction(db(), CASHIER_TYPE, 'AddSwimmerToSchool')
      }
      const coachManager = await login(t.app, NO_SWIMMERS)
      expect(
        (
          await call(
            'POST',
            '/api/swimmers/save-school-trans',
            { swimmerID: id, schoolID: 1, siteID: 61 },
            coachManager,
          )
        ).statusCode,
      ).toBe(403)
    })
  })

  describe('pre-team enrolment and options', () => {
    it("offers the running pre-teams of the swimmer's site and level with the PreTeam price list", async () => {
      const id = await addSwimmer(t, cashier, { startLevel: 17 })
      const response = await call('GET', `/api/swimmers/preteam-options/${id}`)
      expect(response.statusCode).toBe(200)
      const options = response.json()
      expect(options).toMatchObject({ swimmerID: id, site: CLUB_13, level: 17, levelName: 'PTeam A' })
      expect(options.preTeams.length).toBeGreaterThan(0)
      for (const team of options.preTeams) {
        expect(team).toMatchObject({
          level: 17,
          levelName: 'PTeam A',
          fromTo: expect.stringMatching(/^\d\d:\d\d-\d\d:\d\d$/),
        })
        expect(team.days.split(', ')).toHaveLength(3)
        const row = await db()
          .selectFrom('preteams')
          .selectAll()
          .where('id', '=', team.pTeamID)
          .executeTakeFirstOrThrow()
        expect(row).toMatchObject({ site: CLUB_13, end_date: null, removed_at: null })
      }
      expect(options.invoices.map((line: { months: number }) => line.months)).toEqual([1, 3, 6, 9, 12])
      expect(options.invoices[0].itemName).toBe('PreTeam - 1 month')
      // A school-level swimmer has no pre-team to join yet.
      expect(
        (await call('GET', `/api/swimmers/preteam-options/${await addSwimmer(t, cashier)}`)).json().preTeams,
      ).toEqual([])
    })

    it('enrols through save-pteam-trans with every field of the form required', async () => {
      const id = await addSwimmer(t, cashier, { startLevel: 17 })
      const [team] = (await call('GET', `/api/swimmers/preteam-options/${id}`)).json().preTeams
      const form = {
        swimmerID: id,
        pteamID: team.pTeamID,
        months: 1,
        userID: 2,
        amountPaid: 0,
        recieptNo: 'PT-1',
        siteID: CLUB_13,
      }
      for (const [field, text] of [
        ['pteamID', 'Pre-team is required'],
        ['months', 'Duration is required'],
        ['recieptNo', 'Receipt number is required'],
      ]) {
        const body = await refused(400, () => call('POST', '/api/swimmers/save-pteam-trans', { ...form, [field]: '' }))
        expect(body.errors?.[field]).toBe(text)
      }
      const response = await call('POST', '/api/swimmers/save-pteam-trans', { ...form, amountPaid: 100 })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        message: 'Swimmer added to pre-team successfully',
        invItem: 'PreTeam - 1 month',
        amountPaid: 100,
        paymentID: expect.any(Number),
      })
      const receipt = await call('GET', `/api/payments/${response.json().paymentID}`)
      expect(receipt.json()).toMatchObject({ receiptNo: 'PT-1', swimmerName: expect.any(String) })
      expect(await auditActions(db(), id)).toEqual(['AddSwimmer', 'AddSwimmerToPTeam'])
    })

    it('does not find options or school lists of another site', async () => {
      const elsewhere = await seededSwimmer(db(), SMART_WAY)
      expect((await call('GET', `/api/swimmers/preteam-options/${elsewhere.id}`)).statusCode).toBe(404)
      expect((await call('GET', `/api/swimmers/school-options/${elsewhere.id}`)).statusCode).toBe(404)
      const school = await db()
        .selectFrom('schools')
        .select('id')
        .where('site', '=', SMART_WAY)
        .executeTakeFirstOrThrow()
      expect((await call('GET', `/api/Swimmers/BySchool/${school.id}`)).statusCode).toBe(404)
      const egyptSchool = await db()
        .selectFrom('schools')
        .select('id')
        .where('site', '=', EGYPT)
        .executeTakeFirstOrThrow()
      expect((await call('GET', `/api/swimmers/byschool/${egyptSchool.id}`)).statusCode).toBe(200)
    })
  })
})
