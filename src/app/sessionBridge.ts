import { authApi } from '@/features/auth/authApi'
import { baseApi } from '@/api/baseApi'
import { getErrorStatus } from '@/api/errors'
import { sessionActor } from '@/session/sessionActor'
import { sessionStatusOf } from '@/session/sessionMachine'
import { connectSessionPorts } from '@/session/sessionPorts'
import { sessionMirrored } from '@/session/sessionSlice'
import type { AppStore } from './store'

/**
 * Joins the session actor to a store: its API calls and cache reset go through this store's API slice, and
 * every session change is copied into the store for Redux DevTools. Returns the function that undoes both.
 */
export function bridgeSession(store: AppStore): () => void {
  const disconnect = connectSessionPorts({
    fetchSessionUser: async (token) => {
      // The user's privileges are asked for at the same time: the first page shows once both are in. Their code
      // comes with the signed-in pages' (the layout's chunk, not main.js: /login's budget); if it or they cannot be had, the page asks.
      const keepAccess = import(/* webpackChunkName: "layout" */ '@/components/useGrantedActions')
        .then(async (granted) => {
          const access = await granted.grantedActionsWithToken(store.dispatch, token)
          return access && (() => granted.keepGrantedActions(store.dispatch, access))
        })
        .catch(() => undefined)
      const request = store.dispatch(authApi.endpoints.me.initiate({ token }, { subscribe: false, forceRefetch: true }))
      const result = await request
      if (result.data) {
        const keep = await keepAccess
        if (keep) await keep()
        return { ok: true, user: result.data }
      }
      return { ok: false, reason: getErrorStatus(result.error) === 401 ? 'unauthorized' : 'unavailable' }
    },
    endServerSession: (token) => {
      // Fire and forget; the local session ends whatever the server says. reset() drops the token from the store.
      const request = store.dispatch(authApi.endpoints.logout.initiate({ token }))
      void request.finally(() => request.reset())
    },
    resetApiCache: () => {
      store.dispatch(baseApi.util.resetApiState())
    },
  })

  const mirror = () => {
    const snapshot = sessionActor.getSnapshot()
    store.dispatch(
      sessionMirrored({
        status: sessionStatusOf(snapshot),
        userID: snapshot.context.user?.userID ?? null,
        site: snapshot.context.site,
      }),
    )
  }
  mirror()
  const subscription = sessionActor.subscribe(mirror)

  return () => {
    subscription.unsubscribe()
    disconnect()
  }
}
