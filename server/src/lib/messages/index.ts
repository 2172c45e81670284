import { findArabic } from '@contract/messages/ar'
import { MESSAGES_AR_CODES } from '@contract/messages/ar-codes'
import { MESSAGES_EN } from '@contract/messages/en'
import { render, type Catalogue, type Message } from '@contract/messages/message'
import { TERMS_AR } from '@contract/messages/terms-ar'

// The server speaks the language each request asks for (Accept-Language): English, the spec's texts verbatim, unless
// the request prefers Arabic. A message is thrown or answered as a code with its values (contract/messages/message.ts)
// and rendered when the reply is sent (plugins/reply-language.ts) from the request's language's catalogue.
// Every refusal is a code. Success messages and warnings still written as English sentences, and values that are
// sentences (a group's name), are translated by their English template (contract/messages/ar.ts) until they are
// codes too (issue 26).

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

/**
 * Messages that stay English in every language: the sign-in success message is read by the spec's clients (its
 * success rule looks for 'login' and 'succ'), so the SPA translates it itself.
 */
export const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set(['Login successful'])

/** A message in the reply's language (unknown messages stay as they are). */
export function translateReply(message: string, language: ReplyLanguage): string {
  if (language === 'en' || KEPT_IN_ENGLISH.has(message)) return message
  return findArabic(message) ?? message
}

/**
 * A value's words in Arabic: a known term, else (while some values are still English sentences made by the
 * services, such as a group's name) the sentence translated by its template, else the value as it is.
 */
const arabicValue = (text: string): string => TERMS_AR[text] ?? findArabic(text) ?? text

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
