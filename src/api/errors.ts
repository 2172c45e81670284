import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { t } from 'i18next'

// Turning whatever a failed call produced into one sentence for the user (SPEC.md section 8, General).

export const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error

/** No answer at all: the network failed or the request timed out. */
export const isNetworkError = (error: unknown): boolean =>
  isFetchBaseQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')

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

export const getErrorStatus = (error: unknown): number | string | undefined =>
  isFetchBaseQueryError(error) ? error.status : undefined
