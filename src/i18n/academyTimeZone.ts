import { useSyncExternalStore } from 'react'
import { academyDateOf as dateIn, DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'

// The academy's time zone in the SPA (issue 25): one place, set from the server — the session user that signing in
// and GET /auth/me answer (src/session/sessionActor.ts), and the Settings screen once it saves a new one. Every date,
// time and "today" the SPA works out reads it here: the formatters (./format.ts), the readable dates, the money
// screens' moments, the reports' months and the date fields' defaults. Never the browser's zone. Africa/Cairo (the
// academy's default) only until the server has answered.

let timeZone: string = DEFAULT_ACADEMY_TIME_ZONE
const listeners = new Set<() => void>()

export const getAcademyTimeZone = (): string => timeZone

export function setAcademyTimeZone(next: string): void {
  if (next === timeZone) return
  timeZone = next
  listeners.forEach((listener) => listener())
}

export const subscribeAcademyTimeZone = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The academy's zone; the component re-renders when it changes. */
export const useAcademyTimeZone = (): string =>
  useSyncExternalStore(subscribeAcademyTimeZone, getAcademyTimeZone, getAcademyTimeZone)

/** The academy's calendar date (YYYY-MM-DD) at an instant, in its zone. */
export const academyDateOf = (at: string | Date): string => dateIn(at, timeZone)

/** Today at the academy (YYYY-MM-DD): the default of every date field and the date screens compare with. */
export const academyToday = (now: Date = new Date()): string => dateIn(now, timeZone)
