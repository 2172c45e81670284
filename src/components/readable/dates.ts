import { academyDateOf, getAcademyTimeZone } from '@/i18n/academyTimeZone'
import { useFormat, type Formatters } from '@/i18n/format'

// Dates as people read them: '12 Nov 2026' and '12 Nov 2026 10:15', never '2026-11-12T10:15:00.000Z'. The month
// names are fixed (not the browser's locale data, which writes 'Sept' in some versions and not in others).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day ('2026-11-12', or a timestamp's day on the academy's clock) as '12 Nov 2026'; anything else as it came. */
export function formatDay(value: string): string {
  const match = ISO_DAY.exec(ISO_DAY.test(value.slice(0, 10)) ? formatDayKey(value) : value)
  if (!match) return value
  const month = MONTHS[Number(match[2]) - 1]
  return month ? `${Number(match[3])} ${month} ${match[1]}` : value
}

const clocks = new Map<string, Intl.DateTimeFormat>()
/** The academy's clock: its time zone as the server gave it (src/i18n/academyTimeZone.ts). */
function clock(): Intl.DateTimeFormat {
  const timeZone = getAcademyTimeZone()
  let format = clocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    clocks.set(timeZone, format)
  }
  return format
}

/** A moment (an ISO timestamp) on the academy's clock (its time zone) as '12 Nov 2026 10:15'; a bare day as formatDay. */
export function formatDateTime(value: string): string {
  if (ISO_DAY.test(value)) return formatDay(value)
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) return value
  const part = Object.fromEntries(
    clock()
      .formatToParts(time)
      .map(({ type, value: text }) => [type, text]),
  )
  return `${Number(part.day)} ${MONTHS[Number(part.month) - 1]} ${part.year} ${part.hour}:${part.minute}`
}

/** The academy's calendar day ('YYYY-MM-DD') of a day or a timestamp. */
function formatDayKey(value: string): string {
  if (value.length <= 10) return value
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? value.slice(0, 10) : academyDateOf(instant)
}

export interface ReadableDates {
  /** A calendar day (or the day part of a timestamp). */
  day: (value: string) => string
  /** A moment; a bare day as `day`. */
  dateTime: (value: string) => string
}

/**
 * The readable dates in the language and digits of the given formatters: English as above ('12 Nov 2026 10:15'),
 * Arabic through Intl ('١٢‏/١١‏/٢٠٢٦، ١٠:١٥ ص' with Arabic-Indic digits). Components get them from
 * useReadableDates(), which follows the language and the digits setting.
 */
export function readableDates(format: Formatters): ReadableDates {
  if (format.language === 'en') return { day: formatDay, dateTime: formatDateTime }
  const day = (value: string) => (ISO_DAY.test(value.slice(0, 10)) ? format.date(formatDayKey(value)) : value)
  return { day, dateTime: (value) => (ISO_DAY.test(value) ? day(value) : format.dateTime(value)) }
}

export const useReadableDates = (): ReadableDates => readableDates(useFormat())
