import { academyDateOf, academyTimeOf } from '@contract/academy-clock'

// The academy's business day: the calendar date in its own time zone (a setting, Africa/Cairo by default: UTC+2, UTC+3
// in summer time), not UTC. A payment taken at 00:30 in Cairo (22:30 UTC the evening before) belongs to that Cairo
// day, and so does its cash-up. Stored timestamps stay ISO-8601 UTC; these helpers translate at the edges.
//
// Every helper takes the zone: a request's is `acting.timeZone`, read with its session (plugins/auth.ts); nothing
// here keeps one.

/** The academy's calendar date (YYYY-MM-DD) at an instant (one definition, shared with the SPA). */
export const businessDateOf = (at: string | Date, timeZone: string): string => academyDateOf(at, timeZone)

/** The academy's wall-clock time (HH:MM) at an instant. */
export const businessTimeOf = (at: string | Date, timeZone: string): string => academyTimeOf(at, timeZone)

const HOUR = 3_600_000

/**
 * The first instant (ISO UTC) of an academy calendar date. Every zone's date at that instant is the UTC date's
 * neighbour at most 14 hours away, and the zone's dates only move forward with time, so the first instant whose date
 * is not before `date` is found by halving [midnight UTC − 14 h, midnight UTC + 14 h] to the millisecond. That is
 * local midnight, or — where summer time starts at midnight (Cairo: 00:00 becomes 01:00) — the instant of the change.
 */
export function businessDayStart(date: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`)
  let before = midnightUtc - 15 * HOUR // on an earlier date in every zone
  let after = midnightUtc + 15 * HOUR // on `date` or later in every zone
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2)
    if (businessDateOf(new Date(middle), timeZone) < date) before = middle
    else after = middle
  }
  return new Date(after).toISOString()
}

/**
 * The instant (ISO UTC) an academy wall-clock time of a date happens: a session on 2026-11-27 at 17:00 in Cairo starts
 * at 15:00 UTC. Found as businessDayStart finds midnight: the first instant whose academy date and time are not
 * before the ones asked, within 15 hours of the same reading in UTC. A time skipped by summer time (Cairo's 00:30 on
 * the night it starts) gives the instant of the change.
 */
export function businessInstantOf(date: string, time: string, timeZone: string): string {
  const wanted = `${date}T${time}`
  const asUtc = Date.parse(`${wanted}:00.000Z`)
  let before = asUtc - 15 * HOUR
  let after = asUtc + 15 * HOUR
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2)
    const reading = `${businessDateOf(new Date(middle), timeZone)}T${businessTimeOf(new Date(middle), timeZone)}`
    if (reading < wanted) before = middle
    else after = middle
  }
  return new Date(after).toISOString()
}

/** [from, to): the instants (ISO UTC) of an academy calendar date, for `created_at >= from and created_at < to`. */
export function businessDayRange(date: string, timeZone: string): { from: string; to: string } {
  const next = new Date(Date.parse(`${date}T00:00:00.000Z`) + 24 * HOUR).toISOString().slice(0, 10)
  return { from: businessDayStart(date, timeZone), to: businessDayStart(next, timeZone) }
}

/** [from, to) of academy calendar months 'YYYY-MM' (from's first day to the day after to's last). */
export function businessMonthsRange(
  fromMonth: string,
  toMonth: string,
  timeZone: string,
): { from: string; to: string } {
  const [year, month] = toMonth.split('-').map(Number)
  const after = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
  return { from: businessDayStart(`${fromMonth}-01`, timeZone), to: businessDayStart(after, timeZone) }
}
