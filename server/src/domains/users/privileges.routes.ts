import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import { errorResponse } from '@contract/common'
import {
  actionsFetchQuery,
  actionsResponse,
  addPrivilegesRequest,
  addPrivilegesResponse,
  revokePrivilegeRequest,
  revokePrivilegeResponse,
  titleList,
  titleShowQuery,
} from '@contract/settings'
import { addPrivileges, fetchActions, revokePrivilege, showTitle } from './users.service'

// Titles and privileges (SPEC.md section 7 'Settings': Title/show, Actions/fetch, UserPriv/add; issue 27: DELETE
// /UserPriv revokes one). A title is a user type; a privilege grants one action to one title. The grid never unchecks
// a valid action; revoking is its own call, refused for what is fixed for the title (users.service fixedFor). Changes
// apply from the affected users' next request. Every route needs
// ManagePrivileges (declared: config.action); the service checks the rest (the user seen, every site, what is held).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
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
        summary:
          'Every action (allActions), those the user type is granted (validActions), and which of those you may revoke',
        querystring: actionsFetchQuery,
        response: { 200: actionsResponse, ...errors },
      },
    },
    async (request) => {
      const { all, valid, revocable } = await fetchActions(app.db, request.acting, request.query)
      return { allActions: all.map(toAction), validActions: valid.map(toAction), revocable }
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
      return { message: replyText(message('answer.privilegesAdded')), added }
    },
  )

  app.delete(
    '/userpriv',
    {
      config,
      schema: {
        tags: ['Settings'],
        summary:
          'Revoke one privilege from a title (needs every site). Refused: a privilege the title does not have (404), ' +
          'one of your own title (409: fixed for this title) or one you do not hold (403)',
        body: revokePrivilegeRequest,
        response: { 200: revokePrivilegeResponse, ...errors },
      },
    },
    async (request) => {
      const { actionId, userType } = request.body
      await revokePrivilege(app.db, request.acting, { actionId, userType })
      return { message: replyText(message('answer.privilegeRevoked')), actionId, userType }
    },
  )
}
