import { z } from 'zod'
import { DIGITS, LANGUAGES } from './constants'
import { ruleCodes } from './messages/rule'

// The signed-in user's own settings for the app (issue 16): the language it speaks and, in Arabic, the digits
// numbers are written with. Kept on the server so they follow the user to another browser.

export { DIGITS, LANGUAGES }

export const PREFERENCES_MESSAGES = {
  language: "language must be 'en', 'ar' or null",
  digits: "digits must be 'latn' or 'arab'",
  nothing: 'Give language or digits to change',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const PREFERENCES_CODES = ruleCodes('rule.preferences', PREFERENCES_MESSAGES)

export const preferences = z.object({
  /** null: not chosen yet (the browser's language decides). */
  language: z.enum(LANGUAGES).nullable(),
  digits: z.enum(DIGITS),
})
export type Preferences = z.infer<typeof preferences>

export const updatePreferencesRequest = z
  .object({
    language: z.enum(LANGUAGES, { error: PREFERENCES_CODES.language }).nullable().optional(),
    digits: z.enum(DIGITS, { error: PREFERENCES_CODES.digits }).optional(),
  })
  .refine((body) => body.language !== undefined || body.digits !== undefined, PREFERENCES_CODES.nothing)
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequest>
