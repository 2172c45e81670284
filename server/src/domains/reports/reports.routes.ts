import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { reportsOverview as reportsOverviewSchema, reportsQuery } from '@contract/reports'
import { reportsOverview } from './reports.service'

// The owner's view (issue 15): the figures behind the charts of /reports. The route declares ViewReports and the site
// its query names (none: every site of the user's); reports.service takes request.acting.

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/overview',
    {
      config: { module: 'Settings', action: ['Settings', 'ViewReports'], site: 'query.site' },
      schema: {
        tags: ['Reports'],
        summary:
          'Active swimmers and revenue per site and month, capacity used per school and level, attendance rate per ' +
          "level and renewal rate per month, for one of the user's sites or all of them (from/to months, at most 24); " +
          'needs ViewReports',
        querystring: reportsQuery,
        response: {
          200: reportsOverviewSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => reportsOverview(app.db, request.acting, request.query),
  )
}
