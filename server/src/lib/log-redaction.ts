import type { FastifyRequest, FastifyServerOptions } from 'fastify'

// Request logs carry no secrets (issue 25: a token sent in a query string was written to the log verbatim). The app
// reads a token only from the Authorization header, but a client, a proxy or an attacker may still put one in a URL:
// the value of every query parameter with an auth-like name is replaced before a URL is logged.

/** Query parameter names whose values are secrets: tokens, keys, passwords, sessions, signatures, credentials. */
const SECRET_NAME = /token|auth|pass(word|wd)?|pwd|secret|key|session|signature|^sig$|credential|jwt|bearer|code$/i

export const REDACTED = '[redacted]'

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** The URL with the value of every secret-named query parameter replaced; the path and other values as they are. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return url
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return url
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const name = equals < 0 ? pair : pair.slice(0, equals)
      return SECRET_NAME.test(decoded(name)) && equals >= 0 ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${url.slice(0, queryAt + 1)}${query}`
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  }
}

/** The logger option with the redacting request serializer (false stays false). */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger
  const options = logger === true ? {} : logger
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } }
}
