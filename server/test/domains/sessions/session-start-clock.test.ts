import { businessInstantOf } from '../../../src/lib/business-day'
import { buildTestApp, login, type TestApp } from '../../helper'
import { SATURDAY, TODAY, freeSchoolCoach, get, post, schoolPayload } from '../../routes/schools-fixtures'

// A session's date and start time are the academy's wall clock. startOf read them as UTC, so in Cairo (UTC+2) a
// session that began at 10:00 counted as not started until 12:00: still "upcoming", open to make-up bookings and to
// excused absences that give credits, for two more hours (three in summer). The test clock stands at Saturday
// 2026-11-21 09:00 UTC, 11:00 in Cairo.

const SITE = 61

describe("a session's start on the academy's clock", () => {
  it('is the instant of its wall-clock time in the zone, summer time included', () => {
    expect(businessInstantOf('2026-11-21', '10:00', 'Africa/Cairo')).toBe('2026-11-21T08:00:00.000Z')
    expect(businessInstantOf('2026-07-04', '10:00', 'Africa/Cairo')).toBe('2026-07-04T07:00:00.000Z')
    expect(businessInstantOf('2026-11-21', '10:00', 'Asia/Kolkata')).toBe('2026-11-21T04:30:00.000Z')
    expect(businessInstantOf('2026-11-21', '00:15', 'Africa/Cairo')).toBe('2026-11-20T22:15:00.000Z')
  })

  describe('through the routes', () => {
    let t: TestApp
    let admin: string
    const sessionOn = async (school: number) => {
      const response = await get(t, admin, `/api/timetable?site=${SITE}&from=${TODAY}&to=${TODAY}`)
      const found = response
        .json<Array<{ sessionID: number; groupID: number; kind: string }>>()
        .find((session) => session.groupID === school && session.kind === 'school')
      if (!found) throw new Error(`no session of school ${school} on ${TODAY}`)
      return found.sessionID
    }
    const school = async (name: string, startTime: string, endTime: string) => {
      const coach = await freeSchoolCoach(t.database.db, SITE, name)
      const created = await post(
        t,
        admin,
        '/api/schools/create',
        schoolPayload(coach, SITE, { firstDay: String(SATURDAY), startTime, endTime }),
      )
      expect(created.statusCode).toBe(200)
      return created.json<{ schoolID: number }>().schoolID
    }

    beforeAll(async () => {
      t = await buildTestApp()
      admin = await login(t.app, 1)
    }, 60_000)
    afterAll(() => t.close())

    it('a 10:00 session has started at 11:00 Cairo time; a 12:00 one is still to come', async () => {
      const started = await sessionOn(await school('Clock Ten', '10:00', '10:45'))
      const toCome = await sessionOn(await school('Clock Noon', '12:00', '12:45'))
      const details = async (id: number) => (await get(t, admin, `/api/sessions/${id}`)).json<{ upcoming: boolean }>()
      expect((await details(started)).upcoming).toBe(false)
      expect((await details(toCome)).upcoming).toBe(true)
    })
  })
})
