import type { PreTeamListEntry, PreTeamSummary } from '@contract/preteams'
import type { PreTeamRow } from './preteams.repository'

// How a squad row reads on the wire: day names joined, times as 'from - to'.

export const dayCodesOf = (row: PreTeamRow): number[] => [row.first_day, row.second_day, row.third_day]

export const daysText = (row: PreTeamRow, dayNames: Map<number, string>): string =>
  dayCodesOf(row)
    .map((code) => dayNames.get(code) ?? 'Unknown')
    .join(', ')

export const fromToText = (row: Pick<PreTeamRow, 'start_time' | 'end_time'>): string =>
  `${row.start_time} - ${row.end_time}`

export function toSummary(row: PreTeamRow, dayNames: Map<number, string>): PreTeamSummary {
  return {
    pTeamID: row.id,
    coachID: row.coach_id,
    coachName: row.coach_name,
    level: row.level_name,
    levelCode: row.level,
    days: daysText(row, dayNames),
    dayCodes: dayCodesOf(row),
    fromTo: fromToText(row),
    startTime: row.start_time,
    endTime: row.end_time,
    site: row.site,
    siteName: row.site_name,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.end_date === null ? 'Active' : 'Ended',
  }
}

export function toListEntry(row: PreTeamRow, dayNames: Map<number, string>): PreTeamListEntry {
  return {
    pTeamID: row.id,
    pTeamLevel: row.level,
    levelName: row.level_name,
    coachName: row.coach_name,
    days: daysText(row, dayNames),
    fromTo: fromToText(row),
  }
}

/** The columns an audit entry records for a squad. */
export const auditSnapshot = (row: PreTeamRow) => ({
  level: row.level,
  coach_id: row.coach_id,
  first_day: row.first_day,
  second_day: row.second_day,
  third_day: row.third_day,
  start_time: row.start_time,
  end_time: row.end_time,
  site: row.site,
  end_date: row.end_date,
  removed_at: row.removed_at,
})
