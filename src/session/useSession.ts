import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import type { ModuleCode } from '@contract/modules'
import { sessionActor } from './sessionActor'
import { sessionStatusOf } from './sessionMachine'
import { userSites } from './userSites'

// Small selectors over the session actor, so a component re-renders only when its slice of the session changes.

export const useSessionStatus = () => useSelector(sessionActor, sessionStatusOf)

export const useSessionUser = () => useSelector(sessionActor, (snapshot) => snapshot.context.user)

export const useSelectedSite = () => useSelector(sessionActor, (snapshot) => snapshot.context.site)

const NO_MODULES: readonly ModuleCode[] = []
export const useUserModules = (): readonly ModuleCode[] =>
  useSelector(sessionActor, (snapshot) => snapshot.context.user?.modules ?? NO_MODULES)

/** The user's sites with their ids; recomputed only when the user changes. */
export const useUserSites = () => {
  const user = useSessionUser()
  return useMemo(() => (user ? userSites(user) : []), [user])
}
