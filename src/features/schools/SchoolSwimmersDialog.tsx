import { useState } from 'react'
import {
  Alert,
  Box,
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
import { useSnackbar } from 'notistack'
import type { SchoolResult, SchoolSwimmer } from '@contract/schools'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { MessageFamiliesButton } from '@/components/messages/MessageFamiliesButton'
import { useMessagesT } from '@/components/messages'
import { useGrantedActions } from '@/components/useGrantedActions'
import { failureText } from './failure'
import { useSchoolsT } from './i18n'
import { useEndEnrolmentMutation, useSchoolSwimmersQuery } from './schoolsApi'

/**
 * School Swimmers: who is enrolled today, or 'No swimmers found'. End enrolment (after a confirmation naming the
 * swimmer and the school) ends one swimmer's enrolment yesterday, so the place goes to the first swimmer waiting; it
 * is offered with the privilege that enrols into schools (Mod_SW AddSwimmerToSchool), the one the server checks.
 */
export function SchoolSwimmersDialog({ school, onClose }: { school: SchoolResult | null; onClose: () => void }) {
  const t = useSchoolsT()
  const messagesT = useMessagesT()
  const { enqueueSnackbar } = useSnackbar()
  const schoolID = school?.schoolID ?? null
  const swimmers = useSchoolSwimmersQuery(schoolID ?? 0, { skip: schoolID === null })
  const mayEnd = useGrantedActions().privileges.includes('Mod_SW:AddSwimmerToSchool')
  const [ending, setEnding] = useState<SchoolSwimmer>()
  const [endEnrolment, endState] = useEndEnrolmentMutation()

  const confirmEnd = async () => {
    if (!school || !ending) return
    try {
      const answer = await endEnrolment({ schoolID: school.schoolID, swimmerID: ending.swimmerID }).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('swimmers.endFailed')), { variant: 'error' })
    }
    setEnding(undefined)
  }

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
          <List dense aria-label={t('swimmers.listLabel', { id: schoolID })}>
            {swimmers.data.map((swimmer) => (
              <ListItem key={swimmer.swimmerID} divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                <ListItemText
                  sx={{ flex: '1 1 14rem' }}
                  primary={swimmer.fullName}
                  secondary={t('swimmers.line', {
                    id: swimmer.swimmerID,
                    year: swimmer.year,
                    level: swimmer.currentLevel,
                    end: swimmer.enrolmentEnd,
                  })}
                />
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  {swimmer.frozen && <Chip size="small" label={t('swimmers.frozen')} />}
                  {mayEnd && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => setEnding(swimmer)}
                      aria-label={t('swimmers.endOf', { name: swimmer.fullName })}
                    >
                      {t('swimmers.end')}
                    </Button>
                  )}
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {school && swimmers.data && swimmers.data.length > 0 && (
          <MessageFamiliesButton
            siteID={school.site}
            group={{
              kind: 'school',
              id: school.schoolID,
              name: messagesT('broadcast.school', {
                id: school.schoolID,
                level: school.level,
                days: school.days,
                time: school.fromTo,
              }),
            }}
          />
        )}
        <Button variant="contained" onClick={onClose}>
          {t('swimmers.close')}
        </Button>
      </DialogActions>
      {school && (
        <ConfirmDialog
          open={ending !== undefined}
          title={t('swimmers.endTitle', { name: ending?.fullName ?? '' })}
          message={t('swimmers.endMessage', {
            name: ending?.fullName ?? '',
            id: school.schoolID,
            level: school.level,
            days: school.days,
            time: school.fromTo,
            coach: school.coachName,
          })}
          confirmLabel={t('swimmers.end')}
          cancelLabel={t('swimmers.keep')}
          destructive
          busy={endState.isLoading}
          onConfirm={() => void confirmEnd()}
          onClose={() => setEnding(undefined)}
        />
      )}
    </Dialog>
  )
}
