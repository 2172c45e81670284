import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ActionModule } from '@contract/modules'
import { authenticate } from '../domains/auth/auth.service'
import { forbidden, unauthorized } from '../lib/http-error'
import { hasModule, type AuthContext } from '../lib/actor'

// Every /api route needs a valid bearer token unless its config says `public: true`. The acting user
// is always the token's user; their sites and privileges are read on every request, so a change by
// an administrator applies from the user's next request.

// The acting user and its access rules live in lib/actor.ts; re-exported here for the routes that import them.
export { hasModule, maySeeSite, requireAction, requireSite, type AuthContext } from '../lib/actor'
export { SESSION_ENDED } from '../domains/auth/auth.service'

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

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null)

  // Runs before the body is parsed and validated: an unauthenticated or unentitled caller learns nothing
  // about what the route would have accepted.
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url
    // Unmatched paths (no route) go to the not-found handler; the SPA's files are public. The API docs (/api/docs,
    // its JSON and its page's files) need a token like every /api route but health (issue 25: README said so, the
    // docs answered without one).
    if (!route || !isProtectedRoute(route) || request.routeOptions.config.public) return
    const auth = await authenticate(app.db, app.dialect, app.clock.now(), request.headers.authorization)
    request.auth = auth
    const module = request.routeOptions.config.module
    if (module && !hasModule(auth, module)) throw forbidden(`You do not have access to ${MODULE_NAMES[module]}`)
  })
})

/** Decided on the registered route pattern, never on the request's URL (case, encoding, aliases). */
const isProtectedRoute = (route: string): boolean => route === '/api/docs' || route.startsWith('/api/')

/** The signed-in user of a protected route. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized()
  return request.auth
}
