import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { lowercaseApiPath } from '../src/app'
import { buildTestApp, login, type TestApp } from './helper'

function writeFakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  const script = `console.log(${JSON.stringify('x'.repeat(2000))})`
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js'), script)
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js.gz'), zlib.gzipSync(script))
  return dir
}

describe('the app shell', () => {
  let t: TestApp
  let staticDir: string
  beforeAll(async () => {
    staticDir = writeFakeBuild()
    t = await buildTestApp({ staticDir })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(staticDir, { recursive: true })
  })

  it('answers health checks without a token', async () => {
    for (const url of ['/api/health', '/api/test/health', '/api/Test/Health']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ status: 'Healthy', database: t.database.dialect })
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'request.notFound', message: 'Not found: GET /api/no-such-thing' })
  })

  it('serves index.html for client routes and assets precompressed', async () => {
    for (const url of ['/', '/dashboard', '/dashboard/swimmers', '/login?next=1']) {
      const page = await t.app.inject({ method: 'GET', url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.body).toContain('<div id="root">')
    }
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/main.abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-encoding']).toBe('gzip')
    expect(asset.headers['cache-control']).toContain('immutable')
  })

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('refuses bodies that are not JSON with 415 and broken JSON with 400', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'userID=1',
    })
    expect(text.statusCode).toBe(415)
    expect(text.json().message).toMatch(/Unsupported Media Type/i)
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userID": 1,',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().message).toMatch(/JSON/)
  })

  it('refuses __proto__ keys in a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userID": 1, "password": "x", "__proto__": {"admin": true}}',
    })
    expect(response.statusCode).toBe(400)
  })

  it('publishes the OpenAPI document generated from the schemas, to a signed-in user', async () => {
    const headers = { authorization: `Bearer ${await login(t.app, 1)}` }
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/auth/logout', '/api/appcode/{code}']),
    )
    expect(
      document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('userID')
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers })
    expect([200, 302]).toContain(page.statusCode)
  })

  it('never shows internals in a 5xx', async () => {
    const token = await login(t.app, 1)
    await t.database.db.schema.alterTable('lookup_items').renameTo('lookup_items_gone').execute()
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/AppCode/214',
      headers: { authorization: `Bearer ${token}` },
    })
    await t.database.db.schema.alterTable('lookup_items_gone').renameTo('lookup_items').execute()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      code: 'request.unexpected',
      message: 'An unexpected error occurred. Please try again.',
    })
  })
})

describe('lowercaseApiPath', () => {
  it('lowercases API paths but never the query', () => {
    expect(lowercaseApiPath('/api/PreTeam/62?Site=Club')).toBe('/api/preteam/62?Site=Club')
    expect(lowercaseApiPath('/Dashboard/Swimmers')).toBe('/Dashboard/Swimmers')
    expect(lowercaseApiPath('/api/docs/static/Index.css')).toBe('/api/docs/static/Index.css')
  })
})
