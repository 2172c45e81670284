import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponse } from '@contract/common'
import { whatsappNotification, whatsappVerifyQuery, whatsappWebhookAnswer } from '@contract/messages'
import { jsonDepthExceeds } from '../../lib/json-depth'
import { MAX_JSON_DEPTH, TOO_DEEP } from '../../plugins/json-body'
import { badRequest } from '../../lib/http-error'
import { applyWhatsappNotification, requireSignature, verifySubscription } from './whatsapp-webhook.service'

// The WhatsApp Cloud API's webhook (issue 29), public (Meta calls it): GET answers Meta's subscription check, POST
// takes delivery statuses signed with the app secret. The signature is over the raw body, so this plugin keeps it
// (its own JSON parser, with the same depth limit as every other body) and checks it before anything is read.

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string
  }
}

const tags = ['Webhooks']

export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(badRequest(TOO_DEEP, { body: TOO_DEEP }), undefined)
    request.rawBody = text
    void parse(request, text, done)
  })

  app.get(
    '/webhooks/whatsapp',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Meta's subscription check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN",
        querystring: whatsappVerifyQuery,
        response: { 200: z.string(), 403: errorResponse },
      },
    },
    async (request, reply) => reply.type('text/plain').send(verifySubscription(request.query)),
  )

  app.post(
    '/webhooks/whatsapp',
    {
      config: { public: true },
      preValidation: async (request) =>
        requireSignature(request.rawBody ?? '', request.headers['x-hub-signature-256'] as string | undefined),
      schema: {
        tags,
        summary:
          'Delivery statuses from the WhatsApp Cloud API, signed (X-Hub-Signature-256) with WHATSAPP_APP_SECRET: ' +
          'each applied once, the highest reached kept; error 131026 falls back to e-mail',
        body: whatsappNotification,
        response: { 200: whatsappWebhookAnswer, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => applyWhatsappNotification(app.db, request.body, app.clock.now().toISOString()),
  )
}
