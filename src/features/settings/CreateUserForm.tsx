import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Grid, Stack } from '@mui/material'
import { useSnackbar } from 'notistack'
import { createUserRequest } from '@contract/settings'
import { getErrorMessage } from '@/api/errors'
import { useSelectedSite } from '@/session/useSession'
import { serverFieldErrors, zodFieldErrors } from './formErrors'
import type { FieldErrors } from './formErrors'
import { FormField, FormFooter } from './FormFields'
import { useSettingsT } from './i18n'
import { useCreateUserMutation } from './settingsApi'
import { SectionCard } from './SectionCard'
import { UserFields } from './UserFields'

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
          <UserFields
            idPrefix="create-user"
            fullName={fullName}
            onFullName={setFullName}
            siteId={siteId}
            onSiteId={setSiteId}
            userTypeId={userTypeId}
            onUserTypeId={setUserTypeId}
            errors={errors}
          />
          <FormField
            id="create-user-password"
            type="password"
            label={t('common.password')}
            value={password}
            onChange={setPassword}
            error={errors.password}
            hint={t('users.passwordRule')}
            required
            autoComplete="new-password"
          />
        </Grid>
        <FormFooter
          checkLabel={t('common.disabled')}
          checked={disabled}
          onCheck={setDisabled}
          submitLabel={isLoading ? t('users.creating') : t('users.create')}
          submitDisabled={isLoading}
        />
      </Stack>
    </SectionCard>
  )
}
