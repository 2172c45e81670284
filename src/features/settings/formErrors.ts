import type { ZodError } from 'zod'
import { ruleText } from '@/i18n/ruleText'

/** Field name → message, the first problem of each field (the contract's rules, in the current language). */
export type FieldErrors = Record<string, string>

export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : 'form'
    errors[field] ??= ruleText(issue.message)
  }
  return errors
}

/** The first message in a set of field errors (for a toast or an alert). */
export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors)[0]
