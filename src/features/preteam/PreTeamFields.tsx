import { useState } from 'react'
import { Grid, MenuItem, TextField } from '@mui/material'
import type { z } from 'zod'
import type { LookupItem } from '@contract/lookups'
import type { PreTeamCoach } from '@contract/preteams'
import { contractErrors, emptyFields } from './formRules'
import { usePreTeamT } from './i18n'
import { SLOT_FIELDS, SlotFields, type SlotValues } from './SlotFields'

/** What the create and update dialogs edit: the level, then the coach, days and time. */
export type PreTeamValues = SlotValues & { pTeamLevel: string }
export const PRETEAM_REQUIRED = ['pTeamLevel', ...SLOT_FIELDS] as const

/** The form's values and field errors; changing a field clears its error, so a corrected field stops showing red. */
export function usePreTeamValues(initial: PreTeamValues | (() => PreTeamValues)) {
  const [values, setValues] = useState<PreTeamValues>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const change = (field: keyof PreTeamValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current
      return rest
    })
  }
  return { values, setValues, errors, setErrors, change }
}

/**
 * What stops the form from being sent, or null: empty fields first (all marked with `fillAll`), then the
 * contract's verdict on the payload, so the dialog refuses what the server would.
 */
export function formProblems(
  values: PreTeamValues,
  schema: z.ZodType,
  payload: unknown,
  fillAll: string,
): { errors: Record<string, string>; message: string } | null {
  const missing = emptyFields(values, PRETEAM_REQUIRED)
  if (missing.length > 0) {
    return { errors: Object.fromEntries(missing.map((field) => [field, fillAll])), message: fillAll }
  }
  const invalid = contractErrors(schema, payload)
  if (Object.keys(invalid).length > 0) return { errors: invalid, message: Object.values(invalid)[0] }
  return null
}

interface PreTeamFieldsProps {
  idPrefix: string
  values: PreTeamValues
  errors: Record<string, string>
  levels: readonly LookupItem[]
  coaches: readonly PreTeamCoach[]
  coachesLoading: boolean
  days: readonly LookupItem[]
  disabled: boolean
  onChange: (field: keyof PreTeamValues, value: string) => void
}

/** The level choice and the slot fields, laid out as both dialogs show them. */
export function PreTeamFields({
  idPrefix,
  values,
  errors,
  levels,
  coaches,
  coachesLoading,
  days,
  disabled,
  onChange,
}: PreTeamFieldsProps) {
  const t = usePreTeamT()
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={12}>
        <TextField
          select
          fullWidth
          required
          id={`${idPrefix}-level`}
          label={t('form.level')}
          value={values.pTeamLevel}
          onChange={(event) => onChange('pTeamLevel', event.target.value)}
          error={Boolean(errors.pTeamLevel)}
          helperText={errors.pTeamLevel ?? ' '}
          disabled={disabled}
        >
          {levels.map((level) => (
            <MenuItem key={level.code} value={String(level.code)}>
              {level.description}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <SlotFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        coaches={coaches}
        coachesLoading={coachesLoading}
        days={days}
        disabled={disabled}
        onChange={onChange}
      />
    </Grid>
  )
}
