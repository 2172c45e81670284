import { getErrorMessage, getErrorStatus, getServerMessage, isNetworkError } from '@/api/errors'

/**
 * The toast text of a failed call: the server's own message, the network or unexpected-answer sentence, else the
 * screen's text for that call (SPEC.md section 8: 'Where the server answers with an error, its message is shown').
 */
export function failureText(error: unknown, fallback: string): string {
  if (getServerMessage(error) || isNetworkError(error) || getErrorStatus(error) === 'CUSTOM_ERROR') {
    return getErrorMessage(error)
  }
  return fallback
}

/** A 401 already ends the session with its own message; a toast on top would only add noise. */
export const isSessionEnd = (error: unknown): boolean => getErrorStatus(error) === 401

/** Field errors the server named ({errors: {field: text}}), for showing beside the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data
  const errors = data?.errors
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {}
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => typeof text === 'string')) as Record<
    string,
    string
  >
}
