import type { Site } from '@contract/common'
import type { ActionModule, ModuleCode } from '@contract/modules'
import { forbidden } from './http-error'

// The acting user of a request, and the access rules every service applies to them. The auth plugin builds it from
// the bearer token on every request (plugins/auth.ts, through auth.service's `authenticate`); services take it as a
// parameter, never a user ID from the request.

export interface AuthContext {
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
}

export function hasModule(auth: AuthContext, module: ActionModule): boolean {
  const prefix = `${module}:`
  for (const key of auth.granted) if (key.startsWith(prefix)) return true
  return false
}

/** Refuses an action the user's type is not granted. */
export function requireAction(auth: AuthContext, module: ActionModule, action: string): void {
  if (!auth.granted.has(`${module}:${action}`)) throw forbidden(`You are not allowed to ${action}`)
}

export const maySeeSite = (auth: AuthContext, siteId: number): boolean => auth.sites.some((site) => site.id === siteId)

/** Refuses a site the user may not use (a site named in the request). */
export function requireSite(auth: AuthContext, siteId: number): void {
  if (!maySeeSite(auth, siteId)) throw forbidden(`Site ${siteId} is not one of your sites`)
}

/**
 * The site a spec call that names none acts at (GET /coaches, the swimmer search): the user's home site while it is
 * still theirs, else their first. Never every site: that is asked for on purpose.
 */
export function homeSiteOf(auth: AuthContext): number | undefined {
  if (auth.homeSite !== null && maySeeSite(auth, auth.homeSite)) return auth.homeSite
  return auth.sites[0]?.id
}

/** Who makes a change and when: what every audit entry and "created/updated by" column records. */
export interface Actor {
  userId: number
  at: string
}

/** The acting user of a request at the server's clock time. */
export const actorOf = (auth: AuthContext, now: Date): Actor => ({ userId: auth.userId, at: now.toISOString() })
