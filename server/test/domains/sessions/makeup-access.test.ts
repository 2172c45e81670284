import { buildTestApp, injectAs, login, type TestApp } from '../../helper'

// Issue 25: the coaches manager (demo user 3: Mod_PT and Mod_CO at site 61, neither Mod_SW nor Mod_SC) read a
// swimmer's school make-up credits (GET /api/swimmers/{id}/makeups) and the school sessions a credit could be booked
// into (GET /api/swimmers/{id}/makeups/{creditID}/options), while GET /api/sessions/{id} of those school sessions
// answered 403. A credit is read by those who see the swimmer (Mod_SW) or its kind's sessions; the sessions it can be
// booked into only by those who see sessions of that kind — the same rule and words as the session itself.

const COACHES_MANAGER = 3
const SMART_WAY = 61

describe('make-up credits follow the access of the swimmers and sessions they show', () => {
  let t: TestApp
  let admin: string
  let coachesManager: string
  let credit: { id: number; swimmer: number; session: number }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    coachesManager = await login(t.app, COACHES_MANAGER)
    const row = await t.app.db
      .selectFrom('makeup_credits as c')
      .innerJoin('class_sessions as s', 's.id', 'c.from_session_id')
      .select(['c.id', 'c.swimmer_id', 's.id as session'])
      .where('c.site_id', '=', SMART_WAY)
      .where('s.kind', '=', 'school')
      .where('c.status', '=', 'open')
      .orderBy('c.id')
      .executeTakeFirstOrThrow()
    credit = { id: Number(row.id), swimmer: Number(row.swimmer_id), session: Number(row.session) }
  }, 60_000)
  afterAll(() => t?.close())

  const get = (token: string, url: string) => injectAs(t.app, token, { method: 'GET', url })

  it('the school session itself is 403 for the coaches manager (the rule the credits follow)', async () => {
    const session = await get(coachesManager, `/api/sessions/${credit.session}`)
    expect({ status: session.statusCode, message: session.json().message }).toEqual({
      status: 403,
      message: 'You are not allowed to see school sessions',
    })
  })

  it("lists no school credit to the coaches manager, and every credit to a user of the swimmer's module", async () => {
    const all = await get(admin, `/api/swimmers/${credit.swimmer}/makeups`)
    expect(all.statusCode).toBe(200)
    expect(all.json<Array<{ creditID: number }>>().map((item) => item.creditID)).toContain(credit.id)

    const seen = await get(coachesManager, `/api/swimmers/${credit.swimmer}/makeups`)
    expect(seen.statusCode).toBe(200)
    const kinds = seen.json<Array<{ creditID: number; fromKind: string }>>()
    expect(kinds.filter((item) => item.fromKind === 'school')).toEqual([])
  })

  it("refuses the coaches manager a school credit's options with the session's own 403, and answers the admin", async () => {
    const url = `/api/swimmers/${credit.swimmer}/makeups/${credit.id}/options`
    const refused = await get(coachesManager, url)
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: 'You are not allowed to see school sessions',
    })
    const answered = await get(admin, url)
    expect(answered.statusCode).toBe(200)
    expect(answered.json<Array<{ kind: string }>>().every((session) => session.kind === 'school')).toBe(true)
  })
})
