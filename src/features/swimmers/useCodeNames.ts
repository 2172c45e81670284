import { useMemo } from 'react'
import { LOOKUP_GROUP } from '@contract/lookups'
import { useAppCode } from '@/lookups/useAppCode'
import { useSwimmersT } from './dialogs/i18n'
import { useSiteNameOf, useUserSites } from '@/session/useSession'

export interface CodeNames {
  level: (code: number) => string
  site: (code: number) => string
  /** A gender's and a club's name (the club's Arabic name in Arabic when it has one), or the code when unknown. */
  gender: (code: number) => string
  club: (code: number) => string
}

/** Level and site names from their codes (the lookups, or the fixed tables while they load), for readable views. */
export function useCodeNames(): CodeNames {
  const t = useSwimmersT()
  const levels = useAppCode(LOOKUP_GROUP.level).items
  const sites = useAppCode(LOOKUP_GROUP.site).items
  const genders = useAppCode(LOOKUP_GROUP.gender).items
  const clubs = useAppCode(LOOKUP_GROUP.club).items
  const mine = useUserSites()
  const siteNameOf = useSiteNameOf()
  return useMemo(
    () => ({
      level: (code) => levels.find((item) => item.code === code)?.description ?? t('technical.unknownLevel', { code }),
      // A site of the user's by its name in the UI's language (its Arabic name in Arabic), another as the list names it.
      site: (code) =>
        mine.some((site) => site.id === code)
          ? siteNameOf(code)
          : (sites.find((item) => item.code === code)?.description ?? t('technical.unknownSite', { code })),
      gender: (code) => genders.find((item) => item.code === code)?.description ?? String(code),
      club: (code) => clubs.find((item) => item.code === code)?.description ?? String(code),
    }),
    [levels, sites, genders, clubs, mine, siteNameOf, t],
  )
}
