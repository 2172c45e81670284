import { Chip, Stack } from '@mui/material'
import type { ChipProps } from '@mui/material'
import type { GridSwimmer } from '@contract/progress'
import { withIsolated } from '@/components/Bidi'
import { useProgressT } from './i18n'

// A swimmer's roster alerts on the deck (issue 31), medical first and with its words when the user may read them:
// each a chip with words, never an icon alone.

const COLOR: Record<GridSwimmer['alerts'][number], ChipProps['color']> = {
  medical: 'error',
  unpaid: 'warning',
  frozen: 'info',
  firstSession: 'success',
  makeupGuest: 'secondary',
}

export function SwimmerAlerts({ swimmer }: { swimmer: GridSwimmer }) {
  const t = useProgressT()
  if (swimmer.alerts.length === 0) return null
  return (
    <Stack
      role="group"
      direction="row"
      aria-label={t('alerts.label', { name: swimmer.fullName })}
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {swimmer.alerts.map((alert) => (
        <Chip
          key={alert}
          size="small"
          variant={alert === 'medical' ? 'filled' : 'outlined'}
          color={COLOR[alert]}
          // The medical note's words wrap on a phone rather than being cut.
          sx={alert === 'medical' ? { height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } : {}}
          label={
            alert === 'medical' && swimmer.medical
              ? // The note in its own direction: an English note inside the Arabic label stays whole.
                withIsolated((_ltr, own) => t('alerts.medicalNote', { note: own(swimmer.medical ?? '') }))
              : t(`alerts.${alert}`)
          }
        />
      ))}
    </Stack>
  )
}
