import { Chip, Stack } from '@mui/material'
import type { ChipProps } from '@mui/material'
import AcUnitIcon from '@mui/icons-material/AcUnit'
import EventRepeatIcon from '@mui/icons-material/EventRepeat'
import FiberNewIcon from '@mui/icons-material/FiberNew'
import MedicalServicesIcon from '@mui/icons-material/MedicalServices'
import MoneyOffIcon from '@mui/icons-material/MoneyOff'
import type { ReactElement } from 'react'
import type { RosterAlert, RosterEntry } from '@contract/sessions'
import { useTimetableT } from './i18n'

// Issue 28: what the coach and the desk should know about a swimmer before the session, each an icon with words
// (never an icon alone: a phone's screen reader and a new coach read the words), in the server's order.

const LOOK: Record<RosterAlert, { icon: ReactElement; color: ChipProps['color'] }> = {
  medical: { icon: <MedicalServicesIcon />, color: 'error' },
  unpaid: { icon: <MoneyOffIcon />, color: 'warning' },
  frozen: { icon: <AcUnitIcon />, color: 'info' },
  firstSession: { icon: <FiberNewIcon />, color: 'success' },
  makeupGuest: { icon: <EventRepeatIcon />, color: 'secondary' },
}

/** The entry's alerts; a server that predates them still marks a make-up guest. */
export const alertsOf = (entry: RosterEntry): readonly RosterAlert[] =>
  entry.alerts ?? (entry.makeup ? ['makeupGuest'] : [])

export function RosterAlerts({ entry }: { entry: RosterEntry }) {
  const t = useTimetableT()
  const alerts = alertsOf(entry)
  if (alerts.length === 0) return null
  return (
    // A group, not a list: the roster is the list, and its entries are counted as such.
    <Stack
      role="group"
      direction="row"
      aria-label={t('roster.alertsOf', { name: entry.fullName })}
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {alerts.map((alert) => (
        <Chip
          key={alert}
          size="small"
          variant="outlined"
          color={LOOK[alert].color}
          icon={LOOK[alert].icon}
          label={t(`roster.alerts.${alert}`)}
        />
      ))}
    </Stack>
  )
}
