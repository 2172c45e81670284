import type { SchoolResult } from '@contract/schools'

/** School 40 of site 62 as the search results give it (Level 1 Baby Class, Saturday and Tuesday 16:00–17:00). */
export const testSchool = (overrides: Partial<SchoolResult> = {}): SchoolResult => ({
  schoolID: 40,
  fullName: 'Omar Fahmy',
  level: 'Level 1',
  type: 'Baby Class',
  levelCode: 12,
  typeCode: 77,
  days: 'Saturday, Tuesday',
  fromTo: '16:00 - 17:00',
  numberCapacity: '0 / 10',
  coachName: 'Omar Fahmy',
  coachID: 11,
  firstDay: 216,
  secondDay: 219,
  startTime: '16:00',
  endTime: '17:00',
  capacity: 10,
  enrolled: 0,
  site: 62,
  startDate: '2025-01-01',
  endDate: null,
  ...overrides,
})
