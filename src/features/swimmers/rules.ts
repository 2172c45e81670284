import { SWIMMER_RULES, type SwimmerRuleKey } from '@contract/swimmers'
import { i18n, translateContractMessage } from '@/i18n/i18n'

// The contract's validation messages (shared with the server), served as a namespace of their own so another language
// can override them too. With the contract's schemas, not with the page: a message to translate comes from them.

const RULES_NAMESPACE = 'swimmersRules'
i18n.addResourceBundle('en', RULES_NAMESPACE, SWIMMER_RULES, true, true)

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
