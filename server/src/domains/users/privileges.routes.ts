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
import { badRequest, notFound } from '../../lib/http-error'
import { currentAuth, requireAction } from '../../plugins/auth'
import { writeAudit } from '../audit/audit.repository'
import {
  findActionIds,
  findAllActions,
  findGrantedActionIds,
  findGrantedActionRows,
  findUserType,
  findUserTypeIds,
  insertPrivileges,
} from './privileges.repository'
import { findVisibleUser } from './users.routes'

// Titles and privileges (SPEC.md section 7 'Settings': Title/show, Actions/fetch, UserPriv/add).
// A title is a user type; a privilege grants one action to one title. Grants are only ever added here
// (the screen locks what is already valid), and apply from the affected users' next request.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }

const toAction = (row: { id: number; name: string; module: string }) => ({
  actionID: row.id,
  actionName: row.name,
  module: row.module,
})

export const privilegesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/title/show',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: "A user's title (user type): title, code and description",
        querystring: titleShowQuery,
        response: { 200: titleList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManagePrivileges')
      const user = await findVisibleUser(app.db, auth, request.query.userId)
      const type = await findUserType(app.db, user.user_type_id)
      if (!type) throw notFound(`User ${user.id} has no title`)
      return [{ title: type.title, code: type.id, description: type.description }]
    },
  )

  app.get(
    '/actions/fetch',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: 'Every action (allActions) and those the user type is granted (validActions)',
        querystring: actionsFetchQuery,
        response: { 200: actionsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManagePrivileges')
      const { userId, userTypeId } = request.query
      await findVisibleUser(app.db, auth, userId)
      if (!(await findUserType(app.db, userTypeId))) throw notFound(`User type ${userTypeId} not found`)
      const [all, valid] = await Promise.all([findAllActions(app.db), findGrantedActionRows(app.db, userTypeId)])
      return { allActions: all.map(toAction), validActions: valid.map(toAction) }
    },
  )

  app.post(
    '/userpriv/add',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: 'Grant actions to titles; granting what is already granted changes nothing',
        body: addPrivilegesRequest,
        response: { 200: addPrivilegesResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManagePrivileges')
      const byType = new Map<number, Set<number>>()
      for (const { userType, actionId } of request.body.privileges) {
        byType.set(userType, (byType.get(userType) ?? new Set()).add(actionId))
      }
      const typeIds = [...byType.keys()]
      const actionIds = [...new Set(request.body.privileges.map((grant) => grant.actionId))]
      const at = app.clock.now().toISOString()

      const added = await app.db.transaction().execute(async (trx) => {
        const knownTypes = new Set((await findUserTypeIds(trx, typeIds)).map((row) => row.id))
        const unknownType = typeIds.find((id) => !knownTypes.has(id))
        if (unknownType !== undefined) {
          throw badRequest(`Unknown user type ${unknownType}`, { privileges: `Unknown user type ${unknownType}` })
        }
        const knownActions = new Set((await findActionIds(trx, actionIds)).map((row) => row.id))
        const unknownAction = actionIds.find((id) => !knownActions.has(id))
        if (unknownAction !== undefined) {
          throw badRequest(`Unknown action ${unknownAction}`, { privileges: `Unknown action ${unknownAction}` })
        }
        let count = 0
        for (const [typeId, wanted] of byType) {
          const before = await findGrantedActionIds(trx, typeId)
          const fresh = [...wanted].filter((id) => !before.includes(id)).sort((a, b) => a - b)
          if (fresh.length === 0) continue
          await insertPrivileges(trx, typeId, fresh)
          count += fresh.length
          await writeAudit(trx, {
            userId: auth.userId,
            site: null,
            entity: 'user_type',
            entityId: typeId,
            action: 'AddPrivileges',
            before: { actionIds: before },
            after: { actionIds: [...before, ...fresh].sort((a, b) => a - b), added: fresh },
            at,
          })
        }
        return count
      })
      return { message: PRIVILEGES_ADDED, added }
    },
  )
}
