import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material'
import { failureText } from './failure'
import { useSchoolsT } from './i18n'
import { useSchoolSwimmersQuery } from './schoolsApi'

/** School Swimmers: who is enrolled today, or 'No swimmers found'. */
export function SchoolSwimmersDialog({ schoolID, onClose }: { schoolID: number | null; onClose: () => void }) {
  const t = useSchoolsT()
  const swimmers = useSchoolSwimmersQuery(schoolID ?? 0, { skip: schoolID === null })

  return (
    <Dialog open={schoolID !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="school-swimmers-title">
      <DialogTitle id="school-swimmers-title">
        {t('swimmers.title')}
        {swimmers.data && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('swimmers.subtitle', { id: schoolID, count: swimmers.data.length })}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {swimmers.isFetching && !swimmers.data && <CircularProgress aria-label={t('swimmers.title')} />}
        {swimmers.isError && <Alert severity="error">{failureText(swimmers.error, t('swimmers.failed'))}</Alert>}
        {swimmers.data?.length === 0 && <Alert severity="info">{t('swimmers.none')}</Alert>}
        {swimmers.data && swimmers.data.length > 0 && (
          <List dense>
            {swimmers.data.map((swimmer) => (
              <ListItem
                key={swimmer.swimmerID}
                divider
                secondaryAction={swimmer.frozen ? <Chip size="small" label={t('swimmers.frozen')} /> : undefined}
              >
                <ListItemText
                  primary={swimmer.fullName}
                  secondary={t('swimmers.line', {
                    id: swimmer.swimmerID,
                    year: swimmer.year,
                    level: swimmer.currentLevel,
                    end: swimmer.enrolmentEnd,
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('swimmers.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
