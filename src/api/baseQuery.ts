import { fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import i18next from 'i18next'
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react'
import { sendSession, sessionToken } from '@/session/sessionActor'
import { withReadableServerTexts } from './serverTexts'

/** Endpoints whose 401 is an answer, not an expired session: a wrong password must not end anything. */
const NOT_SESSION_ENDING = new Set(['login'])

const rawBaseQuery = fetchBaseQuery({
  // '/api' on the page's own origin. Spelled out absolutely because the test environment's Request,
  // unlike a browser's, cannot resolve a relative URL.
  baseUrl: new URL('/api', window.location.origin).href,
  prepareHeaders: (headers) => {
    // SPEC.md section 7: every request carries the session's token. It is read from the session machine, never from
    // storage: storage is shared by every tab, and another tab may have signed in as someone else since this tab's
    // screen was drawn (the tab follows, but until it has, it must go on acting as the user it shows).
    // A call that brings its own header keeps it.
    const token = sessionToken()
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`)
    // The server answers in the language the page is in (issue 16): its messages, field errors and toasts.
    if (!headers.has('accept-language')) headers.set('accept-language', i18next.resolvedLanguage ?? 'en')
    return headers
  },
})

/** The single 401 handler: any refused call ends the session, and the session machine decides what the user sees. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra)
  if (result.error?.status === 401 && !NOT_SESSION_ENDING.has(api.endpoint)) {
    sendSession({ type: 'session.unauthorized' })
  }
  const language = i18next.resolvedLanguage ?? 'en'
  const { error } = result
  if (error && typeof error.status === 'number') {
    return { ...result, error: { status: error.status, data: withReadableServerTexts(error.data, language) } }
  }
  if (error) return result
  return { ...result, data: withReadableServerTexts(result.data, language) }
}
