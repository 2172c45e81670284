import { useSelectedSite, useSessionUser } from '@/session/useSession'

/**
 * Who the pre-team calls name as acting user and site. SPEC.md section 6: the screen falls back to user 8 and site
 * 62 when none is known — kept for fidelity, but the server never trusts either: it acts as the signed-in user and
 * refuses a site that is not theirs.
 */
export const FALLBACK_USER_ID = 8
export const FALLBACK_SITE_ID = 62

export function useActingUser() {
  const user = useSessionUser()
  const site = useSelectedSite()
  return {
    userID: user?.userID ?? FALLBACK_USER_ID,
    siteID: site?.id ?? FALLBACK_SITE_ID,
    site,
    user,
  }
}
