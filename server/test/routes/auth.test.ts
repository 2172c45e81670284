import { isLoginSuccessMessage } from '@contract/auth'
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
      expect(response.json()).toEqual({ message: 'Invalid user ID or password' })
    }
  })

  it('names the problem in bad input and stores no session', async () => {
    const before = await t.database.db.selectFrom('auth_sessions').select('id').execute()
    const notNumber = await signIn({ userID: 'abc', password: 'x' })
    expect(notNumber.statusCode).toBe(400)
    expect(notNumber.json()).toEqual({
      message: 'userID: User ID must be a number',
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

  it('throttles a user ID after five failures, even with the right password, until the window passes', async () => {
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
    expect(malformed.json()).toEqual({ message: 'Authentication required' })
    const unknown = await me('A'.repeat(43))
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual({ message: 'Your session has ended. Please sign in again.' })
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
