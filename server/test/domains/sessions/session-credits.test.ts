import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import {
  SATURDAY,
  SUNDAY,
  TUESDAY,
  coachUserToken,
  enrol,
  freeSchoolCoach,
  get,
  post,
  schoolPayload,
  swimmersWithoutSchool,
} from '../../routes/schools-fixtures'

// The roster's make-up picker (GET /api/sessions/{id}/makeups?swimmer=ID): a swimmer's open credits that can be
// booked into that session, by the booking's own rule (same kind and level, scheduled, not started, before the
// expiry, not the swimmer's own group, not booked twice, a free seat); when none can, the warning says why.
// The test clock stands at Saturday 2026-11-21 09:00 UTC.

const SITE = 62

interface Session {
  sessionID: number
  kind: string
  groupID: number
}
interface Answer {
  credits: Array<{ creditID: number; status: string; levelName: string; expiresOn: string }>
  warning: string | null
}

describe("a swimmer's credits bookable into a session", () => {
  let t: TestApp
  let admin: string
  let home: number
  let same: number
  let sameEarly: number
  let otherLevel: number
  let small: number
  let swimmers: Array<{ id: number; full_name: string }>
  let credit: number

  const sessionOf = async (school: number, date: string) => {
    const response = await get(t, admin, `/api/timetable?site=${SITE}&from=${date}&to=${date}`)
    const found = response.json<Session[]>().find((item) => item.groupID === school && item.kind === 'school')
    if (!found) throw new Error(`no session of school ${school} on ${date}`)
    return found.sessionID
  }
  const bookable = async (sessionID: number, swimmer: number, token = admin) => {
    const response = await get(t, token, `/api/sessions/${sessionID}/makeups?swimmer=${swimmer}`)
    expect(response.statusCode).toBe(200)
    return response.json<Answer>()
  }
  const school = async (name: string, overrides: Record<string, string>) => {
    const coach = await freeSchoolCoach(t.database.db, SITE, name)
    const response = await post(t, admin, '/api/schools/create', schoolPayload(coach, SITE, overrides))
    expect(response.statusCode).toBe(200)
    return response.json<{ schoolID: number }>().schoolID
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    home = await school('Credits Home', {})
    same = await school('Credits Same', { firstDay: String(SUNDAY), startTime: '10:00', endTime: '11:00' })
    sameEarly = await school('Credits Early', { firstDay: String(SATURDAY), secondDay: String(SUNDAY) })
    otherLevel = await school('Credits Other', {
      schoolLevel: '13',
      firstDay: String(SUNDAY),
      startTime: '12:00',
      endTime: '13:00',
    })
    small = await school('Credits Small', {
      firstDay: String(SUNDAY),
      secondDay: String(TUESDAY),
      startTime: '15:00',
      endTime: '16:00',
      capacity: '1',
    })
    swimmers = await swimmersWithoutSchool(t.database.db, SITE, 4)
    await enrol(t, home, swimmers[0].id, SITE)
    await enrol(t, home, swimmers[1].id, SITE)
    await enrol(t, small, swimmers[2].id, SITE)
    // An excused absence before Tuesday's session gives swimmers[0] a credit (four weeks: expires 2026-12-22).
    const tuesday = await sessionOf(home, '2026-11-24')
    const marked = await post(t, admin, `/api/sessions/${tuesday}/attendance`, {
      entries: [{ swimmerID: swimmers[0].id, status: 'excused' }],
    })
    credit = marked.json().creditsGiven[0].creditID
  }, 60_000)
  afterAll(() => t.close())

  it('lists the open credit for a session of the same level with a free seat, before the expiry', async () => {
    const answer = await bookable(await sessionOf(same, '2026-11-22'), swimmers[0].id)
    expect(answer.warning).toBeNull()
    expect(answer.credits).toEqual([
      expect.objectContaining({ creditID: credit, status: 'open', levelName: 'Level 1', expiresOn: '2026-12-22' }),
    ])
    // A swimmer without credits: nothing, and nothing to explain.
    expect(await bookable(await sessionOf(same, '2026-11-22'), swimmers[3].id)).toEqual({ credits: [], warning: null })
  })

  it('says why the credit cannot be booked: level, own group, started, full, after the expiry', async () => {
    const level = await bookable(await sessionOf(otherLevel, '2026-11-22'), swimmers[0].id)
    expect(level.credits).toEqual([])
    expect(level.warning).toMatch(/missed a Level 1 school session: .* is Level 2/)

    const own = await bookable(await sessionOf(home, '2026-11-28'), swimmers[0].id)
    expect(own.warning).toMatch(/is enrolled in School \d+/)

    const started = await bookable(await sessionOf(sameEarly, '2026-11-21'), swimmers[0].id)
    expect(started.warning).toMatch(/has already started/)

    const full = await bookable(await sessionOf(small, '2026-11-22'), swimmers[0].id)
    expect(full.warning).toMatch(/is full \(1 of 1 seats taken\)/)

    const late = await bookable(await sessionOf(same, '2026-12-27'), swimmers[0].id)
    expect(late.warning).toMatch(/make-up credit expires on 2026-12-22, before/)
  })

  it('what it lists, the booking accepts; once booked the credit is no longer open', async () => {
    const session = await sessionOf(same, '2026-11-29')
    const [listed] = (await bookable(session, swimmers[0].id)).credits
    const booked = await post(t, admin, `/api/sessions/${session}/makeups`, { creditID: listed.creditID })
    expect(booked.statusCode).toBe(200)
    expect(await bookable(await sessionOf(same, '2026-11-22'), swimmers[0].id)).toEqual({ credits: [], warning: null })
    // Cancelled, the credit is offered again.
    expect(
      (await injectAs(t.app, admin, { method: 'DELETE', url: `/api/sessions/${session}/makeups/${credit}` }))
        .statusCode,
    ).toBe(200)
    expect((await bookable(session, swimmers[0].id)).credits.map((item) => item.creditID)).toEqual([credit])
  })

  it('answers in Arabic when asked, is open to a coach who takes attendance, names the field of bad input', async () => {
    const session = await sessionOf(otherLevel, '2026-11-22')
    const arabic = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/sessions/${session}/makeups?swimmer=${swimmers[0].id}`,
      headers: { 'accept-language': 'ar' },
    })
    expect(arabic.json<Answer>().warning).toMatch(/[\u0600-\u06FF]/)

    const coachUser = await coachUserToken(t, 902, [SITE])
    expect((await bookable(await sessionOf(same, '2026-11-22'), swimmers[0].id, coachUser)).credits).toHaveLength(1)
    const bad = await get(t, admin, `/api/sessions/${session}/makeups?swimmer=abc`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/swimmer must be a swimmer number/)
    expect((await get(t, admin, `/api/sessions/${session}/makeups`)).statusCode).toBe(400)
    expect((await get(t, admin, `/api/sessions/${session}/makeups?swimmer=9876543`)).statusCode).toBe(404)
    expect((await get(t, admin, `/api/sessions/9876543/makeups?swimmer=${swimmers[0].id}`)).statusCode).toBe(404)
  })
})
