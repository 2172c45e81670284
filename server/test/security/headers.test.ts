import { injectAs, login, type TestApp } from '../helper'
import { buildAppWithRoutes, LEAK } from './security-helpers'

// Security headers (issue 8, item 7, server side) on the page, the API and errors; 5xx bodies show no internals.

describe('security headers', () => {
  let t: TestApp
  beforeAll(async () => {
    ;({ t } = await buildAppWithRoutes())
  })
  afterAll(async () => t?.close())

  const directives = (header: string | undefined) =>
    new Map(
      (header ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name!, values]),
    )

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/login'],
    ['GET', '/'],
    ['GET', '/api/no-such-route'],
  ])('%s %s carries the security headers', async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    })
    const csp = directives(response.headers['content-security-policy'] as string | undefined)
    expect(csp.get('script-src')).toBeDefined()
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin)$/)
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('answers a server failure with a generic message: no stack trace, no SQL', async () => {
    const token = await login(t.app, 1)
    // Break the database under a read route: the error the driver raises must not reach the client.
    await t.app.db.schema.alterTable('sites').renameTo('sites_hidden').execute()
    try {
      const response = await injectAs(t.app, token, { method: 'GET', url: '/api/site/61' })
      expect(response.statusCode).toBeGreaterThanOrEqual(500)
      expect(response.json()).toEqual({ code: 'request.unexpected', message: expect.any(String) })
      expect(response.body).not.toMatch(LEAK)
      expect(response.body).not.toMatch(/sites_hidden|sites/)
    } finally {
      await t.app.db.schema.alterTable('sites_hidden').renameTo('sites').execute()
    }
  })

  describe('Cache-Control: no-store on every /api answer (issue 13)', () => {
    it('on the sign-in answer (the token), its refusals and bad input', async () => {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID: 1, password: 'academy-admin-demo' },
      })
      expect(ok.statusCode).toBe(200)
      expect(ok.json()).toHaveProperty('token')
      expect(ok.headers['cache-control']).toBe('no-store')
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID: 1, password: 'not-the-password' },
        remoteAddress: '10.50.0.1',
      })
      expect(refused.statusCode).toBe(401)
      expect(refused.headers['cache-control']).toBe('no-store')
      const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} })
      expect(bad.statusCode).toBe(400)
      expect(bad.headers['cache-control']).toBe('no-store')
    })

    it("on /auth/me and a swimmer's info tab (parents' phones and address), and their errors", async () => {
      const token = await login(t.app, 1)
      const swimmer = await t.app.db.selectFrom('swimmers').select('id').orderBy('id').executeTakeFirstOrThrow()
      const answers = [
        await injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' }),
        await injectAs(t.app, token, { method: 'GET', url: `/api/swimmers/${swimmer.id}/info-tab` }),
        await injectAs(t.app, token, { method: 'GET', url: `/api/Swimmers/${swimmer.id}/Info-Tab` }),
        await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
        await injectAs(t.app, token, { method: 'GET', url: '/api/swimmers/999999/info-tab' }),
        await t.app.inject({ method: 'GET', url: `/api/swimmers/${swimmer.id}/info-tab` }),
      ]
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 404, 401])
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store')
    })

    it.each([
      ['GET', '/api/health'],
      ['GET', '/api/no-such-route'],
      ['GET', '/API/Health'],
      ['DELETE', '/api/auth/me'],
    ])('on %s %s', async (method, url) => {
      const response = await t.app.inject({ method: method as 'GET' | 'DELETE', url })
      expect(response.headers['cache-control']).toBe('no-store')
    })
  })
})
