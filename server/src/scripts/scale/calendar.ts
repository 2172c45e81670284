// Dates as whole day numbers (days since 1970-01-01, UTC) while generating millions of rows: adding days is an
// addition, and the ISO text of a day is computed once and cached.

const DAY_MS = 86_400_000
const FRIDAY = 215

const isoCache = new Map<number, string>()
const monthsCache = new Map<number, number>()

export const dayOf = (date: Date): number => Math.floor(date.getTime() / DAY_MS)

/** YYYY-MM-DD of a day number. */
export function iso(day: number): string {
  let text = isoCache.get(day)
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10)
    isoCache.set(day, text)
  }
  return text
}

/** An ISO-8601 UTC timestamp on that day at HH:MM. */
export const stamp = (day: number, time: string): string => `${iso(day)}T${time}:00.000Z`

/** Calendar months later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb), as the app counts them. */
export function addMonths(day: number, months: number): number {
  const key = day * 16 + months
  let result = monthsCache.get(key)
  if (result === undefined) {
    const date = new Date(day * DAY_MS)
    const [year, month, dom] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    const lastDay = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate()
    result = dayOf(new Date(Date.UTC(year, month + months, Math.min(dom, lastDay))))
    monthsCache.set(key, result)
  }
  return result
}

/** The app's day code: Friday 215 … Thursday 221. Day 0 (1970-01-01) was a Thursday. */
export const dayCode = (day: number): number => FRIDAY + ((((day + 4) % 7) + 2) % 7)
