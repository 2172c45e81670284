import type { SessionDetails } from '@contract/sessions'

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
