import { z } from 'zod'
import { requiredId, timeOfDay } from './fields'
import { FIELD, numberText, numericId } from './common'
import { DAYS, DURATION_MONTHS, LEVELS, PRODUCTS } from './lookups'
import type { LookupItem } from './lookups'
import { endedWithMoney } from './owed'
import { rule, ruleCodes } from './messages/rule'

// Schools (group classes): search, the per-school actions, create, update, end, details, swimmers,
// possible schools for a swimmer and the school summary with invoice amounts (SPEC.md sections 3, 5, 7).
// The spec's client sends the create form as strings; identifiers and codes arrive as strings or numbers.

export const SCHOOL_MESSAGES = {
  fillAll: 'Please fill in all required fields',
  searchValue: 'Please enter a search value',
  invalidSchoolId: 'Invalid School ID',
  daysDiffer: 'The first and second day must be different',
  endAfterStart: 'The end time must be after the start time',
  capacity: 'Capacity must be a whole number from 1 to 100',
  bothTypeAndLevel: 'Please select both Type and Level',
  schoolIdMissing: 'schoolID is required (or SchoolID, schoolId)',
  siteMissing: 'userSite is required (or UserSite, site)',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
export const SCHOOL_CODES = ruleCodes('rule.school', SCHOOL_MESSAGES)

/** Places in a school when the create form does not say (the spec's create payload has no capacity). */
export const DEFAULT_SCHOOL_CAPACITY = 12
export const MAX_SCHOOL_CAPACITY = 100

/** Text the databases store as given: no control characters but tab and line breaks (PostgreSQL refuses NUL). */
export const hasNoControlCharacters = (text: string): boolean =>
  [...text].every((char) => {
    const code = char.charCodeAt(0)
    return (code >= 32 && code !== 127) || code === 9 || code === 10 || code === 13
  })

/** Empty text and null count as "not given", as the spec's forms send '' for untouched fields. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

/** A required form field: a string or number, not blank; blank or missing says 'Please fill in all required fields'. */
const requiredText = () =>
  z
    .union([z.string(), z.number()], { error: SCHOOL_CODES.fillAll })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, SCHOOL_CODES.fillAll))

/** A code of one fixed list (levels, school types, days), sent as a string or a number. */
export const codeOf = (list: readonly LookupItem[], label: string) =>
  requiredText()
    .transform(numberText)
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}$/, rule(FIELD.number, { field: label }))
        .transform(Number),
    )
    .pipe(z.number().refine((code) => list.some((item) => item.code === code), rule(FIELD.notListed, { field: label })))

/** An identifier of the school forms: missing says 'Please fill all fields', anything else not a number names it. */
const schoolId = (label: string) => requiredId(SCHOOL_CODES.fillAll, rule(FIELD.number, { field: label }))

/** A time of the school forms: 'H:MM', 'HH:MM' or 'HH:MM:SS' → 'HH:MM'. */
const schoolTime = (label: string) => timeOfDay(SCHOOL_CODES.fillAll, rule(FIELD.time, { field: label }))

const optionalCapacity = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string()], { error: SCHOOL_CODES.capacity })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, SCHOOL_CODES.capacity)
        .transform(Number)
        .pipe(z.number().int().min(1, SCHOOL_CODES.capacity).max(MAX_SCHOOL_CAPACITY, SCHOOL_CODES.capacity)),
    )
    .optional(),
)

/** The acting user named in a body: accepted for the spec's client, never trusted (the token says who acts). */
const acceptedUser = z.preprocess(blankToUndefined, numericId(rule(FIELD.number, { field: 'user' })).optional())

/** "HH:MM" text compares in time order. */
export const isEndNotAfterStart = (startTime: string, endTime: string): boolean => endTime <= startTime

const scheduleFields = {
  schoolLevel: codeOf(LEVELS, 'School level'),
  coachID: schoolId('Coach ID'),
  firstDay: codeOf(DAYS, 'First day'),
  secondDay: codeOf(DAYS, 'Second day'),
  startTime: schoolTime('Start time'),
  endTime: schoolTime('End time'),
  type: codeOf(PRODUCTS, 'School type'),
  site: schoolId('Site'),
  user: acceptedUser,
  /** Not in the spec's payload: places in the school (default 12). `numberCapacity` is accepted as another name. */
  capacity: optionalCapacity,
  numberCapacity: optionalCapacity,
}

type DaysCheck = { firstDay: number; secondDay: number }
const differentDays = (value: DaysCheck, ctx: z.RefinementCtx) => {
  if (value.firstDay === value.secondDay) {
    ctx.addIssue({ code: 'custom', path: ['secondDay'], message: SCHOOL_CODES.daysDiffer })
  }
}

/** POST /Schools/create. All fields arrive as strings (SPEC.md section 3); capacity is optional. */
export const createSchoolRequest = z.object(scheduleFields).superRefine(differentDays)
export type CreateSchoolRequest = z.input<typeof createSchoolRequest>
export type CreateSchoolInput = z.output<typeof createSchoolRequest>

/** PUT /schools/update: the school and its new schedule; capacity unchanged when not given. */
export const updateSchoolRequest = z
  .object({ schoolID: schoolId('School ID'), ...scheduleFields })
  .superRefine(differentDays)
export type UpdateSchoolRequest = z.input<typeof updateSchoolRequest>

/** The capacity a create or update asks for, whichever name it used. */
export const requestedCapacity = (body: { capacity?: number; numberCapacity?: number }): number | undefined =>
  body.capacity ?? body.numberCapacity

export const saveSchoolResponse = z.object({
  message: z.string(),
  schoolID: z.number().int(),
  /**
   * Not set any more: an end time not after the start time is refused (issue 25; the screen still warns first, as
   * the spec asks). Kept for clients that read it.
   */
  warning: z.string().optional(),
})
export type SaveSchoolResponse = z.infer<typeof saveSchoolResponse>

// ---------------------------------------------------------------------------------------------
// Search

const optionalId = (message: string) => z.preprocess(blankToUndefined, numericId(message).optional())
const optionalCode = (list: readonly LookupItem[], label: string) =>
  z.preprocess(blankToUndefined, codeOf(list, label).optional())

/**
 * POST /schools/search: one (or more, all must match) of schoolID, fullName (any part of the coach's name,
 * case-insensitive), level, type; plus userSite, the site searched (one of the user's sites).
 */
export const schoolSearchRequest = z
  .object({
    schoolID: optionalId(SCHOOL_CODES.invalidSchoolId),
    fullName: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(100, rule(FIELD.tooLong, { field: 'fullName' }))
        .refine(hasNoControlCharacters, rule(FIELD.control, { field: 'fullName' }))
        .optional(),
    ),
    level: optionalCode(LEVELS, 'Level'),
    type: optionalCode(PRODUCTS, 'Type'),
    userSite: numericId(rule(FIELD.siteNumber, { field: 'userSite' })),
    userID: acceptedUser,
  })
  .superRefine((value, ctx) => {
    if (value.schoolID === undefined && !value.fullName && value.level === undefined && value.type === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: SCHOOL_CODES.searchValue })
    }
  })
export type SchoolSearchRequest = z.input<typeof schoolSearchRequest>

/** One school as search and possible-school results describe it. */
export const schoolResult = z.object({
  schoolID: z.number().int(),
  /** Schools have no name of their own: they are known by their coach, so fullName is the coach's full name. */
  fullName: z.string(),
  /** Level and type as shown (descriptions); the codes ride along. */
  level: z.string(),
  type: z.string(),
  levelCode: z.number().int(),
  typeCode: z.number().int(),
  days: z.string(),
  fromTo: z.string(),
  /** Places taken / places, e.g. '7 / 12'. */
  numberCapacity: z.string(),
  coachName: z.string(),
  coachID: z.number().int(),
  firstDay: z.number().int(),
  secondDay: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  site: z.number().int(),
  startDate: z.string(),
  /** Blank (null) while the school is active. */
  endDate: z.string().nullable(),
})
export type SchoolResult = z.infer<typeof schoolResult>
export const schoolResults = z.array(schoolResult)

// ---------------------------------------------------------------------------------------------
// Actions

/**
 * POST /schools/search-actions. The spec's client tries three spellings in turn:
 * {userID, schoolID, userSite}, {UserID, SchoolID, UserSite} and {userId, schoolId, site}; all are accepted.
 */
export const schoolActionsRequest = z
  .object({
    userID: acceptedUser,
    UserID: acceptedUser,
    userId: acceptedUser,
    schoolID: optionalId(SCHOOL_CODES.invalidSchoolId),
    SchoolID: optionalId(SCHOOL_CODES.invalidSchoolId),
    schoolId: optionalId(SCHOOL_CODES.invalidSchoolId),
    userSite: optionalId(rule(FIELD.siteNumber, { field: 'userSite' })),
    UserSite: optionalId(rule(FIELD.siteNumber, { field: 'UserSite' })),
    site: optionalId(rule(FIELD.siteNumber, { field: 'site' })),
  })
  .transform((value, ctx) => {
    const schoolID = value.schoolID ?? value.SchoolID ?? value.schoolId
    const site = value.userSite ?? value.UserSite ?? value.site
    if (schoolID === undefined) {
      ctx.addIssue({ code: 'custom', path: ['schoolID'], message: SCHOOL_CODES.schoolIdMissing })
    }
    if (site === undefined) {
      ctx.addIssue({ code: 'custom', path: ['userSite'], message: SCHOOL_CODES.siteMissing })
    }
    return { schoolID: schoolID ?? 0, site: site ?? 0 }
  })
export type SchoolActionsRequest = z.input<typeof schoolActionsRequest>
/** The three spellings, in the order the client tries them. */
export const schoolActionsPayloads = (userID: number, schoolID: number, site: number): SchoolActionsRequest[] => [
  { userID, schoolID, userSite: site },
  { UserID: userID, SchoolID: schoolID, UserSite: site },
  { userId: userID, schoolId: schoolID, site },
]

export const allowedAction = z.object({ actionName: z.string() })
export type AllowedAction = z.infer<typeof allowedAction>
export const allowedActions = z.array(allowedAction)

/** Offered when the server gives no actions for a school (SPEC.md section 4). */
export const FALLBACK_SCHOOL_ACTIONS = ['ShowSchoolInfo', 'UpdateSchoolInfo', 'Attendes'] as const

// ---------------------------------------------------------------------------------------------
// End, details, swimmers

/** POST /schools/end {schoolID, userID, site}. */
export const endSchoolRequest = z.object({
  schoolID: schoolId('School ID'),
  userID: acceptedUser,
  site: schoolId('Site'),
})
export type EndSchoolRequest = z.input<typeof endSchoolRequest>
/** The school's swimmers' enrolments ended today with it, and the money settled (issue 25). */
export const endSchoolResponse = z.object({ message: z.string(), endedEnrolments: z.array(endedWithMoney) })
export type EndSchoolResponse = z.infer<typeof endSchoolResponse>

export const schoolIdParams = z.object({ id: numericId(SCHOOL_CODES.invalidSchoolId) })

export const schoolSessionSummary = z.object({
  sessionDate: z.string(),
  day: z.string(),
  present: z.number().int(),
  absent: z.number().int(),
})

export const sessionRegisterEntry = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  attended: z.boolean(),
  notes: z.string().nullable(),
})

/** GET /schools/{id}/details-tab: everything about one school, shown raw. */
export const schoolDetailsTab = schoolResult.extend({
  siteName: z.string(),
  coachMobile: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Attendance of the latest sessions, newest first. */
  recentSessions: z.array(schoolSessionSummary),
  /** The register of the latest session taken, swimmer by swimmer. */
  latestSession: z
    .object({ sessionDate: z.string(), timeAttend: z.string(), entries: z.array(sessionRegisterEntry) })
    .nullable(),
})
export type SchoolDetailsTab = z.infer<typeof schoolDetailsTab>

/** GET /schools/{id}/swimmers: the swimmers currently enrolled. */
export const schoolSwimmer = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  year: z.number().int(),
  currentLevel: z.string(),
  enrolmentStart: z.string(),
  enrolmentEnd: z.string(),
  /** Frozen swimmers stay on the register but are not expected at sessions. */
  frozen: z.boolean(),
})
export type SchoolSwimmer = z.infer<typeof schoolSwimmer>
export const schoolSwimmers = z.array(schoolSwimmer)

// ---------------------------------------------------------------------------------------------
// Coaches for the create form

/** GET /schools/coach-options/{site}: the active school coaches (type SchoolCoach) of a site. */
export const schoolCoachOption = z.object({ coachID: z.number().int(), fullName: z.string() })
export type SchoolCoachOption = z.infer<typeof schoolCoachOption>
export const schoolCoachOptions = z.array(schoolCoachOption)
export const siteParams = z.object({ site: numericId(rule(FIELD.siteNumber, { field: 'site' })) })

// ---------------------------------------------------------------------------------------------
// Possible schools for a swimmer

/** GET /schools/{id}/possible-school/{type}: {id} is the swimmer. */
export const possibleSchoolParams = z.object({
  id: numericId(rule(FIELD.swimmerNumber, { field: 'id' })),
  type: codeOf(PRODUCTS, 'School type'),
})
/** GET /Schools/view-possible-school?swimmerId&type */
export const possibleSchoolQuery = z.object({
  swimmerId: numericId(rule(FIELD.swimmerNumber, { field: 'swimmerId' })),
  type: codeOf(PRODUCTS, 'School type'),
})

// ---------------------------------------------------------------------------------------------
// Summary and invoice amounts (the school list)

/** GET /SchoolSummary/ShowSchoolsSummary?site&type&schoolLevel */
export const schoolSummaryQuery = z.object({
  site: numericId(rule(FIELD.siteNumber, { field: 'site' })),
  type: codeOf(PRODUCTS, 'Type'),
  schoolLevel: codeOf(LEVELS, 'Level'),
})
export type SchoolSummaryQuery = z.input<typeof schoolSummaryQuery>

/** GET /Schools/summary/{site}, optionally narrowed by ?type&schoolLevel (invoices need a type). */
export const siteSummaryQuery = z.object({
  type: optionalCode(PRODUCTS, 'Type'),
  schoolLevel: optionalCode(LEVELS, 'Level'),
})

export const schoolSummary = z.object({
  schoolID: z.number().int(),
  fullName: z.string(),
  schoolLevel: z.string(),
  schoolType: z.string(),
  days: z.string(),
  fromTo: z.string(),
  /** Places in the school; `enrolled` are taken. */
  capacity: z.number().int(),
  enrolled: z.number().int(),
})
export type SchoolSummary = z.infer<typeof schoolSummary>

/** The price of the school type at the site for a duration: months and the amount as a decimal. */
export const invoiceAmount = z.object({ months: z.number().int(), invoice: z.number() })
export type InvoiceAmount = z.infer<typeof invoiceAmount>

export const schoolsSummaryResponse = z.object({
  summaries: z.array(schoolSummary),
  invoices: z.array(invoiceAmount),
})
export type SchoolsSummaryResponse = z.infer<typeof schoolsSummaryResponse>

export const INVOICE_DURATIONS = DURATION_MONTHS
