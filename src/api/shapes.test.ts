import fc from 'fast-check'
import { sessionUser } from '@contract/auth'
import { site } from '@contract/common'
import { MODULE_CODES } from '@contract/modules'
import { preferences } from '@contract/preferences'
import { SESSION_KINDS, SESSION_STATUSES, closure, weekSession } from '@contract/sessions'
import { preferencesShape } from '@/components/languagePreferences'
import { sessionUserShape, siteShape } from '@/session/sessionShapes'
import { closureShape, weekSessionShape } from '@/features/timetable/weekShapes'
import { asSchema, check } from './shapes'
import type { Shape } from './shapes'

// The hand-written checks (./shapes.ts) stand in for the contract's schemas on the first load: each must accept and
// return exactly what its schema does, for well-formed answers, for answers with a field wrong, and for anything.

const nearly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    valid,
    // A valid value with one field replaced by anything.
    fc
      .tuple(valid, fc.string(), fc.anything())
      .map(([value, key, other]) => (typeof value === 'object' && value !== null ? { ...value, [key]: other } : other)),
    valid.chain((value) =>
      typeof value === 'object' && value !== null && Object.keys(value).length > 0
        ? fc
            .tuple(fc.constantFrom(...Object.keys(value)), fc.anything())
            .map(([key, other]) => ({ ...value, [key]: other }))
        : fc.constant(value),
    ),
    fc.anything(),
    fc.jsonValue(),
  )

const integers = fc.oneof(
  fc.integer(),
  fc.constantFrom(0.5, -0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, NaN, Infinity, '1'),
)
const siteValue = fc.record({ id: integers, name: fc.oneof(fc.string(), fc.integer()) })
const sessionUserValue = fc.record(
  {
    message: fc.oneof(fc.string(), fc.constant(null)),
    userID: integers,
    sites: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
    siteList: fc.array(nearly(siteValue), { maxLength: 3 }),
    modules: fc.array(fc.oneof(fc.constantFrom(...MODULE_CODES), fc.string()), { maxLength: 4 }),
    token: fc.string(),
  },
  { requiredKeys: ['message', 'userID', 'sites', 'siteList', 'modules'] },
)
const preferencesValue = fc.record({
  language: fc.oneof(fc.constantFrom('en', 'ar', null, undefined, 'fr'), fc.string()),
  digits: fc.oneof(fc.constantFrom('latn', 'arab', null), fc.string()),
  theme: fc.string(),
})

const texts = fc.oneof(fc.string(), fc.integer(), fc.constant(null))
const weekSessionValue = fc.record({
  sessionID: integers,
  date: fc.oneof(fc.constant('2026-11-29'), fc.string()),
  kind: fc.oneof(fc.constantFrom(...SESSION_KINDS), fc.string()),
  groupID: integers,
  startTime: fc.oneof(fc.constant('16:00'), texts),
  endTime: fc.oneof(fc.constant('17:00'), texts),
  coachID: integers,
  coachName: texts,
  groupCoachID: integers,
  groupCoachName: texts,
  substituteCoachID: fc.oneof(integers, fc.constant(null)),
  levelName: texts,
  enrolled: integers,
  capacity: fc.oneof(integers, fc.constant(null)),
  status: fc.oneof(fc.constantFrom(...SESSION_STATUSES), fc.string()),
  // Fields the week does not carry (the roster's): dropped, as z.object drops them.
  statusReason: texts,
})
const closureValue = fc.record({
  siteID: integers,
  date: fc.string(),
  reason: texts,
  createdBy: texts,
  createdAt: fc.string(),
  sessionsClosed: integers,
})

function sameVerdict<T>(shape: Shape<T>, schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const expected = schema.safeParse(value) as { success: boolean; data?: unknown }
  const actual = check(shape, value)
  expect(actual.success).toBe(expected.success)
  if (actual.success) expect(actual.data).toStrictEqual(expected.data)
}

describe('the hand-written checks agree with the contract', () => {
  it.each([
    ['site', siteShape, site, siteValue],
    ['sessionUser', sessionUserShape, sessionUser, sessionUserValue],
    ['preferences', preferencesShape, preferences, preferencesValue],
    ['weekSession', weekSessionShape, weekSession, weekSessionValue],
    ['closure', closureShape, closure, closureValue],
  ] as const)('%s', (_name, shape, schema, valid) => {
    fc.assert(
      fc.property(nearly(valid as fc.Arbitrary<unknown>), (value) =>
        sameVerdict(shape as Shape<unknown>, schema, value),
      ),
      { numRuns: 2000 },
    )
  })
})

describe('asSchema', () => {
  it("gives RTK Query the value, or the issues with each one's path", async () => {
    const schema = asSchema(siteShape)['~standard']
    expect(await schema.validate({ id: 61, name: 'Smart Way', extra: true })).toEqual({
      value: { id: 61, name: 'Smart Way' },
    })
    expect(await schema.validate({ id: '61', name: 'Smart Way' })).toEqual({
      issues: [{ message: 'Invalid input: expected int', path: ['id'] }],
    })
  })
})
