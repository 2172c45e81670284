import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { Alert, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { Site } from '@contract/common'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { paths } from '@/config/paths'
import { SITE_SELECTED_REDIRECT_MS } from '@/config/timing'
import { sessionActor } from '@/session/sessionActor'
import { useSessionUser, useSiteName, useUserSites } from '@/session/useSession'
import { findUserSite } from '@/session/userSites'

/** Choosing the site to work at (SPEC.md section 2, Site selection; section 5, Login and site). */
export function SiteSelectionPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const user = useSessionUser()
  const sites = useUserSites()
  const siteName = useSiteName()
  // Issue 27: a user with one site finds it chosen, so Continue is the only click (the spec's flow stays).
  const onlySite = sites.length === 1 ? sites[0].name : ''
  const [picked, setChoice] = useState('')
  const choice = picked || onlySite
  const [error, setError] = useState<string | null>(null)
  const [confirmed, setConfirmed] = useState(false)

  useEffect(() => {
    if (!confirmed) return
    // The toast gets a moment on screen before the dashboard replaces the page (SPEC.md section 9).
    const timer = window.setTimeout(() => void navigate(paths.dashboard), SITE_SELECTED_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [confirmed, navigate])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!choice) return setError(t('sites.pleaseSelect'))
    const site = user ? findUserSite(user, choice) : undefined
    const selected = site && ({ type: 'session.siteSelected', site } as const)
    // The machine has the last word on which sites this user may choose.
    if (!selected || !sessionActor.getSnapshot().can(selected)) return setError(t('sites.invalid'))
    setError(null)
    sessionActor.send(selected)
    enqueueSnackbar(t('sites.selected', { name: siteName(selected.site) }), { variant: 'success' })
    setConfirmed(true)
  }

  const moduleNames = (user?.modules ?? []).map((code) => t(`modules.${code}.tile`))
  // In Arabic a site shows its Arabic name when it has one (issue 25); the choice itself is the site's name.
  const optionLabel = (site: Site) => t('sites.option', { name: siteName(site), id: site.id })

  return (
    <PageContainer title={t('sites.title')} maxWidth="sm">
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            {user && <Typography>{t('sites.userId', { id: user.userID })}</Typography>}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography component="span">{t('sites.modules')}</Typography>
              {moduleNames.length === 0 ? (
                <Typography component="span">{t('sites.none')}</Typography>
              ) : (
                moduleNames.map((name) => <Chip key={name} label={name} size="small" />)
              )}
            </Stack>
            {sites.length === 0 ? (
              <EmptyState title={t('sites.noneTitle')} severity="warning">
                {t('sites.noneText')}
              </EmptyState>
            ) : (
              <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
                <Typography color="text.secondary">{t('sites.intro')}</Typography>
                {error && <Alert severity="error">{error}</Alert>}
                <TextField
                  select
                  id="site-select"
                  label={t('sites.site')}
                  value={choice}
                  onChange={(event) => {
                    setChoice(event.target.value)
                    setError(null)
                  }}
                  error={!!error}
                  disabled={confirmed}
                  slotProps={{
                    inputLabel: { shrink: true },
                    select: {
                      displayEmpty: true,
                      renderValue: (value) => {
                        const site = sites.find((entry) => entry.name === value)
                        return site ? optionLabel(site) : t('sites.placeholder')
                      },
                    },
                  }}
                >
                  {sites.map((site) => (
                    <MenuItem key={site.id} value={site.name}>
                      {optionLabel(site)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button type="submit" variant="contained" size="large" disabled={confirmed}>
                  {confirmed ? t('sites.loading') : t('sites.continue')}
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
