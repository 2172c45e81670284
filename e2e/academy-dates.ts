import { academyToday as todayIn, DEFAULT_ACADEMY_TIME_ZONE } from '../contract/academy-clock'

/** Today at the demo academy, which keeps the default time zone (Africa/Cairo; the suites never change it). */
export const academyToday = (): string => todayIn(DEFAULT_ACADEMY_TIME_ZONE)

// Dates as the tests expect the app to use them: the academy's calendar (Cairo's date, never UTC's: the two differ
// for two to three hours every night), and a day written the one way the English screens write it.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const noon = (day: string) => new Date(`${day}T12:00:00Z`)

/**
 * The academy's date `days` from its today (negative: before). From UTC's date, 'tomorrow' is the academy's today
 * for two to three hours every night (a CI run at 00:37 Cairo time picked today's session, already marked, as
 * tomorrow's).
 */
export const dayFrom = (days: number): string =>
  new Date(noon(academyToday()).getTime() + days * 86_400_000).toISOString().slice(0, 10)

/** The academy's today as a weekday index (0 = Sunday). */
export const academyWeekday = (): number => noon(academyToday()).getUTCDay()

/** The latest date up to the academy's today that falls on `dayName` (the session a day name means to the server). */
export function latestDateOn(dayName: string): string {
  const date = noon(academyToday())
  while (WEEKDAYS[date.getUTCDay()] !== dayName) date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** A calendar day as the English screens show it: '2026-11-27' → '27 Nov 2026' (src/i18n/format.ts `date`). */
export const shownDay = (day: string): string => shown.format(noon(day)).replace('Sept', 'Sep')
