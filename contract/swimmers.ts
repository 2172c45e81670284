import { deskBillingFields, pricedDuration } from './billing'
import { z } from 'zod'
import { dataText } from './messages/data-texts'
import { calendarDate } from './fields'
import { owedToFamily } from './owed'
import { FIELD, latinDigits, MAX_STORED_INT, moneyInput, numberText } from './common'
import { SEARCH_KEYS } from './constants'
import { rule, ruleCodes } from './messages/rule'

// Swimmers management (SPEC.md sections 3, 5 and 7, Swimmers): every request and response of the swimmer calls.
// The server validates with these schemas and the SPA's forms check the same rules, with the same messages.

/** The spec's validation texts, verbatim, plus the field rules it leaves unnamed. */
export const SWIMMER_RULES = {
  searchValue: 'Please enter a search value',
  invalidSwimmerId: 'Invalid swimmer ID. Please search by Swimmer ID to use this action.',
  siteMissing: 'Site not selected. Please select a site before performing this action.',
  fillRequired: 'Please fill in all required fields',
  invalidData: 'Invalid data. Please check all fields are properly filled.',
  fullNameRequired: 'Full name is required',
  fullNameLength: 'Full name must be at most 100 characters',
  birthDateRequired: 'Birth date is required',
  birthDateInvalid: 'Birth date must be a valid date',
  birthDateYear: 'Birth date must be in the year given',
  startLevelRequired: 'Start level is required',
  genderRequired: 'Gender is required',
  clubRequired: 'Club is required',
  primaryPhoneRequired: 'Primary phone is required',
  phoneInvalid: 'Enter a valid phone number',
  primaryJobRequired: 'Primary job is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  addressRequired: 'Address is required',
  textTooLong: 'Must be at most 200 characters',
  yearRequired: 'Year is required',
  yearInvalid: 'Year must be a four-digit year',
  levelRequired: 'Level is required',
  levelInvalid: 'Level must be a level code',
  coachInvalid: 'Coach ID must be a number',
  parentPhoneRequired: 'Parent phone is required',
  parentEmailRequired: 'Parent email is required',
  searchIdInvalid: 'Swimmer ID must be a number',
  searchYearInvalid: 'Year must be a four-digit year',
  searchLevelInvalid: 'Level must be a level name, such as Level 5, or its number',
  searchSiteInvalid: 'Site must be one of your sites, or all for every site of yours',
  searchNameLength: 'Full name must be at most 100 characters',
  freezeReasonRequired: 'Freeze reason is required',
  freezeDateRequired: 'Freeze date is required',
  dateInvalid: 'Enter a valid date',
  renewalTypeInvalid: 'Renewal type must be monthly, quarterly or yearly',
  renewalDuration: 'Duration must be between 1 and 12 months',
  renewalMonthly: 'A monthly renewal is 1 month',
  renewalQuarterly: 'A quarterly renewal is 3 months',
  renewalYearly: 'A yearly renewal is 12 months',
  renewsInvalid: 'Renew must be school or preteam',
  newTimesRequired: 'New times are required',
  reasonRequired: 'Reason is required',
  timesTooLong: 'Must be at most 500 characters',
  newSiteRequired: 'New site is required',
  schoolIdRequired: 'School ID is required',
  schoolIdInvalid: 'School ID must be a number',
  preTeamRequired: 'Pre-team is required',
  durationRequired: 'Duration is required',
  durationInvalid: 'Duration must be between 1 and 12 months',
  receiptRequired: 'Receipt number is required',
  receiptTooLong: 'Receipt number must be at most 40 characters',
  attendanceDateRequired: 'Date is required',
  attendanceStatusInvalid: 'Status must be present, absent or late',
  lastDayInvalid: 'Last day must be a date (YYYY-MM-DD)',
  listSortInvalid: 'Sort by must be swimmer ID, full name, birth date or level',
  listOrderInvalid: 'Order must be ascending or descending',
  listPageSizeInvalid: 'Rows per page must be 10, 25, 50 or 100',
  listAfterInvalid: 'The page asked for is not valid: go back to the first page',
  swimmerIdParam: 'swimmerId must be a positive whole number',
} as const
export type SwimmerRuleKey = keyof typeof SWIMMER_RULES

/** The rules' codes, which zod carries (contract/messages/rule.ts); their texts are SWIMMER_RULES. */
const R = ruleCodes('rule.swimmer', SWIMMER_RULES)

// ---------------------------------------------------------------------------------------------
// Field builders. Identifiers and numbers arrive as JSON numbers or numeric strings (forms send text).

const MAX_ID = MAX_STORED_INT

/** A required positive whole number: `missing` when absent or blank, `invalid` when not a number. */
const wholeNumber = (missing: string, invalid: string, { min = 1, max = MAX_ID } = {}) =>
  z
    .union([z.number(), z.string()], { error: missing })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .min(1, missing)
        .regex(/^\d{1,12}$/, invalid)
        .transform(Number)
        .pipe(z.number().int().min(min, invalid).max(max, invalid)),
    )

/** An optional whole number for search keys: blank, null or absent mean "not searching by this". */
const optionalWholeNumber = (invalid: string, { min = 1, max = MAX_ID } = {}) =>
  z
    .union([z.number(), z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : numberText(value)))
    .pipe(
      z
        .string()
        .regex(/^(\d{1,12})?$/, invalid)
        .transform((text) => (text === '' ? undefined : Number(text)))
        .pipe(z.number().int().min(min, invalid).max(max, invalid).optional()),
    )

const requiredText = (missing: string, max = 200, tooLong: string = R.textTooLong) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)

const optionalText = (max = 200) => z.string().trim().max(max, R.textTooLong).optional().default('')

/** A phone number; typed in any digits, it is kept in Latin digits ('٠١٠٠…' is 010…), so numbers compare alike. */
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/
const phone = (missing: string) =>
  requiredText(missing, 30).transform(latinDigits).pipe(z.string().regex(PHONE, R.phoneInvalid))
const email = (missing: string) => requiredText(missing, 120).pipe(z.email(R.emailInvalid))

/**
 * A calendar date 'YYYY-MM-DD' (a full ISO timestamp is accepted and cut to its date) from 2000-01-01 to 2099-12-31,
 * or from 1900-01-01 for a birth date (contract/dates.ts); out of range, the message names the field (`label`).
 */
const dateField = (missing: string, invalid: string, label: string, birth = false) =>
  calendarDate({ required: missing, invalid, label, range: birth ? 'birth' : 'academy', dateTime: true })

/** The acting user is the signed-in user: a userID in a body is accepted and ignored. */
const ignoredUserId = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .describe('Accepted for compatibility and ignored: the acting user is the signed-in user')

const swimmerId = wholeNumber(R.invalidSwimmerId, R.invalidSwimmerId)
const actingSite = wholeNumber(R.siteMissing, R.siteMissing)
const level = (missing: string, invalid: string) => wholeNumber(missing, invalid)

export const RENEWAL_TYPES = ['monthly', 'quarterly', 'yearly'] as const
export type RenewalType = (typeof RENEWAL_TYPES)[number]
/**
 * The months a renewal plan is (issue 27: "Quarterly" with one month billed one month): the plan decides the duration,
 * and a request whose durationInMonths says otherwise is refused naming the field.
 */
export const RENEWAL_TYPE_MONTHS: Record<RenewalType, number> = { monthly: 1, quarterly: 3, yearly: 12 }

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number]

/** Level codes of the pre-team ladder (PTeam A–D); the others are school levels. */
export const PRETEAM_LEVEL_CODES: readonly number[] = [17, 18, 19, 20]
export const isPreTeamLevel = (code: number): boolean => PRETEAM_LEVEL_CODES.includes(code)

/** Names and spellings accepted for a full-name search. */
export const SEARCH_NAME_MAX = 100
/** Substring search through the trigram index needs this many characters; shorter names scan a bounded range. */
export const TRIGRAM_MIN_LENGTH = 3
/** The most rows one search returns. */
export const SEARCH_LIMIT = 200

// ---------------------------------------------------------------------------------------------
// Search

/** Where a search looks: the site the user chose, or, asked for on purpose, every site of theirs. */
export const ALL_MY_SITES = 'all'
export type SiteChoice = number | typeof ALL_MY_SITES

/**
 * `userSite`: the chosen site's number, or 'all' for every site of the user's. Without it (the spec's payload) the
 * search looks at the user's home site: never at every site by default.
 */
export const siteChoice = z
  .union([z.number(), z.string()], { error: R.siteMissing })
  .transform((value) => numberText(value))
  .pipe(
    z
      .string()
      .min(1, R.siteMissing)
      .refine((text) => text.toLowerCase() === ALL_MY_SITES || /^\d{1,12}$/.test(text), R.searchSiteInvalid)
      .transform((text): SiteChoice => (text.toLowerCase() === ALL_MY_SITES ? ALL_MY_SITES : Number(text)))
      .refine((choice) => choice === ALL_MY_SITES || (choice >= 1 && choice <= MAX_ID), R.searchSiteInvalid),
  )
  .describe("The site searched: the site the user chose, or 'all' for every site of the user's (never the default)")

/**
 * A level criterion as staff type it: the level's name ('Level 5', 'level 5', 'PTeam A'), or a number — the level
 * code, as the spec's numeric input sends it, or else the number in the level's name (5 for Level 5).
 */
const levelCriterion = z
  .union([z.number(), z.string(), z.null()], { error: R.searchLevelInvalid })
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
  .pipe(
    z
      .string()
      .max(SEARCH_NAME_MAX, R.searchLevelInvalid)
      .refine((text) => !/^\d+$/.test(text) || (text.length <= 12 && Number(text) >= 1), R.searchLevelInvalid)
      .transform((text) => (text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text)),
  )

export const swimmerSearchRequest = z
  .object({
    swimmerID: optionalWholeNumber(R.searchIdInvalid),
    fullName: z
      .string()
      .trim()
      .max(SEARCH_NAME_MAX, R.searchNameLength)
      .optional()
      .transform((value) => value || undefined),
    year: optionalWholeNumber(R.searchYearInvalid, { min: 1900, max: 2100 }),
    level: levelCriterion,
    userSite: siteChoice.optional(),
    userID: ignoredUserId,
  })
  .refine(
    (body) =>
      body.swimmerID !== undefined ||
      body.fullName !== undefined ||
      body.year !== undefined ||
      body.level !== undefined,
    { message: R.searchValue },
  )
export type SwimmerSearchRequest = z.input<typeof swimmerSearchRequest>
export { SEARCH_KEYS }
export type SearchKey = (typeof SEARCH_KEYS)[number]

/** A search result row (SPEC.md section 3, Swimmer), with the names of its codes beside them. */
export const swimmerSummary = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  year: z.number().int(),
  currentLevel: z.number().int(),
  levelName: z.string(),
  coachName: z.string().nullable(),
  coachID: z.number().int().nullable(),
  site: z.number().int(),
  siteName: z.string(),
  club: z.number().int(),
  clubName: z.string(),
  parentPhone: z.string().nullable(),
  parentEmail: z.string().nullable(),
  frozen: z.boolean(),
})
export type SwimmerSummary = z.infer<typeof swimmerSummary>
export const swimmerSearchResponse = z.array(swimmerSummary)

// ---------------------------------------------------------------------------------------------
// Every swimmer of a site, page by page (issue 27, "Finding people")

/** The columns the list can be sorted by: each served by an index of the site's swimmers in that order. */
export const SWIMMER_LIST_SORTS = ['swimmerID', 'fullName', 'birthDate', 'level'] as const
export type SwimmerListSort = (typeof SWIMMER_LIST_SORTS)[number]
export const SWIMMER_LIST_PAGE_SIZES = [10, 25, 50, 100] as const

/**
 * Where a page starts: just after this row of the previous page, in the list's order (keyset paging: a page is an
 * index range, never the rows before it counted off). `value` is the row's sort key as the last answer gave it.
 */
const listPosition = z
  .object(
    {
      value: z.union([z.string().max(400), z.number().int().min(0).max(MAX_ID)], { error: R.listAfterInvalid }),
      swimmerID: z.number({ error: R.listAfterInvalid }).int(R.listAfterInvalid).min(1, R.listAfterInvalid).max(MAX_ID),
    },
    { error: R.listAfterInvalid },
  )
  .describe("The last row of the previous page, as that page's `next` gave it; absent or null for the first page")

export const swimmerListRequest = z
  .object({
    userSite: actingSite.describe('The site chosen: its swimmers are listed'),
    sort: z.enum(SWIMMER_LIST_SORTS, { error: R.listSortInvalid }).default('swimmerID'),
    order: z.enum(['asc', 'desc'], { error: R.listOrderInvalid }).default('asc'),
    pageSize: z
      .number({ error: R.listPageSizeInvalid })
      .refine((size) => (SWIMMER_LIST_PAGE_SIZES as readonly number[]).includes(size), R.listPageSizeInvalid)
      .default(25),
    after: listPosition.nullish(),
  })
  // A position is a row of the same order: a number for ID and level, a name's key or a birth date for the others.
  .refine(
    ({ sort, after }) =>
      !after || typeof after.value === (sort === 'swimmerID' || sort === 'level' ? 'number' : 'string'),
    { message: R.listAfterInvalid, path: ['after'] },
  )
export type SwimmerListRequest = z.input<typeof swimmerListRequest>
export type SwimmerListPosition = z.infer<typeof listPosition>

/** A listed swimmer: the search row and the birth date. */
export const swimmerListRow = swimmerSummary.extend({ birthDate: z.string() })
export type SwimmerListRow = z.infer<typeof swimmerListRow>
export const swimmerListResponse = z.object({
  rows: z.array(swimmerListRow),
  next: listPosition.nullable().describe('Where the next page starts; null on the last page'),
})
export type SwimmerListResponse = z.infer<typeof swimmerListResponse>

export const searchActionsRequest = z.object({
  userID: ignoredUserId,
  swimmerID: swimmerId,
  userSite: actingSite,
})
export type SearchActionsRequest = z.input<typeof searchActionsRequest>
export const swimmerAction = z.object({ actionName: z.string() })
export const searchActionsResponse = z.array(swimmerAction)

// ---------------------------------------------------------------------------------------------
// Add, edit, delete

export const addSwimmerRequest = z.object({
  userID: ignoredUserId,
  site: actingSite,
  fullName: requiredText(R.fullNameRequired, 100, R.fullNameLength),
  birthDate: dateField(R.birthDateRequired, R.birthDateInvalid, 'Birth date', true),
  startLevel: level(R.startLevelRequired, R.levelInvalid),
  gender: wholeNumber(R.genderRequired, R.genderRequired),
  club: wholeNumber(R.clubRequired, R.clubRequired),
  primaryPhone: phone(R.primaryPhoneRequired),
  secondaryPhone: optionalText(30)
    .transform(latinDigits)
    .refine((value) => value === '' || PHONE.test(value), R.phoneInvalid),
  primaryJob: requiredText(R.primaryJobRequired),
  secondaryJob: optionalText(),
  email: email(R.emailRequired),
  address: requiredText(R.addressRequired, 300),
})
export type AddSwimmerRequest = z.input<typeof addSwimmerRequest>
export const addSwimmerResponse = z.object({ message: z.string(), swimmerID: z.number().int() })
export type AddSwimmerResponse = z.infer<typeof addSwimmerResponse>

/**
 * POST /api/swimmers/likely-duplicates (issue 27): before Add Swimmer saves, the swimmers of the user's sites with the
 * same name (however its letters are typed) and the same birth date or the same parent phone.
 */
export const likelyDuplicatesRequest = addSwimmerRequest.pick({ fullName: true, birthDate: true, primaryPhone: true })
export type LikelyDuplicatesRequest = z.input<typeof likelyDuplicatesRequest>
export const likelyDuplicate = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  birthDate: z.string(),
  site: z.number().int(),
  siteName: z.string(),
  /** What they share beyond the name. */
  sameBirthDate: z.boolean(),
  samePhone: z.boolean(),
})
export type LikelyDuplicate = z.infer<typeof likelyDuplicate>
export const likelyDuplicatesResponse = z.array(likelyDuplicate)

export const updateSwimmerRequest = z
  .object({
    swimmerID: swimmerId,
    fullName: requiredText(R.fullNameRequired, 100, R.fullNameLength),
    year: wholeNumber(R.yearRequired, R.yearInvalid, { min: 1900, max: 2100 }),
    /** The whole birth date, corrected (issue 27); without it the year moves the date on record to that year. */
    birthDate: dateField(R.birthDateRequired, R.birthDateInvalid, 'Birth date', true).optional(),
    level: level(R.levelRequired, R.levelInvalid),
    site: actingSite,
    coachID: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .describe('Accepted and ignored: the coach follows from the school or pre-team the swimmer is enrolled in'),
    parentPhone: phone(R.parentPhoneRequired),
    parentEmail: email(R.parentEmailRequired),
    userID: ignoredUserId,
  })
  .superRefine((body, ctx) => {
    if (body.birthDate !== undefined && Number(body.birthDate.slice(0, 4)) !== body.year) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: R.birthDateYear })
    }
  })
export type UpdateSwimmerRequest = z.input<typeof updateSwimmerRequest>

// ---------------------------------------------------------------------------------------------
// Swimmer actions (SPEC.md section 4): level, site, freeze, renewal, times, attendance

export const updateLevelRequest = z.object({
  swimmerID: wholeNumber(R.fillRequired, R.invalidData),
  newLevel: wholeNumber(R.fillRequired, R.invalidData),
  userID: ignoredUserId,
  site: actingSite,
})
export type UpdateLevelRequest = z.input<typeof updateLevelRequest>

export const changeSiteRequest = z.object({
  swimmerID: swimmerId,
  userID: ignoredUserId,
  site: wholeNumber(R.newSiteRequired, R.newSiteRequired),
})
export type ChangeSiteRequest = z.input<typeof changeSiteRequest>
/** A group the swimmer left: a move to another site ends their running enrolments at the old site. */
export const endedEnrolment = z.object({
  kind: z.enum(['school', 'preteam']),
  groupID: z.number().int(),
  levelName: z.string().nullable(),
  coachName: z.string().nullable(),
  site: z.number().int(),
  siteName: z.string().nullable(),
  /**
   * The day it ended: today, the day of the move (issue 25). The place is free from today, so the enrolment's stored
   * last day is the day before.
   */
  endDate: z.string(),
  /** The last day paid for, before the move. */
  paidUntil: z.string(),
  /** Open invoices nothing had been paid of: cancelled. */
  cancelledInvoices: z.array(z.number().int()),
  /** What was paid for the unused time, owed to the family. */
  owed: z.number(),
})
export type EndedEnrolment = z.infer<typeof endedEnrolment>
export const changeSiteResponse = z.object({ message: z.string(), endedEnrolments: z.array(endedEnrolment) })
/** DELETE /swimmers/{id}: the open invoices the deletion cancelled (issue 25), named. */
export const deleteSwimmerResponse = z.object({
  message: z.string(),
  cancelledInvoices: z.array(
    z.object({ invoiceID: z.number().int(), item: z.string(), amount: z.number(), paid: z.number() }),
  ),
})
export type DeleteSwimmerResponse = z.infer<typeof deleteSwimmerResponse>
/** GET /swimmers/{id}/change-site-preview?site: what moving to `site` would end, before it is done. */
export const changeSitePreviewQuery = z.object({ site: z.coerce.number().int().positive() })
export const changeSitePreviewResponse = z.object({ endedEnrolments: z.array(endedEnrolment), owed: z.number() })
export type ChangeSitePreview = z.infer<typeof changeSitePreviewResponse>
export type ChangeSiteResponse = z.infer<typeof changeSiteResponse>

export const freezeRequest = z.object({
  swimmerID: swimmerId,
  freezeReason: requiredText(R.freezeReasonRequired, 500, R.timesTooLong),
  freezeDate: dateField(R.freezeDateRequired, R.dateInvalid, 'Freeze date'),
  userID: ignoredUserId,
  site: actingSite,
})
export type FreezeRequest = z.input<typeof freezeRequest>

/** POST /swimmers/unfreeze: ends the swimmer's freeze, running or dated later (issue 25). */
export const unfreezeRequest = z.object({ swimmerID: swimmerId, userID: ignoredUserId, site: actingSite })
export type UnfreezeRequest = z.input<typeof unfreezeRequest>
export const unfreezeResponse = z.object({ message: z.string(), freezeDate: z.string() })

const PLAN_MONTHS_RULE: Record<RenewalType, string> = {
  monthly: R.renewalMonthly,
  quarterly: R.renewalQuarterly,
  yearly: R.renewalYearly,
}

export const renewalRequest = z
  .object({
    swimmerID: swimmerId,
    renewalType: z.enum(RENEWAL_TYPES, { error: R.renewalTypeInvalid }),
    durationInMonths: wholeNumber(R.renewalDuration, R.renewalDuration, { min: 1, max: 12 }),
    userID: ignoredUserId,
    site: actingSite,
    /** Collect now (issue 25): an amount above 0 is paid with the receipt number in the same step; else it is due. */
    amountPaid: moneyInput('Amount paid').optional().default(0),
    recieptNo: z.string().trim().max(40, R.receiptTooLong).optional().default(''),
    /**
     * Which group to renew, for a swimmer in a school and a pre-team squad (issue 25): each is renewed and billed on its
     * own, from its own end. Refused without it then; with one group, that one.
     */
    renews: z.enum(['school', 'preteam'], { error: R.renewsInvalid }).optional(),
    /** Issue 30: the method of the money taken now, a chosen discount, instalments (contract/billing.ts). */
    ...deskBillingFields,
  })
  .superRefine((renewal, ctx) => {
    const months = RENEWAL_TYPE_MONTHS[renewal.renewalType]
    if (renewal.durationInMonths !== months)
      ctx.addIssue({ code: 'custom', path: ['durationInMonths'], message: PLAN_MONTHS_RULE[renewal.renewalType] })
  })
export type RenewalRequest = z.input<typeof renewalRequest>
/** GET /swimmers/{id}/renewal-prices: what a renewal would bill, by duration, and the group it renews. */
/** Each duration's price; issue 30 adds the lines and total the invoice would have (?chosen= a staff or hardship rule). */
const renewalPriceLines = z.array(pricedDuration)
export const renewalPricesResponse = z.object({
  groupName: z.string().nullable(),
  /** The group by its code and values (issue 26), for the client's language. */
  groupText: dataText.nullable().optional(),
  prices: renewalPriceLines,
  /** Each group the swimmer could renew, with its prices: two for a swimmer in a school and a pre-team squad. */
  choices: z
    .array(
      z.object({
        renews: z.enum(['school', 'preteam']),
        groupName: z.string(),
        groupText: dataText.optional(),
        prices: renewalPriceLines,
      }),
    )
    .optional(),
})
export type RenewalPrices = z.infer<typeof renewalPricesResponse>
export const renewalResponse = z.object({
  message: z.string(),
  invoiceID: z.number().int(),
  invItem: z.string(),
  /** The same item by its code (issue 26), which the SPA renders in its language. */
  invItemText: dataText.nullable().optional(),
  value: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** What was collected with the renewal (0 when left due). */
  amountPaid: z.number().optional(),
  /** The payment taken with it, whose receipt can be printed (/receipts/{paymentID}); null when nothing was paid. */
  paymentID: z.number().int().nullable().optional(),
})
export type RenewalResponse = z.infer<typeof renewalResponse>

export const updateTimesRequest = z.object({
  swimmerID: swimmerId,
  newTimes: requiredText(R.newTimesRequired, 500, R.timesTooLong),
  reason: requiredText(R.reasonRequired, 500, R.timesTooLong),
  userID: ignoredUserId,
  site: actingSite,
})
export type UpdateTimesRequest = z.input<typeof updateTimesRequest>

export const attendanceRequest = z.object({
  swimmerID: swimmerId,
  date: dateField(R.attendanceDateRequired, R.dateInvalid, 'Date'),
  status: z.enum(ATTENDANCE_STATUSES, { error: R.attendanceStatusInvalid }),
  userID: ignoredUserId,
  site: actingSite,
})
export type AttendanceRequest = z.input<typeof attendanceRequest>

// ---------------------------------------------------------------------------------------------
// Enrolment into a school or a pre-team, with its invoice and payment

const months = wholeNumber(R.durationRequired, R.durationInvalid, { min: 1, max: 12 })
const receipt = z.string().trim().max(40, R.receiptTooLong)

/** School enrolment (SPEC.md section 3): spellings as given, `reciptNo` included. */
export const schoolEnrolmentRequest = z.object({
  swimmerID: wholeNumber(R.invalidSwimmerId, R.invalidSwimmerId),
  schoolID: wholeNumber(R.schoolIdRequired, R.schoolIdInvalid),
  months: months.optional().default(1),
  userID: ignoredUserId,
  amountPaid: moneyInput('Amount paid').optional().default(0),
  reciptNo: receipt.optional().default(''),
  siteID: actingSite,
  /** Issue 30: the method of the money taken now, a chosen discount, instalments (contract/billing.ts). */
  ...deskBillingFields,
})
export type SchoolEnrolmentRequest = z.input<typeof schoolEnrolmentRequest>

/** Pre-team enrolment form (SPEC.md section 3 and 5): every field required, spellings as given (`recieptNo`). */
export const preTeamEnrolmentRequest = z.object({
  swimmerID: wholeNumber(R.invalidSwimmerId, R.invalidSwimmerId),
  pteamID: wholeNumber(R.preTeamRequired, R.preTeamRequired),
  months,
  userID: ignoredUserId,
  amountPaid: moneyInput('Amount paid'),
  recieptNo: receipt.min(1, R.receiptRequired),
  siteID: actingSite,
  /** Issue 30: the method of the money taken now, a chosen discount, instalments (contract/billing.ts). */
  ...deskBillingFields,
})
export type PreTeamEnrolmentRequest = z.input<typeof preTeamEnrolmentRequest>

export const enrolmentResponse = z.object({
  message: z.string(),
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
export type EnrolmentResponse = z.infer<typeof enrolmentResponse>

/**
 * POST /api/schools/{schoolID}/enrolments/{swimmerID}/end {lastDay?}: ends one swimmer's running enrolment in a
 * school on their last day there (yesterday when left out: the place is free from today, and the school's waitlist is
 * offered it). An invoice of the enrolment with nothing paid is cancelled; one paid in part or in full stays.
 */
export const endEnrolmentParams = z.object({
  schoolid: wholeNumber(
    rule(FIELD.positiveWholeNamed, { field: 'schoolId' }),
    rule(FIELD.positiveWholeNamed, { field: 'schoolId' }),
  ),
  swimmerid: wholeNumber(R.swimmerIdParam, R.swimmerIdParam),
})
export const endEnrolmentRequest = z
  .object({ lastDay: dateField(R.lastDayInvalid, R.lastDayInvalid, 'Last day').optional() })
  .default({})
export type EndEnrolmentRequest = z.input<typeof endEnrolmentRequest>
export const endEnrolmentResponse = z.object({
  message: z.string(),
  enrolmentID: z.number().int(),
  lastDay: z.string(),
  invoiceID: z.number().int(),
  invoiceStatus: z.enum(['open', 'paid', 'cancelled']),
  /** The swimmers the freed place was offered to (the first waiting), in order. */
  offeredTo: z.array(z.object({ entryID: z.number().int(), swimmerID: z.number().int(), fullName: z.string() })),
})
export type EndEnrolmentResponse = z.infer<typeof endEnrolmentResponse>

/** An invoice line the price list gives for a duration (SPEC.md section 2, School List: months and amount). */
/**
 * A duration's price at enrolment; issue 30 adds the lines and total this swimmer's invoice would have (the school and
 * pre-team options take ?chosen= a staff or hardship rule, chosenRuleQuery in contract/billing.ts).
 */
export const invoiceOption = pricedDuration
export type InvoiceOption = z.infer<typeof invoiceOption>

export const preTeamOptionsResponse = z.object({
  swimmerID: z.number().int(),
  site: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  preTeams: z.array(
    z.object({
      pTeamID: z.number().int(),
      coachName: z.string(),
      level: z.number().int(),
      levelName: z.string(),
      days: z.string(),
      fromTo: z.string(),
    }),
  ),
  invoices: z.array(invoiceOption),
})
export type PreTeamOptions = z.infer<typeof preTeamOptionsResponse>

export const schoolOptionsResponse = z.object({
  swimmerID: z.number().int(),
  site: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  schools: z.array(
    z.object({
      schoolID: z.number().int(),
      coachName: z.string(),
      level: z.number().int(),
      levelName: z.string(),
      type: z.number().int(),
      typeName: z.string(),
      days: z.string(),
      fromTo: z.string(),
      capacity: z.number().int(),
      enrolled: z.number().int(),
      invoices: z.array(invoiceOption),
    }),
  ),
})
export type SchoolOptions = z.infer<typeof schoolOptionsResponse>

// ---------------------------------------------------------------------------------------------
// Reading a swimmer: details, technical data, logs

export const swimmerDetails = swimmerSummary.extend({
  birthDate: z.string(),
  gender: z.number().int(),
  genderName: z.string(),
  startLevel: z.number().int(),
  startLevelName: z.string(),
  subscriptionEnd: z.string().nullable(),
  frozenSince: z.string().nullable(),
  /** A freeze dated later: the swimmer is frozen from that day, not before (issue 25). */
  freezeScheduled: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  primaryJob: z.string().nullable(),
  secondaryJob: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
  groups: z.array(
    z.object({
      kind: z.enum(['school', 'preteam']),
      groupID: z.number().int(),
      coachName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
  /** Money the academy owes the family (issue 25): the total and its lines. */
  owedToFamily: owedToFamily,
})
export type SwimmerDetails = z.infer<typeof swimmerDetails>

/** Everything recorded about a swimmer, for the raw 'Technical Tab Data' dump. */
export const technicalData = z.object({
  swimmerID: z.number().int(),
  levels: z.array(z.object({ level: z.number(), levelName: z.string(), site: z.number(), changedAt: z.string() })),
  times: z.array(
    z.object({
      times: z.string(),
      reason: z.string(),
      site: z.number(),
      recordedAt: z.string(),
      recordedBy: z.number(),
    }),
  ),
  freezes: z.array(
    z.object({ reason: z.string(), freezeDate: z.string(), endedAt: z.string().nullable(), site: z.number() }),
  ),
  subscriptions: z.array(
    z.object({
      renewalType: z.string(),
      months: z.number(),
      startDate: z.string(),
      endDate: z.string(),
      site: z.number(),
    }),
  ),
  enrolments: z.array(
    z.object({
      kind: z.enum(['school', 'preteam']),
      groupID: z.number(),
      months: z.number(),
      startDate: z.string(),
      endDate: z.string(),
      invoiceID: z.number().nullable(),
      site: z.number(),
    }),
  ),
  invoices: z.array(
    z.object({
      invoiceID: z.number(),
      itemName: z.string(),
      /** The item by its code and values (issue 26); null when stored in another shape. */
      itemText: dataText.nullable().optional(),
      months: z.number(),
      amount: z.number(),
      amountPaid: z.number(),
      status: z.string(),
      site: z.number(),
      createdAt: z.string(),
      payments: z.array(z.object({ recieptNo: z.string(), amountPaid: z.number(), paidAt: z.string() })),
    }),
  ),
  attendance: z.array(
    z.object({ date: z.string(), status: z.enum(ATTENDANCE_STATUSES), site: z.number(), recordedAt: z.string() }),
  ),
  schoolAttendance: z.array(
    z.object({ schoolID: z.number(), date: z.string(), attended: z.boolean(), notes: z.string().nullable() }),
  ),
})
export type TechnicalData = z.infer<typeof technicalData>

/** One audit entry about the swimmer: who, when, at which site, what, and the record before and after. */
export const swimmerLogEntry = z.object({
  logID: z.number().int(),
  at: z.string(),
  action: z.string(),
  userID: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** The acting user's title (user type), e.g. 'Cashier', so the timeline can say who they are. */
  userTitle: z.string().nullable().optional(),
  site: z.number().int().nullable(),
  siteName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
})
export type SwimmerLogEntry = z.infer<typeof swimmerLogEntry>
export const swimmerLogsResponse = z.array(swimmerLogEntry)

export const schoolIdParam = z.object({
  schoolid: wholeNumber(
    rule(FIELD.positiveWholeNamed, { field: 'schoolId' }),
    rule(FIELD.positiveWholeNamed, { field: 'schoolId' }),
  ),
})
