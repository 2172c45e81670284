import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { injectAs, login, type TestApp } from '../helper'
import { recordFigures } from './figures'
import { buildAppWithRoutes, LEAK, rowCounts, type RegisteredRoute } from './security-helpers'

// Input fuzzing (issue 8, item 2): every route with a body or a query string gets generated requests built from the
// field names of its own zod schema — wrong types, missing and extra fields, huge strings, unicode, numbers at the
// edges, __proto__ and constructor keys — and non-JSON content types. Run as the administrator, past access checks.
// Zero 5xx, every 4xx a JSON {message}, and no row written by a refused request.
// FUZZ_RUNS sets the generated requests per route (600 when CI is set, 40 otherwise); FUZZ_SEED the seed.

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 600 : 40))
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
    // coaches/update takes either of two forms (a loose object checked in the handler), and discount-rules (issue 30)
    // a list of rules, as its convention says: generic bodies only (they are still sent below, never a 5xx).
    const withoutFields = fuzzed.filter(
      (route) => fieldsOf(route.schema?.body ?? route.schema?.querystring).length === 0,
    )
    expect(withoutFields.map((route) => route.path)).toEqual(['/api/coaches/update', '/api/discount-rules'])
  })

  // A time budget, not a speed target: about 110 s on this machine idle (600 requests per route); the CI run that
  // shared it with a build and other suites passed 170 s and was cut off mid-route.
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
  }, 600_000)

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
        body: { code: 'request.tooDeep', message, errors: { body: message } },
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

  describe('text: control characters, bidi overrides and invisible-only text are refused, naming the field (issue 13)', () => {
    const swimmer = (fullName: string, extra: Record<string, unknown> = {}) => ({
      userID: 1,
      site: 62,
      fullName,
      birthDate: '2016-04-02',
      startLevel: 12,
      gender: 5,
      club: 87,
      primaryPhone: '01012345678',
      secondaryPhone: '',
      primaryJob: 'Engineer',
      secondaryJob: '',
      email: 'text@example.com',
      address: '1 Nile Street',
      ...extra,
    })
    const user = (fullName: string, extra: Record<string, unknown> = {}) => ({
      fullName,
      site: 62,
      userTypeId: 72,
      password: 'text-rule-password',
      ...extra,
    })
    const CONTROL = 'fullName must not contain control characters'
    const BIDI = 'fullName must not contain bidirectional control characters (they reverse how the text shows)'
    const INVISIBLE = 'fullName must not be only invisible characters'
    const cases: Array<[string, string, string]> = [
      ['a right-to-left override', 'Ahmed \u202eilA', BIDI],
      ['a left-to-right embedding', '\u202aSara Nabil', BIDI],
      ['a pop directional formatting', 'Sara\u202c Nabil', BIDI],
      ['a right-to-left isolate', 'Omar \u2067Ali\u2069', BIDI],
      ['a first strong isolate', 'Omar \u2068Ali', BIDI],
      ['a NUL', 'Omar\u0000Ali', CONTROL],
      ['a bell', 'Omar\u0007Ali', CONTROL],
      ['an escape', '\u001b[31mOmar', CONTROL],
      ['a C1 control', 'Omar\u0085Ali', CONTROL],
      ['a line separator', 'Omar\u2028Ali', CONTROL],
      ['zero-width spaces only', '\u200b\u200b', INVISIBLE],
      ['a zero-width joiner and a space', '\u200d ', INVISIBLE],
      ['a word joiner and BOM', '\u2060\ufeff', INVISIBLE],
      ['Hangul fillers', '\u3164\u3164', INVISIBLE],
      ['a braille blank', '\u2800', INVISIBLE],
      ['left-to-right marks only', '\u200e\u200f', INVISIBLE],
      ['a soft hyphen', '\u00ad', INVISIBLE],
    ]

    it.each(cases)(
      'refuses a name with %s on /swimmers/add and /users/create, storing nothing',
      async (_label, name, message) => {
        const before = await rowCounts(t)
        for (const [url, payload] of [
          ['/api/swimmers/add', swimmer(name)],
          ['/api/Swimmers/Add', swimmer(name)],
          ['/api/users/create', user(name)],
          ['/api/Users/create', user(name)],
        ] as const) {
          const response = await injectAs(t.app, admin, { method: 'POST', url, payload })
          requests++
          refused++
          expect({ url, status: response.statusCode, body: response.json() }).toEqual({
            url,
            status: 400,
            body: { code: 'validation', message, errors: { fullName: message } },
          })
        }
        expect(await rowCounts(t)).toEqual(before)
      },
    )

    it('names the field wherever it is: any text field of a body, a query string', async () => {
      const address = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/swimmers/add',
        payload: swimmer('Text Rule Swimmer', { address: '\u200b', primaryJob: 'Eng\u202eineer' }),
      })
      expect(address.statusCode).toBe(400)
      expect(address.json().errors).toEqual({ primaryJob: expect.stringMatching(/^primaryJob must not contain bidi/) })
      const invisible = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/swimmers/add',
        payload: swimmer('Text Rule Swimmer', { address: '\u200b\u200c' }),
      })
      expect(invisible.json().errors).toEqual({ address: 'address must not be only invisible characters' })
      const club = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/club/insert',
        payload: { description: 'Maadi\u202e' },
      })
      expect(club.json().errors).toEqual({
        description: 'description must not contain bidirectional control characters (they reverse how the text shows)',
      })
      const search = await injectAs(t.app, admin, {
        method: 'GET',
        url: `/api/users/summary?site=${encodeURIComponent('62\u202e')}`,
      })
      expect(search.statusCode).toBe(400)
      expect(search.json().errors).toEqual({
        site: 'site must not contain bidirectional control characters (they reverse how the text shows)',
      })
    })

    it('accepts what real names and addresses use: joiners and marks inside visible text, line breaks in an address', async () => {
      const names = [
        'Sara\u200cNabil', // zero-width non-joiner inside a name
        'محمد \u200eAli', // a left-to-right mark between Arabic and Latin
        'Nour 👩\u200d💻', // an emoji sequence joined by a zero-width joiner
      ]
      for (const name of names) {
        const created = await injectAs(t.app, admin, { method: 'POST', url: '/api/users/create', payload: user(name) })
        expect({ name, status: created.statusCode }).toEqual({ name, status: 200 })
      }
      const swimmerAdded = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/swimmers/add',
        payload: swimmer('Multi Line Address', { address: '1 Nile Street\nFlat 4, Garden City' }),
      })
      expect(swimmerAdded.statusCode).toBe(200)
      // A password is never shown: invisible characters in it are the owner's business.
      const password = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/users/create',
        payload: user('Invisible Password', { password: '\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b' }),
      })
      expect(password.statusCode).toBe(200)
    })
  })

  // Found by the query fuzzing (seed 8): a query key `__proto__` with a broken character was refused naming the key
  // in `errors`, which the contract's error schema drops, so the reply failed its own schema check: a 500.
  it('refuses a query key __proto__ holding a broken character with a 400 naming it', async () => {
    const response = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/swimmers/1/change-site-preview?site=0.5&__proto__=%EF%BF%BD',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: expect.stringMatching(/^__proto__ must not contain broken characters/),
    })
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
