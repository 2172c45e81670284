import { buildTestApp, demoPassword, injectAs, login, type TestApp } from '../helper'

// The signed-in user's language and digits (issue 16): kept on the server, so a second sign-in (another browser)
// gets them back; each change is audited; bad values are refused naming the field, nothing stored.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('GET/PUT /api/me/preferences', () => {
  it('starts with no language chosen and Latin digits', async () => {
    const token = await login(t.app, 2)
    const response = await injectAs(t.app, token, { method: 'GET', url: '/api/me/preferences' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ language: null, digits: 'latn' })
  })

  it('keeps the choice for the user: another sign-in (another browser) gets it back, audited', async () => {
    const first = await login(t.app, 3)
    const saved = await injectAs(t.app, first, {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { language: 'ar', digits: 'arab' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ language: 'ar', digits: 'arab' })

    const elsewhere = await login(t.app, 3)
    const read = await injectAs(t.app, elsewhere, { method: 'GET', url: '/api/me/preferences' })
    expect(read.json()).toEqual({ language: 'ar', digits: 'arab' })

    // Only the digits: the language stays.
    await injectAs(t.app, elsewhere, { method: 'PUT', url: '/api/me/preferences', payload: { digits: 'latn' } })
    const again = await injectAs(t.app, first, { method: 'GET', url: '/api/me/preferences' })
    expect(again.json()).toEqual({ language: 'ar', digits: 'latn' })

    // Another user's choice is their own.
    const other = await login(t.app, 2)
    const theirs = await injectAs(t.app, other, { method: 'GET', url: '/api/me/preferences' })
    expect(theirs.json<{ language: string | null }>().language).not.toBe('ar')

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'before_json', 'after_json'])
      .where('action', '=', 'UpdatePreferences')
      .where('entity_id', '=', '3')
      .orderBy('id')
      .execute()
    expect(audit).toHaveLength(2)
    expect(JSON.parse(audit[0].before_json!)).toEqual({ language: null, digits: 'latn' })
    expect(JSON.parse(audit[0].after_json!)).toEqual({ language: 'ar', digits: 'arab' })
  })

  it('refuses a language or digits it does not know, naming the field, and stores nothing', async () => {
    const token = await login(t.app, 4)
    const bad = await injectAs(t.app, token, {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { language: 'fr' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ message: string }>().message).toContain('language')
    const digits = await injectAs(t.app, token, { method: 'PUT', url: '/api/me/preferences', payload: { digits: 'x' } })
    expect(digits.statusCode).toBe(400)
    expect(digits.json<{ message: string }>().message).toContain('digits')
    const empty = await injectAs(t.app, token, { method: 'PUT', url: '/api/me/preferences', payload: {} })
    expect(empty.statusCode).toBe(400)
    const read = await injectAs(t.app, token, { method: 'GET', url: '/api/me/preferences' })
    expect(read.json()).toEqual({ language: null, digits: 'latn' })
  })

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/preferences' })
    expect(response.statusCode).toBe(401)
  })
})

describe('replies in the language the request asks for', () => {
  it('answers English without Accept-Language (the spec’s texts) and Arabic when asked, field errors included', async () => {
    const token = await login(t.app, 1)
    const ask = (headers: Record<string, string>) =>
      injectAs(t.app, token, { method: 'GET', url: '/api/swimmers/99999999/info-tab', headers })
    const english = await ask({})
    expect(english.statusCode).toBe(404)
    expect(english.json<{ message: string }>().message).toBe('Swimmer 99999999 not found')
    expect(english.headers.vary).toContain('Accept-Language')

    const arabic = await ask({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })
    expect(arabic.statusCode).toBe(404)
    expect(arabic.json<{ message: string }>().message).toBe('مفيش سبّاح رقم 99999999')

    const preferEnglish = await ask({ 'accept-language': 'en-GB,ar;q=0.5' })
    expect(preferEnglish.json<{ message: string }>().message).toBe('Swimmer 99999999 not found')
  })

  it('translates validation replies field by field and keeps the sign-in success message English', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: 'abc', password: '' },
      headers: { 'accept-language': 'ar' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ message: string }>().message).not.toMatch(/[A-Za-z]{4,} [a-z]{3,}/)

    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: 1, password: demoPassword(1) },
      headers: { 'accept-language': 'ar' },
    })
    expect(good.statusCode).toBe(200)
    expect(good.json<{ message: string }>().message).toBe('Login successful')
  })
})
