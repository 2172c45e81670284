import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material'
import CheckIcon from '@mui/icons-material/Check'
import { useTranslation } from 'react-i18next'
import type { Digits } from '@/i18n/format'
import { LANGUAGES } from '@/i18n/languages'
import type { Language } from '@/i18n/languages'

const DIGIT_CHOICES: readonly Digits[] = ['latn', 'arab']

interface LanguageMenuListProps {
  id: string
  anchor: HTMLElement | null
  current: Language
  digits: Digits
  onClose: () => void
  onLanguage: (language: Language) => void
  onDigits: (digits: Digits) => void
}

/** The language menu's list (./LanguageMenu.tsx): the languages and, in Arabic, the digits. */
export function LanguageMenuList({
  id,
  anchor,
  current,
  digits,
  onClose,
  onLanguage,
  onDigits,
}: LanguageMenuListProps) {
  const { t } = useTranslation()
  return (
    // Inside the navigation landmark (no portal), so screen readers find the menu where its button is.
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
          onClick={() => onLanguage(item.code)}
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
            onClick={() => onDigits(choice)}
          >
            <ListItemIcon>{choice === digits && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(choice === 'latn' ? 'language.digitsLatin' : 'language.digitsArabic')}</ListItemText>
          </MenuItem>
        ))}
    </Menu>
  )
}
