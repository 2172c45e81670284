import { findArabic } from '@contract/messages/ar'

// The server speaks the language each request asks for (Accept-Language): English, the spec's texts verbatim, unless
// the request prefers Arabic. Messages are written in English where they are thrown; the catalog in
// contract/messages/ar.ts translates them by their English template when the reply is sent
// (plugins/reply-language.ts). See that file for how to add a message.

export type ReplyLanguage = 'en' | 'ar'

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
