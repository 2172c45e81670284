import os from 'node:os'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Names the API instance that answered, in X-Instance on every /api response (errors included), so a request
// seen through a load balancer can be traced to the instance and its log.

export const INSTANCE_HEADER = 'x-instance'

export const defaultInstanceName = (): string => `${os.hostname()}:${process.pid}`

export const instanceHeader = fp(async (app: FastifyInstance, options: { name?: string }) => {
  const name = options.name ?? defaultInstanceName()
  app.addHook('onSend', (request, reply, payload, done) => {
    if (/^\/api(\/|$)/i.test(request.url)) reply.header(INSTANCE_HEADER, name)
    done(null, payload)
  })
})
