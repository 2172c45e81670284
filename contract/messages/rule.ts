import { render, type Catalogue, type Message, type MessageCode, type ParamsOf } from './message'

/**
 * The contract's rules as message codes (issue 26). A zod issue carries text only, so a rule's message is its code,
 * followed by its values as JSON when it names any: 'rule.swimmer.fullNameRequired',
 * 'rule.date.format {"field":"Birth date"}'. The server's validation reply and the SPA's forms read it back
 * (ruleMessage) and render it in their language from the catalogues (./en.ts, ./ar-codes.ts), so no text of a rule
 * is translated by its English words.
 *
 * A module of rules keeps its English texts beside its schemas (SWIMMER_RULES: the spec's words, which its tests
 * and the SPA's pages read) and gives zod their codes: ruleCodes('rule.swimmer', SWIMMER_RULES). The English
 * catalogue takes the same texts under the same codes (ruleTexts); the SPA, which never loads that catalogue, finds
 * the English of the rules it has loaded in `loaded` (a rule's code comes only from a schema already loaded).
 */

/** The English texts of the rules of every module loaded, by code. */
const loaded: Record<string, string> = {}

/** Each key of a module's texts as its code: { fullNameRequired: 'rule.swimmer.fullNameRequired' }. */
export function ruleCodes<P extends string, T extends Record<string, string>>(
  prefix: P,
  texts: T,
): { readonly [K in keyof T & string]: `${P}.${K}` } {
  const codes: Record<string, string> = {}
  for (const [key, text] of Object.entries(texts)) {
    codes[key] = `${prefix}.${key}`
    loaded[`${prefix}.${key}`] = text
  }
  return codes as { [K in keyof T & string]: `${P}.${K}` }
}

/** A module's texts under their codes, as a catalogue takes them: { 'rule.swimmer.fullNameRequired': 'Full…' }. */
export const ruleTexts = <P extends string, T extends Record<string, string>>(
  prefix: P,
  texts: T,
): { readonly [K in keyof T & string as `${P}.${K}`]: T[K] } =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text])) as {
    [K in keyof T & string as `${P}.${K}`]: T[K]
  }

/** A rule's message with its values, as zod carries it: rule('rule.date.format', { field: label }). */
export const rule = <C extends MessageCode>(code: C, params: ParamsOf<C>): string => `${code} ${JSON.stringify(params)}`

const CODED = /^([a-z][\w-]*(?:\.[\w-]+)+)(?: (\{[\s\S]*\}))?$/

/** The message a rule's text stands for, or undefined for a text that is no code (zod's own words). */
export function ruleMessage(text: string): Message | undefined {
  const found = CODED.exec(text)
  if (!found) return undefined
  if (!found[2]) return { code: found[1] } as Message
  try {
    return { code: found[1], params: JSON.parse(found[2]) as Record<string, unknown> } as Message
  } catch {
    return undefined
  }
}

/** A rule's text in English from the rules loaded (the SPA's forms); any other text as it is. */
export function inEnglish(text: string): string {
  const shown = ruleMessage(text)
  return shown && loaded[shown.code] !== undefined ? render(shown, loaded as Catalogue) : text
}
