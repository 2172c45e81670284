import { useState } from 'react'
import { Grid, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { coachesBySiteParams } from '@contract/coaches'
import { getErrorMessage } from '@/api/errors'
import { useSelectedSite } from '@/session/useSession'
import { useContractForm } from '@/components/form'
import { OneFieldContractForm } from './FormFields'
import { CoachCard } from './CoachCard'
import { CoachInsertForm } from './CoachInsertForm'
import { CoachUpdateForm } from './CoachUpdateForm'
import type { CoachPreset } from './CoachUpdateForm'
import { useSettingsT } from './i18n'
import { useLazySettingsCoachesQuery } from './settingsApi'

/**
 * The Coaches tab (SPEC.md section 2): Insert Coach, Update Coach, and a site's coaches as cards, on the coach calls
 * of contract/coaches.ts (POST /Coaches/insert, PUT /Coaches/update, GET /Coaches/site/{site}).
 */
export function CoachesTab() {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const siteForm = useContractForm({
    schema: coachesBySiteParams,
    defaultValues: { site: site ? String(site.id) : '' },
  })
  const [fetchCoaches, coaches] = useLazySettingsCoachesQuery()
  // Editing a card remounts the update form with that coach (the key), so it starts from the card's values.
  const [preset, setPreset] = useState<{ key: number; values?: CoachPreset }>({ key: 0 })

  const submit = siteForm.submitWith(async ({ site: chosen }) => {
    try {
      await fetchCoaches(Number(chosen)).unwrap()
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' })
    }
  })

  const shown = coaches.isError ? [] : (coaches.data ?? [])

  return (
    <Stack spacing={3}>
      <Typography variant="h2">{t('coaches.heading')}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CoachInsertForm />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <CoachUpdateForm key={preset.key} preset={preset.values} />
        </Grid>
      </Grid>
      <OneFieldContractForm
        form={siteForm}
        name="site"
        id="coaches-site-id"
        label={t('common.siteId')}
        onSubmit={submit}
        submitLabel={t('coaches.get')}
        busy={coaches.isFetching}
        numeric
        maxWidth={520}
      />
      {coaches.isSuccess && shown.length === 0 && <Typography color="text.secondary">{t('coaches.none')}</Typography>}
      {shown.length > 0 && (
        <Grid
          container
          spacing={1.5}
          component="ul"
          aria-label={t('coaches.listLabel', { site: coaches.originalArgs })}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {shown.map((coach) => (
            <Grid key={coach.coachID} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <CoachCard
                coach={coach}
                onEdit={() =>
                  setPreset((current) => ({
                    key: current.key + 1,
                    values: {
                      coachId: String(coach.coachID),
                      fullName: coach.fullName,
                      type: String(coach.coachType),
                      isActive: coach.isActive,
                    },
                  }))
                }
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  )
}
