import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material'
import GroupsIcon from '@mui/icons-material/Groups'
import PoolIcon from '@mui/icons-material/Pool'
import SchoolIcon from '@mui/icons-material/School'
import SettingsIcon from '@mui/icons-material/Settings'
import SportsIcon from '@mui/icons-material/Sports'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import type { ElementType } from 'react'
import { useSnackbar } from 'notistack'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { MODULE_CODES } from '@contract/modules'
import type { ModuleCode } from '@contract/modules'
import type { Site } from '@contract/common'
import { withIsolated } from '@/components/Bidi'
import { EmptyState } from '@/components/EmptyState'
import { PageContainer } from '@/components/PageContainer'
import { useGrantedActions } from '@/components/useGrantedActions'
import { MODULE_PAGES, SETTINGS_TILE } from '@/config/modules'
import { paths } from '@/config/paths'
import { useFormat } from '@/i18n/format'
import { sendSession, sessionActor } from '@/session/sessionActor'
import { useSelectedSite, useSiteName, useUserModules, useUserSites } from '@/session/useSession'
import { ModuleTile } from './ModuleTile'
import { OpenOffers } from './OpenOffers'

const MODULE_ICONS: Record<ModuleCode, ElementType> = {
  Mod_SW: PoolIcon,
  Mod_SC: SchoolIcon,
  Mod_PT: GroupsIcon,
  Mod_CO: SportsIcon,
}

/** The overview after choosing a site (SPEC.md section 2, Dashboard): the site, and a tile per module the user has. */
export function DashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const site = useSelectedSite()
  const sites = useUserSites()
  const siteName = useSiteName()
  const modules = useUserModules()
  const { privileges } = useGrantedActions()

  if (!site) {
    // The route guard normally prevents this; kept so the page never renders a dashboard without a site.
    return (
      <PageContainer title={t('dashboard.title')}>
        <EmptyState
          title={t('dashboard.siteRequiredTitle')}
          severity="warning"
          action={
            <Button color="inherit" onClick={() => navigate(paths.siteSelection)}>
              {t('dashboard.selectSite')}
            </Button>
          }
        >
          {t('dashboard.siteRequiredText')}
        </EmptyState>
      </PageContainer>
    )
  }

  // Issue 27: another site's chip switches to it in one click, through the same machine event as the selection page.
  const switchTo = (entry: Site) => {
    const selected = { type: 'session.siteSelected', site: entry } as const
    if (!sessionActor.getSnapshot().can(selected)) return
    sendSession(selected)
    enqueueSnackbar(t('sites.selected', { name: siteName(entry) }), { variant: 'success' })
  }
  const changeSite = () => {
    sendSession({ type: 'session.changeSite' })
    void navigate(paths.siteSelection)
  }
  // Tiles follow the contract's module order; the user's list decides which appear (SPEC.md section 6).
  const userModules = MODULE_CODES.filter((code) => modules.includes(code))

  return (
    <PageContainer title={t('dashboard.title')}>
      <Card sx={{ mb: 4 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
            <Typography component="p" variant="h2" sx={{ flexGrow: 1 }}>
              {withIsolated((ltr, own) =>
                t('dashboard.currentSite', { name: own(siteName(site)), id: ltr(format.digitsOf(site.id)) }),
              )}
            </Typography>
            <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={changeSite}>
              {t('dashboard.changeSite')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('dashboard.availableSites')}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
          >
            {sites.map((entry) => {
              const current = entry.id === site.id
              return (
                <li key={entry.id}>
                  <Chip
                    label={current ? t('dashboard.currentChip', { name: siteName(entry) }) : siteName(entry)}
                    color={current ? 'primary' : 'default'}
                    variant={current ? 'filled' : 'outlined'}
                    aria-current={current ? 'true' : undefined}
                    onClick={current ? undefined : () => switchTo(entry)}
                  />
                </li>
              )
            })}
          </Stack>
        </CardContent>
      </Card>

      {/* Issue 14: the site's open waitlist offers, for those who run schools. */}
      {modules.includes('Mod_SC') && (
        // Accept and decline need the privilege that enrols into schools, as the server's waitlist routes check.
        <OpenOffers site={site} mayChange={privileges.includes('Mod_SW:AddSwimmerToSchool')} />
      )}

      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('dashboard.modules')}
      </Typography>
      {userModules.length === 0 && (
        <Box sx={{ mb: 3 }}>
          <EmptyState title={t('dashboard.noModulesTitle')}>{t('dashboard.noModulesText')}</EmptyState>
        </Box>
      )}
      <Grid container spacing={2.5}>
        {userModules.map((code) => (
          <Grid key={code} size={{ xs: 12, sm: 6, md: 4 }}>
            <ModuleTile
              name={t(`modules.${code}.tile`)}
              to={MODULE_PAGES[code].path}
              color={MODULE_PAGES[code].color}
              icon={MODULE_ICONS[code]}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ModuleTile
            name={t('dashboard.settings')}
            to={SETTINGS_TILE.path}
            color={SETTINGS_TILE.color}
            icon={SettingsIcon}
          />
        </Grid>
      </Grid>
    </PageContainer>
  )
}
