import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { schoolIdParam, swimmerSearchResponse } from '@contract/swimmers'
import { swimmersBySchool } from './schools.service'

// A school's register as the Swimmers screen lists it (swimmer search results): a read of the school, so it lives
// with the schools, under the Swimmers module and tag its screen uses.

const readErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }

export const schoolSwimmersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/swimmers/byschool/:schoolid',
    {
      config: { module: 'Mod_SW' },
      schema: {
        tags: ['Swimmers'],
        summary: 'The swimmers enrolled in a school right now',
        params: schoolIdParam,
        response: { 200: swimmerSearchResponse, ...readErrors },
      },
    },
    async (request) => swimmersBySchool(app.db, request.acting, request.params.schoolid),
  )
}
