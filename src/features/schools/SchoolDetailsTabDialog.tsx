import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { RawData } from '@/components/RawData'
import { failureText } from './failure'
import { useSchoolsT } from './i18n'
import { useSchoolDetailsTabQuery } from './schoolsApi'

/** School Details Tab: everything the server knows about the school, shown raw as text. */
export function SchoolDetailsTabDialog({ schoolID, onClose }: { schoolID: number | null; onClose: () => void }) {
  const t = useSchoolsT()
  const details = useSchoolDetailsTabQuery(schoolID ?? 0, { skip: schoolID === null })

  return (
    <Dialog open={schoolID !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="school-tab-title">
      <DialogTitle id="school-tab-title">{t('detailsTab.title')}</DialogTitle>
      <DialogContent dividers>
        {details.isFetching && !details.data && <CircularProgress aria-label={t('detailsTab.title')} />}
        {details.isError && <Alert severity="error">{failureText(details.error, t('detailsTab.failed'))}</Alert>}
        {details.data && <RawData data={details.data} label={t('detailsTab.rawLabel')} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('detailsTab.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
