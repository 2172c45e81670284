import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, messageResponse } from '@contract/common'
import {
  USER_CREATED,
  USER_UPDATED,
  createUserRequest,
  createUserResponse,
  updateUserRequest,
  userSummaryList,
  usersSummaryQuery,
} from '@contract/settings'
import { currentAuth } from '../../plugins/auth'
import { createUser, listUsersAtSite, updateUser } from './users.service'

// Staff accounts (SPEC.md section 7 'Settings': Users/summary, Users/create, Users/update).
// Who may manage whom is decided in users.service.ts.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/summary',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: "The users of a site: id, name, title (group), number of sites, active as 'True'/'False'",
        querystring: usersSummaryQuery,
        response: { 200: userSummaryList, ...errors },
      },
    },
    async (request) => {
      const rows = await listUsersAtSite(app.db, currentAuth(request), request.query.site, request.query.name)
      return rows.map((row) => ({
        userId: row.id,
        fullName: row.full_name,
        group: row.title,
        numberOfSites: Number(row.site_count ?? 0),
        active: row.disabled === 1 ? ('False' as const) : ('True' as const),
      }))
    },
  )

  app.post(
    '/users/create',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary:
          'Create a staff account at one of your sites, with a title whose privileges you hold; the user can sign in at once (unless disabled)',
        body: createUserRequest,
        response: { 200: createUserResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await createUser(app.db, currentAuth(request), app.clock.now().toISOString(), request.body)
      return { message: USER_CREATED, userId }
    },
  )

  app.put(
    '/users/update',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary:
          'Update a staff account all of whose sites are yours; a blank password keeps the old one, the site is added to their sites',
        body: updateUserRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await updateUser(app.db, currentAuth(request), app.clock.now().toISOString(), request.body)
      return { message: USER_UPDATED }
    },
  )
}
