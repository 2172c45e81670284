// The dates the academy works with (issue 25). Every date, month and range a route takes is checked here, on the
// server (the contract's schemas) and in the SPA's pickers (min/max), so no request can name a day the academy's
// calendar arithmetic cannot handle: year 0001 has no Cairo time-zone start and year 9999's last week runs past the
// largest JavaScript date, and both once made the server answer 500 or work without bound.
//
//   operational dates (sessions, closures, cash-up days, freezes, attendance, reports' months): 2000-01-01 to 2099-12-31
//   birth dates: 1900-01-01 to 2099-12-31 (the swimmer and coach rules add "in the past" where they need it)
//   ranges a route walks day by day or month by month have their own maximum length (sessions.ts: 31 days,
//   reports.ts: REPORT_MAX_MONTHS months).

export const FIRST_ACADEMY_DATE = '2000-01-01'
export const LAST_ACADEMY_DATE = '2099-12-31'
export const FIRST_BIRTH_DATE = '1900-01-01'
export const FIRST_ACADEMY_MONTH = '2000-01'
export const LAST_ACADEMY_MONTH = '2099-12'

/** 'YYYY-MM-DD' naming a day of the calendar (no 2026-02-30). */
export const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** A calendar date inside the academy's range (text order is date order for 'YYYY-MM-DD'). */
export const isAcademyDate = (text: string): boolean =>
  isCalendarDate(text) && text >= FIRST_ACADEMY_DATE && text <= LAST_ACADEMY_DATE

/** A calendar date a person alive at the academy can be born on. */
export const isBirthDate = (text: string): boolean =>
  isCalendarDate(text) && text >= FIRST_BIRTH_DATE && text <= LAST_ACADEMY_DATE

/** A month 'YYYY-MM' inside the academy's range. */
export const isAcademyMonth = (text: string): boolean =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(text) && text >= FIRST_ACADEMY_MONTH && text <= LAST_ACADEMY_MONTH

/** A refinement's check that passes what is not a calendar date (the field's own format rule names that). */
export const academyDateOrOtherProblem = (text: string): boolean => !isCalendarDate(text) || isAcademyDate(text)
export const birthDateOrOtherProblem = (text: string): boolean => !isCalendarDate(text) || isBirthDate(text)
