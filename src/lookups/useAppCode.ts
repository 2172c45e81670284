import { useEffect } from 'react'
import { useSnackbar } from 'notistack'
import { useTranslation } from 'react-i18next'
import { FIXED_LOOKUPS } from '@contract/lookup-tables'
import type { LookupGroupCode, LookupItem } from '@contract/lookups'
import { getErrorStatus } from '@/api/errors'
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
 */
export function useAppCode(group: LookupGroupCode): AppCodeList {
  const { data, error, isError, isLoading } = useAppCodeQuery(group)
  const { enqueueSnackbar } = useSnackbar()
  const { t } = useTranslation()
  // A 401 already ends the session with its own message; a dropdown warning on top would only add noise.
  const warn = isError && getErrorStatus(error) !== 401

  useEffect(() => {
    // preventDuplicate: a form loading several lists shows one warning, not one per list.
    if (warn) enqueueSnackbar(t('lookups.fallback'), { variant: 'warning', preventDuplicate: true })
  }, [warn, enqueueSnackbar, t])

  return data
    ? { items: data, isFallback: false, isLoading }
    : { items: FIXED_LOOKUPS[group], isFallback: true, isLoading }
}
