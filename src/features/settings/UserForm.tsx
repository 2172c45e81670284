import { Button, Grid, MenuItem, Stack } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import { createUserRequest, updateUserRequest } from '@contract/settings'
import { ContractFormFrame, FormCheckbox, FormTextField, useContractForm } from '@/components/form'
import { useAppCode } from '@/lookups/useAppCode'
import { useSelectedSite } from '@/session/useSession'
import { useSettingsT } from './i18n'
import { useCreateUserMutation, useUpdateUserMutation } from './settingsApi'
import { SectionCard } from './SectionCard'

interface UserValues {
  userId: string
  fullName: string
  site: string
  userTypeId: string
  password: string
  disabled: boolean
}

type UserFormProps =
  | { mode: 'create'; onCreated: (userId: number, password: string) => void; onUpdated?: never }
  | { mode: 'update'; onCreated?: never; onUpdated?: (userId: number) => void }

/**
 * Create User (full name, site ID, user type, password, Disabled) and Update User (the same with the user ID first
 * and an optional password: blank keeps it) — SPEC.md section 2, Users. One form, two modes.
 */
export function UserForm({ mode, onCreated, onUpdated }: UserFormProps) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const types = useAppCode(LOOKUP_GROUP.userType)
  const [createUser, creating] = useCreateUserMutation()
  const [updateUser, updating] = useUpdateUserMutation()
  const creates = mode === 'create'
  const prefix = creates ? 'create-user' : 'update-user'
  const form = useContractForm<UserValues, Record<string, unknown>>({
    schema: creates ? createUserRequest : updateUserRequest,
    defaultValues: {
      userId: '',
      fullName: '',
      site: creates && site ? String(site.id) : '',
      userTypeId: '',
      password: '',
      disabled: false,
    },
    toPayload: ({ userId, ...values }) => (creates ? values : { userId, ...values }),
  })

  const submit = form.submitWith(async (payload, values) => {
    try {
      if (creates) {
        const { userId } = await createUser(payload as never).unwrap()
        enqueueSnackbar(t('users.created'), { variant: 'success' })
        onCreated?.(userId, values.password)
        form.reset({ ...values, fullName: '', password: '', disabled: false })
      } else {
        const { message } = await updateUser(payload as never).unwrap()
        enqueueSnackbar(message || t('users.updated'), { variant: 'success' })
        onUpdated?.(Number(values.userId))
        form.setValue('password', '')
      }
    } catch (error) {
      const fallback = creates ? t('users.createFailed') : t('users.updateFailed')
      if (form.fail(error, fallback)) enqueueSnackbar(fallback, { variant: 'error' })
    }
  })
  const busy = creating.isLoading || updating.isLoading || form.formState.isSubmitting
  const half = { xs: 12, sm: 6 }

  return (
    <SectionCard title={creates ? t('users.createHeading') : t('users.updateHeading')}>
      <ContractFormFrame form={form} onSubmit={submit}>
        <Grid container spacing={2}>
          {!creates && (
            <Grid size={half}>
              <FormTextField
                name="userId"
                id="update-user-id"
                label={t('common.userId')}
                required
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
          )}
          <Grid size={half}>
            <FormTextField
              name="fullName"
              id={`${prefix}-full-name`}
              label={t('common.fullName')}
              required
              size="small"
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              name="site"
              id={`${prefix}-site`}
              label={t('common.siteId')}
              required
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              select
              name="userTypeId"
              id={`${prefix}-type`}
              label={t('common.userType')}
              required
              size="small"
            >
              {types.items.map((item) => (
                <MenuItem key={item.code} value={String(item.code)}>
                  {item.description}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={creates ? half : { xs: 12 }}>
            <FormTextField
              name="password"
              id={`${prefix}-password`}
              type="password"
              label={creates ? t('common.password') : t('users.passwordOptional')}
              hint={creates ? t('users.passwordRule') : t('users.passwordKeep')}
              required={creates}
              size="small"
              autoComplete="new-password"
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormCheckbox name="disabled" label={t('common.disabled')} />
          <Button type="submit" variant="contained" disabled={busy}>
            {creates
              ? busy
                ? t('users.creating')
                : t('users.create')
              : busy
                ? t('users.updating')
                : t('users.update')}
          </Button>
        </Stack>
      </ContractFormFrame>
    </SectionCard>
  )
}
