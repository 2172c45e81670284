import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { chosenRuleQuery } from '@contract/billing'
import {
  attendanceRequest,
  changeSitePreviewQuery,
  changeSitePreviewResponse,
  changeSiteRequest,
  changeSiteResponse,
  freezeRequest,
  renewalPricesResponse,
  renewalRequest,
  renewalResponse,
  updateLevelRequest,
  unfreezeRequest,
  unfreezeResponse,
  updateTimesRequest,
} from '@contract/swimmers'
import { idParam, messageResponse } from '@contract/common'
import { message } from '@contract/messages/message'
import { answered, replyText } from '../../lib/messages'
import { renewSubscription, renewalPrices } from '../enrolments/enrolments.service'
import {
  changeSite,
  changeSitePreview,
  freezeSwimmer,
  recordAttendance,
  updateLevel,
  unfreezeSwimmer,
  updateTimes,
} from './swimmers.service'
import { changeErrors } from './swimmer-access'

// Swimmer actions (SPEC.md section 4): level, site, freeze, renewal, times and attendance. Each route checks the
// user's action and the site they name, then calls one service function: the swimmer's rules (an action happens at
// the swimmer's site; a move ends the enrolments at the old site), the transaction and the audit entry are there.

const tags = ['Swimmers']
const config = { module: 'Mod_SW' as const }

export const swimmerActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/swimmers/update-level',
    {
      config,
      schema: {
        tags,
        summary: 'Move a swimmer to a new level; the level history keeps the old one',
        body: updateLevelRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, ...change } = request.body
      const { note } = await updateLevel(app.db, request.acting, change)
      return {
        message: replyText(
          note ? message('answer.swimmerLevelUpdatedNote', { note }) : message('answer.swimmerLevelUpdated'),
        ),
      }
    },
  )

  app.put(
    '/swimmers/change-site',
    {
      config: { ...config, action: ['Mod_SW', 'ChangeSite'], site: 'body.site' },
      schema: {
        tags,
        summary:
          'Move a swimmer to another of the user’s sites (site is the new site); their running school and pre-team ' +
          'enrolments at the old site end, and the answer names them',
        body: changeSiteRequest,
        response: { 200: changeSiteResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, ...move } = request.body
      return answered(await changeSite(app.db, request.acting, move))
    },
  )

  app.get(
    '/swimmers/:id/change-site-preview',
    {
      config: { ...config, action: ['Mod_SW', 'ChangeSite'] },
      schema: {
        tags,
        summary:
          'What moving a swimmer to `site` would end, before it is done: the groups at their old site, each with its ' +
          'paid-until date, the unpaid invoices that would be cancelled and what would be owed to the family',
        params: idParam,
        querystring: changeSitePreviewQuery,
        response: { 200: changeSitePreviewResponse, ...changeErrors },
      },
    },
    async (request) => {
      return changeSitePreview(app.db, request.acting, { swimmerID: request.params.id, site: request.query.site })
    },
  )

  app.post(
    '/swimmers/freeze-swim',
    {
      config: { ...config, action: ['Mod_SW', 'FreezSwim'], site: 'body.site', multiline: ['freezeReason'] },
      schema: {
        tags,
        summary: 'Freeze a swimmer from a date, with a reason; a frozen swimmer cannot be frozen again',
        body: freezeRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, ...freeze } = request.body
      await freezeSwimmer(app.db, request.acting, freeze)
      return { message: replyText(message('answer.swimmerFrozen')) }
    },
  )

  app.post(
    '/swimmers/unfreeze',
    {
      config: { ...config, action: ['Mod_SW', 'Unfreeze'], site: 'body.site' },
      schema: {
        tags,
        summary: "End a swimmer's freeze (running, or dated later) without a renewal; audited",
        body: unfreezeRequest,
        response: { 200: unfreezeResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, ...unfreeze } = request.body
      return answered(await unfreezeSwimmer(app.db, request.acting, unfreeze))
    },
  )

  // Issue 27's plain name for the same operation: the swimmer in the path, the acting site in the body.
  app.post(
    '/swimmers/:id/unfreeze',
    {
      config: { ...config, action: ['Mod_SW', 'Unfreeze'], site: 'body.site' },
      schema: {
        tags,
        summary: "End this swimmer's freeze (running, or dated later) without a renewal; audited",
        params: idParam,
        body: unfreezeRequest.omit({ swimmerID: true }),
        response: { 200: unfreezeResponse, ...changeErrors },
      },
    },
    async (request) => {
      return answered(
        await unfreezeSwimmer(app.db, request.acting, { swimmerID: request.params.id, site: request.body.site }),
      )
    },
  )

  app.get(
    '/swimmers/:id/renewal-prices',
    {
      config: { ...config, action: ['Mod_SW', 'SubscriptionRenwal'] },
      schema: {
        tags,
        summary: 'What a renewal of this swimmer would bill, per duration, and the group it renews (before renewing)',
        params: idParam,
        querystring: chosenRuleQuery,
        response: { 200: renewalPricesResponse, ...changeErrors },
      },
    },
    async (request) => {
      return renewalPrices(app.db, request.acting, request.params.id, request.query.chosen)
    },
  )

  app.post(
    '/swimmers/renew-subscription',
    {
      config: { ...config, action: ['Mod_SW', 'SubscriptionRenwal'], site: 'body.site' },
      schema: {
        tags,
        summary:
          "Renew for 1–12 months: an invoice priced from the site's price list for the product of the swimmer's " +
          'latest school (its school type) or pre-team (PreTeam, 100) — without a group, PreTeam at a pre-team level, ' +
          'else the type of the first running school of their level; extends the subscription and lifts a freeze. ' +
          "Refused while the previous renewal's invoice (of the same product) is still open, and for a swimmer of " +
          'another site. A swimmer in a school and a pre-team squad names the one renewed (renews): each is billed ' +
          'on its own, from its own end',
        body: renewalRequest,
        response: { 200: renewalResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { swimmerID, renewalType, durationInMonths: months, site, amountPaid, recieptNo, renews } = request.body
      // The enrolment service's rules: at the swimmer's site, not while the previous renewal's invoice is open.
      const result = await renewSubscription(app.db, request.acting, {
        swimmerId: swimmerID,
        renewalType,
        months,
        site,
        amountCents: amountPaid,
        receiptNo: recieptNo,
        renews,
        billing: request.body,
      })
      return {
        message: replyText(message('answer.subscriptionRenewed')),
        invoiceID: result.invoiceId,
        invItem: result.invItem,
        invItemText: result.invItemText,
        value: result.value,
        amountPaid: result.amountPaid,
        paymentID: result.paymentId,
        startDate: result.startDate,
        endDate: result.endDate,
      }
    },
  )

  app.put(
    '/swimmers/update-times',
    {
      config: { ...config, action: ['Mod_SW', 'UpdateTimes'], site: 'body.site', multiline: ['newTimes'] },
      schema: {
        tags,
        summary: "Record a swimmer's new times, with the reason (a trial, a gala)",
        body: updateTimesRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, ...times } = request.body
      await updateTimes(app.db, request.acting, times)
      return { message: replyText(message('answer.swimmerTimesUpdated')) }
    },
  )

  app.post(
    '/swimmers/record-attendance',
    {
      config: { ...config, action: ['Mod_SW', 'Attendes'], site: 'body.site' },
      schema: {
        tags,
        summary:
          "Record a swimmer's attendance on a date (present, absent or late); a second record for the date replaces it",
        body: attendanceRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { userID: _ignored, ...attendance } = request.body
      await recordAttendance(app.db, request.acting, attendance)
      return { message: replyText(message('answer.attendanceRecorded')) }
    },
  )
}
