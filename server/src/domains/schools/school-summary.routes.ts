import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { schoolSummaryQuery, schoolsSummaryResponse, siteParams, siteSummaryQuery } from '@contract/schools'
import { schoolsSummary } from './schools.service'

// The school list (SPEC.md section 2 'School List'): a site's active schools of a type and level, and what that
// type costs at the site for each duration, from the price list. The site is the route's declared one.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse }

export const schoolSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/schoolsummary/showschoolssummary',
    {
      config: { module: 'Mod_SC', site: 'query.site' },
      schema: {
        tags: ['Schools'],
        summary: 'Active schools of a type and level at a site, and the invoice amount per duration (1–12 months)',
        querystring: schoolSummaryQuery,
        response: { 200: schoolsSummaryResponse, ...errors },
      },
    },
    async (request) => {
      const { site, type, schoolLevel } = request.query
      return schoolsSummary(app.db, request.acting, { site, type, level: schoolLevel })
    },
  )

  app.get(
    '/schools/summary/:site',
    {
      config: { module: 'Mod_SC', site: 'params.site' },
      schema: {
        tags: ['Schools'],
        summary: "A site's active schools, optionally of one type and level; invoice amounts when a type is given",
        params: siteParams,
        querystring: siteSummaryQuery,
        response: { 200: schoolsSummaryResponse, ...errors },
      },
    },
    async (request) =>
      schoolsSummary(app.db, request.acting, {
        site: request.params.site,
        type: request.query.type,
        level: request.query.schoolLevel,
      }),
  )
}
