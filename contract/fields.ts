import { z } from 'zod'
import { FIELD, MAX_STORED_INT, numberText } from './common'
import { academyDateOrOtherProblem, birthDateOrOtherProblem, isCalendarDate } from './dates'
import { rule } from './messages/rule'

// The field builders every request schema shares (issue 26, "once each"): an identifier, a time of day and a calendar
// date, each one rule with the messages its caller gives (the spec's texts differ per screen; the rule does not).
// numericId (an id that is never typed by hand) stays in common.ts beside the digit normaliser it uses.

/**
 * A required identifier typed into a form or sent as a number, in any digits (numberText): `empty` when nothing was
 * given, `invalid` when it is not a positive whole number that fits a stored integer.
 */
export const requiredId = (empty: string, invalid: string) =>
  z
    .union([z.number(), z.string()], { error: empty })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .min(1, { error: empty, abort: true })
        .regex(/^\d{1,12}$/, invalid)
        .transform(Number),
    )
    .pipe(z.number().int().positive(invalid).max(MAX_STORED_INT, invalid))

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' (what a time input may send), in any digits → 'HH:MM', 00:00 to 23:59. */
export const timeOfDay = (empty: string, invalid: string) =>
  z
    .union([z.string(), z.number()], { error: empty })
    .transform((value) => numberText(value))
    .pipe(
      z
        .string()
        .min(1, { error: empty, abort: true })
        .regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, invalid)
        .transform((text) => {
          const [hours, minutes] = text.split(':')
          return `${hours.padStart(2, '0')}:${minutes}`
        }),
    )

interface CalendarDateOptions {
  /** Nothing given (or not text). */
  required: string
  /** Not a day of the calendar as 'YYYY-MM-DD'. */
  invalid: string
  /** The field's name, before the range's message ('date must be a date from 2000-01-01 to 2099-12-31'). */
  label: string
  /** The range the date must fall in: the academy's working dates (default) or birth dates. */
  range?: 'academy' | 'birth'
  /** An ISO date-time is taken by its date part (the spec's forms send ISO birth dates). */
  dateTime?: boolean
  /** The message out of range, when the screen has its own (default: the label and the range). */
  rangeMessage?: string
}

/** A calendar date 'YYYY-MM-DD' inside the academy's range or the birth range (contract/dates.ts). */
export const calendarDate = ({
  required,
  invalid,
  label,
  range = 'academy',
  dateTime = false,
  rangeMessage,
}: CalendarDateOptions) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((text) => (dateTime && /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text))
    .refine(isCalendarDate, invalid)
    .refine(
      range === 'birth' ? birthDateOrOtherProblem : academyDateOrOtherProblem,
      rangeMessage ?? rule(range === 'birth' ? FIELD.birthDate : FIELD.academyDate, { field: label }),
    )
