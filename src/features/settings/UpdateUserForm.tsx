import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Grid, Stack } from '@mui/material'
import { useSnackbar } from 'notistack'
import { updateUserRequest } from '@contract/settings'
import { getErrorMessage } from '@/api/errors'
import { serverFieldErrors, zodFieldErrors } from './formErrors'
import type { FieldErrors } from './formErrors'
import { FormField, FormFooter } from './FormFields'
import { useSettingsT } from './i18n'
import { useUpdateUserMutation } from './settingsApi'
import { SectionCard } from './SectionCard'
import { UserFields } from './UserFields'

/** Update User: user ID, full name, site ID, user type, optional password (blank keeps it), Disabled. */
export function UpdateUserForm() {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const [updateUser, { isLoading }] = useUpdateUserMutation()
  const [userId, setUserId] = useState('')
  const [fullName, setFullName] = useState('')
  const [siteId, setSiteId] = useState('')
  const [userTypeId, setUserTypeId] = useState('')
  const [password, setPassword] = useState('')
  const [disabled, setDisabled] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const values = { userId, fullName, site: siteId, userTypeId, password, disabled }
    const parsed = updateUserRequest.safeParse(values)
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    try {
      const { message } = await updateUser(values).unwrap()
      enqueueSnackbar(message || t('users.updated'), { variant: 'success' })
      setPassword('')
    } catch (error) {
      setErrors(serverFieldErrors(error))
      setFailure(getErrorMessage(error))
      enqueueSnackbar(t('users.updateFailed'), { variant: 'error' })
    }
  }

  return (
    <SectionCard title={t('users.updateHeading')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2}>
          <FormField
            id="update-user-id"
            label={t('common.userId')}
            value={userId}
            onChange={setUserId}
            error={errors.userId}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <UserFields
            idPrefix="update-user"
            fullName={fullName}
            onFullName={setFullName}
            siteId={siteId}
            onSiteId={setSiteId}
            userTypeId={userTypeId}
            onUserTypeId={setUserTypeId}
            errors={errors}
          />
          <FormField
            id="update-user-password"
            type="password"
            label={t('users.passwordOptional')}
            value={password}
            onChange={setPassword}
            error={errors.password}
            hint={t('users.passwordKeep')}
            autoComplete="new-password"
            wide
          />
        </Grid>
        <FormFooter
          checkLabel={t('common.disabled')}
          checked={disabled}
          onCheck={setDisabled}
          submitLabel={isLoading ? t('users.updating') : t('users.update')}
          submitDisabled={isLoading}
        />
      </Stack>
    </SectionCard>
  )
}
