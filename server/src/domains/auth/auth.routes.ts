import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageResponse, errorResponse } from '@contract/common'
import { LOGIN_MESSAGES, loginRequest, loginResponse, sessionUser } from '@contract/auth'
import { HttpError, unauthorized } from '../../lib/http-error'
import { getDummyHash, verifyPassword } from '../../lib/passwords'
import { SESSION_ABSOLUTE_MS, hashToken, newToken } from '../../lib/session-tokens'
import { currentAuth } from '../../plugins/auth'
import {
  clearFailures,
  countRecentFailures,
  forgetAttempt,
  insertSession,
  recordAttempt,
  revokeSession,
} from './sessions.repository'
import { findGrantedActions, findUserForSignIn, findUserSites, modulesOf } from './accounts.repository'

const MAX_FAILURES = 5
const FAILURE_WINDOW_MS = 15 * 60 * 1000

const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse }

/**
 * After MAX_FAILURES failures in the window, even the right password gets 429 until the window passes.
 * The attempt is recorded before it is counted, so simultaneous attempts cannot all slip under the limit: each
 * counts the others that started before it. A refused attempt is taken back (it checked no password).
 */
async function admitAttempt(app: FastifyInstance, userKey: string, now: Date): Promise<void> {
  const attemptId = await recordAttempt(app.db, userKey, now.toISOString())
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString()
  const { count, oldest } = await countRecentFailures(app.db, userKey, since)
  if (count <= MAX_FAILURES || !oldest) return
  await forgetAttempt(app.db, attemptId)
  const retryMs = Date.parse(oldest) + FAILURE_WINDOW_MS - now.getTime()
  const minutes = Math.max(1, Math.ceil(retryMs / 60000))
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryMs / 1000))) },
  )
}

async function sessionUserPayload(app: FastifyInstance, userId: number, userTypeId: number, message: string) {
  const [sites, granted] = await Promise.all([findUserSites(app.db, userId), findGrantedActions(app.db, userTypeId)])
  return {
    message,
    userID: userId,
    sites: sites.map((site) => site.name),
    siteList: sites,
    modules: modulesOf(granted),
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with a user ID and password',
        body: loginRequest,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => {
      const { userID, password } = request.body
      const userKey = String(userID)
      const now = app.clock.now()
      await admitAttempt(app, userKey, now)

      const user = await findUserForSignIn(app.db, userID)
      const passwordOk = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password)
      // A failed attempt stays recorded; a successful one clears the user ID's failures.
      if (!user || !passwordOk || user.disabled === 1) throw unauthorized(LOGIN_MESSAGES.invalid)
      await clearFailures(app.db, userKey)

      const token = newToken()
      await insertSession(app.db, {
        tokenHash: hashToken(token),
        userId: user.id,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      })
      const payload = await sessionUserPayload(app, user.id, user.user_type_id, LOGIN_MESSAGES.success)
      return { ...payload, token }
    },
  )

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user, for a valid token',
        response: { 200: sessionUser, 401: errorResponse },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      return sessionUserPayload(app, auth.userId, auth.userTypeId, 'Session active')
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['Auth'],
        summary: 'End the session: the token stops working at once',
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      await revokeSession(app.db, auth.sessionId, app.clock.now().toISOString())
      return { message: 'Logged out' }
    },
  )
}
