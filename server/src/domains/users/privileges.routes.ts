import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  PRIVILEGES_ADDED,
  actionsFetchQuery,
  actionsResponse,
  addPrivilegesRequest,
  addPrivilegesResponse,
  titleList,
  titleShowQuery,
} from '@contract/settings'
import { addPrivileges, fetchActions, showTitle } from './users.service'

// Titles and privileges (SPEC.md section 7 'Settings': Title/show, Actions/fetch, UserPriv/add).
// A title is a user type; a privilege grants one action to one title. Grants are only ever added here
// (the screen locks what is already valid), and apply from the affected users' next request. Every route needs
// ManagePrivileges (declared: config.action); the service checks the rest (the user seen, every site, what is held).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }
const config = { module: 'Settings', action: ['Settings', 'ManagePrivileges'] } as const

const toAction = (row: { id: number; name: string; module: string }) => ({
  actionID: row.id,
  actionName: row.name,
  module: row.module,
})

export const privilegesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/title/show',
    {
      config,
      schema: {
        tags: ['Settings'],
        summary: "A user's title (user type): title, code and description",
        querystring: titleShowQuery,
        response: { 200: titleList, ...errors },
      },
    },
    async (request) => {
      const type = await showTitle(app.db, request.acting, request.query.userId)
      return [{ title: type.title, code: type.id, description: type.description }]
    },
  )

  app.get(
    '/actions/fetch',
    {
      config,
      schema: {
        tags: ['Settings'],
        summary: 'Every action (allActions) and those the user type is granted (validActions)',
        querystring: actionsFetchQuery,
        response: { 200: actionsResponse, ...errors },
      },
    },
    async (request) => {
      const { all, valid } = await fetchActions(app.db, request.acting, request.query)
      return { allActions: all.map(toAction), validActions: valid.map(toAction) }
    },
  )

  app.post(
    '/userpriv/add',
    {
      config,
      schema: {
        tags: ['Settings'],
        summary:
          'Grant actions to titles (needs every site, and only privileges you hold); granting what is already granted changes nothing',
        body: addPrivilegesRequest,
        response: { 200: addPrivilegesResponse, ...errors },
      },
    },
    async (request) => {
      const added = await addPrivileges(app.db, request.acting, request.body.privileges)
      return { message: PRIVILEGES_ADDED, added }
    },
  )
}
