import { z } from 'zod'
import { dataText } from './messages/data-texts'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './billing'

// Reprinting receipts (issue 15): the payments of a swimmer (GET /api/swimmers/{id}/payments) and of an invoice
// (GET /api/invoices/{id}/payments), newest first, each with the id its printable page /receipts/{paymentID} needs.
// Amounts twice, as in ./money.ts: a decimal with at most two places and exact whole cents.

export const paymentHistoryEntry = z.object({
  paymentID: z.number().int(),
  receiptNo: z.string(),
  invoiceID: z.number().int(),
  /** The invoice's item ("School - 3 months"). */
  itemName: z.string(),
  /** The same by its code and values (issue 26), for the client's language; null when stored in another shape. */
  itemText: dataText.nullable().optional(),
  amount: z.number(),
  amountCents: z.number().int(),
  /** ISO-8601 UTC timestamp of the payment. */
  at: z.string(),
  cashierName: z.string(),
  /** Issue 30: a void payment and a transfer awaiting confirmation are marked where payments are listed. */
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
})
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntry>
export const paymentHistory = z.array(paymentHistoryEntry)
