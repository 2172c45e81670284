import type { FastifyInstance } from 'fastify'
import { DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'
import { buildApp } from '../../src/app'
import { businessDateOf, businessDayRange, businessDayStart } from '../../src/lib/business-day'
import { academyDateAt } from '../../src/lib/clock'
import { buildTestApp, demoPassword, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, addSwimmer, schoolWithFreePlace } from '../routes/swimmers-fixtures'

// One academy clock: "today" is the date in the academy's time zone (a setting, Africa/Cairo until changed; migration
// 0028), whatever the UTC date is. For the first two or three hours of every Cairo night the UTC date is still
// yesterday; before the clock had one source, enrolments, sessions, attendance and waitlists used that UTC date while
// money and reports used Cairo's. Every request reads the zone with its session (acting.timeZone, acting.today).

const CAIRO = 'Africa/Cairo'
const todayOf = (at: string, timeZone = CAIRO) => businessDateOf(at, timeZone)

describe("the academy's today", () => {
  it('is Africa/Cairo until the setting is changed', () => {
    expect(DEFAULT_ACADEMY_TIME_ZONE).toBe(CAIRO)
  })

  it('is the Cairo date through UTC midnight', () => {
    expect(todayOf('2026-11-21T21:59:00.000Z')).toBe('2026-11-21') // 23:59 in Cairo (UTC+2)
    expect(todayOf('2026-11-21T22:00:00.000Z')).toBe('2026-11-22') // 00:00 in Cairo, still the 21st in UTC
    expect(todayOf('2026-11-21T23:59:00.000Z')).toBe('2026-11-22')
    expect(todayOf('2026-11-22T00:00:00.000Z')).toBe('2026-11-22') // UTC midnight: Cairo's 02:00, no change
    expect(academyDateAt(new Date('2026-11-21T22:30:00.000Z'), CAIRO)).toBe('2026-11-22')
  })

  it("follows Cairo's summer time: it starts at midnight on the last Friday of April", () => {
    expect(todayOf('2026-04-23T21:30:00.000Z')).toBe('2026-04-23') // 23:30, UTC+2
    expect(todayOf('2026-04-23T22:30:00.000Z')).toBe('2026-04-24') // 01:30 summer time, UTC+3
    expect(todayOf('2026-07-01T21:00:00.000Z')).toBe('2026-07-02') // 00:00 summer time, 21:00 UTC
  })

  it('and ends at midnight on the last Thursday of October', () => {
    expect(todayOf('2026-10-29T20:30:00.000Z')).toBe('2026-10-29') // 23:30 summer time
    expect(todayOf('2026-10-29T21:30:00.000Z')).toBe('2026-10-29') // 23:30 again, back on UTC+2
    expect(todayOf('2026-10-29T22:00:00.000Z')).toBe('2026-10-30')
  })

  it('is another date in another zone at an instant where the zones disagree, and the same where they agree', () => {
    // 20:30 UTC on 21 Nov: 22:30 in Cairo, 00:30 on the 22nd in Dubai; 22:30 UTC: 00:30 on the 22nd in Cairo,
    // 22:30 on the 21st in London.
    expect(todayOf('2026-11-21T20:30:00.000Z', 'Asia/Dubai')).toBe('2026-11-22')
    expect(todayOf('2026-11-21T20:30:00.000Z', CAIRO)).toBe('2026-11-21')
    expect(todayOf('2026-11-21T22:30:00.000Z', 'Europe/London')).toBe('2026-11-21')
    expect(todayOf('2026-11-21T22:30:00.000Z', CAIRO)).toBe('2026-11-22')
    expect(todayOf('2026-11-21T12:00:00.000Z', 'Asia/Dubai')).toBe(todayOf('2026-11-21T12:00:00.000Z'))
  })

  it("starts each business day at the zone's own midnight, or at the summer time change that skips it", () => {
    expect(businessDayRange('2026-11-22', CAIRO)).toEqual({
      from: '2026-11-21T22:00:00.000Z',
      to: '2026-11-22T22:00:00.000Z',
    })
    // Cairo's summer time starts at midnight: 24 April 2026 has no 00:00 and begins at 01:00 (22:00 UTC), 23 hours.
    expect(businessDayRange('2026-04-24', CAIRO)).toEqual({
      from: '2026-04-23T22:00:00.000Z',
      to: '2026-04-24T21:00:00.000Z',
    })
    // It ends at midnight: 29 October 2026 has 25 hours (23:00–24:00 twice).
    expect(businessDayRange('2026-10-29', CAIRO)).toEqual({
      from: '2026-10-28T21:00:00.000Z',
      to: '2026-10-29T22:00:00.000Z',
    })
    expect(businessDayStart('2026-11-22', 'Asia/Dubai')).toBe('2026-11-21T20:00:00.000Z')
    expect(businessDayStart('2026-11-22', 'Asia/Kolkata')).toBe('2026-11-21T18:30:00.000Z') // UTC+5:30
    expect(businessDayStart('2026-07-01', 'Europe/London')).toBe('2026-06-30T23:00:00.000Z') // British summer time
    expect(businessDayStart('2026-11-22', 'Pacific/Kiritimati')).toBe('2026-11-21T10:00:00.000Z') // UTC+14
    expect(businessDayStart('2026-11-22', 'Pacific/Pago_Pago')).toBe('2026-11-22T11:00:00.000Z') // UTC-11
  })

  it("is the same when worked out once per academy day (every request's today), across both summer time changes", () => {
    const instants: number[] = []
    for (const start of ['2026-04-23T18:00:00.000Z', '2026-10-29T18:00:00.000Z', '2026-11-21T18:00:00.000Z']) {
      for (let minutes = 0; minutes <= 8 * 60; minutes += 15) instants.push(Date.parse(start) + minutes * 60_000)
    }
    // Forward, backward and jumping about: a remembered day must never answer for an instant outside it.
    const order = [...instants, ...[...instants].reverse(), ...instants.filter((_, index) => index % 7 === 3)]
    for (const time of order) {
      expect(academyDateAt(new Date(time), CAIRO)).toBe(todayOf(new Date(time).toISOString()))
    }
  })

  it('never answers for one zone with the day it remembered for another', () => {
    const at = new Date('2026-11-21T20:30:00.000Z')
    expect(academyDateAt(at, CAIRO)).toBe('2026-11-21')
    expect(academyDateAt(at, 'Asia/Dubai')).toBe('2026-11-22')
    expect(academyDateAt(at, CAIRO)).toBe('2026-11-21')
  })
})

describe("the academy's time zone, a setting (issue 25)", () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const signIn = async () => {
    admin = await login(t.app, ADMIN)
    cashier = await login(t.app, CASHIER)
  }
  const setZone = (timeZone: unknown, token = admin, app: FastifyInstance = t.app) =>
    injectAs(app, token, { method: 'PUT', url: '/api/settings/academy', payload: { currency: 'EGP', timeZone } })
  const settings = () => injectAs(t.app, cashier, { method: 'GET', url: '/api/settings/academy' })
  const dueToday = async (app: FastifyInstance = t.app) => {
    const response = await injectAs(app, admin, { method: 'GET', url: `/api/money/due?site=${CLUB_13}` })
    expect(response.statusCode).toBe(200)
    return response.json<{ today: string }>().today
  }
  /** A new swimmer enrolled in a school now: the enrolment's first day is the academy's today. */
  const enrolmentStart = async () => {
    const swimmer = await addSwimmer(t, cashier)
    const school = await schoolWithFreePlace(t, cashier, swimmer)
    const response = await injectAs(t.app, cashier, {
      method: 'POST',
      url: '/api/SwimmerSchool/add-swimmer-to-school',
      payload: { swimmerID: swimmer, schoolID: school.schoolID, siteID: CLUB_13, months: 1, amountPaid: 0 },
    })
    expect(response.statusCode).toBe(200)
    const row = await t.database.db
      .selectFrom('school_enrolments')
      .select('start_date')
      .where('swimmer_id', '=', swimmer)
      .executeTakeFirstOrThrow()
    return row.start_date
  }
  const audits = () => t.database.db.selectFrom('audit_log').select('id').where('entity', '=', 'academy').execute()

  it('refuses a zone the runtime does not know, naming the field, and stores nothing', async () => {
    await signIn()
    const before = await audits()
    for (const timeZone of ['Mars/Olympus_Mons', 'Cairo', '+02:00', 'UTC+2', '', '   ', 12, null]) {
      const refused = await setZone(timeZone)
      expect({ timeZone, status: refused.statusCode, errors: refused.json().errors }).toEqual({
        timeZone,
        status: 400,
        errors: { timeZone: 'Time zone must be a time zone name such as Africa/Cairo or Asia/Dubai' },
      })
      expect(refused.json().message).toBe('Time zone must be a time zone name such as Africa/Cairo or Asia/Dubai')
    }
    const arabic = await injectAs(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/academy',
      headers: { 'accept-language': 'ar' },
      payload: { currency: 'EGP', timeZone: 'Mars/Olympus_Mons' },
    })
    expect(arabic.statusCode).toBe(400)
    expect(arabic.json().errors.timeZone).toMatch(/^المنطقة الزمنية /)
    expect((await settings()).json().timeZone).toBe(CAIRO)
    const row = await t.database.db.selectFrom('academy_settings').selectAll().executeTakeFirst()
    expect(row?.time_zone ?? CAIRO).toBe(CAIRO)
    expect(await audits()).toEqual(before)
  })

  it("is changed only by a user who manages the sites, read in the runtime's own spelling, audited", async () => {
    expect((await setZone('Asia/Dubai', cashier)).statusCode).toBe(403)
    const changed = await setZone(' asia/dubai ')
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ currency: 'EGP', timeZone: 'Asia/Dubai' })
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'academy')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect([JSON.parse(audit.before_json!).timeZone, JSON.parse(audit.after_json!).timeZone]).toEqual([
      CAIRO,
      'Asia/Dubai',
    ])
    // Left out, it is kept.
    const kept = await injectAs(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/academy',
      payload: { currency: 'EGP' },
    })
    expect(kept.json().timeZone).toBe('Asia/Dubai')
    expect((await setZone(CAIRO)).statusCode).toBe(200)
  })

  it("moves every rule's today with it, from the next request, where the zones disagree", async () => {
    t.clock.advance(11.5 * 3_600_000) // 2026-11-21 20:30 UTC: 22:30 in Cairo, 00:30 on the 22nd in Dubai
    await signIn()
    expect(await dueToday()).toBe('2026-11-21')
    expect(await enrolmentStart()).toBe('2026-11-21')

    expect((await setZone('Asia/Dubai')).statusCode).toBe(200)
    expect(await dueToday()).toBe('2026-11-22')
    expect(await enrolmentStart()).toBe('2026-11-22')
    const me = await injectAs(t.app, cashier, { method: 'GET', url: '/api/auth/me' })
    expect(me.json().timeZone).toBe('Asia/Dubai')

    t.clock.advance(2 * 3_600_000) // 22:30 UTC: 00:30 on the 22nd in Cairo, 22:30 on the 21st in London
    await signIn()
    expect((await setZone('Europe/London')).statusCode).toBe(200)
    expect(await dueToday()).toBe('2026-11-21')
    expect(await enrolmentStart()).toBe('2026-11-21')
    // Signing in tells the SPA the zone it shows every date and time in.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: CASHIER, password: demoPassword(CASHIER) },
    })
    expect(signedIn.json().timeZone).toBe('Europe/London')

    expect((await setZone(CAIRO)).statusCode).toBe(200)
    expect(await dueToday()).toBe('2026-11-22')
    expect(await enrolmentStart()).toBe('2026-11-22')
  })

  it('is read anew on every request: another server instance on the same database follows a change at once', async () => {
    const other = await buildApp({
      database: t.database,
      staticDir: '/nonexistent-static-dir',
      clock: t.clock,
      closeDb: false,
    })
    await other.ready()
    try {
      await signIn()
      expect(await dueToday(other)).toBe('2026-11-22') // 22:30 UTC: Cairo's 22nd
      expect((await setZone('Europe/London')).statusCode).toBe(200) // changed through the first instance
      expect(await dueToday(other)).toBe('2026-11-21')
      expect((await setZone(CAIRO, admin, other)).statusCode).toBe(200) // and back through the other
      expect(await dueToday()).toBe('2026-11-22')
    } finally {
      await other.close()
    }
  })
})

describe('an enrolment after midnight in Cairo', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it("starts on Cairo's date, not on the UTC date before it", async () => {
    t.clock.advance(13.5 * 3_600_000) // 2026-11-21 22:30 UTC = 2026-11-22 00:30 in Cairo
    const cashier = await login(t.app, CASHIER)
    const swimmer = await addSwimmer(t, cashier)
    const school = await schoolWithFreePlace(t, cashier, swimmer)
    const response = await injectAs(t.app, cashier, {
      method: 'POST',
      url: '/api/SwimmerSchool/add-swimmer-to-school',
      payload: { swimmerID: swimmer, schoolID: school.schoolID, siteID: CLUB_13, months: 1, amountPaid: 0 },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ endDate: '2026-12-22' })
    const enrolment = await t.database.db
      .selectFrom('school_enrolments')
      .select('start_date')
      .where('swimmer_id', '=', swimmer)
      .executeTakeFirstOrThrow()
    expect(enrolment.start_date).toBe('2026-11-22')
  })
})

describe("a school's register after midnight in Cairo", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  // The schools routes took "today" from the UTC date until issue 26 found it: for the first hours of a Cairo day
  // they listed a swimmer whose enrolment had ended the day before.
  it("leaves out an enrolment that ended on the day before Cairo's today", async () => {
    const cashier = await login(t.app, CASHIER)
    const swimmer = await addSwimmer(t, cashier)
    const school = await schoolWithFreePlace(t, cashier, swimmer)
    const enrol = await injectAs(t.app, cashier, {
      method: 'POST',
      url: '/api/SwimmerSchool/add-swimmer-to-school',
      payload: { swimmerID: swimmer, schoolID: school.schoolID, siteID: CLUB_13, months: 1, amountPaid: 0 },
    })
    expect(enrol.statusCode).toBe(200)
    // The enrolment's last day is the 21st; at 00:30 on the 22nd in Cairo the UTC date is still the 21st.
    await t.database.db
      .updateTable('school_enrolments')
      .set({ end_date: '2026-11-21' })
      .where('swimmer_id', '=', swimmer)
      .execute()
    const register = (as = cashier) =>
      injectAs(t.app, as, { method: 'GET', url: `/api/schools/${school.schoolID}/swimmers` }).then(
        (response) => response.json() as Array<{ swimmerID: number }>,
      )
    expect((await register()).map((row) => row.swimmerID)).toContain(swimmer)
    t.clock.advance(13.5 * 3_600_000) // 2026-11-21 22:30 UTC = 2026-11-22 00:30 in Cairo
    // Signed in again: the first session has been idle past its 30 minutes.
    expect((await register(await login(t.app, CASHIER))).map((row) => row.swimmerID)).not.toContain(swimmer)
  })
})
