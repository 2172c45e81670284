import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthResponse } from '@contract/common'
import { checkHealth } from './health.service'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async () => checkHealth(app.db, app.dialect, app.clock.now())
  const options = {
    config: { public: true },
    schema: { tags: ['Health'], summary: 'Liveness and database check', response: { 200: healthResponse } },
  }
  app.get('/health', options, handler)
  app.get('/test/health', options, handler)
}
