import { z } from 'zod'
import { numberText } from './common'
import type { LookupItem } from './lookup-tables'
import { ruleCodes } from './messages/rule'

// Lookup lists (app codes). Each list is fetched by its numeric group code; the fixed tables (lookup-tables.ts,
// re-exported here) are what the server seeds and what the SPA falls back to when a lookup call fails (SPEC.md section 3).

export * from './lookup-tables'

export const lookupItem = z.object({
  code: z.number().int(),
  description: z.string(),
  /** A site's or club's Arabic name, when it has one (the Arabic UI shows it; else the description). */
  descriptionAr: z.string().optional(),
}) satisfies z.ZodType<LookupItem>
export const lookupList = z.array(lookupItem)

export const LOOKUP_MESSAGES = { codeInvalid: 'code must be a lookup group number' } as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const LOOKUP_CODES = ruleCodes('rule.lookup', LOOKUP_MESSAGES)

export const appCodeParams = z.object({
  code: z
    .string()
    .overwrite(numberText)
    .regex(/^\d{1,6}$/, LOOKUP_CODES.codeInvalid)
    .transform(Number),
})
