import { Grid, MenuItem, TextField } from '@mui/material'
import type { LookupItem } from '@contract/lookups'
import type { PreTeamCoach } from '@contract/preteams'
import { usePreTeamT } from './i18n'

/** The coach, the three training days and the time: what create and update share. */
export interface SlotValues {
  coachID: string
  firstDay: string
  secondDay: string
  thirdDay: string
  startTime: string
  endTime: string
}

export const EMPTY_SLOT: SlotValues = {
  coachID: '',
  firstDay: '',
  secondDay: '',
  thirdDay: '',
  startTime: '',
  endTime: '',
}
export const SLOT_FIELDS = ['coachID', 'firstDay', 'secondDay', 'thirdDay', 'startTime', 'endTime'] as const

interface SlotFieldsProps {
  idPrefix: string
  values: SlotValues
  errors: Record<string, string>
  coaches: readonly PreTeamCoach[]
  coachesLoading: boolean
  days: readonly LookupItem[]
  disabled: boolean
  onChange: (field: keyof SlotValues, value: string) => void
}

const DAY_FIELDS = [
  ['firstDay', 'form.firstDay'],
  ['secondDay', 'form.secondDay'],
  ['thirdDay', 'form.thirdDay'],
] as const

export function SlotFields({
  idPrefix,
  values,
  errors,
  coaches,
  coachesLoading,
  days,
  disabled,
  onChange,
}: SlotFieldsProps) {
  const t = usePreTeamT()
  const noCoaches = !coachesLoading && coaches.length === 0
  return (
    <>
      <Grid size={12}>
        <TextField
          select
          fullWidth
          required
          id={`${idPrefix}-coach`}
          label={t('form.coach')}
          value={coaches.some((coach) => String(coach.coachID) === values.coachID) ? values.coachID : ''}
          onChange={(event) => onChange('coachID', event.target.value)}
          error={Boolean(errors.coachID) || noCoaches}
          helperText={errors.coachID ?? (noCoaches ? t('form.noCoaches') : ' ')}
          disabled={disabled}
        >
          {coaches.map((coach) => (
            <MenuItem key={coach.coachID} value={String(coach.coachID)}>
              {t('form.coachOption', { name: coach.coachName, id: coach.coachID })}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {DAY_FIELDS.map(([field, label]) => (
        <Grid key={field} size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            required
            id={`${idPrefix}-${field}`}
            label={t(label)}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? ' '}
            disabled={disabled}
          >
            {days.map((day) => (
              <MenuItem key={day.code} value={String(day.code)}>
                {day.description}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ))}
      {(['startTime', 'endTime'] as const).map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            type="time"
            id={`${idPrefix}-${field}`}
            label={t(field === 'startTime' ? 'form.startTime' : 'form.endTime')}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? ' '}
            disabled={disabled}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
        </Grid>
      ))}
    </>
  )
}
