import { useEffect } from 'react'
import { Box, Button, CircularProgress } from '@mui/material'
import { darken } from '@mui/material/styles'
import { useSnackbar } from 'notistack'
import type { PreTeamSummary } from '@contract/preteams'
import { RowMenu } from '@/components/grid/RowMenu'
import { ACTION_DIALOGS, actionColour, isFallbackAction, isNamedAction, visibleActions } from './actions'
import { isSessionEnd } from './failure'
import { usePreTeamT } from './i18n'
import { usePreTeamActionsQuery } from './preteamApi'
import { useActing } from '@/session/useActing'
import { PRETEAM_ACTING_FALLBACK } from './actingFallback'

interface RowActionsProps {
  preTeam: PreTeamSummary
  onAction: (action: string, preTeam: PreTeamSummary) => void
  /** On a phone: one button opening the actions as a menu, so the row fits the screen (issue 27). */
  compact?: boolean
}

const DESTRUCTIVE = new Set(['end', 'remove'])

/**
 * One row's buttons: the actions the server allows this user on this squad (SPEC.md section 4: several results load
 * actions per result), each named in words (issue 27) and in its own colour; the fallback set when there are none. An
 * action this screen has no name for shows its code.
 */
export function RowActions({ preTeam, onAction, compact }: RowActionsProps) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { userID, siteID } = useActing(PRETEAM_ACTING_FALLBACK)
  const { data, error, isError, isLoading } = usePreTeamActionsQuery({
    userID,
    pTeamID: preTeam.pTeamID,
    userSite: siteID,
  })
  const warn = isError && !isSessionEnd(error)

  useEffect(() => {
    if (warn) enqueueSnackbar(t('toast.actionsFailed'), { variant: 'error', preventDuplicate: true })
  }, [warn, enqueueSnackbar, t])

  const label = (action: string) =>
    isNamedAction(action) ? t(`actionNames.${action}`) : isFallbackAction(action) ? t(`fallback.${action}`) : action

  if (compact) {
    return (
      <RowMenu
        label={t('results.actionsFor', { id: preTeam.pTeamID })}
        loading={isLoading}
        loadingText={t('results.loadingActions')}
        items={
          isLoading
            ? []
            : visibleActions(data?.map((action) => action.actionName)).map((action) => ({
                key: action,
                text: label(action),
                destructive: DESTRUCTIVE.has(ACTION_DIALOGS[action] ?? ''),
                run: () => onAction(action, preTeam),
              }))
        }
      />
    )
  }

  if (isLoading) return <CircularProgress size={20} aria-label={t('results.loadingActions')} />

  const actions = visibleActions(data?.map((action) => action.actionName))
  return (
    <Box
      role="group"
      aria-label={t('results.actionsFor', { id: preTeam.pTeamID })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, py: 1 }}
    >
      {actions.map((action) => {
        const colour = actionColour(action)
        return (
          <Button
            key={action}
            size="small"
            variant="contained"
            disableElevation
            onClick={() => onAction(action, preTeam)}
            sx={{
              bgcolor: colour,
              color: '#fff',
              textTransform: 'none',
              '&:hover': { bgcolor: darken(colour, 0.2) },
            }}
          >
            {label(action)}
          </Button>
        )
      })}
    </Box>
  )
}
