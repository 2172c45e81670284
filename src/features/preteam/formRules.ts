import type { z } from 'zod'

// Form checks taken from the contract, so the screen and the server refuse the same things with the same words.

/** The fields left empty, in form order. */
export const emptyFields = <T extends object>(values: T, fields: readonly (keyof T & string)[]) =>
  fields.filter((field) => String(values[field] ?? '').trim() === '')

/** Field → first message of the contract's verdict on a payload; empty when it passes. */
export function contractErrors(schema: z.ZodType, payload: unknown): Record<string, string> {
  const result = schema.safeParse(payload)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form'
    errors[field] ??= issue.message
  }
  return errors
}
