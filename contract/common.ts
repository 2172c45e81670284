import { z } from 'zod'

// Shapes every route shares. The server validates with them and the SPA takes its types from them.

export const messageResponse = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponse>

/** Every 4xx and 5xx body: a message, and for bad input the field errors by field name. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponse>

/** The largest value the database's integer columns hold: identifiers and codes above it cannot exist. */
export const MAX_STORED_INT = 2_147_483_647

/**
 * A positive whole number that may arrive as a JSON number or as a numeric string
 * (the spec's client sends identifiers "converted to numbers when numeric", and some forms send strings).
 */
export const numericId = (message = 'Must be a positive whole number') =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,12}$/, message)
        .transform(Number),
    )
    .pipe(z.number().int().positive(message).max(MAX_STORED_INT, message))

/** Path parameter holding an identifier. */
export const idParam = z.object({ id: numericId('id must be a positive whole number') })

export const site = z.object({ id: z.number().int(), name: z.string() })
export type Site = z.infer<typeof site>

export const healthResponse = z.object({
  status: z.literal('Healthy'),
  timestamp: z.string(),
  database: z.enum(['sqlite', 'postgres']),
})
export type HealthResponse = z.infer<typeof healthResponse>

/**
 * Money on the wire: a decimal with at most two places, as a JSON number or a numeric string.
 * The server keeps whole cents; nothing is ever stored as a float.
 */
export const MONEY_MESSAGE = 'must be an amount of at least 0 with at most two decimal places'
export const moneyInput = (field = 'Amount') =>
  z
    .union([z.number(), z.string()], { error: `${field} ${MONEY_MESSAGE}` })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, `${field} ${MONEY_MESSAGE}`)
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

/** Control characters, except tab and line breaks (NUL included: PostgreSQL text cannot hold it). */
const isControl = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029
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

export type TextProblem = 'control' | 'bidi' | 'invisible'

/** What is wrong with a text, if anything. Blank text (spaces only) is left to the field's own "required" rule. */
export function textProblem(text: string): TextProblem | undefined {
  let visible = false
  let bidi = false
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (isControl(code)) return 'control'
    if (isBidiControl(code)) bidi = true
    else if (!visible && !isInvisible(char, code)) visible = true
  }
  if (bidi) return 'bidi'
  return !visible && text.trim() !== '' ? 'invisible' : undefined
}

/** The message for a field's text problem, naming the field. */
export const textProblemMessage = (field: string, problem: TextProblem): string =>
  ({
    control: `${field} must not contain control characters`,
    bidi: `${field} must not contain bidirectional control characters (they reverse how the text shows)`,
    invisible: `${field} must not be only invisible characters`,
  })[problem]

/** A string schema refusing control, bidi-override and invisible-only text with a message naming the field. */
export const plainText = (field: string, message?: string) =>
  z.string(message ? { error: message } : undefined).superRefine((text, context) => {
    const problem = textProblem(text)
    if (problem) context.addIssue({ code: 'custom', message: textProblemMessage(field, problem) })
  })
