import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { z } from 'zod'
import { academySettingsRequest } from '@contract/money'
import type { AcademySettings } from '@contract/money'
import { baseApi } from '@/api/baseApi'
import { failureText } from '@/api/errors'
import { ContractFormFrame, FormTextField, useContractForm } from '@/components/form'
import { translateContractMessage } from '@/i18n/i18n'
import { useSettingsT } from './i18n'

// The academy's name in Arabic (issue 25, migration 0027): the header of every receipt printed in Arabic. Changed by
// a user who manages the sites and has every site (the server says so otherwise); the currency is sent as it is.

/** GET/PUT /settings/academy for the Settings screen's academy cards (this one and AcademyTimeZone.tsx). */
export const academyNameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    academyName: build.query<AcademySettings, void>({ query: () => '/settings/academy' }),
    saveAcademyName: build.mutation<AcademySettings, { currency: string; nameAr?: string; timeZone?: string }>({
      query: (body) => ({ url: '/settings/academy', method: 'PUT', body }),
    }),
  }),
})

const nameForm = z.object({ nameAr: academySettingsRequest.shape.nameAr.unwrap() })

export function AcademyName() {
  const t = useSettingsT()
  const settings = academyNameApi.useAcademyNameQuery()
  return (
    <Card component="section" aria-labelledby="academy-name-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="academy-name-title" component="h2" variant="h3" gutterBottom>
          {t('academyName.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('academyName.intro')}
        </Typography>
        {settings.isFetching && !settings.data && <CircularProgress aria-label={t('academyName.loading')} />}
        {settings.isError && <Alert severity="error">{failureText(settings.error, t('academyName.failed'))}</Alert>}
        {settings.data && <NameForm key={settings.fulfilledTimeStamp} settings={settings.data} />}
      </CardContent>
    </Card>
  )
}

function NameForm({ settings }: { settings: AcademySettings }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const [save] = academyNameApi.useSaveAcademyNameMutation()
  const form = useContractForm({
    schema: nameForm,
    defaultValues: { nameAr: settings.nameAr },
    translate: translateContractMessage,
  })
  const submit = form.submitWith(async ({ nameAr }) => {
    try {
      await save({ currency: settings.currency, nameAr }).unwrap()
      enqueueSnackbar(t('academyName.saved'), { variant: 'success' })
    } catch (error) {
      if (form.fail(error, t('academyName.saveFailed')))
        enqueueSnackbar(failureText(error, t('academyName.saveFailed')), { variant: 'error' })
    }
  })
  return (
    <ContractFormFrame form={form} onSubmit={submit} label={t('academyName.title')}>
      <FormTextField name="nameAr" label={t('academyName.nameAr')} slotProps={{ htmlInput: { dir: 'rtl' } }} />
      <div>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('academyName.save')}
        </Button>
      </div>
    </ContractFormFrame>
  )
}
