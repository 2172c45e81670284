import { getDigits, isArabic, locales } from '@/i18n/format'
import type { Digits } from '@/i18n/format'

// Money as the academy shows it: its currency (a setting, default EGP) and always two decimals, in the language
// in use. Amounts arrive as decimals with two places (the wire's convention, contract/common.ts); they are
// rounded to the cent once here, so 0.1 + 0.2 shows as 0.30.

export const DEFAULT_CURRENCY = 'EGP'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * The locale for a language: Arabic as Egypt's, with the digits the user chose (Latin by default, or Arabic-Indic;
 * src/i18n/format.ts holds that setting), English as en-GB.
 */
export const moneyLocale = (language: string, digits: Digits = getDigits()): string =>
  isArabic(language) ? locales(language, digits).numbers : 'en-GB'

function formatFor(language: string, currency: string, digits?: Digits): Intl.NumberFormat {
  const locale = moneyLocale(language, digits)
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        // English shows the code ('EGP 1,250.00'): '£' or 'E£' would be ambiguous; Arabic its own sign ('ج.م.‏').
        currencyDisplay: locale === 'en-GB' ? 'code' : 'symbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
    } catch {
      // A currency code Intl does not know: the amount with two decimals and the code beside it.
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      format = { format: (value: number) => `${currency} ${plain.format(value)}` } as Intl.NumberFormat
    }
    formats.set(key, format)
  }
  return format
}

/** 1250.5 → 'EGP 1,250.50' (English) or '‏1,250.50 ج.م.‏' (Arabic). */
export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  language = 'en',
  digits?: Digits,
): string {
  const cents = Math.round(amount * 100)
  return (
    formatFor(language, currency || DEFAULT_CURRENCY, digits)
      .format(cents / 100)
      // A plain space reads, copies and tests the same everywhere.
      .replace(/[\u00a0\u202f]/g, ' ')
  )
}

/** An amount with two decimals and no currency, for CSV files and inputs: 1250.5 → '1250.50'. */
export const plainAmount = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2)
