import { dataText } from '@/i18n/i18n'
import { Card, CardContent, Stack, Typography } from '@mui/material'
import type { PreTeamListEntry } from '@contract/preteams'
import { usePreTeamListT } from './i18n'

/** One squad of the list (SPEC.md section 2): number, coach, level, days, time. */
export function PreTeamCard({ preTeam }: { preTeam: PreTeamListEntry }) {
  const t = usePreTeamListT()
  const facts = [
    [t('card.coach'), preTeam.coachName],
    [t('card.level'), dataText(preTeam.levelName)],
    [t('card.days'), dataText(preTeam.days)],
    [t('card.time'), preTeam.fromTo],
  ]
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', borderTop: 4, borderTopColor: '#6a1b9a' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('card.number', { id: preTeam.pTeamID })}
        </Typography>
        <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={1}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 56 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
