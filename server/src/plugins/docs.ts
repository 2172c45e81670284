import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

// The OpenAPI document and its docs page, generated from the same zod schemas the routes validate with.

export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Swimming Academy API',
        version: '1.0.0',
        description:
          'Staff API of the swimming academy. Paths match case-insensitively (the client mixes /PreTeam and /preteam). ' +
          'Every route except health needs `Authorization: Bearer <token>` from POST /api/auth/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
})
