import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13, addSwimmer } from './swimmers-fixtures'

// Issue 25, items 0 and 1: ending or removing a group (a pre-team by /preteam/end and /preteam/remove, a school by
// /schools/end) ends its swimmers' running enrolments in the same audited operation: an invoice nothing was paid of is
// cancelled (its status; it stays), and what was paid for the unused time is recorded as money the academy owes the
// family: owed = floor(paid × unusedDays / paidDays). The answer names it, and so does the swimmer's info tab.

const DAY = 86_400_000

describe('ending a group settles its swimmers’ money', () => {
  let t: TestApp
  let admin: string
  beforeEach(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
  })
  afterEach(() => t.close())

  const db = () => t.database.db
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, admin, { method, url, payload })

  /** A new Club 13 swimmer in a squad (or school) for one month, paid `paid` (0 = nothing). */
  async function enrolled(kind: 'preteam' | 'school', paid: number, receipt: string, groupId?: number) {
    const id = await addSwimmer(t, admin, { startLevel: kind === 'preteam' ? 17 : 12, fullName: `Swimmer ${receipt}` })
    if (kind === 'preteam') {
      const options = (await call('GET', `/api/swimmers/preteam-options/${id}`)).json()
      const squad = groupId ?? options.preTeams[0].pTeamID
      const price = options.invoices.find((line: { months: number }) => line.months === 1).invoice
      const response = await call('POST', '/api/preteam/add-swimmer', {
        swimmerID: id,
        pTeamID: squad,
        durationInMonths: 1,
        site: CLUB_13,
        amountPaid: paid === -1 ? price : paid,
        ...(paid !== 0 && { recieptNo: receipt }),
      })
      expect(response.statusCode).toBe(200)
      const invoiceId = (response.json().invoiceId ?? response.json().invoiceID) as number
      return { id, groupId: squad as number, price: price as number, invoiceId }
    }
    const options = (await call('GET', `/api/swimmers/school-options/${id}`)).json()
    const school =
      options.schools.find((entry: { schoolID: number }) => entry.schoolID === groupId) ??
      options.schools.find((entry: { enrolled: number; capacity: number }) => entry.enrolled < entry.capacity - 2)
    const price = school.invoices.find((line: { months: number }) => line.months === 1).invoice
    const response = await call('POST', '/api/SwimmerSchool/add-swimmer-to-school', {
      swimmerID: id,
      schoolID: school.schoolID,
      months: 1,
      siteID: CLUB_13,
      amountPaid: paid === -1 ? price : paid,
      ...(paid !== 0 && { reciptNo: receipt }),
    })
    expect(response.statusCode).toBe(200)
    return { id, groupId: school.schoolID as number, price: price as number, invoiceId: response.json().invoiceID }
  }

  const invoice = (id: number) => db().selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const owedRows = (swimmerId: number) =>
    db().selectFrom('owed_credits').selectAll().where('swimmer_id', '=', swimmerId).execute()
  const cents = (amount: number) => Math.round(amount * 100)

  /** One week after enrolling (2026-11-21 → 2026-11-28): 23 of the 30 paid days are unused. */
  const aWeekLater = async () => {
    t.clock.advance(7 * DAY)
    admin = await login(t.app, ADMIN)
  }

  for (const url of ['/api/preteam/end', '/api/PreTeam/End'] as const) {
    it(`POST ${url}: paid time unused is owed, an unpaid invoice is cancelled, named in the answer`, async () => {
      const paid = await enrolled('preteam', -1, 'END-1')
      const unpaid = await enrolled('preteam', 0, 'END-2', paid.groupId)
      await aWeekLater()
      const response = await call('POST', url, { PTeamID: paid.groupId })
      expect(response.statusCode).toBe(200)
      const owed = Math.floor((cents(paid.price) * 23) / 30) / 100
      expect(response.json().endedEnrolments).toEqual(
        expect.arrayContaining([
          {
            swimmerID: paid.id,
            fullName: 'Swimmer END-1',
            kind: 'preteam',
            groupID: paid.groupId,
            paidUntil: '2026-12-21',
            endedOn: '2026-11-28',
            cancelledInvoices: [],
            owed,
          },
          {
            swimmerID: unpaid.id,
            fullName: 'Swimmer END-2',
            kind: 'preteam',
            groupID: paid.groupId,
            paidUntil: '2026-12-21',
            endedOn: '2026-11-28',
            cancelledInvoices: [unpaid.invoiceId],
            owed: 0,
          },
        ]),
      )
      // The enrolments end today; the unpaid invoice is cancelled, not deleted; the paid one stays paid.
      const ends = await db()
        .selectFrom('preteam_enrolments')
        .select(['swimmer_id', 'end_date'])
        .where('swimmer_id', 'in', [paid.id, unpaid.id])
        .execute()
      expect(ends.map((row) => row.end_date)).toEqual(['2026-11-28', '2026-11-28'])
      expect((await invoice(unpaid.invoiceId)).status).toBe('cancelled')
      expect((await invoice(paid.invoiceId)).status).toBe('paid')
      expect(await owedRows(paid.id)).toEqual([
        expect.objectContaining({
          amount_cents: Math.floor((cents(paid.price) * 23) / 30),
          reason: 'group-ended',
          enrolment_kind: 'preteam',
          invoice_id: paid.invoiceId,
          created_by: ADMIN,
        }),
      ])
      expect(await owedRows(unpaid.id)).toEqual([])
      // Audited in the same operation.
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'after_json'])
        .where('entity', '=', 'swimmer')
        .where('entity_id', '=', String(paid.id))
        .where('action', '=', 'OwedCredit')
        .execute()
      expect(audit).toHaveLength(1)
      // Shown on the swimmer.
      const info = (await call('GET', `/api/swimmers/${paid.id}/info-tab`)).json()
      expect(info.owedToFamily).toMatchObject({
        owed,
        credits: [{ amount: owed, reason: 'group-ended', kind: 'preteam', groupID: paid.groupId }],
      })
      expect(info.groups).toEqual([expect.objectContaining({ groupID: paid.groupId, endDate: '2026-11-28' })])
    })
  }

  it('DELETE /preteam/remove ends the squad’s enrolments the same way', async () => {
    const paid = await enrolled('preteam', -1, 'REM-1')
    await aWeekLater()
    const response = await call('DELETE', '/api/PreTeam/Remove', { pTeamID: paid.groupId, site: CLUB_13 })
    expect(response.statusCode).toBe(200)
    expect(response.json().endedEnrolments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          swimmerID: paid.id,
          endedOn: '2026-11-28',
          owed: Math.floor((cents(paid.price) * 23) / 30) / 100,
        }),
      ]),
    )
    expect(await owedRows(paid.id)).toEqual([expect.objectContaining({ reason: 'group-removed' })])
    // Two squads for the same month no longer run side by side: the removed one's enrolment has ended.
    const info = (await call('GET', `/api/swimmers/${paid.id}/info-tab`)).json()
    expect(info.groups.every((group: { endDate: string }) => group.endDate <= '2026-11-28')).toBe(true)
  })

  it('POST /schools/end ends the school’s enrolments the same way', async () => {
    const paid = await enrolled('school', -1, 'SCH-1')
    await aWeekLater()
    const response = await call('POST', '/api/Schools/End', { schoolID: paid.groupId, site: CLUB_13, userID: 1 })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ message: 'School ended successfully' })
    expect(response.json().endedEnrolments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          swimmerID: paid.id,
          kind: 'school',
          endedOn: '2026-11-28',
          owed: Math.floor((cents(paid.price) * 23) / 30) / 100,
        }),
      ]),
    )
    expect(await owedRows(paid.id)).toEqual([
      expect.objectContaining({ reason: 'group-ended', enrolment_kind: 'school' }),
    ])
  })

  it('a half-paid invoice stays open and only what was paid counts', async () => {
    const half = await enrolled('preteam', 0, 'HALF-1')
    const { price } = half
    // Pay half of it at the desk.
    const pay = await call('POST', '/api/payment/complete', {
      invoiceID: half.invoiceId,
      swimmerID: half.id,
      siteID: CLUB_13,
      userID: 1,
      amountPaid: (price / 2).toFixed(2),
      recieptNo: 'HALF-R',
    })
    expect(pay.json()).toMatchObject({ status: 'open', amountDue: price / 2 })
    await aWeekLater()
    const response = await call('POST', '/api/preteam/end', { PTeamID: half.groupId })
    expect(response.json().endedEnrolments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          swimmerID: half.id,
          cancelledInvoices: [],
          owed: Math.floor((cents(price / 2) * 23) / 30) / 100,
        }),
      ]),
    )
    expect((await invoice(half.invoiceId)).status).toBe('open')
  })
})
