import { useCallback } from 'react'
import { LOOKUP_GROUP, describeCode } from '@contract/lookups'
import { useAppCode } from '@/lookups/useAppCode'
import { useSiteNameOf, useUserSites } from '@/session/useSession'

/** Names for the codes a coach carries: coach type (app code 7), site (60), gender (4) and day (214). */
export function useCoachLabels() {
  const coachTypes = useAppCode(LOOKUP_GROUP.coachType).items
  const sites = useAppCode(LOOKUP_GROUP.site).items
  const genders = useAppCode(LOOKUP_GROUP.gender).items
  const days = useAppCode(LOOKUP_GROUP.day).items
  const mine = useUserSites()
  const siteNameOf = useSiteNameOf()
  return {
    coachTypes,
    typeName: useCallback((code: number | null) => describeCode(coachTypes, code), [coachTypes]),
    // A site of the user's by its name in the UI's language (its Arabic name in Arabic), another as the list names it.
    siteName: useCallback(
      (code: number | null) =>
        code !== null && mine.some((site) => site.id === code) ? siteNameOf(code) : describeCode(sites, code),
      [sites, mine, siteNameOf],
    ),
    genderName: useCallback((code: number | null) => describeCode(genders, code), [genders]),
    dayName: useCallback((code: number | null) => describeCode(days, code), [days]),
  }
}
