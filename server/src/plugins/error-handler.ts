import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { codeOfStatus, HttpError } from '../lib/http-error'
import { redactUrl } from '../lib/log-redaction'
import type { Message } from '@contract/messages/message'
import { problemOf, ruleText, validationMessage, type SchemaIssue } from '../lib/messages/validation'

// One error handler for the API: a 4xx says what is wrong (field errors by field name),
// a 5xx never shows internals. Unknown paths are answered in spa.ts. Every body carries a `code` beside its
// `message`: the message's own code (contract/messages/en.ts), `validation` for a request its schema refuses (its
// problems named in words, lib/messages/validation.ts), else one per status for Fastify's own 4xx (lib/http-error.ts).
// The texts are rendered in the request's language by plugins/reply-language.ts.

/** The field errors of a schema's refusal: the first problem of each field, by the field's key. */
function schemaProblems(error: { validation: Array<{ instancePath: string } & SchemaIssue> }) {
  const errors = new Map<string, Message>()
  const problems: Message[] = []
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'
    if (errors.has(field)) continue
    errors.set(field, ruleText(issue.message))
    problems.push(problemOf(field, issue))
  }
  return { errors: Object.fromEntries(errors), message: validationMessage(problems) }
}

/**
 * Field errors as the reply sends them: a field named `__proto__` (a query key or body key the fuzzing sends) stays
 * named in the message but not as a key, which the contract's error schema drops as JSON parsers do (issue 26: the
 * compiled serializer and the schema disagreed, a 500).
 */
const replyErrors = (errors: Record<string, unknown> | undefined) =>
  errors && Object.fromEntries(Object.entries(errors).filter(([field]) => field !== '__proto__'))

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.refusal, errors: replyErrors(error.fieldErrors) })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refused = schemaProblems(error)
      return reply
        .status(400)
        .send({ code: 'validation', message: refused.message, errors: replyErrors(refused.errors) })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error(
        { err: error, request: { method: request.method, url: redactUrl(request.url) } },
        'request failed',
      )
      return reply.status(status).send({ code: 'request.unexpected', message: { code: 'request.unexpected' } })
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) carry safe messages.
    return reply.status(status).send({ code: codeOfStatus(status), message: error.message })
  })
})
