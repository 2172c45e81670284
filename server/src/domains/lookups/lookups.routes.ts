import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { appCodeParams, lookupList as lookupListSchema } from '@contract/lookups'
import { lookupList } from './lookups.service'

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appcode/:code',
    {
      schema: {
        tags: ['Lookups'],
        summary: 'The items of a lookup group (app code), each with code and description',
        params: appCodeParams,
        response: { 200: lookupListSchema, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => lookupList(app.db, request.params.code),
  )
}
