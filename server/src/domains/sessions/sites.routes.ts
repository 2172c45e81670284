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
import { actorOf } from '../../lib/actor'
import { currentAuth } from '../../plugins/auth'
import {
  addClosure,
  changeSiteSettings,
  listClosures,
  removeClosure,
  siteSettings as settingsOf,
} from './closures.service'

// A site's closed days and its rules for make-ups and waitlists. Changes need Settings:ManageSites.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const tags = ['Sessions']

export const siteWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:id/closures',
    {
      schema: {
        tags,
        summary: "A site's closed days from `from` to `to` (at most 31 days)",
        params: siteIdParams,
        querystring: dateRangeQuery,
        response: { 200: closureList, ...errors },
      },
    },
    async (request) =>
      listClosures(
        app.db,
        currentAuth(request),
        request.params.id,
        request.query.from,
        request.query.to,
        app.clock.now().toISOString(),
      ),
  )

  app.post(
    '/sites/:id/closures',
    {
      schema: {
        tags,
        summary: "Close a site on a day (today or later): that day's sessions are closed (Settings:ManageSites)",
        params: siteIdParams,
        body: closureRequest,
        response: { 200: closureResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      return addClosure(app.db, auth, actorOf(auth, app.clock.now()), request.params.id, request.body)
    },
  )

  app.delete(
    '/sites/:id/closures/:date',
    {
      schema: {
        tags,
        summary: 'Reopen a closed day (Settings:ManageSites)',
        params: closureParams,
        response: { 200: closureResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      return removeClosure(app.db, auth, actorOf(auth, app.clock.now()), request.params.id, request.params.date)
    },
  )

  app.get(
    '/sites/:id/settings',
    {
      schema: {
        tags,
        summary: "A site's rules: make-up expiry (weeks) and waitlist offer time (days); canEdit says who may change",
        params: siteIdParams,
        response: { 200: siteSettingsResponse, ...errors },
      },
    },
    async (request) => settingsOf(app.db, currentAuth(request), request.params.id),
  )

  app.put(
    '/sites/:id/settings',
    {
      schema: {
        tags,
        summary: "Change a site's rules (Settings:ManageSites)",
        params: siteIdParams,
        body: siteSettings,
        response: { 200: siteSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      return changeSiteSettings(app.db, auth, actorOf(auth, app.clock.now()), request.params.id, request.body)
    },
  )
}
