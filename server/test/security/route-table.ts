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

export interface RouteAccess {
  method: Method
  path: string
  access: 'public' | 'signed-in'
  module: ActionModule | null
  site: SiteRule
  handler?: string
  crossSite?: CrossSiteCase
  list?: { as: 2 | 3; request: RouteRequest; rows: 'array' }
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

export const ROUTE_TABLE: RouteAccess[] = [
  // Health, sign-in, the session
  { method: 'get', path: '/api/health', access: 'public', module: null, site: 'none' },
  { method: 'get', path: '/api/test/health', access: 'public', module: null, site: 'none' },
  { method: 'post', path: '/api/auth/login', access: 'public', module: null, site: 'none' },
  route('get', '/api/auth/me', null, 'none'),
  route('post', '/api/auth/logout', null, 'none'),
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
  route('post', '/api/swimmers/freeze-swim', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/renew-subscription', 'Mod_SW', 'object'),
  route('put', '/api/swimmers/update-times', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/record-attendance', 'Mod_SW', 'object'),
  route('post', '/api/swimmerschool/add-swimmer-to-school', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/save-school-trans', 'Mod_SW', 'object'),
  route('post', '/api/swimmers/save-pteam-trans', 'Mod_SW', 'object'),
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
    list: { as: 2, request: { url: '/api/swimmers/search', payload: { fullName: 'a' } }, rows: 'array' },
  }),
  route('post', '/api/swimmers/search-actions', 'Mod_SW', 'body'),
  route('post', '/api/swimmers/add', 'Mod_SW', 'body'),
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
  route('post', '/api/attendes/save', 'Mod_SC', 'object'),
  route('post', '/api/attendees/save', 'Mod_SC', 'object'),
  route('get', '/api/schoolsummary/showschoolssummary', 'Mod_SC', 'query'),
  route('get', '/api/schools/summary/:site', 'Mod_SC', 'path'),

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
  route('get', '/api/users/summary', 'Settings', 'query'),
  route('post', '/api/users/create', 'Settings', 'body'),
  route('put', '/api/users/update', 'Settings', 'object'),
  route('get', '/api/title/show', 'Settings', 'object'),
  route('get', '/api/actions/fetch', 'Settings', 'none'),
  route('post', '/api/userpriv/add', 'Settings', 'none'),
  route('get', '/api/invoice/fetch', 'Settings', 'query'),
  route('post', '/api/payment/complete', 'Settings', 'object'),

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
