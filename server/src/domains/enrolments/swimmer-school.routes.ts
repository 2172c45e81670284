import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { idParam } from '@contract/common'
import { LOOKUP_GROUP } from '@contract/lookups'
import {
  enrolmentResponse,
  preTeamEnrolmentRequest,
  preTeamOptionsResponse,
  schoolEnrolmentRequest,
  schoolIdParam,
  schoolOptionsResponse,
  swimmerSearchResponse,
} from '@contract/swimmers'
import type { Database } from '../../db/database'
import { HttpError, badRequest, conflict } from '../../lib/http-error'
import { currentAuth, requireAction, requireSite, type AuthContext } from '../../plugins/auth'
import { findPreTeamOptions, findSchoolOptions } from './enrolment-options.repository'
import {
  findLookupItem,
  findRunningFreeze,
  type SwimmerRow,
} from '../swimmers/swimmers.repository'
import { enrolInPreTeam, enrolInSchool, type EnrolmentResult } from './enrolments.service'
import { swimmersBySchool } from '../schools/schools.service'
import { actorOf, changeErrors, readErrors, todayOf, visibleSwimmer } from '../swimmers/swimmer-access'

// Enrolling a swimmer into a school or a pre-team from the Swimmers screen, with the invoice priced from the
// price list and the payment under a receipt number used once per site (services/enrolments.ts does the work),
// and the groups a swimmer could join. POST /preteam/add-swimmer belongs to the pre-team routes.

const tags = ['Swimmers']
const config = { module: 'Mod_SW' as const }

/** The school form spells the receipt 'reciptNo' (SPEC.md section 3): errors name the field the client sent. */
function renameReceiptField(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.errors?.recieptNo) return error
  const { recieptNo, ...rest } = error.errors
  return new HttpError(error.statusCode, error.message, { ...rest, reciptNo: recieptNo }, error.headers)
}

async function assertNotFrozen(db: Kysely<Database>, swimmer: SwimmerRow): Promise<void> {
  if (await findRunningFreeze(db, swimmer.id)) {
    throw conflict(`Swimmer ${swimmer.id} is frozen: renew the subscription before adding them to a group`, {
      swimmerID: 'This swimmer is frozen',
    })
  }
}

const toResponse = (message: string, result: EnrolmentResult) => ({
  message,
  enrolmentID: result.enrolmentId,
  invoiceID: result.invoiceId,
  invItem: result.invItem,
  value: result.value,
  amountPaid: result.amountPaid,
  endDate: result.endDate,
})

async function levelName(db: Kysely<Database>, code: number): Promise<string> {
  return (await findLookupItem(db, LOOKUP_GROUP.level, code))?.description ?? 'Unknown'
}

export const swimmerSchoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrolIntoSchool = async (auth: AuthContext, body: typeof schoolEnrolmentRequest._output) => {
    requireAction(auth, 'Mod_SW', 'AddSwimmerToSchool')
    requireSite(auth, body.siteID)
    const swimmer = await visibleSwimmer(app.db, auth, body.swimmerID)
    await assertNotFrozen(app.db, swimmer)
    if (body.amountPaid > 0 && !body.reciptNo) {
      throw badRequest('A receipt number is required when an amount is paid', {
        reciptNo: 'Receipt number is required',
      })
    }
    try {
      const result = await app.db.transaction().execute((trx) =>
        enrolInSchool(trx, actorOf(app, auth), {
          swimmerId: swimmer.id,
          groupId: body.schoolID,
          months: body.months,
          site: body.siteID,
          amountCents: body.amountPaid,
          receiptNo: body.reciptNo || undefined,
        }),
      )
      return toResponse('Swimmer added to school successfully', result)
    } catch (error) {
      throw renameReceiptField(error)
    }
  }

  const schoolEnrolment = {
    config,
    schema: {
      tags,
      summary: 'Add a swimmer to a school for some months: invoice from the price list, payment under a receipt',
      body: schoolEnrolmentRequest,
      response: { 200: enrolmentResponse, ...changeErrors },
    },
  }
  app.post('/swimmerschool/add-swimmer-to-school', schoolEnrolment, async (request) =>
    enrolIntoSchool(currentAuth(request), request.body),
  )
  app.post('/swimmers/save-school-trans', schoolEnrolment, async (request) =>
    enrolIntoSchool(currentAuth(request), request.body),
  )

  app.post(
    '/swimmers/save-pteam-trans',
    {
      config,
      schema: {
        tags,
        summary: 'Add a swimmer to a pre-team for some months: invoice from the price list, payment under a receipt',
        body: preTeamEnrolmentRequest,
        response: { 200: enrolmentResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'AddSwimmerToPTeam')
      const body = request.body
      requireSite(auth, body.siteID)
      const swimmer = await visibleSwimmer(app.db, auth, body.swimmerID)
      await assertNotFrozen(app.db, swimmer)
      const result = await app.db.transaction().execute((trx) =>
        enrolInPreTeam(trx, actorOf(app, auth), {
          swimmerId: swimmer.id,
          groupId: body.pteamID,
          months: body.months,
          site: body.siteID,
          amountCents: body.amountPaid,
          receiptNo: body.recieptNo,
        }),
      )
      return toResponse('Swimmer added to pre-team successfully', result)
    },
  )

  app.get(
    '/swimmers/preteam-options/:id',
    {
      config,
      schema: {
        tags,
        summary: "The running pre-teams of the swimmer's site at the swimmer's level, with the price-list lines",
        params: idParam,
        response: { 200: preTeamOptionsResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const swimmer = await visibleSwimmer(app.db, auth, request.params.id)
      const name = await levelName(app.db, swimmer.current_level)
      return findPreTeamOptions(app.db, { ...swimmer, levelName: name })
    },
  )

  app.get(
    '/swimmers/school-options/:id',
    {
      config,
      schema: {
        tags,
        summary: "The running schools of the swimmer's site at the swimmer's level, with places and price-list lines",
        params: idParam,
        response: { 200: schoolOptionsResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const swimmer = await visibleSwimmer(app.db, auth, request.params.id)
      const name = await levelName(app.db, swimmer.current_level)
      return findSchoolOptions(app.db, { ...swimmer, levelName: name }, todayOf(app.clock.now().toISOString()))
    },
  )

  app.get(
    '/swimmers/byschool/:schoolid',
    {
      config,
      schema: {
        tags,
        summary: 'The swimmers enrolled in a school right now',
        params: schoolIdParam,
        response: { 200: swimmerSearchResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const schoolId = request.params.schoolid
      return swimmersBySchool(app.db, auth, schoolId, todayOf(app.clock.now().toISOString()))
    },
  )
}
