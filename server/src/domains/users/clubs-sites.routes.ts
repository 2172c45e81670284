import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  clubOrSiteList,
  descriptionRequest,
  insertClubOrSiteResponse,
  stripTabs,
  userIdParams,
} from '@contract/settings'
import { currentAuth } from '../../plugins/auth'
import { addClub, addSite } from '../lookups/lookups.service'
import { clubsOfUser, sitesOfUser } from './users.service'

// Clubs and sites (SPEC.md section 7 'Settings': Club/insert, Club/{id}, Site/insert, Site/{id}).
// GET /Club/{id} and /Site/{id} take the user ID typed in the screen's 'Get Club' / 'Get Site' field. A Settings tab,
// so with the users (the reference data itself is lookups.service.ts).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

export const clubsSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/club/insert',
    {
      config: { module: 'Settings', tabsStripped: ['description', 'descriptionAr'] },
      schema: {
        tags: ['Settings'],
        summary: 'Add a club, with its name in Arabic if given (tab characters are stripped from both)',
        body: descriptionRequest,
        response: { 200: insertClubOrSiteResponse, ...errors },
      },
    },
    async (request) => {
      const { description, descriptionAr = null } = request.body
      const subId = await addClub(
        app.db,
        currentAuth(request),
        app.clock.now().toISOString(),
        description,
        descriptionAr,
      )
      return { message: 'Club inserted successfully', subId, description, ...(descriptionAr && { descriptionAr }) }
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
      const clubs = await clubsOfUser(app.db, currentAuth(request), request.params.id)
      return clubs.map((club) => ({
        subId: club.subId,
        description: stripTabs(club.description),
        ...(club.descriptionAr && { descriptionAr: club.descriptionAr }),
      }))
    },
  )

  app.post(
    '/site/insert',
    {
      config: { module: 'Settings', tabsStripped: ['description', 'descriptionAr'] },
      schema: {
        tags: ['Settings'],
        summary:
          'Add a site, with its name in Arabic if given (needs every site: 403 naming those missing); every user ' +
          'who had every site is given it, the ' +
          'one who adds it among them, who can then give it to others',
        body: descriptionRequest,
        response: { 200: insertClubOrSiteResponse, ...errors },
      },
    },
    async (request) => {
      const { description, descriptionAr = null } = request.body
      const subId = await addSite(
        app.db,
        currentAuth(request),
        app.clock.now().toISOString(),
        description,
        descriptionAr,
      )
      return { message: 'Site inserted successfully', subId, description, ...(descriptionAr && { descriptionAr }) }
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
      const sites = await sitesOfUser(app.db, currentAuth(request), request.params.id)
      // The Arabic name only when one was typed (issue 25).
      return sites.map((site) => ({
        subId: site.id,
        description: stripTabs(site.name),
        ...(site.name_ar && { descriptionAr: site.name_ar }),
      }))
    },
  )
}
