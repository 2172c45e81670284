import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, idParam } from '@contract/common'
import {
  creditParams,
  makeupCreditList,
  makeupOptions,
  makeupOptionsQuery,
  sessionCredits,
  sessionCreditsQuery,
  sessionIdParams,
} from '@contract/sessions'
import { creditsBookableInto, listCredits, makeupOptions as optionsOf } from './makeups.service'

// A swimmer's make-up credits, the sessions one of them can be booked into, and a swimmer's credits that can be
// booked into one session (the roster's make-up picker). Who may read them depends on the credit's and the session's
// kind (Mod_SW, or the module of the kind), so the access is makeups.service's, on request.acting.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const tags = ['Sessions']

export const makeupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/swimmers/:id/makeups',
    {
      schema: {
        tags,
        summary: "A swimmer's make-up credits and their history, newest first (expired: open past expiresOn)",
        params: idParam,
        response: { 200: makeupCreditList, ...errors },
      },
    },
    async (request) => listCredits(app.db, request.acting, request.params.id),
  )

  app.get(
    '/swimmers/:id/makeups/:creditid/options',
    {
      schema: {
        tags,
        summary: 'Sessions an open credit can be booked into: same level, free seat, before the expiry, your sites',
        params: creditParams,
        querystring: makeupOptionsQuery,
        response: { 200: makeupOptions, ...errors },
      },
    },
    async (request) => optionsOf(app.db, request.acting, request.params.id, request.params.creditid, request.query),
  )

  app.get(
    '/sessions/:sessionid/makeups',
    {
      schema: {
        tags,
        summary: "A swimmer's open make-up credits that can be booked into this session now (the booking's rule)",
        description:
          'Asked with the privilege that books a make-up into the session. When none can be booked, `warning` ' +
          'says why the first open credit cannot (null when the swimmer has no open credit).',
        params: sessionIdParams,
        querystring: sessionCreditsQuery,
        response: { 200: sessionCredits, ...errors },
      },
    },
    async (request) => creditsBookableInto(app.db, request.acting, request.params.sessionid, request.query.swimmer),
  )
}
