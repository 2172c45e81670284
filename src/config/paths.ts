// Every route path in one place, so links, guards and the route table cannot drift apart (SPEC.md section 2).
export const paths = {
  intro: '/',
  login: '/login',
  siteSelection: '/site-selection',
  dashboard: '/dashboard',
  swimmers: '/dashboard/swimmers',
  schools: '/dashboard/schools',
  coaches: '/dashboard/coaches',
  preTeam: '/dashboard/preteam',
  settings: '/settings',
  schoolList: '/school-list',
  preTeamList: '/preteam-list',
  freeCoaches: '/free-coaches',
  timetable: '/timetable',
  // The money desk and the owner's view (issue 15). The money page's tab is in the path: /money or /money/cashup.
  money: '/money',
  moneyTab: '/money/:tab?',
  cashup: '/money/cashup',
  receipt: '/receipts/:paymentID',
  reports: '/reports',
  // Families (issue 28): found by a phone number; /families?swimmer=ID opens the family of that swimmer (the links
  // from a swimmer's row, a roster and the money desk, which know the swimmer, not the family).
  families: '/families',
  family: '/families/:familyID',
  // Messages to families (issue 29): the outbox and the queue to send on WhatsApp.
  messages: '/messages',
  // Skills and progress (issue 31): a session's evaluation, a swimmer's progress, a site's ready to move up, a card.
  evaluate: '/sessions/:sessionID/evaluate',
  progress: '/swimmers/:swimmerID/progress',
  ready: '/ready',
  reportCard: '/report-cards/:swimmerID',
} as const

export type AppPath = (typeof paths)[keyof typeof paths]

// Links to a family from any feature (features never import each other): by the family's number, or by a swimmer's
// (the swimmer row, the roster and the money desk know the swimmer, not the family).
/** The family page: /families/12. */
export const familyPath = (familyID: number | string) => paths.family.replace(':familyID', String(familyID))
/** The family of a swimmer, shown at /families?swimmer=ID. */
export const swimmerFamilyPath = (swimmerID: number | string) => `${paths.families}?swimmer=${String(swimmerID)}`
