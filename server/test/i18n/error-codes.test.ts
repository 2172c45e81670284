import { MESSAGES_EN } from '../../../contract/messages/en'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Every refusal is a message by its code (issue 26): its body carries `code` beside `message` (and `errors` for bad
// input), and the code is one of the catalogue's (contract/messages/en.ts), so a client can render it itself. This
// walks a representative refusal of each status and domain; the clock stands at Saturday 2026-11-21.

const KNOWN = new Set(Object.keys(MESSAGES_EN))
const SITE = 62

describe('every refusal carries a code from the catalogue', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    cashier = await login(t.app, 2) // Mod_SC without Mod_PT, sites 62 and 63
  })
  afterAll(() => t.close())

  const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    token === null ? t.app.inject({ method, url, payload }) : injectAs(t.app, token, { method, url, payload })

  it.each([
    [
      '400, a schema refusing input',
      null,
      'POST',
      '/api/auth/login',
      { userID: 'abc', password: 'x' },
      400,
      'validation',
    ],
    [
      '400, a rule of the closures',
      'admin',
      'POST',
      `/api/sites/${SITE}/closures`,
      { date: '2026-11-20', reason: 'Too late' },
      400,
      'closure.past',
    ],
    [
      '401, no session',
      null,
      'GET',
      `/api/sites/${SITE}/closures?from=2026-11-01&to=2026-11-30`,
      undefined,
      401,
      'auth.required',
    ],
    [
      '401, a wrong password',
      null,
      'POST',
      '/api/auth/login',
      { userID: 1, password: 'not the password' },
      401,
      'auth.invalid',
    ],
    [
      '403, a privilege the user lacks',
      'cashier',
      'GET',
      `/api/users/summary?site=${SITE}`,
      undefined,
      403,
      'access.action',
    ],
    [
      '404, a payment that does not exist',
      'admin',
      'GET',
      '/api/payments/99999999',
      undefined,
      404,
      'payment.notFound',
    ],
    [
      '404, a session that does not exist',
      'admin',
      'GET',
      '/api/sessions/99999999',
      undefined,
      404,
      'session.notFound',
    ],
    ['404, an unknown API path', 'admin', 'GET', '/api/no-such-thing', undefined, 404, 'request.notFound'],
  ] as const)('%s', async (_label, who, method, url, payload, status, code) => {
    const token = who === 'admin' ? admin : who === 'cashier' ? cashier : null
    const response = await as(token, method, url, payload)
    expect(response.statusCode).toBe(status)
    const body = response.json<{ code: string; message: string; errors?: Record<string, string> }>()
    expect(typeof body.message).toBe('string')
    expect(KNOWN.has(body.code) || body.code === 'validation').toBe(true)
    if (code) expect(body.code).toBe(code)
  })

  it('409: a day closed twice', async () => {
    const url = `/api/sites/${SITE}/closures`
    expect((await as(admin, 'POST', url, { date: '2026-12-02', reason: 'Pool repair' })).statusCode).toBe(200)
    const again = await as(admin, 'POST', url, { date: '2026-12-02', reason: 'Twice' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'closure.alreadyClosed',
      errors: { date: 'Already closed on that day' },
    })
  })

  it('429: too many failed sign-ins, the code and the minutes', async () => {
    let last
    for (let attempt = 0; attempt < 7; attempt++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID: 3, password: 'wrong password' },
      })
    }
    expect(last!.statusCode).toBe(429)
    expect(last!.json().code).toMatch(/^auth\.tooManyAttempts\.(one|many)$/)
    expect(KNOWN.has(last!.json().code)).toBe(true)
  })

  it('the schema’s code `validation` is a catalogue message too, naming the field in words', async () => {
    expect(KNOWN.has('validation')).toBe(true)
    const response = await as(null, 'POST', '/api/auth/login', { userID: 'abc', password: 'x' })
    expect(response.json()).toEqual({
      code: 'validation',
      message: 'User ID must be a number',
      errors: { userID: 'User ID must be a number' },
    })
  })

  it('the same refusals asked for in Arabic: the code unchanged, the text from the Arabic catalogue', async () => {
    const arabic = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: { 'accept-language': 'ar', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
    const session = await arabic(admin, 'GET', '/api/sessions/99999999')
    expect(session.json()).toEqual({ code: 'session.notFound', message: 'مفيش حصة رقم 99999999' })
    const closure = await arabic(admin, 'POST', `/api/sites/${SITE}/closures`, { date: '2026-12-02', reason: 'Again' })
    expect(closure.json()).toMatchObject({ code: 'closure.alreadyClosed', errors: { date: 'مقفول أصلاً في اليوم ده' } })
    const bad = await arabic(null, 'POST', '/api/auth/login', { userID: 'abc', password: 'x' })
    expect(bad.json()).toEqual({
      code: 'validation',
      message: 'رقم المستخدم لازم يكون رقم',
      errors: { userID: 'رقم المستخدم لازم يكون رقم' },
    })
  })
})
