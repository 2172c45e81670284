import { useSelectedSite, useSessionUser } from '@/session/useSession'

/** Who is acting and where: the signed-in user's ID and the chosen site (SPEC.md section 6: sent in payloads). */
export function useActing() {
  const user = useSessionUser()
  const site = useSelectedSite()
  return { userID: user?.userID, site }
}
