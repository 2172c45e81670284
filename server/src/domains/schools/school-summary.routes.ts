import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { schoolSummaryQuery, schoolsSummaryResponse, siteParams, siteSummaryQuery } from '@contract/schools'
import type { FastifyInstance } from 'fastify'
import { currentAuth, requireSite } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth'
import { schoolsSummary } from './schools.service'

// The school list (SPEC.md section 2 'School List'): a site's active schools of a type and level, and what that
// type costs at the site for each duration, from the price list.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse }

function summaryOf(app: FastifyInstance, auth: AuthContext, criteria: { site: number; type?: number; level?: number }) {
  requireSite(auth, criteria.site)
  return schoolsSummary(app.db, criteria, auth.today)
}

export const schoolSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/schoolsummary/showschoolssummary',
    {
      config: { module: 'Mod_SC' },
      schema: {
        tags: ['Schools'],
        summary: 'Active schools of a type and level at a site, and the invoice amount per duration (1–12 months)',
        querystring: schoolSummaryQuery,
        response: { 200: schoolsSummaryResponse, ...errors },
      },
    },
    async (request) => {
      const { site, type, schoolLevel } = request.query
      return summaryOf(app, currentAuth(request), { site, type, level: schoolLevel })
    },
  )

  app.get(
    '/schools/summary/:site',
    {
      config: { module: 'Mod_SC' },
      schema: {
        tags: ['Schools'],
        summary: "A site's active schools, optionally of one type and level; invoice amounts when a type is given",
        params: siteParams,
        querystring: siteSummaryQuery,
        response: { 200: schoolsSummaryResponse, ...errors },
      },
    },
    async (request) =>
      summaryOf(app, currentAuth(request), {
        site: request.params.site,
        type: request.query.type,
        level: request.query.schoolLevel,
      }),
  )
}
