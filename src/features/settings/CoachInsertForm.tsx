import { Button, Grid, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { insertCoachRequest } from '@contract/coaches'
import { LOOKUP_GROUP } from '@contract/lookups'
import { getErrorMessage } from '@/api/errors'
import { ContractFormFrame, FormCheckbox, FormTextField, useContractForm } from '@/components/form'
import { useSelectedSite, useSessionUser } from '@/session/useSession'
import { CodeSelect } from './CodeSelect'
import { useSettingsT } from './i18n'
import { SectionCard } from './SectionCard'
import { useInsertSettingsCoachMutation } from './settingsApi'

const EMPTY = { fullName: '', birthDate: '', gender: '', type: '', mobileNumber: '', isActive: true }
const half = { xs: 12, sm: 6 }

/** Insert Coach (SPEC.md section 2, Coaches): full name, birth date, gender, type, mobile number, Active. */
export function CoachInsertForm() {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const user = useSessionUser()
  const [insertCoach, { isLoading }] = useInsertSettingsCoachMutation()
  const form = useContractForm({
    schema: insertCoachRequest,
    defaultValues: EMPTY,
    toPayload: (values) => ({ ...values, userId: user?.userID, site: site?.id }),
    sendParsed: true,
  })

  const submit = form.submitWith(async (payload) => {
    try {
      const { message } = await insertCoach(payload as never).unwrap()
      enqueueSnackbar(message, { variant: 'success' })
      form.reset(EMPTY)
    } catch (error) {
      // SPEC.md section 8: insert failures show the error message.
      if (form.fail(error, getErrorMessage(error))) enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  return (
    <SectionCard title={t('coaches.insertHeading')}>
      <ContractFormFrame form={form} onSubmit={submit}>
        <Typography variant="body2" color={site ? 'text.secondary' : 'warning.main'}>
          {site ? t('coaches.siteNote', { id: site.id }) : t('coaches.noSite')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField
              name="fullName"
              id="insert-coach-full-name"
              label={t('coaches.fullName')}
              required
              size="small"
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="birthDate"
              id="insert-coach-birth-date"
              type="date"
              label={t('coaches.birthDate')}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={half}>
            <CodeSelect
              name="gender"
              id="insert-coach-gender"
              label={t('coaches.gender')}
              group={LOOKUP_GROUP.gender}
            />
          </Grid>
          <Grid size={half}>
            <CodeSelect
              name="type"
              id="insert-coach-type"
              label={t('coaches.type')}
              group={LOOKUP_GROUP.coachType}
              required
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="mobileNumber"
              id="insert-coach-mobile"
              label={t('coaches.mobileNumber')}
              required
              size="small"
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormCheckbox name="isActive" label={t('coaches.active')} />
          <Button type="submit" variant="contained" disabled={isLoading || !site}>
            {isLoading ? t('coaches.inserting') : t('coaches.insert')}
          </Button>
        </Stack>
      </ContractFormFrame>
    </SectionCard>
  )
}
