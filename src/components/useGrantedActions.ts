import { baseApi } from '@/api/baseApi'
import type { AppDispatch } from '@/app/store'
import { listTag } from '@/api/tags'
import { useSessionStatus } from '@/session/useSession'

// The settings actions the signed-in user's title is granted (GET /settings/access), for the navigation and the
// pages gated by a privilege rather than a module (Money: ViewInvoices; Reports: ViewReports), and every privilege of
// the title ('Module:Action'), so a screen offers an action only with the exact privilege its route checks. Read
// without the contract's zod schema: this file is part of the shell, and the shell stays small (/login's budget).

interface GrantedActions {
  actions: string[]
  privileges: string[]
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

const grantedActionsOf = (raw: unknown): GrantedActions => {
  const access = raw as { actions?: unknown; privileges?: unknown } | null
  return { actions: strings(access?.actions), privileges: strings(access?.privileges) }
}

const grantedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    grantedActions: build.query<GrantedActions, void>({
      query: () => '/settings/access',
      transformResponse: grantedActionsOf,
      // A grant to one's own title changes what the user may open.
      providesTags: [listTag('Privilege'), listTag('User')],
    }),
    // The same with a stored session's token, while the session is restored and has no token yet (see below).
    grantedActionsWithToken: build.query<GrantedActions, { token: string }>({
      query: ({ token }) => ({ url: '/settings/access', headers: { authorization: `Bearer ${token}` } }),
      transformResponse: grantedActionsOf,
      keepUnusedDataFor: 0,
    }),
  }),
})

/**
 * A stored session's privileges, asked for beside GET /auth/me while the session is restored (issue 27): every
 * signed-in page waits for them (AppLayout keeps it unseen until they are known), so they come with the user instead
 * of one round trip after. Kept as the signed-in user's (what useGrantedActions reads) by keepGrantedActions, once
 * the user has come back; undefined when they could not be read (they are then asked for as before).
 */
export async function grantedActionsWithToken(
  dispatch: AppDispatch,
  token: string,
): Promise<GrantedActions | undefined> {
  const request = dispatch(
    grantedApi.endpoints.grantedActionsWithToken.initiate({ token }, { subscribe: false, forceRefetch: true }),
  )
  return (await request).data
}

/** The restored user's privileges, as if useGrantedActions had asked for them. */
export const keepGrantedActions = (dispatch: AppDispatch, access: GrantedActions) =>
  dispatch(grantedApi.util.upsertQueryData('grantedActions', undefined, access))

const NONE: readonly string[] = []

/**
 * The user's granted settings actions, every privilege of their title ('Mod_SW:AddSwimmerToSchool'), and whether
 * they are known yet (nothing is offered before they are).
 */
export function useGrantedActions(): {
  actions: readonly string[]
  privileges: readonly string[]
  known: boolean
  failed: boolean
  /** Signed in with a site, and the answer not in yet (neither known nor failed). */
  pending: boolean
} {
  const ready = useSessionStatus() === 'ready'
  const access = grantedApi.useGrantedActionsQuery(undefined, { skip: !ready })
  return {
    actions: access.data?.actions ?? NONE,
    privileges: access.data?.privileges ?? NONE,
    known: access.isSuccess,
    failed: access.isError,
    pending: ready && !access.isSuccess && !access.isError,
  }
}
