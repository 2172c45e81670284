import type { ZodError } from 'zod'
import { isFetchBaseQueryError } from '@/api/errors'

/** Field name → message, the first problem of each field (the contract's own texts). */
export type FieldErrors = Record<string, string>

export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : 'form'
    errors[field] ??= issue.message
  }
  return errors
}

/** The field errors of a 400/409 answer ({message, errors}), when the server named fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isFetchBaseQueryError(error) || typeof error.data !== 'object' || error.data === null) return {}
  const errors = (error.data as { errors?: unknown }).errors
  if (typeof errors !== 'object' || errors === null) return {}
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** The first message in a set of field errors (for a toast or an alert). */
export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors)[0]
