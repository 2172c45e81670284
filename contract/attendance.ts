import { z } from 'zod'
import { calendarDate } from './fields'
import { FIELD, numberText, numericId } from './common'
import { DAYS } from './lookups'
import { hasNoControlCharacters } from './schools'
import { sessionStatus } from './sessions'
import { rule, ruleCodes } from './messages/rule'

// School attendance (SPEC.md section 3 'School attendance payload', section 5 'Attendance'):
// POST /Attendes/Save and POST /attendees/save with {attendes: [...]}, one entry per swimmer.

export const ATTENDANCE_MESSAGES = {
  chooseDayAndTime: 'Please select both day and time',
  noSwimmers: 'No swimmers found for this school',
  invalidSwimmer: 'Invalid swimmer ID in attendance data',
  invalidSchool: 'Invalid school ID in attendance data',
  invalidUser: 'Invalid user ID in attendance data',
  missingDay: 'Missing day information in attendance data',
  missingTime: 'Missing time information in attendance data',
  attend: 'attend must be true or false',
  empty: 'attendes must list at least one swimmer',
  tooMany: 'attendes may list at most 200 swimmers',
  oneSchool: 'All attendance entries must be for the same school, day and time',
  notes: 'notes may be at most 500 characters',
  day: 'day must be a day of the week, Friday to Thursday',
  notesText: 'notes must be text',
  recordedAt: 'recordedAt must be the time the session was recorded',
  listedTwice: 'Swimmer {id} is listed twice',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
export const ATTENDANCE_CODES = ruleCodes('rule.attendance', ATTENDANCE_MESSAGES)

export const MAX_ATTENDANCE_ENTRIES = 200

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim())

export const attendanceEntry = z.object({
  swimmerID: numericId(ATTENDANCE_CODES.invalidSwimmer),
  attend: z.boolean({ error: ATTENDANCE_CODES.attend }),
  /** A day code (215 Friday … 221 Thursday): the session is the latest such day up to today. */
  day: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .union([z.number(), z.string()], { error: ATTENDANCE_CODES.missingDay })
      .transform((value) => Number(numberText(value)))
      .pipe(
        z
          .number({ error: ATTENDANCE_CODES.missingDay })
          .int(ATTENDANCE_CODES.missingDay)
          .refine((code) => DAYS.some((item) => item.code === code), ATTENDANCE_CODES.day),
      ),
  ),
  timeAttend: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .string({ error: ATTENDANCE_CODES.missingTime })
      .overwrite(numberText)
      .regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, rule(FIELD.time, { field: 'timeAttend' }))
      .transform((text) => {
        const [hours, minutes] = text.split(':')
        return `${hours.padStart(2, '0')}:${minutes}`
      }),
  ),
  notes: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: ATTENDANCE_CODES.notesText })
      .trim()
      .max(500, ATTENDANCE_CODES.notes)
      .refine(hasNoControlCharacters, rule(FIELD.control, { field: 'notes' }))
      .optional(),
  ),
  /** The acting user is the signed-in user; the spec's client sends its id, which is accepted and not trusted. */
  userID: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    numericId(ATTENDANCE_CODES.invalidUser).optional(),
  ),
  schoolID: numericId(ATTENDANCE_CODES.invalidSchool),
})
export type AttendanceEntry = z.input<typeof attendanceEntry>

/** A session's date, optional (blank is not given): a calendar date of the academy's range. */
const sessionDateField = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  calendarDate({
    required: rule(FIELD.dateFormat, { field: 'date' }),
    invalid: rule(FIELD.dateFormat, { field: 'date' }),
    label: 'date',
  }).optional(),
)

/**
 * One session of one school per save: every entry names the same school, day and time. `recordedAt` is optional (the
 * spec's client does not send it): the Manage Attendance dialog sends the session's recordedAt as it loaded it (null
 * when nothing was recorded), and a session recorded again since then is refused instead of silently replaced.
 */
export const saveAttendanceRequest = z
  .object({
    recordedAt: z.string({ error: ATTENDANCE_CODES.recordedAt }).max(40).nullable().optional(),
    /**
     * The session's date (issue 14), optional: it must fall on the entries' day, at most a week ahead. Without it the
     * session is the latest date up to today on that day, as the spec's client expects.
     */
    date: sessionDateField,
    attendes: z
      .array(attendanceEntry, { error: ATTENDANCE_CODES.empty })
      .min(1, ATTENDANCE_CODES.empty)
      .max(MAX_ATTENDANCE_ENTRIES, ATTENDANCE_CODES.tooMany),
  })
  .superRefine((value, ctx) => {
    const [first] = value.attendes
    if (!first) return
    const mixed = value.attendes.findIndex(
      (entry) => entry.schoolID !== first.schoolID || entry.day !== first.day || entry.timeAttend !== first.timeAttend,
    )
    if (mixed >= 0) ctx.addIssue({ code: 'custom', path: ['attendes', mixed], message: ATTENDANCE_CODES.oneSchool })
    const seen = new Set<number>()
    value.attendes.forEach((entry, index) => {
      if (seen.has(entry.swimmerID)) {
        ctx.addIssue({
          code: 'custom',
          path: ['attendes', index, 'swimmerID'],
          message: rule(ATTENDANCE_CODES.listedTwice, { id: entry.swimmerID }),
        })
      }
      seen.add(entry.swimmerID)
    })
  })
export type SaveAttendanceRequest = z.input<typeof saveAttendanceRequest>

/** A swimmer whose attendance a re-save changed, by name. */
export const attendanceChange = z.object({
  swimmerID: z.number().int(),
  fullName: z.string(),
  wasPresent: z.boolean(),
  present: z.boolean(),
})
export type AttendanceChange = z.infer<typeof attendanceChange>

export const saveAttendanceResponse = z.object({
  message: z.string(),
  schoolID: z.number().int(),
  /** The session the entries were stored for: the latest date up to today falling on the chosen day. */
  sessionDate: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Swimmers recorded before whose presence this save changed (a re-save replaces the session). */
  changes: z.array(attendanceChange),
})
export type SaveAttendanceResponse = z.infer<typeof saveAttendanceResponse>

/**
 * GET /schools/{id}/attendance?day= (the spec's: the latest date up to today on that day) or ?date= (issue 27: any
 * session of the school up to today). With both, the date decides and must fall on the day.
 */
export const sessionAttendanceQuery = z
  .object({ day: attendanceEntry.shape.day.optional(), date: sessionDateField })
  .superRefine((value, ctx) => {
    if (value.day === undefined && value.date === undefined) {
      // As before issue 27: the spec's client sends a day.
      ctx.addIssue({ code: 'custom', path: ['day'], message: ATTENDANCE_CODES.missingDay })
    }
  })

/** GET /schools/{id}/session-dates: the school's sessions up to today, newest first (issue 27). */
export const schoolSessionDate = z.object({
  date: z.string(),
  /** The day code (215 Friday … 221 Thursday) and its name ('Tuesday'). */
  day: z.number().int(),
  dayName: z.string(),
  /** A cancelled session, or one on a day its site is closed, takes no attendance. */
  status: sessionStatus,
  statusReason: z.string().nullable(),
  /** Whether attendance is recorded for it. */
  recorded: z.boolean(),
})
export type SchoolSessionDate = z.infer<typeof schoolSessionDate>
export const schoolSessionDates = z.object({
  schoolID: z.number().int(),
  /** The range listed: the school's start (at most a year back) to today (or its end). */
  from: z.string(),
  to: z.string(),
  sessions: z.array(schoolSessionDate),
})
export type SchoolSessionDates = z.infer<typeof schoolSessionDates>

/** What is recorded for a session of a school, for the Manage Attendance dialog to load before it saves. */
export const sessionAttendance = z.object({
  schoolID: z.number().int(),
  day: z.number().int(),
  /** The day's name ('Tuesday'). */
  dayName: z.string(),
  sessionDate: z.string(),
  /** Whether anything is recorded for the session; the entries below are then what is recorded. */
  recorded: z.boolean(),
  timeAttend: z.string().nullable(),
  /** When and by whom the session was last recorded; send recordedAt back with a save. */
  recordedAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
  entries: z.array(
    z.object({
      swimmerID: z.number().int(),
      fullName: z.string(),
      attended: z.boolean(),
      notes: z.string().nullable(),
    }),
  ),
  /**
   * The session's roster (issue 25): the swimmers enrolled in the school on its date whom you may see. Only they can
   * be recorded; a swimmer enrolled after that date is not on it.
   */
  roster: z.array(z.object({ swimmerID: z.number().int(), fullName: z.string() })),
})
export type SessionAttendance = z.infer<typeof sessionAttendance>
