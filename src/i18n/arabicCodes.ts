import { render, type Catalogue } from '@contract/messages/message'
import { ruleMessage } from '@contract/messages/rule'
import { RULES_AR } from '@contract/messages/rules-ar'
import { TERMS_AR } from '@contract/messages/terms-ar'

const rules: Partial<Catalogue> = RULES_AR

/**
 * A contract rule's message (its code and values, contract/messages/rule.ts) in Arabic, from the rules' catalogue,
 * its values that are words (a field's name) by the terms, as the server renders them (server/src/lib/messages);
 * undefined for a text that is no rule's code. Part of the Arabic chunk (./arabic.ts).
 */
export function inArabic(text: string): string | undefined {
  const shown = ruleMessage(text)
  if (!shown || rules[shown.code] === undefined) return undefined
  return render(shown, rules as Catalogue, (value) => TERMS_AR[value] ?? value)
}
