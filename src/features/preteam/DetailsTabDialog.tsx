import { useEffect } from 'react'
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useSnackbar } from 'notistack'
import { RawData } from '@/components/RawData'
import { failureText, isSessionEnd } from './failure'
import { usePreTeamT } from './i18n'
import { usePreTeamDetailsTabQuery } from './preteamApi'

/** 'Pre-Team Details Tab': the server's full record of the squad, shown raw. */
export function DetailsTabDialog({ pTeamID, onClose }: { pTeamID: number; onClose: () => void }) {
  const t = usePreTeamT()
  const { enqueueSnackbar } = useSnackbar()
  const { data, error, isError, isLoading } = usePreTeamDetailsTabQuery(pTeamID, { refetchOnMountOrArgChange: true })
  const failure = isError && !isSessionEnd(error) ? failureText(error, t('toast.detailsFailed')) : ''

  useEffect(() => {
    if (failure) enqueueSnackbar(t('toast.detailsFailed'), { variant: 'error', preventDuplicate: true })
  }, [failure, enqueueSnackbar, t])

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="preteam-details-tab-title">
      <DialogTitle id="preteam-details-tab-title">
        {t('detailsTab.title')} — {pTeamID}
      </DialogTitle>
      <DialogContent>
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('results.loading')} />
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {data && <RawData data={data} label={t('detailsTab.label')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
