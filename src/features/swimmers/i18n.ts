import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SWIMMER_RULES, type SwimmerRuleKey } from '@contract/swimmers'
import { i18n } from '@/app/i18n'
import en from './locales/en.json'

// The swimmers screen's texts, in their own namespace. The app's i18n types know only the shell's namespaces, so
// this hook gives the screen a translate function typed by this feature's own catalogue. The contract's validation
// messages (shared with the server) are served as a second namespace, so another language can override them too.

const NAMESPACE = 'swimmers'
const RULES_NAMESPACE = 'swimmersRules'
i18n.addResourceBundle('en', NAMESPACE, en, true, true)
i18n.addResourceBundle('en', RULES_NAMESPACE, SWIMMER_RULES, true, true)

type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}`
}[keyof T & string]
type AllKeys = KeysOf<typeof en>
/** Plural entries ('count_one', 'count_other') are asked for by their base key with a count. */
type PluralBase<K> = K extends `${infer Base}_one` ? Base : never
export type SwimmersTextKey = AllKeys | PluralBase<AllKeys>
export type SwimmersT = (key: SwimmersTextKey, options?: Record<string, unknown>) => string

export function useSwimmersT(): SwimmersT {
  // useTranslation re-renders on a language change; the fixed function is remade for the new language.
  const { i18n: instance } = useTranslation()
  const language = instance.language
  return useMemo(() => {
    const fixedT = instance.getFixedT.bind(instance) as unknown as (language: string, namespace: string) => SwimmersT
    return fixedT(language, NAMESPACE)
  }, [instance, language])
}

const RULE_KEYS = Object.keys(SWIMMER_RULES) as SwimmerRuleKey[]

/** A contract validation message in the current language (unknown messages, e.g. from the server, pass through). */
export function translateRule(message: string): string {
  const key = RULE_KEYS.find((candidate) => SWIMMER_RULES[candidate] === message)
  if (!key) return message
  const fixedT = i18n.getFixedT.bind(i18n) as unknown as (
    language: null,
    namespace: string,
  ) => (key: SwimmerRuleKey) => string
  const translate = fixedT(null, RULES_NAMESPACE)
  return translate(key)
}
