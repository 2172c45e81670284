import type { Site } from '@contract/common'
import { ACTIONS_OPENING_NO_MODULE, type ActionModule, type ModuleCode } from '@contract/modules'
import { forbidden } from './http-error'
import { message } from '@contract/messages/message'

// The acting user of a request, and the access rules every service applies to them. The auth plugin builds it once
// per request from the bearer token (plugins/auth.ts, through auth.service's `authenticate`) and hands it to the
// route as `request.acting`; services take it as a parameter, never a user ID from the request.

export interface Acting {
  userId: number
  userTypeId: number
  sessionId: number
  /** The user's enabled sites, in id order. */
  sites: Site[]
  /** The user's home site (where their account was made), or null. */
  homeSite: number | null
  /** "module:name" keys of the actions the user's title is granted (shared between requests: read only). */
  granted: ReadonlySet<string>
  modules: ModuleCode[]
  /** The request's instant on the server's clock (ISO, UTC): what audit entries and "created/updated at" record. */
  at: string
  /**
   * The academy's time zone (a setting, migration 0028), read with the session on every request: the zone of `today`
   * and of every business day, month and shown time the request works out.
   */
  timeZone: string
  /** The academy's date at `at` (in `timeZone`; lib/clock.ts): the "today" every rule compares with. */
  today: string
}

export function hasModule(auth: Acting, module: ActionModule): boolean {
  const prefix = `${module}:`
  for (const key of auth.granted) if (key.startsWith(prefix) && !ACTIONS_OPENING_NO_MODULE.has(key)) return true
  return false
}

/** Whether the user's type is granted one of the module's actions `names`. */
export const holdsAnyAction = (auth: Acting, module: ActionModule, names: readonly string[]): boolean =>
  names.some((name) => auth.granted.has(`${module}:${name}`))

/** Refuses an action the user's type is not granted. */
export function requireAction(auth: Acting, module: ActionModule, action: string): void {
  if (!auth.granted.has(`${module}:${action}`)) throw forbidden(message('access.action', { action }))
}

/** Refuses unless the user's type is granted one of the module's actions `names`; the message names the first. */
export function requireAnyAction(auth: Acting, module: ActionModule, names: readonly string[]): void {
  if (!holdsAnyAction(auth, module, names)) throw forbidden(message('access.action', { action: names[0] }))
}

export const maySeeSite = (auth: Acting, siteId: number): boolean => auth.sites.some((site) => site.id === siteId)

/** Refuses a site the user may not use (a site named in the request). */
export function requireSite(auth: Acting, siteId: number): void {
  if (!maySeeSite(auth, siteId)) throw forbidden(message('access.site', { site: siteId }))
}

/**
 * The site a spec call that names none acts at (GET /coaches, the swimmer search): the user's home site while it is
 * still theirs, else their first. Never every site: that is asked for on purpose.
 */
export function homeSiteOf(auth: Acting): number | undefined {
  if (auth.homeSite !== null && maySeeSite(auth, auth.homeSite)) return auth.homeSite
  return auth.sites[0]?.id
}

/**
 * When a request acts: its instant, the academy's date then, and the academy's zone (what a rule that compares either
 * needs; a session's start is wall-clock time in that zone).
 */
export type Moment = Pick<Acting, 'at' | 'today' | 'timeZone'>

/**
 * Who makes a change and when: what every audit entry and "created/updated by" column records, and the academy's
 * date then (the "today" the change's rules compare with).
 */
export type Actor = Pick<Acting, 'userId' | 'at' | 'today' | 'timeZone'>
