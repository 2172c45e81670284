import { useMemo, useState, type FormEvent } from 'react'
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useSnackbar } from 'notistack'
import { timeZoneChoices } from '@contract/academy-clock'
import type { AcademySettings } from '@contract/money'
import { failureText, serverFieldErrors } from '@/api/errors'
import { setAcademyTimeZone } from '@/i18n/academyTimeZone'
import { academyNameApi } from './AcademyName'
import { useSettingsT } from './i18n'

// The academy's time zone (issue 25, migration 0028): its "today", its business days and every time the app shows.
// Changed by a user who manages the sites and has every site (the server says so otherwise); the currency is sent as
// it is and the Arabic name left out (kept). Once saved, the app's dates follow the new zone at once
// (src/i18n/academyTimeZone.ts), as the server's rules do from its next request.

export function AcademyTimeZone() {
  const t = useSettingsT()
  const settings = academyNameApi.useAcademyNameQuery()
  return (
    <Card component="section" aria-labelledby="academy-time-zone-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="academy-time-zone-title" component="h2" variant="h3" gutterBottom>
          {t('academyTimeZone.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('academyTimeZone.intro')}
        </Typography>
        {settings.isFetching && !settings.data && <CircularProgress aria-label={t('academyTimeZone.loading')} />}
        {settings.isError && <Alert severity="error">{failureText(settings.error, t('academyTimeZone.failed'))}</Alert>}
        {settings.data && <ZoneForm key={settings.fulfilledTimeStamp} settings={settings.data} />}
      </CardContent>
    </Card>
  )
}

function ZoneForm({ settings }: { settings: AcademySettings }) {
  const t = useSettingsT()
  const { enqueueSnackbar } = useSnackbar()
  const [save, saving] = academyNameApi.useSaveAcademyNameMutation()
  const choices = useMemo(() => {
    const zones = timeZoneChoices()
    return zones.includes(settings.timeZone) ? zones : [settings.timeZone, ...zones]
  }, [settings.timeZone])
  const [zone, setZone] = useState<string | null>(settings.timeZone)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      const saved = await save({ currency: settings.currency, timeZone: zone ?? '' }).unwrap()
      setAcademyTimeZone(saved.timeZone)
      enqueueSnackbar(t('academyTimeZone.saved'), { variant: 'success' })
    } catch (failure) {
      // The server's refusal of the zone, in the language of the request, beside the field.
      const field = serverFieldErrors(failure).timeZone
      if (field) setError(field)
      else enqueueSnackbar(failureText(failure, t('academyTimeZone.saveFailed')), { variant: 'error' })
    }
  }

  return (
    <Stack component="form" onSubmit={submit} spacing={2} aria-label={t('academyTimeZone.title')} noValidate>
      <Autocomplete
        options={choices}
        value={zone}
        onChange={(_, next) => setZone(next)}
        noOptionsText={t('academyTimeZone.noMatch')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('academyTimeZone.timeZone')}
            error={error !== null}
            helperText={error ?? undefined}
          />
        )}
      />
      <div>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {t('academyTimeZone.save')}
        </Button>
      </div>
    </Stack>
  )
}
