import { z } from 'zod'
import { dataText } from './messages/data-texts'
import { moneyInput, numberText, plainText } from './common'
import { calendarDate, requiredId } from './fields'
import { rule, ruleCodes } from './messages/rule'

// Billing the way an Egyptian cash desk works (issue 30): payment methods and references, transfers waiting for
// confirmation, voids on an open day, refunds after the close, a family's credit notes and its ledger.
//
// Money on the wire as in ./money.ts: every amount twice, a decimal with at most two places (`amount`) and exact whole
// piastres (`amountCents`); amounts sent are decimals read exactly by `moneyInput`.
//
// The rules (server/src/domains/payments/payments.service.ts, one place for every URL that takes money):
// - method: 'cash' when left out (the spec's Payment/complete and the enrolment payloads stay cash). A reference is
//   required for card (its authorisation code), instapay and wallet (the transaction's reference) and transfer (the
//   bank's reference); cash takes none.
// - A 'transfer' waits 'pending': it neither pays its invoice nor counts in any total until it is confirmed
//   (POST /api/payments/{id}/confirm, Settings:ConfirmTransfers). It still holds its receipt number.
// - A void (POST /api/payments/{id}/void {reason}, Settings:CompletePayment) only on the payment's own business day
//   while that day's cash-up is open: the payment is kept, marked void with the reason, who and when; its invoice
//   takes the amount back (it reopens).
// - A refund (POST /api/payments/{id}/refund {amount, reason, method}, Settings:RefundPayments) only once the
//   payment's day is closed, full or partial, never more than paid minus already refunded: a negative receipt in
//   today's cash-up of the payment's site (which must be open). A refund writes the invoice down by what it gives
//   back: the invoice's total and amount paid both drop by it, so what is due does not change and the invoice is not
//   chased again.
// - A credit note (POST /api/families/{id}/credits {site, amount, reason}, Settings:RefundPayments) puts money on
//   the family's balance; POST /api/invoices/{id}/apply-credit {amount} (Settings:CompletePayment) pays an open
//   invoice of any of the family's swimmers from it, never more than the credit left or what is due.

export const PAYMENT_METHODS = ['cash', 'card', 'instapay', 'wallet', 'transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** The methods whose payments carry the method's own reference. */
export const METHODS_WITH_REFERENCE: readonly PaymentMethod[] = ['card', 'instapay', 'wallet', 'transfer']
/** The methods that wait for a confirmation before they count. */
export const METHODS_PENDING: readonly PaymentMethod[] = ['transfer']
export const PAYMENT_STATUSES = ['confirmed', 'pending', 'void'] as const
export const REFERENCE_MAX = 100
export const BILLING_REASON_MAX = 500

export const BILLING_MESSAGES = {
  methodInvalid: 'Method must be cash, card, InstaPay, wallet or bank transfer',
  referenceTooLong: 'Reference must be at most {max} characters',
  reasonRequired: 'Please enter the reason',
  reasonTooLong: 'Reason must be at most {max} characters',
  paymentIdInvalid: 'paymentID must be a positive whole number',
  familyIdInvalid: 'familyID must be a positive whole number',
  invoiceIdInvalid: 'invoiceID must be a positive whole number',
  siteRequired: 'Please choose a site',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const BILLING_CODES = ruleCodes('rule.billing', BILLING_MESSAGES)
const REFERENCE_TOO_LONG = rule(BILLING_CODES.referenceTooLong, { max: REFERENCE_MAX })

export const paymentMethod = z
  .enum(PAYMENT_METHODS, { error: BILLING_CODES.methodInvalid })
  .optional()
  .transform((method) => method ?? 'cash')

/** The method's reference; blank is none. */
export const paymentReference = plainText('Reference', REFERENCE_TOO_LONG)
  .transform((text) => text.trim())
  .pipe(z.string().max(REFERENCE_MAX, REFERENCE_TOO_LONG))
  .optional()
  .transform((text) => (text ? text : null))

/** How a payment is made, added to every body that takes money. */
export const paymentMethodFields = { method: paymentMethod, reference: paymentReference }

const reason = plainText('Reason', BILLING_CODES.reasonRequired, { multiline: true })
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .min(1, BILLING_CODES.reasonRequired)
      .max(BILLING_REASON_MAX, rule(BILLING_CODES.reasonTooLong, { max: BILLING_REASON_MAX })),
  )

export const billingPaymentParams = z.object({
  paymentid: requiredId(BILLING_CODES.paymentIdInvalid, BILLING_CODES.paymentIdInvalid),
})
export const billingInvoiceParams = z.object({
  id: requiredId(BILLING_CODES.invoiceIdInvalid, BILLING_CODES.invoiceIdInvalid),
})
export const billingFamilyParams = z.object({
  id: requiredId(BILLING_CODES.familyIdInvalid, BILLING_CODES.familyIdInvalid),
})

export const voidRequest = z.object({ reason })
export type VoidRequest = z.input<typeof voidRequest>

export const refundRequest = z.object({
  amount: moneyInput('Amount'),
  reason,
  method: paymentMethod,
  reference: paymentReference,
})
export type RefundRequest = z.input<typeof refundRequest>

export const creditNoteRequest = z.object({
  site: requiredId(BILLING_CODES.siteRequired, BILLING_CODES.siteRequired),
  amount: moneyInput('Amount'),
  reason,
})
export type CreditNoteRequest = z.input<typeof creditNoteRequest>

export const applyCreditRequest = z.object({ amount: moneyInput('Amount') })
export type ApplyCreditRequest = z.input<typeof applyCreditRequest>

const money = { amount: z.number(), amountCents: z.number().int() }
const stamp = z.object({ userID: z.number().int(), fullName: z.string(), at: z.string() })

/** A payment after a confirm, a void or a refund. */
export const billingPayment = z.object({
  message: z.string(),
  paymentID: z.number().int(),
  invoiceID: z.number().int(),
  siteID: z.number().int(),
  receiptNo: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  ...money,
  refunded: z.number(),
  refundedCents: z.number().int(),
  confirmed: stamp.nullable(),
  voided: stamp.extend({ reason: z.string() }).nullable(),
  /** The invoice after it. */
  invoice: z.object({
    status: z.enum(['open', 'paid', 'cancelled']),
    amountDue: z.number(),
    amountDueCents: z.number().int(),
  }),
  /** The refund just made (POST …/refund), or null. */
  refundID: z.number().int().nullable(),
})
export type BillingPayment = z.infer<typeof billingPayment>

export const creditResult = z.object({
  message: z.string(),
  creditID: z.number().int(),
  familyID: z.number().int(),
  /** The family's credit left after it. */
  credit: z.number(),
  creditCents: z.number().int(),
})
export type CreditResult = z.infer<typeof creditResult>

// ---------------------------------------------------------------------------------------------
// GET /api/families/{familyid}/ledger

export const LEDGER_KINDS = ['invoice', 'payment', 'void', 'refund', 'credit', 'creditUse'] as const

/**
 * One movement of the family's account, oldest first. `amountCents` is signed as the family's balance moves: an
 * invoice adds what the family owes (+), a payment or a credit use pays it (−), a void takes the payment back (+); a
 * refund writes an invoice down by what it gives back (−) and gives it back (+), so it is listed as 0 with the amount
 * given in `refundCents`; a credit note is money the family holds (−). A pending transfer is listed with 0 until
 * confirmed.
 */
export const ledgerEntry = z.object({
  kind: z.enum(LEDGER_KINDS),
  at: z.string(),
  /** The academy's date of the movement. */
  date: z.string(),
  text: z.string(),
  /** The text by its code and values (issue 26), for the client's language; null for a credit note's own reason. */
  words: dataText.nullable().optional(),
  swimmerID: z.number().int().nullable(),
  swimmerName: z.string().nullable(),
  siteID: z.number().int(),
  invoiceID: z.number().int().nullable(),
  paymentID: z.number().int().nullable(),
  refundID: z.number().int().nullable(),
  creditID: z.number().int().nullable(),
  receiptNo: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(PAYMENT_STATUSES).nullable(),
  ...money,
  /** What the refund gave back (refunds only). */
  refundCents: z.number().int().nullable(),
  /** The balance after this movement: above 0 the family owes, below 0 the academy holds the family's money. */
  balance: z.number(),
  balanceCents: z.number().int(),
})
export type LedgerEntry = z.infer<typeof ledgerEntry>

export const familyLedger = z.object({
  familyID: z.number().int(),
  entries: z.array(ledgerEntry),
  /** What the family owes on open invoices, the credit it holds, and the balance (due − credit). */
  due: z.number(),
  dueCents: z.number().int(),
  credit: z.number(),
  creditCents: z.number().int(),
  balance: z.number(),
  balanceCents: z.number().int(),
})
export type FamilyLedger = z.infer<typeof familyLedger>

// ---------------------------------------------------------------------------------------------
// Discount rules: GET/PUT /api/discount-rules; an invoice's lines: GET /api/invoices/{id}; the price before it is
// made: GET /api/invoices/preview.
//
// How an invoice is priced (server/src/domains/payments/pricing.ts, the one pricing function of every invoice: an
// enrolment, a renewal, an accepted waitlist offer, a renewal run):
// - The list price (the site's price list for the product and months), then the rules that apply, in this stacking
//   order: sibling, multiGroup, prepay, clubMember, staff, hardship. Of each kind at most one rule applies (the
//   sibling rule of the highest rank the child reaches, the prepay rule of the most months reached, the rule of the
//   swimmer's club); staff and hardship apply only when chosen for the invoice, with a reason, by a user holding
//   ManageDiscounts.
// - Each discount is its percent of the price left after the discounts before it (they compound), rounded to the
//   piastre half up (DISCOUNT_ROUNDING): 12.50% of 333.33 is 41.67 (41.66625 rounded up).
// - The cap: all discounts together never take more than DISCOUNT_CAP_PERCENT of the list price; the floor: no
//   discount takes the price below PRICE_FLOOR_CENTS (a list price below it is never discounted). A discount that
//   would pass either is cut to what is left, and those after it are not applied.
// - The invoice keeps its lines (stored when it is made): a rule changed later never rewrites it.
// - A sibling's rank: the swimmers of the family not deleted, by registration (swimmer number); the first is 1.
// - multiGroup: the swimmer is in a running school and a running squad, or in one of them and the invoice is for the other.

export const DISCOUNT_KINDS = ['sibling', 'multiGroup', 'prepay', 'clubMember', 'staff', 'hardship'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]
/** The kinds chosen by hand for one invoice (with a reason), never applied by themselves. */
export const CHOSEN_KINDS: readonly DiscountKind[] = ['staff', 'hardship']
export const DISCOUNT_CAP_PERCENT = 50
export const PRICE_FLOOR_CENTS = 10000
export const DISCOUNT_ROUNDING = 'each discount line to the piastre, half up'

export const DISCOUNT_MESSAGES = {
  kindInvalid: 'Kind must be sibling, multiGroup, prepay, clubMember, staff or hardship',
  percentInvalid: 'Percent must be more than 0 and at most 100, with at most two decimal places',
  fromRankInvalid:
    'A sibling discount needs the child it starts from: 2 for the second child, 3 for the third and more',
  minMonthsInvalid: 'A prepay discount needs the months paid ahead: 3, 6 or 12',
  clubInvalid: 'A club member discount needs the club',
  ruleIdInvalid: 'Rule must be a rule number',
  rulesInvalid: 'Send the list of discount rules',
  swimmerRequired: 'Please choose a swimmer',
  productRequired: 'Please choose a product',
  monthsRequired: 'Please choose the months',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const DISCOUNT_CODES = ruleCodes('rule.discount', DISCOUNT_MESSAGES)

const wholeFrom = (text: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: text })
    .transform((value) => Number(numberText(value)))
    .pipe(z.number({ error: text }).int(text).min(min, text).max(max, text))

export const discountRuleInput = z.object({
  ruleID: requiredId(DISCOUNT_CODES.ruleIdInvalid, DISCOUNT_CODES.ruleIdInvalid).optional(),
  kind: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_CODES.kindInvalid }),
  /** The percent, up to two decimals ("12.5"), read exactly into hundredths (1250). */
  percent: moneyInput('Percent').pipe(
    z.number().min(1, DISCOUNT_CODES.percentInvalid).max(10000, DISCOUNT_CODES.percentInvalid),
  ),
  fromRank: wholeFrom(DISCOUNT_CODES.fromRankInvalid, 2, 20).optional(),
  minMonths: wholeFrom(DISCOUNT_CODES.minMonthsInvalid, 1, 24).optional(),
  clubID: requiredId(DISCOUNT_CODES.clubInvalid, DISCOUNT_CODES.clubInvalid).optional(),
})
export type DiscountRuleInput = z.input<typeof discountRuleInput>
/** PUT /api/discount-rules: the whole list; a rule left out is taken off (kept, inactive, for the invoices naming it). */
export const discountRulesRequest = z.array(discountRuleInput, { error: DISCOUNT_CODES.rulesInvalid }).max(100)

export const discountRule = z.object({
  ruleID: z.number().int(),
  kind: z.enum(DISCOUNT_KINDS),
  /** The percent as a number with up to two decimals (12.5). */
  percent: z.number(),
  fromRank: z.number().int().nullable(),
  minMonths: z.number().int().nullable(),
  clubID: z.number().int().nullable(),
  /** The rule in words ("Second child: 10%"). */
  text: z.string(),
  updatedAt: z.string(),
})
export type DiscountRule = z.infer<typeof discountRule>
export const discountRuleList = z.array(discountRule)

/**
 * A discount line's rule as it was priced (issue 30): its kind and figures, for the screens to word the line in the
 * reader's language (the `text` is English). The club is a name from the data.
 */
export const lineRule = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number(),
  fromRank: z.number().int().nullable(),
  minMonths: z.number().int().nullable(),
  clubName: z.string().nullable(),
})
export type LineRule = z.infer<typeof lineRule>

export const invoiceLine = z.object({
  kind: z.enum(['price', 'discount']),
  text: z.string(),
  /** A price line's item by its code and values (issue 26); null when stored in another shape. */
  words: dataText.nullable().optional(),
  /** A discount line's rule (absent on a price line and where a line's text is not a rule's words). */
  rule: lineRule.nullable().optional(),
  /** Piastres as a decimal (a discount is negative), and exact. */
  amount: z.number(),
  amountCents: z.number().int(),
  ruleID: z.number().int().nullable(),
  reason: z.string().nullable(),
})
export type InvoiceLine = z.infer<typeof invoiceLine>

export const instalment = z.object({
  dueOn: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  amountPaid: z.number(),
  amountPaidCents: z.number().int(),
})

export const invoiceDetail = z.object({
  invoiceID: z.number().int(),
  siteID: z.number().int(),
  swimmerID: z.number().int(),
  swimmerName: z.string(),
  itemName: z.string(),
  months: z.number().int(),
  status: z.enum(['open', 'paid', 'cancelled']),
  createdAt: z.string(),
  lines: z.array(invoiceLine),
  /** The invoice's total (the lines' sum) less what was refunded on it; what was paid less refunds; what is due. */
  total: z.number(),
  totalCents: z.number().int(),
  amountPaid: z.number(),
  amountPaidCents: z.number().int(),
  amountRefunded: z.number(),
  amountRefundedCents: z.number().int(),
  amountDue: z.number(),
  amountDueCents: z.number().int(),
  /** Present when the invoice is split into instalments. */
  instalments: z.array(instalment).optional(),
})
export type InvoiceDetail = z.infer<typeof invoiceDetail>

/** A staff or hardship discount chosen for one invoice (ManageDiscounts), with its reason. */
export const chosenDiscount = z.object({
  ruleID: requiredId(DISCOUNT_CODES.ruleIdInvalid, DISCOUNT_CODES.ruleIdInvalid),
  reason,
})
export type ChosenDiscount = z.input<typeof chosenDiscount>

export const pricePreviewQuery = z.object({
  site: requiredId(BILLING_CODES.siteRequired, BILLING_CODES.siteRequired),
  swimmer: requiredId(DISCOUNT_CODES.swimmerRequired, DISCOUNT_CODES.swimmerRequired),
  product: requiredId(DISCOUNT_CODES.productRequired, DISCOUNT_CODES.productRequired),
  months: requiredId(DISCOUNT_CODES.monthsRequired, DISCOUNT_CODES.monthsRequired),
  /** The kind of group billed (for the multi-group rule). */
  kind: z.enum(['school', 'preteam']).optional(),
  /** A staff or hardship rule to preview (its reason is asked when the invoice is made). */
  chosen: requiredId(DISCOUNT_CODES.ruleIdInvalid, DISCOUNT_CODES.ruleIdInvalid).optional(),
})
export type PricePreviewQuery = z.input<typeof pricePreviewQuery>

export const pricePreview = z.object({
  lines: z.array(invoiceLine),
  total: z.number(),
  totalCents: z.number().int(),
})
export type PricePreview = z.infer<typeof pricePreview>

// ---------------------------------------------------------------------------------------------
// Instalments: POST /api/invoices/{id}/instalments; a family's payment: POST /api/families/{id}/payments.
//
// - An open invoice with nothing paid yet may be split once (CompletePayment) into 2 to 12 instalments, due dates in
//   order from today on, their amounts summing exactly to the invoice's amount. What each instalment has been paid is
//   the invoice's payments allocated oldest first (GET /api/invoices/{id} lists them).
// - A family's payment (CompletePayment) is allocated to the open invoices of its swimmers at the user's sites oldest
//   first: by the earliest unpaid instalment's due date (an invoice not split is due on the day it was made), then the
//   invoice's number. Each invoice paid gets a payment row through the same recordPayment as the desk: the first under
//   the receipt number, the next ones under the receipt number with /2, /3 … (a receipt number is unique per site).
//   The answer says where the money went.

export const INSTALMENTS_MIN = 2
export const INSTALMENTS_MAX = 12

export const INSTALMENT_MESSAGES = {
  instalmentsInvalid: 'Give {min} to {max} instalments',
  dueOnInvalid: 'Due date must be a date (YYYY-MM-DD)',
  receiptRequired: 'Please enter Receipt No',
  receiptTooLong: 'Receipt No must be at most 40 characters',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const INSTALMENT_CODES = ruleCodes('rule.instalment', INSTALMENT_MESSAGES)
const INSTALMENTS_INVALID = rule(INSTALMENT_CODES.instalmentsInvalid, { min: INSTALMENTS_MIN, max: INSTALMENTS_MAX })

const instalmentParts = z
  .array(
    z.object({
      dueOn: calendarDate({
        required: INSTALMENT_CODES.dueOnInvalid,
        invalid: INSTALMENT_CODES.dueOnInvalid,
        label: 'Due date',
      }),
      amount: moneyInput('Amount'),
    }),
    { error: INSTALMENTS_INVALID },
  )
  .min(INSTALMENTS_MIN, INSTALMENTS_INVALID)
  .max(INSTALMENTS_MAX, INSTALMENTS_INVALID)

export const instalmentsRequest = z.object({ instalments: instalmentParts })
export type InstalmentsRequest = z.input<typeof instalmentsRequest>

/**
 * What the desk may add to a renewal or an accepted waitlist offer (issue 30), each optional so the spec's payloads
 * stay cash, at list price less the automatic rules, not split: how the money taken now came (`method`, `reference`),
 * a staff or hardship discount chosen with its reason (ManageDiscounts), and instalments splitting the invoice (their
 * amounts sum to its total; anything collected now pays the first ones).
 */
export const deskBillingFields = {
  ...paymentMethodFields,
  discounts: z.array(chosenDiscount).max(CHOSEN_KINDS.length).optional(),
  instalments: instalmentParts.optional(),
}

/**
 * ?chosen=ruleID on the price lists of a renewal, an offer or an enrolment's options: the staff or hardship rule to
 * price with.
 */
export const chosenRuleQuery = z.object({
  chosen: requiredId(DISCOUNT_CODES.ruleIdInvalid, DISCOUNT_CODES.ruleIdInvalid).optional(),
})

/** A duration's price with its lines (the list price and each discount) and total, as the invoice would have them. */
export const pricedDuration = z.object({
  months: z.number().int(),
  invoice: z.number(),
  itemName: z.string(),
  /** The item by its code and values (issue 26), for the client's language. */
  itemText: dataText.optional(),
  lines: z.array(invoiceLine).optional(),
  total: z.number().optional(),
  totalCents: z.number().int().optional(),
})

export const familyPaymentRequest = z.object({
  site: requiredId(BILLING_CODES.siteRequired, BILLING_CODES.siteRequired),
  amount: moneyInput('Amount'),
  receiptNo: z
    .string({ error: INSTALMENT_CODES.receiptRequired })
    .transform((text) => text.trim())
    .pipe(z.string().min(1, INSTALMENT_CODES.receiptRequired).max(40, INSTALMENT_CODES.receiptTooLong)),
  ...paymentMethodFields,
})
export type FamilyPaymentRequest = z.input<typeof familyPaymentRequest>

export const familyPaymentResult = z.object({
  message: z.string(),
  familyID: z.number().int(),
  ...money,
  /** Where the money went, oldest first. */
  allocations: z.array(
    z.object({
      invoiceID: z.number().int(),
      swimmerID: z.number().int(),
      swimmerName: z.string(),
      itemName: z.string(),
      paymentID: z.number().int(),
      receiptNo: z.string(),
      ...money,
      /** What is still due on the invoice after it. */
      amountDue: z.number(),
      amountDueCents: z.number().int(),
    }),
  ),
})
export type FamilyPaymentResult = z.infer<typeof familyPaymentResult>

export const splitResult = z.object({
  message: z.string(),
  invoiceID: z.number().int(),
  instalments: z.array(instalment),
})

// ---------------------------------------------------------------------------------------------
// Renewal runs: POST /api/renewal-runs {site, days, months?} → a preview kept as the run; POST
// /api/renewal-runs/{runID}/post {exclude?, messages?} → the invoices (dues, not payments).
//
// - The swimmers of the site whose subscription ends from today to today + days (1–60), each renewed for `months`
//   (1 by default) by the same renewal as the desk's Renew, priced by the one pricing function (discounts shown).
// - Exceptions, not renewed: frozen, ended (nothing to renew: no group of their level at their site), openInvoice
//   (the previous renewal is unpaid), duplicate (another run already renewed this subscription end), needsChoice (in
//   a school and a squad: renewed at the desk, which asks which).
// - Making and posting a run need Mod_SW SubscriptionRenwal at the site, as Renew; a run is posted once (a second post is a
//   409 and bills nothing); excluded swimmers are left out; one audit entry names the run's invoices, and with
//   `messages` (default on) each family of a renewed swimmer gets a 'subscription.ending' message.

export const RENEWAL_RUN_DAYS_MAX = 60
export const RENEWAL_EXCEPTIONS = ['frozen', 'ended', 'openInvoice', 'duplicate', 'needsChoice'] as const

export const RENEWAL_RUN_MESSAGES = {
  daysInvalid: 'Days must be a whole number from 1 to {max}',
  monthsInvalid: 'Months must be 1, 3, 6 or 12',
  runIdInvalid: 'Run must be a run number',
  excludeInvalid: 'Exclude must be a list of swimmer numbers',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const RENEWAL_RUN_CODES = ruleCodes('rule.renewalRun', RENEWAL_RUN_MESSAGES)

export const renewalRunRequest = z.object({
  site: requiredId(BILLING_CODES.siteRequired, BILLING_CODES.siteRequired),
  days: wholeFrom(rule(RENEWAL_RUN_CODES.daysInvalid, { max: RENEWAL_RUN_DAYS_MAX }), 1, RENEWAL_RUN_DAYS_MAX),
  months: wholeFrom(RENEWAL_RUN_CODES.monthsInvalid, 1, 12)
    .refine((months) => [1, 3, 6, 12].includes(months), RENEWAL_RUN_CODES.monthsInvalid)
    .optional(),
})
export type RenewalRunRequest = z.input<typeof renewalRunRequest>

export const renewalRunParams = z.object({
  runid: requiredId(RENEWAL_RUN_CODES.runIdInvalid, RENEWAL_RUN_CODES.runIdInvalid),
})

export const renewalRunPostRequest = z.object({
  exclude: z
    .array(requiredId(RENEWAL_RUN_CODES.excludeInvalid, RENEWAL_RUN_CODES.excludeInvalid), {
      error: RENEWAL_RUN_CODES.excludeInvalid,
    })
    .max(10000)
    .optional(),
  messages: z.boolean().optional(),
})
export type RenewalRunPostRequest = z.input<typeof renewalRunPostRequest>

const runSwimmer = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  subscriptionEnd: z.string(),
  kind: z.enum(['school', 'preteam']).nullable(),
  months: z.number().int(),
  lines: z.array(invoiceLine),
  total: z.number(),
  totalCents: z.number().int(),
  /** Once posted: its invoice (null when excluded or refused meanwhile). */
  invoiceID: z.number().int().nullable(),
})

export const renewalRun = z.object({
  message: z.string(),
  runID: z.number().int(),
  siteID: z.number().int(),
  from: z.string(),
  to: z.string(),
  months: z.number().int(),
  posted: z.boolean(),
  families: z.array(
    z.object({
      familyID: z.number().int().nullable(),
      swimmers: z.array(runSwimmer),
      total: z.number(),
      totalCents: z.number().int(),
    }),
  ),
  exceptions: z.array(
    z.object({
      swimmerID: z.number().int(),
      fullName: z.string(),
      familyID: z.number().int().nullable(),
      subscriptionEnd: z.string(),
      reason: z.enum(RENEWAL_EXCEPTIONS),
    }),
  ),
  /** Once posted: the invoices made and the messages written. */
  invoices: z.number().int(),
  messagesWritten: z.number().int(),
})
export type RenewalRun = z.infer<typeof renewalRun>
