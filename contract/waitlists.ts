import { dataText } from './messages/data-texts'
import { deskBillingFields, pricedDuration } from './billing'
import { z } from 'zod'
import { FIELD, moneyInput, numericId, plainText } from './common'
import { rule, ruleCodes } from './messages/rule'

// School waitlists (issue 14): a full school takes waiting swimmers; when a seat frees the first one waiting gets an
// offer that holds the seat until it is accepted (an enrolment with its invoice), declined or expired (the site's
// `waitlistOfferDays`), and the next one waiting gets it. Every request and response of the waitlist calls:
//
//   POST   /api/schools/{id}/waitlist          {swimmerID, note}                 → WaitlistEntry
//   GET    /api/schools/{id}/waitlist                                            → WaitlistEntry[] (queue order)
//   POST   /api/waitlist/{entryID}/accept      {months, amountPaid, reciptNo}    → WaitlistAcceptResponse
//   POST   /api/waitlist/{entryID}/decline                                       → WaitlistDeclineResponse
//   DELETE /api/waitlist/{entryID}                                               → WaitlistRemoveResponse
//   GET    /api/waitlist/offers?site={id}                                        → WaitlistOffer[] (expiry order)

export const WAITLIST_MESSAGES = {
  swimmerInvalid: 'Swimmer ID must be a positive whole number',
  noteTooLong: 'Note must be at most 500 characters',
  durationInvalid: 'Duration must be between 1 and 12 months',
  receiptTooLong: 'Receipt number must be at most 40 characters',
  siteInvalid: 'Site must be a positive whole number',
} as const
const M = ruleCodes('rule.waitlist', WAITLIST_MESSAGES)

export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'declined', 'expired', 'removed'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]
/** The statuses of an entry still in the queue: waiting, or holding a seat with an offer. */
export const OPEN_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[]

// ---------------------------------------------------------------------------------------------
// Requests

export const schoolWaitlistParams = z.object({ id: numericId(rule(FIELD.positiveWholeNamed, { field: 'id' })) })
export const waitlistEntryParams = z.object({
  entryid: numericId(rule(FIELD.positiveWholeNamed, { field: 'entryID' })),
})

/** POST /api/schools/{id}/waitlist: the swimmer to put on the school's waitlist, with an optional note. */
export const addToWaitlistRequest = z.object({
  swimmerID: numericId(M.swimmerInvalid),
  note: z
    .union([plainText('Note', undefined, { multiline: true }), z.null()])
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(500, M.noteTooLong)),
})
export type AddToWaitlistRequest = z.input<typeof addToWaitlistRequest>

/**
 * POST /api/waitlist/{entryID}/accept: the enrolment the offer becomes, as /swimmers/save-school-trans takes it
 * (its spellings: `reciptNo`). An amount above 0 needs the CompletePayment privilege and a receipt number.
 */
export const acceptOfferRequest = z.object({
  months: numericId(M.durationInvalid).pipe(z.number().max(12, M.durationInvalid)).optional().default(1),
  amountPaid: moneyInput('Amount paid').optional().default(0),
  reciptNo: z.string().trim().max(40, M.receiptTooLong).optional().default(''),
  /** Issue 30: the method of the money taken now, a chosen discount, instalments (contract/billing.ts). */
  ...deskBillingFields,
})
export type AcceptOfferRequest = z.input<typeof acceptOfferRequest>

/** GET /api/waitlist/offers?site={id}: the open offers of one of the user's sites. */
export const waitlistOffersQuery = z.object({ site: numericId(M.siteInvalid) })

// ---------------------------------------------------------------------------------------------
// Responses

/** One entry of a school's waitlist. Dates are 'YYYY-MM-DD'; `addedAt` orders the queue (first added, first offered). */
export const waitlistEntry = z.object({
  entryID: z.number().int(),
  schoolID: z.number().int(),
  swimmerID: z.number().int(),
  fullName: z.string(),
  /** The day the swimmer was put on the waitlist, and the moment (the queue's order). */
  addedOn: z.string(),
  addedAt: z.string(),
  note: z.string(),
  /** 1 for the next one to be offered a seat, 2 … for those after; null when the entry is not waiting. */
  position: z.number().int().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** When the seat was offered, and the last day the offer may be accepted; null when never offered. */
  offeredOn: z.string().nullable(),
  offerExpiresOn: z.string().nullable(),
  /** When the entry left the queue (accepted, declined, expired, removed); null while open. */
  closedOn: z.string().nullable(),
  /** Why it closed, in words ('Declined', 'The offer expired after 2026-11-24', 'Passed over for a freed place: …'). */
  closedReason: z.string().nullable(),
  /** The enrolment an accepted offer became. */
  enrolmentID: z.number().int().nullable(),
})
export type WaitlistEntry = z.infer<typeof waitlistEntry>

/**
 * GET /api/schools/{id}/waitlist: the open entries first (offers in offer order, then the waiting ones in queue
 * order), then the closed ones, latest first (at most 50).
 */
export const waitlistResponse = z.array(waitlistEntry)
export type WaitlistResponse = z.infer<typeof waitlistResponse>

/** GET /api/waitlist/{entryID}/prices: what accepting the offer would bill, per duration (issue 25). */
export const offerPricesResponse = z.object({
  schoolID: z.number().int(),
  /** Each duration's price; issue 30 adds the lines and total the invoice would have (?chosen= a staff or hardship rule). */
  prices: z.array(pricedDuration),
})
export type OfferPrices = z.infer<typeof offerPricesResponse>

/** POST /api/waitlist/{entryID}/accept: the enrolment made, as the enrolment routes answer, and the entry. */
export const acceptOfferResponse = z.object({
  message: z.string(),
  entry: waitlistEntry,
  enrolmentID: z.number().int(),
  invoiceID: z.number().int(),
  invItem: z.string(),
  /** The same item by its code (issue 26), which the SPA renders in its language. */
  invItemText: dataText.nullable().optional(),
  value: z.number(),
  amountPaid: z.number(),
  endDate: z.string(),
  /** The payment taken with it, whose receipt can be printed (/receipts/{paymentID}); null when nothing was paid. */
  paymentID: z.number().int().nullable().optional(),
})
export type AcceptOfferResponse = z.infer<typeof acceptOfferResponse>

/** POST /api/waitlist/{entryID}/decline: the declined entry and the entry the seat was offered to next, if any. */
export const declineOfferResponse = z.object({
  message: z.string(),
  entry: waitlistEntry,
  nextOffer: waitlistEntry.nullable(),
})
export type DeclineOfferResponse = z.infer<typeof declineOfferResponse>

/** DELETE /api/waitlist/{entryID}: the removed entry. */
export const removeEntryResponse = z.object({ message: z.string(), entry: waitlistEntry })
export type RemoveEntryResponse = z.infer<typeof removeEntryResponse>

/** An open offer, for the dashboard: who, which school (number, level, days, time, coach), until when. */
export const waitlistOffer = z.object({
  entryID: z.number().int(),
  swimmerID: z.number().int(),
  fullName: z.string(),
  schoolID: z.number().int(),
  levelName: z.string(),
  /** Day names in the school's order, e.g. ['Saturday', 'Tuesday']. */
  days: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string(),
  coachName: z.string(),
  offeredOn: z.string(),
  offerExpiresOn: z.string(),
})
export type WaitlistOffer = z.infer<typeof waitlistOffer>

/** GET /api/waitlist/offers?site={id}: the site's open offers, the soonest to expire first. */
export const waitlistOffersResponse = z.array(waitlistOffer)
export type WaitlistOffersResponse = z.infer<typeof waitlistOffersResponse>
