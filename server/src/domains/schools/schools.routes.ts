import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyText } from '../../lib/messages'
import { message } from '@contract/messages/message'
import { errorResponse } from '@contract/common'
import {
  DEFAULT_SCHOOL_CAPACITY,
  allowedActions,
  createSchoolRequest,
  endSchoolRequest,
  endSchoolResponse,
  possibleSchoolParams,
  possibleSchoolQuery,
  saveSchoolResponse,
  schoolActionsRequest,
  schoolCoachOptions,
  schoolDetailsTab,
  schoolIdParams,
  schoolResults,
  schoolSearchRequest,
  schoolSwimmers,
  siteParams,
  updateSchoolRequest,
} from '@contract/schools'
import {
  REGISTER_ACTIONS,
  createSchool,
  endSchool,
  possibleSchools,
  schoolActions,
  schoolCoachOptions as coachOptionsOf,
  schoolDetails,
  schoolSwimmers as schoolSwimmersOf,
  searchSchools,
  updateSchool,
} from './schools.service'

// Schools management (SPEC.md section 7 'Schools'): Mod_SC for every route; each route declares the action and the
// site named in the request, then calls schools.service with request.acting; the service holds every rule (the
// coach: coaches.service).

const config = { module: 'Mod_SC' } as const
const tags = ['Schools']
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

export const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  // "Today" is the request's (request.acting.today): the academy's date in its time zone, not UTC's.

  app.post(
    '/schools/search',
    {
      config: { ...config, site: 'body.userSite' },
      schema: {
        tags,
        summary: 'Schools of a site by schoolID, coach name (fullName, any part), level or type; all given must match',
        body: schoolSearchRequest,
        response: { 200: schoolResults, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      return searchSchools(app.db, request.acting, {
        id: body.schoolID,
        coachName: body.fullName,
        level: body.level,
        type: body.type,
        site: body.userSite,
      })
    },
  )

  app.post(
    '/schools/search-actions',
    {
      config: { ...config, site: 'body.site' },
      schema: {
        tags,
        summary: "The Mod_SC actions the user's type is granted that make sense for this school",
        description: 'Accepts {userID, schoolID, userSite}, {UserID, SchoolID, UserSite} or {userId, schoolId, site}.',
        body: schoolActionsRequest,
        response: { 200: allowedActions, ...errors },
      },
    },
    async (request) => {
      const { schoolID, site } = request.body
      const names = await schoolActions(app.db, request.acting, schoolID, site)
      return names.map((actionName) => ({ actionName }))
    },
  )

  app.post(
    '/schools/create',
    {
      config: { ...config, action: ['Mod_SC', 'CreateSchool'], site: 'body.site' },
      schema: {
        tags,
        summary: 'Create a school; the coach must be an active school coach of the site, free at that time',
        description: `Fields may be strings. capacity (or numberCapacity) is optional, default ${DEFAULT_SCHOOL_CAPACITY}. An end time not after the start time is saved with a warning.`,
        body: createSchoolRequest,
        response: { 200: saveSchoolResponse, ...errors },
      },
    },
    async (request) => {
      const schoolID = await createSchool(app.db, request.acting, request.body)
      return { message: replyText(message('answer.schoolCreated')), schoolID }
    },
  )

  app.put(
    '/schools/update',
    {
      config: { ...config, action: ['Mod_SC', 'UpdateSchoolInfo'], site: 'body.site' },
      schema: {
        tags,
        summary: "Change an active school's level, type, coach, days, times or capacity",
        description: 'Capacity is kept when not given and cannot go below the swimmers enrolled today.',
        body: updateSchoolRequest,
        response: { 200: saveSchoolResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body
      await updateSchool(app.db, app.dialect, request.acting, body)
      return { message: replyText(message('answer.schoolUpdated')), schoolID: body.schoolID }
    },
  )

  app.post(
    '/schools/end',
    {
      config: { ...config, action: ['Mod_SC', 'EndSchool'], site: 'body.site' },
      schema: {
        tags,
        summary: 'End a school today: it stays in searches with its end date and takes no new swimmers',
        description:
          "Its swimmers' running enrolments end today in the same operation: invoices nothing was paid of are " +
          'cancelled, and what was paid for the unused time is recorded as owed to the family (`endedEnrolments`).',
        body: endSchoolRequest,
        response: { 200: endSchoolResponse, ...errors },
      },
    },
    async (request) => {
      const endedEnrolments = await endSchool(app.db, app.dialect, request.acting, request.body)
      return { message: replyText(message('answer.schoolEnded')), endedEnrolments }
    },
  )

  app.get(
    '/schools/:id/details-tab',
    {
      config: { ...config, action: ['Mod_SC', 'ShowSchoolInfo'] },
      schema: {
        tags,
        summary: 'Everything about one school, with its latest sessions',
        params: schoolIdParams,
        response: { 200: schoolDetailsTab, ...errors },
      },
    },
    async (request) => schoolDetails(app.db, request.acting, request.params.id),
  )

  app.get(
    '/schools/:id/swimmers',
    {
      config: { ...config, action: ['Mod_SC', REGISTER_ACTIONS] },
      schema: {
        tags,
        summary: 'The swimmers enrolled in a school today',
        params: schoolIdParams,
        response: { 200: schoolSwimmers, ...errors },
      },
    },
    async (request) => {
      const rows = await schoolSwimmersOf(app.db, request.acting, request.params.id)
      return rows.map((row) => ({
        swimmerID: row.id,
        fullName: row.full_name,
        year: row.birth_year,
        currentLevel: row.level_name ?? 'Unknown',
        enrolmentStart: row.start_date,
        enrolmentEnd: row.end_date,
        frozen: Boolean(row.frozen),
      }))
    },
  )

  app.get(
    '/schools/:id/possible-school/:type',
    {
      config,
      schema: {
        tags,
        summary: 'Schools swimmer {id} could join: this type, their level, their site, a free place',
        params: possibleSchoolParams,
        response: { 200: schoolResults, ...errors },
      },
    },
    async (request) => possibleSchools(app.db, request.acting, request.params.id, request.params.type),
  )

  app.get(
    '/schools/view-possible-school',
    {
      config,
      schema: {
        tags,
        summary: 'Schools a swimmer could join (same as /schools/{id}/possible-school/{type})',
        querystring: possibleSchoolQuery,
        response: { 200: schoolResults, ...errors },
      },
    },
    async (request) => possibleSchools(app.db, request.acting, request.query.swimmerId, request.query.type),
  )

  app.get(
    '/schools/coach-options/:site',
    {
      config: { ...config, site: 'params.site' },
      schema: {
        tags,
        summary: 'The active school coaches (SchoolCoach) of a site, for the create form',
        params: siteParams,
        response: { 200: schoolCoachOptions, ...errors },
      },
    },
    async (request) => coachOptionsOf(app.db, request.params.site),
  )
}
