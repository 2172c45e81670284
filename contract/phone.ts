import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { latinDigits } from './common'

// Phones as identity (issue 28): the one place a phone number is read. libphonenumber-js (Google's metadata, the full
// "max" set so a number is checked against its country's number patterns, not only its length) reads a number as
// typed — leading 0, +20, 0020, spaces, dashes, dots, brackets, Arabic-Indic or Persian digits — and gives one form,
// E.164 (+201012345678), which is what the database stores and compares. A number without a country code is read as
// Egyptian. The server's schemas and, later, the SPA's forms use these same functions.

/** The country a number without its country code belongs to. */
export const DEFAULT_COUNTRY = 'EG'

/** Direction marks a number copied from an Arabic screen often carries. */
const MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g

/** The number in E.164 ('+201012345678'), or null when it is not a valid phone number. */
export function toE164(typed: string): string | null {
  const text = latinDigits(typed.replace(MARKS, '')).trim()
  if (!/^\+?[0-9 ()./-]+$/.test(text)) return null
  const parsed = parsePhoneNumberFromString(text.replace(/[ ()./-]/g, ''), DEFAULT_COUNTRY)
  return parsed && parsed.isValid() ? parsed.number : null
}

/**
 * How the spec's screens show a parent's phone (`parentPhone`): an Egyptian number in its local form with the leading
 * 0 ('01012345678'), any other in E.164. Text that is not E.164 (a number kept as it was, see migration 0033) as it is.
 */
export function localForm(stored: string): string {
  return stored.startsWith('+20') ? `0${stored.slice(3)}` : stored
}

/** A number for people to read: '+20 10 12345678' style international format, or the text as it is. */
export function displayForm(stored: string): string {
  const parsed = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined
  return parsed ? parsed.formatInternational() : stored
}
