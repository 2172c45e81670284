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
import { createUser, listUsersAtSite, updateUser } from './users.service'

// Staff accounts (SPEC.md section 7 'Settings': Users/summary, Users/create, Users/update).
// Each route declares ManageUsers and the site the request names (config.action, config.site); who may manage whom
// is decided in users.service.ts, with request.acting.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }
/** Managing users at the site the validated request names. */
const manageUsersAt = (site: 'query.site' | 'body.site') =>
  ({ module: 'Settings', action: ['Settings', 'ManageUsers'], site }) as const

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/summary',
    {
      config: manageUsersAt('query.site'),
      schema: {
        tags: ['Settings'],
        summary: "The users of a site: id, name, title (group), number of sites, active as 'True'/'False'",
        querystring: usersSummaryQuery,
        response: { 200: userSummaryList, ...errors },
      },
    },
    async (request) => {
      const rows = await listUsersAtSite(app.db, request.acting, request.query)
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
      config: manageUsersAt('body.site'),
      schema: {
        tags: ['Settings'],
        summary:
          'Create a staff account at one of your sites, with a title whose privileges you hold; the user can sign in at once (unless disabled)',
        body: createUserRequest,
        response: { 200: createUserResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await createUser(app.db, request.acting, request.body)
      return { message: USER_CREATED, userId }
    },
  )

  app.put(
    '/users/update',
    {
      config: manageUsersAt('body.site'),
      schema: {
        tags: ['Settings'],
        summary:
          'Update a staff account all of whose sites are yours; a blank password keeps the old one, the site is added to their sites',
        body: updateUserRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await updateUser(app.db, request.acting, request.body)
      return { message: USER_UPDATED }
    },
  )
}
