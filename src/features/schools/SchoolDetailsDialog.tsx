import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import type { SchoolResult } from '@contract/schools'
import { useFormat } from '@/i18n/format'
import { useSchoolsT } from './i18n'

interface SchoolDetailsDialogProps {
  school: SchoolResult | null
  onDetailsTab: (school: SchoolResult) => void
  onSwimmers: (school: SchoolResult) => void
  /** The school's waitlist (issue 14): who waits for a seat, the open offer, Add to waitlist while it is full. */
  onWaitlist?: (school: SchoolResult) => void
  onClose: () => void
}

/** School Details (ShowSchoolInfo): the school as searched, with the raw details tab and its swimmers a click away. */
export function SchoolDetailsDialog({
  school,
  onDetailsTab,
  onSwimmers,
  onWaitlist,
  onClose,
}: SchoolDetailsDialogProps) {
  const t = useSchoolsT()
  const f = useFormat()
  const rows: Array<[string, string | number]> = school
    ? [
        [t('details.schoolId'), f.digitsOf(school.schoolID)],
        [t('details.coachName'), school.coachName],
        [t('details.level'), school.level],
        [t('details.type'), school.type],
        [t('details.days'), school.days],
        [t('details.fromTo'), f.digitsOf(school.fromTo)],
        [t('details.capacity'), f.digitsOf(school.numberCapacity)],
        [t('details.startDate'), f.date(school.startDate)],
        [
          t('details.status'),
          school.endDate ? t('results.ended', { date: f.date(school.endDate) }) : t('results.active'),
        ],
      ]
    : []

  return (
    <Dialog open={!!school} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="school-details-title">
      <DialogTitle id="school-details-title">{t('details.title')}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {school && <Button onClick={() => onDetailsTab(school)}>{t('details.detailsTab')}</Button>}
        {school && <Button onClick={() => onSwimmers(school)}>{t('details.swimmers')}</Button>}
        {school && onWaitlist && <Button onClick={() => onWaitlist(school)}>{t('details.waitlist')}</Button>}
        <Button variant="contained" onClick={onClose}>
          {t('details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
