import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isArabic, locales, useFormat } from '@/i18n/format'

/** Dates and moments in the language in use, on the academy's clock: '24 Nov 2026, 17:30'. */
export function useWhen() {
  const { i18n } = useTranslation()
  const { digits, timeZone } = useFormat()
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en'
  // Arabic in the digits the user chose; English as the rest of the app (en-GB dates).
  const locale = isArabic(language) ? locales(language, digits).dates : 'en-GB'
  const moment = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    [locale, timeZone],
  )
  const day = useCallback(
    (date: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
        : date,
    [locale],
  )
  return { moment, day }
}
