import { useSyncExternalStore as useStore } from 'react'
import { useTranslation } from 'react-i18next'
import { getAcademyTimeZone, subscribeAcademyTimeZone } from './academyTimeZone'
import { getDigits, subscribeDigits, type Digits } from './digits'

/**
 * Every date, time, number and amount the SPA shows goes through here, so it follows the language in use:
 * English as before (numbers as en-US, dates as en-GB), Arabic as ar-EG with Latin digits by default or
 * Arabic-Indic digits (٠١٢٣…) when the user's digits setting says so. Money comes as integer cents.
 *
 * There are no formatters that read the language or the digits by themselves: a component calls `useFormat()`, which
 * re-renders it when either changes and hands it formatters bound to both (a new object, and new functions, when
 * the setting changes, so a useMemo or a DataGrid column that lists them in its dependencies redraws too). Code
 * outside React is given a `Formatters` (or calls `formattersFor(language, digits)` with the setting it was given).
 * Moments are read in the academy's time zone, as the server gave it (./academyTimeZone.ts); a change of it is a
 * change of the formatters too.
 */

export type { Digits } from './digits'

export const isArabic = (language: string): boolean => language.toLowerCase().startsWith('ar')

export interface Locales {
  numbers: string
  dates: string
}
/** The BCP 47 tags for the current language and digits ('ar-EG-u-nu-latn', 'ar-EG-u-nu-arab'). */
export function locales(language: string, chosenDigits: Digits): Locales {
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

/**
 * What a value shows, and in which time zone to read it: a calendar day ('YYYY-MM-DD') or a time of day is the
 * same on every device (read as UTC); a moment (an ISO timestamp or a Date) is read on the academy's clock (its time
 * zone, a setting the server gives), never the device's, so a manager abroad sees the times the receipts and the
 * cash-up show.
 */
interface Readable {
  date: Date
  timeZone: string
}
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
function readable(value: string | Date, academyZone: string): Readable | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { date: value, timeZone: academyZone }
  const day = ISO_DAY.exec(value)
  if (day) return { date: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)), timeZone: 'UTC' }
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : { date, timeZone: academyZone }
}

/** One spelling of September in English whatever the browser's locale data ('Sept' in some versions). */
const englishMonths = (text: string): string => text.replace(/\bSept\b/g, 'Sep')

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩'

export interface Formatters {
  language: 'en' | 'ar'
  digits: Digits
  /** The academy's time zone the moments are shown in. */
  timeZone: string
  /** The Intl locales these formatters use ('en-US'/'en-GB', or 'ar-EG-u-nu-latn'/'ar-EG-u-nu-arab'). */
  locales: Locales
  number: (value: number, options?: Intl.NumberFormatOptions) => string
  /** An amount in units (12.5), two decimals, grouped: '1,250.00' in English, the same or '١٬٢٥٠٫٠٠' in Arabic. */
  amount: (amount: number) => string
  /**
   * Integer cents with the currency: 'EGP 1,250.00' in English, '1,250.00 ج.م.‏' (or '١٬٢٥٠٫٠٠ ج.م.‏') in Arabic —
   * the Egyptian pound by its Arabic sign. A currency code Intl does not know comes back as the code and the amount
   * ('XX1 3.00').
   */
  money: (cents: number, currency?: string) => string
  /**
   * The currency alone as money() shows it: 'EGP' in English, 'ج.م.‏' in Arabic (issue 25: a title's '(EGP)' in the
   * Arabic UI). A code Intl does not know comes back as it is.
   */
  currency: (currency?: string) => string
  /** A calendar day: '24 Nov 2026' / '24/11/2026'. Text that is not a date comes back as it is. */
  date: (value: string | Date, style?: 'medium' | 'long' | 'short') => string
  /** A time of day: 'HH:MM' (or 'HH:MM:SS') or a Date → '17:30' / '5:30 م'. */
  time: (value: string | Date) => string
  /** A moment: '24 Nov 2026, 17:30'. */
  dateTime: (value: string | Date) => string
  /** A weekday name for 0 (Sunday) … 6 (Saturday). */
  weekday: (day: number, width?: 'long' | 'short') => string
  /**
   * Digits inside text (an ID, a school number, a receipt number): Arabic-Indic when that is the setting in Arabic,
   * never grouped ('ID 305' → 'ID ٣٠٥').
   */
  digitsOf: (text: string | number) => string
}

function build(language: 'en' | 'ar', chosen: Digits, academyZone: string): Formatters {
  const arabic = language === 'ar'
  const tags = locales(language, chosen)
  const number = (value: number, options: Intl.NumberFormatOptions = {}) =>
    numberFormat(tags.numbers, options).format(value)
  const tidy = arabic ? (text: string) => text : englishMonths
  const date = (value: string | Date, style: 'medium' | 'long' | 'short' = 'medium') => {
    const day = readable(value, academyZone)
    return day
      ? tidy(dateFormat(tags.dates, { dateStyle: style, timeZone: day.timeZone }).format(day.date))
      : String(value)
  }
  const money = (cents: number, currency = 'EGP') => {
    const locale = arabic ? tags.numbers : 'en-GB'
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
  const currency = (code = 'EGP') => {
    try {
      const parts = numberFormat(arabic ? tags.numbers : 'en-GB', {
        style: 'currency',
        currency: code,
        currencyDisplay: arabic ? 'symbol' : 'code',
      }).formatToParts(0)
      return parts.find((part) => part.type === 'currency')?.value.trim() || code
    } catch {
      return code
    }
  }
  return {
    language,
    digits: chosen,
    timeZone: academyZone,
    locales: tags,
    number,
    currency,
    amount: (amount) => number(Math.round(amount * 100) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    money,
    date,
    time: (value) => {
      let moment: Readable | undefined
      if (typeof value === 'string') {
        const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value)
        moment = time
          ? { date: new Date(Date.UTC(2000, 0, 1, Number(time[1]), Number(time[2]))), timeZone: 'UTC' }
          : readable(value, academyZone)
      } else moment = readable(value, academyZone)
      return moment
        ? dateFormat(tags.dates, { timeStyle: 'short', timeZone: moment.timeZone }).format(moment.date)
        : String(value)
    },
    dateTime: (value) => {
      const moment = readable(value, academyZone)
      return moment
        ? tidy(
            dateFormat(tags.dates, { dateStyle: 'medium', timeStyle: 'short', timeZone: moment.timeZone }).format(
              moment.date,
            ),
          )
        : String(value)
    },
    weekday: (day, width = 'long') =>
      dateFormat(tags.dates, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 2 + day, 12))),
    digitsOf: (text) =>
      arabic && chosen === 'arab'
        ? String(text).replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)])
        : String(text),
  }
}

const bound = new Map<string, Formatters>()
/**
 * The formatters for a language, a digits setting and the academy's time zone (the one the server gave, unless named);
 * the same object for the same three (so React dependencies stay still until one changes). English ignores the
 * digits: it always writes Latin ones.
 */
export function formattersFor(
  language: string,
  chosenDigits: Digits,
  academyZone: string = getAcademyTimeZone(),
): Formatters {
  const key = `${isArabic(language) ? 'ar' : 'en'}|${chosenDigits}|${academyZone}`
  let formatters = bound.get(key)
  if (!formatters) bound.set(key, (formatters = build(isArabic(language) ? 'ar' : 'en', chosenDigits, academyZone)))
  return formatters
}

/**
 * The formatters for the language in use, the user's digits and the academy's time zone; the component re-renders
 * when any of them changes.
 */
export function useFormat(): Formatters {
  const { i18n: instance } = useTranslation()
  const chosen = useStore(subscribeDigits, getDigits, getDigits)
  const academyZone = useStore(subscribeAcademyTimeZone, getAcademyTimeZone, getAcademyTimeZone)
  return formattersFor(instance.resolvedLanguage ?? instance.language ?? 'en', chosen, academyZone)
}
