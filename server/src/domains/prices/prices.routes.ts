import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { answered } from '../../lib/messages'
import { errorResponse } from '@contract/common'
import { priceRequest, pricesQuery, pricesResponse, setPriceResponse } from '@contract/prices'
import { setPrice, sitePrices } from './prices.service'

// Prices (issue 27): Settings → Prices. Both need Settings' ManageSites (a site's settings); the site is checked by
// the service once it is found (an unknown site is a 404 to read, a 400 naming the field to set; another's a 403).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prices',
    {
      config: { module: 'Settings', action: ['Settings', 'ManageSites'] },
      schema: {
        tags: ['Settings'],
        summary:
          "List a site's prices per product (school type, pre-team, team) and duration (1, 3, 6, 9, 12 months), " +
          'with the history of every change (who, when, before and after), newest first',
        querystring: pricesQuery,
        response: { 200: pricesResponse, ...errors },
      },
    },
    async (request) => sitePrices(app.db, request.acting, request.query.site),
  )

  app.put(
    '/prices',
    {
      config: { module: 'Settings', action: ['Settings', 'ManageSites'] },
      schema: {
        tags: ['Settings'],
        summary:
          'Set the price of a product at a site for a duration (amount in pounds, more than 0). It applies to ' +
          'invoices made afterwards (invoices already made keep their amounts); the change is kept in the history',
        body: priceRequest,
        response: { 200: setPriceResponse, ...errors },
      },
    },
    async (request) => answered(await setPrice(app.db, request.acting, request.body)),
  )
}
