import { academyDateOf } from '@contract/academy-clock'
import { ACADEMY_TIME_ZONE } from '@contract/money'

// The academy's business day: the calendar date in its own time zone (Africa/Cairo, UTC+2, UTC+3 in summer time),
// not UTC. A payment taken at 00:30 in Cairo (22:30 UTC the evening before) belongs to that Cairo day, and so does its
// cash-up. Stored timestamps stay ISO-8601 UTC; these helpers translate at the edges.

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ACADEMY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const HOUR = 3_600_000

/** The academy's calendar date (YYYY-MM-DD) at an instant (one definition, shared with the SPA). */
export const businessDateOf = academyDateOf

/** The academy's wall-clock time (HH:MM) at an instant. */
export const businessTimeOf = (at: string | Date): string =>
  timeFormat.format(typeof at === 'string' ? new Date(at) : at)

/**
 * The first instant (ISO UTC) of an academy calendar date. Cairo's offset is a whole number of hours (+2 or +3) and
 * summer time starts at midnight (00:00 becomes 01:00), so the first hour of the date whose Cairo date matches is it.
 */
export function businessDayStart(date: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`)
  for (let t = midnightUtc - 4 * HOUR; t <= midnightUtc + HOUR; t += HOUR) {
    if (businessDateOf(new Date(t)) === date) return new Date(t).toISOString()
  }
  throw new Error(`No start found for ${date} in ${ACADEMY_TIME_ZONE}`)
}

/** [from, to): the instants (ISO UTC) of an academy calendar date, for `created_at >= from and created_at < to`. */
export function businessDayRange(date: string): { from: string; to: string } {
  const next = new Date(Date.parse(`${date}T00:00:00.000Z`) + 24 * HOUR).toISOString().slice(0, 10)
  return { from: businessDayStart(date), to: businessDayStart(next) }
}

/** [from, to) of academy calendar months 'YYYY-MM' (from's first day to the day after to's last). */
export function businessMonthsRange(fromMonth: string, toMonth: string): { from: string; to: string } {
  const [year, month] = toMonth.split('-').map(Number)
  const after = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
  return { from: businessDayStart(`${fromMonth}-01`), to: businessDayStart(after) }
}
