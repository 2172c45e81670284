import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { siteSettings, siteSettingsResponse } from '@contract/sessions'
import type { SiteSettingsRequest, SiteSettingsResponse } from '@contract/sessions'
import { baseApi } from '@/api/baseApi'
import { failureText } from '@/api/errors'
import { idTag, onSuccess } from '@/api/tags'
import { ContractFormFrame, FormCheckbox, FormTextField, useContractForm } from '@/components/form'
import { translateContractMessage } from '@/i18n/i18n'
import { useSelectedSite, useSiteName, useUserSites } from '@/session/useSession'
import { useSettingsT } from './i18n'

// A site's rules (issue 14): GET/PUT /api/sites/{id}/settings — how many weeks a make-up credit lasts, how many
// days a waitlist offer holds its seat.
const siteRulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteRules: build.query<SiteSettingsResponse, number>({
      query: (site) => `/sites/${site}/settings`,
      responseSchema: siteSettingsResponse,
      providesTags: (_result, _error, site) => [idTag('SiteSettings', site)],
    }),
    saveSiteRules: build.mutation<SiteSettingsResponse, { site: number } & SiteSettingsRequest>({
      query: ({ site, ...body }) => ({ url: `/sites/${site}/settings`, method: 'PUT', body }),
      responseSchema: siteSettingsResponse,
      invalidatesTags: onSuccess(({ site }) => [idTag('SiteSettings', site)]),
    }),
  }),
})

/** The Site tab's rules card: pick one of the user's sites, read its rules, change them when the server allows. */
export function SiteRules() {
  const t = useSettingsT()
  const sites = useUserSites()
  const siteName = useSiteName()
  const chosen = useSelectedSite()
  const [site, setSite] = useState<number | undefined>(chosen?.id ?? sites[0]?.id)
  const rules = siteRulesApi.useSiteRulesQuery(site ?? 0, { skip: site === undefined })
  return (
    <Card component="section" aria-labelledby="site-rules-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="site-rules-title" component="h2" variant="h3" gutterBottom>
          {t('siteRules.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('siteRules.intro')}
        </Typography>
        <TextField
          select
          id="site-rules-site"
          label={t('siteRules.site')}
          value={site === undefined ? '' : String(site)}
          onChange={(event) => setSite(Number(event.target.value))}
          sx={{ minWidth: 240, mb: 2 }}
        >
          {sites.map((entry) => (
            <MenuItem key={entry.id} value={String(entry.id)}>
              {siteName(entry)} ({entry.id})
            </MenuItem>
          ))}
        </TextField>
        {rules.isFetching && !rules.data && <CircularProgress aria-label={t('siteRules.loading')} />}
        {rules.isError && <Alert severity="error">{failureText(rules.error, t('siteRules.failed'))}</Alert>}
        {rules.data && site !== undefined && (
          <RulesForm key={`${site}:${rules.fulfilledTimeStamp}`} site={site} rules={rules.data} />
        )}
      </CardContent>
    </Card>
  )
}

function RulesForm({ site, rules }: { site: number; rules: SiteSettingsResponse }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const [save] = siteRulesApi.useSaveSiteRulesMutation()
  const form = useContractForm({
    schema: siteSettings,
    defaultValues: {
      makeupExpiryWeeks: String(rules.makeupExpiryWeeks),
      waitlistOfferDays: String(rules.waitlistOfferDays),
      cancelGivesMakeup: rules.cancelGivesMakeup,
    },
    translate: translateContractMessage,
  })
  const submit = form.submitWith(async (payload) => {
    try {
      await save({ site, ...payload }).unwrap()
      enqueueSnackbar(t('siteRules.saved'), { variant: 'success' })
    } catch (error) {
      if (form.fail(error, t('siteRules.saveFailed')))
        enqueueSnackbar(failureText(error, t('siteRules.saveFailed')), { variant: 'error' })
    }
  })
  return (
    <ContractFormFrame form={form} onSubmit={submit} label={t('siteRules.title')}>
      {!rules.canEdit && <Alert severity="info">{t('siteRules.readOnly')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="makeupExpiryWeeks"
          label={t('siteRules.makeupExpiryWeeks')}
          hint={t('siteRules.makeupHint')}
          disabled={!rules.canEdit}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          name="waitlistOfferDays"
          label={t('siteRules.waitlistOfferDays')}
          hint={t('siteRules.offerHint')}
          disabled={!rules.canEdit}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <FormCheckbox name="cancelGivesMakeup" label={t('siteRules.cancelGivesMakeup')} disabled={!rules.canEdit} />
      {rules.canEdit && (
        <div>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('siteRules.saving') : t('siteRules.save')}
          </Button>
        </div>
      )}
    </ContractFormFrame>
  )
}
