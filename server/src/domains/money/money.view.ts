import { centsToAmount, formatAmount } from '@contract/common'
import type { Message } from '@contract/messages/message'
import { textAndWords } from '../../lib/messages'
import { groupTitled } from '../enrolments/enrolments.view'
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

/** An enrolment's group as enrolments.view words it ("Level 1 Baby Class school of Coach …"). */
const wording = (
  row: Pick<SchoolEnrolment, 'level_name' | 'coach_name' | 'start_time' | 'end_time'>,
  days: number[],
) => ({
  level_name: row.level_name ?? 'Unknown level',
  coach_name: row.coach_name,
  days,
  start_time: row.start_time,
  end_time: row.end_time,
})

export const schoolWords = (row: SchoolEnrolment): GroupWords => ({
  kind: 'school',
  id: row.id,
  ...textAndWords(
    groupTitled({
      ...wording(row, [row.first_day, row.second_day]),
      kind: 'school',
      type_name: row.type_name,
    }),
  ),
  endDate: row.end_date,
  invoiceId: row.invoice_id,
})

export const preTeamWords = (row: PreTeamEnrolment): GroupWords => ({
  kind: 'preteam',
  id: row.id,
  ...textAndWords(
    groupTitled({
      ...wording(row, [row.first_day, row.second_day, row.third_day]),
      kind: 'preteam',
      type_name: null,
    }),
  ),
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
