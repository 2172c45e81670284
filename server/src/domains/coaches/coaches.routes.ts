import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import { errorResponse, idParam, messageResponse } from '@contract/common'
import {
  addCoachRequest,
  coachDetails,
  coachList,
  coachListQuery,
  coachSaved,
  coachSwimmers,
  coachesBySite,
  coachesBySiteParams,
  freeCoachFinderRequest,
  freeCoachRows,
  freeCoachSearchRequest,
  freeCoaches,
  insertCoachRequest,
  updateCoachRequest,
} from '@contract/coaches'
import type { Acting } from '../../lib/actor'
import {
  addCoach,
  changeCoach,
  coachDetails as coachDetailsOf,
  coachSwimmers as coachSwimmersOf,
  coachesOfSite,
  deleteCoach,
  findFreeForFinder,
  listCoaches,
  searchFreeCoaches,
} from './coaches.service'
import { toCoachRow } from './coaches.view'

// Coaches (SPEC.md section 7 'Coaches'): the coaches screen's calls need Mod_CO and its actions; the Settings
// tab's calls need Settings → ManageCoaches; the free-coaches finder (a utility page every user sees) needs only
// a signed-in user and one of their sites. PUT /coaches/update serves both screens: its access follows the
// spelling of the body (coachId: Settings, coachID: coaches screen). Every rule is in coaches.service.

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }
const changeErrors = { ...errors, 409: errorResponse }

export const coachesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coaches',
    {
      config: { module: 'Mod_CO', action: ['Mod_CO', 'ViewCoaches'], site: 'query.site' },
      schema: {
        tags: ['Coaches'],
        summary: 'The coaches of the site the user chose (site=all: of every site of theirs), active or not',
        querystring: coachListQuery,
        response: { 200: coachList, ...errors },
      },
    },
    async (request) => listCoaches(app.db, request.acting, request.query.site),
  )

  app.post(
    '/coaches/free-coaches',
    {
      config: { module: 'Mod_CO', action: ['Mod_CO', 'FindFreeCoaches'], site: 'body.site' },
      schema: {
        tags: ['Coaches'],
        summary: 'Free coaches for the coaches screen: each of coachType, site, date and timeSlot may be null',
        description:
          'No coach type: both types. No site: every site of the user. No date: every day of the week (the coach ' +
          "must be free at that time on each). No time slot: the whole day. A single start time ('17:00') stands " +
          'for one hour.',
        body: freeCoachSearchRequest,
        response: { 200: freeCoachRows, ...errors },
      },
    },
    async (request) => {
      const { coachType, site, date, timeSlot } = request.body
      const coaches = await searchFreeCoaches(app.db, request.acting, site ?? 'all', {
        coachType: coachType ?? null,
        date: date ?? null,
        timeSlot: timeSlot ?? null,
      })
      return coaches.map((coach) => ({ ...toCoachRow(coach), coachId: coach.id, name: coach.full_name }))
    },
  )

  const finderAnswer = async (acting: Acting, criteria: typeof freeCoachFinderRequest._output) => {
    const coaches = await findFreeForFinder(app.db, acting, criteria)
    return coaches.map((coach) => ({ coachId: coach.id, name: coach.full_name }))
  }

  app.get(
    '/coaches/free-coaches',
    {
      config: { site: 'query.site' },
      schema: {
        tags: ['Coaches'],
        summary: 'The free-coaches finder: coaches of a type free at a site on two days from a start time (one hour)',
        querystring: freeCoachFinderRequest,
        response: { 200: freeCoaches, ...errors },
      },
    },
    async (request) => finderAnswer(request.acting, request.query),
  )

  app.post(
    '/coaches/free',
    {
      config: { site: 'body.site' },
      schema: {
        tags: ['Coaches'],
        summary: 'The free-coaches finder with its fields in the body: {type, startTime, firstDay, secondDay, site}',
        body: freeCoachFinderRequest,
        response: { 200: freeCoaches, ...errors },
      },
    },
    async (request) => finderAnswer(request.acting, request.body),
  )

  app.post(
    '/coaches/add',
    {
      config: { module: 'Mod_CO', action: ['Mod_CO', 'AddCoach'], site: 'body.site' },
      schema: {
        tags: ['Coaches'],
        summary: 'Add a coach (the Add New Coach dialog)',
        body: addCoachRequest,
        response: { 200: coachSaved, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      const fields = {
        fullName: body.coachName,
        mobileNumber: body.phone,
        coachType: body.coachType,
        site: body.site,
        email: body.email,
        specialization: body.specialization,
        experience: body.experience,
        birthDate: body.birthDate,
        gender: body.gender,
      }
      const coach = await addCoach(app.db, request.acting, fields, 'AddCoach')
      return { message: replyText(message('answer.coachAdded')), coachID: coach.id }
    },
  )

  app.post(
    '/coaches/insert',
    {
      config: { module: 'Settings', action: ['Settings', 'ManageCoaches'], site: 'body.site' },
      schema: {
        tags: ['Coaches', 'Settings'],
        summary: 'Insert a coach (Settings → Coaches)',
        body: insertCoachRequest,
        response: { 200: coachSaved, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      const fields = {
        fullName: body.fullName,
        mobileNumber: body.mobileNumber,
        coachType: body.type,
        site: body.site,
        birthDate: body.birthDate,
        gender: body.gender,
        isActive: body.isActive,
      }
      const coach = await addCoach(app.db, request.acting, fields, 'InsertCoach')
      return { message: replyText(message('answer.coachInserted')), coachID: coach.id }
    },
  )

  app.put(
    '/coaches/update',
    {
      schema: {
        tags: ['Coaches', 'Settings'],
        summary: "Update a coach: the Settings form's {coachId, …} or the coaches screen's {coachID, …}",
        body: updateCoachRequest,
        response: { 200: coachSaved, ...changeErrors },
      },
    },
    async (request) => {
      const changes = request.body
      await changeCoach(app.db, app.dialect, request.acting, changes)
      return { message: replyText(message('answer.coachUpdated')), coachID: changes.coachId }
    },
  )

  app.get(
    '/coaches/site/:site',
    {
      config: { module: 'Settings', action: ['Settings', 'ManageCoaches'], site: 'params.site' },
      schema: {
        tags: ['Coaches', 'Settings'],
        summary: 'The coaches of one site (Settings → Coaches), active or not',
        params: coachesBySiteParams,
        response: { 200: coachesBySite, ...errors },
      },
    },
    async (request) => {
      const coaches = await coachesOfSite(app.db, request.params.site)
      return coaches.map((coach) => ({
        coachID: coach.id,
        fullName: coach.full_name,
        mobileNumber: coach.mobile_number,
        coachType: coach.coach_type,
        isActive: coach.is_active === 1,
      }))
    },
  )

  app.get(
    '/coaches/:id',
    {
      config: { module: 'Mod_CO', action: ['Mod_CO', 'ViewCoachDetails'] },
      schema: {
        tags: ['Coaches'],
        summary: 'One coach with the active schools and pre-teams they teach (the Coach Details dialog)',
        params: idParam,
        response: { 200: coachDetails, ...errors },
      },
    },
    async (request) => coachDetailsOf(app.db, request.acting, request.params.id),
  )

  app.get(
    '/coaches/:id/swimmers',
    {
      config: { module: 'Mod_CO', action: ['Mod_CO', 'ViewCoachDetails'] },
      schema: {
        tags: ['Coaches'],
        summary: "The swimmers you may see who are currently enrolled in the coach's active schools and pre-teams",
        params: idParam,
        response: { 200: coachSwimmers, ...errors },
      },
    },
    async (request) => coachSwimmersOf(app.db, request.acting, request.params.id),
  )

  app.delete(
    '/coaches/:id',
    {
      config: { module: 'Mod_CO', action: ['Mod_CO', 'DeleteCoach'] },
      schema: {
        tags: ['Coaches'],
        summary: 'Delete a coach who teaches no active group (kept for history, gone from every list)',
        params: idParam,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      await deleteCoach(app.db, app.dialect, request.acting, request.params.id)
      return { message: replyText(message('answer.coachDeleted')) }
    },
  )
}
