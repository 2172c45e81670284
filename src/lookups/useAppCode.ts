import { useEffect, useMemo } from 'react'
import { useSnackbar } from 'notistack'
import { useTranslation } from 'react-i18next'
import { FIXED_LOOKUPS } from '@contract/lookup-tables'
import type { LookupGroupCode, LookupItem } from '@contract/lookups'
import { getErrorStatus } from '@/api/errors'
import { useFormat } from '@/i18n/format'
import { dataText } from '@/i18n/i18n'
import { useAppCodeQuery } from './lookupsApi'

export interface AppCodeList {
  items: readonly LookupItem[]
  /** True while the fixed table stands in for the server's list (loading, or the call failed). */
  isFallback: boolean
  isLoading: boolean
}

/**
 * A dropdown's items for one lookup group. The fixed table from the contract fills in while loading and when the
 * call fails, so a form never waits on or breaks for a dropdown (SPEC.md section 7: 'On failure static lists are used').
 * The names are shown in the page's language (issue 25: 'Level 1', 'Baby Class', 'Saturday' read in Arabic; issue 27:
 * genders, titles, and clubs and sites by their Arabic names); the codes are what forms send.
 */
export function useAppCode(group: LookupGroupCode): AppCodeList {
  const { data, error, isError, isLoading } = useAppCodeQuery(group)
  const { enqueueSnackbar } = useSnackbar()
  const { t, i18n } = useTranslation()
  // Remade when the language or the digits setting changes (the formatters change then).
  const format = useFormat()
  // A 401 already ends the session with its own message; a dropdown warning on top would only add noise.
  const warn = isError && getErrorStatus(error) !== 401

  useEffect(() => {
    // preventDuplicate: a form loading several lists shows one warning, not one per list.
    if (warn) enqueueSnackbar(t('lookups.fallback'), { variant: 'warning', preventDuplicate: true })
  }, [warn, enqueueSnackbar, t])

  const source = data ?? FIXED_LOOKUPS[group]
  const language = i18n.resolvedLanguage
  const items = useMemo(
    () =>
      language === 'en'
        ? source
        : source.map((item) => {
            // A site's or club's own Arabic name (data, set where it is renamed); else a name the catalog knows (the
            // fixed lookups: levels, genders, titles …), read in Arabic with the digits setting; else as it is.
            if (item.descriptionAr) return { ...item, description: item.descriptionAr }
            const name = dataText(item.description)
            return name === item.description ? item : { ...item, description: format.digitsOf(name) }
          }),
    [source, language, format],
  )
  return { items, isFallback: !data, isLoading }
}
