import { Box, Button, CircularProgress } from '@mui/material'
import type { SwimmerSummary } from '@contract/swimmers'
import { useGrantedActions } from '@/components/useGrantedActions'
import { rowButtons, type RowButton } from './actionDialogs'
import { useSwimmersT } from './i18n'
import { useSwimmerActionsQuery } from './swimmersApi'

interface SwimmerRowActionsProps {
  swimmer: SwimmerSummary
  userID: number
  siteID: number
  onAction: (button: RowButton, swimmer: SwimmerSummary) => void
}

const DESTRUCTIVE = new Set(['delete'])

/**
 * The row's buttons: the actions the server allows this user for this swimmer now (SPEC.md section 4), plus
 * ViewTechnicalTab and ViewLogs. The list is refreshed with the swimmer's cache tag after every change.
 */
export function SwimmerRowActions({ swimmer, userID, siteID, onAction }: SwimmerRowActionsProps) {
  const t = useSwimmersT()
  const { data, isLoading } = useSwimmerActionsQuery({ userID, swimmerID: swimmer.swimmerID, userSite: siteID })
  // A swimmer's payments (reprinting receipts) need Settings' ViewInvoices, as the server checks.
  const granted = useGrantedActions()
  const buttons = rowButtons([...(data ?? []), ...(granted.actions.includes('ViewInvoices') ? ['ViewPayments'] : [])])

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
          {button.kind ? t(`actions.${button.kind}`) : button.action}
        </Button>
      ))}
    </Box>
  )
}
