import { useCallback } from 'react'
import { LOOKUP_GROUP, describeCode } from '@contract/lookups'
import { useAppCode } from '@/lookups/useAppCode'

/** Names for the codes a coach carries: coach type (app code 7), site (60), gender (4) and day (214). */
export function useCoachLabels() {
  const coachTypes = useAppCode(LOOKUP_GROUP.coachType).items
  const sites = useAppCode(LOOKUP_GROUP.site).items
  const genders = useAppCode(LOOKUP_GROUP.gender).items
  const days = useAppCode(LOOKUP_GROUP.day).items
  return {
    coachTypes,
    typeName: useCallback((code: number | null) => describeCode(coachTypes, code), [coachTypes]),
    siteName: useCallback((code: number | null) => describeCode(sites, code), [sites]),
    genderName: useCallback((code: number | null) => describeCode(genders, code), [genders]),
    dayName: useCallback((code: number | null) => describeCode(days, code), [days]),
  }
}
