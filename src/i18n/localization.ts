import type { Localization } from '@mui/material/locale'
import type { Digits } from './digits'

// MUI's and the DataGrid's texts for each language once loaded (src/i18n/languages.ts sets them); the theme reads
// them. Its own tiny module, so the shell needs nothing else of the language machinery.

type ForDigits = (digits: Digits) => Localization
const loaded = new Map<string, ForDigits>()
const built = new Map<string, Localization>()

export const setMuiLocalization = (language: string, localization: ForDigits) => loaded.set(language, localization)

/**
 * MUI's and the DataGrid's texts for a language, once loaded (undefined for English: MUI's own), with their numbers
 * (pagination, row counts) in the digits setting. The same object for the same language and digits.
 */
export function muiLocalization(language: string, digits: Digits): Localization | undefined {
  const forDigits = loaded.get(language)
  if (!forDigits) return undefined
  const key = `${language}|${digits}`
  let localization = built.get(key)
  if (!localization) built.set(key, (localization = forDigits(digits)))
  return localization
}

/**
 * Whether this browser starts in Arabic: its stored choice, else the first of navigator.languages that is English or
 * Arabic. Only then does the shell download the language machinery (src/i18n/languages.ts) at start.
 */
export function startsInArabic(): boolean {
  try {
    const stored = window.localStorage.getItem('academy.language')
    if (stored === 'ar' || stored === 'en') return stored === 'ar'
  } catch {
    // Storage refused: the browser's languages decide.
  }
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language]
  const first = asked.map((tag) => tag?.toLowerCase().split('-')[0]).find((base) => base === 'ar' || base === 'en')
  return first === 'ar'
}
