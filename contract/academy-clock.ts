// The academy's calendar, shared by the server and the SPA: a date is the date in the academy's time zone, never
// UTC's and never the browser's. A cashier in Cairo at 00:30 is on the new day; a manager abroad reading the app sees
// the academy's today, not their own.
//
// The zone is an academy setting (issue 25, migration 0028; Africa/Cairo until changed), so every function here takes
// it: the server's from the request's acting context (`acting.timeZone`, read with the session), the SPA's from the
// session user (src/i18n/academyTimeZone.ts). Nothing here remembers a zone.

/** The academy's time zone until the setting is changed (and the default of migration 0028's column). */
export const DEFAULT_ACADEMY_TIME_ZONE = 'Africa/Cairo'

const formats = new Map<string, Intl.DateTimeFormat>()
/** One formatter per zone and use, kept: building an Intl.DateTimeFormat costs far more than formatting with it. */
function zoneFormat(use: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${use}|${timeZone}`
  let format = formats.get(key)
  if (!format) {
    format =
      use === 'date'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formats.set(key, format)
  }
  return format
}

const instant = (at: string | Date): Date => (typeof at === 'string' ? new Date(at) : at)

/** The academy's calendar date (YYYY-MM-DD) at an instant, in its time zone. */
export const academyDateOf = (at: string | Date, timeZone: string): string =>
  zoneFormat('date', timeZone).format(instant(at))

/** The academy's wall-clock time (HH:MM) at an instant, in its time zone. */
export const academyTimeOf = (at: string | Date, timeZone: string): string =>
  zoneFormat('time', timeZone).format(instant(at))

/** Today at the academy (YYYY-MM-DD): the default of every date field and the date rules compare with. */
export const academyToday = (timeZone: string, now: Date = new Date()): string => academyDateOf(now, timeZone)

let knownZones: ReadonlySet<string> | undefined
/**
 * The runtime's own name for a time zone ('africa/cairo' → 'Africa/Cairo'), or undefined for a text that names none
 * of the IANA zones it knows (a fixed offset such as '+02:00' is no zone: it has no summer time). UTC counts, though
 * Intl does not list it.
 */
export function knownTimeZone(text: string): string | undefined {
  let canonical: string
  try {
    canonical = new Intl.DateTimeFormat('en', { timeZone: text }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
  knownZones ??= new Set(Intl.supportedValuesOf('timeZone'))
  return canonical === 'UTC' || knownZones.has(canonical) ? canonical : undefined
}

/** The zones to choose from (the runtime's IANA list), UTC first. */
export const timeZoneChoices = (): string[] => ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')]
