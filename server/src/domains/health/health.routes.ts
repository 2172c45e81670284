import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthResponse } from '@contract/common'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async () => {
    await sql`select 1`.execute(app.db)
    return { status: 'Healthy' as const, timestamp: app.clock.now().toISOString(), database: app.dialect }
  }
  const options = {
    config: { public: true },
    schema: { tags: ['Health'], summary: 'Liveness and database check', response: { 200: healthResponse } },
  }
  app.get('/health', options, handler)
  app.get('/test/health', options, handler)
}
