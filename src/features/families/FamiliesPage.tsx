import './i18n'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { failureText, getErrorMessage } from '@/api/errors'
import { Isolated } from '@/components/Bidi'
import { FullPageSpinner } from '@/components/FullPageSpinner'
import { PageContainer } from '@/components/PageContainer'
import { useFormat } from '@/i18n/format'
import { familyPath } from '@/config/paths'
import { FamilyView } from './FamilyPage'
import { useFamiliesT } from './i18n'
import { useFamilyOfSwimmerQuery, useLazyFamiliesByPhoneQuery } from './familiesApi'

/**
 * /families?swimmer=ID: the links from a swimmer's row, a roster and the money desk, which know only the swimmer.
 * The family is shown at this address, not redirected to: Back then returns to where the link was (a redirect left
 * the link's address in the history, and Back came straight back to the family).
 */
function FamilyOfSwimmer({ swimmerID }: { swimmerID: number }) {
  const t = useFamiliesT()
  const family = useFamilyOfSwimmerQuery(swimmerID)
  if (family.data) return <FamilyView familyID={family.data.familyID} />
  return (
    <PageContainer title={t('search.title')}>
      {family.isError ? (
        <Alert severity="error">{getErrorMessage(family.error)}</Alert>
      ) : (
        <>
          <Typography role="status">{t('search.opening', { id: swimmerID })}</Typography>
          <FullPageSpinner />
        </>
      )}
    </PageContainer>
  )
}

/**
 * Families (issue 28): find a family by any of its numbers in any form the parent reads it out ("010 1234 5678",
 * "+20 10…", Arabic-Indic digits: the server reads them with the one phone library). Each family found lists its
 * guardians and swimmers and opens its page.
 */
export function FamiliesPage() {
  const t = useFamiliesT()
  const format = useFormat()
  const [params] = useSearchParams()
  const swimmer = Number(params.get('swimmer'))
  const [phone, setPhone] = useState('')
  const [asked, setAsked] = useState<string>()
  const [find, found] = useLazyFamiliesByPhoneQuery()

  if (Number.isInteger(swimmer) && swimmer > 0) return <FamilyOfSwimmer swimmerID={swimmer} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (phone.trim() === '') return
    setAsked(phone.trim())
    void find(phone.trim())
  }
  const results = asked !== undefined && found.originalArgs === asked ? found : undefined
  const names = (list: Array<{ fullName: string }>) =>
    list.map((one) => one.fullName).join(format.language === 'ar' ? '، ' : ', ')

  return (
    <PageContainer title={t('search.title')} maxWidth="md">
      <Typography sx={{ mb: 2 }}>{t('search.intro')}</Typography>
      <Box component="form" onSubmit={submit} role="search" aria-label={t('search.title')} sx={{ mb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id="family-phone"
            label={t('search.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', autoComplete: 'off' } }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" disabled={found.isFetching} sx={{ minHeight: 56 }}>
            {found.isFetching ? t('search.searching') : t('search.submit')}
          </Button>
        </Stack>
      </Box>
      {results?.isError && <Alert severity="error">{failureText(results.error, t('search.failed'))}</Alert>}
      {results?.data && results.data.length === 0 && (
        <Alert severity="info">{t('search.none', { phone: asked })}</Alert>
      )}
      {results?.data && results.data.length > 0 && (
        <section aria-labelledby="families-found">
          <Typography id="families-found" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t('search.results', { count: results.data.length })}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {results.data.map((family) => (
              <Card component="li" key={family.familyID} variant="outlined">
                <CardContent>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                    <Link
                      component={RouterLink}
                      to={familyPath(family.familyID)}
                      aria-label={t('search.open', { id: format.digitsOf(family.familyID) })}
                    >
                      {t('search.family', { id: format.digitsOf(family.familyID) })}
                    </Link>
                  </Typography>
                  <Typography>
                    <Isolated>{t('search.guardians', { names: names(family.guardians) })}</Isolated>
                  </Typography>
                  <Typography>
                    <Isolated>
                      {t('search.swimmers', {
                        names: family.swimmers
                          .map((one) => `${one.fullName} (${one.siteName})`)
                          .join(format.language === 'ar' ? '، ' : ', '),
                      })}
                    </Isolated>
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </section>
      )}
    </PageContainer>
  )
}
