import { SWIMMER_RULES, type SwimmerRuleKey } from '@contract/swimmers'
import { registerFeatureTexts, type FeatureT, type TextKey } from '@/i18n/featureTexts'
import { i18n, translateContractMessage } from '@/i18n/i18n'
import en from './locales/en.json'

// The swimmers screen's texts, in their own namespace. The contract's validation messages (shared with the server)
// are served as a second namespace, so another language can override them too.

const RULES_NAMESPACE = 'swimmersRules'
export const useSwimmersT = registerFeatureTexts(
  'swimmers',
  en,
  () => import(/* webpackChunkName: "locale-ar-swimmers" */ './locales/ar.json'),
)
i18n.addResourceBundle('en', RULES_NAMESPACE, SWIMMER_RULES, true, true)
export type SwimmersTextKey = TextKey<typeof en>
export type SwimmersT = FeatureT<typeof en>

const RULE_KEYS = Object.keys(SWIMMER_RULES) as SwimmerRuleKey[]

/** A contract validation message in the current language (unknown messages, e.g. from the server, pass through). */
export function translateRule(message: string): string {
  // Another language than English: the contract's message catalog for that language (src/i18n/languages.ts).
  if (i18n.resolvedLanguage && i18n.resolvedLanguage !== 'en') return translateContractMessage(message)
  const key = RULE_KEYS.find((candidate) => SWIMMER_RULES[candidate] === message)
  if (!key) return message
  const fixedT = i18n.getFixedT.bind(i18n) as unknown as (
    language: null,
    namespace: string,
  ) => (key: SwimmerRuleKey) => string
  const translate = fixedT(null, RULES_NAMESPACE)
  return translate(key)
}
