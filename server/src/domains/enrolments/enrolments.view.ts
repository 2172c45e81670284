import { DAYS, describeCode } from '@contract/lookups'
import { HttpError } from '../../lib/http-error'
import type { GroupRow } from './enrolments.repository'

// How a group reads in a message and in the enrolment dialogs, and how the service's field names become the
// spellings each URL's payload uses.

export const dayNames = (codes: number[]): string => codes.map((code) => describeCode(DAYS, code)).join(', ')

/** "the Level 1 Baby Class school of Coach Noah Hughes (Saturday, Tuesday 07:00-08:00)". */
export function groupName(group: GroupRow): string {
  const when = `(${dayNames(group.days)} ${group.start_time}-${group.end_time})`
  return group.kind === 'school'
    ? `the ${group.level_name} ${group.type_name} school of Coach ${group.coach_name} ${when}`
    : `the ${group.level_name} squad of Coach ${group.coach_name} ${when}`
}

/** The same, at the start of a sentence. */
export const GroupName = (group: GroupRow): string => {
  const name = groupName(group)
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/**
 * The service names fields once (swimmerID, group, site, months, amountPaid, recieptNo); each URL's payload spells
 * some of them its own way (schoolID, pteamID, reciptNo, siteID, durationInMonths…). Errors name the field sent.
 */
export function renameErrorFields(error: unknown, spelling: Record<string, string>): unknown {
  if (!(error instanceof HttpError) || !error.fieldErrors) return error
  const errors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, text]) => [spelling[field] ?? field, text]),
  )
  return new HttpError(error.statusCode, error.refusal, errors, error.headers, error.code)
}
