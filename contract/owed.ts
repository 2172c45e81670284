import { z } from 'zod'

// Money the academy owes a family (issue 25): recorded when an enrolment ends early for a reason that is not the
// family's (their group ends or is removed, they move to another site). Amounts are in the currency's units (150.5 is
// EGP 150.50), exact to the piastre.

export const ENDING_REASONS = ['group-ended', 'group-removed', 'site-changed'] as const
export type EndingReason = (typeof ENDING_REASONS)[number]

/** One enrolment an operation ended today, and the money it settled. */
export const endedWithMoney = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  kind: z.enum(['school', 'preteam']),
  groupID: z.number().int(),
  /** The last day paid for, before it ended. */
  paidUntil: z.string(),
  /** Its last day now: today (the academy's date). */
  endedOn: z.string(),
  /** Open invoices nothing had been paid of: cancelled. */
  cancelledInvoices: z.array(z.number().int()),
  /** What was paid for the unused time, now owed to the family (0 when nothing). */
  owed: z.number(),
})
export type EndedWithMoney = z.infer<typeof endedWithMoney>

/** A line of what the academy owes a family. */
export const owedCredit = z.object({
  creditID: z.number().int(),
  amount: z.number(),
  reason: z.enum(ENDING_REASONS),
  kind: z.enum(['school', 'preteam']).nullable(),
  groupID: z.number().int().nullable(),
  invoiceID: z.number().int().nullable(),
  site: z.number().int(),
  siteName: z.string().nullable(),
  at: z.string(),
  byName: z.string().nullable(),
})
export type OwedCredit = z.infer<typeof owedCredit>

export const owedToFamily = z.object({ owed: z.number(), credits: z.array(owedCredit) })
export type OwedToFamily = z.infer<typeof owedToFamily>
