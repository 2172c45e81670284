import { z } from 'zod'
import { calendarDate, timeOfDay } from './fields'
import { FIELD, numberText, numericId, plainText } from './common'
import { isCalendarDate } from './dates'
import { SESSION_KINDS, SESSION_STATUSES } from './constants'
import { rule, ruleCodes } from './messages/rule'

// The academy's week (issue 14): dated sessions of schools and pre-teams, a site's closures, a session's roster and
// attendance, make-up credits and the site's rules. Dates are 'YYYY-MM-DD', times 'HH:MM'.

export const SESSION_MESSAGES = {
  rangeOrder: 'to must be on or after from',
  tooLong: 'to may be at most 31 days after from (one call covers at most 31 days)',
  reasonRequired: 'Please enter a reason',
  reasonTooLong: 'reason may be at most 200 characters',
  notesTooLong: 'notes may be at most 500 characters',
  status: "status must be one of 'present', 'absent', 'late', 'excused' or null",
  noEntries: 'entries must list at least one swimmer',
  tooManyEntries: 'entries may list at most 200 swimmers',
  expiryWeeks: 'Make-up expiry must be a whole number of weeks from 1 to 52',
  offerDays: 'Waitlist offer days must be a whole number of days from 1 to 30',
  subscriptionEndingDays: 'Subscription reminder days must be a whole number of days from 0 to 60',
  overdueAfterDays: 'Overdue reminder days must be a whole number of days from 0 to 90',
  sendFrom: 'Send from must be a time of day (HH:MM)',
  sendUntil: 'Send until must be a time of day (HH:MM)',
  basedOn: 'basedOn must be the markedAt you read, or null',
  listedTwice: 'Swimmer {id} is listed twice',
  cancelGivesMakeup: 'cancelGivesMakeup must be true or false',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const SESSION_CODES = ruleCodes('rule.session', SESSION_MESSAGES)

/** The longest range one timetable (or closures, or make-up options) call covers, in days (from and to included). */
export const MAX_RANGE_DAYS = 31

/** A calendar date 'YYYY-MM-DD' from 2000-01-01 to 2099-12-31 (contract/dates.ts), the message naming the field. */
export const dateField = (field: string) =>
  calendarDate({
    required: rule(FIELD.dateFormat, { field }),
    invalid: rule(FIELD.dateFormat, { field }),
    label: field,
  })

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** from ≤ to, at most 31 days (both included); a longer range is a 400 naming `to`. */
const checkRange = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return
  const days = daysBetween(value.from, value.to)
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: SESSION_CODES.rangeOrder })
  else if (days + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: SESSION_CODES.tooLong })
}

export const dateRangeQuery = z.object({ from: dateField('from'), to: dateField('to') }).superRefine(checkRange)
export type DateRangeQuery = z.input<typeof dateRangeQuery>

export { SESSION_KINDS, SESSION_STATUSES }
export const sessionKind = z.enum(SESSION_KINDS)
export type SessionKind = z.infer<typeof sessionKind>

export const sessionStatus = z.enum(SESSION_STATUSES)
export type SessionStatus = z.infer<typeof sessionStatus>

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const
export const attendanceStatus = z.enum(ATTENDANCE_STATUSES)
export type AttendanceStatus = z.infer<typeof attendanceStatus>

export const CREDIT_STATUSES = ['open', 'booked', 'used', 'expired', 'withdrawn'] as const
export const creditStatus = z.enum(CREDIT_STATUSES)
export type CreditStatus = z.infer<typeof creditStatus>

// ---------------------------------------------------------------------------------------------
// GET /api/timetable?site&from&to[&coach]: the sessions of a site's schools and pre-teams in the range.

export const timetableQuery = z
  .object({
    site: numericId(rule(FIELD.siteNumber, { field: 'site' })),
    from: dateField('from'),
    to: dateField('to'),
    /** Only the sessions this coach leads or substitutes at (a coach's week). */
    coach: numericId(rule(FIELD.coachNumber, { field: 'coach' })).optional(),
  })
  .superRefine(checkRange)
export type TimetableQuery = z.input<typeof timetableQuery>

export const timetableSession = z.object({
  sessionID: z.number().int(),
  date: z.string(),
  kind: sessionKind,
  groupID: z.number().int(),
  siteID: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** Who teaches it: the substitute when there is one, else the group's coach. */
  coachID: z.number().int(),
  coachName: z.string(),
  /** The group's own coach, and the substitute (null when none). */
  groupCoachID: z.number().int(),
  groupCoachName: z.string(),
  substituteCoachID: z.number().int().nullable(),
  substituteCoachName: z.string().nullable(),
  level: z.number().int(),
  levelName: z.string(),
  /** Swimmers enrolled on that date plus make-up guests booked into it. */
  enrolled: z.number().int(),
  /** Seats; null for a pre-team (pre-teams have no capacity). */
  capacity: z.number().int().nullable(),
  makeupGuests: z.number().int(),
  status: sessionStatus,
  /** Why it is cancelled or closed (the closure's reason); null when scheduled. */
  statusReason: z.string().nullable(),
})
export type TimetableSession = z.infer<typeof timetableSession>

/**
 * A session as the week grid draws it (GET /api/timetable): the issue's fields, plus the group's own coach (the
 * coach filter lists both) and the substitute's id (a block marks a substitute). The rest of a session (its site,
 * level code, guests, substitute's name, why it is cancelled) comes with its roster: the busiest site's week is
 * over two thousand sessions, and every field on each is paid for in every week's answer.
 */
export const weekSession = timetableSession.pick({
  sessionID: true,
  date: true,
  kind: true,
  groupID: true,
  startTime: true,
  endTime: true,
  coachID: true,
  coachName: true,
  groupCoachID: true,
  groupCoachName: true,
  substituteCoachID: true,
  levelName: true,
  enrolled: true,
  capacity: true,
  status: true,
})
export type WeekSession = z.infer<typeof weekSession>
export const timetableResponse = z.array(weekSession)

// ---------------------------------------------------------------------------------------------
// GET /api/sessions/{sessionID}: one session and its roster.

export const sessionIdParams = z.object({ sessionid: numericId(rule(FIELD.sessionNumber, { field: 'sessionID' })) })
export type SessionIdParams = z.input<typeof sessionIdParams>

/** A roster entry's alerts (issue 28), in this order. */
export const ROSTER_ALERTS = ['medical', 'unpaid', 'frozen', 'firstSession', 'makeupGuest'] as const
export type RosterAlert = (typeof ROSTER_ALERTS)[number]

export const rosterEntry = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  /** A make-up guest (booked with a credit), not enrolled in the group. */
  makeup: z.boolean(),
  /** The credit a guest was booked with (null for enrolled swimmers). */
  creditID: z.number().int().nullable(),
  status: attendanceStatus.nullable(),
  notes: z.string().nullable(),
  markedBy: z.string().nullable(),
  markedAt: z.string().nullable(),
  /**
   * Issue 28: what to know about the swimmer, each an icon with words on the roster: a medical note, an invoice
   * still due, frozen on the session's date, their first session (no attendance before it), a make-up guest. Always
   * sent by the server; optional so the wire stays additive for clients that predate it.
   */
  alerts: z.array(z.enum(ROSTER_ALERTS)).optional(),
})
export type RosterEntry = z.infer<typeof rosterEntry>

export const sessionDetails = timetableSession.extend({
  roster: z.array(rosterEntry),
  /** Whether attendance may be taken now (scheduled and not beyond today); otherwise `attendanceRefusal` says why. */
  canTakeAttendance: z.boolean(),
  attendanceRefusal: z.string().nullable(),
  /** Whether the session has not started yet (excused absences then give make-up credits; guests may be booked). */
  upcoming: z.boolean(),
})
export type SessionDetails = z.infer<typeof sessionDetails>

// ---------------------------------------------------------------------------------------------
// POST /api/sessions/{sessionID}/attendance {entries: [{swimmerID, status, notes}]}

/** null is no notes (''); absent stays absent (a save keeps the notes already there, issue 25). */
const notes = z.preprocess(
  (value) => (value === null ? '' : value),
  plainText('notes')
    .transform((text) => text.trim())
    .pipe(z.string().max(500, SESSION_CODES.notesTooLong)),
)

export const sessionAttendanceEntry = z.object({
  swimmerID: numericId(rule(FIELD.swimmerNumber, { field: 'swimmerID' })),
  /** null clears the mark. */
  status: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z.enum(ATTENDANCE_STATUSES, { error: SESSION_CODES.status }).nullable(),
  ),
  /** Absent: the notes already there are kept. */
  notes: notes.optional(),
  /**
   * The `markedAt` the client read for this swimmer (null: no mark then). A mark changed since is refused (409 naming
   * who marked it and when) and left as it is; entries without basedOn are not checked.
   */
  basedOn: z.string({ error: SESSION_CODES.basedOn }).max(40).nullable().optional(),
})
export type SessionAttendanceEntry = z.input<typeof sessionAttendanceEntry>

export const sessionAttendanceRequest = z
  .object({
    entries: z
      .array(sessionAttendanceEntry, { error: SESSION_CODES.noEntries })
      .min(1, SESSION_CODES.noEntries)
      .max(200, SESSION_CODES.tooManyEntries),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>()
    value.entries.forEach((entry, index) => {
      if (seen.has(entry.swimmerID)) {
        ctx.addIssue({
          code: 'custom',
          path: ['entries', index, 'swimmerID'],
          message: rule(SESSION_CODES.listedTwice, { id: entry.swimmerID }),
        })
      }
      seen.add(entry.swimmerID)
    })
  })
export type SessionAttendanceRequest = z.input<typeof sessionAttendanceRequest>

export const sessionAttendanceResponse = z.object({
  message: z.string(),
  sessionID: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Make-up credits this save gave (excused before the start) and withdrew (mark changed before the start). */
  creditsGiven: z.array(z.object({ creditID: z.number().int(), swimmerID: z.number().int(), expiresOn: z.string() })),
  /** Credits withdrawn (kept, listed with status withdrawn), each with why. */
  creditsWithdrawn: z.array(z.object({ creditID: z.number().int(), swimmerID: z.number().int(), reason: z.string() })),
  /** The swimmers whose marks this save stored. */
  saved: z.array(z.number().int()),
  /** Entries refused because their mark changed after `basedOn` (answered with 409; the others are saved). */
  conflicts: z.array(
    z.object({
      swimmerID: z.number().int(),
      fullName: z.string(),
      markedBy: z.string().nullable(),
      markedAt: z.string().nullable(),
    }),
  ),
  roster: z.array(rosterEntry),
})
export type SessionAttendanceResponse = z.infer<typeof sessionAttendanceResponse>

/**
 * 409 of a save: the refusal (message, errors) and, when some entries were stale (`conflicts`), what the save did
 * with the others: they are saved (`saved`), and the roster is as it is now.
 */
export const sessionAttendanceConflict = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  saved: z.array(z.number().int()).optional(),
  conflicts: sessionAttendanceResponse.shape.conflicts.optional(),
  creditsGiven: sessionAttendanceResponse.shape.creditsGiven.optional(),
  creditsWithdrawn: sessionAttendanceResponse.shape.creditsWithdrawn.optional(),
  roster: z.array(rosterEntry).optional(),
})
export type SessionAttendanceConflict = z.infer<typeof sessionAttendanceConflict>

// ---------------------------------------------------------------------------------------------
// POST /api/sessions/{sessionID}/cancel {reason}, POST /api/sessions/{sessionID}/restore,
// POST /api/sessions/{sessionID}/substitute {coachID | null}

const reason = plainText('reason', SESSION_CODES.reasonRequired)
  .transform((text) => text.trim())
  .pipe(z.string().min(1, SESSION_CODES.reasonRequired).max(200, SESSION_CODES.reasonTooLong))

export const cancelSessionRequest = z.object({ reason })
export type CancelSessionRequest = z.input<typeof cancelSessionRequest>

export const substituteRequest = z.object({
  /** null (or absent) clears the substitute: the group's coach teaches. */
  coachID: z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    numericId(rule(FIELD.coachNumber, { field: 'coachID' })).nullable(),
  ),
})
export type SubstituteRequest = z.input<typeof substituteRequest>

/**
 * GET /api/sessions/{sessionID}/substitutes: the coaches who may substitute at that session, free at its date and
 * time by the same rule POST /substitute applies (the current substitute included, the group's own coach not).
 */
export const substituteChoice = z.object({ coachID: z.number().int(), name: z.string() })
export type SubstituteChoice = z.infer<typeof substituteChoice>
export const substituteChoices = z.array(substituteChoice)

/** Answer of cancel, restore and substitute: the session as the timetable shows it. */
const creditsOfSwimmers = z.array(z.object({ creditID: z.number().int(), swimmerID: z.number().int() }))

/**
 * A cancel answers the make-up credits it gave the enrolled swimmers (site rule, on by default); a restore the
 * cancellation's credits it withdrew (issue 25).
 */
export const sessionChangeResponse = z.object({
  message: z.string(),
  session: timetableSession,
  creditsGiven: creditsOfSwimmers.optional(),
  creditsWithdrawn: creditsOfSwimmers.optional(),
})
export type SessionChangeResponse = z.infer<typeof sessionChangeResponse>

// ---------------------------------------------------------------------------------------------
// Closures: POST /api/sites/{id}/closures {date, reason}, GET /api/sites/{id}/closures?from&to,
// DELETE /api/sites/{id}/closures/{date}

export const siteIdParams = z.object({ id: numericId(rule(FIELD.siteNumber, { field: 'site' })) })
export const closureParams = z.object({
  id: numericId(rule(FIELD.siteNumber, { field: 'site' })),
  date: dateField('date'),
})
export type ClosureParams = z.input<typeof closureParams>

export const closureRequest = z.object({ date: dateField('date'), reason })
export type ClosureRequest = z.input<typeof closureRequest>

export const closure = z.object({
  siteID: z.number().int(),
  date: z.string(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** How many sessions of that day the closure closes. */
  sessionsClosed: z.number().int(),
})
export type Closure = z.infer<typeof closure>
export const closureList = z.array(closure)

/** A closure answers the make-up credits it gave (as a cancel does); reopening, those it withdrew (issue 25). */
export const closureResponse = z.object({
  message: z.string(),
  closure,
  creditsGiven: creditsOfSwimmers.optional(),
  creditsWithdrawn: creditsOfSwimmers.optional(),
})
export type ClosureResponse = z.infer<typeof closureResponse>

// ---------------------------------------------------------------------------------------------
// Make-ups: GET /api/swimmers/{id}/makeups, GET /api/swimmers/{id}/makeups/{creditID}/options?from&to,
// POST /api/sessions/{sessionID}/makeups {creditID}, DELETE /api/sessions/{sessionID}/makeups/{creditID}

export const makeupCredit = z.object({
  creditID: z.number().int(),
  swimmerID: z.number().int(),
  fromSessionID: z.number().int(),
  /** The missed session, for the history: its date, kind, group and level. */
  fromDate: z.string(),
  fromKind: sessionKind,
  fromGroupID: z.number().int(),
  levelName: z.string(),
  expiresOn: z.string(),
  status: creditStatus,
  bookedSessionID: z.number().int().nullable(),
  bookedDate: z.string().nullable(),
  bookedGroupID: z.number().int().nullable(),
  createdAt: z.string(),
  /** Why the credit exists: an excused absence, or a session the academy cancelled or closed (issue 25). */
  reason: z.enum(['excused', 'cancelled']),
  /** A withdrawn credit (status withdrawn): when, by whom and why; null otherwise. */
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  withdrawnReason: z.string().nullable(),
})
export type MakeupCredit = z.infer<typeof makeupCredit>
export const makeupCreditList = z.array(makeupCredit)

export const creditParams = z.object({
  id: numericId(rule(FIELD.swimmerNumber, { field: 'id' })),
  creditid: numericId(rule(FIELD.creditNumber, { field: 'creditID' })),
})
export type CreditParams = z.input<typeof creditParams>

/** from/to optional: from defaults to today, to to the credit's expiry (at most 31 days after from). */
export const makeupOptionsQuery = z
  .object({ from: dateField('from').optional(), to: dateField('to').optional() })
  .superRefine((value, ctx) => {
    if (value.from && value.to) checkRange({ from: value.from, to: value.to }, ctx)
  })
export type MakeupOptionsQuery = z.input<typeof makeupOptionsQuery>
export const makeupOptions = z.array(timetableSession)

export const bookMakeupRequest = z.object({ creditID: numericId(rule(FIELD.creditNumber, { field: 'creditID' })) })
export type BookMakeupRequest = z.input<typeof bookMakeupRequest>

/** GET /api/sessions/{sessionID}/makeups?swimmer={id}: that swimmer's open credits bookable into the session. */
export const sessionCreditsQuery = z.object({ swimmer: numericId(rule(FIELD.swimmerNumber, { field: 'swimmer' })) })
export type SessionCreditsQuery = z.input<typeof sessionCreditsQuery>

/** Its answer: the credits (none when none can be booked; then `warning` says why the first open one cannot). */
export const sessionCredits = z.object({ credits: makeupCreditList, warning: z.string().nullable() })
export type SessionCredits = z.infer<typeof sessionCredits>

export const sessionCreditParams = z.object({
  sessionid: numericId(rule(FIELD.sessionNumber, { field: 'sessionID' })),
  creditid: numericId(rule(FIELD.creditNumber, { field: 'creditID' })),
})
export type SessionCreditParams = z.input<typeof sessionCreditParams>

export const makeupResponse = z.object({ message: z.string(), credit: makeupCredit })
export type MakeupResponse = z.infer<typeof makeupResponse>

// ---------------------------------------------------------------------------------------------
// A site's rules: GET /api/sites/{id}/settings, PUT /api/sites/{id}/settings

/** Numbers typed in any digits read as their Latin value (numberText). */
const typedNumber = (value: unknown) => (typeof value === 'string' ? numberText(value) : value)

/** A whole number from `min` to `max`, typed in any digits; one message for every way it is wrong. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(typedNumber, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message))

export const siteSettings = z.object({
  makeupExpiryWeeks: wholeNumber(SESSION_CODES.expiryWeeks, 1, 52),
  waitlistOfferDays: wholeNumber(SESSION_CODES.offerDays, 1, 30),
  /**
   * Whether a session the academy cancels (cancel, or a closed day) gives each enrolled swimmer an open make-up credit
   * (issue 25; on by default). Absent: unchanged.
   */
  cancelGivesMakeup: z.boolean({ error: SESSION_CODES.cancelGivesMakeup }).optional(),
  /** Issue 29: days before a subscription ends that its families get a message (0: none). Absent: unchanged. */
  subscriptionEndingDays: wholeNumber(SESSION_CODES.subscriptionEndingDays, 0, 60).optional(),
  /** Issue 29: days after which an unpaid invoice's families get a message (0: none). Absent: unchanged. */
  overdueAfterDays: wholeNumber(SESSION_CODES.overdueAfterDays, 0, 90).optional(),
  /** Issue 29: the hours (the academy's clock) the site's messages go out; what falls outside waits. */
  sendFrom: timeOfDay(SESSION_CODES.sendFrom, SESSION_CODES.sendFrom).optional(),
  sendUntil: timeOfDay(SESSION_CODES.sendUntil, SESSION_CODES.sendUntil).optional(),
})
export type SiteSettingsRequest = z.input<typeof siteSettings>
export const siteSettingsResponse = z.object({
  siteID: z.number().int(),
  makeupExpiryWeeks: z.number().int(),
  waitlistOfferDays: z.number().int(),
  cancelGivesMakeup: z.boolean(),
  /** Issue 29 (always sent; optional for clients written before it). */
  subscriptionEndingDays: z.number().int().optional(),
  overdueAfterDays: z.number().int().optional(),
  sendFrom: z.string().optional(),
  sendUntil: z.string().optional(),
  /** Whether the signed-in user may change them. */
  canEdit: z.boolean(),
})
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponse>
