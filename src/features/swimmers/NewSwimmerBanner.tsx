import { Alert, Button, Stack } from '@mui/material'
import type { SwimmerSummary } from '@contract/swimmers'
import { rowButtons, type RowButton } from './actionDialogs'
import { useSwimmersT } from './i18n'
import { useSwimmerActionsQuery } from './swimmersApi'

interface NewSwimmerBannerProps {
  swimmerID: number
  /** The new swimmer's search result, once it has arrived. */
  swimmer: SwimmerSummary | undefined
  userID: number
  siteID: number
  onAction: (button: RowButton, swimmer: SwimmerSummary) => void
  onDismiss: () => void
}

/** The enrolments a walk-in comes for, offered beside the new id when the server allows them (issue 27). */
const ENROL_KINDS = new Set(['school', 'preTeam'])

/**
 * 'Swimmer added. New Swimmer ID: …' (SPEC.md section 2), with the new swimmer's enrolments one click away: the same
 * buttons (and server list of allowed actions, shared with the row through its cache) as the search result's row.
 */
export function NewSwimmerBanner({ swimmerID, swimmer, userID, siteID, onAction, onDismiss }: NewSwimmerBannerProps) {
  const t = useSwimmersT()
  const { data } = useSwimmerActionsQuery({ userID, swimmerID, userSite: siteID }, { skip: !swimmer })
  const enrol = swimmer ? rowButtons(data ?? []).filter((button) => button.kind && ENROL_KINDS.has(button.kind)) : []
  return (
    <Alert
      severity="success"
      onClose={onDismiss}
      slotProps={{ closeButton: { title: t('page.dismiss') } }}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <span>{t('page.lastAdded', { id: swimmerID })}</span>
      {swimmer && enrol.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {enrol.map((button) => (
            <Button
              key={button.action}
              size="small"
              variant="contained"
              color="success"
              onClick={() => onAction(button, swimmer)}
            >
              {t(`actions.${button.kind!}`)}
            </Button>
          ))}
        </Stack>
      )}
    </Alert>
  )
}
