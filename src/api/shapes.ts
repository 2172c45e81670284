import type { StandardSchemaV1 } from '@standard-schema/spec'

// Checks of the few answers the app reads before any page needs zod (the restored session, the user's preferences),
// written by hand so the first load does not download zod and the contract's schemas (issue 17). Each check accepts
// and returns exactly what the contract's schema does — unknown keys dropped, as z.object drops them — and
// src/api/shapes.test.ts holds each one to its schema on generated values. Everything else is checked by the contract.

export interface ShapeIssue {
  message: string
  path: PropertyKey[]
}

/** Reads a value at `path`, or records why it cannot and returns undefined. */
export type Shape<T> = (value: unknown, path: PropertyKey[], issues: ShapeIssue[]) => T | undefined

const expected = (what: string, value: unknown, path: PropertyKey[], issues: ShapeIssue[]) => {
  issues.push({ message: `Invalid input: expected ${what}`, path })
  return undefined
}

export const string: Shape<string> = (value, path, issues) =>
  typeof value === 'string' ? value : expected('string', value, path, issues)

/** z.number().int(): a safe integer. */
export const integer: Shape<number> = (value, path, issues) =>
  Number.isSafeInteger(value) ? (value as number) : expected('int', value, path, issues)

/** z.enum(values). */
export const oneOf =
  <const Values extends readonly string[]>(values: Values): Shape<Values[number]> =>
  (value, path, issues) =>
    values.includes(value as string)
      ? (value as Values[number])
      : expected(`one of ${values.join('|')}`, value, path, issues)

/** .optional(): absent (undefined) is no issue; the key is then left out. */
export const optional =
  <T>(shape: Shape<T>): Shape<T | undefined> =>
  (value, path, issues) =>
    value === undefined ? undefined : shape(value, path, issues)

/** .nullable() */
export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value, path, issues) =>
    value === null ? null : shape(value, path, issues)

/** z.array(item) */
export const arrayOf =
  <T>(item: Shape<T>): Shape<T[]> =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return expected('array', value, path, issues)
    const before = issues.length
    const result = value.map((element, index) => item(element, [...path, index], issues) as T)
    return issues.length === before ? result : undefined
  }

/** z.object(shape): the shape's keys only, in its order. */
export const objectOf =
  <T extends object>(shape: { [K in keyof T]: Shape<T[K]> }): Shape<T> =>
  (value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return expected('object', value, path, issues)
    const before = issues.length
    const result: Partial<T> = {}
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const field = shape[key](Reflect.get(value, key), [...path, key], issues)
      if (field !== undefined) result[key] = field
    }
    return issues.length === before ? (result as T) : undefined
  }

export type ShapeResult<T> = { success: true; data: T } | { success: false; issues: ShapeIssue[] }

/** The shape's verdict on a value, in the form of zod's safeParse. */
export function check<T>(shape: Shape<T>, value: unknown): ShapeResult<T> {
  const issues: ShapeIssue[] = []
  const data = shape(value, [], issues)
  return issues.length === 0 ? { success: true, data: data as T } : { success: false, issues }
}

/** The shape as a Standard Schema, for RTK Query's responseSchema (a failure becomes 'Unexpected response'). */
export const asSchema = <T>(shape: Shape<T>): StandardSchemaV1<T> => ({
  '~standard': {
    version: 1,
    vendor: 'swim-academy',
    validate: (value) => {
      const result = check(shape, value)
      return result.success ? { value: result.data } : { issues: result.issues }
    },
  },
})
