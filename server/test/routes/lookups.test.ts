import { DAYS, DURATION_MONTHS, LEVELS } from '@contract/lookups'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'

describe('GET /api/AppCode/{code}', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await buildTestApp({ demoData: true })
    token = await login(t.app, 4)
  })
  afterAll(() => t.close())

  const appCode = (path: string) => injectAs(t.app, token, { method: 'GET', url: path })

  it('lists the days with their fixed codes, whatever the path casing', async () => {
    for (const path of ['/api/AppCode/214', '/api/appcode/214', '/API/APPCODE/214']) {
      const response = await appCode(path)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual(DAYS)
    }
  })

  it('lists levels, sites, clubs, user types and durations', async () => {
    expect((await appCode('/api/AppCode/11')).json()).toEqual(LEVELS)
    const sites = (await appCode('/api/AppCode/60')).json()
    expect(sites).toHaveLength(9)
    expect(sites[0]).toEqual({ code: 61, description: 'Smart Way' })
    // Clubs and sites carry their Arabic name when they have one (issue 27; the demo names the spec's clubs in Arabic,
    // SwimN keeps its Latin name), for the Arabic UI's pickers; a site without one has none.
    const clubs = (await appCode('/api/AppCode/86')).json()
    expect(clubs[0]).toEqual({ code: 87, description: 'Zamalek', descriptionAr: 'الزمالك' })
    expect(clubs.find((club: { code: number }) => club.code === 94)).toEqual({ code: 94, description: 'SwimN' })
    expect((await appCode('/api/AppCode/70')).json().map((item: { description: string }) => item.description)).toEqual([
      'Administrator',
      'Cashier',
      'Coaches manager',
      'Coach',
      'Trainee',
    ])
    const durations = (await appCode('/api/AppCode/223')).json()
    expect(durations.map((item: { description: string }) => Number(item.description))).toEqual([...DURATION_MONTHS])
  })

  it('gives sensible values for the groups the spec leaves unnamed', async () => {
    for (const group of [22, 27, 32, 50]) {
      const items = (await appCode(`/api/AppCode/${group}`)).json()
      expect(items.length).toBeGreaterThanOrEqual(4)
      for (const item of items) expect(item.code).toBeGreaterThan(group)
    }
  })

  it('answers 404 for an unknown group and 400 for a non-number', async () => {
    const unknown = await appCode('/api/AppCode/999')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 'lookup.unknownCode', message: 'Unknown lookup code 999' })
    const bad = await appCode('/api/AppCode/abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ code: 'code must be a lookup group number' })
  })

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/AppCode/214' })).statusCode).toBe(401)
  })
})
