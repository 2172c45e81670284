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
    // The one request that put the token in its URL is the test's own; every other line must be free of it.
    const leaking = lines.filter((line) => line.includes(token) && !line.includes('?token='))
    expect(leaking).toEqual([])
    expect(log).not.toContain(admin.password)
    expect(log).not.toMatch(/authorization|bearer/i)
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
