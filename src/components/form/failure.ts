import { getErrorMessage, getErrorStatus, getServerMessage, isNetworkError } from '@/api/errors'

// What a refused call means for a form: the session ended (the shell already said so), the fields the server named,
// and one sentence for the top of the form.

/** A 401 already ends the session with its own message; a form message or toast on top would only add noise. */
export const isSessionEnd = (error: unknown): boolean => getErrorStatus(error) === 401

/**
 * The sentence for the top of the form: the server's own message (SPEC.md section 8: 'Where the server answers with
 * an error, its message or error field is shown'), the network sentence, an answer that broke the contract, else the
 * form's text for that call.
 */
export function failureDetail(error: unknown, fallback: string): string {
  if (getServerMessage(error) || isNetworkError(error) || getErrorStatus(error) === 'CUSTOM_ERROR') {
    return getErrorMessage(error)
  }
  return fallback
}

/** The fields the server named in a 400/409 answer ({message, errors: {field: text}}). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {}
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
