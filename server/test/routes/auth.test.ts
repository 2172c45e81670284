import { isLoginSuccessMessage } from '@contract/auth'
import { buildApp } from '../../src/app'
import { buildTestApp, demoPassword, injectAs, login, type TestApp } from '../helper'

describe('POST /api/auth/login', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const signIn = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object })

  it('signs the administrator in with all nine sites and every module', async () => {
    const response = await signIn({ userID: 1, password: demoPassword(1) })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(isLoginSuccessMessage(body.message)).toBe(true)
    expect(body.userID).toBe(1)
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.sites).toEqual([
      'Smart Way',
      'Club 13',
      'Egypt',
      'Capital',
      'Police Club',
      'Dar Eldayafa',
      'Port Saied',
      'Faisl.',
      'General',
    ])
    expect(body.siteList[1]).toEqual({ id: 62, name: 'Club 13' })
    expect(body.modules).toEqual(['Mod_SW', 'Mod_SC', 'Mod_PT', 'Mod_CO'])
  })

  it('gives the cashier Club 13 and Egypt with swimmers and schools', async () => {
    const body = (await signIn({ userID: '2', password: demoPassword(2) })).json()
    expect(body.sites).toEqual(['Club 13', 'Egypt'])
    expect(body.siteList).toEqual([
      { id: 62, name: 'Club 13' },
      { id: 63, name: 'Egypt' },
    ])
    expect(body.modules).toEqual(['Mod_SW', 'Mod_SC'])
  })

  it("gives the coaches' manager Smart Way with pre-team and coaches", async () => {
    const body = (await signIn({ userID: 3, password: demoPassword(3) })).json()
    expect(body.sites).toEqual(['Smart Way'])
    expect(body.modules).toEqual(['Mod_PT', 'Mod_CO'])
  })

  it('signs in the trainee with no sites and no modules', async () => {
    const body = (await signIn({ userID: 4, password: demoPassword(4) })).json()
    expect(body.sites).toEqual([])
    expect(body.modules).toEqual([])
  })

  it('answers unknown user, wrong password and disabled user alike', async () => {
    const unknown = await signIn({ userID: 999, password: 'whatever-password' })
    const wrong = await signIn({ userID: 2, password: 'not-the-password' })
    const disabled = await signIn({ userID: 5, password: demoPassword(5) })
    for (const response of [unknown, wrong, disabled]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code: 'auth.invalid', message: 'Invalid user ID or password' })
    }
  })

  it('names the problem in bad input and stores no session', async () => {
    const before = await t.database.db.selectFrom('auth_sessions').select('id').execute()
    const notNumber = await signIn({ userID: 'abc', password: 'x' })
    expect(notNumber.statusCode).toBe(400)
    expect(notNumber.json()).toEqual({
      code: 'validation',
      message: 'User ID must be a number',
      errors: { userID: 'User ID must be a number' },
    })
    const empty = await signIn({ userID: '', password: '' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual({ userID: 'Please fill in all fields', password: 'Please fill in all fields' })
    const missing = await signIn({})
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors)).toEqual(['userID', 'password'])
    const after = await t.database.db.selectFrom('auth_sessions').select('id').execute()
    expect(after).toHaveLength(before.length)
  })

  it('stores passwords as argon2id hashes only', async () => {
    const users = await t.database.db.selectFrom('users').select(['id', 'password_hash']).execute()
    expect(users.length).toBeGreaterThanOrEqual(5)
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(user.password_hash).not.toContain(demoPassword(user.id))
    }
  })

  it('throttles a user ID from one client after five failures, even with the right password, until the window passes', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn({ userID: 3, password: 'wrong-password' })).statusCode).toBe(401)
    }
    const blocked = await signIn({ userID: 3, password: demoPassword(3) })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(Number(blocked.headers['retry-after'])).toBe(900)
    // Another user is not affected.
    expect((await signIn({ userID: 1, password: demoPassword(1) })).statusCode).toBe(200)

    t.clock.advance(10 * 60 * 1000)
    expect((await signIn({ userID: 3, password: demoPassword(3) })).json().message).toBe(
      'Too many failed sign-in attempts. Try again in 5 minutes.',
    )
    t.clock.advance(5 * 60 * 1000 + 1000)
    expect((await signIn({ userID: 3, password: demoPassword(3) })).statusCode).toBe(200)
  })
})

describe('sign-in limits per client (issue 13)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(() => t.close())

  const signInFrom = (client: string, userID: number, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID, password },
      remoteAddress: client,
      headers,
    })
  const STRANGER = '203.0.113.66'
  const OFFICE = '198.51.100.10'

  it("a stranger's wrong passwords do not lock the administrator out: the right password from another client signs in", async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await signInFrom(STRANGER, 1, `guess-${attempt}`)
      expect(response.statusCode).toBe(attempt < 5 ? 401 : 429)
    }
    // The stranger stays refused, even with the right password…
    expect((await signInFrom(STRANGER, 1, demoPassword(1))).statusCode).toBe(429)
    // …while the administrator, from the office, signs in.
    const office = await signInFrom(OFFICE, 1, demoPassword(1))
    expect(office.statusCode).toBe(200)
    expect(office.json().userID).toBe(1)
  })

  it('refuses password spraying: after 20 failures from one client across user IDs, 429 for every user ID', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 40; index++) {
      statuses.push((await signInFrom(STRANGER, 1000 + index, 'Winter2026!')).statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
    const refused = await signInFrom(STRANGER, 2, demoPassword(2))
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(Number(refused.headers['retry-after'])).toBe(900)
    // Only the failures count: the refused attempts did not extend the wait.
    t.clock.advance(14 * 60 * 1000)
    expect((await signInFrom(STRANGER, 2, demoPassword(2))).json().message).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    )
    // Other clients are not affected; after the window the client may try again.
    expect((await signInFrom(OFFICE, 2, demoPassword(2))).statusCode).toBe(200)
    t.clock.advance(60 * 1000 + 1000)
    expect((await signInFrom(STRANGER, 2, demoPassword(2))).statusCode).toBe(200)
  })

  it('ignores X-Forwarded-For unless a trusted proxy sent it: a forged address per attempt changes nothing', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 25; index++) {
      const forged = { 'x-forwarded-for': `192.0.2.${index + 1}` }
      statuses.push((await signInFrom(STRANGER, 2000 + index, 'Spring2026!', forged)).statusCode)
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20)
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
  })

  it('behind a trusted proxy (TRUST_PROXY), each X-Forwarded-For client has its own limits', async () => {
    const proxied = await buildApp({
      database: t.database,
      staticDir: '/nonexistent-static-dir',
      clock: t.clock,
      closeDb: false,
      trustProxy: ['127.0.0.1'],
    })
    try {
      const viaProxy = (client: string, userID: number, password: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userID, password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${client}, 127.0.0.1` },
        })
      for (let attempt = 0; attempt < 8; attempt++) await viaProxy(STRANGER, 1, `guess-${attempt}`)
      expect((await viaProxy(STRANGER, 1, demoPassword(1))).statusCode).toBe(429)
      expect((await viaProxy(OFFICE, 1, demoPassword(1))).statusCode).toBe(200)
      const rows = await t.database.db.selectFrom('login_failures').select('client').distinct().execute()
      expect(rows.map((row) => row.client)).toEqual([STRANGER])
      // A request from an address that is not the proxy is that address, whatever its header says.
      const direct = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID: 1, password: demoPassword(1) },
        remoteAddress: STRANGER,
        headers: { 'x-forwarded-for': OFFICE },
      })
      expect(direct.statusCode).toBe(429)
    } finally {
      await proxied.close()
    }
  })
})

describe('sessions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const me = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' })

  it('returns the session user for a valid token', async () => {
    const token = await login(t.app, 2)
    const response = await me(token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ userID: 2, sites: ['Club 13', 'Egypt'], modules: ['Mod_SW', 'Mod_SC'] })
    expect(response.json()).not.toHaveProperty('token')
  })

  it('refuses a missing, malformed or unknown token with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401)
    const malformed = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer x' } })
    expect(malformed.statusCode).toBe(401)
    expect(malformed.json()).toEqual({ code: 'auth.required', message: 'Authentication required' })
    const unknown = await me('A'.repeat(43))
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual({
      code: 'auth.sessionEnded',
      message: 'Your session has ended. Please sign in again.',
    })
  })

  it('revokes the token at logout', async () => {
    const token = await login(t.app, 1)
    const logout = await injectAs(t.app, token, { method: 'POST', url: '/api/auth/logout' })
    expect(logout.statusCode).toBe(200)
    expect(logout.json()).toEqual({ message: 'Logged out' })
    expect((await me(token)).statusCode).toBe(401)
  })

  it('issues a new token at every sign-in, each valid on its own', async () => {
    const first = await login(t.app, 1)
    const second = await login(t.app, 1)
    expect(first).not.toBe(second)
    expect((await me(first)).statusCode).toBe(200)
    expect((await me(second)).statusCode).toBe(200)
  })

  it('ends a session idle for 30 minutes', async () => {
    const token = await login(t.app, 1)
    t.clock.advance(29 * 60 * 1000)
    expect((await me(token)).statusCode).toBe(200)
    t.clock.advance(30 * 60 * 1000)
    expect((await me(token)).statusCode).toBe(401)
  })

  it('ends any session 12 hours after sign-in, however active', async () => {
    const token = await login(t.app, 1)
    for (let step = 0; step < 35; step++) {
      t.clock.advance(20 * 60 * 1000)
      expect((await me(token)).statusCode).toBe(200)
    }
    t.clock.advance(20 * 60 * 1000 + 1000)
    expect((await me(token)).statusCode).toBe(401)
  })

  it("ends a disabled user's sessions on their next request", async () => {
    const token = await login(t.app, 2)
    await t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', 2).execute()
    expect((await me(token)).statusCode).toBe(401)
    await t.database.db.updateTable('users').set({ disabled: 0 }).where('id', '=', 2).execute()
  })

  it('applies a privilege change from the next request', async () => {
    const token = await login(t.app, 3)
    expect((await me(token)).json().modules).toEqual(['Mod_PT', 'Mod_CO'])
    const coachActions = t.database.db.selectFrom('actions').select('id').where('module', '=', 'Mod_CO')
    await t.database.db
      .deleteFrom('privileges')
      .where('user_type_id', '=', 73)
      .where('action_id', 'in', coachActions)
      .execute()
    expect((await me(token)).json().modules).toEqual(['Mod_PT'])
  })
})
