import { Grid, MenuItem } from '@mui/material'
import { useFormContext } from 'react-hook-form'
import type { LookupItem } from '@contract/lookups'
import type { PreTeamCoach } from '@contract/preteams'
import { FormTextField } from '@/components/form'
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
  coaches: readonly PreTeamCoach[]
  coachesLoading: boolean
  days: readonly LookupItem[]
  disabled: boolean
}

const DAY_FIELDS = [
  ['firstDay', 'form.firstDay'],
  ['secondDay', 'form.secondDay'],
  ['thirdDay', 'form.thirdDay'],
] as const

/** The slot's fields, bound by name to the form around them (FormDialog). */
export function SlotFields({ idPrefix, coaches, coachesLoading, days, disabled }: SlotFieldsProps) {
  const t = usePreTeamT()
  const coachID = String(useFormContext<SlotValues>().watch('coachID') ?? '')
  const noCoaches = !coachesLoading && coaches.length === 0
  return (
    <>
      <Grid size={12}>
        <FormTextField
          select
          fullWidth
          required
          name="coachID"
          id={`${idPrefix}-coach`}
          label={t('form.coach')}
          // A coach who is not in the list (not loaded yet, or of another site) is not shown as chosen.
          value={coaches.some((coach) => String(coach.coachID) === coachID) ? coachID : ''}
          hint={noCoaches ? t('form.noCoaches') : ' '}
          disabled={disabled}
        >
          {coaches.map((coach) => (
            <MenuItem key={coach.coachID} value={String(coach.coachID)}>
              {t('form.coachOption', { name: coach.coachName, id: coach.coachID })}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      {DAY_FIELDS.map(([field, label]) => (
        <Grid key={field} size={{ xs: 12, sm: 4 }}>
          <FormTextField
            select
            fullWidth
            required
            name={field}
            id={`${idPrefix}-${field}`}
            label={t(label)}
            hint=" "
            disabled={disabled}
          >
            {days.map((day) => (
              <MenuItem key={day.code} value={String(day.code)}>
                {day.description}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      ))}
      {(['startTime', 'endTime'] as const).map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            fullWidth
            required
            type="time"
            name={field}
            id={`${idPrefix}-${field}`}
            label={t(field === 'startTime' ? 'form.startTime' : 'form.endTime')}
            hint=" "
            disabled={disabled}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
        </Grid>
      ))}
    </>
  )
}
