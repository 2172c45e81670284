import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import { preferences, updatePreferencesRequest } from '@contract/preferences'
import { getPreferences, updatePreferences } from './preferences.service'

// The signed-in user's own app settings (issue 16): language and digits, read after sign-in and saved on a change.
// Any signed-in user, for themselves: the service takes request.acting (never a user ID from the request).

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse }

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/preferences',
    {
      schema: {
        tags: ['Auth'],
        summary: "The signed-in user's language (null until chosen) and digits",
        response: { 200: preferences, ...errors },
      },
    },
    async (request) => getPreferences(app.db, request.acting),
  )

  app.put(
    '/me/preferences',
    {
      schema: {
        tags: ['Auth'],
        summary: "Change the signed-in user's language and/or digits; audited",
        body: updatePreferencesRequest,
        response: { 200: preferences, ...errors },
      },
    },
    async (request) => updatePreferences(app.db, request.acting, request.body),
  )
}
