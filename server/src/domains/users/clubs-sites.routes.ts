import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message, type Message } from '@contract/messages/message'
import { errorResponse, idParam } from '@contract/common'
import { siteInsertRequest } from '@contract/prices'
import {
  clubOrSiteList,
  descriptionRequest,
  insertClubOrSiteResponse,
  renameClubOrSiteResponse,
  stripTabs,
  userIdParams,
} from '@contract/settings'
import { addClub, addSite, renameClub, renameSite, type Names } from '../lookups/lookups.service'
import { clubsOfUser, sitesOfUser } from './users.service'

// Clubs and sites (SPEC.md section 7 'Settings': Club/insert, Club/{id}, Site/insert, Site/{id}). A Settings tab, so
// with the users (the reference data itself is lookups.service.ts, where every rule of these calls is).
// GET /Club/{id} and /Site/{id} take the user ID typed in the screen's 'Get Club' / 'Get Site' field; renaming (issue
// 25) is PUT /clubs/{id} and /sites/{id}, the club's or site's own id, as the site's other calls (/sites/{id}/settings).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

/** The names as typed: an empty Arabic name is none. */
const namesOf = ({ description, descriptionAr }: { description: string; descriptionAr?: string | null }): Names => ({
  name: description,
  nameAr: descriptionAr ?? null,
})

/** The answer of an insert or a rename: the Arabic name only when there is one. */
const saved = (answer: Message, subId: number, { name, nameAr }: Names) => ({
  message: replyText(answer),
  subId,
  description: name,
  ...(nameAr && { descriptionAr: nameAr }),
})

export const clubsSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/club/insert',
    {
      config: {
        module: 'Settings',
        action: ['Settings', 'ManageClubs'],
        tabsStripped: ['description', 'descriptionAr'],
      },
      schema: {
        tags: ['Settings'],
        summary: 'Add a club, with its name in Arabic if given (tab characters are stripped from both)',
        body: descriptionRequest,
        response: { 200: insertClubOrSiteResponse, ...errors },
      },
    },
    async (request) => {
      const names = namesOf(request.body)
      const subId = await addClub(app.db, request.acting, names)
      return saved(message('answer.clubInserted'), subId, names)
    },
  )

  // PUT /club/{id} too: issue 27 names it so (GET /club/{id} takes a user's ID, the spec's Settings field).
  for (const url of ['/clubs/:id', '/club/:id'])
    app.put(
      url,
      {
        config: {
          module: 'Settings',
          action: ['Settings', 'ManageClubs'],
          tabsStripped: ['description', 'descriptionAr'],
        },
        schema: {
          tags: ['Settings'],
          summary:
            "Rename a club and set its name in Arabic (empty: none), by the club's ID. Clubs are academy-wide, so " +
            'this needs every site (403 naming those missing); 404 for an unknown club, 409 for a name another club has',
          params: idParam,
          body: descriptionRequest,
          response: { 200: renameClubOrSiteResponse, ...errors },
        },
      },
      async (request) => {
        const names = await renameClub(app.db, request.acting, request.params.id, namesOf(request.body))
        return saved(message('answer.clubUpdated'), request.params.id, names)
      },
    )

  app.get(
    '/club/:id',
    {
      config: { module: 'Settings', action: ['Settings', 'ManageClubs'] },
      schema: {
        tags: ['Settings'],
        summary: "The clubs a user works with (clubs are academy-wide: every active club), by the user's ID",
        params: userIdParams,
        response: { 200: clubOrSiteList, ...errors },
      },
    },
    async (request) => {
      const clubs = await clubsOfUser(app.db, request.acting, request.params.id)
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
      config: {
        module: 'Settings',
        action: ['Settings', 'ManageSites'],
        tabsStripped: ['description', 'descriptionAr'],
      },
      schema: {
        tags: ['Settings'],
        summary:
          'Add a site, with its name in Arabic if given (needs every site: 403 naming those missing); every user ' +
          'who had every site is given it, the ' +
          'one who adds it among them, who can then give it to others; with copyPricesFrom it starts from that ' +
          "site's prices (issue 27), else with none",
        body: siteInsertRequest,
        response: { 200: insertClubOrSiteResponse, ...errors },
      },
    },
    async (request) => {
      const names = namesOf(request.body)
      const subId = await addSite(app.db, request.acting, names, request.body.copyPricesFrom)
      return saved(message('answer.siteInserted'), subId, names)
    },
  )

  // PUT /site/{id} too: issue 27 names it so (GET /site/{id} takes a user's ID, the spec's Settings field).
  for (const url of ['/sites/:id', '/site/:id'])
    app.put(
      url,
      {
        // The site is checked by the service once it is found: an unknown site is a 404, another's site a 403.
        config: {
          module: 'Settings',
          action: ['Settings', 'ManageSites'],
          tabsStripped: ['description', 'descriptionAr'],
        },
        schema: {
          tags: ['Settings'],
          summary:
            "Rename a site and set its name in Arabic (empty: none), by the site's ID; the site must be one of the " +
            "user's (403), 404 for an unknown site, 409 for a name another site has",
          params: idParam,
          body: descriptionRequest,
          response: { 200: renameClubOrSiteResponse, ...errors },
        },
      },
      async (request) => {
        const names = await renameSite(app.db, request.acting, request.params.id, namesOf(request.body))
        return saved(message('answer.siteUpdated'), request.params.id, names)
      },
    )

  app.get(
    '/site/:id',
    {
      config: { module: 'Settings', action: ['Settings', 'ManageSites'] },
      schema: {
        tags: ['Settings'],
        summary: "The sites a user may work at, by the user's ID",
        params: userIdParams,
        response: { 200: clubOrSiteList, ...errors },
      },
    },
    async (request) => {
      const sites = await sitesOfUser(app.db, request.acting, request.params.id)
      // The Arabic name only when one was typed (issue 25).
      return sites.map((site) => ({
        subId: site.id,
        description: stripTabs(site.name),
        ...(site.name_ar && { descriptionAr: site.name_ar }),
      }))
    },
  )
}
