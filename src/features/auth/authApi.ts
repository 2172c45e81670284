import type { z } from 'zod'
import type { LoginResponse, SessionUser, loginRequest } from '@contract/auth'
import type { MessageResponse } from '@contract/common'
import { baseApi } from '@/api/baseApi'
import { lazySchema } from '@/api/lazySchema'
import { asSchema } from '@/api/shapes'
import { sessionUserShape } from '@/session/sessionShapes'

// The session's calls run from start-up. The sign-in answer is checked by the contract's schema, which (with zod)
// loads when it comes back; GET /auth/me answers on every first load, so it is checked without zod, as the stored
// session is (src/session/sessionShapes.ts).
const authSchemas = () => import('@contract/auth')

/** What the login form sends once the contract's rules have turned the user ID into a number. */
export type LoginCredentials = z.output<typeof loginRequest>

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginCredentials>({
      query: (credentials) => ({ url: '/auth/login', method: 'POST', body: credentials }),
      // The answer becomes the stored session, so it is checked against the contract before anyone trusts it.
      responseSchema: lazySchema(async () => (await authSchemas()).loginResponse),
    }),
    // Asked once while restoring a stored session, with that session's token; not worth keeping afterwards.
    me: build.query<SessionUser, { token: string }>({
      query: ({ token }) => ({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } }),
      responseSchema: asSchema(sessionUserShape),
      keepUnusedDataFor: 0,
    }),
    // The token is passed in because storage is already cleared by the time the request goes out.
    logout: build.mutation<MessageResponse, { token: string }>({
      query: ({ token }) => ({ url: '/auth/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    }),
  }),
})

export const { useLoginMutation } = authApi
