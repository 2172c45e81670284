import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Issue 25: README says every /api route but health needs `Authorization: Bearer <token>`, yet /api/docs (the OpenAPI
// document and its page) answered without one. They agree now: the docs need a token too.

describe('the API docs need a sign-in, as every /api route but health', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await buildTestApp()
    token = await login(t.app, 2)
  }, 60_000)
  afterAll(() => t?.close())

  const DOCS = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']

  it.each(DOCS)('GET %s without a token: 401', async (url) => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toEqual(expect.any(String))
    expect(response.body).not.toContain('openapi')
  })

  it('answers a signed-in user, and health still answers anyone', async () => {
    const document = await injectAs(t.app, token, { method: 'GET', url: '/api/docs/json' })
    expect(document.statusCode).toBe(200)
    expect(document.json().openapi).toMatch(/^3\./)
    const page = await injectAs(t.app, token, { method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(page.statusCode)
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})
