import { useState } from 'react'
import { Grid, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { usersSummaryQuery } from '@contract/settings'
import { getErrorMessage, getErrorStatus, getServerMessage } from '@/api/errors'
import { useSelectedSite } from '@/session/useSession'
import { useContractForm } from '@/components/form'
import { OneFieldContractForm } from './FormFields'
import { useSettingsT } from './i18n'
import { NewUserPanel } from './NewUserPanel'
import { useLazyUsersSummaryQuery } from './settingsApi'
import { UserForm } from './UserForm'
import { UserCard } from './UserCard'

/** The Users tab (SPEC.md section 2): users of a site as cards, Create User with its new-user panel, Update User. */
export function UsersTab() {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const siteForm = useContractForm({ schema: usersSummaryQuery, defaultValues: { site: site ? String(site.id) : '' } })
  const [fetchUsers, users] = useLazyUsersSummaryQuery()
  // The panel names one new user and their first password: it goes once that user is updated (the password or the
  // account may have changed) or another site is chosen.
  const [created, setCreated] = useState<{ userId: number; password: string; site?: number } | null>(null)
  const newUser = created && created.site === site?.id ? created : null
  const forget = (userId: number) => setCreated((current) => (current?.userId === userId ? null : current))

  const submit = siteForm.submitWith(async ({ site: chosen }) => {
    try {
      await fetchUsers(Number(chosen)).unwrap()
    } catch (error) {
      // SPEC.md section 7: a 404 with a message means the site has no users.
      if (getErrorStatus(error) === 404) enqueueSnackbar(getErrorMessage(error), { variant: 'info' })
      else enqueueSnackbar(t('users.fetchFailed'), { variant: 'error' })
    }
  })

  const shown = users.isError ? [] : (users.data ?? [])

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t('users.heading')}</Typography>
      <OneFieldContractForm
        form={siteForm}
        name="site"
        id="users-site-id"
        label={t('common.siteId')}
        onSubmit={submit}
        submitLabel={t('users.get')}
        busy={users.isFetching}
        numeric
        maxWidth={480}
      />
      {users.isError && getErrorStatus(users.error) === 404 && (
        <Typography color="text.secondary">{getServerMessage(users.error)}</Typography>
      )}
      {shown.length > 0 && (
        // The grid itself is the list, so its items are the list's own (axe: a list holds only list items).
        <Grid
          container
          spacing={1.5}
          component="ul"
          aria-label={t('users.listLabel', { site: users.originalArgs })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {shown.map((user) => (
            <Grid key={user.userId} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <UserCard user={user} />
            </Grid>
          ))}
        </Grid>
      )}

      {newUser && (
        <NewUserPanel userId={newUser.userId} password={newUser.password} onDismiss={() => setCreated(null)} />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <UserForm mode="create" onCreated={(userId, password) => setCreated({ userId, password, site: site?.id })} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <UserForm mode="update" onUpdated={forget} />
        </Grid>
      </Grid>
    </Stack>
  )
}
