import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse } from '@contract/common'
import {
  closureList,
  closureParams,
  closureRequest,
  closureResponse,
  dateRangeQuery,
  siteIdParams,
  siteSettings,
  siteSettingsResponse,
} from '@contract/sessions'
import {
  addClosure,
  changeSiteSettings,
  listClosures,
  removeClosure,
  siteSettings as settingsOf,
} from './closures.service'

// A site's closed days and its rules for make-ups and waitlists: the path's site must be one of the user's, and
// changes need Settings:ManageSites (both declared: config.site, config.action).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const tags = ['Sessions']
/** Reading: the path's site is the user's. */
const read = { site: 'params.id' } as const
/** Changing: that, and the privilege that manages sites. */
const manage = { ...read, action: ['Settings', 'ManageSites'] } as const

export const siteWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:id/closures',
    {
      config: read,
      schema: {
        tags,
        summary: "A site's closed days from `from` to `to` (at most 31 days)",
        params: siteIdParams,
        querystring: dateRangeQuery,
        response: { 200: closureList, ...errors },
      },
    },
    async (request) => listClosures(app.db, request.acting, request.params.id, request.query.from, request.query.to),
  )

  app.post(
    '/sites/:id/closures',
    {
      config: manage,
      schema: {
        tags,
        summary: "Close a site on a day (today or later): that day's sessions are closed (Settings:ManageSites)",
        params: siteIdParams,
        body: closureRequest,
        response: { 200: closureResponse, ...errors },
      },
    },
    async (request) => addClosure(app.db, request.acting, request.params.id, request.body),
  )

  app.delete(
    '/sites/:id/closures/:date',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Reopen a closed day (Settings:ManageSites)',
        params: closureParams,
        response: { 200: closureResponse, ...errors },
      },
    },
    async (request) => removeClosure(app.db, request.acting, request.params.id, request.params.date),
  )

  app.get(
    '/sites/:id/settings',
    {
      config: read,
      schema: {
        tags,
        summary: "A site's rules: make-up expiry (weeks) and waitlist offer time (days); canEdit says who may change",
        params: siteIdParams,
        response: { 200: siteSettingsResponse, ...errors },
      },
    },
    async (request) => settingsOf(app.db, request.acting, request.params.id),
  )

  app.put(
    '/sites/:id/settings',
    {
      config: manage,
      schema: {
        tags,
        summary: "Change a site's rules (Settings:ManageSites)",
        params: siteIdParams,
        body: siteSettings,
        response: { 200: siteSettingsResponse, ...errors },
      },
    },
    async (request) => changeSiteSettings(app.db, request.acting, request.params.id, request.body),
  )
}
