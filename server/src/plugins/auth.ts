import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { ActionModule } from '@contract/modules'
import { authenticate } from '../domains/auth/auth.service'
import { forbidden } from '../lib/http-error'
import { hasModule, holdsAnyAction, requireAction, requireAnyAction, requireSite, type Acting } from '../lib/actor'
import { message } from '@contract/messages/message'

// Every /api route needs a valid bearer token unless its config says `public: true`. The plugin builds the request's
// acting context once (`request.acting`: the token's user, their sites and privileges, the clock's instant and the
// academy's date) and checks what the route declares it needs:
//  - `module`: the module's (or Settings') access, and `action`: one of the module's actions — both before the body
//    is parsed and validated, so an unauthenticated or unentitled caller learns nothing about what the route would
//    have accepted;
//  - `site`: the site the request names (`'body.site'`, `'params.site'`, …) must be one of the user's — once the
//    request is validated (the site is a number then), so a malformed request is still answered 400 first.
// The user's sites and privileges are read on every request, so a change by an administrator applies from the user's
// next request. A rule that depends on the input (an action only some bodies need, the site of a looked-up record)
// is the service's, through the same acting context.

/** Where in the validated request a route names the site it acts at. */
export type SitePath = `${'body' | 'params' | 'query'}.${string}`

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean
    /** The module (or Settings) whose access the route needs; 403 otherwise. */
    module?: ActionModule
    /**
     * The action the route needs: [module, name], or [module, [names…]] for any one of them; 403 "You are not allowed
     * to <name>" (the first name) otherwise.
     */
    action?: readonly [ActionModule, string | readonly string[]]
    /**
     * Where the route's validated request names the site it acts at; 403 "Site <id> is not one of your sites" unless
     * it is the user's. A value that is no site id (absent, or 'all' for every site of the user's) is not checked here.
     */
    site?: SitePath
  }
  interface FastifyRequest {
    /**
     * The acting context of a protected route, built once by the auth plugin before the route runs. Public routes
     * (`config.public`, the SPA's files) have none: they never read it.
     */
    acting: Acting
  }
}

const MODULE_NAMES: Record<ActionModule, string> = {
  Mod_SW: 'Swimmers management',
  Mod_SC: 'Schools management',
  Mod_PT: 'Pre-team management',
  Mod_CO: 'Coaches management',
  Settings: 'Settings',
}

/** The route's declared site check, run once its request is validated (a route-level preHandler). */
function siteCheck(path: SitePath) {
  const [part, key] = path.split('.') as ['body' | 'params' | 'query', string]
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    const value = (request[part] as Record<string, unknown> | undefined)?.[key]
    if (typeof value === 'number') requireSite(request.acting, value)
    done()
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('acting', null as unknown as Acting)

  // The declared site is checked by the route's own hook: routes that declare none pay nothing for it.
  app.addHook('onRoute', (route: RouteOptions) => {
    const site = route.config?.site
    if (!site) return
    const hooks =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]
    route.preHandler = [siteCheck(site), ...hooks]
  })

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url
    // Unmatched paths (no route) go to the not-found handler; the SPA's files are public. The API docs (/api/docs,
    // its JSON and its page's files) need a token like every /api route but health (issue 25: README said so, the
    // docs answered without one).
    const config = request.routeOptions.config
    if (!route || !isProtectedRoute(route) || config.public) return
    const acting = await authenticate(app.db, app.dialect, app.clock.now(), request.headers.authorization)
    request.acting = acting
    const module = config.module
    const action = config.action
    // The route's own action of the module admits to it too (an action that opens no module: actor.ts).
    const ownAction =
      action !== undefined &&
      action[0] === module &&
      holdsAnyAction(acting, module, typeof action[1] === 'string' ? [action[1]] : action[1])
    if (module && !hasModule(acting, module) && !ownAction)
      throw forbidden(message('access.module', { module: MODULE_NAMES[module] }))
    if (action) {
      if (typeof action[1] === 'string') requireAction(acting, action[0], action[1])
      else requireAnyAction(acting, action[0], action[1])
    }
  })
})

/** Decided on the registered route pattern, never on the request's URL (case, encoding, aliases). */
const isProtectedRoute = (route: string): boolean => route === '/api/docs' || route.startsWith('/api/')
