import { DAYS, describeCode } from '@contract/lookups'
import { message, type Message } from '@contract/messages/message'
import { HttpError } from '../../lib/http-error'
import { english, listed } from '../../lib/messages'
import type { GroupRow } from './enrolments.repository'

// How a group reads in a message and in the enrolment dialogs, and how the service's field names become the
// spellings each URL's payload uses.

export const dayNames = (codes: number[]): string => codes.map((code) => describeCode(DAYS, code)).join(', ')

/** What a group's words are made of (a group's row, or the group of an enrolment the money desk lists). */
export type GroupWording = Pick<
  GroupRow,
  'kind' | 'level_name' | 'coach_name' | 'days' | 'start_time' | 'end_time' | 'type_name'
>

const groupValues = (group: GroupWording) => ({
  level: group.level_name,
  coach: group.coach_name,
  days: listed(
    group.days.map((code) => describeCode(DAYS, code)),
    'comma',
  ),
  start: group.start_time,
  end: group.end_time,
})

/**
 * "the Level 1 Baby Class school of Coach Noah Hughes (Saturday, Tuesday 07:00-08:00)", as a value of a message: in
 * the message's language ('the …' inside a sentence, 'The …' at its start).
 */
export function groupNamed(group: GroupRow, start = false): Message {
  const values = groupValues(group)
  return group.kind === 'school'
    ? message(start ? 'group.schoolStart' : 'group.school', { ...values, schoolType: group.type_name ?? 'Unknown' })
    : message(start ? 'group.squadStart' : 'group.squad', values)
}

/**
 * The group alone, as a data text names it ('Level 1 Baby Class school of Coach …': a receipt's group, the group of
 * a swimmer the money desk lists); a school whose type is not known reads without one.
 */
export function groupTitled(group: GroupWording): Message {
  const values = groupValues(group)
  if (group.kind === 'preteam') return message('group.text.squad', values)
  return group.type_name
    ? message('group.text.school', { ...values, schoolType: group.type_name })
    : message('group.text.schoolUntyped', values)
}

/** The same in English, as data (an audit entry, an answer's group name: the SPA shows it in its language). */
export const groupName = (group: GroupRow): string => english(groupNamed(group))

/** The same at the start of a sentence. */
export const GroupName = (group: GroupRow): Message => groupNamed(group, true)

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
