import { Box, Button, CircularProgress } from '@mui/material'
import type { SwimmerSummary } from '@contract/swimmers'
import { RowMenu } from '@/components/grid/RowMenu'
import { useGrantedActions } from '@/components/useGrantedActions'
import { rowButtons, type RowButton } from './actionDialogs'
import { useSwimmersT } from './i18n'
import { useSwimmerActionsQuery } from './swimmersApi'

interface SwimmerRowActionsProps {
  swimmer: SwimmerSummary
  userID: number
  siteID: number
  onAction: (button: RowButton, swimmer: SwimmerSummary) => void
  /** On a phone: one button opening the actions as a menu, so the row fits the screen (issue 27). */
  compact?: boolean
}

const DESTRUCTIVE = new Set(['delete'])

/**
 * The row's buttons: the actions the server allows this user for this swimmer now (SPEC.md section 4), plus
 * ViewTechnicalTab and ViewLogs. The list is refreshed with the swimmer's cache tag after every change.
 */
export function SwimmerRowActions({ swimmer, userID, siteID, onAction, compact }: SwimmerRowActionsProps) {
  const t = useSwimmersT()
  const { data, isLoading } = useSwimmerActionsQuery({ userID, swimmerID: swimmer.swimmerID, userSite: siteID })
  // A swimmer's payments (reprinting receipts) need Settings' ViewInvoices, as the server checks.
  const granted = useGrantedActions()
  // The family page needs Mod_SW ViewFamilies, which the server checks on the family, not per swimmer (issue 28).
  const buttons = rowButtons([
    ...(data ?? []),
    ...(granted.actions.includes('ViewInvoices') ? ['ViewPayments'] : []),
    ...(granted.privileges.includes('Mod_SW:ViewFamilies') ? ['ViewFamilies'] : []),
    // The swimmer's progress (issue 31), read with either privilege its route checks.
    ...(granted.privileges.some((one) => one === 'Mod_SC:EvaluateSkills' || one === 'Mod_SC:ApproveReportCards')
      ? ['ViewProgress']
      : []),
  ])
  const label = (button: RowButton) => (button.kind ? t(`actions.${button.kind}`) : button.action)
  if (compact) {
    return (
      <RowMenu
        label={t('results.actionsFor', { id: swimmer.swimmerID })}
        loading={isLoading}
        loadingText={t('results.loadingActions')}
        items={buttons.map((button) => ({
          key: button.action,
          text: label(button),
          destructive: Boolean(button.kind && DESTRUCTIVE.has(button.kind)),
          run: () => onAction(button, swimmer),
        }))}
      />
    )
  }

  return (
    <Box
      role="group"
      aria-label={t('results.actionsFor', { id: swimmer.swimmerID })}
      aria-busy={isLoading}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.75 }}
    >
      {isLoading && <CircularProgress size={16} aria-label={t('results.loadingActions')} sx={{ m: 0.5 }} />}
      {buttons.map((button) => (
        <Button
          key={button.action}
          size="small"
          variant="outlined"
          color={button.kind && DESTRUCTIVE.has(button.kind) ? 'error' : 'primary'}
          onClick={() => onAction(button, swimmer)}
          sx={{ py: 0.25, px: 1, minWidth: 0, whiteSpace: 'nowrap' }}
        >
          {label(button)}
        </Button>
      ))}
    </Box>
  )
}
