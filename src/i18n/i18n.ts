import i18next, { type FormatterModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOGIN_MESSAGES } from '@contract/auth-messages'
import en from '@/locales/en.json'
import { getDigits } from './digits'

// The contract's messages are validation rules shared with the server, so their English text stays in the
// contract and is served as its own namespace; another language overrides them by adding a 'contract' catalog.
const contractEn = { login: LOGIN_MESSAGES }

// Only English is bundled with the shell (the /login budget): another language's catalogs, MUI's and the DataGrid's
// texts for it come in their own chunk when that language is chosen (see ./languages.ts).
export const resources = {
  en: { translation: en, contract: contractEn },
} as const

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: (typeof resources)['en']
  }
}

// Keep <html lang dir> in step with the language the texts are actually in (a language without a catalog shows
// English, left to right), for screen readers and for the browser's own RTL layout. The theme uses the same dir().
const syncDocument = () => {
  document.documentElement.lang = i18next.resolvedLanguage ?? i18next.language
  document.documentElement.dir = i18next.dir()
}

i18next.on('languageChanged', syncDocument)

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩'
/**
 * A number put into a text ({{count}}, {{days}} …) in Arabic-Indic digits when the user chose them for Arabic;
 * anything else as given (English never changes: IDs stay ungrouped). Dates and amounts come formatted already.
 */
function numbersInDigits(value: unknown, _format: string | undefined, lng: string | undefined): string {
  if (typeof value === 'number' && lng?.startsWith('ar') && getDigits() === 'arab') {
    return String(value).replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)])
  }
  return value as string
}

// The texts use no named formats ({{x, number}}), so the one formatter is numbersInDigits.
const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  format: numbersInDigits,
  add: () => undefined,
  addCached: () => undefined,
}

void i18next
  .use(initReactI18next)
  .use(digitsFormatter)
  .init({
    resources,
    lng: 'en',
    // Any language may be chosen; texts missing from its catalog fall back to English.
    fallbackLng: 'en',
    ns: ['translation', 'contract'],
    defaultNS: 'translation',
    // Resources are bundled, so initialisation finishes synchronously and the first render already has text.
    initAsync: false,
    // React escapes. Every interpolated value passes the formatter below, so a count in a sentence follows the digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
  })

type ContractTranslator = (message: string) => string
const contractTranslators = new Map<string, ContractTranslator>()

/** A language's translator of contract rules (by code) and terms, set when it loads. */
export const setContractTranslator = (language: string, translate: ContractTranslator) =>
  contractTranslators.set(language, translate)

/** A message from the contract (a validation rule or a server reply), in the current language when it is one we know. */
export const translateContractMessage = (message: string): string => {
  const translate = contractTranslators.get(i18next.resolvedLanguage ?? '')
  if (translate) return translate(message)
  const key = (Object.keys(LOGIN_MESSAGES) as (keyof typeof LOGIN_MESSAGES)[]).find(
    (k) => LOGIN_MESSAGES[k] === message,
  )
  return key ? i18next.t(`login.${key}`, { ns: 'contract' }) : message
}

/** Digits the user reads in Arabic-Indic when they chose them and the page is in Arabic; else the text as it is. */
export const withDigits = (text: string): string =>
  i18next.resolvedLanguage?.startsWith('ar') && getDigits() === 'arab'
    ? text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)])
    : text

/**
 * A term from the data in the current language (issue 25): a level's or school type's name, a gender, a day, a user
 * group, by the language's dictionary of terms (contract/messages/terms-ar.ts: one lookup, no patterns); a list of
 * them ('Saturday, Tuesday') item by item; anything else (a name) as it is. Texts the server composes from data (a
 * group's description, an invoice's item) come with their code and values instead: composedText in ./dataTexts.ts.
 */
export const dataText = (text: string): string => {
  let translated = translateContractMessage(text)
  if (translated === text && text.includes(', ')) {
    // A list of names ('Saturday, Tuesday'): each one, joined the language's way.
    const items = text.split(', ').map(translateContractMessage)
    if (items.some((item, index) => item !== text.split(', ')[index])) translated = items.join('، ')
  }
  // Read in Arabic, its numbers ('مستوى 3') follow the digits setting like the page's own.
  return translated !== text ? withDigits(translated) : translated
}

export { i18next as i18n }
