import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParam, messageResponse } from '@contract/common'
import { message } from '@contract/messages/message'
import { replyText } from '../../lib/messages'
import {
  addSwimmerRequest,
  likelyDuplicatesRequest,
  likelyDuplicatesResponse,
  addSwimmerResponse,
  deleteSwimmerResponse,
  searchActionsRequest,
  searchActionsResponse,
  swimmerDetails,
  swimmerListRequest,
  swimmerListResponse,
  swimmerLogsResponse,
  swimmerSearchRequest,
  swimmerSearchResponse,
  technicalData,
  updateSwimmerRequest,
} from '@contract/swimmers'
import { EDIT_ACTIONS, changeErrors, readErrors } from './swimmer-access'
import {
  addSwimmer,
  likelyDuplicates,
  deleteSwimmer,
  offeredSwimmerActions,
  searchSwimmers,
  swimmerInfo,
  swimmerLogs,
  swimmerTechnicalData,
  updateSwimmer,
} from './swimmers.service'
import { listSwimmers } from './swimmer-list.service'

// Swimmers management (SPEC.md section 7, Swimmers): search, the per-swimmer action list, add, edit, delete and
// the read-only tabs. Level, site, freeze, renewal, times and attendance are in swimmer-actions.routes.ts;
// enrolments and group options in swimmer-school.routes.ts (each listed in ../routes.ts).

const tags = ['Swimmers']
const config = { module: 'Mod_SW' as const }

export const swimmersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/swimmers/search',
    {
      config: { ...config, site: 'body.userSite' },
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
      const { userID: _ignored, ...criteria } = request.body
      return searchSwimmers(app.db, request.acting, criteria)
    },
  )

  app.post(
    '/swimmers/list',
    {
      config: { ...config, site: 'body.userSite' },
      schema: {
        tags,
        summary:
          'List every swimmer of the chosen site page by page, sorted by swimmer ID, full name, birth date or ' +
          "level (ascending or descending); a page starts after the previous page's `next`",
        body: swimmerListRequest,
        response: { 200: swimmerListResponse, ...readErrors },
      },
    },
    async (request) => listSwimmers(app.db, request.acting, request.body),
  )

  app.post(
    '/swimmers/search-actions',
    {
      config: { ...config, site: 'body.userSite' },
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
      const { swimmerID, userSite } = request.body
      const actions = await offeredSwimmerActions(app.db, request.acting, swimmerID, userSite)
      return actions.map((actionName) => ({ actionName }))
    },
  )

  app.post(
    '/swimmers/add',
    {
      config: { ...config, action: ['Mod_SW', 'AddSwimmer'], site: 'body.site', multiline: ['address'] },
      schema: {
        tags,
        summary: 'Register a new swimmer at the site, with the parent’s details; answers the new swimmerID',
        body: addSwimmerRequest,
        response: { 200: addSwimmerResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, ...input } = request.body
      const swimmerID = await addSwimmer(app.db, request.acting, input)
      return { message: replyText(message('answer.swimmerAdded')), swimmerID }
    },
  )

  app.post(
    '/swimmers/likely-duplicates',
    {
      config: { ...config, action: ['Mod_SW', 'AddSwimmer'] },
      schema: {
        tags,
        summary:
          'Before adding a swimmer: the swimmers of your sites with the same name and the same birth date or parent ' +
          'phone (likely duplicates, shown to the desk before saving)',
        body: likelyDuplicatesRequest,
        response: { 200: likelyDuplicatesResponse, ...readErrors },
      },
    },
    async (request) => likelyDuplicates(app.db, request.acting, request.body),
  )

  app.put(
    '/swimmers/update',
    {
      config: { ...config, action: ['Mod_SW', EDIT_ACTIONS], site: 'body.site' },
      schema: {
        tags,
        summary: "Edit a swimmer's name, birth year, level and the parent's phone and email",
        body: updateSwimmerRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, coachID: _coach, ...edit } = request.body
      await updateSwimmer(app.db, request.acting, edit)
      return { message: replyText(message('answer.swimmerUpdated')) }
    },
  )

  app.delete(
    '/swimmers/:id',
    {
      config: { ...config, action: ['Mod_SW', 'DeleteSwimmer'] },
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
      const { cancelledInvoices } = await deleteSwimmer(app.db, request.acting, request.params.id)
      return { message: replyText(message('answer.swimmerDeleted')), cancelledInvoices }
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
    async (request) => swimmerInfo(app.db, request.acting, request.params.id),
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
    async (request) => swimmerTechnicalData(app.db, request.acting, request.params.id),
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
    async (request) => swimmerLogs(app.db, request.acting, request.params.id),
  )
}
