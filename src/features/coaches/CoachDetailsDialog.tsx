import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material'
import { LoadingStatus } from '@/components/LoadingStatus'
import { skipToken } from '@reduxjs/toolkit/query'
import type { CoachDetails, CoachGroup } from '@contract/coaches'
import { getErrorMessage } from '@/api/errors'
import { useFormat } from '@/i18n/format'
import { useCoachQuery, useCoachSwimmersQuery } from './coachesApi'
import { useCoachesT } from './i18n'
import type { useCoachLabels } from './useCoachLabels'

interface CoachDetailsDialogProps {
  /** The coach to show; null when closed. */
  coachId: number | null
  onClose: () => void
  labels: ReturnType<typeof useCoachLabels>
}

/** Coach Details (SPEC.md section 2): the coach's fields, the groups they teach and their swimmers. */
export function CoachDetailsDialog({ coachId, onClose, labels }: CoachDetailsDialogProps) {
  const t = useCoachesT()
  const f = useFormat()
  const coach = useCoachQuery(coachId ?? skipToken)
  const swimmers = useCoachSwimmersQuery(coachId ?? skipToken)

  const groupName = (kind: CoachGroup['kind'], id: number) =>
    kind === 'school' ? t('details.school', { id }) : t('details.preTeam', { id })

  const fields = (details: CoachDetails): Array<[string, string]> => [
    [t('details.id'), String(details.coachID)],
    [t('details.name'), details.coachName],
    [t('details.phone'), details.phone],
    [t('details.email'), details.email ?? t('details.none')],
    [t('details.specialization'), details.specialization ?? t('details.none')],
    [
      t('details.experience'),
      details.experience === null ? t('details.none') : t('details.experienceValue', { count: details.experience }),
    ],
    [t('details.coachType'), labels.typeName(details.coachType)],
    [t('details.site'), labels.siteName(details.site)],
    [t('details.gender'), details.gender === null ? t('details.none') : labels.genderName(details.gender)],
    [t('details.birthDate'), details.birthDate ? f.date(details.birthDate) : t('details.none')],
  ]

  return (
    // The page scrolls the whole dialog (its Close button included), not a region inside it with nothing to focus,
    // which keyboard users could not scroll (axe 'scrollable-region-focusable').
    <Dialog
      open={coachId !== null}
      onClose={onClose}
      aria-labelledby="coach-details-title"
      fullWidth
      maxWidth="sm"
      scroll="body"
    >
      <DialogTitle id="coach-details-title">{t('details.title')}</DialogTitle>
      <DialogContent dividers>
        {coach.isFetching && !coach.data && (
          <Box sx={{ py: 2 }}>
            <LoadingStatus>{t('details.loading')}</LoadingStatus>
          </Box>
        )}
        {coach.isError && (
          <Alert severity="error">
            {t('details.failed')}: {getErrorMessage(coach.error)}
          </Alert>
        )}
        {coach.data && (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
            >
              {fields(coach.data).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
              <Typography component="dt" color="text.secondary">
                {t('details.status')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Chip
                  size="small"
                  color={coach.data.isActive ? 'success' : 'default'}
                  label={coach.data.isActive ? t('details.active') : t('details.inactive')}
                />
              </Box>
            </Box>

            <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
              {t('details.groups')}
            </Typography>
            {coach.data.groups.length === 0 ? (
              <Typography color="text.secondary">{t('details.noGroups')}</Typography>
            ) : (
              <List dense disablePadding>
                {coach.data.groups.map((group) => (
                  <ListItem key={`${group.kind}-${group.id}`} disableGutters>
                    <ListItemText
                      primary={groupName(group.kind, group.id)}
                      secondary={t('details.groupTime', {
                        days: group.days.map(labels.dayName).join(', '),
                        start: group.startTime,
                        end: group.endTime,
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            )}

            <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
              {t('details.swimmers', { count: swimmers.data?.length ?? 0 })}
            </Typography>
            {swimmers.isError && <Alert severity="warning">{getErrorMessage(swimmers.error)}</Alert>}
            {swimmers.data?.length === 0 && <Typography color="text.secondary">{t('details.noSwimmers')}</Typography>}
            {swimmers.data && swimmers.data.length > 0 && (
              <List dense disablePadding>
                {swimmers.data.map((swimmer) => (
                  <ListItem key={`${swimmer.swimmerID}-${swimmer.groupKind}-${swimmer.groupId}`} disableGutters>
                    <ListItemText
                      primary={t('details.swimmer', { name: swimmer.fullName, id: swimmer.swimmerID })}
                      secondary={t('details.swimmerGroup', {
                        group: groupName(swimmer.groupKind, swimmer.groupId),
                        date: f.date(swimmer.enrolledUntil),
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
