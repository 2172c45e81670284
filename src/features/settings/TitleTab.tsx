import { useState } from 'react'
import { Grid, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { titleShowQuery } from '@contract/settings'
import type { Title } from '@contract/settings'
import { getErrorMessage } from '@/api/errors'
import { dataText } from '@/i18n/i18n'
import { useContractForm } from '@/components/form'
import { OneFieldContractForm } from './FormFields'
import { useSettingsT } from './i18n'
import { PrivilegesPanel } from './PrivilegesPanel'
import { useLazySettingsTitlesQuery } from './settingsApi'
import { TitleCard } from './TitleCard'

/** The Title tab (SPEC.md section 2): a user's titles as cards; Add Priv opens the privileges panel for one. */
export function TitleTab() {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const userForm = useContractForm({ schema: titleShowQuery, defaultValues: { userId: '' } })
  const [fetchTitles, titles] = useLazySettingsTitlesQuery()
  const [editing, setEditing] = useState<{ userId: number; title: Title } | null>(null)

  const submit = userForm.submitWith(async ({ userId }) => {
    setEditing(null)
    try {
      await fetchTitles(Number(userId)).unwrap()
    } catch {
      enqueueSnackbar(t('titles.fetchFailed'), { variant: 'error' })
    }
  })

  const shownFor = titles.originalArgs
  const shown = titles.isError ? [] : (titles.data ?? [])

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t('titles.heading')}</Typography>
      <OneFieldContractForm
        form={userForm}
        name="userId"
        id="titles-user-id"
        label={t('common.userId')}
        onSubmit={submit}
        submitLabel={t('titles.get')}
        busy={titles.isFetching}
        numeric
        maxWidth={480}
      />
      {titles.isError && <Typography color="error">{getErrorMessage(titles.error)}</Typography>}
      {shown.length > 0 && shownFor !== undefined && (
        <Grid
          container
          spacing={1.5}
          component="ul"
          aria-label={t('titles.listLabel', { id: shownFor })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {shown.map((title) => (
            <Grid key={title.code} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <TitleCard
                title={title}
                active={editing?.title.code === title.code}
                onAddPriv={() => setEditing({ userId: shownFor, title })}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <PrivilegesPanel
          // Another title (or user) starts with an empty selection.
          key={`${editing.userId}:${editing.title.code}`}
          userId={editing.userId}
          userType={{ code: editing.title.code, title: dataText(editing.title.title) }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
