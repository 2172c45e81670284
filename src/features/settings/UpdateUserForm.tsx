import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Checkbox, FormControlLabel, Grid, Stack, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { updateUserRequest } from '@contract/settings'
import { getErrorMessage } from '@/api/errors'
import { serverFieldErrors, zodFieldErrors } from './formErrors'
import type { FieldErrors } from './formErrors'
import { useSettingsT } from './i18n'
import { useUpdateUserMutation } from './settingsApi'
import { SectionCard } from './SectionCard'
import { UserTypeSelect } from './UserTypeSelect'

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
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="update-user-id"
              label={t('common.userId')}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              error={Boolean(errors.userId)}
              helperText={errors.userId}
              size="small"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="update-user-full-name"
              label={t('common.fullName')}
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              error={Boolean(errors.fullName)}
              helperText={errors.fullName}
              size="small"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="update-user-site"
              label={t('common.siteId')}
              value={siteId}
              onChange={(event) => setSiteId(event.target.value)}
              error={Boolean(errors.site)}
              helperText={errors.site}
              size="small"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <UserTypeSelect
              id="update-user-type"
              value={userTypeId}
              onChange={setUserTypeId}
              error={errors.userTypeId}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <TextField
              id="update-user-password"
              type="password"
              label={t('users.passwordOptional')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? t('users.passwordKeep')}
              size="small"
              autoComplete="new-password"
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={<Checkbox checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
            label={t('common.disabled')}
          />
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('users.updating') : t('users.update')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  )
}
