import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Site } from '@contract/common'
import type { ActionModule, ModuleCode } from '@contract/modules'
import { forbidden, unauthorized } from '../lib/http-error'
import { SESSION_IDLE_MS, SESSION_TOUCH_MS, hashToken, tokenFromHeader } from '../lib/session-tokens'
import { findSessionAccess } from '../domains/auth/session-access.repository'
import { touchSession } from '../domains/auth/sessions.repository'
import { modulesOf } from '../domains/auth/accounts.repository'

// Every /api route needs a valid bearer token unless its config says `public: true`. The acting user
// is always the token's user; their sites and privileges are read on every request, so a change by
// an administrator applies from the user's next request.

export interface AuthContext {
  userId: number
  userTypeId: number
  sessionId: number
  sites: Site[]
  granted: Set<string>
  modules: ModuleCode[]
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean
    /** The module (or Settings) whose access the route needs; 403 otherwise. */
    module?: ActionModule
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

const MODULE_NAMES: Record<ActionModule, string> = {
  Mod_SW: 'Swimmers management',
  Mod_SC: 'Schools management',
  Mod_PT: 'Pre-team management',
  Mod_CO: 'Coaches management',
  Settings: 'Settings',
}

export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const token = tokenFromHeader(request.headers.authorization)
  if (!token) throw unauthorized('Authentication required')
  const session = await findSessionAccess(app.db, app.dialect, hashToken(token))
  const now = app.clock.now()
  if (
    !session ||
    session.revoked_at !== null ||
    session.disabled === 1 ||
    now.getTime() >= Date.parse(session.expires_at) ||
    now.getTime() - Date.parse(session.last_seen_at) >= SESSION_IDLE_MS
  ) {
    throw unauthorized(SESSION_ENDED)
  }
  if (now.getTime() - Date.parse(session.last_seen_at) >= SESSION_TOUCH_MS) {
    await touchSession(app.db, session.id, now.toISOString())
  }
  const granted = new Set(session.granted)
  return {
    userId: session.user_id,
    userTypeId: session.user_type_id,
    sessionId: session.id,
    sites: session.sites,
    granted,
    modules: modulesOf(granted),
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null)

  // Runs before the body is parsed and validated: an unauthenticated or unentitled caller learns nothing
  // about what the route would have accepted.
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url
    // Unmatched paths (no route) go to the not-found handler; the SPA's files and the API docs are public.
    if (!route || !isProtectedRoute(route) || request.routeOptions.config.public) return
    const auth = await authenticate(app, request)
    request.auth = auth
    const module = request.routeOptions.config.module
    if (module && !hasModule(auth, module)) throw forbidden(`You do not have access to ${MODULE_NAMES[module]}`)
  })
})

/** Decided on the registered route pattern, never on the request's URL (case, encoding, aliases). */
const isProtectedRoute = (route: string): boolean => route.startsWith('/api/') && !route.startsWith('/api/docs')

export const hasModule = (auth: AuthContext, module: ActionModule): boolean =>
  [...auth.granted].some((key) => key.startsWith(`${module}:`))

/** The signed-in user of a protected route. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized()
  return request.auth
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
