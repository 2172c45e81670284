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
