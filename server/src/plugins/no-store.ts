import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// No /api answer may be kept by a browser or a shared cache: the sign-in answer carries a token, and most others
// personal data (parents' phones and addresses). Set on every /api response — errors and unknown paths included.

export const noStore = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (/^\/api(\/|$|\?)/i.test(request.url)) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
})
