import type { ActionModule } from '@contract/modules'

// The authorization matrix: every /api route the app registers, with the access it needs. It is data;
// authz-matrix.test.ts fails when a registered route is missing here or a listed one no longer exists.
//
// site: how the site the request acts on is decided —
//   'none'   the route is not about one site (reference data, the session, privileges);
//   'body' / 'query' / 'path'   a site named in the request, refused with 403 when it is not one of the user's;
//   'object' the site of the object the request names (swimmer, school, pre-team, coach, invoice, user):
//            an object of a site the user may not use is answered 404.
// handler: the check made in the handler when the route declares no module (see the route file).
// crossSite: a valid request on a demo object of another site than the asking user's: 404 expected, no row changed.
// list: a search or list whose rows carry a `site` the asking user must be allowed.

export type SiteRule = 'none' | 'body' | 'query' | 'path' | 'object'
export type Method = 'get' | 'post' | 'put' | 'delete'

/** Ids of demo objects, read from the seeded database. */
export interface DemoIds {
  swimmer61: number
  school61: number
  preteam62: number
  coach62: number
}

export interface RouteRequest {
  /** The path with its parameters filled in. */
  url: string
  payload?: Record<string, unknown>
}

export interface CrossSiteCase {
  /** Demo user asking: 2 (cashier, sites 62 and 63) for site-61 objects, 3 (coaches manager, site 61) for site 62. */
  as: 2 | 3
  request: (ids: DemoIds) => RouteRequest
}

/** Ids of site-61 objects the samples act on. */
export interface SampleIds {
  swimmer: number
  school: number
  preteam: number
  /** A school coach (type 8) and a pre-team coach (type 9). */
  coach: number
  preteamCoach: number
  invoice: number
  invoiceSwimmer: number
  /** A payment of the site (its receipt). */
  payment: number
  /** A swimmer a running squad of the site would take (its level, not frozen, in no running squad), and that squad. */
  squadSwimmer: number
  squadForSwimmer: number
  /** A user whose only site is 61. */
  user: number
  /** The site a request names: 61, or the asking user's own site when the object is what is under test. */
  site: number
  /** Issue 14: an upcoming scheduled school session of the site, and an open make-up credit of one of its swimmers. */
  session: number
  credit: number
  creditSwimmer: number
  /** Issue 14: the demo's school waitlist of the site, and its open offer. */
  waitlistSchool: number
  waitlistEntry: number
  /**
   * Issue 28: two families whose swimmers are all at the site, the first one's primary guardian, and a guardian of a
   * family that also has a swimmer at another site (the site-62 administrator may see them, not the families above).
   */
  family: number
  otherFamily: number
  guardian: number
  guardianElsewhere: number
  /** Issue 29: a prepared WhatsApp-by-link message of the site (to the first family's guardian). */
  message: number
}

/**
 * A valid request acting on site 61: on one of its objects ('object' routes) or naming it ('body', 'query',
 * 'path'). `actions` are the privileges ('Module:Action') any one of which the route needs, checked in the handler.
 */
export interface RouteSample {
  request: (ids: SampleIds) => RouteRequest
  actions?: string[]
}

export interface RouteAccess {
  method: Method
  path: string
  access: 'public' | 'signed-in'
  module: ActionModule | null
  site: SiteRule
  handler?: string
  crossSite?: CrossSiteCase
  list?: { as: 2 | 3; request: RouteRequest; rows: 'array' }
  sample?: RouteSample
}

const route = (
  method: Method,
  path: string,
  module: ActionModule | null,
  site: SiteRule,
  extra: Partial<RouteAccess> = {},
): RouteAccess => ({ method, path, access: 'signed-in', module, site, ...extra })

const cashierOn = (request: (ids: DemoIds) => RouteRequest): CrossSiteCase => ({ as: 2, request })
const coachesManagerOn = (request: (ids: DemoIds) => RouteRequest): CrossSiteCase => ({ as: 3, request })

const ROUTES: RouteAccess[] = [
  // Health, sign-in, the session
  { method: 'get', path: '/api/health', access: 'public', module: null, site: 'none' },
  { method: 'get', path: '/api/test/health', access: 'public', module: null, site: 'none' },
  { method: 'post', path: '/api/auth/login', access: 'public', module: null, site: 'none' },
  route('get', '/api/auth/me', null, 'none'),
  route('post', '/api/auth/logout', null, 'none'),
  // The signed-in user's own language and digits (issue 16): anyone signed in, their own row only.
  route('get', '/api/me/preferences', null, 'none'),
  route('put', '/api/me/preferences', null, 'none'),
  route('get', '/api/appcode/:code', null, 'none'),
  route('get', '/api/settings/access', null, 'none'),

  // Swimmers (Mod_SW)
  route('put', '/api/swimmers/update-level', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({
      url: '/api/swimmers/update-level',
      payload: { swimmerID: ids.swimmer61, newLevel: 13, site: 62 },
    })),
  }),
  route('put', '/api/swimmers/change-site', 'Mod_SW', 'object'),
  route('get', '/api/swimmers/:id/change-site-preview', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/freeze-swim', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/unfreeze', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/:id/unfreeze', 'Mod_SW', 'object'),
  route('get', '/api/swimmers/:id/renewal-prices', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/renew-subscription', 'Mod_SW', 'object'),
  route('put', '/api/swimmers/update-times', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/record-attendance', 'Mod_SW', 'object'),
  route('post', '/api/swimmerschool/add-swimmer-to-school', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/save-school-trans', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/save-pteam-trans', 'Mod_SW', 'object'),
  // Ending one school enrolment (issue 14): AddSwimmerToSchool, the privilege that enrols, checked in the handler.
  route('post', '/api/schools/:schoolid/enrolments/:swimmerid/end', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({
      url: `/api/schools/${ids.school61}/enrolments/${ids.swimmer61}/end`,
      payload: {},
    })),
  }),
  route('get', '/api/swimmers/preteam-options/:id', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/swimmers/preteam-options/${ids.swimmer61}` })),
  }),
  route('get', '/api/swimmers/school-options/:id', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/swimmers/school-options/${ids.swimmer61}` })),
  }),
  route('get', '/api/swimmers/byschool/:schoolid', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/swimmers/byschool/${ids.school61}` })),
  }),
  route('post', '/api/swimmers/search', 'Mod_SW', 'none', {
    list: {
      as: 2,
      request: { url: '/api/swimmers/search', payload: { fullName: 'a', userSite: 'all' } },
      rows: 'array',
    },
  }),
  route('post', '/api/swimmers/search-actions', 'Mod_SW', 'body'),
  route('post', '/api/swimmers/list', 'Mod_SW', 'body'),
  route('post', '/api/swimmers/add', 'Mod_SW', 'body'),
  route('post', '/api/swimmers/likely-duplicates', 'Mod_SW', 'none'),
  route('put', '/api/swimmers/update', 'Mod_SW', 'object'),
  route('delete', '/api/swimmers/:id', 'Mod_SW', 'object'),
  route('get', '/api/swimmers/:id/info-tab', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/swimmers/${ids.swimmer61}/info-tab` })),
  }),
  route('get', '/api/swimmers/:id/technical-tab', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/swimmers/${ids.swimmer61}/technical-tab` })),
  }),
  route('get', '/api/swimmers/:id/logs', 'Mod_SW', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/swimmers/${ids.swimmer61}/logs` })),
  }),

  // Families (issue 28, Mod_SW ViewFamilies / ManageFamilies; medical notes ViewMedical in the service)
  route('get', '/api/swimmers/:id/family', 'Mod_SW', 'object'),
  route('get', '/api/families', 'Mod_SW', 'none'),
  route('get', '/api/families/:id', 'Mod_SW', 'object'),
  route('post', '/api/families/:id/guardians', 'Mod_SW', 'object'),
  route('post', '/api/families/:id/guardians/existing', 'Mod_SW', 'object'),
  route('put', '/api/guardians/:id', 'Mod_SW', 'object'),
  route('post', '/api/guardians/:id/consents', 'Mod_SW', 'object'),
  route('post', '/api/families/:id/merge', 'Mod_SW', 'object'),
  route('put', '/api/swimmers/:id/family', 'Mod_SW', 'object'),
  route('get', '/api/swimmers/:id/medical', 'Mod_SW', 'object'),
  route('put', '/api/swimmers/:id/medical', 'Mod_SW', 'object'),
  route('put', '/api/swimmers/:id/photo-consent', 'Mod_SW', 'object'),
  route('put', '/api/families/:id/notes', 'Mod_SW', 'object'),
  route('post', '/api/families/:id/contacts', 'Mod_SW', 'object'),
  route('delete', '/api/families/:id/contacts/:contactid', 'Mod_SW', 'object'),

  // Messages to families (issue 29, Mod_SW ViewMessages / SendMessages)
  route('get', '/api/messages', 'Mod_SW', 'query'),
  route('post', '/api/messages/:id/sent', 'Mod_SW', 'object'),
  route('post', '/api/messages/broadcasts/count', 'Mod_SW', 'body'),
  route('post', '/api/messages/broadcasts', 'Mod_SW', 'body'),

  // Skills and progress (issue 31, Mod_SC EvaluateSkills / ApproveReportCards; the curriculum Settings
  // ManageCurriculum; moving up Mod_SW with the level and enrolment actions in the service)
  route('get', '/api/levels/:levelcode/skills', null, 'none', { handler: 'signed in: the curriculum is no secret' }),
  route('get', '/api/curriculum', 'Settings', 'none'),
  route('put', '/api/curriculum/:levelcode', 'Settings', 'none'),
  route('get', '/api/sessions/:id/evaluations', 'Mod_SC', 'object'),
  route('post', '/api/sessions/:id/evaluations', 'Mod_SC', 'object'),
  route('get', '/api/swimmers/:id/progress', 'Mod_SC', 'object'),
  route('post', '/api/swimmers/:id/progress-notes', 'Mod_SC', 'object'),
  route('post', '/api/swimmers/:id/sign-off', 'Mod_SC', 'object'),
  route('get', '/api/ready', 'Mod_SC', 'query'),
  route('post', '/api/swimmers/:id/move-up', 'Mod_SW', 'object'),
  route('get', '/api/swimmers/:id/report-cards', 'Mod_SC', 'object'),
  route('post', '/api/swimmers/:id/report-cards', 'Mod_SC', 'object'),
  route('post', '/api/report-cards/:id/approve', 'Mod_SC', 'object'),
  route('get', '/api/progress/overview', 'Settings', 'query'),
  route('get', '/api/message-templates', 'Mod_SW', 'none'),
  route('put', '/api/message-templates/:id', 'Mod_SW', 'none'),
  route('post', '/api/message-templates/:id/preview', 'Mod_SW', 'object'),
  // The WhatsApp Cloud API's webhook: Meta calls it; a POST must carry the app secret's signature.
  { method: 'get', path: '/api/webhooks/whatsapp', access: 'public', module: null, site: 'none' },
  { method: 'post', path: '/api/webhooks/whatsapp', access: 'public', module: null, site: 'none' },

  // Schools (Mod_SC)
  route('post', '/api/schools/search', 'Mod_SC', 'body', {
    list: { as: 2, request: { url: '/api/schools/search', payload: { level: 12, userSite: 62 } }, rows: 'array' },
  }),
  route('post', '/api/schools/search-actions', 'Mod_SC', 'body'),
  route('post', '/api/schools/create', 'Mod_SC', 'body'),
  route('put', '/api/schools/update', 'Mod_SC', 'object'),
  route('post', '/api/schools/end', 'Mod_SC', 'object', {
    crossSite: cashierOn((ids) => ({ url: '/api/schools/end', payload: { schoolID: ids.school61, site: 62 } })),
  }),
  route('get', '/api/schools/:id/details-tab', 'Mod_SC', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/schools/${ids.school61}/details-tab` })),
  }),
  route('get', '/api/schools/:id/swimmers', 'Mod_SC', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/schools/${ids.school61}/swimmers` })),
  }),
  route('get', '/api/schools/:id/possible-school/:type', 'Mod_SC', 'object'),
  route('get', '/api/schools/view-possible-school', 'Mod_SC', 'object'),
  route('get', '/api/schools/coach-options/:site', 'Mod_SC', 'path'),
  route('get', '/api/schools/:id/attendance', 'Mod_SC', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/schools/${ids.school61}/attendance?day=216` })),
  }),
  route('get', '/api/schools/:id/session-dates', 'Mod_SC', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/schools/${ids.school61}/session-dates` })),
  }),
  route('post', '/api/attendes/save', 'Mod_SC', 'object'),
  route('post', '/api/attendees/save', 'Mod_SC', 'object'),
  route('get', '/api/schoolsummary/showschoolssummary', 'Mod_SC', 'query'),
  route('get', '/api/schools/summary/:site', 'Mod_SC', 'path'),

  // School waitlists (issue 14): Mod_SC; a change also needs Mod_SW AddSwimmerToSchool, checked in the handler
  route('post', '/api/schools/:id/waitlist', 'Mod_SC', 'object', {
    crossSite: cashierOn((ids) => ({
      url: `/api/schools/${ids.school61}/waitlist`,
      payload: { swimmerID: ids.swimmer61, note: 'Cross-site' },
    })),
  }),
  route('get', '/api/schools/:id/waitlist', 'Mod_SC', 'object', {
    crossSite: cashierOn((ids) => ({ url: `/api/schools/${ids.school61}/waitlist` })),
  }),
  route('get', '/api/waitlist/offers', 'Mod_SC', 'query'),
  route('get', '/api/waitlist/:entryid/prices', 'Mod_SC', 'object'),
  route('post', '/api/waitlist/:entryid/accept', 'Mod_SC', 'object'),
  route('post', '/api/waitlist/:entryid/decline', 'Mod_SC', 'object'),
  route('delete', '/api/waitlist/:entryid', 'Mod_SC', 'object'),

  // Pre-teams (Mod_PT)
  route('post', '/api/preteam/search', 'Mod_PT', 'body'),
  route('post', '/api/preteam/search-actions', 'Mod_PT', 'body'),
  route('post', '/api/preteam/create', 'Mod_PT', 'body'),
  route('put', '/api/preteam/update', 'Mod_PT', 'object'),
  route('put', '/api/preteam/change-site', 'Mod_PT', 'object'),
  route('post', '/api/preteam/end', 'Mod_PT', 'object'),
  route('delete', '/api/preteam/remove', 'Mod_PT', 'object'),
  route('post', '/api/preteam/add-swimmer', null, 'object', {
    handler: 'AddSwimmerToPTeam in Mod_PT or Mod_SW (shared with the swimmers screen)',
  }),
  route('get', '/api/preteam/:id/details-tab', 'Mod_PT', 'object', {
    crossSite: coachesManagerOn((ids) => ({ url: `/api/preteam/${ids.preteam62}/details-tab` })),
  }),
  route('get', '/api/preteam/:id/swimmers', 'Mod_PT', 'object', {
    crossSite: coachesManagerOn((ids) => ({ url: `/api/preteam/${ids.preteam62}/swimmers` })),
  }),
  route('get', '/api/preteam/summary', 'Mod_PT', 'query'),
  route('get', '/api/preteam/coaches', 'Mod_PT', 'query'),
  route('get', '/api/preteam/:site', 'Mod_PT', 'path'),

  // Settings
  route('post', '/api/club/insert', 'Settings', 'none'),
  route('get', '/api/club/:id', 'Settings', 'none'),
  route('post', '/api/site/insert', 'Settings', 'none'),
  route('get', '/api/site/:id', 'Settings', 'none'),
  // Renaming (issue 25): a club is academy-wide (every site, checked in the service); a site must be the user's.
  route('put', '/api/clubs/:id', 'Settings', 'none'),
  route('put', '/api/club/:id', 'Settings', 'none'),
  route('put', '/api/sites/:id', 'Settings', 'path'),
  route('put', '/api/site/:id', 'Settings', 'path'),
  // Prices (issue 27): the site checked by the service (403 for another's, 404/400 for an unknown one).
  route('get', '/api/prices', 'Settings', 'query'),
  route('put', '/api/prices', 'Settings', 'body'),
  route('get', '/api/users/summary', 'Settings', 'query'),
  route('post', '/api/users/create', 'Settings', 'body'),
  route('put', '/api/users/update', 'Settings', 'object'),
  // Issue 27: a user's sites as a list, disable and enable, revoking a privilege (every site, in the service).
  route('put', '/api/users/:id/sites', 'Settings', 'object'),
  route('post', '/api/users/:id/disable', 'Settings', 'object'),
  route('post', '/api/users/:id/enable', 'Settings', 'object'),
  route('delete', '/api/userpriv', 'Settings', 'none'),
  route('get', '/api/title/show', 'Settings', 'object'),
  route('get', '/api/actions/fetch', 'Settings', 'none'),
  route('post', '/api/userpriv/add', 'Settings', 'none'),
  route('get', '/api/invoice/fetch', 'Settings', 'query'),
  route('post', '/api/payment/complete', 'Settings', 'object'),

  // The money desk and the owner's view (issue 15): access checked in the services, Settings declared
  route('get', '/api/money/due', 'Settings', 'query'),
  route('get', '/api/cashup', 'Settings', 'query'),
  route('get', '/api/cashup/today', null, 'query', { handler: 'none: any signed-in user of the site' }),
  route('post', '/api/cashup/close', 'Settings', 'body'),
  route('post', '/api/cashup/reopen', 'Settings', 'body'),
  route('get', '/api/payments/:paymentid', 'Settings', 'object'),
  // Issue 30: correcting money taken, a family's credit notes and their use
  route('post', '/api/payments/:paymentid/confirm', 'Settings', 'object'),
  route('post', '/api/payments/:paymentid/void', 'Settings', 'object'),
  route('post', '/api/payments/:paymentid/refund', 'Settings', 'object'),
  route('post', '/api/families/:id/credits', 'Settings', 'body'),
  route('post', '/api/invoices/:id/apply-credit', 'Settings', 'object'),
  route('get', '/api/families/:id/ledger', 'Settings', 'object'),
  route('get', '/api/discount-rules', 'Settings', 'none'),
  route('put', '/api/discount-rules', 'Settings', 'none'),
  route('get', '/api/invoices/preview', 'Settings', 'query'),
  route('get', '/api/invoices/:id', 'Settings', 'object'),
  route('post', '/api/invoices/:id/instalments', 'Settings', 'object'),
  route('post', '/api/families/:id/payments', 'Settings', 'body'),
  route('post', '/api/renewal-runs', 'Mod_SW', 'body'),
  route('post', '/api/renewal-runs/:runid/post', 'Mod_SW', 'object'),
  route('get', '/api/swimmers/:id/payments', 'Settings', 'object'),
  route('get', '/api/invoices/:id/payments', 'Settings', 'object'),
  route('get', '/api/reports/overview', 'Settings', 'query'),
  route('get', '/api/settings/academy', null, 'none'),
  route('put', '/api/settings/academy', 'Settings', 'none'),

  // The academy's week (issue 14): school sessions need Mod_SC, pre-team sessions Mod_PT, checked per session.
  route('get', '/api/timetable', null, 'query', {
    handler: "Mod_SC for the site's school sessions, Mod_PT for its pre-team sessions (403 with neither)",
  }),
  route('get', '/api/sessions/:sessionid', null, 'object', {
    handler: 'Mod_SC ShowSchoolInfo, ManageAttendance or Attendes (school); Mod_PT ShowPteamInfo etc. (pre-team)',
  }),
  route('post', '/api/sessions/:sessionid/attendance', null, 'object', {
    handler: 'Mod_SC ManageAttendance or Attendes (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('post', '/api/sessions/:sessionid/cancel', null, 'object', {
    handler: 'Mod_SC UpdateSchoolInfo (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('post', '/api/sessions/:sessionid/restore', null, 'object', {
    handler: 'Mod_SC UpdateSchoolInfo (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('post', '/api/sessions/:sessionid/substitute', null, 'object', {
    handler: 'Mod_SC UpdateSchoolInfo (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('get', '/api/sessions/:sessionid/substitutes', null, 'object', {
    handler: 'Mod_SC UpdateSchoolInfo (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('get', '/api/sessions/:sessionid/makeups', null, 'object', {
    handler: 'Mod_SC ManageAttendance or Attendes (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('post', '/api/sessions/:sessionid/makeups', null, 'object', {
    handler: 'Mod_SC ManageAttendance or Attendes (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('delete', '/api/sessions/:sessionid/makeups/:creditid', null, 'object', {
    handler: 'Mod_SC ManageAttendance or Attendes (school); Mod_PT UpdatePTeamInfo (pre-team)',
  }),
  route('get', '/api/swimmers/:id/makeups', null, 'object', {
    handler: 'Mod_SW, Mod_SC or Mod_PT',
    crossSite: cashierOn((ids) => ({ url: `/api/swimmers/${ids.swimmer61}/makeups` })),
  }),
  route('get', '/api/swimmers/:id/makeups/:creditid/options', null, 'object', { handler: 'Mod_SW, Mod_SC or Mod_PT' }),
  route('get', '/api/sites/:id/closures', null, 'path', { handler: 'none: any signed-in user of the site' }),
  route('post', '/api/sites/:id/closures', null, 'path', { handler: 'Settings ManageSites' }),
  route('delete', '/api/sites/:id/closures/:date', null, 'path', { handler: 'Settings ManageSites' }),
  route('get', '/api/sites/:id/settings', null, 'path', { handler: 'none: any signed-in user of the site' }),
  route('put', '/api/sites/:id/settings', null, 'path', { handler: 'Settings ManageSites' }),

  // Coaches (Mod_CO; the Settings coach forms need Settings)
  route('get', '/api/coaches', 'Mod_CO', 'query'),
  route('post', '/api/coaches/free-coaches', 'Mod_CO', 'body'),
  route('get', '/api/coaches/free-coaches', null, 'query', { handler: 'none: any signed-in user, own sites only' }),
  route('post', '/api/coaches/free', null, 'body', { handler: 'none: any signed-in user, own sites only' }),
  route('post', '/api/coaches/add', 'Mod_CO', 'body'),
  route('post', '/api/coaches/insert', 'Settings', 'body'),
  route('put', '/api/coaches/update', null, 'object', {
    handler: 'Settings ManageCoaches for the settings form, Mod_CO AddCoach for the coaches screen',
  }),
  route('get', '/api/coaches/site/:site', 'Settings', 'path'),
  route('get', '/api/coaches/:id', 'Mod_CO', 'object', {
    crossSite: coachesManagerOn((ids) => ({ url: `/api/coaches/${ids.coach62}` })),
  }),
  route('get', '/api/coaches/:id/swimmers', 'Mod_CO', 'object', {
    crossSite: coachesManagerOn((ids) => ({ url: `/api/coaches/${ids.coach62}/swimmers` })),
  }),
  route('delete', '/api/coaches/:id', 'Mod_CO', 'object', {
    crossSite: coachesManagerOn((ids) => ({ url: `/api/coaches/${ids.coach62}` })),
  }),
]

/**
 * A user without the module, for the 403 case: the cashier (2) lacks Mod_PT and Mod_CO; the trainee (4) has no module
 * (the cashier holds Settings' payment actions, so Settings is tried with the trainee).
 */
export const userWithout = (module: ActionModule): 2 | 4 => (module === 'Mod_PT' || module === 'Mod_CO' ? 2 : 4)

// ---------------------------------------------------------------------------------------------
// Samples: one valid request per route that acts on a site, used by object-access.test.ts (cross-site, per-action
// refusals, the acting user in the audit trail). Keyed 'method path' like the table above.

const OTHER_USER = 3
const day = '2026-11-20'
const phone = '01001234567'
const schoolSlot = (site: number) => ({
  firstDay: 216,
  secondDay: 218,
  startTime: '06:00',
  endTime: '06:45',
  type: 77,
  site,
})
const preteamSlot = (site: number) => ({
  firstDay: 216,
  secondDay: 218,
  thirdDay: 220,
  startTime: '05:00',
  endTime: '05:45',
  site,
})
const sample = (request: RouteSample['request'], ...actions: string[]): RouteSample => ({
  request,
  ...(actions.length > 0 ? { actions } : {}),
})
const get = (url: (ids: SampleIds) => string, ...actions: string[]) => sample((ids) => ({ url: url(ids) }), ...actions)
const body = (payload: (ids: SampleIds) => Record<string, unknown>, url: string, ...actions: string[]) =>
  sample((ids) => ({ url, payload: payload(ids) }), ...actions)

const SW = (name: string) => `Mod_SW:${name}`
const SC = (name: string) => `Mod_SC:${name}`
const PT = (name: string) => `Mod_PT:${name}`
const CO = (name: string) => `Mod_CO:${name}`
const ST = (name: string) => `Settings:${name}`

const schoolEnrolment = (ids: SampleIds) => ({
  swimmerID: ids.swimmer,
  schoolID: ids.school,
  months: 1,
  userID: OTHER_USER,
  amountPaid: '0',
  reciptNo: '',
  siteID: ids.site,
})
const attendance = (ids: SampleIds) => ({
  attendes: [{ swimmerID: ids.swimmer, attend: true, day: 216, timeAttend: '06:00', schoolID: ids.school }],
})
const freeCoachFinder = (site: number) => ({ type: 8, startTime: '06:00', firstDay: 216, secondDay: 218, site })

const guardianBody = { fullName: 'Sample Guardian', relation: 'uncle', phone: '010 2468 1357' }

const SAMPLES: Record<string, RouteSample> = {
  // Messages to families (issue 29)
  'get /api/messages': get((ids) => `/api/messages?site=${ids.site}`, SW('ViewMessages')),
  'post /api/messages/broadcasts/count': body(
    (ids) => ({ site: ids.site, audience: 'site', ar: 'أهلاً {guardian}', en: 'Hello {guardian}' }),
    '/api/messages/broadcasts/count',
    SW('SendMessages'),
  ),
  'post /api/messages/broadcasts': body(
    (ids) => ({ site: ids.site, audience: 'level', id: 12, ar: 'أهلاً {guardian}', en: 'Hello {guardian}' }),
    '/api/messages/broadcasts',
    SW('SendMessages'),
  ),
  'post /api/message-templates/:id/preview': sample(
    (ids) => ({
      url: '/api/message-templates/1/preview',
      payload: { body: 'Hello {guardian}, {swimmers}', swimmerID: ids.swimmer },
    }),
    SW('ManageTemplates'),
  ),
  'post /api/messages/:id/sent': sample(
    (ids) => ({ url: `/api/messages/${ids.message}/sent`, payload: {} }),
    SW('SendMessages'),
  ),
  // Skills and progress (issue 31)
  'get /api/sessions/:id/evaluations': get((ids) => `/api/sessions/${ids.session}/evaluations`, SC('EvaluateSkills')),
  'post /api/sessions/:id/evaluations': sample(
    (ids) => ({
      url: `/api/sessions/${ids.session}/evaluations`,
      payload: { entries: [{ swimmerID: ids.swimmer, skillID: 1, rating: 'emerging' }] },
    }),
    SC('EvaluateSkills'),
  ),
  'get /api/swimmers/:id/progress': get(
    (ids) => `/api/swimmers/${ids.swimmer}/progress`,
    SC('EvaluateSkills'),
    SC('ApproveReportCards'),
  ),
  'post /api/swimmers/:id/progress-notes': sample(
    (ids) => ({
      url: `/api/swimmers/${ids.swimmer}/progress-notes`,
      payload: { audience: 'staff', text: 'Kicks well' },
    }),
    SC('EvaluateSkills'),
  ),
  'post /api/swimmers/:id/sign-off': sample(
    (ids) => ({ url: `/api/swimmers/${ids.swimmer}/sign-off`, payload: {} }),
    SC('ApproveReportCards'),
  ),
  'get /api/ready': get((ids) => `/api/ready?site=${ids.site}`, SC('EvaluateSkills'), SC('ApproveReportCards')),
  'post /api/swimmers/:id/move-up': sample((ids) => ({
    url: `/api/swimmers/${ids.swimmer}/move-up`,
    payload: { groupID: ids.school },
  })),
  'get /api/swimmers/:id/report-cards': get(
    (ids) => `/api/swimmers/${ids.swimmer}/report-cards`,
    SC('EvaluateSkills'),
    SC('ApproveReportCards'),
  ),
  'post /api/swimmers/:id/report-cards': sample(
    (ids) => ({
      url: `/api/swimmers/${ids.swimmer}/report-cards`,
      payload: { from: '2026-09-01', to: '2026-11-30', familyNote: 'A good term' },
    }),
    SC('EvaluateSkills'),
  ),
  'post /api/report-cards/:id/approve': sample(
    () => ({ url: '/api/report-cards/1/approve', payload: {} }),
    SC('ApproveReportCards'),
  ),
  'get /api/progress/overview': get((ids) => `/api/progress/overview?site=${ids.site}`, ST('ViewReports')),

  // Families (issue 28)
  'get /api/swimmers/:id/family': get((ids) => `/api/swimmers/${ids.swimmer}/family`, SW('ViewFamilies')),
  'get /api/families/:id': get((ids) => `/api/families/${ids.family}`, SW('ViewFamilies')),
  'post /api/families/:id/guardians': sample(
    (ids) => ({ url: `/api/families/${ids.family}/guardians`, payload: guardianBody }),
    SW('ManageFamilies'),
  ),
  'post /api/families/:id/guardians/existing': sample(
    (ids) => ({
      url: `/api/families/${ids.family}/guardians/existing`,
      payload: { guardianID: ids.guardianElsewhere },
    }),
    SW('ManageFamilies'),
  ),
  'put /api/guardians/:id': sample(
    (ids) => ({ url: `/api/guardians/${ids.guardian}`, payload: guardianBody }),
    SW('ManageFamilies'),
  ),
  'post /api/guardians/:id/consents': sample(
    (ids) => ({
      url: `/api/guardians/${ids.guardian}/consents`,
      payload: { channel: 'whatsapp', purpose: 'service', granted: true },
    }),
    SW('ManageFamilies'),
  ),
  'post /api/families/:id/merge': sample(
    (ids) => ({ url: `/api/families/${ids.family}/merge`, payload: { familyID: ids.otherFamily } }),
    SW('ManageFamilies'),
  ),
  'put /api/swimmers/:id/family': sample(
    (ids) => ({ url: `/api/swimmers/${ids.swimmer}/family`, payload: { familyID: ids.family } }),
    SW('ManageFamilies'),
  ),
  'get /api/swimmers/:id/medical': get((ids) => `/api/swimmers/${ids.swimmer}/medical`, SW('ViewFamilies')),
  'put /api/swimmers/:id/medical': sample(
    (ids) => ({ url: `/api/swimmers/${ids.swimmer}/medical`, payload: { conditions: 'Asthma' } }),
    SW('ManageFamilies'),
  ),
  'put /api/swimmers/:id/photo-consent': sample(
    (ids) => ({ url: `/api/swimmers/${ids.swimmer}/photo-consent`, payload: { granted: true } }),
    SW('ManageFamilies'),
  ),
  'put /api/families/:id/notes': sample(
    (ids) => ({ url: `/api/families/${ids.family}/notes`, payload: { notes: 'Sample note' } }),
    SW('ManageFamilies'),
  ),
  'post /api/families/:id/contacts': sample(
    (ids) => ({
      url: `/api/families/${ids.family}/contacts`,
      payload: { kind: 'emergency', fullName: 'Sample Contact', relation: 'neighbour', phone: '01122334455' },
    }),
    SW('ManageFamilies'),
  ),
  'delete /api/families/:id/contacts/:contactid': get(
    (ids) => `/api/families/${ids.family}/contacts/999999`,
    SW('ManageFamilies'),
  ),

  // Swimmers
  'put /api/swimmers/update-level': body(
    (ids) => ({ swimmerID: ids.swimmer, newLevel: 13, userID: OTHER_USER, site: ids.site }),
    '/api/swimmers/update-level',
    SW('UpdateLevel'),
    SW('UpdateSchoolLevel'),
  ),
  'put /api/swimmers/change-site': body(
    (ids) => ({ swimmerID: ids.swimmer, userID: OTHER_USER, site: 62 }),
    '/api/swimmers/change-site',
    SW('ChangeSite'),
  ),
  'get /api/swimmers/:id/change-site-preview': get(
    (ids) => `/api/swimmers/${ids.swimmer}/change-site-preview?site=62`,
    SW('ChangeSite'),
  ),
  'get /api/swimmers/:id/renewal-prices': get(
    (ids) => `/api/swimmers/${ids.swimmer}/renewal-prices`,
    SW('SubscriptionRenwal'),
  ),
  'post /api/swimmers/unfreeze': body(
    (ids) => ({ swimmerID: ids.swimmer, userID: OTHER_USER, site: ids.site }),
    '/api/swimmers/unfreeze',
    SW('Unfreeze'),
  ),
  'post /api/swimmers/:id/unfreeze': sample(
    (ids) => ({ url: `/api/swimmers/${ids.swimmer}/unfreeze`, payload: { userID: OTHER_USER, site: ids.site } }),
    SW('Unfreeze'),
  ),
  'post /api/swimmers/freeze-swim': body(
    (ids) => ({ swimmerID: ids.swimmer, freezeReason: 'Injury', freezeDate: day, userID: OTHER_USER, site: ids.site }),
    '/api/swimmers/freeze-swim',
    SW('FreezSwim'),
  ),
  'post /api/swimmers/renew-subscription': body(
    (ids) => ({
      swimmerID: ids.swimmer,
      renewalType: 'monthly',
      durationInMonths: 1,
      userID: OTHER_USER,
      site: ids.site,
    }),
    '/api/swimmers/renew-subscription',
    SW('SubscriptionRenwal'),
  ),
  'put /api/swimmers/update-times': body(
    (ids) => ({
      swimmerID: ids.swimmer,
      newTimes: '50m free 0:41',
      reason: 'Gala',
      userID: OTHER_USER,
      site: ids.site,
    }),
    '/api/swimmers/update-times',
    SW('UpdateTimes'),
  ),
  'post /api/swimmers/record-attendance': body(
    (ids) => ({ swimmerID: ids.swimmer, date: day, status: 'present', userID: OTHER_USER, site: ids.site }),
    '/api/swimmers/record-attendance',
    SW('Attendes'),
  ),
  'post /api/swimmerschool/add-swimmer-to-school': body(
    schoolEnrolment,
    '/api/swimmerschool/add-swimmer-to-school',
    SW('AddSwimmerToSchool'),
  ),
  'post /api/swimmers/save-school-trans': body(
    schoolEnrolment,
    '/api/swimmers/save-school-trans',
    SW('AddSwimmerToSchool'),
  ),
  'post /api/swimmers/save-pteam-trans': body(
    (ids) => ({
      swimmerID: ids.squadSwimmer,
      pteamID: ids.squadForSwimmer,
      months: 1,
      userID: OTHER_USER,
      amountPaid: '10.50',
      recieptNo: 'R-SAMPLE-1',
      siteID: ids.site,
    }),
    '/api/swimmers/save-pteam-trans',
    SW('AddSwimmerToPTeam'),
  ),
  'get /api/swimmers/preteam-options/:id': get((ids) => `/api/swimmers/preteam-options/${ids.swimmer}`),
  'get /api/swimmers/school-options/:id': get((ids) => `/api/swimmers/school-options/${ids.swimmer}`),
  'get /api/swimmers/byschool/:schoolid': get((ids) => `/api/swimmers/byschool/${ids.school}`),
  'post /api/swimmers/search-actions': body(
    (ids) => ({ userID: OTHER_USER, swimmerID: ids.swimmer, userSite: ids.site }),
    '/api/swimmers/search-actions',
  ),
  'post /api/swimmers/list': body((ids) => ({ userSite: ids.site, sort: 'fullName' }), '/api/swimmers/list'),
  'post /api/swimmers/likely-duplicates': body(
    () => ({ fullName: 'Sample Swimmer', birthDate: '2015-05-01', primaryPhone: phone }),
    '/api/swimmers/likely-duplicates',
    SW('AddSwimmer'),
  ),
  'post /api/swimmers/add': body(
    (ids) => ({
      userID: OTHER_USER,
      site: ids.site,
      fullName: 'Sample Swimmer',
      birthDate: '2015-05-01',
      startLevel: 12,
      gender: 5,
      club: 87,
      primaryPhone: phone,
      secondaryPhone: '',
      primaryJob: 'Engineer',
      secondaryJob: '',
      email: 'parent@example.com',
      address: '1 Nile Street',
    }),
    '/api/swimmers/add',
    SW('AddSwimmer'),
  ),
  'put /api/swimmers/update': body(
    (ids) => ({
      swimmerID: ids.swimmer,
      fullName: 'Sample Renamed',
      year: 2015,
      level: 12,
      site: ids.site,
      parentPhone: phone,
      parentEmail: 'parent@example.com',
      userID: OTHER_USER,
    }),
    '/api/swimmers/update',
    SW('EditSwimmer'),
    SW('UpdateSwimmer'),
    SW('UpdateSwimmerInfo'),
  ),
  'delete /api/swimmers/:id': get((ids) => `/api/swimmers/${ids.swimmer}`, SW('DeleteSwimmer')),
  'get /api/swimmers/:id/info-tab': get((ids) => `/api/swimmers/${ids.swimmer}/info-tab`),
  'get /api/swimmers/:id/technical-tab': get((ids) => `/api/swimmers/${ids.swimmer}/technical-tab`),
  'get /api/swimmers/:id/logs': get((ids) => `/api/swimmers/${ids.swimmer}/logs`),

  // Schools
  'post /api/schools/search': body((ids) => ({ level: 12, userSite: ids.site }), '/api/schools/search'),
  'post /api/schools/search-actions': body(
    (ids) => ({ userID: OTHER_USER, schoolID: ids.school, userSite: ids.site }),
    '/api/schools/search-actions',
  ),
  'post /api/schools/create': body(
    (ids) => ({ schoolLevel: 12, coachID: ids.coach, ...schoolSlot(ids.site), user: OTHER_USER }),
    '/api/schools/create',
    SC('CreateSchool'),
  ),
  'put /api/schools/update': body(
    (ids) => ({ schoolID: ids.school, schoolLevel: 12, coachID: ids.coach, ...schoolSlot(ids.site), user: OTHER_USER }),
    '/api/schools/update',
    SC('UpdateSchoolInfo'),
  ),
  'post /api/schools/end': body(
    (ids) => ({ schoolID: ids.school, userID: OTHER_USER, site: ids.site }),
    '/api/schools/end',
    SC('EndSchool'),
  ),
  'get /api/schools/:id/details-tab': get((ids) => `/api/schools/${ids.school}/details-tab`, SC('ShowSchoolInfo')),
  'get /api/schools/:id/swimmers': get(
    (ids) => `/api/schools/${ids.school}/swimmers`,
    SC('ShowSchoolInfo'),
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'get /api/schools/:id/possible-school/:type': get((ids) => `/api/schools/${ids.swimmer}/possible-school/77`),
  'get /api/schools/view-possible-school': get(
    (ids) => `/api/schools/view-possible-school?swimmerId=${ids.swimmer}&type=77`,
  ),
  'get /api/schools/coach-options/:site': get((ids) => `/api/schools/coach-options/${ids.site}`),
  'get /api/schools/:id/attendance': get(
    (ids) => `/api/schools/${ids.school}/attendance?day=216`,
    SC('ShowSchoolInfo'),
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'get /api/schools/:id/session-dates': get(
    (ids) => `/api/schools/${ids.school}/session-dates`,
    SC('ShowSchoolInfo'),
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'post /api/attendes/save': body(attendance, '/api/attendes/save', SC('ManageAttendance'), SC('Attendes')),
  'post /api/attendees/save': body(attendance, '/api/attendees/save', SC('ManageAttendance'), SC('Attendes')),
  'get /api/schoolsummary/showschoolssummary': get(
    (ids) => `/api/schoolsummary/showschoolssummary?site=${ids.site}&type=77&schoolLevel=12`,
  ),
  'get /api/schools/summary/:site': get((ids) => `/api/schools/summary/${ids.site}`),
  'post /api/schools/:schoolid/enrolments/:swimmerid/end': sample(
    (ids) => ({ url: `/api/schools/${ids.school}/enrolments/${ids.swimmer}/end`, payload: {} }),
    SW('AddSwimmerToSchool'),
  ),

  // School waitlists
  'post /api/schools/:id/waitlist': sample(
    (ids) => ({ url: `/api/schools/${ids.waitlistSchool}/waitlist`, payload: { swimmerID: ids.swimmer, note: 'S' } }),
    SW('AddSwimmerToSchool'),
  ),
  'get /api/schools/:id/waitlist': get((ids) => `/api/schools/${ids.waitlistSchool}/waitlist`),
  'get /api/waitlist/offers': get((ids) => `/api/waitlist/offers?site=${ids.site}`),
  'get /api/waitlist/:entryid/prices': get((ids) => `/api/waitlist/${ids.waitlistEntry}/prices`),
  'post /api/waitlist/:entryid/accept': sample(
    (ids) => ({ url: `/api/waitlist/${ids.waitlistEntry}/accept`, payload: { months: 1 } }),
    SW('AddSwimmerToSchool'),
  ),
  'post /api/waitlist/:entryid/decline': get(
    (ids) => `/api/waitlist/${ids.waitlistEntry}/decline`,
    SW('AddSwimmerToSchool'),
  ),
  'delete /api/waitlist/:entryid': get((ids) => `/api/waitlist/${ids.waitlistEntry}`, SW('AddSwimmerToSchool')),

  // Pre-teams
  'post /api/preteam/search': body(
    (ids) => ({ searchType: 'Level', searchValue: '17', userSite: ids.site }),
    '/api/preteam/search',
  ),
  'post /api/preteam/search-actions': body(
    (ids) => ({ pTeamID: ids.preteam, userID: OTHER_USER, userSite: ids.site }),
    '/api/preteam/search-actions',
  ),
  'post /api/preteam/create': body(
    (ids) => ({ pTeamLevel: 17, coachID: ids.preteamCoach, ...preteamSlot(ids.site), userID: OTHER_USER }),
    '/api/preteam/create',
    PT('CreatePTeam'),
  ),
  'put /api/preteam/update': body(
    (ids) => ({ pTeamID: ids.preteam, coachID: ids.preteamCoach, ...preteamSlot(ids.site), user: OTHER_USER }),
    '/api/preteam/update',
    PT('UpdatePTeamInfo'),
  ),
  'put /api/preteam/change-site': body(
    (ids) => ({ pTeamID: ids.preteam, newSite: 62, userID: OTHER_USER }),
    '/api/preteam/change-site',
    PT('ChangeSite'),
  ),
  'post /api/preteam/end': body(
    (ids) => ({ PTeamID: ids.preteam, userID: OTHER_USER }),
    '/api/preteam/end',
    PT('EndPteam'),
  ),
  'delete /api/preteam/remove': body(
    (ids) => ({ pTeamID: ids.preteam, userID: OTHER_USER, site: ids.site }),
    '/api/preteam/remove',
    PT('RemovePTeam'),
  ),
  'post /api/preteam/add-swimmer': body(
    (ids) => ({ pTeamID: ids.preteam, swimmerID: ids.swimmer, durationInMonths: 1, site: ids.site, user: OTHER_USER }),
    '/api/preteam/add-swimmer',
    PT('AddSwimmerToPTeam'),
    SW('AddSwimmerToPTeam'),
  ),
  'get /api/preteam/:id/details-tab': get((ids) => `/api/preteam/${ids.preteam}/details-tab`, PT('ViewDetailsTab')),
  'get /api/preteam/:id/swimmers': get((ids) => `/api/preteam/${ids.preteam}/swimmers`, PT('ViewSwimmers')),
  'get /api/preteam/summary': get((ids) => `/api/preteam/summary?site=${ids.site}`),
  'get /api/preteam/coaches': get((ids) => `/api/preteam/coaches?site=${ids.site}`),
  'get /api/preteam/:site': get((ids) => `/api/preteam/${ids.site}`),

  // Settings
  'post /api/club/insert': body(() => ({ description: 'Sample Club' }), '/api/club/insert', ST('ManageClubs')),
  'get /api/club/:id': get(() => '/api/club/1', ST('ManageClubs')),
  'post /api/site/insert': body(() => ({ description: 'Sample Site' }), '/api/site/insert', ST('ManageSites')),
  'get /api/site/:id': get(() => '/api/site/1', ST('ManageSites')),
  'put /api/sites/:id': sample(
    // Site 61's own name: the request is valid, and renaming it to what it is changes nothing another test reads.
    (ids) => ({ url: `/api/sites/${ids.site}`, payload: { description: 'Smart Way' } }),
    ST('ManageSites'),
  ),
  'put /api/site/:id': sample(
    (ids) => ({ url: `/api/site/${ids.site}`, payload: { description: 'Smart Way' } }),
    ST('ManageSites'),
  ),
  'get /api/users/summary': get((ids) => `/api/users/summary?site=${ids.site}`, ST('ManageUsers')),
  'post /api/users/create': body(
    (ids) => ({
      fullName: 'Sample User',
      site: ids.site,
      disabled: false,
      userTypeId: 72,
      password: 'sample-password-123',
    }),
    '/api/users/create',
    ST('ManageUsers'),
  ),
  'put /api/users/update': body(
    (ids) => ({ userId: ids.user, fullName: 'Sample Renamed User', site: ids.site, disabled: false, userTypeId: 73 }),
    '/api/users/update',
    ST('ManageUsers'),
  ),
  'put /api/users/:id/sites': sample(
    (ids) => ({ url: `/api/users/${ids.user}/sites`, payload: { sites: [ids.site, 63] } }),
    ST('ManageUsers'),
  ),
  'post /api/users/:id/disable': get((ids) => `/api/users/${ids.user}/disable`, ST('ManageUsers')),
  'post /api/users/:id/enable': get((ids) => `/api/users/${ids.user}/enable`, ST('ManageUsers')),
  // Revokes what the 'post /api/userpriv/add' sample granted (deletes run last).
  'delete /api/userpriv': body(() => ({ actionId: 1, userType: 75 }), '/api/userpriv', ST('ManagePrivileges')),
  'get /api/title/show': get((ids) => `/api/title/show?userId=${ids.user}`, ST('ManagePrivileges')),
  'get /api/actions/fetch': get(() => '/api/actions/fetch?userId=1&userTypeId=72', ST('ManagePrivileges')),
  'post /api/userpriv/add': body(
    () => ({ privileges: [{ actionId: 1, userType: 75 }] }),
    '/api/userpriv/add',
    ST('ManagePrivileges'),
  ),
  'get /api/invoice/fetch': get((ids) => `/api/invoice/fetch?siteId=${ids.site}`, ST('ViewInvoices')),
  'post /api/payment/complete': body(
    (ids) => ({
      entities: {
        swimmerID: ids.invoiceSwimmer,
        siteID: ids.site,
        amountPaid: '1.25',
        recieptNo: 'R-SAMPLE-2',
        userID: OTHER_USER,
        invoiceID: ids.invoice,
      },
    }),
    '/api/payment/complete',
    ST('CompletePayment'),
  ),
  'get /api/money/due': get((ids) => `/api/money/due?site=${ids.site}&days=30`, ST('ViewInvoices')),
  'get /api/cashup': get((ids) => `/api/cashup?site=${ids.site}&date=${day}`, ST('ViewInvoices')),
  'get /api/cashup/today': get((ids) => `/api/cashup/today?site=${ids.site}`),
  // A day no other sample pays on: closed, then reopened.
  'post /api/cashup/close': body(
    (ids) => ({ site: ids.site, date: '2026-11-01', counted: '0.00' }),
    '/api/cashup/close',
    ST('CompletePayment'),
  ),
  'post /api/cashup/reopen': body(
    (ids) => ({ site: ids.site, date: '2026-11-01', reason: 'Sample recount' }),
    '/api/cashup/reopen',
    ST('ReopenCashup'),
  ),
  'get /api/payments/:paymentid': get((ids) => `/api/payments/${ids.payment}`, ST('ViewInvoices')),
  'post /api/payments/:paymentid/confirm': sample(
    (ids) => ({ url: `/api/payments/${ids.payment}/confirm`, payload: {} }),
    ST('ConfirmTransfers'),
  ),
  'post /api/payments/:paymentid/void': sample(
    (ids) => ({ url: `/api/payments/${ids.payment}/void`, payload: { reason: 'Sample' } }),
    ST('CompletePayment'),
  ),
  'post /api/payments/:paymentid/refund': sample(
    (ids) => ({
      url: `/api/payments/${ids.payment}/refund`,
      payload: { amount: '0.50', reason: 'Sample', method: 'cash' },
    }),
    ST('RefundPayments'),
  ),
  'post /api/families/:id/credits': sample(
    (ids) => ({
      url: `/api/families/${ids.family}/credits`,
      payload: { site: ids.site, amount: '1.00', reason: 'Sample' },
    }),
    ST('RefundPayments'),
  ),
  'get /api/invoices/preview': get(
    (ids) => `/api/invoices/preview?site=${ids.site}&swimmer=${ids.swimmer}&product=77&months=1`,
    ST('ViewInvoices'),
  ),
  'post /api/invoices/:id/instalments': sample(
    (ids) => ({
      url: `/api/invoices/${ids.invoice}/instalments`,
      payload: {
        instalments: [
          { dueOn: '2026-12-01', amount: '1.00' },
          { dueOn: '2027-01-01', amount: '1.00' },
        ],
      },
    }),
    ST('CompletePayment'),
  ),
  'post /api/renewal-runs': body(
    (ids) => ({ site: ids.site, days: 14 }),
    '/api/renewal-runs',
    SW('SubscriptionRenwal'),
  ),
  'post /api/renewal-runs/:runid/post': sample(
    () => ({ url: '/api/renewal-runs/1/post', payload: { messages: false } }),
    SW('SubscriptionRenwal'),
  ),
  'post /api/families/:id/payments': sample(
    (ids) => ({
      url: `/api/families/${ids.family}/payments`,
      payload: { site: ids.site, amount: '0.10', receiptNo: 'FAM-SAMPLE-1' },
    }),
    ST('CompletePayment'),
  ),
  'get /api/invoices/:id': get((ids) => `/api/invoices/${ids.invoice}`, ST('ViewInvoices')),
  'get /api/families/:id/ledger': get((ids) => `/api/families/${ids.family}/ledger`, ST('ViewInvoices')),
  'post /api/invoices/:id/apply-credit': sample(
    (ids) => ({ url: `/api/invoices/${ids.invoice}/apply-credit`, payload: { amount: '0.25' } }),
    ST('CompletePayment'),
  ),
  'get /api/swimmers/:id/payments': get((ids) => `/api/swimmers/${ids.swimmer}/payments`, ST('ViewInvoices')),
  'get /api/invoices/:id/payments': get((ids) => `/api/invoices/${ids.invoice}/payments`, ST('ViewInvoices')),
  'get /api/reports/overview': get((ids) => `/api/reports/overview?site=${ids.site}`, ST('ViewReports')),
  'get /api/prices': get((ids) => `/api/prices?site=${ids.site}`, ST('ManageSites')),
  'put /api/prices': body(
    (ids) => ({ site: ids.site, product: 77, months: 1, amount: '401.50' }),
    '/api/prices',
    ST('ManageSites'),
  ),
  'put /api/settings/academy': body(() => ({ currency: 'EGP' }), '/api/settings/academy', ST('ManageSites')),

  // Coaches
  'get /api/coaches': get((ids) => `/api/coaches?site=${ids.site}`, CO('ViewCoaches')),
  // The academy's week (issue 14)
  'get /api/timetable': get((ids) => `/api/timetable?site=${ids.site}&from=2026-11-21&to=2026-11-27`),
  'get /api/sessions/:sessionid': get(
    (ids) => `/api/sessions/${ids.session}`,
    SC('ShowSchoolInfo'),
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'post /api/sessions/:sessionid/attendance': sample(
    (ids) => ({
      url: `/api/sessions/${ids.session}/attendance`,
      payload: { entries: [{ swimmerID: ids.swimmer, status: 'present', notes: '' }] },
    }),
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'post /api/sessions/:sessionid/cancel': sample(
    (ids) => ({ url: `/api/sessions/${ids.session}/cancel`, payload: { reason: 'Sample cancellation' } }),
    SC('UpdateSchoolInfo'),
  ),
  'post /api/sessions/:sessionid/restore': sample(
    (ids) => ({ url: `/api/sessions/${ids.session}/restore`, payload: {} }),
    SC('UpdateSchoolInfo'),
  ),
  'post /api/sessions/:sessionid/substitute': sample(
    (ids) => ({ url: `/api/sessions/${ids.session}/substitute`, payload: { coachID: null } }),
    SC('UpdateSchoolInfo'),
  ),
  'get /api/sessions/:sessionid/substitutes': get(
    (ids) => `/api/sessions/${ids.session}/substitutes`,
    SC('UpdateSchoolInfo'),
  ),
  'get /api/sessions/:sessionid/makeups': get(
    (ids) => `/api/sessions/${ids.session}/makeups?swimmer=${ids.creditSwimmer}`,
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'post /api/sessions/:sessionid/makeups': sample(
    (ids) => ({ url: `/api/sessions/${ids.session}/makeups`, payload: { creditID: ids.credit } }),
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'delete /api/sessions/:sessionid/makeups/:creditid': get(
    (ids) => `/api/sessions/${ids.session}/makeups/${ids.credit}`,
    SC('ManageAttendance'),
    SC('Attendes'),
  ),
  'get /api/swimmers/:id/makeups': get((ids) => `/api/swimmers/${ids.creditSwimmer}/makeups`),
  'get /api/swimmers/:id/makeups/:creditid/options': get(
    (ids) => `/api/swimmers/${ids.creditSwimmer}/makeups/${ids.credit}/options`,
  ),
  'get /api/sites/:id/closures': get((ids) => `/api/sites/${ids.site}/closures?from=2026-11-21&to=2026-12-21`),
  'post /api/sites/:id/closures': sample(
    (ids) => ({ url: `/api/sites/${ids.site}/closures`, payload: { date: '2026-12-24', reason: 'Sample closure' } }),
    ST('ManageSites'),
  ),
  'delete /api/sites/:id/closures/:date': get((ids) => `/api/sites/${ids.site}/closures/2026-12-24`, ST('ManageSites')),
  'get /api/sites/:id/settings': get((ids) => `/api/sites/${ids.site}/settings`),
  'put /api/sites/:id/settings': sample(
    (ids) => ({ url: `/api/sites/${ids.site}/settings`, payload: { makeupExpiryWeeks: 4, waitlistOfferDays: 3 } }),
    ST('ManageSites'),
  ),

  'post /api/coaches/free-coaches': body(
    (ids) => ({ site: ids.site }),
    '/api/coaches/free-coaches',
    CO('FindFreeCoaches'),
  ),
  'get /api/coaches/free-coaches': get(
    (ids) => `/api/coaches/free-coaches?type=8&startTime=06:00&firstDay=216&secondDay=218&site=${ids.site}`,
  ),
  'post /api/coaches/free': body((ids) => freeCoachFinder(ids.site), '/api/coaches/free'),
  'post /api/coaches/add': body(
    (ids) => ({ coachName: 'Sample Coach', phone, coachType: 8, site: ids.site, userID: OTHER_USER }),
    '/api/coaches/add',
    CO('AddCoach'),
  ),
  'post /api/coaches/insert': body(
    (ids) => ({ site: ids.site, fullName: 'Sample Coach', type: 8, mobileNumber: phone }),
    '/api/coaches/insert',
    ST('ManageCoaches'),
  ),
  'put /api/coaches/update': body(
    (ids) => ({ coachID: ids.coach, coachName: 'Sample Renamed Coach', userID: OTHER_USER }),
    '/api/coaches/update',
    CO('AddCoach'),
  ),
  'get /api/coaches/site/:site': get((ids) => `/api/coaches/site/${ids.site}`, ST('ManageCoaches')),
  'get /api/coaches/:id': get((ids) => `/api/coaches/${ids.coach}`, CO('ViewCoachDetails')),
  'get /api/coaches/:id/swimmers': get((ids) => `/api/coaches/${ids.coach}/swimmers`, CO('ViewCoachDetails')),
  'delete /api/coaches/:id': get((ids) => `/api/coaches/${ids.coach}`, CO('DeleteCoach')),
}

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`

export const ROUTE_TABLE: RouteAccess[] = ROUTES.map((entry) => {
  const found = SAMPLES[routeKey(entry)]
  return found ? { ...entry, sample: found } : entry
})

/** Sample keys that name no route: a typo would silently drop a case. */
export const UNKNOWN_SAMPLES = Object.keys(SAMPLES).filter((name) => !ROUTES.some((entry) => routeKey(entry) === name))
