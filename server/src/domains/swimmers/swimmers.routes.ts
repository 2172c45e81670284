import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParam, messageResponse } from '@contract/common'
import {
  ALL_MY_SITES,
  addSwimmerRequest,
  addSwimmerResponse,
  deleteSwimmerResponse,
  searchActionsRequest,
  searchActionsResponse,
  swimmerDetails,
  swimmerLogsResponse,
  swimmerSearchRequest,
  swimmerSearchResponse,
  technicalData,
  updateSwimmerRequest,
} from '@contract/swimmers'
import { currentAuth, requireAction, requireSite } from '../../plugins/auth'
import { actorOf } from '../../lib/actor'
import { EDIT_ACTIONS, changeErrors, readErrors, requireAnyAction, todayOf } from './swimmer-access'
import {
  addSwimmer,
  deleteSwimmer,
  offeredSwimmerActions,
  searchSwimmers,
  swimmerInfo,
  swimmerLogs,
  swimmerTechnicalData,
  updateSwimmer,
} from './swimmers.service'

// Swimmers management (SPEC.md section 7, Swimmers): search, the per-swimmer action list, add, edit, delete and
// the read-only tabs. Level, site, freeze, renewal, times and attendance are in swimmer-actions.routes.ts;
// enrolments and group options in swimmer-school.routes.ts (each listed in ../routes.ts).

const tags = ['Swimmers']
const config = { module: 'Mod_SW' as const }

export const swimmersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/swimmers/search',
    {
      config,
      schema: {
        tags,
        summary:
          'Find swimmers by ID, any part of the full name, birth year or level (its name, e.g. "Level 5", or its ' +
          "code) at the site the user chose (`userSite`), or at every site of the user's with `userSite: 'all'`",
        body: swimmerSearchRequest,
        response: { 200: swimmerSearchResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { userID: _ignored, ...criteria } = request.body
      if (criteria.userSite !== undefined && criteria.userSite !== ALL_MY_SITES) requireSite(auth, criteria.userSite)
      return searchSwimmers(app.db, auth, criteria, todayOf(app.clock.now().toISOString()))
    },
  )

  app.post(
    '/swimmers/search-actions',
    {
      config,
      schema: {
        tags,
        summary:
          "The Mod_SW actions the user may take on this swimmer in the swimmer's present state: Add to School, Add to " +
          'Pre-Team and Renew only when the enrolment service would accept them from userSite',
        body: searchActionsRequest,
        response: { 200: searchActionsResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { swimmerID, userSite } = request.body
      requireSite(auth, userSite)
      const actions = await offeredSwimmerActions(app.db, auth, swimmerID, userSite, app.clock.now().toISOString())
      return actions.map((actionName) => ({ actionName }))
    },
  )

  app.post(
    '/swimmers/add',
    {
      config: { ...config, multiline: ['address'] },
      schema: {
        tags,
        summary: 'Register a new swimmer at the site, with the parent’s details; answers the new swimmerID',
        body: addSwimmerRequest,
        response: { 200: addSwimmerResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'AddSwimmer')
      const { userID: _ignored, ...input } = request.body
      requireSite(auth, input.site)
      const swimmerID = await addSwimmer(app.db, actorOf(auth, app.clock.now()), input)
      return { message: 'Swimmer added successfully', swimmerID }
    },
  )

  app.put(
    '/swimmers/update',
    {
      config,
      schema: {
        tags,
        summary: "Edit a swimmer's name, birth year, level and the parent's phone and email",
        body: updateSwimmerRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAnyAction(auth, EDIT_ACTIONS)
      const { userID: _ignored, coachID: _coach, ...edit } = request.body
      requireSite(auth, edit.site)
      await updateSwimmer(app.db, auth, actorOf(auth, app.clock.now()), edit)
      return { message: 'Swimmer updated successfully' }
    },
  )

  app.delete(
    '/swimmers/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a swimmer: hidden from now on, with invoices, payments and the audit trail kept',
        description:
          'Their running enrolments end and their open invoices are cancelled (status only) in the same audited ' +
          'operation, so nothing stays due from a deleted swimmer; the answer names the invoices cancelled.',
        params: idParam,
        response: { 200: deleteSwimmerResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'DeleteSwimmer')
      const { cancelledInvoices } = await deleteSwimmer(app.db, auth, actorOf(auth, app.clock.now()), request.params.id)
      return { message: 'Swimmer deleted successfully', cancelledInvoices }
    },
  )

  app.get(
    '/swimmers/:id/info-tab',
    {
      config,
      schema: {
        tags,
        summary: "A swimmer's details: the search row, birth, gender, parent, subscription, freeze and groups",
        params: idParam,
        response: { 200: swimmerDetails, ...readErrors },
      },
    },
    async (request) =>
      swimmerInfo(app.db, currentAuth(request), request.params.id, todayOf(app.clock.now().toISOString())),
  )

  app.get(
    '/swimmers/:id/technical-tab',
    {
      config,
      schema: {
        tags,
        summary:
          'Everything recorded about a swimmer: levels, times, freezes, renewals, enrolments, invoices, attendance',
        params: idParam,
        response: { 200: technicalData, ...readErrors },
      },
    },
    async (request) => swimmerTechnicalData(app.db, currentAuth(request), request.params.id),
  )

  app.get(
    '/swimmers/:id/logs',
    {
      config,
      schema: {
        tags,
        summary: "The swimmer's audit trail: who did what, when, at which site, before and after",
        params: idParam,
        response: { 200: swimmerLogsResponse, ...readErrors },
      },
    },
    async (request) => swimmerLogs(app.db, currentAuth(request), request.params.id),
  )
}
