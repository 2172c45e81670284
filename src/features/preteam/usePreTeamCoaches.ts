import { useEffect } from 'react'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useSnackbar } from 'notistack'
import type { PreTeamCoach } from '@contract/preteams'
import { isSessionEnd } from './failure'
import { usePreTeamT } from './i18n'
import { usePreTeamCoachesQuery } from './preteamApi'

const NO_COACHES: readonly PreTeamCoach[] = []

/** A site's active pre-team coaches for a form's coach choice; a failed load says 'Failed to load dropdown data'. */
export function usePreTeamCoaches(site: number | undefined) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { data, error, isError, isFetching } = usePreTeamCoachesQuery(site ?? skipToken)
  const warn = isError && !isSessionEnd(error)

  useEffect(() => {
    if (warn) enqueueSnackbar(t('toast.dropdownFailed'), { variant: 'error', preventDuplicate: true })
  }, [warn, enqueueSnackbar, t])

  return { coaches: data ?? NO_COACHES, loading: isFetching }
}
