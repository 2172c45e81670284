import { ACADEMY_TIME_ZONE } from './money'

// The academy's calendar, shared by the server and the SPA: a date is the date in the academy's time zone
// (Africa/Cairo), never UTC's and never the browser's. A cashier in Cairo at 00:30 is on the new day; a manager
// abroad reading the app sees the academy's today, not their own.

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The academy's calendar date (YYYY-MM-DD) at an instant. */
export const academyDateOf = (at: string | Date): string =>
  dateFormat.format(typeof at === 'string' ? new Date(at) : at)

/** Today at the academy (YYYY-MM-DD): the default of every date field and the date rules compare with. */
export const academyToday = (now: Date = new Date()): string => academyDateOf(now)
