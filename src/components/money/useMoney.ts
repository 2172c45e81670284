import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/i18n/format'
import { useAcademySettingsQuery } from './academyApi'
import { DEFAULT_CURRENCY, formatMoney } from './formatMoney'

/**
 * The money formatter for the current language and the academy's currency: `money(1250.5)` → 'EGP 1,250.50'.
 * Until the setting has loaded (or if it cannot be read) the default currency is shown.
 */
export function useMoney() {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en'
  // The digits setting (Latin or Arabic-Indic in Arabic) redraws the amounts too.
  const { digits } = useFormat()
  const settings = useAcademySettingsQuery()
  const currency = settings.data?.currency ?? DEFAULT_CURRENCY
  const money = useCallback(
    (amount: number) => formatMoney(amount, currency, language, digits),
    [currency, language, digits],
  )
  return { money, currency, loading: settings.isLoading }
}
