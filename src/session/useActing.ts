import { useSelectedSite, useSessionUser } from './useSession'

/** What a screen names when the session knows no user or site (SPEC.md section 6 keeps one for the pre-team calls). */
export interface ActingFallback {
  userID: number
  siteID: number
}

/**
 * Who is acting and where: the signed-in user and the chosen site, with their IDs (SPEC.md section 6: sent in
 * payloads). The server never trusts either: it acts as the signed-in user and refuses a site that is not theirs.
 * With a `fallback`, the IDs are never undefined.
 */
export function useActing(): {
  user: ReturnType<typeof useSessionUser>
  site: ReturnType<typeof useSelectedSite>
  userID: number | undefined
  siteID: number | undefined
}
export function useActing(fallback: ActingFallback): {
  user: ReturnType<typeof useSessionUser>
  site: ReturnType<typeof useSelectedSite>
  userID: number
  siteID: number
}
export function useActing(fallback?: ActingFallback) {
  const user = useSessionUser()
  const site = useSelectedSite()
  return { user, site, userID: user?.userID ?? fallback?.userID, siteID: site?.id ?? fallback?.siteID }
}
