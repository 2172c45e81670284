import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { getDigits, subscribeDigits, type Digits } from './digits'
import { i18n } from './i18n'

/**
 * Every date, time, number and amount the SPA shows goes through here, so it follows the language in use:
 * English as before (numbers as en-US, dates as en-GB), Arabic as ar-EG with Latin digits by default or
 * Arabic-Indic digits (٠١٢٣…) when the user's digits setting says so. Money comes as integer cents.
 *
 * Components call `useFormat()` (re-renders when the language or the digits change); code outside React calls the
 * plain functions, which read the current language and digits when called.
 */

export type { Digits } from './digits'
export { getDigits, setDigits } from './digits'

export const isArabic = (language: string = i18n.resolvedLanguage ?? i18n.language ?? 'en'): boolean =>
  language.toLowerCase().startsWith('ar')

interface Locales {
  numbers: string
  dates: string
}
/** The BCP 47 tags for the current language and digits ('ar-EG-u-nu-latn', 'ar-EG-u-nu-arab'). */
export function locales(language?: string, chosenDigits: Digits = getDigits()): Locales {
  if (isArabic(language)) {
    const tag = `ar-EG-u-nu-${chosenDigits}`
    return { numbers: tag, dates: tag }
  }
  return { numbers: 'en-US', dates: 'en-GB' }
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.NumberFormat | undefined
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

/** 'YYYY-MM-DD' is a calendar day (read in local time, never shifted by the time zone); anything else as Date reads it. */
function toDate(value: string | Date): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
  numberFormat(locales().numbers, options).format(value)

/** An amount in units (12.5), two decimals, grouped: '1,250.00' in English, the same or '١٬٢٥٠٫٠٠' in Arabic. */
export const formatAmount = (amount: number): string =>
  formatNumber(Math.round(amount * 100) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Integer cents with the currency: 'EGP 1,250.00' in English, '1,250.00 ج.م.‏' (or '١٬٢٥٠٫٠٠ ج.م.‏') in Arabic —
 * the Egyptian pound by its Arabic sign. The language and digits default to the current ones; a currency code Intl
 * does not know comes back as the code and the amount ('XX1 3.00').
 */
export function formatMoney(cents: number, currency = 'EGP', language?: string, chosenDigits?: Digits): string {
  const arabic = isArabic(language)
  const locale = arabic ? locales(language, chosenDigits).numbers : 'en-GB'
  let text: string
  try {
    text = numberFormat(locale, {
      style: 'currency',
      currency,
      // English shows the code ('EGP 1,250.00'): '£' or 'E£' would be ambiguous; Arabic its own sign ('ج.م.‏').
      currencyDisplay: arabic ? 'symbol' : 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(cents / 100)
  } catch {
    const plain = numberFormat(arabic ? locale : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    text = `${currency} ${plain.format(cents / 100)}`
  }
  // en-GB with a code puts a no-break space after it; a plain space reads, copies and tests the same everywhere.
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

/** A calendar day: '24 Nov 2026' / '24 نوفمبر 2026'. Text that is not a date comes back as it is. */
export function formatDate(value: string | Date, style: 'medium' | 'long' | 'short' = 'medium'): string {
  const date = toDate(value)
  return date ? dateFormat(locales().dates, { dateStyle: style }).format(date) : String(value)
}

/** A time of day: 'HH:MM' (or 'HH:MM:SS') or a Date → '17:30' / '5:30 م'. */
export function formatTime(value: string | Date): string {
  let date: Date | undefined
  if (typeof value === 'string') {
    const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value)
    date = time ? new Date(2000, 0, 1, Number(time[1]), Number(time[2])) : toDate(value)
  } else date = toDate(value)
  return date ? dateFormat(locales().dates, { timeStyle: 'short' }).format(date) : String(value)
}

/** A moment: '24 Nov 2026, 17:30'. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value)
  return date ? dateFormat(locales().dates, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : String(value)
}

/** A weekday name for 0 (Sunday) … 6 (Saturday), in the current language. */
export const formatWeekday = (day: number, width: 'long' | 'short' = 'long'): string =>
  dateFormat(locales().dates, { weekday: width }).format(new Date(2000, 0, 2 + day))

/**
 * A calendar day on screens whose English has always shown the wire's 'YYYY-MM-DD' (texts the tests and spec quote):
 * unchanged in English, as formatDate in Arabic ('1 أكتوبر 2026' / '١ أكتوبر ٢٠٢٦').
 */
export const formatWireDay = (value: string): string => (isArabic() ? formatDate(value) : value)

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩'
/** Digits inside text (an ID, a school number): Arabic-Indic when that is the user's setting in Arabic. */
export const formatDigits = (text: string | number): string =>
  isArabic() && getDigits() === 'arab'
    ? String(text).replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)])
    : String(text)

export interface Formatters {
  language: 'en' | 'ar'
  digits: Digits
  number: typeof formatNumber
  amount: typeof formatAmount
  money: typeof formatMoney
  date: typeof formatDate
  time: typeof formatTime
  dateTime: typeof formatDateTime
  weekday: typeof formatWeekday
  digitsOf: typeof formatDigits
  wireDay: typeof formatWireDay
}

/** The formatters, re-rendering the component when the language or the digits setting changes. */
export function useFormat(): Formatters {
  const { i18n: instance } = useTranslation()
  const chosen = useSyncExternalStore(subscribeDigits, getDigits, getDigits)
  return {
    language: isArabic(instance.resolvedLanguage ?? instance.language) ? 'ar' : 'en',
    digits: chosen,
    number: formatNumber,
    amount: formatAmount,
    money: formatMoney,
    date: formatDate,
    time: formatTime,
    dateTime: formatDateTime,
    weekday: formatWeekday,
    digitsOf: formatDigits,
    wireDay: formatWireDay,
  }
}
