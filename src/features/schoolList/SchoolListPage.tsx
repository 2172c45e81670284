import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { LOOKUP_GROUP } from '@contract/lookups'
import type { SchoolsSummaryResponse } from '@contract/schools'
import { failureText, getErrorStatus } from '@/api/errors'
import { PageContainer } from '@/components/PageContainer'
import { useAppCode } from '@/lookups/useAppCode'
import { useSelectedSite, useSiteName } from '@/session/useSession'
import { useSchoolListT } from './i18n'
import { InvoicesTable } from './InvoicesTable'
import { useLazySchoolsSummaryQuery } from './schoolListApi'
import { SchoolSummaryCards } from './SchoolSummaryCards'

/**
 * The school list (SPEC.md section 2, School List): the site's schools of a type and level, and what that type
 * costs per duration. Changing a criterion clears the results (section 4).
 */
export function SchoolListPage() {
  const t = useSchoolListT()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const siteName = useSiteName()
  const types = useAppCode(LOOKUP_GROUP.product)
  const levels = useAppCode(LOOKUP_GROUP.level)
  const [fetchSummary, { isFetching }] = useLazySchoolsSummaryQuery()
  const [type, setType] = useState('')
  const [level, setLevel] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<SchoolsSummaryResponse | null>(null)

  const change = (setter: (value: string) => void) => (event: { target: { value: string } }) => {
    setter(event.target.value)
    setResult(null)
    setError(null)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!type || !level) return setError(t('bothRequired'))
    if (!site) return setError(t('noSite'))
    setError(null)
    try {
      const data = await fetchSummary({ site: site.id, type, schoolLevel: level }).unwrap()
      setResult(data)
      if (data.summaries.length === 0) enqueueSnackbar(t('noSchools'), { variant: 'info' })
      else enqueueSnackbar(t('loaded'), { variant: 'success' })
    } catch (failure) {
      setResult(null)
      if (getErrorStatus(failure) === 401) return
      const text = failureText(failure, t('failed'))
      setError(text)
      enqueueSnackbar(t('failed'), { variant: 'error' })
    }
  }

  const empty = result && result.summaries.length === 0 && result.invoices.length === 0

  return (
    <PageContainer title={t('title')}>
      {site && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {t('siteLine', { name: siteName(site), id: site.id })}
        </Typography>
      )}
      <Card component="section" aria-labelledby="school-list-criteria" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="school-list-criteria" variant="h2" sx={{ mb: 2 }}>
            {t('criteria')}
          </Typography>
          <Stack component="form" noValidate onSubmit={submit} spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                id="school-list-type"
                label={t('type')}
                value={type}
                onChange={change(setType)}
                sx={{ minWidth: 220 }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('choose')}</option>
                {types.items.map((item) => (
                  <option key={item.code} value={String(item.code)}>
                    {item.description}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                id="school-list-level"
                label={t('level')}
                value={level}
                onChange={change(setLevel)}
                sx={{ minWidth: 180 }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('choose')}</option>
                {levels.items.map((item) => (
                  <option key={item.code} value={String(item.code)}>
                    {item.description}
                  </option>
                ))}
              </TextField>
              <Button type="submit" variant="contained" disabled={isFetching} sx={{ minWidth: 130, height: 56 }}>
                {isFetching ? t('loading') : t('getData')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      {empty && <Alert severity="info">{t('empty')}</Alert>}
      {result && !empty && (
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="school-summaries-heading">
            <Typography id="school-summaries-heading" variant="h2" sx={{ mb: 2 }}>
              {t('summaries.heading')}
            </Typography>
            {result.summaries.length === 0 ? (
              <Alert severity="info">{t('empty')}</Alert>
            ) : (
              <SchoolSummaryCards summaries={result.summaries} />
            )}
          </Box>
          <Box component="section" aria-labelledby="school-invoices-heading">
            <Typography id="school-invoices-heading" variant="h2" sx={{ mb: 2 }}>
              {t('invoices.heading')}
            </Typography>
            {result.invoices.length === 0 ? (
              <Alert severity="info">{t('empty')}</Alert>
            ) : (
              <InvoicesTable invoices={result.invoices} />
            )}
          </Box>
        </Stack>
      )}
    </PageContainer>
  )
}
