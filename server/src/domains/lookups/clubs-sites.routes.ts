import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  clubOrSiteList,
  descriptionRequest,
  insertClubOrSiteResponse,
  stripTabs,
  userIdParams,
} from '@contract/settings'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict } from '../../lib/http-error'
import { currentAuth, requireAction } from '../../plugins/auth'
import { writeAudit } from '../audit/audit.repository'
import { findClubByName, findClubs, insertClub } from './clubs.repository'
import { findSiteByName, giveSite, insertSite } from './sites.repository'
import { findUserSites } from '../auth/accounts.repository'
import { findVisibleUser } from '../users/users.routes'

// Clubs and sites (SPEC.md section 7 'Settings': Club/insert, Club/{id}, Site/insert, Site/{id}).
// GET /Club/{id} and /Site/{id} take the user ID typed in the screen's 'Get Club' / 'Get Site' field.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

const taken = (kind: 'club' | 'site', name: string) =>
  conflict(`A ${kind} named "${name}" already exists`, { description: 'Already exists' })

export const clubsSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/club/insert',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: 'Add a club (tab characters are stripped from the description)',
        body: descriptionRequest,
        response: { 200: insertClubOrSiteResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageClubs')
      const { description } = request.body
      const at = app.clock.now().toISOString()
      try {
        const subId = await app.db.transaction().execute(async (trx) => {
          if (await findClubByName(trx, description)) throw taken('club', description)
          const id = await insertClub(trx, description, at)
          await writeAudit(trx, {
            userId: auth.userId,
            site: null,
            entity: 'club',
            entityId: id,
            action: 'InsertClub',
            after: { id, name: description },
            at,
          })
          return id
        })
        return { message: 'Club inserted successfully', subId, description }
      } catch (error) {
        if (isUniqueViolation(error)) throw taken('club', description)
        throw error
      }
    },
  )

  app.get(
    '/club/:id',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: "The clubs a user works with (clubs are academy-wide: every active club), by the user's ID",
        params: userIdParams,
        response: { 200: clubOrSiteList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageClubs')
      await findVisibleUser(app.db, auth, request.params.id)
      const clubs = await findClubs(app.db)
      return clubs.map((club) => ({ subId: club.subId, description: stripTabs(club.description) }))
    },
  )

  app.post(
    '/site/insert',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: 'Add a site; it is given to the user who adds it, who can then give it to others',
        body: descriptionRequest,
        response: { 200: insertClubOrSiteResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageSites')
      const { description } = request.body
      const at = app.clock.now().toISOString()
      try {
        const subId = await app.db.transaction().execute(async (trx) => {
          if (await findSiteByName(trx, description)) throw taken('site', description)
          const id = await insertSite(trx, description, at)
          await giveSite(trx, auth.userId, id)
          await writeAudit(trx, {
            userId: auth.userId,
            site: id,
            entity: 'site',
            entityId: id,
            action: 'InsertSite',
            after: { id, name: description, givenTo: auth.userId },
            at,
          })
          return id
        })
        return { message: 'Site inserted successfully', subId, description }
      } catch (error) {
        if (isUniqueViolation(error)) throw taken('site', description)
        throw error
      }
    },
  )

  app.get(
    '/site/:id',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Settings'],
        summary: "The sites a user may work at, by the user's ID",
        params: userIdParams,
        response: { 200: clubOrSiteList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageSites')
      const user = await findVisibleUser(app.db, auth, request.params.id)
      const sites = await findUserSites(app.db, user.id)
      return sites.map((site) => ({ subId: site.id, description: stripTabs(site.name) }))
    },
  )
}
