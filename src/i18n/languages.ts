import { i18n, setContractTranslator } from './i18n'
import { getDigits, setDigits, type Digits } from './digits'
import { loadFeatureArabic } from './featureTexts'
import { setMuiLocalization } from './localization'

/**
 * The languages the app speaks and how one is chosen. English is bundled; Arabic's catalogs (the shell's, the
 * contract's messages, MUI's and the DataGrid's texts) download as one chunk the first time Arabic is chosen, so
 * the English /login never carries them. Before sign-in the language is the one chosen on this browser, else the
 * browser's own (ar-* → Arabic); after sign-in the user's choice saved on the server wins (src/features/preferences).
 */

export type Language = 'en' | 'ar'
export const LANGUAGES: readonly { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
]

const STORAGE_KEY = 'academy.language'
const DIGITS_KEY = 'academy.digits'

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar'

/** The language this browser asks for: its stored choice, else the first of navigator.languages we speak. */
export function browserLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    if (isLanguage(stored)) return stored
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language]
  for (const tag of asked) {
    const base = tag?.toLowerCase().split('-')[0]
    if (base === 'ar') return 'ar'
    if (base === 'en') return 'en'
  }
  return 'en'
}

export function storedDigits(): Digits {
  try {
    return window.localStorage.getItem(DIGITS_KEY) === 'arab' ? 'arab' : 'latn'
  } catch {
    return 'latn'
  }
}

let arabic: Promise<void> | undefined

/** Downloads Arabic's catalogs once (shell, contract messages, MUI core and DataGrid texts): one lazy chunk. */
function loadArabic(): Promise<void> {
  arabic ??= Promise.all([
    import(/* webpackChunkName: "locale-ar" */ './arabic').then(({ arabicResources }) => arabicResources()),
    // The features already opened, too, so that their pages switch at once (src/i18n/featureTexts.ts).
    loadFeatureArabic(),
  ]).then(([{ shell, contractLogin, texts, translate, localization }]) => {
    i18n.addResourceBundle('ar', 'translation', shell, true, true)
    i18n.addResourceBundle('ar', 'contract', { login: contractLogin }, true, true)
    // The texts the server composes from data, by their codes (./dataTexts.ts).
    i18n.addResourceBundle('ar', 'texts', texts, true, true)
    setContractTranslator('ar', translate)
    setMuiLocalization('ar', localization)
  })
  return arabic
}

const listeners = new Set<(language: Language) => void>()
/** Called after every change of language by the user (the preferences feature saves it for the signed-in user). */
export const onLanguageChosen = (listener: (language: Language) => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Switches the app to `language` (loading its catalogs first) and remembers it on this browser. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === 'ar') await loadArabic()
  try {
    window.localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Not remembered on this browser; the server keeps the signed-in user's choice anyway.
  }
  if (i18n.language !== language) await i18n.changeLanguage(language)
}

/** The user chose a language in the top bar: switch, and tell whoever saves it. */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language)
  listeners.forEach((listener) => listener(language))
}

/** Digits for Arabic: Latin (default) or Arabic-Indic; remembered on this browser too. */
export function applyDigits(digits: Digits): void {
  if (digits === getDigits()) return
  setDigits(digits)
  // Components format through useFormat(), which follows the digits setting itself; the texts' counts
  // ({{count}} in a sentence, src/i18n/i18n.ts) redraw with every translated component on this event.
  i18n.emit('languageChanged', i18n.language)
  try {
    window.localStorage.setItem(DIGITS_KEY, digits)
  } catch {
    // As for the language.
  }
}

/** At start: the browser's stored or preferred language and digits. */
export function startLanguage(): Promise<void> {
  setDigits(storedDigits())
  return applyLanguage(browserLanguage())
}
