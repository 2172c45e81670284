import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonDepthExceeds } from '../lib/json-depth'
import { badRequest } from '../lib/http-error'
import { message } from '@contract/messages/message'

// JSON bodies: Fastify's own parser (which refuses __proto__ and constructor.prototype keys), after a depth check.
// No form sends anything nested more than a few levels; a body nested beyond MAX_JSON_DEPTH is a 400 before it is
// parsed, so neither the parser nor any validator walks thousands of levels (which answered 500 before).

export const MAX_JSON_DEPTH = 64
export const TOO_DEEP = message('request.tooDeep', { depth: MAX_JSON_DEPTH })

export const jsonBody = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP, { body: TOO_DEEP }), undefined)
      return
    }
    // The default parser answers through done; its type also allows a promise, which it never returns here.
    void parse(request, text, done)
  })
})
