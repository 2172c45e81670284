import { dataText } from './messages/data-texts'
import { deskBillingFields } from './billing'
import { z } from 'zod'
import { timeOfDay } from './fields'
import { FIELD, moneyInput, numberText, numericId } from './common'
import { DAYS, DURATION_MONTHS } from './lookups'
import { endedWithMoney } from './owed'
import { rule, ruleCodes } from './messages/rule'

// Pre-team squads (SPEC.md sections 3, 5 and 7 'Pre-team'): request and response shapes of every pre-team call.
// Request field spellings are the spec's, including the older and the swimmer screen's variants.

/** The pre-team list shows nine squads per page (SPEC.md section 9). */
export const PRETEAM_PAGE_SIZE = 9
export const PRETEAM_MAX_PAGE_SIZE = 50

/** Texts the server and the SPA share: validation rules (the success messages are codes: contract/messages/en.ts). */
export const PRETEAM_MESSAGES = {
  fillAll: 'Please fill in all required fields',
  threeDays: 'Exactly three different days are required',
  dayCode: 'Choose a day of the week, Friday to Thursday',
  time: 'Enter a time as hh:mm (00:00 to 23:59)',
  endAfterStart: 'The end time must be after the start time',
  durationMin: 'Duration must be at least 1 month',
  durationOption: 'Duration must be one of {list} months',
  receipt: 'A receipt number is required when an amount is paid',
  searchValue: 'Please enter a search value',
  searchNumber: 'Enter a whole number',
  searchSite: 'Choose a site (or all for every site of yours)',
  noPreTeamId: 'Pre-team ID not available for this action',
  noneForSite: 'No pre-teams found for this site',
  searchBy: 'Search by Pre-Team ID, Full Name or Level',
  searchTooLong: 'Search value is too long',
  pageSizeMax: 'pageSize must be at most {max}',
  receiptTooLong: 'Receipt number is too long',
  durationRequired: 'Duration is required',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const PRETEAM_CODES = ruleCodes('rule.preteam', PRETEAM_MESSAGES)

/** Times of day on the wire: 'hh:mm', 24-hour. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const DAY_CODES = DAYS.map((day) => day.code)

/** An identifier that must be given: missing or blank says 'is required', anything else not a number says so. */
const required = (label: string) =>
  z
    .union([z.number(), z.string()], { error: rule(FIELD.required, { field: label }) })
    .refine((value) => String(value).trim() !== '', rule(FIELD.required, { field: label }))
    .pipe(numericId(rule(FIELD.positiveWholeNamed, { field: label })))

const dayCode = (label: string) => required(label).refine((code) => DAY_CODES.includes(code), PRETEAM_CODES.dayCode)

const timeText = (label: string) => timeOfDay(rule(FIELD.required, { field: label }), PRETEAM_CODES.time)

/** Accepted because the spec's client sends it; the acting user is always the signed-in one. */
const ignoredUser = z.union([z.number(), z.string(), z.null()]).optional()

/** Whole months, at least one, and one of the durations the price list knows. */
const months = () =>
  z
    .union([z.number(), z.string()], { error: PRETEAM_CODES.durationRequired })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .min(1, PRETEAM_CODES.durationRequired)
        .regex(/^-?\d{1,3}$/, PRETEAM_CODES.durationMin)
        .transform(Number),
    )
    .pipe(
      z
        .number()
        .min(1, PRETEAM_CODES.durationMin)
        .refine(
          (value) => (DURATION_MONTHS as readonly number[]).includes(value),
          rule(PRETEAM_CODES.durationOption, { list: DURATION_MONTHS.join(', ') }),
        ),
    )

/** The slot rules every create and update shares: three different days, and an end after the start. */
function checkSlot(
  slot: { firstDay: number; secondDay: number; thirdDay: number; startTime: string; endTime: string },
  ctx: z.RefinementCtx,
) {
  if (slot.secondDay === slot.firstDay) {
    ctx.addIssue({ code: 'custom', path: ['secondDay'], message: PRETEAM_CODES.threeDays })
  }
  if (slot.thirdDay === slot.firstDay || slot.thirdDay === slot.secondDay) {
    ctx.addIssue({ code: 'custom', path: ['thirdDay'], message: PRETEAM_CODES.threeDays })
  }
  if (slot.endTime <= slot.startTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: PRETEAM_CODES.endAfterStart })
  }
}

const slotFields = {
  coachID: required('Coach'),
  firstDay: dayCode('First day'),
  secondDay: dayCode('Second day'),
  thirdDay: dayCode('Third day'),
  startTime: timeText('Start time'),
  endTime: timeText('End time'),
}

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /PreTeam/create. */
export const createPreTeamRequest = z
  .object({
    pTeamLevel: required('Level'),
    ...slotFields,
    site: required('Site'),
    userID: ignoredUser,
  })
  .superRefine(checkSlot)
export type CreatePreTeamRequest = z.input<typeof createPreTeamRequest>

/** PUT /preteam/update. The level may change too, though the spec's form does not send it. */
export const updatePreTeamRequest = z
  .object({
    pTeamID: required('Pre-team ID'),
    pTeamLevel: required('Level').optional(),
    ...slotFields,
    site: required('Site'),
    user: ignoredUser,
  })
  .superRefine(checkSlot)
export type UpdatePreTeamRequest = z.input<typeof updatePreTeamRequest>

/**
 * PUT /preteam/change-site. A coach works at one site, so a squad moving site needs a coach of the new site:
 * coachID names them (it may be left out only when the current coach also works at the new site).
 */
export const changePreTeamSiteRequest = z.object({
  pTeamID: required('Pre-team ID'),
  newSite: required('New site'),
  coachID: required('Coach').optional(),
  userID: ignoredUser,
})
export type ChangePreTeamSiteRequest = z.input<typeof changePreTeamSiteRequest>

/** DELETE /preteam/remove (with a body). */
export const removePreTeamRequest = z.object({
  pTeamID: required('Pre-team ID'),
  userID: ignoredUser,
  site: required('Site'),
})
export type RemovePreTeamRequest = z.input<typeof removePreTeamRequest>

/** POST /preteam/end {PTeamID}; pTeamID is accepted too. */
export const endPreTeamRequest = z
  .object({
    PTeamID: required('Pre-team ID').optional(),
    pTeamID: required('Pre-team ID').optional(),
    userID: ignoredUser,
  })
  .superRefine((body, ctx) => {
    if (body.PTeamID === undefined && body.pTeamID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PTeamID'], message: rule(FIELD.required, { field: 'Pre-team ID' }) })
    }
  })
  .transform((body) => ({ pTeamID: (body.PTeamID ?? body.pTeamID) as number }))
export type EndPreTeamRequest = z.input<typeof endPreTeamRequest>

/** POST /preteam/search-actions. */
export const preTeamActionsRequest = z.object({
  pTeamID: required('Pre-team ID'),
  userID: ignoredUser,
  userSite: required('Site').optional(),
})
export type PreTeamActionsRequest = z.input<typeof preTeamActionsRequest>

/**
 * POST /preteam/add-swimmer — one route for two screens (SPEC.md section 3):
 * the pre-team screen sends {pTeamID, swimmerID, durationInMonths, user, site};
 * the swimmers screen sends {swimmerID, pteamID, months, userID, amountPaid, recieptNo, siteID}.
 * Both come out as one request; amountPaid defaults to 0 and needs a receipt number when above 0.
 */
export const addPreTeamSwimmerRequest = z
  .object({
    pTeamID: required('Pre-team ID').optional(),
    pteamID: required('Pre-team ID').optional(),
    swimmerID: required('Swimmer ID'),
    durationInMonths: months().optional(),
    months: months().optional(),
    site: required('Site').optional(),
    siteID: required('Site').optional(),
    user: ignoredUser,
    userID: ignoredUser,
    // The swimmers screen's form may send an empty amount: that is the default, 0.
    amountPaid: z.preprocess((value) => (value === '' ? undefined : value), moneyInput('Amount paid').nullish()),
    recieptNo: z.string().trim().max(40, PRETEAM_CODES.receiptTooLong).nullish(),
    /** Issue 30: the method of the money taken now, a chosen discount, instalments (contract/billing.ts). */
    ...deskBillingFields,
  })
  .superRefine((body, ctx) => {
    if (body.pTeamID === undefined && body.pteamID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['pTeamID'], message: rule(FIELD.required, { field: 'Pre-team ID' }) })
    }
    if (body.durationInMonths === undefined && body.months === undefined) {
      ctx.addIssue({ code: 'custom', path: ['durationInMonths'], message: PRETEAM_CODES.durationRequired })
    }
    if (body.site === undefined && body.siteID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['site'], message: rule(FIELD.required, { field: 'Site' }) })
    }
    if ((body.amountPaid ?? 0) > 0 && !body.recieptNo) {
      ctx.addIssue({ code: 'custom', path: ['recieptNo'], message: PRETEAM_CODES.receipt })
    }
  })
  .transform((body) => ({
    pTeamID: (body.pTeamID ?? body.pteamID) as number,
    swimmerID: body.swimmerID,
    months: (body.durationInMonths ?? body.months) as number,
    site: (body.site ?? body.siteID) as number,
    amountCents: body.amountPaid ?? 0,
    receiptNo: body.recieptNo || undefined,
    billing: {
      method: body.method,
      reference: body.reference,
      discounts: body.discounts,
      instalments: body.instalments,
    },
    /** The spellings this payload used, so that an error names the field the client sent. */
    spelling: {
      group: body.pTeamID !== undefined ? 'pTeamID' : 'pteamID',
      months: body.durationInMonths !== undefined ? 'durationInMonths' : 'months',
      site: body.site !== undefined ? 'site' : 'siteID',
    },
  }))
export type AddPreTeamSwimmerRequest = z.input<typeof addPreTeamSwimmerRequest>

/** What a search is by: the screen's labels, the older screen's keys and the camelCase spellings all map here. */
export const PRETEAM_SEARCH_BY = ['pTeamID', 'fullName', 'level'] as const
export type PreTeamSearchBy = (typeof PRETEAM_SEARCH_BY)[number]

const SEARCH_TYPE_ALIASES: Record<string, PreTeamSearchBy> = {
  'pre-team id': 'pTeamID',
  pteamid: 'pTeamID',
  id: 'pTeamID',
  'full name': 'fullName',
  fullname: 'fullName',
  level: 'level',
}
const searchValue = z.union([z.string(), z.number()]).nullish()

/** A search's site: the one the user chose, or 'all' for every site of theirs, asked for on purpose. */
const searchSite = z.union([z.literal('all'), required('Site')], { error: PRETEAM_CODES.searchSite }).optional()

/**
 * POST /preteam/search: {searchType, searchValue, userID, userSite} — or the older screen's single key
 * {PTeamID | FullName | Level} (camelCase spellings too), with `userSite` (or `site`): the site the user chose, or
 * 'all' for every site of theirs. A search never looks at every site by default.
 * A Full Name search matches the coach's name or the level's name; Level takes the level code (e.g. 17).
 */
export const preTeamSearchRequest = z
  .object({
    searchType: z.string().optional(),
    searchValue,
    PTeamID: searchValue,
    pTeamID: searchValue,
    FullName: searchValue,
    fullName: searchValue,
    Level: searchValue,
    level: searchValue,
    userID: ignoredUser,
    userSite: searchSite,
    site: searchSite,
  })
  .transform((body, ctx) => {
    const typed = body.searchType?.trim().toLowerCase()
    let by: PreTeamSearchBy | undefined = typed ? SEARCH_TYPE_ALIASES[typed] : undefined
    let raw = body.searchValue
    if (typed && !by) {
      ctx.addIssue({ code: 'custom', path: ['searchType'], message: PRETEAM_CODES.searchBy })
      return z.NEVER
    }
    if (!by) {
      const keyed: Array<[PreTeamSearchBy, unknown]> = [
        ['pTeamID', body.PTeamID ?? body.pTeamID],
        ['fullName', body.FullName ?? body.fullName],
        ['level', body.Level ?? body.level],
      ]
      const found = keyed.find(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
      by = found?.[0] ?? 'pTeamID'
      raw = found?.[1] as typeof raw
    }
    const given = raw === undefined || raw === null ? '' : String(raw).trim()
    const text = by === 'fullName' ? given : numberText(given)
    if (!text) {
      ctx.addIssue({ code: 'custom', path: ['searchValue'], message: PRETEAM_CODES.searchValue })
      return z.NEVER
    }
    if (by !== 'fullName' && !/^\d{1,9}$/.test(text)) {
      ctx.addIssue({ code: 'custom', path: ['searchValue'], message: PRETEAM_CODES.searchNumber })
      return z.NEVER
    }
    if (text.length > 100) {
      ctx.addIssue({ code: 'custom', path: ['searchValue'], message: PRETEAM_CODES.searchTooLong })
      return z.NEVER
    }
    const site = body.userSite ?? body.site
    if (site === undefined) {
      ctx.addIssue({ code: 'custom', path: ['userSite'], message: PRETEAM_CODES.searchSite })
      return z.NEVER
    }
    return { by, value: text, site }
  })
export type PreTeamSearchRequest = z.input<typeof preTeamSearchRequest>

/** GET /PreTeam/{site}?page=1&pageSize=9 */
export const preTeamSiteParams = z.object({ site: numericId(rule(FIELD.siteNumber, { field: 'site' })) })
export const preTeamPageQuery = z.object({
  page: numericId(rule(FIELD.wholeFrom1, { field: 'page' }))
    .optional()
    .default(1),
  pageSize: numericId(rule(FIELD.wholeFrom1, { field: 'pageSize' }))
    .refine((size) => size <= PRETEAM_MAX_PAGE_SIZE, rule(PRETEAM_CODES.pageSizeMax, { max: PRETEAM_MAX_PAGE_SIZE }))
    .optional()
    .default(PRETEAM_PAGE_SIZE),
})

/** GET /PreTeam/summary?site and GET /preteam/coaches?site */
export const preTeamSiteQuery = z.object({ site: numericId(rule(FIELD.siteNumber, { field: 'site' })) })

// ---------------------------------------------------------------------------------------------
// Responses

export const PRETEAM_STATUS = ['Active', 'Ended'] as const

/** A squad as search results and details show it: the spec's fields plus what the forms need to prefill. */
export const preTeamSummary = z.object({
  pTeamID: z.number().int(),
  coachID: z.number().int(),
  coachName: z.string(),
  /** The level's name, e.g. 'PTeam A'. */
  level: z.string(),
  levelCode: z.number().int(),
  /** The three days' names, e.g. 'Saturday, Monday, Wednesday'. */
  days: z.string(),
  dayCodes: z.array(z.number().int()),
  /** e.g. '17:00 - 18:30'. */
  fromTo: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  site: z.number().int(),
  siteName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(PRETEAM_STATUS),
})
export type PreTeamSummary = z.infer<typeof preTeamSummary>
export const preTeamSearchResponse = z.array(preTeamSummary)

export const allowedAction = z.object({ actionName: z.string() })
export type AllowedAction = z.infer<typeof allowedAction>
export const allowedActionList = z.array(allowedAction)

export const createPreTeamResponse = z.object({ message: z.string(), pTeamID: z.number().int() })
export type CreatePreTeamResponse = z.infer<typeof createPreTeamResponse>

/** Every other change answers with a message and the squad as it now is. */
export const preTeamChangeResponse = z.object({
  message: z.string(),
  pTeamID: z.number().int(),
  preTeam: preTeamSummary,
  /** Ending the squad: its swimmers' enrolments ended today, with the money settled (issue 25). */
  endedEnrolments: z.array(endedWithMoney).optional(),
})
export type PreTeamChangeResponse = z.infer<typeof preTeamChangeResponse>

export const removePreTeamResponse = z.object({
  message: z.string(),
  pTeamID: z.number().int(),
  /** Its swimmers' enrolments ended today, with the money settled (issue 25). */
  endedEnrolments: z.array(endedWithMoney).optional(),
})
export type RemovePreTeamResponse = z.infer<typeof removePreTeamResponse>

export const addPreTeamSwimmerResponse = z.object({
  message: z.string(),
  pTeamID: z.number().int(),
  swimmerID: z.number().int(),
  enrolmentId: z.number().int(),
  invoiceId: z.number().int(),
  invItem: z.string(),
  /** The same item by its code (issue 26), which the SPA renders in its language. */
  invItemText: dataText.nullable().optional(),
  /** The invoice amount, from the price list. */
  value: z.number(),
  amountPaid: z.number(),
  endDate: z.string(),
  /** The payment taken with it, whose receipt can be printed (/receipts/{paymentID}); null when nothing was paid. */
  paymentID: z.number().int().nullable().optional(),
})
export type AddPreTeamSwimmerResponse = z.infer<typeof addPreTeamSwimmerResponse>

/** GET /preteam/{id}/details-tab: the raw record, its swimmer count and its audit history. */
export const preTeamDetailsTab = preTeamSummary.extend({
  activeSwimmers: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  history: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      by: z.string().nullable(),
      site: z.string().nullable(),
    }),
  ),
})
export type PreTeamDetailsTab = z.infer<typeof preTeamDetailsTab>

/** GET /preteam/{id}/swimmers: the swimmers whose enrolment in the squad is running. */
export const preTeamSwimmer = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  birthYear: z.number().int(),
  currentLevel: z.string(),
  enrolmentId: z.number().int(),
  months: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  invoiceID: z.number().int().nullable(),
  invoiceStatus: z.string().nullable(),
})
export type PreTeamSwimmer = z.infer<typeof preTeamSwimmer>
export const preTeamSwimmerList = z.array(preTeamSwimmer)

/** One card of the pre-team list (SPEC.md section 3: pTeamLevel, coachName, days, fromTo). */
export const preTeamListEntry = z.object({
  pTeamID: z.number().int(),
  pTeamLevel: z.number().int(),
  levelName: z.string(),
  coachName: z.string(),
  days: z.string(),
  fromTo: z.string(),
})
export type PreTeamListEntry = z.infer<typeof preTeamListEntry>

export const preTeamPage = z.object({
  items: z.array(preTeamListEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  site: z.number().int(),
  siteName: z.string(),
})
export type PreTeamPage = z.infer<typeof preTeamPage>

/** GET /PreTeam/summary?site: the site's active squads with their swimmer counts. */
export const preTeamSiteSummary = z.object({
  site: z.number().int(),
  siteName: z.string(),
  activeCount: z.number().int(),
  endedCount: z.number().int(),
  activeSwimmers: z.number().int(),
  preTeams: z.array(preTeamListEntry.extend({ swimmers: z.number().int() })),
})
export type PreTeamSiteSummary = z.infer<typeof preTeamSiteSummary>

/** GET /preteam/coaches?site: the active pre-team coaches of a site, for the forms' coach choice. */
export const preTeamCoach = z.object({ coachID: z.number().int(), coachName: z.string() })
export type PreTeamCoach = z.infer<typeof preTeamCoach>
export const preTeamCoachList = z.array(preTeamCoach)
