import { z } from 'zod'
import { moneyInput } from './common'
import { requiredId } from './fields'
import { PAYMENT_METHODS, paymentMethodFields } from './billing'
import { ruleCodes } from './messages/rule'

// Invoices and payments (SPEC.md section 3 'Invoice and payment', section 7 'Settings'):
// GET /Invoice/fetch?siteId and POST /Payment/complete. Money is a decimal with two places on the wire.

export const INVOICE_MESSAGES = {
  noSite: 'No site selected',
  noInvoice: 'No invoice selected for payment',
  swimmerIdRequired: 'Please enter Swimmer ID',
  swimmerIdNumber: 'Swimmer ID must be a number',
  userIdRequired: 'Please enter User ID',
  userIdNumber: 'User ID must be a number',
  receiptRequired: 'Please enter Receipt No',
  receiptTooLong: 'Receipt No must be at most 50 characters',
  noneFound: 'No invoices found for the given site.',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
export const INVOICE_CODES = ruleCodes('rule.invoice', INVOICE_MESSAGES)

export const invoiceFetchQuery = z.object({ siteId: requiredId(INVOICE_CODES.noSite, INVOICE_CODES.noSite) })
export type InvoiceFetchQuery = z.input<typeof invoiceFetchQuery>

export const INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const

/**
 * An invoice at the desk. The screen lists every field except itemName, durationInMonths and amount
 * (SPEC.md section 2, Invoices); amounts are decimals with two places.
 */
export const invoice = z.object({
  invoiceID: z.number().int(),
  swimmerID: z.number().int(),
  swimmerName: z.string(),
  siteID: z.number().int(),
  itemName: z.string(),
  durationInMonths: z.number().int(),
  amount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** The receipt number of the latest payment, or null before any payment (spelling as in the data). */
  recieptNo: z.string().nullable(),
  createdAt: z.string(),
})
export type Invoice = z.infer<typeof invoice>
export const invoiceList = z.array(invoice)

/** The fields of a payment; all required but the method and its reference (SPEC.md section 5, Payment). userID is accepted, the token's user acts. */
export const paymentEntities = z.object({
  swimmerID: requiredId(INVOICE_CODES.swimmerIdRequired, INVOICE_CODES.swimmerIdNumber),
  siteID: requiredId(INVOICE_CODES.noSite, INVOICE_CODES.noSite),
  amountPaid: moneyInput('Amount Paid'),
  recieptNo: z
    .string({ error: INVOICE_CODES.receiptRequired })
    .transform((text) => text.trim())
    .pipe(z.string().min(1, INVOICE_CODES.receiptRequired).max(50, INVOICE_CODES.receiptTooLong)),
  userID: requiredId(INVOICE_CODES.userIdRequired, INVOICE_CODES.userIdNumber),
  invoiceID: requiredId(INVOICE_CODES.noInvoice, INVOICE_CODES.noInvoice),
  /** Issue 30: how the money came ('cash' when left out) and the method's reference (./billing.ts). */
  ...paymentMethodFields,
})
export type PaymentEntities = z.input<typeof paymentEntities>

/** The spec's client sends the payment 'under entities': { entities: { swimmerID, … } }. */
export const completePaymentEnvelope = z.object({ entities: paymentEntities })
export type CompletePaymentEnvelope = z.input<typeof completePaymentEnvelope>

const unwrapEntities = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'entities' in body ? (body as { entities: unknown }).entities : body

/** POST /Payment/complete accepts the fields at the top level or under `entities`; both mean the same payment. */
export const completePaymentRequest = z.preprocess(unwrapEntities, paymentEntities).meta({
  description: 'The payment fields, either at the top level or under an `entities` key: { entities: { swimmerID, … } }',
})

export const completePaymentResponse = z.object({
  message: z.string(),
  paymentID: z.number().int(),
  invoiceID: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  amountDue: z.number(),
  /** Issue 30: the payment's method, and 'pending' for a transfer waiting for its confirmation (not yet counted). */
  method: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(['confirmed', 'pending']),
})
export type CompletePaymentResponse = z.infer<typeof completePaymentResponse>
