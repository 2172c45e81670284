import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13, addSwimmer } from './swimmers-fixtures'

// Issue 25 (a gap left): a swimmer in a school and a pre-team squad at once has one subscription end, the later of
// the two. Renew extended only their most recent enrolment (the school when both started the same day), from that
// shared end: one month of the school was billed and the school ran on from the pre-team's end, the months between
// given unpaid, and the pre-team could never be renewed. Now the desk chooses which to renew (`renews`, refused
// without it when both could be); each is billed as its own product and runs on from its own end.

const PRETEAM_LEVEL = 17

describe('Renew of a swimmer in a school and a pre-team squad', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, admin, { method, url, payload })
  const renew = (swimmerID: number, extra: object = {}) =>
    call('POST', '/api/swimmers/renew-subscription', {
      swimmerID,
      renewalType: 'monthly',
      durationInMonths: 1,
      site: CLUB_13,
      ...extra,
    })
  const ends = async (id: number) => {
    const db = t.database.db
    const school = await db.selectFrom('school_enrolments').select('end_date').where('swimmer_id', '=', id).execute()
    const preteam = await db.selectFrom('preteam_enrolments').select('end_date').where('swimmer_id', '=', id).execute()
    const swimmer = await db.selectFrom('swimmers').select('subscription_end').where('id', '=', id).executeTakeFirst()
    return {
      school: school.map((row) => row.end_date),
      preteam: preteam.map((row) => row.end_date),
      subscription: swimmer?.subscription_end,
    }
  }
  const invoiceOf = (id: number) =>
    t.database.db.selectFrom('invoices').select(['product', 'months']).where('id', '=', id).executeTakeFirstOrThrow()

  /** A swimmer of a pre-team level in a school of that level for 1 month and a pre-team squad for 12. */
  async function inBoth(name: string) {
    const id = await addSwimmer(t, admin, { fullName: name, startLevel: PRETEAM_LEVEL })
    const { coach_id: coachId } = await t.database.db
      .selectFrom('schools')
      .select('coach_id')
      .where('site', '=', CLUB_13)
      .executeTakeFirstOrThrow()
    const { id: schoolId } = await t.database.db
      .insertInto('schools')
      .values({
        level: PRETEAM_LEVEL,
        coach_id: coachId,
        first_day: 217,
        second_day: 220,
        start_time: '21:00',
        end_time: '22:00',
        school_type: 77,
        site: CLUB_13,
        capacity: 8,
        start_date: '2026-01-01',
        end_date: null,
        created_at: t.clock.now().toISOString(),
        created_by: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const school = await call('POST', '/api/swimmers/save-school-trans', {
      swimmerID: id,
      schoolID: schoolId,
      months: 1,
      siteID: CLUB_13,
    })
    expect(school.statusCode).toBe(200)
    const squads = (await call('GET', `/api/swimmers/preteam-options/${id}`)).json().preTeams
    const preteam = await call('POST', '/api/swimmers/save-pteam-trans', {
      swimmerID: id,
      pteamID: squads[0].pTeamID,
      months: 12,
      userID: ADMIN,
      amountPaid: 0,
      recieptNo: 'PT-BOTH',
      siteID: CLUB_13,
    })
    expect(preteam.statusCode).toBe(200)
    expect(await ends(id)).toEqual({ school: ['2026-12-21'], preteam: ['2027-11-21'], subscription: '2027-11-21' })
    return id
  }

  it('asks which to renew, and offers both with their own prices', async () => {
    const id = await inBoth('Double Swimmer')
    const refused = await renew(id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(
      /^Double Swimmer is in the .* school of Coach .* and in the .* squad of Coach .*: choose which to renew \(each is renewed and billed on its own\)$/,
    )
    expect(refused.json().errors).toEqual({ renews: 'Choose the school or the pre-team' })
    expect(await ends(id)).toEqual({ school: ['2026-12-21'], preteam: ['2027-11-21'], subscription: '2027-11-21' })

    const prices = (await call('GET', `/api/swimmers/${id}/renewal-prices`)).json()
    expect(prices.choices.map((choice: { renews: string }) => choice.renews)).toEqual(['school', 'preteam'])
    expect(prices.choices[0].groupName).toMatch(/school of Coach/)
    expect(prices.choices[1].groupName).toMatch(/squad of Coach/)
    const actions = (await call('POST', '/api/swimmers/search-actions', { swimmerID: id, userSite: CLUB_13 })).json()
    expect(actions.map((action: { actionName: string }) => action.actionName)).toContain('SubscriptionRenwal')
  })

  it('renews the school alone from its own end, billed as the school', async () => {
    const id = await inBoth('School Renewer')
    const renewed = await renew(id, { renews: 'school' })
    expect(renewed.statusCode).toBe(200)
    expect(renewed.json()).toMatchObject({ startDate: '2026-12-21', endDate: '2027-01-21' })
    expect(await invoiceOf(renewed.json().invoiceID)).toEqual({ product: 77, months: 1 })
    // One month of school, not the eleven months up to the pre-team's end as well; the pre-team is untouched.
    expect(await ends(id)).toEqual({ school: ['2027-01-21'], preteam: ['2027-11-21'], subscription: '2027-11-21' })
  })

  it('renews the pre-team alone, billed as PreTeam, even while the school renewal is unpaid', async () => {
    const id = await inBoth('Squad Renewer')
    expect((await renew(id, { renews: 'school' })).statusCode).toBe(200)
    const renewed = await renew(id, { renews: 'preteam' })
    expect(renewed.statusCode).toBe(200)
    expect(renewed.json()).toMatchObject({ startDate: '2027-11-21', endDate: '2027-12-21' })
    expect(await invoiceOf(renewed.json().invoiceID)).toEqual({ product: 100, months: 1 })
    expect(await ends(id)).toEqual({ school: ['2027-01-21'], preteam: ['2027-12-21'], subscription: '2027-12-21' })
    // The same group twice still waits for its open invoice.
    expect((await renew(id, { renews: 'preteam' })).statusCode).toBe(409)
  })
})
