import { baseApi } from '@/api/baseApi'
import { listTag } from '@/api/tags'
import { useSessionStatus } from '@/session/useSession'

// The settings actions the signed-in user's title is granted (GET /settings/access), for the navigation and the
// pages gated by a privilege rather than a module (Money: ViewInvoices; Reports: ViewReports). Read without the
// contract's zod schema: this file is part of the shell, and the shell stays small (/login's budget).

interface GrantedActions {
  actions: string[]
}

const grantedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    grantedActions: build.query<GrantedActions, void>({
      query: () => '/settings/access',
      transformResponse: (raw: unknown): GrantedActions => {
        const actions = (raw as { actions?: unknown } | null)?.actions
        return { actions: Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : [] }
      },
      // A grant to one's own title changes what the user may open.
      providesTags: [listTag('Privilege'), listTag('User')],
    }),
  }),
})

const NONE: readonly string[] = []

/** The user's granted settings actions, and whether they are known yet (nothing is offered before they are). */
export function useGrantedActions(): { actions: readonly string[]; known: boolean; failed: boolean } {
  const ready = useSessionStatus() === 'ready'
  const access = grantedApi.useGrantedActionsQuery(undefined, { skip: !ready })
  return { actions: access.data?.actions ?? NONE, known: access.isSuccess, failed: access.isError }
}
