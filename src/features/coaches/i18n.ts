import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '@/app/i18n'
import en from './locales/en.json'

// The coaches screen's texts, in their own namespace. The app's i18n types know only the shell's namespaces, so
// this hook gives the screen a translate function typed by this feature's own catalogue.

const NAMESPACE = 'coaches'
i18n.addResourceBundle('en', NAMESPACE, en, true, true)

type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}`
}[keyof T & string]
export type CoachesTextKey = KeysOf<typeof en>
export type CoachesT = (key: CoachesTextKey, options?: Record<string, unknown>) => string

export function useCoachesT(): CoachesT {
  // useTranslation re-renders on a language change; the fixed function is remade for the new language.
  const { i18n: instance } = useTranslation()
  const language = instance.language
  return useMemo(() => {
    const fixedT = instance.getFixedT.bind(instance) as unknown as (language: string, namespace: string) => CoachesT
    return fixedT(language, NAMESPACE)
  }, [instance, language])
}
