import { useEffect } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import type { PreTeamSummary, PreTeamSwimmer } from '@contract/preteams'
import { useMessagesT } from '@/components/messages'
import { MessageFamiliesButton } from '@/components/messages/MessageFamiliesButton'
import { RawData } from '@/components/RawData'
import { useReadableDates } from '@/components/readable/dates'
import { FactList } from '@/components/readable/FactList'
import { ReadableTabs } from '@/components/readable/ReadableTabs'
import { failureText, isSessionEnd } from './failure'
import { usePreTeamT } from './i18n'
import { usePreTeamSwimmersQuery } from './preteamApi'

type PreTeamT = ReturnType<typeof usePreTeamT>

const INVOICE_STATUSES = ['paid', 'open', 'cancelled']

/** One swimmer of the squad as labelled facts. */
function SwimmerFacts({ swimmer, t }: { swimmer: PreTeamSwimmer; t: PreTeamT }) {
  const { day: formatDay } = useReadableDates()
  const status = swimmer.invoiceStatus ?? ''
  const statusText = INVOICE_STATUSES.includes(status)
    ? t(`swimmers.invoiceStatus.${status}` as 'swimmers.invoiceStatus.paid')
    : status
  return (
    <FactList
      labelWidth={110}
      facts={[
        [t('swimmers.born'), swimmer.birthYear],
        [t('swimmers.level'), swimmer.currentLevel],
        [
          t('swimmers.enrolment'),
          t('swimmers.enrolmentValue', {
            count: swimmer.months,
            from: formatDay(swimmer.startDate),
            to: formatDay(swimmer.endDate),
          }),
        ],
        [
          t('swimmers.invoice'),
          swimmer.invoiceID === null
            ? t('swimmers.noInvoice')
            : t('swimmers.invoiceValue', { id: swimmer.invoiceID, status: statusText }),
        ],
      ]}
    />
  )
}

/**
 * 'Pre-Team Swimmers': each swimmer whose enrolment is running, in words; the spec's raw card per swimmer one tab
 * away; or 'No swimmers found'.
 */
export function SwimmersDialog({
  pTeamID,
  preTeam,
  onClose,
}: {
  pTeamID: number
  /** The squad, when known: its families can then be messaged (the site it is at). */
  preTeam?: PreTeamSummary
  onClose: () => void
}) {
  const t = usePreTeamT()
  const messagesT = useMessagesT()
  const { enqueueSnackbar } = useSnackbar()
  const { data, error, isError, isLoading } = usePreTeamSwimmersQuery(pTeamID, { refetchOnMountOrArgChange: true })
  const failure = isError && !isSessionEnd(error) ? failureText(error, t('toast.swimmersFailed')) : ''

  useEffect(() => {
    if (failure) enqueueSnackbar(t('toast.swimmersFailed'), { variant: 'error', preventDuplicate: true })
  }, [failure, enqueueSnackbar, t])

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="preteam-swimmers-title">
      <DialogTitle id="preteam-swimmers-title">
        {t('swimmers.title')} — {pTeamID}
      </DialogTitle>
      <DialogContent dividers>
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('results.loading')} />
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {data && data.length === 0 && <Alert severity="info">{t('swimmers.none')}</Alert>}
        {data && data.length > 0 && (
          <ReadableTabs
            id="preteam-swimmers"
            label={t('swimmers.views')}
            readableLabel={t('swimmers.readableTab')}
            rawLabel={t('swimmers.rawTab')}
            raw={
              <Stack spacing={2}>
                {data.map((swimmer) => (
                  <Card key={swimmer.enrolmentId} variant="outlined">
                    <CardContent>
                      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                        {t('swimmers.card', { id: swimmer.swimmerID })} — {swimmer.fullName}
                      </Typography>
                      <RawData data={swimmer} label={t('swimmers.label', { id: swimmer.swimmerID })} />
                    </CardContent>
                  </Card>
                ))}
              </Stack>
            }
          >
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('swimmers.listLabel', { id: pTeamID })}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {data.map((swimmer) => (
                <Card component="li" key={swimmer.enrolmentId} variant="outlined">
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                      {t('swimmers.name', { name: swimmer.fullName, id: swimmer.swimmerID })}
                    </Typography>
                    <SwimmerFacts swimmer={swimmer} t={t} />
                  </CardContent>
                </Card>
              ))}
            </Stack>
          </ReadableTabs>
        )}
      </DialogContent>
      <DialogActions>
        {preTeam && data && data.length > 0 && (
          <MessageFamiliesButton
            siteID={preTeam.site}
            group={{ kind: 'preteam', id: pTeamID, name: messagesT('broadcast.preteam', { id: pTeamID }) }}
          />
        )}
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
