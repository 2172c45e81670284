import { z } from 'zod'
import { calendarDate, timeOfDay } from './fields'
import { academyToday } from './academy-clock'
import { latinDigits, numberText, numericId } from './common'
import { COACH_TYPES, DAYS, GENDERS } from './lookups'
import { ruleCodes } from './messages/rule'

// Coaches (SPEC.md sections 3 'Coach' and 7 'Coaches'): the coaches screen, the free-coach searches and the
// Settings screen's Coaches tab. The server validates with these schemas; the SPA takes its types and form rules
// from them. Request field spellings are the spec's, including the two shapes PUT /coaches/update accepts.

export const COACH_MESSAGES = {
  coachNameRequired: 'Coach name is required',
  fullNameRequired: 'Full name is required',
  nameTooLong: 'Name must be at most 100 characters',
  mobile: 'Mobile number must be 11 digits starting with 010, 011, 012 or 015',
  coachTypeRequired: 'Coach type is required',
  coachType: 'Coach type must be SchoolCoach or PTeamCoach',
  genderRequired: 'Gender is required',
  gender: 'Gender must be Male or Female',
  email: 'Email address is not valid',
  experience: 'Experience must be a whole number of years from 0 to 60',
  specialization: 'Specialization must be at most 100 characters',
  birthDate: 'Birth date must be a date (YYYY-MM-DD) in the past',
  site: 'Site must be a site number',
  siteRequired: 'Choose a site (or all for every site of yours)',
  coachId: 'Coach ID must be a positive whole number',
  isActive: 'Active must be true or false',
  dayRequired: 'Day is required',
  day: 'Day must be a day of the week, Friday to Thursday',
  time: 'Time must be a time of day as HH:MM',
  timeSlot: "Time slot must be a time like '17:00' or a range like '17:00-18:00'",
  timeSlotOrder: 'The time slot must end after it starts',
  date: 'Date must be a date (YYYY-MM-DD)',
  nothingToUpdate: 'Give at least one field to update',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const COACH_CODES = ruleCodes('rule.coach', COACH_MESSAGES)

export const COACH_TYPE_CODES = COACH_TYPES.map((item) => item.code) // 8 SchoolCoach, 9 PTeamCoach
export const GENDER_CODES = GENDERS.map((item) => item.code) // 5 Male, 6 Female
export const DAY_CODES = DAYS.map((item) => item.code) // 215 Friday … 221 Thursday

/** A single start time on the free-coach searches stands for a slot of this length. */
export const FREE_COACH_SLOT_MINUTES = 60

// ---------------------------------------------------------------------------------------------
// Field rules

/** Optional text: blank or missing means "none" (null). */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value

/** A lookup code: missing or blank says the field is required; anything else not in the list names the choices. */
const codeOf = (codes: readonly number[], required: string, invalid: string) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid),
    })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .min(1, required)
        .transform(Number)
        .refine((value) => codes.includes(value), invalid),
    )

export const coachTypeCode = codeOf(COACH_TYPE_CODES, COACH_CODES.coachTypeRequired, COACH_CODES.coachType)
export const genderCode = codeOf(GENDER_CODES, COACH_CODES.genderRequired, COACH_CODES.gender)
export const dayCode = codeOf(DAY_CODES, COACH_CODES.dayRequired, COACH_CODES.day)

const personName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, COACH_CODES.nameTooLong)

/**
 * An Egyptian mobile number: 11 digits, 010/011/012/015 then 8 digits. Spaces and dashes are ignored; digits are
 * kept Latin whatever digits were typed ('٠١٠٠١٢٣٤٥٦٧' is 01001234567), so numbers compare alike.
 */
export const MOBILE_PATTERN = /^01[0125]\d{8}$/
export const mobileNumber = z
  .string({ error: COACH_CODES.mobile })
  .transform((value) => numberText(value).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(MOBILE_PATTERN, COACH_CODES.mobile))

const optionalEmail = z.preprocess(
  blankToNull,
  z.email({ error: COACH_CODES.email }).trim().toLowerCase().max(200, COACH_CODES.email).nullable(),
)

const optionalSpecialization = z.preprocess(
  blankToNull,
  z.string({ error: COACH_CODES.specialization }).trim().max(100, COACH_CODES.specialization).nullable(),
)

const optionalExperience = z.preprocess(
  blankToNull,
  z
    .union([z.number(), z.string()], { error: COACH_CODES.experience })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .regex(/^\d{1,2}$/, COACH_CODES.experience)
        .transform(Number),
    )
    .pipe(z.number().int().min(0, COACH_CODES.experience).max(60, COACH_CODES.experience))
    .nullable(),
)

const optionalBirthDate = z.preprocess(
  blankToNull,
  calendarDate({
    required: COACH_CODES.birthDate,
    invalid: COACH_CODES.birthDate,
    label: 'Birth date',
    range: 'birth',
    rangeMessage: COACH_CODES.birthDate,
    dateTime: true,
  })
    // Not after today: the contract has no request (nor the academy's zone), so "today" here is the latest date
    // anywhere on Earth (UTC+14); a birth date a day ahead of the academy's today is no rule's concern.
    .refine((value) => value <= academyToday('Etc/GMT-14'), COACH_CODES.birthDate)
    .nullable(),
)

const optionalGender = z.preprocess(blankToNull, genderCode.nullable())

/** true/false as JSON booleans, 0/1, or their text (checkbox forms send any of these). */
export const activeFlag = z
  .union([z.boolean(), z.number(), z.string()], { error: COACH_CODES.isActive })
  .transform((value) => String(value).trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { error: COACH_CODES.isActive }))
  .transform((value) => value === 'true' || value === '1')

const siteId = numericId(COACH_CODES.site)
const coachId = numericId(COACH_CODES.coachId)

/** 'HH:MM' on the wire, 00:00 to 23:59. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
const startTime = timeOfDay(COACH_CODES.time, COACH_CODES.time)

export interface TimeRange {
  start: string
  end: string
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The slot a single start time stands for: FREE_COACH_SLOT_MINUTES long, ending at 24:00 at the latest. */
export const slotFromStart = (start: string): TimeRange => ({
  start,
  end: timeOf(Math.min(minutesOf(start) + FREE_COACH_SLOT_MINUTES, 24 * 60)),
})

/**
 * A time slot as the coaches screen sends it: '17:00-18:00' (spaces and an en dash allowed) or a single start
 * time '17:00', which stands for an hour. Returns null when the text is not a slot, or ends before it starts.
 */
export function parseTimeSlot(typed: string): TimeRange | null {
  const text = latinDigits(typed)
  const match = /^\s*(\d{1,2}:\d{2})\s*(?:[-–]\s*(\d{1,2}:\d{2})\s*)?$/.exec(text)
  if (!match) return null
  const [start, end] = [match[1], match[2]].map((time) => (time && time.length === 4 ? `0${time}` : time))
  if (!TIME_PATTERN.test(start) || (end !== undefined && end !== '24:00' && !TIME_PATTERN.test(end))) return null
  if (end === undefined) return slotFromStart(start)
  return minutesOf(end) > minutesOf(start) ? { start, end } : null
}

export const timeSlot = z
  .string({ error: COACH_CODES.timeSlot })
  .superRefine((value, ctx) => {
    if (parseTimeSlot(value)) return
    const looksLikeRange = /^\s*\d{1,2}:\d{2}\s*[-–]\s*\d{1,2}:\d{2}\s*$/.test(latinDigits(value))
    ctx.addIssue({ code: 'custom', message: looksLikeRange ? COACH_CODES.timeSlotOrder : COACH_CODES.timeSlot })
  })
  .transform((value) => parseTimeSlot(value) as TimeRange)

// ---------------------------------------------------------------------------------------------
// The coaches screen (/dashboard/coaches)

/** A row of the All Coaches table (GET /coaches). coachType and site are codes; the SPA shows their names. */
export const coachRow = z.object({
  coachID: z.number().int(),
  coachName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  specialization: z.string().nullable(),
  experience: z.number().int().nullable(),
  coachType: z.number().int(),
  site: z.number().int(),
  isActive: z.boolean(),
})
export type CoachRow = z.infer<typeof coachRow>
export const coachList = z.array(coachRow)

/**
 * GET /coaches?site=: the coaches of the site the user chose (one of theirs). Every site of the user is asked for on
 * purpose with site=all, never by default; the spec's GET /coaches without a site lists the user's home site.
 */
export const coachListQuery = z.object({
  site: z.preprocess(blankToNull, z.union([z.literal('all'), siteId], { error: COACH_CODES.siteRequired })).optional(),
})

/** An active school or pre-team the coach teaches. */
export const coachGroup = z.object({
  kind: z.enum(['school', 'pre-team']),
  id: z.number().int(),
  days: z.array(z.number().int()),
  startTime: z.string(),
  endTime: z.string(),
})
export type CoachGroup = z.infer<typeof coachGroup>

/** GET /coaches/{id}: the row, the personal fields and the coach's weekly timetable. */
export const coachDetails = coachRow.extend({
  birthDate: z.string().nullable(),
  gender: z.number().int().nullable(),
  groups: z.array(coachGroup),
})
export type CoachDetails = z.infer<typeof coachDetails>

/** GET /coaches/{id}/swimmers: swimmers with a current enrolment in one of the coach's active groups. */
export const coachSwimmer = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  groupKind: z.enum(['school', 'pre-team']),
  groupId: z.number().int(),
  enrolledUntil: z.string(),
})
export type CoachSwimmer = z.infer<typeof coachSwimmer>
export const coachSwimmers = z.array(coachSwimmer)

/** POST /coaches/add (the Add New Coach dialog). userID is accepted and ignored: the acting user is the token's. */
export const addCoachRequest = z.object({
  coachName: personName(COACH_CODES.coachNameRequired),
  phone: mobileNumber,
  email: optionalEmail,
  specialization: optionalSpecialization,
  experience: optionalExperience,
  coachType: coachTypeCode,
  site: siteId,
  birthDate: optionalBirthDate.optional(),
  gender: optionalGender.optional(),
  userID: z.unknown().optional(),
})
export type AddCoachRequest = z.input<typeof addCoachRequest>
export type AddCoachValues = z.output<typeof addCoachRequest>

export const coachSaved = z.object({ message: z.string(), coachID: z.number().int() })
export type CoachSaved = z.infer<typeof coachSaved>

// ---------------------------------------------------------------------------------------------
// Settings → Coaches tab

/** POST /coaches/insert. userId is accepted and ignored. isActive defaults to true. */
export const insertCoachRequest = z.object({
  userId: z.unknown().optional(),
  site: siteId,
  fullName: personName(COACH_CODES.fullNameRequired),
  birthDate: optionalBirthDate.optional(),
  gender: optionalGender.optional(),
  type: coachTypeCode,
  isActive: activeFlag.default(true),
  mobileNumber,
})
export type InsertCoachRequest = z.input<typeof insertCoachRequest>

/** The Settings tab's Update Coach form: coachId, then only the fields to change. */
export const settingsUpdateCoachRequest = z.object({
  coachId,
  fullName: personName(COACH_CODES.fullNameRequired).optional(),
  type: coachTypeCode.optional(),
  isActive: activeFlag.optional(),
  mobileNumber: mobileNumber.optional(),
})
export type SettingsUpdateCoachRequest = z.input<typeof settingsUpdateCoachRequest>

/** The coaches screen's spelling of an update: coachID with the row's fields, only the ones to change. */
export const screenUpdateCoachRequest = z.object({
  coachID: coachId,
  coachName: personName(COACH_CODES.coachNameRequired).optional(),
  phone: mobileNumber.optional(),
  email: optionalEmail.optional(),
  specialization: optionalSpecialization.optional(),
  experience: optionalExperience.optional(),
  coachType: coachTypeCode.optional(),
  site: siteId.optional(),
  isActive: activeFlag.optional(),
  birthDate: optionalBirthDate.optional(),
  gender: optionalGender.optional(),
  userID: z.unknown().optional(),
})
export type ScreenUpdateCoachRequest = z.input<typeof screenUpdateCoachRequest>

/** The changes an update asks for, whichever spelling it came in. Absent fields stay as they are. */
export interface CoachChanges {
  /** Which spelling was used: 'settings' (coachId) needs Settings → ManageCoaches, 'screen' (coachID) needs Mod_CO. */
  form: 'settings' | 'screen'
  coachId: number
  fullName?: string
  mobileNumber?: string
  email?: string | null
  specialization?: string | null
  experience?: number | null
  coachType?: number
  site?: number
  isActive?: boolean
  birthDate?: string | null
  gender?: number | null
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T

const settingsChanges = (body: z.output<typeof settingsUpdateCoachRequest>): CoachChanges =>
  withoutUndefined({
    form: 'settings',
    coachId: body.coachId,
    fullName: body.fullName,
    coachType: body.type,
    isActive: body.isActive,
    mobileNumber: body.mobileNumber,
  })

const screenChanges = (body: z.output<typeof screenUpdateCoachRequest>): CoachChanges =>
  withoutUndefined({
    form: 'screen',
    coachId: body.coachID,
    fullName: body.coachName,
    mobileNumber: body.phone,
    email: body.email,
    specialization: body.specialization,
    experience: body.experience,
    coachType: body.coachType,
    site: body.site,
    isActive: body.isActive,
    birthDate: body.birthDate,
    gender: body.gender,
  })

/**
 * PUT /coaches/update accepts both spellings (the Settings tab's and the coaches screen's share the path): a body
 * with coachId is read as the Settings form, any other as the coaches screen's (coachID). Read by one schema or the
 * other rather than a union, so a mistake is reported on its field rather than as 'Invalid input'.
 */
export const updateCoachRequest = z
  .looseObject({})
  .meta({
    description:
      "Either the Settings form {coachId, fullName?, type?, isActive?, mobileNumber?} or the coaches screen's " +
      '{coachID, coachName?, phone?, email?, specialization?, experience?, coachType?, site?, isActive?, birthDate?, ' +
      'gender?}. Fields left out are kept.',
  })
  .transform((body, ctx): CoachChanges => {
    const settingsForm = 'coachId' in body
    const result = (settingsForm ? settingsUpdateCoachRequest : screenUpdateCoachRequest).safeParse(body)
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      return z.NEVER
    }
    const changes = settingsForm
      ? settingsChanges(result.data as z.output<typeof settingsUpdateCoachRequest>)
      : screenChanges(result.data as z.output<typeof screenUpdateCoachRequest>)
    if (Object.keys(changes).length <= 2) {
      ctx.addIssue({ code: 'custom', path: [], message: COACH_CODES.nothingToUpdate })
      return z.NEVER
    }
    return changes
  })
export type UpdateCoachRequest = SettingsUpdateCoachRequest | ScreenUpdateCoachRequest

/** GET /coaches/site/{site}: the Settings tab's cards (name, ID, mobile, type). */
export const coachesBySiteParams = z.object({ site: siteId })
export const coachBySite = z.object({
  coachID: z.number().int(),
  fullName: z.string(),
  mobileNumber: z.string(),
  coachType: z.number().int(),
  isActive: z.boolean(),
})
export type CoachBySite = z.infer<typeof coachBySite>
export const coachesBySite = z.array(coachBySite)

// ---------------------------------------------------------------------------------------------
// Free coaches

/**
 * POST /coaches/free-coaches (the coaches screen's 'Search Free Coaches' form). Every field may be null or blank:
 * no coach type means both types, no site means every site of the user, no date means every day of the week,
 * no time slot means the whole day. A date stands for its weekday; a single start time for an hour.
 */
export const freeCoachSearchRequest = z.object({
  coachType: z.preprocess(blankToNull, coachTypeCode.nullable()).optional(),
  site: z.preprocess(blankToNull, siteId.nullable()).optional(),
  date: z
    .preprocess(
      blankToNull,
      calendarDate({
        required: COACH_CODES.date,
        invalid: COACH_CODES.date,
        label: 'Date',
        dateTime: true,
      }).nullable(),
    )
    .optional(),
  timeSlot: z.preprocess(blankToNull, timeSlot.nullable()).optional(),
})
export type FreeCoachSearchRequest = z.input<typeof freeCoachSearchRequest>

/** A free coach on the coaches screen: the table's row plus the spec's result spellings coachId and name. */
export const freeCoachRow = coachRow.extend({ coachId: z.number().int(), name: z.string() })
export type FreeCoachRow = z.infer<typeof freeCoachRow>
export const freeCoachRows = z.array(freeCoachRow)

/**
 * The free-coaches finder (/free-coaches): GET /coaches/free-coaches?type&startTime&firstDay&secondDay&site, and
 * the same fields as the body of POST /coaches/free. Every field is required; the start time stands for an hour.
 */
export const freeCoachFinderRequest = z.object({
  type: coachTypeCode,
  startTime,
  firstDay: dayCode,
  secondDay: dayCode,
  site: siteId,
})
export type FreeCoachFinderRequest = z.input<typeof freeCoachFinderRequest>

export const freeCoach = z.object({ coachId: z.number().int(), name: z.string() })
export type FreeCoach = z.infer<typeof freeCoach>
export const freeCoaches = z.array(freeCoach)
