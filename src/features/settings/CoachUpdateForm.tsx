import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Grid, Stack } from '@mui/material'
import { useSnackbar } from 'notistack'
import { settingsUpdateCoachRequest } from '@contract/coaches'
import { LOOKUP_GROUP } from '@contract/lookups'
import { getErrorMessage } from '@/api/errors'
import { CodeSelect } from './CodeSelect'
import { serverFieldErrors, zodFieldErrors } from './formErrors'
import type { FieldErrors } from './formErrors'
import { FormField, FormFooter } from './FormFields'
import { useSettingsT } from './i18n'
import { SectionCard } from './SectionCard'
import { useUpdateSettingsCoachMutation } from './settingsApi'

export interface CoachPreset {
  coachId: string
  fullName: string
  type: string
  isActive: boolean
}

const EMPTY: CoachPreset = { coachId: '', fullName: '', type: '', isActive: true }

/**
 * Update Coach (SPEC.md section 2, Coaches): coach ID, full name, type, Active. A blank name or type keeps the
 * current one; Edit on a coach card fills the form with that coach.
 */
export function CoachUpdateForm({ preset = EMPTY }: { preset?: CoachPreset }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const [updateCoach, { isLoading }] = useUpdateSettingsCoachMutation()
  const [coachId, setCoachId] = useState(preset.coachId)
  const [fullName, setFullName] = useState(preset.fullName)
  const [type, setType] = useState(preset.type)
  const [isActive, setIsActive] = useState(preset.isActive)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const values = {
      coachId,
      fullName: fullName.trim() === '' ? undefined : fullName,
      type: type === '' ? undefined : type,
      isActive,
    }
    const parsed = settingsUpdateCoachRequest.safeParse(values)
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    try {
      const { message } = await updateCoach(values).unwrap()
      enqueueSnackbar(message, { variant: 'success' })
    } catch (error) {
      // SPEC.md section 8: update failures show the error message.
      setErrors(serverFieldErrors(error))
      setFailure(getErrorMessage(error))
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  }

  return (
    <SectionCard title={t('coaches.updateHeading')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2}>
          <FormField
            id="update-coach-id"
            label={t('coaches.coachId')}
            value={coachId}
            onChange={setCoachId}
            error={errors.coachId}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormField
            id="update-coach-full-name"
            label={t('coaches.fullName')}
            value={fullName}
            onChange={setFullName}
            error={errors.fullName}
            hint={t('coaches.keepHint')}
          />
          <Grid size={{ xs: 12, sm: 6 }}>
            <CodeSelect
              id="update-coach-type"
              label={t('coaches.type')}
              group={LOOKUP_GROUP.coachType}
              value={type}
              onChange={setType}
              error={errors.type}
              emptyLabel={t('coaches.unchanged')}
            />
          </Grid>
        </Grid>
        <FormFooter
          checkLabel={t('coaches.active')}
          checked={isActive}
          onCheck={setIsActive}
          submitLabel={isLoading ? t('coaches.updating') : t('coaches.update')}
          submitDisabled={isLoading}
        />
      </Stack>
    </SectionCard>
  )
}
