import { businessDateOf } from './business-day'

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
