import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { languageOf, translateReply } from '../lib/messages'

// Every JSON reply of the API in the language the request asks for (Accept-Language): its `message`, `warning` and
// each field error in `errors`. Successes and refusals alike (the error handler's replies pass here too). Without
// Accept-Language, or asking for English, nothing changes: the spec's texts verbatim.
//
// Adding a server message: throw it in English as usual (badRequest(`School ${id} is full`)), then add its
// template to contract/messages/ar.ts ('School {id} is full': '…'). server/test/i18n/server-messages.test.ts fails
// for a message thrown anywhere in server/src without a template there.

const TEXT_FIELDS = ['message', 'warning'] as const

/** The reply's texts in the request's language; English (or no Accept-Language) leaves the payload as it is. */
function translated(language: ReturnType<typeof languageOf>, payload: unknown): unknown {
  if (language === 'en' || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload
  const body = payload as Record<string, unknown>
  const reply: Record<string, unknown> = { ...body }
  for (const field of TEXT_FIELDS) {
    if (typeof body[field] === 'string') reply[field] = translateReply(body[field], language)
  }
  if (typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors)) {
    reply.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [
        field,
        typeof text === 'string' ? translateReply(text, language) : text,
      ]),
    )
  }
  return reply
}

export const replyLanguage = fp(async (app: FastifyInstance) => {
  // Callback hooks, not async ones: no promise per request (every reply passes both).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (/^\/api(\/|$|\?)/i.test(request.url)) reply.header('vary', 'Accept-Language')
    done(null, payload)
  })

  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    done(null, translated(languageOf(request.headers['accept-language']), payload))
  })
})
