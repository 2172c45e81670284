import { z } from 'zod'
import { rule, ruleCodes } from './messages/rule'

// Shapes every route shares. The server validates with them and the SPA takes its types from them.

/**
 * The rules every module's fields share, each naming the field it is about (`{field}`: its name in words, or the
 * request's key where the spec's client names it so). Given to zod by their codes (contract/messages/rule.ts).
 */
export const FIELD_RULES = {
  positiveWhole: 'Must be a positive whole number',
  positiveWholeNamed: '{field} must be a positive whole number',
  wholeFrom1: '{field} must be a whole number from 1',
  required: '{field} is required',
  tooLong: '{field} is too long',
  number: '{field} must be a number',
  notListed: '{field} is not one of the listed values',
  siteNumber: '{field} must be a site number',
  swimmerNumber: '{field} must be a swimmer number',
  coachNumber: '{field} must be a coach number',
  sessionNumber: '{field} must be a session number',
  creditNumber: '{field} must be a credit number',
  time: '{field} must be a time of day as HH:MM',
  money: '{field} must be an amount of at least 0 with at most two decimal places',
  dateFormat: '{field} must be a date (YYYY-MM-DD)',
  academyDate: '{field} must be a date from 2000-01-01 to 2099-12-31',
  birthDate: '{field} must be a date from 1900-01-01 to 2099-12-31',
  academyMonth: '{field} must be a month from 2000-01 to 2099-12',
  control: '{field} must not contain control characters',
  broken:
    '{field} must not contain broken characters (half of a surrogate pair, or U+FFFD for bytes that were not UTF-8)',
  bidi: '{field} must not contain bidirectional control characters (they reverse how the text shows)',
  invisible: '{field} must not be only invisible characters',
} as const
/** The shared rules' codes: rule(FIELD.required, { field: 'Site' }). */
export const FIELD = ruleCodes('rule.field', FIELD_RULES)

export const messageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponse>

/**
 * Every 4xx and 5xx body: the message's code (contract/messages/en.ts, or `validation`, or one per status), its text
 * in the request's language, and for bad input the field errors by field name.
 */
export const errorResponse = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponse>

/** The largest value the database's integer columns hold: identifiers and codes above it cannot exist. */
export const MAX_STORED_INT = 2_147_483_647

// ---------------------------------------------------------------------------------------------
// Digits as staff type them. An Egyptian keyboard types Arabic-Indic digits (٠١٢…٩), a Persian one its own (۰۱۲…۹),
// and the app itself shows amounts as '١٢٠٫٥٠' with the Arabic-digits setting. Every numeric field reads them as
// the Latin number they are, through `numberText`, on the server (every schema below and in the other contract files)
// and in the SPA's forms (the same schemas).

const DECIMAL_DIGIT = /\p{Nd}/u
const digitValues = new Map<string, string>()

/**
 * The value of a Unicode decimal digit (General_Category Nd), from Unicode's own data: decimal digits are assigned
 * only in runs of ten, 0 to 9 in order, so a digit's value is its place in its run of consecutive digits, modulo 10.
 * No hand table of scripts: Arabic-Indic, Persian, Devanagari, Bengali, fullwidth, mathematical … all read alike.
 */
function digitValue(digit: string): string {
  const known = digitValues.get(digit)
  if (known !== undefined) return known
  const code = digit.codePointAt(0)!
  let before = 0
  while (DECIMAL_DIGIT.test(String.fromCodePoint(code - before - 1))) before += 1
  const value = String(before % 10)
  digitValues.set(digit, value)
  return value
}

/** Every Unicode decimal digit written as its Latin digit 0–9 ('R-62-٠٠٠١٢٥' → 'R-62-000125'); the rest as it is. */
export const latinDigits = (text: string): string => text.replace(/\p{Nd}/gu, digitValue)

/** Left-to-right, right-to-left and Arabic letter marks: copying an amount shown in Arabic often brings them along. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g
const ARABIC_DECIMAL_SEPARATOR = /\u066b/g
const ARABIC_THOUSANDS = /^\d{1,3}(\u066c\d{3})+(\.\d*)?$/

/**
 * A number as typed into any numeric field, made Latin for the field's own pattern: trimmed, direction marks
 * dropped, every decimal digit Latin, the Arabic decimal separator '٫' read as '.', and the Arabic thousands
 * separator '٬' dropped where it separates groups of three ('٣٬٠١٥٫٠٠' → '3015.00', '١٢٠٫٥٠' → '120.50').
 * Anything else is left as it is, for the field's pattern to refuse (a Latin ',' stays refused: '1,000' may be a
 * decimal comma). The one normaliser of numeric input, for the server's schemas and the SPA's forms alike.
 */
export function numberText(value: unknown): string {
  const text = latinDigits(String(value).replace(DIRECTION_MARKS, '').trim()).replace(ARABIC_DECIMAL_SEPARATOR, '.')
  return ARABIC_THOUSANDS.test(text) ? text.replace(/\u066c/g, '') : text
}

/**
 * A positive whole number that may arrive as a JSON number or as a numeric string, in any digits (numberText)
 * (the spec's client sends identifiers "converted to numbers when numeric", and some forms send strings).
 */
export const numericId = (message: string = FIELD.positiveWhole) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .regex(/^\d{1,12}$/, message)
        .transform(Number),
    )
    .pipe(z.number().int().positive(message).max(MAX_STORED_INT, message))

/** Path parameter holding an identifier. */
export const idParam = z.object({ id: numericId(rule(FIELD.positiveWholeNamed, { field: 'id' })) })

export const site = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The site's name in Arabic (issue 25), when one was typed: the Arabic UI shows it, else the name. */
  nameAr: z.string().optional(),
})
export type Site = z.infer<typeof site>

export const healthResponse = z.object({
  status: z.literal('Healthy'),
  timestamp: z.string(),
  database: z.enum(['sqlite', 'postgres']),
})
export type HealthResponse = z.infer<typeof healthResponse>

/**
 * Money on the wire: a decimal with at most two places, as a JSON number or a numeric string in any digits, with
 * the Arabic decimal separator and thousands separator read as numberText reads them ('١٢٠٫٥٠' is 120.50).
 * The server keeps whole cents; nothing is ever stored as a float.
 */
export const moneyInput = (field = 'Amount') =>
  z
    .union([z.number(), z.string()], { error: rule(FIELD.money, { field }) })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, rule(FIELD.money, { field }))
        .transform(amountToCents),
    )

/** "12.5" → 1250, exactly, by reading the digits rather than multiplying a float. */
export function amountToCents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** 1250 → 12.5 as a JSON number (its shortest text is exact for two decimal places). */
export const centsToAmount = (cents: number): number => cents / 100

/** Two-decimal text of an amount; with `grouped` false, plain digits that amountToCents reads back. */
export function formatAmount(amount: number, grouped = true): string {
  const cents = Math.round(amount * 100)
  const text = `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`
  return grouped ? Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : text
}

// ---------------------------------------------------------------------------------------------
// Text: what no text field may hold. The server checks every string of every body, query and path against these
// rules before validation (server/src/plugins/text-guard.ts); a form can use `textProblem` or `plainText` to say it
// first, with the same words.

/**
 * Control characters: NUL (PostgreSQL text cannot hold it), tab, carriage return and line feed (a name or a receipt
 * number with one looks like another with a space, and breaks the grid and the exports), C1 controls and the line and
 * paragraph separators. A line feed only is allowed in a multi-line field (an address, a reason, a note: the SPA's
 * multi-line boxes), where it is a line break; a tab only in a field whose schema strips tabs before storing (a club's
 * or a site's description, SPEC.md section 2).
 */
const isControl = (code: number, multiline: boolean, tabs: boolean): boolean =>
  (code < 0x20 && !(multiline && code === 0x0a) && !(tabs && code === 0x09)) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029
/**
 * Broken text: half of a surrogate pair (iterated alone) and the replacement character U+FFFD, which stands for
 * bytes that were not UTF-8. Stored, either shows as '�' and the name is lost.
 */
const isBroken = (code: number): boolean => (code >= 0xd800 && code <= 0xdfff) || code === 0xfffd
/** Bidirectional embeddings, overrides and isolates: they reverse how the text after them shows. */
const isBidiControl = (code: number): boolean =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
/**
 * Characters that show nothing: white space, format characters (zero-width space and joiners, word joiner, BOM,
 * soft hyphen, left-to-right and right-to-left marks, tags …), fillers (Hangul fillers, braille blank) and variation
 * selectors. Inside visible text they are allowed (a joiner shapes a name, a mark orders mixed Arabic and Latin);
 * text made only of them is refused, as it shows blank.
 */
const INVISIBLE_EXTRA = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x2800, 0x3164, 0xffa0])
const isInvisible = (char: string, code: number): boolean =>
  /^[\s\p{Cf}]$/u.test(char) ||
  INVISIBLE_EXTRA.has(code) ||
  (code >= 0x180b && code <= 0x180f) ||
  (code >= 0xfe00 && code <= 0xfe0f) ||
  (code >= 0xe0100 && code <= 0xe01ef)

export type TextProblem = 'control' | 'broken' | 'bidi' | 'invisible'
export interface TextOptions {
  multiline?: boolean
  tabs?: boolean
}

/**
 * What is wrong with a text, if anything. Blank text (spaces only) is left to the field's own "required" rule.
 * `multiline`: the field is a multi-line box, where a line feed is a line break; `tabs`: the field's schema strips tabs.
 */
export function textProblem(
  text: string,
  { multiline = false, tabs = false }: TextOptions = {},
): TextProblem | undefined {
  let visible = false
  let bidi = false
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (isControl(code, multiline, tabs)) return 'control'
    if (isBroken(code)) return 'broken'
    if (isBidiControl(code)) bidi = true
    else if (!visible && !isInvisible(char, code)) visible = true
  }
  if (bidi) return 'bidi'
  return !visible && text.trim() !== '' ? 'invisible' : undefined
}

/** The message for a field's text problem, naming the field (a rule's code: contract/messages/rule.ts). */
export const textProblemMessage = (field: string, problem: TextProblem): string => rule(FIELD[problem], { field })

/**
 * A string schema refusing control, broken, bidi-override and invisible-only text with a message naming the field;
 * `multiline` for a multi-line box (line feeds allowed), `tabs` for a field whose schema strips tabs.
 */
export const plainText = (field: string, message?: string, options: TextOptions = {}) =>
  z.string(message ? { error: message } : undefined).superRefine((text, context) => {
    const problem = textProblem(text, options)
    if (problem) context.addIssue({ code: 'custom', message: textProblemMessage(field, problem) })
  })
