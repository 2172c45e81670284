import type { Message } from '@contract/messages/message'
import { english } from './messages'

// An error that carries the HTTP status and the message the client should see, as a code with its values
// (contract/messages/en.ts): the reply renders it in the request's language (plugins/reply-language.ts).

/**
 * What a refusal says: a message by its code. A plain string is Fastify's own or a test's: every refusal of the
 * server's is a code (server/test/i18n/refusals-by-code.test.ts).
 */
export type Refusal = Message | string

/** The code a refusal without its own code is sent with: one per status. */
export const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
}

export const codeOfStatus = (status: number): string =>
  STATUS_CODES[status] ?? (status >= 500 ? 'unexpected' : 'refused')

const inEnglish = (refusal: Refusal): string => (typeof refusal === 'string' ? refusal : english(refusal))

export class HttpError extends Error {
  /** The message's code, sent beside its text. */
  readonly code: string
  /** The field errors in English (what the error reads as inside the server). */
  readonly errors?: Record<string, string>

  constructor(
    readonly statusCode: number,
    readonly refusal: Refusal,
    readonly fieldErrors?: Record<string, Refusal>,
    readonly headers?: Record<string, string>,
    code?: string,
  ) {
    super(inEnglish(refusal))
    this.name = 'HttpError'
    this.code = code ?? (typeof refusal === 'string' ? codeOfStatus(statusCode) : refusal.code)
    if (fieldErrors)
      this.errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, inEnglish(text)]))
  }
}

/**
 * Input a rule of the contract refuses, found outside the route's schema (plugins/text-guard.ts): a 400 with the
 * code `validation`, as the schema's own refusals (plugins/error-handler.ts), its texts the contract's rules.
 */
export const invalidInput = (refusal: Refusal, errors: Record<string, Refusal>) =>
  new HttpError(400, refusal, errors, undefined, 'validation')

export const badRequest = (refusal: Refusal, errors?: Record<string, Refusal>) => new HttpError(400, refusal, errors)
export const unauthorized = (refusal: Refusal = { code: 'auth.required' }) => new HttpError(401, refusal)
export const forbidden = (refusal: Refusal) => new HttpError(403, refusal)
export const notFound = (refusal: Refusal) => new HttpError(404, refusal)
export const conflict = (refusal: Refusal, errors?: Record<string, Refusal>) => new HttpError(409, refusal, errors)
