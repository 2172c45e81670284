import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import type { SchoolResult } from '@contract/schools'
import { RowMenu } from '@/components/grid/RowMenu'
import { failureText, isSessionEnd } from './failure'
import { useSchoolsT } from './i18n'
import { actionKind, schoolActionButtons } from './schoolActions'
import { useLazySchoolActionsQuery } from './schoolsApi'

interface SchoolRowActionsProps {
  school: SchoolResult
  userID: number
  siteID: number
  /** `granted`: the server listed the action for this user (false for the spec's fallback set). */
  onAction: (name: string, school: SchoolResult, granted: boolean) => void
  /** On a phone: one button that asks for the actions and opens them as a menu, so the row fits (issue 27). */
  compact?: boolean
}

const ACTION_COLOURS = {
  end: 'error',
  info: 'primary',
  updateInfo: 'secondary',
  attendance: 'success',
} as const

/**
 * 'Show Actions' asks the server which actions this user has for this school; the answer becomes the row's buttons
 * and is refreshed with the search whenever a school changes (cache tags).
 */
export function SchoolRowActions({ school, userID, siteID, onAction, compact }: SchoolRowActionsProps) {
  const t = useSchoolsT()
  const { enqueueSnackbar } = useSnackbar()
  const [loadActions, { data, isFetching, isUninitialized, isError }] = useLazySchoolActionsQuery()

  const show = () => {
    loadActions({ userID, schoolID: school.schoolID, site: siteID })
      .unwrap()
      .catch((error: unknown) => {
        if (!isSessionEnd(error)) {
          enqueueSnackbar(failureText(error, t('results.actionsFailed')), { variant: 'error' })
        }
      })
  }

  const label = (name: string) =>
    actionKind(name) ? t(`actions.${name as 'EndSchool'}`) : t('actions.noBackend', { name })

  if (compact) {
    return (
      <RowMenu
        label={t('results.showActionsLabel', { id: school.schoolID })}
        loading={isFetching}
        loadingText={t('results.loadingActions')}
        // 'Show Actions' is the opening of the menu: the actions are asked for then (and again after a failure).
        onOpen={() => {
          if (isUninitialized || (isError && !data)) show()
        }}
        items={(data ? schoolActionButtons(data) : []).map((name) => ({
          key: name,
          text: label(name),
          destructive: actionKind(name) === 'end',
          disabled: !actionKind(name),
          run: () => onAction(name, school, data!.includes(name)),
        }))}
      />
    )
  }

  if (isUninitialized || (isError && !data)) {
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={show}
        aria-label={t('results.showActionsLabel', { id: school.schoolID })}
      >
        {t('results.showActions')}
      </Button>
    )
  }
  if (!data) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('results.loadingActions')}</Typography>
      </Stack>
    )
  }
  return (
    <Box
      role="group"
      aria-label={t('results.showActionsLabel', { id: school.schoolID })}
      aria-busy={isFetching}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, py: 0.75 }}
    >
      {schoolActionButtons(data).map((name) => {
        const granted = data.includes(name)
        const kind = actionKind(name)
        return (
          <Button
            key={name}
            size="small"
            variant={kind ? 'contained' : 'outlined'}
            color={kind ? ACTION_COLOURS[kind] : 'inherit'}
            disabled={!kind}
            onClick={() => onAction(name, school, granted)}
          >
            {label(name)}
          </Button>
        )
      })}
    </Box>
  )
}
