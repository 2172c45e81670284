import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message, type Message } from '@contract/messages/message'
import { errorResponse, idParam } from '@contract/common'
import {
  addPreTeamSwimmerRequest,
  addPreTeamSwimmerResponse,
  allowedActionList,
  changePreTeamSiteRequest,
  createPreTeamRequest,
  createPreTeamResponse,
  endPreTeamRequest,
  preTeamActionsRequest,
  preTeamChangeResponse,
  preTeamCoachList,
  preTeamDetailsTab,
  preTeamPage,
  preTeamPageQuery,
  preTeamSearchRequest,
  preTeamSearchResponse,
  preTeamSiteParams,
  preTeamSiteQuery,
  preTeamSiteSummary,
  preTeamSwimmerList,
  removePreTeamRequest,
  removePreTeamResponse,
  updatePreTeamRequest,
} from '@contract/preteams'
import {
  addSquadSwimmer,
  createSquad,
  endSquad,
  moveSquad,
  preTeamCoaches,
  removeSquad,
  searchSquads,
  siteSummary,
  sitePage,
  squadActions,
  squadDetails,
  squadSummary,
  squadSwimmers,
  updateSquad,
} from './preteams.service'
import { renameErrorFields } from '../enrolments/enrolments.service'

// Pre-team squads (SPEC.md section 7 'Pre-team'): search, allowed actions, create, update, change site, add a
// swimmer, end, remove, details, swimmers, the paged site list and the site summary. Paths are lowercase; the
// client's /PreTeam/... reaches them too. Each route declares its access (module, action, the site it names) and
// calls preteams.service with request.acting; the service holds every rule (enrolling: the enrolments service).

const MODULE = 'Mod_PT' as const
const config = { module: MODULE }
const tags = ['Pre-team']
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

export const preTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A change's answer: the message, and the squad as it now reads. */
  async function changeAnswer(answer: Message, pTeamID: number) {
    return { message: replyText(answer), pTeamID, preTeam: await squadSummary(app.db, pTeamID) }
  }

  app.post(
    '/preteam/search',
    {
      config: { ...config, site: 'body.site' },
      schema: {
        tags,
        summary: 'Search pre-team squads',
        description:
          'Search by `searchType` ("Pre-Team ID", "Full Name" or "Level"; also pTeamID, fullName, level) and ' +
          '`searchValue`, or with the older screen\'s single key {PTeamID | FullName | Level}. "Full Name" matches ' +
          'the coach\'s name or the level\'s name (case-insensitive, part of the text); "Level" takes the level code ' +
          '(e.g. 17 for PTeam A). `userSite` (or `site`) is required: the site the user chose (403 if it is not one ' +
          "of yours), or 'all' for every site of yours, never by default. Removed squads are never found; ended ones " +
          'are, with status "Ended". ' +
          'No match answers 200 with an empty list.',
        body: preTeamSearchRequest,
        response: { 200: preTeamSearchResponse, ...errors },
      },
    },
    async (request) => {
      const { by, value, site } = request.body
      return searchSquads(app.db, request.acting, { by, value, site })
    },
  )

  app.post(
    '/preteam/search-actions',
    {
      config: { ...config, site: 'body.userSite' },
      schema: {
        tags,
        summary: "The actions the user may take on a squad: their type's Mod_PT privileges that fit its state",
        description:
          'An ended squad offers no EndPteam, UpdatePTeamInfo, AddSwimmerToPTeam or ChangeSite; ChangeSite needs a ' +
          'second site of yours. CreatePTeam is not a row action.',
        body: preTeamActionsRequest,
        response: { 200: allowedActionList, ...errors },
      },
    },
    async (request) => {
      const names = await squadActions(app.db, request.acting, request.body.pTeamID)
      return names.map((actionName) => ({ actionName }))
    },
  )

  app.post(
    '/preteam/create',
    {
      config: { ...config, action: [MODULE, 'CreatePTeam'], site: 'body.site' },
      schema: {
        tags,
        summary: 'Create a pre-team squad: a level, an active pre-team coach of the site, three days and a time',
        description:
          'The coach must be an active PTeamCoach (type 9) of `site` and free at those times: no active school or ' +
          'pre-team of theirs may share a day and overlap. `userID` is ignored: the acting user is the signed-in one.',
        body: createPreTeamRequest,
        response: { 200: createPreTeamResponse, ...errors },
      },
    },
    async (request) => {
      const pTeamID = await createSquad(app.db, request.acting, request.body)
      return { message: replyText(message('answer.preteamCreated')), pTeamID }
    },
  )

  app.put(
    '/preteam/update',
    {
      config: { ...config, action: [MODULE, 'UpdatePTeamInfo'], site: 'body.site' },
      schema: {
        tags,
        summary: "Update a running squad's coach, days and times (and level, if given)",
        description: 'Same rules as create. The squad must be at `site`; an ended squad cannot be updated (409).',
        body: updatePreTeamRequest,
        response: { 200: preTeamChangeResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      await updateSquad(app.db, request.acting, body)
      return changeAnswer(message('answer.preteamUpdated'), body.pTeamID)
    },
  )

  app.put(
    '/preteam/change-site',
    {
      config: { ...config, action: [MODULE, 'ChangeSite'], site: 'body.newSite' },
      schema: {
        tags,
        summary: 'Move a running squad to another of your sites',
        description:
          'A coach works at one site, so the squad needs a coach of the new site: `coachID`, an active PTeamCoach of ' +
          "`newSite` free at the squad's times. It may be left out only when the current coach works at the new " +
          'site. Enrolments, invoices and payments made so far stay with the old site.',
        body: changePreTeamSiteRequest,
        response: { 200: preTeamChangeResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      await moveSquad(app.db, request.acting, body)
      return changeAnswer(message('answer.preteamSiteChanged'), body.pTeamID)
    },
  )

  app.post(
    '/preteam/end',
    {
      config: { ...config, action: [MODULE, 'EndPteam'] },
      schema: {
        tags,
        summary: 'End a squad today: it stops running, its history stays',
        description:
          "Its swimmers' running enrolments end today in the same operation: invoices nothing was paid of are " +
          'cancelled, and what was paid for the unused time is recorded as owed to the family (`endedEnrolments`).',
        body: endPreTeamRequest,
        response: { 200: preTeamChangeResponse, ...errors },
      },
    },
    async (request) => {
      const { pTeamID } = request.body
      const endedEnrolments = await endSquad(app.db, request.acting, pTeamID)
      return { ...(await changeAnswer(message('answer.preteamEnded'), pTeamID)), endedEnrolments }
    },
  )

  app.delete(
    '/preteam/remove',
    {
      config: { ...config, action: [MODULE, 'RemovePTeam'], site: 'body.site' },
      schema: {
        tags,
        summary: 'Remove a squad (JSON body): it disappears from searches and lists',
        description:
          "A soft delete: the squad's history, invoices and payments are kept, and its coach is free again at its " +
          "times. Its swimmers' running enrolments end today as when it ends (unpaid invoices cancelled, the unused " +
          'paid time owed to the family, `endedEnrolments`). The squad must be at `site`.',
        body: removePreTeamRequest,
        response: { 200: removePreTeamResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      const endedEnrolments = await removeSquad(app.db, request.acting, body)
      return { message: replyText(message('answer.preteamRemoved')), pTeamID: body.pTeamID, endedEnrolments }
    },
  )

  app.post(
    '/preteam/add-swimmer',
    {
      // Shared with the swimmers screen (POST /PreTeam/add-swimmer): Mod_SW's AddSwimmerToPTeam also opens it, so
      // no module is declared; the action (of either module), then the site, are addSquadSwimmer's to check.
      schema: {
        tags,
        summary: 'Enrol a swimmer in a running squad for a number of months, with its invoice (and payment)',
        description:
          "Takes the pre-team screen's {pTeamID, swimmerID, durationInMonths, user, site} or the swimmers screen's " +
          '{swimmerID, pteamID, months, userID, amountPaid, recieptNo, siteID}. The duration is 1, 3, 6, 9 or 12 ' +
          "months (the price list's durations); amountPaid defaults to 0 and needs recieptNo when above 0 — and the " +
          'CompletePayment privilege (403 without). Needs AddSwimmerToPTeam in Mod_PT or Mod_SW. The same rules as ' +
          "POST /swimmers/save-pteam-trans: the swimmer and the squad at `site`, the squad of the swimmer's level, " +
          'the swimmer not frozen and in no other running squad (409).',
        body: addPreTeamSwimmerRequest,
        response: { 200: addPreTeamSwimmerResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      try {
        // The enrolment service's rules, the same as /swimmers/save-pteam-trans: site, level, frozen, one squad.
        const result = await addSquadSwimmer(app.db, request.acting, {
          swimmerId: body.swimmerID,
          groupId: body.pTeamID,
          months: body.months,
          site: body.site,
          amountCents: body.amountCents,
          receiptNo: body.receiptNo,
          billing: body.billing,
        })
        return {
          message: replyText(message('answer.swimmerAddedToPreteam')),
          pTeamID: body.pTeamID,
          swimmerID: body.swimmerID,
          enrolmentId: result.enrolmentId,
          invoiceId: result.invoiceId,
          invItem: result.invItem,
          invItemText: result.invItemText,
          value: result.value,
          amountPaid: result.amountPaid,
          paymentID: result.paymentId,
          endDate: result.endDate,
        }
      } catch (error) {
        throw renameErrorFields(error, body.spelling)
      }
    },
  )

  app.get(
    '/preteam/:id/details-tab',
    {
      config: { ...config, action: [MODULE, 'ViewDetailsTab'] },
      schema: {
        tags,
        summary: "A squad's full record: summary, running swimmers and audit history",
        params: idParam,
        response: { 200: preTeamDetailsTab, ...errors },
      },
    },
    async (request) => squadDetails(app.db, request.acting, request.params.id),
  )

  app.get(
    '/preteam/:id/swimmers',
    {
      config: { ...config, action: [MODULE, 'ViewSwimmers'] },
      schema: {
        tags,
        summary: 'The swimmers whose enrolment in the squad is running today',
        params: idParam,
        response: { 200: preTeamSwimmerList, ...errors },
      },
    },
    async (request) => {
      const rows = await squadSwimmers(app.db, request.acting, request.params.id)
      return rows.map((entry) => ({
        swimmerID: entry.swimmer_id,
        fullName: entry.full_name,
        birthYear: entry.birth_year,
        currentLevel: entry.level_name,
        enrolmentId: entry.enrolment_id,
        months: entry.months,
        startDate: entry.start_date,
        endDate: entry.end_date,
        invoiceID: entry.invoice_id,
        invoiceStatus: entry.invoice_status,
      }))
    },
  )

  app.get(
    '/preteam/summary',
    {
      config: { ...config, site: 'query.site' },
      schema: {
        tags,
        summary: "A site's squads: counts, and each running squad with its number of swimmers",
        querystring: preTeamSiteQuery,
        response: { 200: preTeamSiteSummary, ...errors },
      },
    },
    async (request) => siteSummary(app.db, request.acting, request.query.site),
  )

  app.get(
    '/preteam/coaches',
    {
      config: { ...config, site: 'query.site' },
      schema: {
        tags,
        summary: "A site's active pre-team coaches (PTeamCoach), for the forms' coach choice",
        querystring: preTeamSiteQuery,
        response: { 200: preTeamCoachList, ...errors },
      },
    },
    async (request) => {
      const coaches = await preTeamCoaches(app.db, request.query.site)
      return coaches.map((coach) => ({ coachID: coach.id, coachName: coach.full_name }))
    },
  )

  app.get(
    '/preteam/:site',
    {
      config: { ...config, site: 'params.site' },
      schema: {
        tags,
        summary: "One page of a site's running squads (the Pre-Team List), 9 per page by default",
        description:
          'Query: `page` (from 1) and `pageSize` (1 to 50, default 9). 404 {message} when the site has no running ' +
          'squad; a page past the end answers 200 with no items.',
        params: preTeamSiteParams,
        querystring: preTeamPageQuery,
        response: { 200: preTeamPage, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      return sitePage(app.db, request.params.site, page, pageSize)
    },
  )
}
