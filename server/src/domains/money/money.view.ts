import { centsToAmount, formatAmount } from '@contract/common'
import { DAYS, describeCode } from '@contract/lookups'
import { message, type Message } from '@contract/messages/message'
import { english, listed } from '../../lib/messages'
import type { findPreTeamEnrolmentsOf, findSchoolEnrolmentsOf } from './money.repository'

// Rows → words and amounts for the money desk.

/** An amount as the wire carries it: a two-decimal number and exact cents. */
export const money = (cents: number) => ({ amount: centsToAmount(cents), amountCents: cents })

/** "350.50": two decimals, no grouping, exactly from cents. */
export const amountText = (cents: number): string => formatAmount(centsToAmount(cents), false)

type SchoolEnrolment = Awaited<ReturnType<typeof findSchoolEnrolmentsOf>>[number]
type PreTeamEnrolment = Awaited<ReturnType<typeof findPreTeamEnrolmentsOf>>[number]

export interface GroupWords {
  kind: 'school' | 'preteam'
  id: number
  /** In English, as the spec words it. */
  text: string
  /** The same by its code and values (issue 26): the SPA renders it in its language. */
  words: Message
  endDate: string
  invoiceId: number | null
}

const groupValues = (
  row: Pick<SchoolEnrolment, 'level_name' | 'coach_name' | 'start_time' | 'end_time'>,
  days: Array<number | null>,
) => ({
  level: row.level_name ?? 'Unknown level',
  coach: row.coach_name,
  days: listed(
    days.map((code) => describeCode(DAYS, code)),
    'comma',
  ),
  start: row.start_time,
  end: row.end_time,
})

/** "Level 1 Baby Class school of Coach Noah Hughes (Saturday, Tuesday 07:00-08:00)", by its code. */
const withText = (words: Message) => ({ text: english(words), words })

export const schoolWords = (row: SchoolEnrolment): GroupWords => ({
  kind: 'school',
  id: row.id,
  ...withText(
    row.type_name
      ? message('group.text.school', {
          ...groupValues(row, [row.first_day, row.second_day]),
          schoolType: row.type_name,
        })
      : message('group.text.schoolUntyped', groupValues(row, [row.first_day, row.second_day])),
  ),
  endDate: row.end_date,
  invoiceId: row.invoice_id,
})

export const preTeamWords = (row: PreTeamEnrolment): GroupWords => ({
  kind: 'preteam',
  id: row.id,
  ...withText(message('group.text.squad', groupValues(row, [row.first_day, row.second_day, row.third_day]))),
  endDate: row.end_date,
  invoiceId: row.invoice_id,
})

/** Each swimmer's latest group (the enrolment ending last), from their school and pre-team enrolments. */
export function latestGroups(schools: SchoolEnrolment[], preTeams: PreTeamEnrolment[]): Map<number, GroupWords> {
  const latest = new Map<number, GroupWords>()
  const consider = (swimmerId: number, words: GroupWords) => {
    const current = latest.get(swimmerId)
    if (!current || current.endDate < words.endDate) latest.set(swimmerId, words)
  }
  for (const row of schools) consider(row.swimmer_id, schoolWords(row))
  for (const row of preTeams) consider(row.swimmer_id, preTeamWords(row))
  return latest
}
