import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import { messageResponse, errorResponse } from '@contract/common'
import { loginRequest, loginResponse, sessionUser } from '@contract/auth'
import { currentSessionUser, signIn, signOut } from './auth.service'

const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse }

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with a user ID and password (failed attempts are limited per user ID and client)',
        body: loginRequest,
        response: { 200: loginResponse, ...errors },
      },
    },
    // request.ip is the connection's address, or X-Forwarded-For's client behind a trusted proxy (TRUST_PROXY).
    async (request) => signIn(app.db, app.clock.now(), { ...request.body, client: request.ip }),
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
    async (request) => currentSessionUser(app.db, request.acting),
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
      await signOut(app.db, request.acting)
      return { message: replyText(message('answer.loggedOut')) }
    },
  )
}
