import { useId, useState } from 'react'
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material'
import CheckIcon from '@mui/icons-material/Check'
import TranslateIcon from '@mui/icons-material/Translate'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/i18n/format'
import type { Digits } from '@/i18n/format'
import { LANGUAGES } from '@/i18n/languages'
import type { Language } from '@/i18n/languages'
import { useChangePreferences } from './languagePreferences'

const DIGIT_CHOICES: readonly Digits[] = ['latn', 'arab']

/**
 * The language switch of the top bar: English or العربية (each named in its own language), and in Arabic the digits
 * numbers are written with. The choice applies at once and is saved for the user on the server.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const { digits } = useFormat()
  const change = useChangePreferences()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {LANGUAGES.find((item) => item.code === current)?.name}
      </Button>
      {/* Inside the navigation landmark (no portal), so screen readers find the menu where its button is. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        disablePortal
        slotProps={{ list: { 'aria-label': t('language.heading') } }}
      >
        {LANGUAGES.map((item) => (
          <MenuItem
            key={item.code}
            lang={item.code}
            role="menuitemradio"
            aria-checked={item.code === current}
            selected={item.code === current}
            onClick={() => pickLanguage(item.code)}
          >
            <ListItemIcon>{item.code === current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{item.name}</ListItemText>
          </MenuItem>
        ))}
        {current === 'ar' && <Divider />}
        {current === 'ar' &&
          DIGIT_CHOICES.map((choice) => (
            <MenuItem
              key={choice}
              role="menuitemradio"
              aria-checked={choice === digits}
              selected={choice === digits}
              onClick={() => pickDigits(choice)}
            >
              <ListItemIcon>{choice === digits && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{t(choice === 'latn' ? 'language.digitsLatin' : 'language.digitsArabic')}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  )
}
