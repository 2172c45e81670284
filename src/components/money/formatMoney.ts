import type { Formatters } from '@/i18n/format'

// Money as the academy shows it: its currency (a setting, default EGP) and always two decimals, in the language
// and digits of the formatters it is given (useFormat(), src/i18n/format.ts), so it redraws when either changes.
// Amounts arrive as decimals with two places (the wire's convention, contract/common.ts); they are rounded to the
// cent once here, so 0.1 + 0.2 shows as 0.30.

export const DEFAULT_CURRENCY = 'EGP'

/**
 * 1250.5 → 'EGP 1,250.50' (English) or '1,250.50 ج.م.‏' (Arabic; '١٬٢٥٠٫٥٠ ج.م.‏' with Arabic-Indic digits).
 * Components use useMoney() (the academy's currency) or pass useFormat()'s formatters.
 */
export function formatMoney(amount: number, currency: string, format: Formatters): string {
  return format.money(Math.round(amount * 100), currency || DEFAULT_CURRENCY)
}

/** An amount with two decimals and no currency, for CSV files and inputs: 1250.5 → '1250.50'. */
export const plainAmount = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2)
