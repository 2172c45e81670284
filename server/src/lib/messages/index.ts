import { MESSAGES_AR_CODES } from '@contract/messages/ar-codes'
import { MESSAGES_EN } from '@contract/messages/en'
import { message, render, type Catalogue, type Message, type Param } from '@contract/messages/message'
import { TERMS_AR } from '@contract/messages/terms-ar'

// The server speaks the language each request asks for (Accept-Language): English, the spec's texts verbatim, unless
// the request prefers Arabic. A message is thrown or answered as a code with its values (contract/messages/message.ts)
// and rendered when the reply is sent (plugins/reply-language.ts) from the request's language's catalogue.
// Every refusal, success message and warning is a code, and so is every value that is a sentence (a group's or a
// session's name, a list), and every rule of the contract a validation reply names (contract/messages/rule.ts):
// issue 26.

export type ReplyLanguage = 'en' | 'ar'

const CATALOGUES: Record<ReplyLanguage, Catalogue> = { en: MESSAGES_EN, ar: MESSAGES_AR_CODES }

/** The language a request prefers among those the server speaks: the highest-q tag of Accept-Language we know. */
export function languageOf(acceptLanguage: string | undefined): ReplyLanguage {
  if (!acceptLanguage) return 'en'
  let best: { language: ReplyLanguage; q: number } | undefined
  for (const part of acceptLanguage.split(',')) {
    const [tag, ...params] = part.trim().split(';')
    const base = tag.trim().toLowerCase().split('-')[0]
    if (base !== 'ar' && base !== 'en') continue
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!(q > 0)) continue
    if (!best || q > best.q) best = { language: base, q }
  }
  return best?.language ?? 'en'
}

/** A value's words in Arabic: a known term (a status, a level's name), else the value as it is (a name, a date). */
const arabicValue = (text: string): string => TERMS_AR[text] ?? text

/** A message in a language, from that language's catalogue. */
export function renderMessage(shown: Message, language: ReplyLanguage): string {
  return language === 'en' ? render(shown, MESSAGES_EN) : render(shown, CATALOGUES[language], arabicValue)
}

/** Several problems as one message: 'a; b; c' in English, joined the language's way in each. */
export function joinedProblems(problems: readonly Message[]): Message {
  const [first, ...rest] = problems
  return rest.length === 0 ? first : { code: 'request.problems', params: { first, rest: joinedProblems(rest) } }
}

/** A message in English (what logs and errors thrown inside the server read). */
export const english = (shown: Message): string => render(shown, MESSAGES_EN)

/**
 * A text the server composes from data, sent twice (issue 26): `text` in English, as the spec words it, and `words`,
 * the same by its code and values, which the SPA renders in its language.
 */
export const textAndWords = (words: Message): { text: string; words: Message } => ({ text: english(words), words })

/**
 * Items as one value of a message, joined the language's way: 'a, b and c' (or 'a, b, c' with 'comma') in English,
 * 'a، b وc' in Arabic; no items, ''.
 */
export function listed(items: readonly Param[], last: 'and' | 'comma' = 'and'): Param {
  const [first, ...rest] = items
  if (first === undefined) return ''
  if (rest.length === 0) return first
  if (rest.length === 1) return message(last === 'and' ? 'list.and' : 'list.pair', { first, last: rest[0] })
  return message('list.more', { first, rest: listed(rest, last) })
}

/**
 * A success answer's `message` or `warning` given by its code: the reply hook (plugins/reply-language.ts) renders it
 * in the request's language before the body is serialized, as it renders a refusal's. Typed as the text the wire
 * carries, which is what the route's response schema names.
 */
export const replyText = (shown: Message): string => shown as unknown as string

/** A service's answer whose message is given by its code, as a route answers it (see replyText). */
export const answered = <T extends { message: Message }>(answer: T): Omit<T, 'message'> & { message: string } => ({
  ...answer,
  message: replyText(answer.message),
})
