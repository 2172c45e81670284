import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { errorResponse } from '@contract/common'
import {
  approveReportCardResponse,
  curriculumLevel,
  curriculumRequest,
  curriculumResponse,
  evaluationGrid,
  evaluationsRequest,
  evaluationsResponse,
  levelCodeParams,
  levelSkillsResponse,
  moveUpRequest,
  moveUpResponse,
  progressNoteRequest,
  progressOverview,
  progressOverviewQuery,
  progressSessionParams,
  progressSwimmerParams,
  readyQuery,
  readyResponse,
  reportCard,
  reportCardParams,
  reportCardRequest,
  reportCardsResponse,
  signOffResponse,
  swimmerProgress,
} from '@contract/progress'
import { languageOf } from '../../lib/messages'
import { changeCurriculum, levelSkills, listCurriculum } from './curriculum.service'
import { moveUp, readyList } from './move-up.service'
import {
  addProgressNote,
  evaluationGrid as readGrid,
  saveEvaluations,
  signOff,
  swimmerProgress as readProgress,
} from './progress.service'
import {
  approveReportCard,
  progressOverview as readOverview,
  reportCards,
  saveReportCard,
} from './report-cards.service'

// Skills and progress (issue 31). Rating skills needs Mod_SC EvaluateSkills (and, for a coach's account, a session
// they lead: the service's rule); reading progress, the ready list and report cards EvaluateSkills or
// ApproveReportCards; approving and signing off ApproveReportCards; the curriculum Settings ManageCurriculum; moving up
// Mod_SW (the level and enrolment actions are the service's, as Update Level and the enrolments check them).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }
const tags = ['Progress']
const EVALUATE = { module: 'Mod_SC', action: ['Mod_SC', 'EvaluateSkills'] } as const
const READ = { module: 'Mod_SC', action: ['Mod_SC', ['EvaluateSkills', 'ApproveReportCards']] } as const
const APPROVE = { module: 'Mod_SC', action: ['Mod_SC', 'ApproveReportCards'] } as const
const CURRICULUM = { module: 'Settings', action: ['Settings', 'ManageCurriculum'] } as const

const language = (request: FastifyRequest) => languageOf(request.headers['accept-language'])

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/levels/:levelcode/skills',
    {
      schema: {
        tags,
        summary: "A level's skills in its current curriculum, in order (name in the request's language)",
        params: levelCodeParams,
        response: { 200: levelSkillsResponse, ...errors },
      },
    },
    async (request) => levelSkills(app.db, request.params.levelcode, language(request)),
  )

  app.get(
    '/curriculum',
    {
      config: CURRICULUM,
      schema: {
        tags,
        summary: "Every level's current curriculum: skills in English and Arabic, required, pass rule, sign-off",
        response: { 200: curriculumResponse, ...errors },
      },
    },
    async (request) => listCurriculum(app.db, language(request)),
  )

  app.put(
    '/curriculum/:levelcode',
    {
      config: CURRICULUM,
      schema: {
        tags,
        summary: "A level's next curriculum version (past evaluations keep the skills they rated)",
        params: levelCodeParams,
        body: curriculumRequest,
        response: { 200: curriculumLevel, ...errors },
      },
    },
    async (request) =>
      changeCurriculum(app.db, request.acting, request.params.levelcode, request.body, language(request)),
  )

  app.get(
    '/sessions/:id/evaluations',
    {
      config: EVALUATE,
      schema: {
        tags,
        summary: "A session's evaluation grid: its roster × each swimmer's level's skills, current ratings, alerts",
        params: progressSessionParams,
        response: { 200: evaluationGrid, ...errors },
      },
    },
    async (request) => readGrid(app.db, request.acting, request.params.id, language(request)),
  )

  app.post(
    '/sessions/:id/evaluations',
    {
      config: EVALUATE,
      schema: {
        tags,
        summary: 'Rate skills at a session (its coach, its substitute or a supervisor); only changes are stored',
        params: progressSessionParams,
        body: evaluationsRequest,
        response: { 200: evaluationsResponse, ...errors },
      },
    },
    async (request) => saveEvaluations(app.db, request.acting, request.params.id, request.body),
  )

  app.get(
    '/swimmers/:id/progress',
    {
      config: READ,
      schema: {
        tags,
        summary: "A swimmer's level, skills with their ratings, readiness and timeline (staff and family notes apart)",
        params: progressSwimmerParams,
        response: { 200: swimmerProgress, ...errors },
      },
    },
    async (request) => readProgress(app.db, request.acting, request.params.id, language(request)),
  )

  app.post(
    '/swimmers/:id/progress-notes',
    {
      config: { ...EVALUATE, multiline: ['text'] },
      schema: {
        tags,
        summary: "A note on a swimmer's timeline, for staff only or for the family too",
        params: progressSwimmerParams,
        body: progressNoteRequest,
        response: { 200: swimmerProgress, ...errors },
      },
    },
    async (request) => addProgressNote(app.db, request.acting, request.params.id, request.body, language(request)),
  )

  app.post(
    '/swimmers/:id/sign-off',
    {
      config: APPROVE,
      schema: {
        tags,
        summary: "A supervisor signs off the swimmer's current level (when its pass rule asks for it)",
        params: progressSwimmerParams,
        response: { 200: signOffResponse, ...errors },
      },
    },
    async (request) => signOff(app.db, request.acting, request.params.id),
  )

  app.get(
    '/ready',
    {
      config: { ...READ, site: 'query.site' },
      schema: {
        tags,
        summary: "A site's swimmers ready to move up, with the next level's free seats at the site or its waitlist",
        querystring: readyQuery,
        response: { 200: readyResponse, ...errors },
      },
    },
    async (request) => readyList(app.db, request.acting, request.query.site, request.query.level),
  )

  app.post(
    '/swimmers/:id/move-up',
    {
      config: { module: 'Mod_SW' },
      schema: {
        tags,
        summary:
          'Move a ready swimmer up: the level change and the enrolment in a group of the next level (its invoice), ' +
          'or its waitlist, in one operation',
        params: progressSwimmerParams,
        body: moveUpRequest,
        response: { 200: moveUpResponse, ...errors },
      },
    },
    async (request) => moveUp(app.db, request.acting, request.params.id, request.body),
  )

  app.get(
    '/swimmers/:id/report-cards',
    {
      config: READ,
      schema: {
        tags,
        summary: "A swimmer's report cards, newest term first (a draft reads live; an approved one as approved)",
        params: progressSwimmerParams,
        response: { 200: reportCardsResponse, ...errors },
      },
    },
    async (request) => reportCards(app.db, request.acting, request.params.id),
  )

  app.post(
    '/swimmers/:id/report-cards',
    {
      config: { ...EVALUATE, multiline: ['familyNote'] },
      schema: {
        tags,
        summary: "A term's report card draft, made or its note for the family changed",
        params: progressSwimmerParams,
        body: reportCardRequest,
        response: { 200: reportCard, ...errors },
      },
    },
    async (request) => saveReportCard(app.db, request.acting, request.params.id, request.body),
  )

  app.post(
    '/report-cards/:id/approve',
    {
      config: APPROVE,
      schema: {
        tags,
        summary: "Approve a report card: frozen as approved, the family's 'report card ready' message queued",
        params: reportCardParams,
        response: { 200: approveReportCardResponse, ...errors },
      },
    },
    async (request) => approveReportCard(app.db, request.acting, request.params.id),
  )

  app.get(
    '/progress/overview',
    {
      config: { module: 'Settings', action: ['Settings', 'ViewReports'], site: 'query.site' },
      schema: {
        tags,
        summary: 'Per site and level: swimmers, ready, average days in the level; pass rates per coach',
        querystring: progressOverviewQuery,
        response: { 200: progressOverview, ...errors },
      },
    },
    async (request) => readOverview(app.db, request.acting, request.query.site),
  )
}
