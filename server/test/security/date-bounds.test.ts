import type { InjectOptions } from 'fastify'
import { injectAs, login, type TestApp } from '../helper'
import { buildAppWithRoutes, type RegisteredRoute } from './security-helpers'

// Issue 25: dates outside the academy's range (contract/dates.ts) are a 400 naming the field on every route that
// takes a date, a month or a range, before any handler runs. Once `GET /api/timetable?from=9999-12-27&to=9999-12-31`
// spun the process until it died out of memory, and year 0002 answered 500 on the cash-up and the reports.
//
// The routes are not listed by hand: every registered /api route's params, query and body schema is walked, and a
// field is a date when its own schema takes '2026-11-27' and refuses '2026-02-30' (a month: '2026-11' and not
// '2026-13'), a birth date when it also takes '1950-06-15'. Each gets the extreme values; a refusal must also be the
// route's own schema's (checked first, without a request, so a server that would spin on the value is never asked).

interface ZodDef {
  shape?: Record<string, unknown>
  in?: unknown
  out?: unknown
  innerType?: unknown
  element?: unknown
  options?: unknown[]
  left?: unknown
  right?: unknown
  schema?: unknown
}
interface ZodLike {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }
  shape?: Record<string, unknown>
  _zod?: { def?: ZodDef }
}

type Kind = 'date' | 'birth' | 'month'
type Where = 'params' | 'querystring' | 'body'
interface DateField {
  route: RegisteredRoute
  where: Where
  path: string[]
  kind: Kind
}

function kindOf(field: ZodLike): Kind | undefined {
  const accepts = (value: string) => field.safeParse(value).success
  if (accepts('2026-11') && !accepts('2026-13')) return 'month'
  if (accepts('2026-11-27') && !accepts('2026-02-30')) return accepts('1950-06-15') ? 'birth' : 'date'
  return undefined
}

/** Date fields of a schema, looking through pipes, preprocess, optional/default wrappers, unions and arrays. */
function dateFieldsOf(schema: unknown, path: string[] = [], depth = 0): Array<{ path: string[]; kind: Kind }> {
  const zod = schema as ZodLike | undefined
  if (!zod || typeof zod.safeParse !== 'function' || depth > 12) return []
  const def = zod._zod?.def
  const shape = zod.shape ?? def?.shape
  if (shape) {
    return Object.entries(shape).flatMap(([key, field]) => {
      const kind = kindOf(field as ZodLike)
      return kind ? [{ path: [...path, key], kind }] : dateFieldsOf(field, [...path, key], depth + 1)
    })
  }
  if (!def) return []
  const inner = [def.in, def.out, def.innerType, def.schema, def.left, def.right, ...(def.options ?? [])]
  const found = inner.flatMap((candidate) => dateFieldsOf(candidate, path, depth + 1))
  if (def.element) found.push(...dateFieldsOf(def.element, [...path, '0'], depth + 1))
  const seen = new Set<string>()
  return found.filter((field) => !seen.has(field.path.join('.')) && seen.add(field.path.join('.')))
}

/** Outside every range (birth dates included), and outside the operational range only. */
const FAR_DATES = ['0001-01-01', '0002-11-27', '0025-11-27', '1899-12-31', '9999-12-31', '9999-12-27']
const OUTSIDE_OPERATIONAL = ['1999-12-31', '2100-01-01']
const FAR_MONTHS = ['0001-01', '0002-11', '1999-12', '2100-01', '9999-12']
const valuesOf = (kind: Kind) =>
  kind === 'month' ? FAR_MONTHS : kind === 'birth' ? FAR_DATES : [...FAR_DATES, ...OUTSIDE_OPERATIONAL]

/** The refusal of a date out of range names the field and says the range (a coach's birth date: in the past). */
const RANGE_MESSAGE = /must be a (date|month) from \d{4}-\d{2}(-\d{2})? to \d{4}-\d{2}(-\d{2})?|in the past/

/** A body holding only the value at the path; a numeric step is an array's element ('instalments.0.dueOn'). */
const nest = (path: string[], value: unknown): Record<string, unknown> => {
  const inner = path.length === 1 ? value : nestStep(path.slice(1), value)
  return { [path[0]]: inner }
}
const nestStep = (path: string[], value: unknown): unknown => {
  const inner = path.length === 1 ? value : nestStep(path.slice(1), value)
  return /^\d+$/.test(path[0]) ? Object.assign([], { [Number(path[0])]: inner }) : { [path[0]]: inner }
}

const urlWith = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:([a-z]+)/gi, (_, name: string) => params[name] ?? (name === 'site' ? '62' : '1'))

describe('dates outside the academy range are refused, naming the field, on every route that takes one', () => {
  let t: TestApp
  let routes: RegisteredRoute[]
  let admin: string
  let fields: DateField[]

  beforeAll(async () => {
    ;({ t, routes } = await buildAppWithRoutes())
    admin = await login(t.app, 1)
    fields = routes.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((where) =>
        dateFieldsOf((route.schema as Record<string, unknown> | undefined)?.[where]).map((field) => ({
          route,
          where,
          ...field,
        })),
      ),
    )
  }, 60_000)
  afterAll(() => t?.close())

  const schemaOf = (field: DateField) => (field.route.schema as Record<Where, ZodLike>)[field.where]

  /** The request part holding only the field; the route's schema must refuse it at the field's path. */
  const requestWith = (field: DateField, value: string): InjectOptions & { url: string } => {
    const method = field.route.method.toUpperCase() as InjectOptions['method']
    if (field.where === 'params') return { method, url: urlWith(field.route.path, { [field.path[0]]: value }) }
    if (field.where === 'querystring')
      return { method, url: `${urlWith(field.route.path)}?${field.path[0]}=${encodeURIComponent(value)}` }
    return { method, url: urlWith(field.route.path), payload: nest(field.path, value) }
  }
  const partWith = (field: DateField, value: string) =>
    field.where === 'params' ? { id: '1', site: '62', [field.path[0]]: value } : nest(field.path, value)

  it('finds the date, month and range fields of the routes from their schemas', () => {
    const names = fields.map((field) => `${field.route.method} ${field.route.path} ${field.path.join('.')}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'get /api/timetable from',
        'get /api/timetable to',
        'get /api/cashup date',
        'post /api/cashup/close date',
        'get /api/reports/overview from',
        'get /api/reports/overview to',
        'delete /api/sites/:id/closures/:date date',
        'post /api/sites/:id/closures date',
        'get /api/swimmers/:id/makeups/:creditid/options from',
        'post /api/swimmers/freeze-swim freezeDate',
        'post /api/swimmers/add birthDate',
        'post /api/attendes/save date',
        'post /api/coaches/free-coaches date',
      ]),
    )
    expect(fields.length).toBeGreaterThanOrEqual(20)
    expect(fields.filter((field) => field.kind === 'month').map((field) => field.path[0])).toEqual(['from', 'to'])
  })

  it('answers every extreme date with 400 naming the field, and never 5xx', async () => {
    const seen: string[] = []
    for (const field of fields) {
      const key = field.path.join('.')
      for (const value of valuesOf(field.kind)) {
        const context = `${field.route.method} ${field.route.path} ${key}=${value}`
        // The schema refuses first: on a server that took the value, the request might never answer.
        const parsed = schemaOf(field).safeParse(partWith(field, value))
        const issuePaths = (parsed.error?.issues ?? []).map((issue) => issue.path.join('.'))
        expect({ context, refusedAtField: issuePaths.includes(key) }).toEqual({ context, refusedAtField: true })

        const response = await injectAs(t.app, admin, requestWith(field, value))
        const body = response.json<{ message?: string; errors?: Record<string, string> }>()
        expect({ context, status: response.statusCode }).toEqual({ context, status: 400 })
        expect({ context, error: body.errors?.[key] }).toEqual({ context, error: expect.stringMatching(RANGE_MESSAGE) })
        expect(body.message?.split('; ')).toContain(body.errors?.[key])
        seen.push(context)
      }
    }
    expect(seen.length).toBeGreaterThan(100)
  })

  it('refuses a range longer than the route walks (31 days, 24 months), naming to', async () => {
    // A range a route walks is a query's; a body's from and to are a record's own dates (a report card's term).
    const ranges = routes.filter((route) => {
      const names = fields
        .filter((field) => field.route === route && field.where === 'querystring')
        .map((field) => field.path.join('.'))
      return names.includes('from') && names.includes('to')
    })
    expect(ranges.map((route) => route.path).sort()).toEqual([
      '/api/reports/overview',
      '/api/sites/:id/closures',
      '/api/swimmers/:id/makeups/:creditid/options',
      '/api/timetable',
    ])
    for (const route of ranges) {
      const month = fields.some((field) => field.route === route && field.kind === 'month')
      const [from, to] = month ? ['2000-01', '2099-12'] : ['2000-01-01', '2099-12-31']
      const response = await injectAs(t.app, admin, {
        method: 'GET',
        url: `${urlWith(route.path, { id: '61' })}?site=61&from=${from}&to=${to}`,
      })
      const context = `${route.path} ${from}..${to}`
      expect({ context, status: response.statusCode }).toEqual({ context, status: 400 })
      expect({ context, to: response.json<{ errors?: Record<string, string> }>().errors?.to }).toEqual({
        context,
        to: expect.stringMatching(/at most (31 days|24 months)/),
      })
    }
  })

  it.each([
    [
      '/api/timetable?site=62&from=9999-12-27&to=9999-12-31',
      'from',
      'from must be a date from 2000-01-01 to 2099-12-31',
    ],
    [
      '/api/timetable?site=62&from=0001-01-01&to=0001-01-07',
      'from',
      'from must be a date from 2000-01-01 to 2099-12-31',
    ],
    ['/api/cashup?site=62&date=0002-11-27', 'date', 'date must be a date from 2000-01-01 to 2099-12-31'],
    ['/api/cashup?site=62&date=0025-11-27', 'date', 'date must be a date from 2000-01-01 to 2099-12-31'],
    ['/api/reports/overview?from=0002-01&to=0002-12', 'from', 'from must be a month from 2000-01 to 2099-12'],
    ['/api/reports/overview?from=9999-01&to=9999-12', 'to', 'to must be a month from 2000-01 to 2099-12'],
    ['/api/reports/overview?site=62&from=0002-11-27', 'from', 'from must be a month from 2000-01 to 2099-12'],
  ])('GET %s answers 400 naming %s (the requests of the walks and the probe)', async (url, field, message) => {
    const route = routes.find((candidate) => candidate.method === 'get' && url.startsWith(`${candidate.path}?`))!
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams)
    expect((route.schema as Record<Where, ZodLike>).querystring.safeParse(query).success).toBe(false)
    const response = await injectAs(t.app, admin, { method: 'GET', url })
    expect({ status: response.statusCode, error: response.json().errors?.[field] }).toEqual({
      status: 400,
      error: message,
    })
  })

  it('refuses a coach birth date out of range on PUT /api/coaches/update, whose body the handler reads', async () => {
    const response = await injectAs(t.app, admin, {
      method: 'PUT',
      url: '/api/coaches/update',
      payload: { coachID: 1, birthDate: '0001-01-01' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/Birth date/)
  })
})
