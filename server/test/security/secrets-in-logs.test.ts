import { Writable } from 'node:stream'
import { DEMO_USERS } from '../../src/db/seed/reference-data'
import { buildTestApp, injectAs, type TestApp } from '../helper'

// Issue 8, item 7: session tokens and passwords never reach the logs, and a token is only ever read from the
// Authorization header — never from a URL, where proxies, browser history and access logs would keep it.

describe('secrets in logs and URLs', () => {
  let t: TestApp
  const lines: string[] = []
  const admin = DEMO_USERS[0]

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    t = await buildTestApp({ logger: { level: 'trace', stream } })
  })
  afterAll(() => t?.close())

  it('logs requests at every level without the token or the password', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: admin.id, password: admin.password },
    })
    const { token } = signIn.json<{ token: string }>()
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userID: 2, password: admin.password } })
    await injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' })
    await injectAs(t.app, token, { method: 'POST', url: '/api/swimmers/search', payload: { swimmerID: 'x' } })
    await injectAs(t.app, token, { method: 'GET', url: `/api/auth/me?token=${token}` })
    await injectAs(t.app, `${token}x`, { method: 'GET', url: '/api/auth/me' })
    await injectAs(t.app, token, { method: 'POST', url: '/api/auth/logout' })
    await injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' })

    const log = lines.join('')
    expect(lines.length).toBeGreaterThan(10)
    // Issue 25: the request that put the token in its URL was logged with it; no line may hold it.
    const leaking = lines.filter((line) => line.includes(token))
    expect(leaking).toEqual([])
    expect(log).toContain('/api/auth/me?token=[redacted]')
    expect(log).not.toContain(admin.password)
    expect(log).not.toMatch(/authorization|bearer/i)
  })

  it('logs no value of an auth-like query parameter (token, access_token, authorization, password, key, secret …)', async () => {
    const secret = 'S3cr3t-value-9f8e7d'
    const names = [
      'token',
      'access_token',
      'authToken',
      'Authorization',
      'password',
      'api_key',
      'apiKey',
      'secret',
      'session_id',
      'sig',
    ]
    lines.length = 0
    const query = names.map((name) => `${encodeURIComponent(name)}=${secret}`).join('&')
    await t.app.inject({ method: 'GET', url: `/api/auth/me?site=62&${query}&from=2026-11-01` })
    await t.app.inject({ method: 'GET', url: `/api/Health?TOKEN=${secret}` })
    await t.app.inject({ method: 'GET', url: `/no-such-page?password=${secret}` })
    const log = lines.join('')
    expect(lines.length).toBeGreaterThanOrEqual(6)
    expect(log).not.toContain(secret)
    // The rest of the address is kept: what was asked stays readable.
    expect(log).toContain(`site=62&token=[redacted]&access_token=[redacted]`)
    expect(log).toContain('&from=2026-11-01')
    expect(log).toContain('TOKEN=[redacted]')
  })

  it('reads a token only from the Authorization header', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: admin.id, password: admin.password },
    })
    const { token } = signIn.json<{ token: string }>()
    for (const url of [
      `/api/auth/me?token=${token}`,
      `/api/auth/me?authToken=${token}`,
      `/api/auth/me?access_token=${token}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { authToken: token } })).statusCode).toBe(
      401,
    )
    expect((await injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200)
  })
})
