import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Helmet's security headers on every response (the page, the API, errors and unknown paths).
// @fastify/helmet builds the helmet middleware anew on every request (parsing the CSP directives each time), which a
// profile under load showed as several per cent of the server's CPU. The headers depend only on the options, so they
// are taken once, at start, from @fastify/helmet itself (a probe instance answering one request), and each request
// gets them set on its raw response, as helmet sets them.

/** Headers of every answer, not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])

/** The headers @fastify/helmet sets with these options. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  probe.get('/', async () => 'probe')
  try {
    const response = await probe.inject({ method: 'GET', url: '/' })
    return Object.entries(response.headers)
      .filter(([name]) => !NOT_HELMET.has(name.toLowerCase()))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])
  } finally {
    await probe.close()
  }
}

export const securityHeaders = fp(async (app: FastifyInstance, options: FastifyHelmetOptions) => {
  const headers = await helmetHeaders(options)
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw
    for (let i = 0; i < headers.length; i++) raw.setHeader(headers[i][0], headers[i][1])
    done()
  })
})
