import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { injectAs, login, type TestApp } from '../helper'
import { ROUTE_TABLE, userWithout, type DemoIds, type RouteAccess } from './route-table'
import { recordFigures, noFigures } from './figures'
import { buildAppWithRoutes, LEAK, rowCounts, type RegisteredRoute } from './security-helpers'

// The authorization matrix (issue 8, item 1): every registered /api route against the table in route-table.ts.

const IDLE_PAST = 31 * 60 * 1000
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`
/** A concrete URL for a route pattern: parameters get a plausible value (access is decided before validation). */
const urlOf = (path: string) => path.replace(/:site\b/g, '62').replace(/:[a-z]+/g, '1')
const protectedRoutes = ROUTE_TABLE.filter((route) => route.access === 'signed-in')

describe('authorization matrix', () => {
  let t: TestApp
  let routes: RegisteredRoute[]
  let ids: DemoIds
  const tokens: Record<string, string> = {}
  let cases = 0
  const figures = noFigures()

  const call = (route: RouteAccess, authorization: string | undefined, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({
      method: route.method.toUpperCase() as InjectOptions['method'],
      url: urlOf(route.path),
      ...(authorization === undefined ? {} : { headers: { authorization } }),
      ...(route.method === 'get' || route.method === 'delete' ? {} : { payload: {} }),
      ...extra,
    })

  beforeAll(async () => {
    ;({ t, routes } = await buildAppWithRoutes())
    const db = t.app.db
    // The expired token: a session left idle past 30 minutes.
    tokens.expired = await login(t.app, 1)
    t.clock.advance(IDLE_PAST)
    tokens.loggedOut = await login(t.app, 1)
    await injectAs(t.app, tokens.loggedOut, { method: 'POST', url: '/api/auth/logout' })
    // A disabled user's token: user 5 signs in while enabled, then is disabled.
    await db.updateTable('users').set({ disabled: 0 }).where('id', '=', 5).execute()
    tokens.disabled = await login(t.app, 5).catch(() => '')
    await db.updateTable('users').set({ disabled: 1 }).where('id', '=', 5).execute()
    for (const user of [1, 2, 3, 4]) tokens[user] = await login(t.app, user)
    const first = async (table: 'swimmers' | 'schools' | 'preteams' | 'coaches', site: number) =>
      Number(
        (await db.selectFrom(table).select('id').where('site', '=', site).orderBy('id').executeTakeFirstOrThrow()).id,
      )
    ids = {
      swimmer61: await first('swimmers', 61),
      school61: await first('schools', 61),
      preteam62: await first('preteams', 62),
      coach62: await first('coaches', 62),
    }
  })
  afterAll(async () => {
    console.log(`authorization matrix: ${cases} cases run over ${ROUTE_TABLE.length} routes`)
    recordFigures('authorization-matrix', { ...figures, cases })
    await t?.close()
  })

  it('lists every registered /api route, and only those, with the access the route declares', () => {
    const registered = new Map(routes.map((route) => [key(route), route]))
    const listed = new Map(ROUTE_TABLE.map((route) => [key(route), route]))
    expect([...registered.keys()].filter((name) => !listed.has(name))).toEqual([])
    expect([...listed.keys()].filter((name) => !registered.has(name))).toEqual([])
    expect(listed.size).toBe(ROUTE_TABLE.length)
    for (const [name, route] of registered) {
      const entry = listed.get(name)
      expect({ name, public: Boolean(route.config.public), module: route.config.module ?? null }).toEqual({
        name,
        public: entry?.access === 'public',
        module: entry?.module ?? null,
      })
      // A route of a site without a declared module must say what its handler checks.
      if (!route.config.public && !route.config.module && entry?.site !== 'none')
        expect({ name, handler: entry?.handler }).toEqual({
          name,
          handler: expect.any(String),
        })
      cases++
    }
  })

  it('has a token of the disabled user to try', () => {
    expect(tokens.disabled).not.toBe('')
  })

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not a token!'],
    ['a malformed header', 'Basic dXNlcjpwYXNz'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ])('answers 401 to %s on every protected route', async (_label, authorization) => {
    for (const route of protectedRoutes) {
      const response = await call(route, authorization)
      expect({ route: key(route), status: response.statusCode }).toEqual({ route: key(route), status: 401 })
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String))
      cases++
      figures.denied++
    }
  })

  it.each(['expired', 'loggedOut', 'disabled'])('answers 401 to a %s token on every protected route', async (kind) => {
    for (const route of protectedRoutes) {
      const response = await call(route, `Bearer ${tokens[kind]}`)
      expect({ route: key(route), status: response.statusCode }).toEqual({ route: key(route), status: 401 })
      cases++
      figures.denied++
    }
  })

  it('answers 403 to a user without the route’s module, and changes nothing', async () => {
    const before = await rowCounts(t)
    for (const route of protectedRoutes.filter((candidate) => candidate.module)) {
      const user = userWithout(route.module!)
      const response = await call(route, `Bearer ${tokens[user]}`)
      expect({ route: key(route), user, status: response.statusCode }).toEqual({
        route: key(route),
        user,
        status: 403,
      })
      expect(response.json<{ message: string }>().message).toMatch(/access/)
      cases++
      figures.denied++
    }
    const after = await rowCounts(t)
    if (JSON.stringify(after) !== JSON.stringify(before)) figures.rowsWrongly++
    expect(after).toEqual(before)
  })

  it('answers 404 to an object of another site, with zero rows changed', async () => {
    const crossSite = ROUTE_TABLE.filter((route) => route.crossSite)
    expect(crossSite.length).toBeGreaterThanOrEqual(15)
    for (const route of crossSite) {
      const { as, request } = route.crossSite!
      const before = await rowCounts(t)
      const { url, payload } = request(ids)
      const response = await injectAs(t.app, tokens[as], {
        method: route.method.toUpperCase() as InjectOptions['method'],
        url,
        ...(payload ? { payload } : {}),
      })
      expect({ route: key(route), status: response.statusCode, body: response.json() }).toEqual({
        route: key(route),
        status: 404,
        body: { code: expect.any(String), message: expect.any(String) },
      })
      expect(response.body).not.toMatch(LEAK)
      const after = await rowCounts(t)
      if (JSON.stringify(after) !== JSON.stringify(before)) figures.rowsWrongly++
      expect(after).toEqual(before)
      cases++
      figures.denied++
    }
  })

  it('never lists rows of another site', async () => {
    for (const route of ROUTE_TABLE.filter((candidate) => candidate.list)) {
      const { as, request } = route.list!
      const allowed = as === 2 ? [62, 63] : [61]
      const response = await injectAs(t.app, tokens[as], {
        method: route.method.toUpperCase() as InjectOptions['method'],
        url: request.url,
        payload: request.payload,
      })
      expect(response.statusCode).toBe(200)
      const rows = response.json<Array<{ site: number }>>()
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.filter((row) => !allowed.includes(row.site))).toEqual([])
      cases++
    }
    // The same searches by the administrator do find site-61 rows: the filter above is the user's sites.
    const all = await injectAs(t.app, tokens[1], {
      method: 'POST',
      url: '/api/swimmers/search',
      payload: { fullName: 'a', userSite: 'all' },
    })
    expect(all.json<Array<{ site: number }>>().some((row) => row.site === 61)).toBe(true)
    const siteCount = await sql<{ n: number }>`select count(distinct site) as n from swimmers`.execute(t.app.db)
    expect(Number(siteCount.rows[0]?.n)).toBeGreaterThan(2)
    cases++
  })
})
