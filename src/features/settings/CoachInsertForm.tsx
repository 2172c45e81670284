import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Grid, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { insertCoachRequest } from '@contract/coaches'
import { LOOKUP_GROUP } from '@contract/lookups'
import { getErrorMessage } from '@/api/errors'
import { useSelectedSite, useSessionUser } from '@/session/useSession'
import { CodeSelect } from './CodeSelect'
import { serverFieldErrors, zodFieldErrors } from './formErrors'
import type { FieldErrors } from './formErrors'
import { FormField, FormFooter } from './FormFields'
import { useSettingsT } from './i18n'
import { SectionCard } from './SectionCard'
import { useInsertSettingsCoachMutation } from './settingsApi'

/** Insert Coach (SPEC.md section 2, Coaches): full name, birth date, gender, type, mobile number, Active. */
export function CoachInsertForm() {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const user = useSessionUser()
  const [insertCoach, { isLoading }] = useInsertSettingsCoachMutation()
  const [fullName, setFullName] = useState('')
  const [birthDate, setBirthDate] = useState('')
  const [gender, setGender] = useState('')
  const [type, setType] = useState('')
  const [mobileNumber, setMobileNumber] = useState('')
  const [isActive, setIsActive] = useState(true)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const values = { userId: user?.userID, site: site?.id, fullName, birthDate, gender, type, isActive, mobileNumber }
    const parsed = insertCoachRequest.safeParse(values)
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    try {
      const { message } = await insertCoach(parsed.data).unwrap()
      enqueueSnackbar(message, { variant: 'success' })
      setFullName('')
      setBirthDate('')
      setGender('')
      setType('')
      setMobileNumber('')
      setIsActive(true)
    } catch (error) {
      // SPEC.md section 8: insert failures show the error message.
      setErrors(serverFieldErrors(error))
      setFailure(getErrorMessage(error))
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  }

  return (
    <SectionCard title={t('coaches.insertHeading')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Typography variant="body2" color={site ? 'text.secondary' : 'warning.main'}>
          {site ? t('coaches.siteNote', { id: site.id }) : t('coaches.noSite')}
        </Typography>
        {(failure || errors.site) && <Alert severity="error">{errors.site ?? failure}</Alert>}
        <Grid container spacing={2}>
          <FormField
            id="insert-coach-full-name"
            label={t('coaches.fullName')}
            value={fullName}
            onChange={setFullName}
            error={errors.fullName}
            required
          />
          <FormField
            id="insert-coach-birth-date"
            type="date"
            label={t('coaches.birthDate')}
            value={birthDate}
            onChange={setBirthDate}
            error={errors.birthDate}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Grid size={{ xs: 12, sm: 6 }}>
            <CodeSelect
              id="insert-coach-gender"
              label={t('coaches.gender')}
              group={LOOKUP_GROUP.gender}
              value={gender}
              onChange={setGender}
              error={errors.gender}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CodeSelect
              id="insert-coach-type"
              label={t('coaches.type')}
              group={LOOKUP_GROUP.coachType}
              value={type}
              onChange={setType}
              error={errors.type}
              required
            />
          </Grid>
          <FormField
            id="insert-coach-mobile"
            label={t('coaches.mobileNumber')}
            value={mobileNumber}
            onChange={setMobileNumber}
            error={errors.mobileNumber}
            required
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Grid>
        <FormFooter
          checkLabel={t('coaches.active')}
          checked={isActive}
          onCheck={setIsActive}
          submitLabel={isLoading ? t('coaches.inserting') : t('coaches.insert')}
          submitDisabled={isLoading || !site}
        />
      </Stack>
    </SectionCard>
  )
}
