import { useCallback } from 'react'
import { useFormat } from '@/i18n/format'
import { useAcademySettingsQuery } from './academyApi'
import { DEFAULT_CURRENCY, formatMoney } from './formatMoney'

/**
 * The money formatter for the current language, the digits setting and the academy's currency:
 * `money(1250.5)` → 'EGP 1,250.50'. A new function when any of them changes (so grid columns that list it redraw).
 * Until the setting has loaded (or if it cannot be read) the default currency is shown.
 */
export function useMoney() {
  const format = useFormat()
  const settings = useAcademySettingsQuery()
  const currency = settings.data?.currency ?? DEFAULT_CURRENCY
  const money = useCallback((amount: number) => formatMoney(amount, currency, format), [currency, format])
  return { money, currency, loading: settings.isLoading }
}
