import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { settingsAccessResponse } from '@contract/settings'
import { settingsAccess } from './users.service'

// Settings (SPEC.md section 2 'Settings'). Every settings call needs its own settings action (module 'Settings'
// in contract/modules.ts); /settings/access tells the screen which ones the user has, so a tab the user may not
// use can say so instead of failing. It is open to every signed-in user: the Settings page always shows. The
// tabs' own routes (clubs and sites, users, privileges, invoices) are listed after it in ../routes.ts.

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/access',
    {
      schema: {
        tags: ['Settings'],
        summary: "The settings actions the signed-in user's title is granted, and whether they may change privileges",
        response: { 200: settingsAccessResponse, 401: errorResponse },
      },
    },
    async (request) => settingsAccess(app.db, request.acting),
  )
}
