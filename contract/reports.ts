import { z } from 'zod'
import { DISCOUNT_KINDS } from './billing'
import { FIELD, MAX_STORED_INT, numberText } from './common'
import { isAcademyMonth } from './dates'
import { rule, ruleCodes } from './messages/rule'

// The owner's view (issue 15): GET /api/reports/overview?site&from&to, the figures behind every chart.
// Needs the ViewReports privilege (Settings module). Money as in ./money.ts: a decimal and exact whole cents.
//
// from and to are months, 'YYYY-MM' (a date 'YYYY-MM-DD' is read as its month), both included, at most
// REPORT_MAX_MONTHS apart; both default to the 12 months ending with this month. Without `site` the figures cover all
// of the user's sites. Months are calendar months in the academy's time zone (Africa/Cairo).

export const REPORT_MAX_MONTHS = 24
export const REPORT_DEFAULT_MONTHS = 12
/** A swimmer whose subscription ends counts as renewed when a new one starts within this many days of the end. */
export const RENEWAL_GRACE_DAYS = 30

export const REPORT_MESSAGES = {
  siteInvalid: 'site must be a positive whole number',
  fromInvalid: 'from must be a month (YYYY-MM)',
  toInvalid: 'to must be a month (YYYY-MM)',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const REPORT_CODES = ruleCodes('rule.report', REPORT_MESSAGES)

const isMonth = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text)

/** A month 'YYYY-MM' from 2000-01 to 2099-12 (contract/dates.ts), the messages naming the field. */
const monthField = (field: 'from' | 'to', invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .transform((text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text.slice(0, 7) : text))
    .refine(isMonth, invalid)
    .refine((text) => !isMonth(text) || isAcademyMonth(text), rule(FIELD.academyMonth, { field }))
    .optional()

export const reportsQuery = z.object({
  site: z
    .union([z.number(), z.string()], { error: REPORT_CODES.siteInvalid })
    .optional()
    .transform((value) => (value === undefined ? '' : numberText(value)))
    .pipe(z.string().regex(/^(\d{1,12})?$/, REPORT_CODES.siteInvalid))
    .transform((text) => (text === '' ? undefined : Number(text)))
    .pipe(z.number().int().positive(REPORT_CODES.siteInvalid).max(MAX_STORED_INT, REPORT_CODES.siteInvalid).optional()),
  from: monthField('from', REPORT_CODES.fromInvalid),
  to: monthField('to', REPORT_CODES.toInvalid),
})
export type ReportsQuery = z.input<typeof reportsQuery>

const rate = z.number().describe('A share from 0 to 1 (null figures are left out), rounded to 4 decimals')

export const reportsOverview = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the range, 'YYYY-MM', in order. */
  months: z.array(z.string()),
  /** The sites the figures cover (one, or all of the user's sites). */
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  currency: z.string(),
  /**
   * Swimmers with an enrolment (school or pre-team) or a renewal at the site covering at least one day of the month.
   * One row per site and month (0 included).
   */
  activeSwimmers: z.array(z.object({ month: z.string(), siteID: z.number().int(), swimmers: z.number().int() })),
  /**
   * Payments recorded at the site in the month (their Cairo date), net (issue 30): voided payments and transfers still
   * pending do not count, and the refunds given in the month are taken off. One row per site and month (0 included).
   */
  revenue: z.array(
    z.object({
      month: z.string(),
      siteID: z.number().int(),
      payments: z.number().int(),
      amount: z.number(),
      amountCents: z.number().int(),
    }),
  ),
  /** Issue 30: the refunds given at the site in the month (taken off its revenue). One row per site and month. */
  refunds: z.array(
    z.object({ month: z.string(), siteID: z.number().int(), amount: z.number(), amountCents: z.number().int() }),
  ),
  /** Issue 30: the discounts given per rule and site over the range, on invoices not cancelled (positive amounts). */
  discountsByRule: z.array(
    z.object({
      ruleID: z.number().int(),
      kind: z.enum(DISCOUNT_KINDS),
      siteID: z.number().int(),
      invoices: z.number().int(),
      amount: z.number(),
      amountCents: z.number().int(),
    }),
  ),
  /** Running schools today: capacity and swimmers enrolled now, per school. */
  capacityBySchool: z.array(
    z.object({
      siteID: z.number().int(),
      schoolID: z.number().int(),
      level: z.number().int(),
      levelName: z.string(),
      coachName: z.string(),
      capacity: z.number().int(),
      enrolled: z.number().int(),
      /** enrolled / capacity, or null for a school of capacity 0. */
      used: z.number().nullable(),
    }),
  ),
  /** The same per level, summed over the running schools of that level. */
  capacityByLevel: z.array(
    z.object({
      level: z.number().int(),
      levelName: z.string(),
      schools: z.number().int(),
      capacity: z.number().int(),
      enrolled: z.number().int(),
      used: z.number().nullable(),
    }),
  ),
  /**
   * Attendance at school sessions in the range (the session marks of issue 14, make-up guests included), per level of
   * the school: attended (present or late) / recorded (any mark). Levels with no mark are left out.
   */
  attendanceByLevel: z.array(
    z.object({
      level: z.number().int(),
      levelName: z.string(),
      recorded: z.number().int(),
      attended: z.number().int(),
      rate: rate.nullable(),
    }),
  ),
  /**
   * Retention per month: subscriptions (a swimmer's enrolment or renewal period) at the covered sites that ended in the
   * month (up to yesterday), and how many of them the swimmer renewed — a later period starting at most
   * RENEWAL_GRACE_DAYS days after the end. Periods ending on the same day for the same swimmer count once.
   */
  renewals: z.array(
    z.object({ month: z.string(), ended: z.number().int(), renewed: z.number().int(), rate: rate.nullable() }),
  ),
})
export type ReportsOverview = z.infer<typeof reportsOverview>
