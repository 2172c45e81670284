import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import { errorResponse, idParam, messageResponse } from '@contract/common'
import {
  createUserRequest,
  createUserResponse,
  updateUserRequest,
  userActiveResponse,
  userSitesRequest,
  userSitesResponse,
  userSummaryList,
  usersSummaryQuery,
} from '@contract/settings'
import { createUser, listUsersAtSite, setUserActive, setUserSites, updateUser } from './users.service'

// Staff accounts (SPEC.md section 7 'Settings': Users/summary, Users/create, Users/update; issue 27: a user's sites as
// a list, PUT /users/{id}/sites, and POST /users/{id}/disable and /enable, through the same rules of who manages whom).
// Each route declares ManageUsers and the site the request names (config.action, config.site); who may manage whom
// is decided in users.service.ts, with request.acting.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }
/** Managing a user named by id (issue 27): which of their sites are the actor's is the service's to check. */
const manageUsers = { module: 'Settings', action: ['Settings', 'ManageUsers'] } as const
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
        sites: row.sites,
        manageable: row.manageable,
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
      return { message: replyText(message('answer.userCreated')), userId }
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
      return { message: replyText(message('answer.userUpdated')) }
    },
  )

  app.put(
    '/users/:id/sites',
    {
      config: manageUsers,
      schema: {
        tags: ['Settings'],
        summary:
          "Set a user's sites to the list given (at least one; only your own sites; a user all of whose sites are " +
          'yours). No one takes a site from themselves. 400 naming an unknown site; the same list again changes nothing',
        params: idParam,
        body: userSitesRequest,
        response: { 200: userSitesResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.params.id
      const { sites, changed } = await setUserSites(app.db, request.acting, { userId, sites: request.body.sites })
      return { message: replyText(message('answer.userSitesSaved')), userId, sites, changed }
    },
  )

  for (const [verb, active] of [
    ['disable', false],
    ['enable', true],
  ] as const)
    app.post(
      `/users/:id/${verb}`,
      {
        config: manageUsers,
        schema: {
          tags: ['Settings'],
          summary: active
            ? 'Enable a user you manage: they can sign in again. Enabling an active user changes nothing'
            : 'Disable a user you manage: they cannot sign in and their open sessions end at once. You cannot ' +
              'disable yourself; disabling a disabled user changes nothing',
          params: idParam,
          response: { 200: userActiveResponse, ...errors },
        },
      },
      async (request) => {
        const userId = request.params.id
        const { changed } = await setUserActive(app.db, request.acting, userId, active)
        return {
          message: replyText(message(active ? 'answer.userEnabled' : 'answer.userDisabled')),
          userId,
          active: active ? ('True' as const) : ('False' as const),
          changed,
        }
      },
    )
}
