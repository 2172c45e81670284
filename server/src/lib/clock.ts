import { businessDateOf, businessDayRange } from './business-day'

// One place for "now", so tests can move time (session expiry, throttling) without waiting.
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** The machine's clock moved whole days ahead (CLOCK_AHEAD_DAYS): a later academy day, for rehearsals and tests. */
export const clockAhead = (days: number): Clock =>
  days === 0 ? systemClock : { now: () => new Date(Date.now() + days * 86_400_000) }

export const isoNow = (clock: Clock): string => clock.now().toISOString()

/** The academy day last asked for, in its zone, with its instants [from, to): the day's requests reuse its date. */
let lastDay = { timeZone: '', from: 0, to: 0, date: '' }

/**
 * The academy's "today" at `now` (YYYY-MM-DD in its time zone, a setting): the one date every rule compares with —
 * enrolments, sessions, attendance, waitlists, money and reports alike; never the UTC date of `now`. The auth plugin
 * asks it once per request, with the zone read with the session (`acting.today`). Worked out once per academy day
 * and zone instead of once per request: the day's bounds come from the zone's own dates, so a summer time change is
 * a day's bound like any other, and another zone (the setting changed) is another day.
 */
export function academyDateAt(now: Date, timeZone: string): string {
  const time = now.getTime()
  if (timeZone !== lastDay.timeZone || time < lastDay.from || time >= lastDay.to) {
    const date = businessDateOf(now, timeZone)
    const { from, to } = businessDayRange(date, timeZone)
    lastDay = { timeZone, from: Date.parse(from), to: Date.parse(to), date }
  }
  return lastDay.date
}
