import { todayOf } from '../../src/lib/dates'
import { academyDateAt, academyToday } from '../../src/lib/clock'
import { buildTestApp, injectAs, login, TestClock, type TestApp } from '../helper'
import { CASHIER, CLUB_13, addSwimmer, schoolWithFreePlace } from '../routes/swimmers-fixtures'

// One academy clock: "today" is the date in Cairo, whatever the UTC date is. For the first two or three hours of every
// Cairo night the UTC date is still yesterday; before the clock had one source, enrolments, sessions, attendance and
// waitlists used that UTC date while money and reports used Cairo's.

describe("the academy's today", () => {
  it('is the Cairo date through UTC midnight', () => {
    expect(todayOf('2026-11-21T21:59:00.000Z')).toBe('2026-11-21') // 23:59 in Cairo (UTC+2)
    expect(todayOf('2026-11-21T22:00:00.000Z')).toBe('2026-11-22') // 00:00 in Cairo, still the 21st in UTC
    expect(todayOf('2026-11-21T23:59:00.000Z')).toBe('2026-11-22')
    expect(academyToday(new TestClock(Date.parse('2026-11-21T22:30:00.000Z')))).toBe('2026-11-22')
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

  it("is the same when worked out once per academy day (every request's today), across both summer time changes", () => {
    const instants: number[] = []
    for (const start of ['2026-04-23T18:00:00.000Z', '2026-10-29T18:00:00.000Z', '2026-11-21T18:00:00.000Z']) {
      for (let minutes = 0; minutes <= 8 * 60; minutes += 15) instants.push(Date.parse(start) + minutes * 60_000)
    }
    // Forward, backward and jumping about: a remembered day must never answer for an instant outside it.
    const order = [...instants, ...[...instants].reverse(), ...instants.filter((_, index) => index % 7 === 3)]
    for (const time of order) {
      expect(academyDateAt(new Date(time))).toBe(todayOf(new Date(time).toISOString()))
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
