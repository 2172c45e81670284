import { DATA_TEXTS_EN, type DataTextCode } from '@contract/messages/data-texts'
import type { Message } from '@contract/messages/message'
import { dataText, i18n, withDigits } from './i18n'
import { i18nextTemplates } from './i18nextTemplates'

// Texts the server composes from data (issue 26): a group's description, an invoice's item, a ledger's entry. The
// server answers each in English, as the spec words it, and beside it the same text by its code and values
// (contract/messages/data-texts.ts); the page renders that in its language through i18next, from the namespace
// 'texts': the English templates here, the Arabic ones with the Arabic chunk (./arabic.ts). Values that are words
// (a level's name, a day) are terms, looked up as they are (dataText in ./i18n.ts); names of people are kept.

export const TEXTS_NAMESPACE = 'texts'

i18n.addResourceBundle('en', TEXTS_NAMESPACE, i18nextTemplates(DATA_TEXTS_EN), true, true)

const isDataText = (words: Message): words is Message & { code: DataTextCode } =>
  Object.hasOwn(DATA_TEXTS_EN, words.code)

// The shell's i18next types know only its own namespaces; this one's keys are the codes checked above.
const translate = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string

function rendered(words: Message): string {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(words.params ?? {}) as [string, unknown][]) {
    if (typeof value === 'number') values[name] = value
    else if (typeof value === 'string') values[name] = dataText(value)
    else if (value && typeof value === 'object' && isDataText(value as Message))
      values[name] = rendered(value as Message)
    else values[name] = String(value ?? '')
  }
  return translate(words.code, { ns: TEXTS_NAMESPACE, keySeparator: false, nsSeparator: false, replace: values })
}

/**
 * A text the server composed, in the current language: rendered from its code and values (`words`) when it has them,
 * else the server's English as it is (a term in it looked up: a credit note's reason stays the staff's words). In
 * English the rendering is the server's English text exactly.
 */
export function composedText(english: string, words: Message | null | undefined): string {
  if (!words || !isDataText(words)) return dataText(english)
  return withDigits(rendered(words))
}
