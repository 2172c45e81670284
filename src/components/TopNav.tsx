import { withIsolated } from '@/components/Bidi'
import { Suspense, useState } from 'react'
import { AppBar, Box, Button, IconButton, Stack, Toolbar, Typography, useMediaQuery } from '@mui/material'
import type { SxProps, Theme } from '@mui/material'
import { useTheme } from '@mui/material/styles'
import CloseIcon from '@mui/icons-material/Close'
import LogoutIcon from '@mui/icons-material/Logout'
import MenuIcon from '@mui/icons-material/Menu'
import { useTranslation } from 'react-i18next'
import { NavLink, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { sendSession } from '@/session/sessionActor'
import { useSelectedSite, useSessionUser, useSiteName } from '@/session/useSession'
import { ErrorBoundary } from './ErrorBoundary'
import { LanguageMenu } from './LanguageMenu'
import { useSavedPreferences } from './languagePreferences'
import { useNavLinks } from './useNavLinks'
import type { NavItem } from './useNavLinks'
import { retryableLazy } from './retryableLazy'

// The folding menu of small screens (and its transition code) downloads only where the screen is small (issue 17).
const Collapse = retryableLazy(
  async () => (await import(/* webpackChunkName: "collapse" */ '@mui/material/Collapse')).default,
)

const linkSx: SxProps<Theme> = {
  color: 'inherit',
  justifyContent: 'flex-start',
  whiteSpace: 'nowrap',
  // NavLink marks the current page with aria-current="page" and the class "active".
  '&.active': { bgcolor: 'rgba(255, 255, 255, 0.18)', textDecoration: 'underline', textUnderlineOffset: 4 },
}

interface LinkListProps {
  items: NavItem[]
  label: string
  direction: 'row' | 'column'
  onNavigate?: () => void
}

function LinkList({ items, label, direction, onNavigate }: LinkListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexDirection: direction, flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {items.map((item) => (
        <li key={item.to}>
          <Button component={NavLink} to={item.to} end sx={linkSx} onClick={onNavigate}>
            {item.label}
          </Button>
        </li>
      ))}
    </Box>
  )
}

/** Top navigation, shown only when signed in (SPEC.md section 2). On small screens the links fold into a menu. */
export function TopNav() {
  const { t } = useTranslation()
  const theme = useTheme()
  const compact = useMediaQuery(theme.breakpoints.down('md'))
  const [menuOpen, setMenuOpen] = useState(false)
  const navigate = useNavigate()
  const user = useSessionUser()
  const site = useSelectedSite()
  const siteName = useSiteName()
  const { main, utilities } = useNavLinks()
  // The user's language and digits saved on the server follow them to this browser.
  useSavedPreferences(Boolean(user))

  const logout = () => {
    sendSession({ type: 'session.logout' })
    void navigate(paths.login, { replace: true })
  }
  const closeMenu = () => setMenuOpen(false)

  const sessionInfo = (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {site ? withIsolated((_ltr, own) => t('nav.site', { name: own(siteName(site)) })) : t('nav.noSite')}
      </Typography>
      {user && <Typography variant="body2">{t('nav.userId', { id: user.userID })}</Typography>}
      <LanguageMenu />
      <Button color="inherit" variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={logout}>
        {t('nav.logout')}
      </Button>
    </Stack>
  )

  // The whole bar is the navigation landmark: links, the site in use, the user and Logout belong together.
  return (
    <AppBar position="sticky" elevation={0}>
      <Box component="nav" aria-label={t('nav.label')}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          {compact ? (
            <IconButton
              color="inherit"
              edge="end"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="top-nav-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          ) : (
            sessionInfo
          )}
        </Toolbar>
        {compact ? (
          <ErrorBoundary>
            <Suspense fallback={null}>
              <Collapse in={menuOpen} id="top-nav-menu">
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, px: 2, pb: 2 }}>
                  <LinkList items={main} label={t('nav.modules')} direction="column" onNavigate={closeMenu} />
                  <Stack>
                    <Typography component="h2" variant="overline" sx={{ px: 1 }}>
                      {t('nav.utilities')}
                    </Typography>
                    <LinkList items={utilities} label={t('nav.utilities')} direction="column" onNavigate={closeMenu} />
                  </Stack>
                  <Box sx={{ gridColumn: '1 / -1', pt: 1 }}>{sessionInfo}</Box>
                </Box>
              </Collapse>
            </Suspense>
          </ErrorBoundary>
        ) : (
          <Toolbar variant="dense" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            <LinkList items={main} label={t('nav.modules')} direction="row" />
            {/* A rule drawn by hand rather than MUI's Divider, whose code /dashboard/swimmers would download for it. */}
            <Box
              component="hr"
              aria-orientation="vertical"
              sx={{ m: 1, border: 0, borderInlineStart: '1px solid rgba(255, 255, 255, 0.5)', alignSelf: 'stretch' }}
            />
            <LinkList items={utilities} label={t('nav.utilities')} direction="row" />
          </Toolbar>
        )}
      </Box>
    </AppBar>
  )
}
