import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Checkbox, FormControlLabel, Grid, Stack, TextField } from '@mui/material'
import { useSnackbar } from 'notistack'
import { createUserRequest } from '@contract/settings'
import { getErrorMessage } from '@/api/errors'
import { useSelectedSite } from '@/session/useSession'
import { serverFieldErrors, zodFieldErrors } from './formErrors'
import type { FieldErrors } from './formErrors'
import { useSettingsT } from './i18n'
import { useCreateUserMutation } from './settingsApi'
import { SectionCard } from './SectionCard'
import { UserTypeSelect } from './UserTypeSelect'

/** Create User: full name, site ID, user type, password, Disabled. Reports the new ID and password upward. */
export function CreateUserForm({ onCreated }: { onCreated: (userId: number, password: string) => void }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const [createUser, { isLoading }] = useCreateUserMutation()
  const [fullName, setFullName] = useState('')
  const [siteId, setSiteId] = useState(site ? String(site.id) : '')
  const [userTypeId, setUserTypeId] = useState('')
  const [password, setPassword] = useState('')
  const [disabled, setDisabled] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const values = { fullName, site: siteId, userTypeId, password, disabled }
    const parsed = createUserRequest.safeParse(values)
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error))
    setErrors({})
    try {
      const { userId } = await createUser(values).unwrap()
      enqueueSnackbar(t('users.created'), { variant: 'success' })
      onCreated(userId, password)
      setFullName('')
      setPassword('')
      setDisabled(false)
    } catch (error) {
      setErrors(serverFieldErrors(error))
      setFailure(getErrorMessage(error))
      enqueueSnackbar(t('users.createFailed'), { variant: 'error' })
    }
  }

  return (
    <SectionCard title={t('users.createHeading')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="create-user-full-name"
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
              id="create-user-site"
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
              id="create-user-type"
              value={userTypeId}
              onChange={setUserTypeId}
              error={errors.userTypeId}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="create-user-password"
              type="password"
              label={t('common.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? t('users.passwordRule')}
              size="small"
              required
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
            {isLoading ? t('users.creating') : t('users.create')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  )
}
