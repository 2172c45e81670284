import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import { errorResponse } from '@contract/common'
import {
  acceptOfferRequest,
  acceptOfferResponse,
  addToWaitlistRequest,
  declineOfferResponse,
  offerPricesResponse,
  removeEntryResponse,
  schoolWaitlistParams,
  waitlistEntry,
  waitlistEntryParams,
  waitlistOffersQuery,
  waitlistOffersResponse,
  waitlistResponse,
} from '@contract/waitlists'
import { chosenRuleQuery } from '@contract/billing'
import {
  acceptOffer,
  addToWaitlist,
  declineOffer,
  offerPrices,
  removeFromWaitlist,
  schoolWaitlist,
  siteOffers,
} from './waitlists.service'

// School waitlists (issue 14): the Schools module (Mod_SC) for every route; changing a waitlist needs the privilege
// that enrols into schools (Mod_SW AddSwimmerToSchool), as each change may end in an enrolment; an accepted offer's
// money needs CompletePayment as any enrolment's does. Each route declares its access; every rule is
// waitlists.service's, which takes request.acting.

const config = { module: 'Mod_SC' } as const
const tags = ['Waitlists']
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

/** Every waitlist change: the module, and the privilege that enrols a swimmer into a school. */
const change = { ...config, action: ['Mod_SW', 'AddSwimmerToSchool'] } as const

export const waitlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/schools/:id/waitlist',
    {
      config: { ...change, multiline: ['note'] },
      schema: {
        tags,
        summary:
          "Put a swimmer on a full school's waitlist (a school with a free seat is refused: enrol instead); the " +
          'swimmer must be one the school would take apart from its capacity, and not on its waitlist already',
        params: schoolWaitlistParams,
        body: addToWaitlistRequest,
        response: { 200: waitlistEntry, ...errors },
      },
    },
    async (request) =>
      addToWaitlist(app.db, request.acting, {
        schoolId: request.params.id,
        swimmerId: request.body.swimmerID,
        note: request.body.note,
      }),
  )

  app.get(
    '/schools/:id/waitlist',
    {
      config,
      schema: {
        tags,
        summary:
          "A school's waitlist: its open offers, the swimmers waiting in queue order (with their position), then " +
          'the latest closed entries; overdue offers expire and freed seats are offered first',
        params: schoolWaitlistParams,
        response: { 200: waitlistResponse, ...errors },
      },
    },
    async (request) => schoolWaitlist(app.db, request.acting, request.params.id),
  )

  app.get(
    '/waitlist/offers',
    {
      config: { ...config, site: 'query.site' },
      schema: {
        tags,
        summary: "A site's open waitlist offers (swimmer, school, until when), the soonest to expire first",
        querystring: waitlistOffersQuery,
        response: { 200: waitlistOffersResponse, ...errors },
      },
    },
    async (request) => siteOffers(app.db, request.acting, request.query.site),
  )

  app.get(
    '/waitlist/:entryid/prices',
    {
      config,
      schema: {
        tags,
        summary: "What accepting an offer would bill, per duration, from the site's price list for the school's type",
        params: waitlistEntryParams,
        querystring: chosenRuleQuery,
        response: { 200: offerPricesResponse, ...errors },
      },
    },
    async (request) => offerPrices(app.db, request.acting, request.params.entryid, request.query.chosen),
  )

  app.post(
    '/waitlist/:entryid/accept',
    {
      config: change,
      schema: {
        tags,
        summary:
          'Accept an open offer: the swimmer is enrolled on the seat it holds, with the invoice from the price list ' +
          'and any payment under a receipt (an amount above 0 needs CompletePayment), as /swimmers/save-school-trans',
        params: waitlistEntryParams,
        body: acceptOfferRequest,
        response: { 200: acceptOfferResponse, ...errors },
      },
    },
    async (request) => {
      const { entry, result } = await acceptOffer(app.db, request.acting, {
        entryId: request.params.entryid,
        months: request.body.months,
        amountCents: request.body.amountPaid,
        receiptNo: request.body.reciptNo,
        billing: request.body,
      })
      return {
        message: replyText(message('answer.waitlistJoined', { swimmer: result.swimmerName, group: result.group })),
        entry,
        enrolmentID: result.enrolmentId,
        invoiceID: result.invoiceId,
        invItem: result.invItem,
        invItemText: result.invItemText,
        value: result.value,
        amountPaid: result.amountPaid,
        paymentID: result.paymentId,
        endDate: result.endDate,
      }
    },
  )

  app.post(
    '/waitlist/:entryid/decline',
    {
      config: change,
      schema: {
        tags,
        summary: 'Decline an open offer: the seat is offered to the next swimmer waiting',
        params: waitlistEntryParams,
        response: { 200: declineOfferResponse, ...errors },
      },
    },
    async (request) => declineOffer(app.db, request.acting, request.params.entryid),
  )

  app.delete(
    '/waitlist/:entryid',
    {
      config: change,
      schema: {
        tags,
        summary: 'Take a waiting swimmer off the waitlist (an open offer is declined instead)',
        params: waitlistEntryParams,
        response: { 200: removeEntryResponse, ...errors },
      },
    },
    async (request) => removeFromWaitlist(app.db, request.acting, request.params.entryid),
  )
}
