import { getDigits } from '@/i18n/digits'
import { formattersFor } from '@/i18n/format'

// The server writes a day into its sentences as the wire writes dates ('… has no session on 2026-11-27', 'frozen
// since 2026-11-01'), in English or in Arabic. A person reads a day the way every screen shows one ('27 Nov 2026',
// '٢٧ نوفمبر ٢٠٢٦'), so the server's own words are given that form once, where they enter the SPA (./baseQuery.ts):
// every toast, alert and field error then shows one date format (issue 25). Only the sentences change, never data.

/** A calendar day standing alone in a sentence: not part of a timestamp, a code or a longer number. */
const WIRE_DAY = /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w:-])/g

/** A server sentence with its days written as the screens write them, in the language and digits in use. */
export function readableServerText(text: string, language: string): string {
  return text.replace(WIRE_DAY, (day) => formattersFor(language, getDigits()).date(day))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An answer's sentences ({message}, an older endpoint's {error}, and each of {errors: {field: text}}) made readable;
 * the rest of the answer, and anything that is not such an object, as it came.
 */
export function withReadableServerTexts(body: unknown, language: string): unknown {
  if (!isRecord(body)) return body
  const readable = (value: unknown) => (typeof value === 'string' ? readableServerText(value, language) : value)
  const changed: Record<string, unknown> = {}
  if ('message' in body) changed.message = readable(body.message)
  if ('error' in body) changed.error = readable(body.error)
  if (isRecord(body.errors))
    changed.errors = Object.fromEntries(Object.entries(body.errors).map(([field, text]) => [field, readable(text)]))
  return Object.keys(changed).length ? { ...body, ...changed } : body
}
