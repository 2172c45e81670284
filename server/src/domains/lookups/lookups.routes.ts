import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { appCodeParams, lookupList } from '@contract/lookups'
import { notFound } from '../../lib/http-error'
import { findLookupList } from './lookups.repository'

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appcode/:code',
    {
      schema: {
        tags: ['Lookups'],
        summary: 'The items of a lookup group (app code), each with code and description',
        params: appCodeParams,
        response: { 200: lookupList, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const items = await findLookupList(app.db, request.params.code)
      if (!items) throw notFound(`Unknown lookup code ${request.params.code}`)
      return items
    },
  )
}
