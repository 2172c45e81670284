// Calendar helpers on 'YYYY-MM-DD' text, in UTC so a server's time zone never shifts a date. The academy's "today" is
// no helper here: it is the request's (`acting.today`, or `actor.today`; lib/clock.ts), in the academy's time zone.

export const toDateText = (date: Date): string => date.toISOString().slice(0, 10)

/** A date text `days` days later (earlier when negative). */
export const addDays = (dateText: string, days: number): string =>
  toDateText(new Date(Date.parse(`${dateText}T00:00:00Z`) + days * 86_400_000))

/** Same day of month `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(dateText: string, months: number): string {
  const [year, month, day] = dateText.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return toDateText(target)
}

/** Day code of a date: 215 Friday, 216 Saturday, … 221 Thursday (SPEC.md section 3). */
export function dayCodeOf(dateText: string): number {
  const weekday = new Date(`${dateText}T00:00:00Z`).getUTCDay() // 0 Sunday … 6 Saturday
  return 215 + ((weekday + 2) % 7)
}
