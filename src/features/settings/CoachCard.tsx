import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material'
import type { CoachBySite } from '@contract/coaches'
import { COACH_TYPES, describeCode } from '@contract/lookups'
import { dataText } from '@/i18n/i18n'
import { useSettingsT } from './i18n'

/** A coach of the site: name, ID, mobile and type, with Edit to load them into Update Coach. */
export function CoachCard({ coach, onEdit }: { coach: CoachBySite; onEdit: () => void }) {
  const t = useSettingsT()
  return (
    <Card component="article" aria-label={coach.fullName} sx={coach.isActive ? undefined : { bgcolor: 'grey.100' }}>
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 600 }}>{coach.fullName}</Typography>
          {!coach.isActive && <Chip size="small" label={t('coaches.inactive')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('common.id', { id: coach.coachID })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('coaches.cardMobile', { mobile: coach.mobileNumber })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('coaches.cardType', { type: dataText(describeCode(COACH_TYPES, coach.coachType)) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onEdit}>
          {t('coaches.edit')}
        </Button>
      </CardActions>
    </Card>
  )
}
