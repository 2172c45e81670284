import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { chosenRuleQuery } from '@contract/billing'
import { idParam } from '@contract/common'
import {
  endEnrolmentParams,
  endEnrolmentRequest,
  endEnrolmentResponse,
  enrolmentResponse,
  preTeamEnrolmentRequest,
  preTeamOptionsResponse,
  schoolEnrolmentRequest,
  schoolOptionsResponse,
} from '@contract/swimmers'
import { changeErrors, readErrors } from './swimmer-access'
import { endSchoolEnrolment } from './swimmer-school.service'
import {
  enrolInPreTeam,
  enrolInSchool,
  preTeamOptions,
  renameErrorFields,
  schoolOptions,
  type EnrolmentResult,
} from '../enrolments/enrolments.service'
import { message, type Message } from '@contract/messages/message'
import { replyText } from '../../lib/messages'

// Enrolling a swimmer into a school or a pre-team from the Swimmers screen, and the groups a swimmer could join.
// Every rule is the enrolment service's (enrolments.service.ts), the same for every URL that enrols:
// /swimmers/save-school-trans and /swimmerschool/add-swimmer-to-school (school), /swimmers/save-pteam-trans and
// /preteam/add-swimmer (pre-team, in the pre-team routes). The option lists offer exactly the groups it would accept.

const tags = ['Swimmers']
const config = { module: 'Mod_SW' as const }

/** The school form's spellings (SPEC.md section 3): 'reciptNo', 'schoolID', 'siteID'. */
const SCHOOL_FIELDS = { group: 'schoolID', recieptNo: 'reciptNo', site: 'siteID' }
/** The pre-team form's spellings: 'pteamID', 'recieptNo', 'siteID'. */
const PRETEAM_FIELDS = { group: 'pteamID', site: 'siteID' }

const toResponse = (answer: Message, result: EnrolmentResult) => ({
  message: replyText(answer),
  enrolmentID: result.enrolmentId,
  invoiceID: result.invoiceId,
  invItem: result.invItem,
  invItemText: result.invItemText,
  value: result.value,
  amountPaid: result.amountPaid,
  paymentID: result.paymentId,
  endDate: result.endDate,
})

export const swimmerSchoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const schoolEnrolment = {
    config: { ...config, action: ['Mod_SW', 'AddSwimmerToSchool'] as const, site: 'body.siteID' as const },
    schema: {
      tags,
      summary:
        'Add a swimmer to a school of their site and level for some months: invoice from the price list, payment ' +
        'under a receipt (an amount above 0 needs CompletePayment); refused when frozen, already in a school, or full',
      body: schoolEnrolmentRequest,
      response: { 200: enrolmentResponse, ...changeErrors },
    },
  }
  for (const url of ['/swimmerschool/add-swimmer-to-school', '/swimmers/save-school-trans']) {
    app.post(url, schoolEnrolment, async (request) => {
      const body = request.body
      try {
        const result = await enrolInSchool(app.db, request.acting, {
          swimmerId: body.swimmerID,
          groupId: body.schoolID,
          months: body.months,
          site: body.siteID,
          amountCents: body.amountPaid,
          receiptNo: body.reciptNo || undefined,
          billing: body,
        })
        return toResponse(message('answer.swimmerAddedToSchool'), result)
      } catch (error) {
        throw renameErrorFields(error, SCHOOL_FIELDS)
      }
    })
  }

  app.post(
    '/schools/:schoolid/enrolments/:swimmerid/end',
    {
      config: { ...config, action: ['Mod_SW', 'AddSwimmerToSchool'] },
      schema: {
        tags,
        summary:
          "End one swimmer's school enrolment on their last day (yesterday when left out): the place frees and the " +
          "school's first waiting swimmer is offered it; an invoice with nothing paid is cancelled. Needs " +
          'AddSwimmerToSchool',
        params: endEnrolmentParams,
        body: endEnrolmentRequest,
        response: { 200: endEnrolmentResponse, ...changeErrors },
      },
    },
    async (request) => {
      const result = await endSchoolEnrolment(app.db, request.acting, {
        schoolId: request.params.schoolid,
        swimmerId: request.params.swimmerid,
        lastDay: request.body.lastDay,
      })
      return {
        message: replyText(result.message),
        enrolmentID: result.enrolmentId,
        lastDay: result.lastDay,
        invoiceID: result.invoiceId,
        invoiceStatus: result.invoiceStatus,
        offeredTo: result.offeredTo.map((entry) => ({
          entryID: entry.entryId,
          swimmerID: entry.swimmerId,
          fullName: entry.fullName,
        })),
      }
    },
  )

  app.post(
    '/swimmers/save-pteam-trans',
    {
      config: { ...config, action: ['Mod_SW', 'AddSwimmerToPTeam'], site: 'body.siteID' },
      schema: {
        tags,
        summary:
          'Add a swimmer to a pre-team squad of their site and level for some months: invoice from the price list, ' +
          'payment under a receipt (an amount above 0 needs CompletePayment); refused when frozen or already in a squad',
        body: preTeamEnrolmentRequest,
        response: { 200: enrolmentResponse, ...changeErrors },
      },
    },
    async (request) => {
      const body = request.body
      try {
        const result = await enrolInPreTeam(app.db, request.acting, {
          swimmerId: body.swimmerID,
          groupId: body.pteamID,
          months: body.months,
          site: body.siteID,
          amountCents: body.amountPaid,
          receiptNo: body.recieptNo,
          billing: body,
        })
        return toResponse(message('answer.swimmerAddedToPreteam'), result)
      } catch (error) {
        throw renameErrorFields(error, PRETEAM_FIELDS)
      }
    },
  )

  app.get(
    '/swimmers/preteam-options/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "The pre-team squads the swimmer would be accepted into (running, of the swimmer's site and level; none " +
          'while frozen or already in a squad), with the price-list lines priced for this swimmer (?chosen= a staff or ' +
          'hardship rule, ManageDiscounts)',
        params: idParam,
        querystring: chosenRuleQuery,
        response: { 200: preTeamOptionsResponse, ...readErrors },
      },
    },
    async (request) => preTeamOptions(app.db, request.acting, request.params.id, request.query.chosen),
  )

  app.get(
    '/swimmers/school-options/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "The schools the swimmer would be accepted into (running, of the swimmer's site and level, with a free " +
          'place; none while frozen or already in a school), with places and price-list lines priced for this swimmer ' +
          '(?chosen= a staff or hardship rule, ManageDiscounts)',
        params: idParam,
        querystring: chosenRuleQuery,
        response: { 200: schoolOptionsResponse, ...readErrors },
      },
    },
    async (request) => schoolOptions(app.db, request.acting, request.params.id, request.query.chosen),
  )
}
