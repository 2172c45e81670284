import { useMemo, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import { CacheProvider } from '@emotion/react'
import { CssBaseline } from '@mui/material'
import { ThemeProvider } from '@mui/material/styles'
import { SnackbarProvider } from 'notistack'
import { useTranslation } from 'react-i18next'
import { Provider as ReduxProvider } from 'react-redux'
import { TOAST_AUTO_HIDE_MS } from '@/config/timing'
import type { AppStore } from './store'
import { getDigits, subscribeDigits } from '@/i18n/digits'
import { muiLocalization } from '@/i18n/localization'
import { createAppTheme } from './theme'
import { useEmotionCache } from './useEmotionCache'

/**
 * Everything a page needs around it, nested once: Redux, styles in the language's direction, the theme and the
 * toasts (top centre, 3 s: SPEC.md section 9). The router is left out so tests can bring a memory router.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const { i18n } = useTranslation()
  const direction = i18n.dir()
  const language = i18n.resolvedLanguage ?? i18n.language
  const cache = useEmotionCache(direction)
  const digits = useSyncExternalStore(subscribeDigits, getDigits, getDigits)
  // MUI's and the DataGrid's own texts (pagination, column menu, 'No rows') in the language, once it has loaded, with
  // their numbers in the digits setting: a new theme when either changes, so the grids' footers redraw.
  const theme = useMemo(
    () => createAppTheme(direction, muiLocalization(language, digits)),
    [direction, language, digits],
  )
  if (!cache) return null

  return (
    <ReduxProvider store={store}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            autoHideDuration={TOAST_AUTO_HIDE_MS}
            maxSnack={3}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </CacheProvider>
    </ReduxProvider>
  )
}
