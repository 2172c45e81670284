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
    .pipe(z.number().int().positive(message).max(Number.MAX_SAFE_INTEGER, message))

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
