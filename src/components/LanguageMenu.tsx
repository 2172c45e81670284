import { Suspense, useId, useState } from 'react'
import { Button } from '@mui/material'
import TranslateIcon from '@mui/icons-material/Translate'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/i18n/format'
import type { Digits } from '@/i18n/format'
import { LANGUAGES } from '@/i18n/languages'
import type { Language } from '@/i18n/languages'
import { ErrorBoundary } from './ErrorBoundary'
import { useChangePreferences } from './languagePreferences'
import { loadOnce, retryableLazy } from './retryableLazy'

// The list (with MUI's Menu) is drawn only once the button is pressed, so it downloads then (issue 17).
const loadList = loadOnce(() => import(/* webpackChunkName: "language-menu" */ './LanguageMenuList'))
const LanguageMenuList = retryableLazy(async () => (await loadList()).LanguageMenuList)
const preloadList = () => void loadList().catch(() => undefined) // opening reports it

/**
 * The language switch of the top bar: English or العربية (each named in its own language), and in Arabic the digits
 * numbers are written with. The choice applies at once and is saved for the user on the server.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const { digits } = useFormat()
  const change = useChangePreferences()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  const menuId = useId()
  const current: Language = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en'
  const close = () => setAnchor(null)

  const pickLanguage = (language: Language) => {
    close()
    void change.language(language)
  }
  const pickDigits = (choice: Digits) => {
    close()
    void change.digits(choice)
  }

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<TranslateIcon />}
        aria-label={t('language.button', { language: LANGUAGES.find((item) => item.code === current)?.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
      >
        {LANGUAGES.find((item) => item.code === current)?.name}
      </Button>
      {/* Drawn from the first opening on, so it can close with its transition. */}
      {opened && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <LanguageMenuList
              id={menuId}
              anchor={anchor}
              current={current}
              digits={digits}
              onClose={close}
              onLanguage={pickLanguage}
              onDigits={pickDigits}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
