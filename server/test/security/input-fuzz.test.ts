import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { injectAs, login, type TestApp } from '../helper'
import { recordFigures } from './figures'
import { buildAppWithRoutes, LEAK, rowCounts, type RegisteredRoute } from './security-helpers'

// Input fuzzing (issue 8, item 2): every route with a body or a query string gets generated requests built from the
// field names of its own zod schema — wrong types, missing and extra fields, huge strings, unicode, numbers at the
// edges, __proto__ and constructor keys — and non-JSON content types. Run as the administrator, past access checks.
// Zero 5xx, every 4xx a JSON {message}, and no row written by a refused request.
// FUZZ_RUNS sets the generated requests per route (600 when CI=true, 40 otherwise); FUZZ_SEED the seed.

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI === 'true' ? 600 : 40))
const SEED = Number(process.env.FUZZ_SEED ?? 8)
const HUGE = 'x'.repeat(100 * 1024)

interface ZodLike {
  shape?: Record<string, unknown>
  _zod?: {
    def?: { in?: ZodLike; out?: ZodLike; schema?: ZodLike; innerType?: ZodLike; left?: ZodLike; options?: ZodLike[] }
  }
}

/** The field names of a zod object schema, looking through pipes, preprocess, refinements and unions. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  const zod = schema as ZodLike | undefined
  if (!zod || depth > 6) return []
  if (zod.shape) return Object.keys(zod.shape)
  const def = zod._zod?.def
  if (!def) return []
  const inner = [def.in, def.out, def.schema, def.innerType, def.left, ...(def.options ?? [])]
  return [...new Set(inner.flatMap((candidate) => fieldsOf(candidate, depth + 1)))]
}

const anyEdgeValue = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, 0.5, -0.01),
  fc.constantFrom('NaN', 'Infinity', '-1', '1e309', '9'.repeat(40), '0x10', ' 62 ', '', '12.345', '2026-02-30'),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { id: 1 }),
  fc.constantFrom(HUGE, "' or 1=1 --", '<script>alert(1)</script>', '\u0000', '😀🏊‍♀️', 'ﷺ\u202e', '\ud800'),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 5 }),
)

// Both engines get every class of value: numbers beyond the database's integers and NUL characters included.
const edgeValue = anyEdgeValue

const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'userID', 'site', 'amountPaid', 'extra')

/** A JSON body text (strings, so that __proto__ survives as a key). */
const bodyText = (fields: string[]) => {
  const known = fields.length > 0 ? fc.constantFrom(...fields) : hostileKey
  const entries = fc.array(fc.tuple(fc.oneof(known, known, hostileKey, fc.string({ maxLength: 8 })), edgeValue), {
    maxLength: Math.max(3, fields.length + 2),
  })
  return fc.oneof(
    {
      weight: 8,
      arbitrary: entries.map(
        (pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'),
    },
    { weight: 1, arbitrary: edgeValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"a":1}}') },
  )
}

/** Lone surrogates cannot be percent-encoded: they become U+FFFD. */
const wellFormed = (text: string) => Buffer.from(text).toString()

const queryText = (fields: string[]) =>
  fc
    .array(fc.tuple(fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), hostileKey) : hostileKey, edgeValue), {
      maxLength: Math.max(3, fields.length + 2),
    })
    .map((pairs) =>
      pairs
        .map(
          ([k, v]) =>
            `${encodeURIComponent(k)}=${encodeURIComponent(wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))}`,
        )
        .join('&'),
    )

const urlOf = (path: string) => path.replace(/:site\b/g, '62').replace(/:[a-z]+/g, '1')

describe('input fuzzing', () => {
  let t: TestApp
  let routes: RegisteredRoute[]
  let admin: string
  let requests = 0
  const seen = { fiveXX: 0, rowsWritten: 0 }
  let refused = 0

  beforeAll(async () => {
    ;({ t, routes } = await buildAppWithRoutes())
    admin = await login(t.app, 1)
  })
  afterAll(async () => {
    console.log(`input fuzzing: ${requests} requests, ${RUNS} per route and input (seed ${SEED})`)
    recordFigures('input-fuzzing', {
      cases: requests,
      denied: refused,
      fiveXX: seen.fiveXX,
      rowsWrongly: seen.rowsWritten,
      writesLost: 0,
    })
    await t?.close()
  })

  const check = async (route: RegisteredRoute, options: InjectOptions & { url: string }) => {
    const before = await rowCounts(t)
    const response = await injectAs(t.app, admin, options)
    requests++
    const context = { route: `${route.method} ${route.path}`, payload: String(options.payload).slice(0, 300) }
    if (response.statusCode >= 500) seen.fiveXX++
    expect({ ...context, status: response.statusCode < 500 }).toEqual({ ...context, status: true })
    if (response.statusCode >= 400) {
      refused++
      const body = response.json<{ message?: unknown }>()
      expect({ ...context, message: typeof body.message === 'string' && body.message.length > 0 }).toEqual({
        ...context,
        message: true,
      })
      expect(response.body).not.toMatch(LEAK)
      const after = await rowCounts(t)
      if (JSON.stringify(after) !== JSON.stringify(before)) seen.rowsWritten++
      expect({ ...context, rows: after }).toEqual({ ...context, rows: before })
    }
    return response
  }

  it('finds routes with a body or a query to fuzz', () => {
    const fuzzed = routes.filter((route) => route.schema?.body || route.schema?.querystring)
    expect(fuzzed.length).toBeGreaterThan(40)
    // coaches/update takes either of two forms (a loose object checked in the handler): generic keys only.
    const withoutFields = fuzzed.filter(
      (route) => fieldsOf(route.schema?.body ?? route.schema?.querystring).length === 0,
    )
    expect(withoutFields.map((route) => route.path)).toEqual(['/api/coaches/update'])
  })

  it('answers every generated body with no 5xx, a JSON message, and no row written when refused', async () => {
    for (const route of routes.filter((candidate) => candidate.schema?.body)) {
      const fields = fieldsOf(route.schema?.body)
      await fc.assert(
        fc.asyncProperty(bodyText(fields), async (payload) => {
          await check(route, {
            method: route.method.toUpperCase() as InjectOptions['method'],
            url: urlOf(route.path),
            headers: { 'content-type': 'application/json' },
            payload,
          })
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    }
    expect(seen).toEqual({ fiveXX: 0, rowsWritten: 0 })
  }, 170_000)

  it('answers every generated query string with no 5xx, a JSON message, and no row written when refused', async () => {
    for (const route of routes.filter((candidate) => candidate.schema?.querystring)) {
      const fields = fieldsOf(route.schema?.querystring)
      await fc.assert(
        fc.asyncProperty(queryText(fields), async (query) => {
          await check(route, {
            method: route.method.toUpperCase() as InjectOptions['method'],
            url: `${urlOf(route.path)}?${query}`,
          })
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    }
  }, 120_000)

  it('answers 400 with a clear message to a body nested beyond 64 levels, on every route with a body (issue 13)', async () => {
    const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}1${close.repeat(depth)}`
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    const message = 'The request body is nested too deeply (more than 64 levels)'
    // Sign-in first, before any token: 5,000 levels must not overflow anything.
    for (const payload of [`{"userID":${nested(5000)},"password":"x"}`, deepObject(5000), nested(65)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message, errors: { body: message } },
      })
      requests++
      refused++
    }
    // 64 levels are parsed and validated as usual; brackets inside a string do not count.
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"userID":"1","password":${JSON.stringify('['.repeat(5000))},"x":${nested(62)}}`,
    })
    expect(shallow.statusCode).not.toBe(500)
    expect(shallow.json().message).not.toBe(message)
    for (const route of routes.filter((candidate) => candidate.schema?.body)) {
      const response = await check(route, {
        method: route.method.toUpperCase() as InjectOptions['method'],
        url: urlOf(route.path),
        headers: { 'content-type': 'application/json' },
        payload: deepObject(5000),
      })
      expect({ route: route.path, status: response.statusCode, message: response.json().message }).toEqual({
        route: route.path,
        status: 400,
        message,
      })
    }
  })

  it('answers 415 to non-JSON content types on every route with a body', async () => {
    for (const route of routes.filter((candidate) => candidate.schema?.body)) {
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await check(route, {
          method: route.method.toUpperCase() as InjectOptions['method'],
          url: urlOf(route.path),
          headers: { 'content-type': contentType },
          payload: 'site=61&userID=1',
        })
        expect({ route: route.path, contentType, status: response.statusCode }).toEqual({
          route: route.path,
          contentType,
          status: 415,
        })
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
