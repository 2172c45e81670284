import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { t } from 'i18next'

// The one place where whatever a failed call produced becomes words for the user (SPEC.md section 8, General):
// the server's own message, its field errors, the end of the session, the network sentence, or a screen's own text.

export const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error

/** No answer at all: the network failed or the request timed out. */
export const isNetworkError = (error: unknown): boolean =>
  isFetchBaseQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')

/** A 401: the base query has already ended the session with its own message, so a screen adds nothing. */
export const isSessionEnd = (error: unknown): boolean => getErrorStatus(error) === 401

/** The server's own words: its `message`, else its `error` field (older endpoints answer with `error`). */
export const getServerMessage = (error: unknown): string | undefined => {
  if (!isFetchBaseQueryError(error) || typeof error.data !== 'object' || error.data === null) return undefined
  const body = error.data as { message?: unknown; error?: unknown }
  if (typeof body.message === 'string' && body.message.trim()) return body.message
  if (typeof body.error === 'string' && body.error.trim()) return body.error
  return undefined
}

export const getErrorMessage = (error: FetchBaseQueryError | SerializedError | unknown): string => {
  const fromServer = getServerMessage(error)
  if (fromServer) return fromServer
  if (isNetworkError(error)) return t('errors.network')
  // Our own errors (an answer that broke the contract) already carry their sentence.
  if (isFetchBaseQueryError(error) && error.status === 'CUSTOM_ERROR') return error.error
  return t('errors.unexpected')
}

/**
 * The text of a failed call on a screen that has its own sentence for it ('Failed to search swimmers'): the server's
 * message when it gave one, 'Network error. Please check your connection.' when nothing answered, 'Unexpected
 * response from server' for an answer that broke the contract, else the screen's sentence.
 */
export function failureText(error: unknown, fallback: string): string {
  if (getServerMessage(error) || isNetworkError(error) || getErrorStatus(error) === 'CUSTOM_ERROR') {
    return getErrorMessage(error)
  }
  return fallback
}

/** Field errors the server named (400 {message, errors: {field: text}}), for showing beside the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = isFetchBaseQueryError(error) ? error.data : undefined
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {}
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => typeof text === 'string')) as Record<
    string,
    string
  >
}

export const getErrorStatus = (error: unknown): number | string | undefined =>
  isFetchBaseQueryError(error) ? error.status : undefined

/**
 * A page's or grid's code that could not be downloaded (a dropped connection, or a new version installed since the
 * page was opened): webpack's ChunkLoadError, or the browser's failed dynamic import. Trying again can help.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  )
}
