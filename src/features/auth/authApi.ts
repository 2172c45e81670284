import type { z } from 'zod'
import type { LoginResponse, SessionUser, loginRequest } from '@contract/auth'
import type { MessageResponse } from '@contract/common'
import { baseApi } from '@/api/baseApi'
import { lazySchema } from '@/api/lazySchema'

// The session's calls run from start-up, but the schemas (and zod) load only when an answer comes back.
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
      responseSchema: lazySchema(async () => (await authSchemas()).sessionUser),
      keepUnusedDataFor: 0,
    }),
    // The token is passed in because storage is already cleared by the time the request goes out.
    logout: build.mutation<MessageResponse, { token: string }>({
      query: ({ token }) => ({ url: '/auth/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    }),
  }),
})

export const { useLoginMutation } = authApi
