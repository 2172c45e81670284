import { Button, Grid, Stack } from '@mui/material'
import { useSnackbar } from 'notistack'
import { settingsUpdateCoachRequest } from '@contract/coaches'
import { LOOKUP_GROUP } from '@contract/lookups'
import { getErrorMessage } from '@/api/errors'
import { ContractFormFrame, FormCheckbox, FormTextField, useContractForm } from '@/components/form'
import { CodeSelect } from './CodeSelect'
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
const half = { xs: 12, sm: 6 }

/**
 * Update Coach (SPEC.md section 2, Coaches): coach ID, full name, type, Active. A blank name or type keeps the
 * current one; Edit on a coach card fills the form with that coach.
 */
export function CoachUpdateForm({ preset = EMPTY }: { preset?: CoachPreset }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const [updateCoach, { isLoading }] = useUpdateSettingsCoachMutation()
  const form = useContractForm({
    schema: settingsUpdateCoachRequest,
    defaultValues: preset,
    toPayload: ({ coachId, fullName, type, isActive }) => ({
      coachId,
      fullName: fullName.trim() === '' ? undefined : fullName,
      type: type === '' ? undefined : type,
      isActive,
    }),
  })

  const submit = form.submitWith(async (payload) => {
    try {
      const { message } = await updateCoach(payload).unwrap()
      enqueueSnackbar(message, { variant: 'success' })
    } catch (error) {
      // SPEC.md section 8: update failures show the error message.
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <SectionCard title={t('coaches.updateHeading')}>
      <ContractFormFrame form={form} onSubmit={submit}>
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField
              name="coachId"
              id="update-coach-id"
              label={t('coaches.coachId')}
              required
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="fullName"
              id="update-coach-full-name"
              label={t('coaches.fullName')}
              hint={t('coaches.keepHint')}
              size="small"
            />
          </Grid>
          <Grid size={half}>
            <CodeSelect
              name="type"
              id="update-coach-type"
              label={t('coaches.type')}
              group={LOOKUP_GROUP.coachType}
              emptyLabel={t('coaches.unchanged')}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormCheckbox name="isActive" label={t('coaches.active')} />
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('coaches.updating') : t('coaches.update')}
          </Button>
        </Stack>
      </ContractFormFrame>
    </SectionCard>
  )
}
