import type { Localization } from '@mui/material/locale'

// MUI's and the DataGrid's texts for each language once loaded (src/i18n/languages.ts sets them); the theme reads
// them. Its own tiny module, so the shell needs nothing else of the language machinery.

const loaded = new Map<string, Localization>()

export const setMuiLocalization = (language: string, localization: Localization) => loaded.set(language, localization)

/** MUI's and the DataGrid's texts for a language, once loaded (undefined for English: MUI's own). */
export const muiLocalization = (language: string): Localization | undefined => loaded.get(language)

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
