import { z } from 'zod'
import { dataText } from './messages/data-texts'
import { moneyInput, numberText, plainText } from './common'
import { calendarDate as dateField, requiredId } from './fields'
import { knownTimeZone } from './academy-clock'
import { instalment, PAYMENT_METHODS, PAYMENT_STATUSES } from './billing'
import { rule, ruleCodes } from './messages/rule'

// The money desk (issue 15): what is due and owed at a site, the day's cash-up (close, reopen), a payment's receipt
// data and the academy's currency.
//
// Money on the wire: every amount is given twice, as a decimal JSON number with at most two places (`amount`, the
// convention of ./invoices.ts: 350.5 means 350.50) and as exact whole cents (`amountCents`: 35050). Totals are summed
// in cents on the server; the cents are the figures to add up or compare, the decimal is for showing.
// Amounts sent to the server (`counted`) are decimals read exactly into cents by `moneyInput` (./common.ts).
//
// Dates: a payment's date is its calendar date in the academy's time zone (a setting, Africa/Cairo by default; see
// ./academy-clock.ts), so a payment at 00:30 in Cairo belongs to that Cairo day. Timestamps (`at`) are ISO-8601 UTC text.

export const DUE_DAYS_MIN = 1
export const DUE_DAYS_MAX = 90
export const DUE_DAYS_DEFAULT = 30
/** How far back "ended without renewal" looks (days before today). */
export const DUE_ENDED_LOOKBACK_DAYS = 90
/** Each list of the due page holds at most this many rows (the most urgent first); totals count them all. */
export const DUE_LIST_LIMIT = 200
export const REOPEN_REASON_MAX = 500

export const MONEY_MESSAGES = {
  siteRequired: 'Please choose a site',
  siteInvalid: 'site must be a positive whole number',
  daysInvalid: 'days must be a whole number from {min} to {max}',
  dateRequired: 'Please enter a date',
  dateInvalid: 'date must be a date (YYYY-MM-DD)',
  countedRequired: 'Please enter the counted amount',
  reasonRequired: 'Please enter the reason for reopening the day',
  reasonTooLong: 'Reason must be at most {max} characters',
  paymentIdInvalid: 'paymentID must be a positive whole number',
  currencyInvalid: 'currency must be a three-letter currency code such as EGP',
  currencyUnknown: 'currency must be an ISO 4217 currency code such as EGP or USD',
  academyNameArInvalid: "The academy's Arabic name must be 1 to 100 characters",
  timeZoneInvalid: 'Time zone must be a time zone name such as Africa/Cairo or Asia/Dubai',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const MONEY_CODES = ruleCodes('rule.money', MONEY_MESSAGES)
const DAYS_INVALID = rule(MONEY_CODES.daysInvalid, { min: DUE_DAYS_MIN, max: DUE_DAYS_MAX })

/** A calendar date 'YYYY-MM-DD' from 2000-01-01 to 2099-12-31 (contract/dates.ts), the messages naming `date`. */
export const calendarDate = (required: string = MONEY_CODES.dateRequired, invalid: string = MONEY_CODES.dateInvalid) =>
  dateField({ required, invalid, label: 'date' })

export const siteParam = requiredId(MONEY_CODES.siteRequired, MONEY_CODES.siteInvalid)

/** An amount twice: decimal (two places) and exact cents. */
const money = { amount: z.number(), amountCents: z.number().int() }
/** An invoice's amount, what was paid and what is still due, each twice. */
const invoiceAmounts = {
  ...money,
  amountPaid: z.number(),
  amountPaidCents: z.number().int(),
  amountDue: z.number(),
  amountDueCents: z.number().int(),
}

// ---------------------------------------------------------------------------------------------
// GET /api/money/due?site&days

export const dueQuery = z.object({
  site: siteParam,
  days: z
    .union([z.number(), z.string()], { error: DAYS_INVALID })
    .optional()
    .transform((value) =>
      value === undefined || String(value).trim() === '' ? String(DUE_DAYS_DEFAULT) : numberText(value),
    )
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, DAYS_INVALID)
        .transform(Number),
    )
    .pipe(z.number().int().min(DUE_DAYS_MIN, DAYS_INVALID).max(DUE_DAYS_MAX, DAYS_INVALID)),
})
export type DueQuery = z.input<typeof dueQuery>

export const GROUP_KINDS = ['school', 'preteam'] as const

/** A swimmer whose subscription ends within the days asked, or ended (in the last 90 days) and was not renewed. */
export const dueSubscription = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  /** The swimmer's subscription end (YYYY-MM-DD). */
  endsOn: z.string(),
  /** Days from today to endsOn: 0 ends today, negative ended that many days ago. */
  daysLeft: z.number().int(),
  /** True when endsOn is before today (ended without renewal). */
  ended: z.boolean(),
  /** The swimmer's latest group in words ("Level 1 Baby Class school of Coach Noah Hughes (Saturday, Tuesday
   * 15:00-16:00)"), or null without one. */
  group: z.string().nullable(),
  /** The group by its code and values (issue 26), for the client's language. */
  groupText: dataText.nullable().optional(),
  groupKind: z.enum(GROUP_KINDS).nullable(),
  groupID: z.number().int().nullable(),
  parentPhone: z.string().nullable(),
})
export type DueSubscription = z.infer<typeof dueSubscription>

/** An open invoice of the site: what is still due and for how long. */
export const dueInvoice = z.object({
  invoiceID: z.number().int(),
  swimmerID: z.number().int(),
  fullName: z.string(),
  parentPhone: z.string().nullable(),
  itemName: z.string(),
  /** The same by its code and values (issue 26), for the client's language; null when stored in another shape. */
  itemText: dataText.nullable().optional(),
  ...invoiceAmounts,
  /** Whole days since the invoice was made (0 today). */
  ageDays: z.number().int(),
  createdAt: z.string(),
  /** Issue 30: an invoice split into instalments lists each, its due date and what it has been paid. */
  instalments: z.array(instalment).optional(),
})
export type DueInvoice = z.infer<typeof dueInvoice>

export const dueResponse = z.object({
  siteID: z.number().int(),
  siteName: z.string(),
  /** Today in the academy's time zone, and the days asked for. */
  today: z.string(),
  days: z.number().int(),
  currency: z.string(),
  /** Ending soonest first (ended ones first, the longest ended first); at most DUE_LIST_LIMIT rows. */
  subscriptions: z.array(dueSubscription),
  /** Oldest first; at most DUE_LIST_LIMIT rows. */
  invoices: z.array(dueInvoice),
  totals: z.object({
    /** Counts of everything matching, even beyond the rows listed. */
    subscriptions: z.number().int(),
    endingSoon: z.number().int(),
    ended: z.number().int(),
    invoices: z.number().int(),
    amountDue: z.number(),
    amountDueCents: z.number().int(),
  }),
  /** True when a list holds fewer rows than its total. */
  truncated: z.object({ subscriptions: z.boolean(), invoices: z.boolean() }),
})
export type DueResponse = z.infer<typeof dueResponse>

// ---------------------------------------------------------------------------------------------
// Cash-up: GET /api/cashup?site&date, POST /api/cashup/close, POST /api/cashup/reopen

export const cashupQuery = z.object({ site: siteParam, date: calendarDate() })
export type CashupQuery = z.input<typeof cashupQuery>

/**
 * GET /api/cashup/today?site: whether the site's cash-up of today (the academy's date) is closed, so screens do not
 * offer to take money that the server would refuse (issue 25). Any signed-in user of the site may ask.
 */
export const cashupTodayQuery = z.object({ site: siteParam })
export type CashupTodayQuery = z.input<typeof cashupTodayQuery>
export const cashupToday = z.object({
  date: z.string(),
  siteID: z.number().int(),
  siteName: z.string(),
  closed: z.boolean(),
})
export type CashupToday = z.infer<typeof cashupToday>

export const cashupCloseRequest = z.object({
  site: siteParam,
  date: calendarDate(),
  counted: moneyInput('Counted amount'),
})
export type CashupCloseRequest = z.input<typeof cashupCloseRequest>

export const cashupReopenRequest = z.object({
  site: siteParam,
  date: calendarDate(),
  reason: plainText('Reason', MONEY_CODES.reasonRequired, { multiline: true })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, MONEY_CODES.reasonRequired)
        .max(REOPEN_REASON_MAX, rule(MONEY_CODES.reasonTooLong, { max: REOPEN_REASON_MAX })),
    ),
})
export type CashupReopenRequest = z.input<typeof cashupReopenRequest>

export const cashupPayment = z.object({
  paymentID: z.number().int(),
  receiptNo: z.string(),
  cashierID: z.number().int(),
  cashierName: z.string(),
  swimmerID: z.number().int(),
  swimmerName: z.string(),
  invoiceID: z.number().int(),
  itemName: z.string(),
  /** The same by its code and values (issue 26), for the client's language; null when stored in another shape. */
  itemText: dataText.nullable().optional(),
  ...money,
  /** ISO-8601 UTC timestamp of the payment. */
  at: z.string(),
  /** HH:MM in the academy's time zone. */
  time: z.string(),
  /** Issue 30: how the money came and its reference; 'pending' (a transfer not yet confirmed) and 'void' count nowhere. */
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** What was refunded of it so far (issue 30): the desk offers a refund only of what is left. */
  refunded: z.number().optional(),
  refundedCents: z.number().int().optional(),
  /** A void's who, when and why; null unless void. */
  voided: z.object({ userID: z.number().int(), fullName: z.string(), at: z.string(), reason: z.string() }).nullable(),
})
export type CashupPayment = z.infer<typeof cashupPayment>

/** Issue 30: money given back on the day (a negative receipt), for a payment of an earlier, closed day. */
export const cashupRefund = z.object({
  refundID: z.number().int(),
  paymentID: z.number().int(),
  receiptNo: z.string(),
  cashierID: z.number().int(),
  cashierName: z.string(),
  swimmerID: z.number().int(),
  swimmerName: z.string(),
  invoiceID: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  reason: z.string(),
  /** Negative: what left the academy. */
  ...money,
  at: z.string(),
  time: z.string(),
})
export type CashupRefund = z.infer<typeof cashupRefund>

/** Issue 30: the day's net per method: its confirmed payments less its refunds. */
export const methodTotal = z.object({
  method: z.enum(PAYMENT_METHODS),
  payments: z.number().int(),
  refunds: z.number().int(),
  ...money,
})

export const cashierTotal = z.object({
  cashierID: z.number().int(),
  cashierName: z.string(),
  payments: z.number().int(),
  ...money,
})

const staffStamp = z.object({ userID: z.number().int(), fullName: z.string(), at: z.string() })

export const cashupDay = z.object({
  date: z.string(),
  siteID: z.number().int(),
  siteName: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  closed: z.boolean(),
  /** In time order, void and pending ones too (marked). */
  payments: z.array(cashupPayment),
  /** Issue 30: the payments voided, and the refunds given on the day (negative amounts), in time order. */
  voids: z.array(cashupPayment),
  refunds: z.array(cashupRefund),
  totals: z.object({
    /** Every method's confirmed, not void payments less the day's refunds. */
    overall: z.number(),
    overallCents: z.number().int(),
    /** Confirmed, not void payments. */
    payments: z.number().int(),
    /** By cashier ID (their confirmed, not void payments). */
    byCashier: z.array(cashierTotal),
    /** Issue 30: what the drawer should hold: cash payments less cash refunds. */
    cash: z.number(),
    cashCents: z.number().int(),
    /** Every method with money on the day, in the order of PAYMENT_METHODS. */
    byMethod: z.array(methodTotal),
    /** Transfers recorded on the day and not confirmed yet (not in any other total). */
    pending: z.number(),
    pendingCents: z.number().int(),
  }),
  /** The amount counted (the drawer's cash) when the day was (last) closed, and counted − cash; null while never closed. */
  counted: z.number().nullable(),
  countedCents: z.number().int().nullable(),
  difference: z.number().nullable(),
  differenceCents: z.number().int().nullable(),
  /** Who closed the day and when (the last close), or null. */
  closedBy: staffStamp.nullable(),
  /** The last reopening, or null: who, when and why. */
  reopened: staffStamp.extend({ reason: z.string() }).nullable(),
  /** What the signed-in user may do with this day now (the server would accept it). */
  mayClose: z.boolean(),
  mayReopen: z.boolean(),
})
export type CashupDay = z.infer<typeof cashupDay>

// ---------------------------------------------------------------------------------------------
// GET /api/payments/{paymentID}: a receipt's data

export const paymentParams = z.object({
  paymentid: requiredId(MONEY_CODES.paymentIdInvalid, MONEY_CODES.paymentIdInvalid),
})

export const RECEIPT_ITEM_KINDS = ['school', 'preteam', 'renewal', 'other'] as const

export const paymentReceipt = z.object({
  paymentID: z.number().int(),
  receiptNo: z.string(),
  academyName: z.string(),
  /** The academy's name in Arabic (academy settings), the header of a receipt printed in Arabic. */
  academyNameAr: z.string(),
  siteID: z.number().int(),
  siteName: z.string(),
  swimmerID: z.number().int(),
  swimmerName: z.string(),
  invoiceID: z.number().int(),
  item: z.object({
    kind: z.enum(RECEIPT_ITEM_KINDS),
    /** The invoice's item ("School - 3 months"). */
    name: z.string(),
    /** The item by its code and values (issue 26); null when stored in another shape. */
    nameText: dataText.nullable().optional(),
    /** The group in words, or null (a renewal names the group renewed when known). */
    group: z.string().nullable(),
    /** The group by its code and values (issue 26), for the client's language. */
    groupText: dataText.nullable().optional(),
    groupID: z.number().int().nullable(),
    months: z.number().int(),
  }),
  ...money,
  /** The amount as text with two decimals and no grouping ("350.50"). */
  amountText: z.string(),
  /** Issue 30: 'void' and 'pending' (a transfer awaiting confirmation) are marked on the receipt; why it was voided. */
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  voidReason: z.string().nullable().optional(),
  refundedCents: z.number().int().optional(),
  currency: z.string(),
  cashierID: z.number().int(),
  cashierName: z.string(),
  /** ISO-8601 UTC timestamp; date (YYYY-MM-DD) and time (HH:MM) in the academy's time zone. */
  at: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  /** The invoice after all its payments so far. */
  invoice: z.object({ ...invoiceAmounts, status: z.enum(['open', 'paid', 'cancelled']) }),
})
export type PaymentReceipt = z.infer<typeof paymentReceipt>

// ---------------------------------------------------------------------------------------------
// GET/PUT /api/settings/academy

export const academySettings = z.object({
  currency: z.string(),
  nameAr: z.string(),
  /** The academy's IANA time zone (migration 0028): its "today", its business days and the times every screen shows. */
  timeZone: z.string(),
})
export type AcademySettings = z.infer<typeof academySettings>

/** The ISO 4217 codes, from the runtime's own data (Intl), not a hand-kept list: 'ZZZ' is none of them. */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'))

export const academySettingsRequest = z.object({
  currency: z
    .string({ error: MONEY_CODES.currencyInvalid })
    .trim()
    .transform((text) => text.toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{3}$/, MONEY_CODES.currencyInvalid)
        .refine((code) => !/^[A-Z]{3}$/.test(code) || CURRENCY_CODES.has(code), MONEY_CODES.currencyUnknown),
    ),
  /** The academy's name in Arabic; unchanged when left out. */
  nameAr: z
    .string({ error: MONEY_CODES.academyNameArInvalid })
    .trim()
    .min(1, MONEY_CODES.academyNameArInvalid)
    .max(100, MONEY_CODES.academyNameArInvalid)
    .optional(),
  /**
   * The academy's time zone, an IANA name the runtime knows (read as its own spelling: 'africa/cairo' is
   * 'Africa/Cairo'); unchanged when left out.
   */
  timeZone: z
    .string({ error: MONEY_CODES.timeZoneInvalid })
    .trim()
    .transform((text, context) => {
      const zone = knownTimeZone(text)
      if (zone === undefined) context.addIssue({ code: 'custom', message: MONEY_CODES.timeZoneInvalid })
      return zone ?? text
    })
    .optional(),
})
export type AcademySettingsRequest = z.input<typeof academySettingsRequest>
