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
import { RawData } from '@/components/RawData'
import { failureText, isSessionEnd } from './failure'
import { usePreTeamT } from './i18n'
import { usePreTeamSwimmersQuery } from './preteamApi'

/** 'Pre-Team Swimmers': a raw card per swimmer whose enrolment is running, or 'No swimmers found'. */
export function SwimmersDialog({ pTeamID, onClose }: { pTeamID: number; onClose: () => void }) {
  const t = usePreTeamT()
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
      <DialogContent>
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('results.loading')} />
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {data && data.length === 0 && <Alert severity="info">{t('swimmers.none')}</Alert>}
        {data && data.length > 0 && (
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
