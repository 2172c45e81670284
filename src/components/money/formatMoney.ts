import { formatMoney as formatCents, getDigits, isArabic, locales } from '@/i18n/format'
import type { Digits } from '@/i18n/format'

// Money as the academy shows it: its currency (a setting, default EGP) and always two decimals, in the language
// in use, through the one formatter (src/i18n/format.ts). Amounts arrive as decimals with two places (the wire's convention, contract/common.ts); they are
// rounded to the cent once here, so 0.1 + 0.2 shows as 0.30.

export const DEFAULT_CURRENCY = 'EGP'

/**
 * The locale for a language: Arabic as Egypt's, with the digits the user chose (Latin by default, or Arabic-Indic;
 * src/i18n/digits.ts holds that setting), English as en-GB.
 */
export const moneyLocale = (language: string, digits: Digits = getDigits()): string =>
  isArabic(language) ? locales(language, digits).numbers : 'en-GB'

/**
 * 1250.5 → 'EGP 1,250.50' (English) or '1,250.50 ج.م.‏' (Arabic; '١٬٢٥٠٫٥٠ ج.م.‏' with Arabic-Indic digits).
 * Amounts in units for the money pages; the formatting itself is the one formatter's (src/i18n/format.ts).
 */
export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  language = 'en',
  digits?: Digits,
): string {
  return formatCents(Math.round(amount * 100), currency || DEFAULT_CURRENCY, language, digits ?? getDigits())
}

/** An amount with two decimals and no currency, for CSV files and inputs: 1250.5 → '1250.50'. */
export const plainAmount = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2)
