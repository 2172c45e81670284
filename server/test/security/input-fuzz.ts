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
//
// The generated requests are most of the security suites' time, so two suites share the routes (input-fuzz.test.ts
// the first half with the hand-written cases, input-fuzz-second-half.test.ts the rest), each on its own app, and Jest
// runs them side by side (issue 26). Each route gets the same requests wherever it runs: its own seeded run.

export const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 600 : 40))
export const SEED = Number(process.env.FUZZ_SEED ?? 8)
const HUGE = 'x'.repeat(100 * 1024)

interface ZodLike {
  shape?: Record<string, unknown>
  _zod?: {
    def?: { in?: ZodLike; out?: ZodLike; schema?: ZodLike; innerType?: ZodLike; left?: ZodLike; options?: ZodLike[] }
  }
}

/** The field names of a zod object schema, looking through pipes, preprocess, refinements and unions. */
export function fieldsOf(schema: unknown, depth = 0): string[] {
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

export const urlOf = (path: string) => path.replace(/:site\b/g, '62').replace(/:[a-z]+/g, '1')

/** One fuzzing suite's app, signed-in administrator and counts, and the check every request goes through. */
export interface FuzzHarness {
  readonly t: TestApp
  readonly routes: RegisteredRoute[]
  readonly admin: string
  /** Counts requests the suite made itself (and how many of them were refused as expected). */
  count(requests: number, refused?: number): void
  /** Sends the request and expects no 5xx, a JSON message on a 4xx, no leak and no row written when refused. */
  check(route: RegisteredRoute, options: InjectOptions & { url: string }): ReturnType<typeof injectAs>
  /** No 5xx and no row written by a refused request, so far. */
  readonly seen: { fiveXX: number; rowsWritten: number }
}

/** Builds the suite's app before its tests and records its figures (as `suite`) after them. */
export function fuzzHarness(suite: string): FuzzHarness {
  let t: TestApp
  let routes: RegisteredRoute[] = []
  let admin = ''
  let requests = 0
  let refused = 0
  const seen = { fiveXX: 0, rowsWritten: 0 }

  beforeAll(async () => {
    ;({ t, routes } = await buildAppWithRoutes())
    admin = await login(t.app, 1)
  })
  afterAll(async () => {
    console.log(`${suite}: ${requests} requests, ${RUNS} per route and input (seed ${SEED})`)
    recordFigures(suite, {
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

  return {
    get t() {
      return t
    },
    get routes() {
      return routes
    },
    get admin() {
      return admin
    },
    count(made: number, refusedOfThem = 0) {
      requests += made
      refused += refusedOfThem
    },
    check,
    seen,
  }
}

/**
 * The generated bodies and query strings, for the routes of one half (`half` 0 or 1: every other route in
 * registration order, so both halves get routes of every domain).
 */
export function fuzzGeneratedRequests(fuzz: FuzzHarness, half: 0 | 1): void {
  const mine = (_route: RegisteredRoute, index: number) => index % 2 === half

  // A time budget, not a speed target: about 55 s on this machine idle (600 requests per route, half the routes); a
  // CI run sharing the machine with a build and other suites took three times as long.
  it('answers every generated body with no 5xx, a JSON message, and no row written when refused', async () => {
    for (const route of fuzz.routes.filter((candidate) => candidate.schema?.body).filter(mine)) {
      const fields = fieldsOf(route.schema?.body)
      await fc.assert(
        fc.asyncProperty(bodyText(fields), async (payload) => {
          await fuzz.check(route, {
            method: route.method.toUpperCase() as InjectOptions['method'],
            url: urlOf(route.path),
            headers: { 'content-type': 'application/json' },
            payload,
          })
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    }
    expect(fuzz.seen).toEqual({ fiveXX: 0, rowsWritten: 0 })
  }, 600_000)

  it('answers every generated query string with no 5xx, a JSON message, and no row written when refused', async () => {
    for (const route of fuzz.routes.filter((candidate) => candidate.schema?.querystring).filter(mine)) {
      const fields = fieldsOf(route.schema?.querystring)
      await fc.assert(
        fc.asyncProperty(queryText(fields), async (query) => {
          await fuzz.check(route, {
            method: route.method.toUpperCase() as InjectOptions['method'],
            url: `${urlOf(route.path)}?${query}`,
          })
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    }
  }, 120_000)
}
