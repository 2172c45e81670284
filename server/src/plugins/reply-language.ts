import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isMessage } from '@contract/messages/message'
import { languageOf, renderMessage, type ReplyLanguage } from '../lib/messages'

// Every JSON reply of the API in the language the request asks for (Accept-Language): its `message`, `warning` and
// each field error in `errors`. Successes and refusals alike (the error handler's replies pass here too). A text
// given as a message by its code ({ code, params }, contract/messages/message.ts) is rendered from the language's
// catalogue; without Accept-Language, or asking for English, that is the spec's text verbatim.
//
// The one place a reply's texts are rendered: a route answers a success's message by its code (`replyText` /
// `answered` in lib/messages) as a service throws a refusal's, and neither needs the request's language. The services
// stay free of it (one operation serves several URLs and is called inside others), and a body is rendered once,
// after its handler, whatever made it. Success bodies carry no `code`: their shapes are the spec's, asserted whole.
//
// Adding a server message: give it a code in contract/messages/en.ts and every other catalogue (ar-codes.ts), then
// throw it by its code: badRequest(message('school.full', { id })). server/test/i18n/catalogues.test.ts fails for
// a code missing from a catalogue. Answer a success the same way: { message: replyText(message('answer.priceSaved')) }.

const TEXT_FIELDS = ['message', 'warning'] as const

/** A text field's value: a message rendered in the language; a plain string (a name, Fastify's own 4xx, the sign-in
 * message the spec's clients read in English) as it is. */
const shown = (text: unknown, language: ReplyLanguage): unknown =>
  isMessage(text) ? renderMessage(text, language) : text

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
