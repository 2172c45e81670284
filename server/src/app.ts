import Fastify from 'fastify'
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Db } from './db/create-db'
import { systemClock, type Clock } from './lib/clock'
import { withRedaction } from './lib/log-redaction'
import { authPlugin } from './plugins/auth'
import { contextPlugin } from './plugins/context'
import { docsPlugin } from './plugins/docs'
import { errorHandler } from './plugins/error-handler'
import { instanceHeader } from './plugins/instance-header'
import { jsonBody } from './plugins/json-body'
import { noStore } from './plugins/no-store'
import { replyLanguage } from './plugins/reply-language'
import { createResponseSerializerCompiler } from './plugins/response-serializer'
import { securityHeaders } from './plugins/security-headers'
import { spaPlugin } from './plugins/spa'
import { textGuard } from './plugins/text-guard'
import { apiRoutes } from './domains/routes'

export interface AppOptions {
  database: Db
  staticDir: string
  clock?: Clock
  logger?: FastifyServerOptions['logger']
  /** Close the database with the app; tests that own the database pass false. */
  closeDb?: boolean
  /** Sees every route as it is registered (tests collect the route inventory with it). */
  onRoute?: (route: RouteOptions) => void
  /** Named in X-Instance on /api responses; default: host name and process id. */
  instanceName?: string
  /**
   * The reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY): addresses or CIDR ranges.
   * Default: none, so the client is the connection's address and a forged header is ignored.
   */
  trustProxy?: string[]
  /**
   * Also encode every answer with the contract's zod schema and require the compiled serializer to write the same
   * JSON (plugins/response-serializer.ts); a mismatch is a 500. Default: on under jest (NODE_ENV=test), off otherwise.
   */
  checkResponses?: boolean
  /**
   * The longest a request may take to arrive, headers and body, in ms (default REQUEST_TIMEOUT_MS): a client that
   * sends slower is answered 408 and its connection closed. Tests pass a short one.
   */
  requestTimeoutMs?: number
}

/**
 * Issue 25: Fastify's default is no limit on receiving a request, so 20 connections trickling a body 1 byte every 3 s
 * stayed open for minutes. 30 s is far above any form's body (512 KB at most) on a slow phone line.
 */
export const REQUEST_TIMEOUT_MS = 30_000

/**
 * The spec's client mixes /PreTeam and /preteam: API paths are matched case-insensitively by
 * lowercasing the path (never the query) before routing. Routes are registered in lowercase.
 */
export function lowercaseApiPath(url: string): string {
  const queryAt = url.indexOf('?')
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt)
  if (!/^\/api\//i.test(pathname) || /^\/api\/docs/i.test(pathname)) return url
  return pathname.toLowerCase() + (queryAt < 0 ? '' : url.slice(queryAt))
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    bodyLimit: 512 * 1024,
    // Headers and body must arrive within the limit; Node checks open requests every few seconds (not its default 30).
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil((options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS) / 4)),
    },
    rewriteUrl: (req) => lowercaseApiPath(req.url ?? '/'),
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ checkWithContract: options.checkResponses ?? process.env.NODE_ENV === 'test' }),
  )
  // JSON only: any other body type is answered 415 before validation could be bypassed.
  app.removeContentTypeParser('text/plain')
  await app.register(jsonBody)

  await app.register(contextPlugin, {
    db: options.database.db,
    dialect: options.database.dialect,
    clock: options.clock ?? systemClock,
    closeDb: options.closeDb ?? true,
  })
  // Helmet's headers, computed once (plugins/security-headers.ts).
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  })
  await app.register(instanceHeader, { name: options.instanceName })
  await app.register(noStore)
  await app.register(replyLanguage)
  await app.register(errorHandler)
  await app.register(textGuard)
  await app.register(docsPlugin)
  await app.register(authPlugin)
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(spaPlugin, { staticDir: options.staticDir })
  return app
}
