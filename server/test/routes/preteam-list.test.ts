import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// The paged site list, the site summary and the coach choice, on untouched demo data.

describe('pre-team site list, summary and coaches', () => {
  let t: TestApp
  let manager: string
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    manager = await login(t.app, 3)
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  const get = (token: string, url: string) => injectAs(t.app, token, { method: 'GET', url })

  it('pages through the 13 running squads of Smart Way, nine at a time', async () => {
    const first = await get(manager, '/api/PreTeam/61')
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body).toMatchObject({ page: 1, pageSize: 9, total: 13, totalPages: 2, site: 61, siteName: 'Smart Way' })
    expect(body.items).toHaveLength(9)
    expect(body.items[0]).toEqual({
      pTeamID: expect.any(Number),
      pTeamLevel: expect.any(Number),
      levelName: expect.stringMatching(/^PTeam [A-D]$/),
      coachName: expect.any(String),
      days: expect.stringMatching(/^\w+day, \w+day, \w+day$/),
      fromTo: expect.stringMatching(/^\d\d:\d\d - \d\d:\d\d$/),
    })
    const second = (await get(manager, '/api/preteam/61?page=2&pageSize=9')).json()
    expect(second.items).toHaveLength(4)
    const ids = [...body.items, ...second.items].map((item: { pTeamID: number }) => item.pTeamID)
    expect(new Set(ids).size).toBe(13)
    expect((await get(manager, '/api/preteam/61?page=3')).json().items).toEqual([])
  })

  it('answers 404 with a message when the site has no running squad', async () => {
    const none = await get(admin, '/api/PreTeam/67')
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ code: 'preteam.noneForSite', message: 'No pre-teams found for this site' })
  })

  it('refuses another site and bad paging', async () => {
    const other = await get(manager, '/api/PreTeam/62')
    expect(other.statusCode).toBe(403)
    expect(other.json().message).toBe('Site 62 is not one of your sites')
    const big = await get(manager, '/api/PreTeam/61?pageSize=51')
    expect(big.statusCode).toBe(400)
    expect(big.json().errors).toEqual({ pageSize: 'pageSize must be at most 50' })
    expect((await get(manager, '/api/PreTeam/61?page=0')).json().errors).toEqual({
      page: 'page must be a whole number from 1',
    })
  })

  it('summarises a site: running and ended squads and their swimmers', async () => {
    const response = await get(manager, '/api/PreTeam/summary?site=61')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ site: 61, siteName: 'Smart Way', activeCount: 13, endedCount: 1 })
    expect(body.preTeams).toHaveLength(13)
    expect(body.activeSwimmers).toBe(
      body.preTeams.reduce((sum: number, squad: { swimmers: number }) => sum + squad.swimmers, 0),
    )
    expect(body.activeSwimmers).toBeGreaterThan(0)
    expect((await get(manager, '/api/PreTeam/summary?site=63')).statusCode).toBe(403)
  })

  it("lists a site's active pre-team coaches only", async () => {
    const coaches = (await get(manager, '/api/preteam/coaches?site=61')).json()
    expect(coaches).toHaveLength(4)
    const stored = await t.database.db
      .selectFrom('coaches')
      .select(['id', 'coach_type', 'is_active', 'site'])
      .where(
        'id',
        'in',
        coaches.map((coach: { coachID: number }) => coach.coachID),
      )
      .execute()
    for (const coach of stored) expect(coach).toMatchObject({ coach_type: 9, is_active: 1, site: 61 })
    // Site 63 has an inactive pre-team coach: not offered.
    const at63 = (await get(admin, '/api/preteam/coaches?site=63')).json()
    expect(at63).toHaveLength(3)
  })

  it('is for Mod_PT users only', async () => {
    const cashier = await login(t.app, 2)
    const response = await get(cashier, '/api/PreTeam/62')
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe('You do not have access to Pre-team management')
    expect((await t.app.inject({ method: 'GET', url: '/api/PreTeam/61' })).statusCode).toBe(401)
  })
})
