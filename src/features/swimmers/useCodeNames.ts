import { useMemo } from 'react'
import { LOOKUP_GROUP } from '@contract/lookups'
import { useAppCode } from '@/lookups/useAppCode'
import { useSwimmersT } from './dialogs/i18n'

export interface CodeNames {
  level: (code: number) => string
  site: (code: number) => string
}

/** Level and site names from their codes (the lookups, or the fixed tables while they load), for readable views. */
export function useCodeNames(): CodeNames {
  const t = useSwimmersT()
  const levels = useAppCode(LOOKUP_GROUP.level).items
  const sites = useAppCode(LOOKUP_GROUP.site).items
  return useMemo(
    () => ({
      level: (code) => levels.find((item) => item.code === code)?.description ?? t('technical.unknownLevel', { code }),
      site: (code) => sites.find((item) => item.code === code)?.description ?? t('technical.unknownSite', { code }),
    }),
    [levels, sites, t],
  )
}
