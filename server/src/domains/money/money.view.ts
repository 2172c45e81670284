import { centsToAmount, formatAmount } from '@contract/common'
import { dayNames } from '../enrolments/enrolments.view'
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
  text: string
  endDate: string
  invoiceId: number | null
}

export const schoolWords = (row: SchoolEnrolment): GroupWords => ({
  kind: 'school',
  id: row.id,
  text: [
    `${row.level_name ?? 'Unknown level'}`,
    row.type_name,
    `school of Coach ${row.coach_name}`,
    `(${dayNames([row.first_day, row.second_day])} ${row.start_time}-${row.end_time})`,
  ]
    .filter(Boolean)
    .join(' '),
  endDate: row.end_date,
  invoiceId: row.invoice_id,
})

export const preTeamWords = (row: PreTeamEnrolment): GroupWords => ({
  kind: 'preteam',
  id: row.id,
  text:
    `${row.level_name ?? 'Unknown level'} squad of Coach ${row.coach_name} ` +
    `(${dayNames([row.first_day, row.second_day, row.third_day])} ${row.start_time}-${row.end_time})`,
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
