import { businessDateOf, businessDayRange } from './business-day'

// One place for "now", so tests can move time (session expiry, throttling) without waiting.
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export const isoNow = (clock: Clock): string => clock.now().toISOString()

/**
 * The academy's "today" (YYYY-MM-DD in its time zone, Africa/Cairo): the one date every rule compares with —
 * enrolments, sessions, attendance, waitlists, money and reports alike. Never the UTC date of `now`.
 */
export const academyToday = (clock: Clock): string => businessDateOf(clock.now())

/** The academy day last asked for, with its instants [from, to): every request of that day reuses its date. */
let lastDay = { from: 0, to: 0, date: '' }

/**
 * The academy's date at `now` (as businessDateOf), worked out once per academy day instead of once per request: the
 * auth plugin asks it for every request's `today`. The day's bounds come from the time zone's own dates, so a summer
 * time change is a day's bound like any other.
 */
export function academyDateAt(now: Date): string {
  const time = now.getTime()
  if (time < lastDay.from || time >= lastDay.to) {
    const date = businessDateOf(now)
    const { from, to } = businessDayRange(date)
    lastDay = { from: Date.parse(from), to: Date.parse(to), date }
  }
  return lastDay.date
}
