import type { SessionDetails, WeekSession } from '@contract/sessions'

/** A school session ahead of any day the tests run on (cancelling and substitutes are offered from today on). */
export const UPCOMING_SESSION: Omit<SessionDetails, 'roster'> = {
  sessionID: 501,
  date: '2036-11-25',
  kind: 'school',
  groupID: 12,
  siteID: 61,
  startTime: '17:00',
  endTime: '18:00',
  coachID: 4,
  coachName: 'Omar Hassan',
  groupCoachID: 4,
  groupCoachName: 'Omar Hassan',
  substituteCoachID: null,
  substituteCoachName: null,
  level: 14,
  levelName: 'Level 3',
  enrolled: 3,
  capacity: 10,
  makeupGuests: 1,
  status: 'scheduled',
  statusReason: null,
  canTakeAttendance: true,
  attendanceRefusal: null,
  upcoming: true,
}

/** A session of the week grid (GET /api/timetable): a school on Sunday 22 Nov 2026, 7 of 10 seats taken. */
export const weekSession = (overrides: Partial<WeekSession> = {}): WeekSession => ({
  sessionID: 1,
  date: '2026-11-22',
  kind: 'school',
  groupID: 12,
  startTime: '17:00',
  endTime: '18:00',
  coachID: 4,
  coachName: 'Omar Hassan',
  groupCoachID: 4,
  groupCoachName: 'Omar Hassan',
  substituteCoachID: null,
  levelName: 'Level 3',
  enrolled: 7,
  capacity: 10,
  status: 'scheduled',
  ...overrides,
})
