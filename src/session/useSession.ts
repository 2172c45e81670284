import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import type { Site } from '@contract/common'
import type { ModuleCode } from '@contract/modules'
import { useTranslation } from 'react-i18next'
import { sessionActor } from './sessionActor'
import { sessionStatusOf } from './sessionMachine'
import { siteDisplayName, userSites } from './userSites'

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

/** A site's name as the UI shows it: in Arabic its Arabic name when it has one, else its name (issue 25). */
export const useSiteName = (): ((site: Site) => string) => {
  const { i18n } = useTranslation()
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('ar') ? 'ar' : 'en'
  const sites = useUserSites()
  return useMemo(() => (site: Site) => siteDisplayName(site, language, sites), [language, sites])
}

/**
 * A site known by its id (and the name an answer gave, if any) as the UI shows it: in Arabic its Arabic name when the
 * session's sites know one, else the name given, else the session's name for it, else its id. For grids, reports and
 * answers that carry only a site's id or English name.
 */
export const useSiteNameOf = (): ((id: number, name?: string | null) => string) => {
  const siteName = useSiteName()
  const sites = useUserSites()
  return useMemo(
    () => (id: number, name?: string | null) =>
      siteName({ id, name: name ?? sites.find((site) => site.id === id)?.name ?? String(id) }),
    [siteName, sites],
  )
}
