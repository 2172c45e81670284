import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isMessage } from '@contract/messages/message'
import { languageOf, renderMessage, translateReply, type ReplyLanguage } from '../lib/messages'

// Every JSON reply of the API in the language the request asks for (Accept-Language): its `message`, `warning` and
// each field error in `errors`. Successes and refusals alike (the error handler's replies pass here too). A text
// given as a message by its code ({ code, params }, contract/messages/message.ts) is rendered from the language's
// catalogue; without Accept-Language, or asking for English, that is the spec's text verbatim.
//
// Adding a server message: give it a code in contract/messages/en.ts and every other catalogue (ar-codes.ts), then
// throw it by its code: badRequest(message('school.full', { id })). server/test/i18n/catalogues.test.ts fails for
// a code missing from a catalogue. Every refusal is a code; texts still sent as English sentences (success messages,
// warnings) are translated by their English template (contract/messages/ar.ts) until issue 26 gives them codes too.

const TEXT_FIELDS = ['message', 'warning'] as const

const shown = (text: unknown, language: ReplyLanguage): unknown => {
  if (isMessage(text)) return renderMessage(text, language)
  return typeof text === 'string' && language !== 'en' ? translateReply(text, language) : text
}

/** The reply's texts in the request's language. */
function translated(language: ReplyLanguage, payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload
  const body = payload as Record<string, unknown>
  const errors = body.errors
  const hasErrors = typeof errors === 'object' && errors !== null && !Array.isArray(errors)
  // English replies whose texts are all plain strings (most successes) pass as they are.
  if (
    language === 'en' &&
    !isMessage(body.message) &&
    !isMessage(body.warning) &&
    !(hasErrors && Object.values(errors).some(isMessage))
  )
    return payload
  const reply: Record<string, unknown> = { ...body }
  for (const field of TEXT_FIELDS) if (field in body) reply[field] = shown(body[field], language)
  if (hasErrors)
    reply.errors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, shown(text, language)]))
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
