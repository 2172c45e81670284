import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '@/app/i18n'
import en from './locales/en.json'

// The pre-team list page's texts, in their own namespace, with a translate function typed by this catalogue.

const NAMESPACE = 'preteamList'
i18n.addResourceBundle('en', NAMESPACE, en, true, true)

type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}`
}[keyof T & string]
export type PreTeamListTextKey = KeysOf<typeof en>
export type PreTeamListT = (key: PreTeamListTextKey, options?: Record<string, unknown>) => string

export function usePreTeamListT(): PreTeamListT {
  const { i18n: instance } = useTranslation()
  const language = instance.language
  return useMemo(() => {
    const fixedT = instance.getFixedT.bind(instance) as unknown as (language: string, namespace: string) => PreTeamListT
    return fixedT(language, NAMESPACE)
  }, [instance, language])
}
