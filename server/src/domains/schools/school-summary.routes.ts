import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { centsToAmount, errorResponse } from '@contract/common'
import { DURATION_MONTHS } from '@contract/lookups'
import { schoolSummaryQuery, schoolsSummaryResponse, siteParams, siteSummaryQuery } from '@contract/schools'
import type { FastifyInstance } from 'fastify'
import { currentAuth, requireSite } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth'
import { daysText, findProductPrices, findSchools, fromToText } from './schools.repository'

// The school list (SPEC.md section 2 'School List'): a site's active schools of a type and level, and what that
// type costs at the site for each duration, from the price list.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse }
const DURATIONS = new Set<number>(DURATION_MONTHS)

async function summaryOf(
  app: FastifyInstance,
  auth: AuthContext,
  criteria: { site: number; type?: number; level?: number },
) {
  requireSite(auth, criteria.site)
  const today = app.clock.now().toISOString().slice(0, 10)
  const [schools, prices] = await Promise.all([
    findSchools(app.db, { site: criteria.site, type: criteria.type, level: criteria.level, activeOnly: true }, today),
    criteria.type === undefined ? Promise.resolve([]) : findProductPrices(app.db, criteria.site, criteria.type),
  ])
  return {
    summaries: schools.map((row) => ({
      schoolID: row.id,
      fullName: row.coach_name,
      schoolLevel: row.level_name ?? 'Unknown',
      schoolType: row.type_name ?? 'Unknown',
      days: daysText(row),
      fromTo: fromToText(row.start_time, row.end_time),
      capacity: row.capacity,
      enrolled: Number(row.enrolled ?? 0),
    })),
    invoices: prices
      .filter((price) => DURATIONS.has(price.months))
      .map((price) => ({ months: price.months, invoice: centsToAmount(price.amount_cents) })),
  }
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
