import { getErrorMessage, getErrorStatus, getServerMessage, isNetworkError } from '@/api/errors'

/** A 401 already ends the session with its own message; a toast on top would only add noise. */
export const isSessionEnd = (error: unknown): boolean => getErrorStatus(error) === 401

/**
 * What went wrong, for the dialog: the server's own message (SPEC.md section 8: 'Where the server answers with an
 * error, its message or error field is shown'), the network sentence, else the screen's text for that call.
 */
export function failureDetail(error: unknown, fallback: string): string {
  if (getServerMessage(error) || isNetworkError(error)) return getErrorMessage(error)
  return fallback
}

/** Field errors the server named ({errors: {field: text}}). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {}
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => typeof text === 'string')) as Record<
    string,
    string
  >
}
