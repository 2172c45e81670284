import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, messageResponse } from '@contract/common'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import {
  DEFAULT_SCHOOL_CAPACITY,
  SCHOOL_MESSAGES,
  allowedActions,
  createSchoolRequest,
  endSchoolRequest,
  isEndNotAfterStart,
  possibleSchoolParams,
  possibleSchoolQuery,
  requestedCapacity,
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
import type { CreateSchoolInput } from '@contract/schools'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { currentAuth, maySeeSite, requireAction, requireSite } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth'
import { writeAudit } from '../audit/audit.repository'
import { assertCoachFree } from '../coaches/schedule.repository'
import {
  assertSchoolCoach,
  countEnrolled,
  endSchool,
  findLatestSessionRegister,
  findRecentSessions,
  findSchool,
  findSchoolCoaches,
  findSchoolPeople,
  findSchoolRecord,
  findSchoolSwimmers,
  findSchools,
  findSchoolsOfSwimmer,
  findSwimmerForSchools,
  insertSchool,
  toSchoolResult,
  updateSchool,
} from './schools.repository'

// Schools management (SPEC.md section 7 'Schools'): Mod_SC for every route; each change checks the action,
// the site, the coach (an active SchoolCoach of the site, free at that time) and is audited in its transaction.

const config = { module: 'Mod_SC' } as const
const tags = ['Schools']
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

/** Actions about an existing school; CreateSchool is not one of them. */
const SCHOOL_ACTIONS = ACTIONS_BY_MODULE.Mod_SC.filter((name) => name !== 'CreateSchool')
/** What an ended school no longer offers. */
const ACTIVE_ONLY_ACTIONS = new Set<string>(['EndSchool', 'UpdateSchoolInfo', 'ManageAttendance', 'Attendes'])
/** Reading a school's register: whoever may see its details or take its attendance. */
const REGISTER_ACTIONS = ['ShowSchoolInfo', 'ManageAttendance', 'Attendes']

function requireAnyAction(auth: AuthContext, names: string[]): void {
  if (!names.some((name) => auth.granted.has(`Mod_SC:${name}`))) {
    throw forbidden(`You are not allowed to ${names[0]}`)
  }
}

const todayOf = (at: Date): string => at.toISOString().slice(0, 10)

/** A school the user may see, else 404; with `site`, it must also be at that site. */
async function visibleSchool(db: Kysely<Database>, auth: AuthContext, id: number, today: string, site?: number) {
  const school = await findSchool(db, id, today)
  if (!school || !maySeeSite(auth, school.site) || (site !== undefined && school.site !== site)) {
    throw notFound(site === undefined ? `School ${id} not found` : `School ${id} not found at this site`)
  }
  return school
}

const scheduleOf = (body: CreateSchoolInput) => ({
  level: body.schoolLevel,
  coach_id: body.coachID,
  first_day: body.firstDay,
  second_day: body.secondDay,
  start_time: body.startTime,
  end_time: body.endTime,
  school_type: body.type,
})

const warningFor = (body: CreateSchoolInput) =>
  isEndNotAfterStart(body.startTime, body.endTime) ? { warning: SCHOOL_MESSAGES.endNotAfterStart } : {}

export const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/schools/search',
    {
      config,
      schema: {
        tags,
        summary: 'Schools of a site by schoolID, coach name (fullName, any part), level or type; all given must match',
        body: schoolSearchRequest,
        response: { 200: schoolResults, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const body = request.body
      requireSite(auth, body.userSite)
      const rows = await findSchools(
        app.db,
        { id: body.schoolID, coachName: body.fullName, level: body.level, type: body.type, site: body.userSite },
        todayOf(app.clock.now()),
      )
      return rows.map(toSchoolResult)
    },
  )

  app.post(
    '/schools/search-actions',
    {
      config,
      schema: {
        tags,
        summary: "The Mod_SC actions the user's type is granted that make sense for this school",
        description: 'Accepts {userID, schoolID, userSite}, {UserID, SchoolID, UserSite} or {userId, schoolId, site}.',
        body: schoolActionsRequest,
        response: { 200: allowedActions, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { schoolID, site } = request.body
      requireSite(auth, site)
      const school = await visibleSchool(app.db, auth, schoolID, todayOf(app.clock.now()), site)
      const ended = school.end_date !== null
      return SCHOOL_ACTIONS.filter(
        (name) => auth.granted.has(`Mod_SC:${name}`) && !(ended && ACTIVE_ONLY_ACTIONS.has(name)),
      ).map((actionName) => ({ actionName }))
    },
  )

  app.post(
    '/schools/create',
    {
      config,
      schema: {
        tags,
        summary: 'Create a school; the coach must be an active school coach of the site, free at that time',
        description: `Fields may be strings. capacity (or numberCapacity) is optional, default ${DEFAULT_SCHOOL_CAPACITY}. An end time not after the start time is saved with a warning.`,
        body: createSchoolRequest,
        response: { 200: saveSchoolResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SC', 'CreateSchool')
      const body = request.body
      requireSite(auth, body.site)
      const now = app.clock.now()
      const at = now.toISOString()
      const slot = { days: [body.firstDay, body.secondDay], start: body.startTime, end: body.endTime }
      const schoolID = await app.db.transaction().execute(async (trx) => {
        await assertSchoolCoach(trx, body.coachID, body.site, app.dialect)
        await assertCoachFree(trx, body.coachID, slot)
        const row = {
          ...scheduleOf(body),
          site: body.site,
          capacity: requestedCapacity(body) ?? DEFAULT_SCHOOL_CAPACITY,
          start_date: todayOf(now),
          end_date: null,
          created_at: at,
          created_by: auth.userId,
        }
        const id = await insertSchool(trx, row)
        await writeAudit(trx, {
          userId: auth.userId,
          site: body.site,
          entity: 'school',
          entityId: id,
          action: 'CreateSchool',
          after: { ...row, id },
          at,
        })
        return id
      })
      return { message: 'School created successfully', schoolID, ...warningFor(body) }
    },
  )

  app.put(
    '/schools/update',
    {
      config,
      schema: {
        tags,
        summary: "Change an active school's level, type, coach, days, times or capacity",
        description: 'Capacity is kept when not given and cannot go below the swimmers enrolled today.',
        body: updateSchoolRequest,
        response: { 200: saveSchoolResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SC', 'UpdateSchoolInfo')
      const body = request.body
      requireSite(auth, body.site)
      const now = app.clock.now()
      const at = now.toISOString()
      const today = todayOf(now)
      await app.db.transaction().execute(async (trx) => {
        const before = await findSchoolRecord(trx, body.schoolID, app.dialect)
        if (!before || !maySeeSite(auth, before.site) || before.site !== body.site) {
          throw notFound(`School ${body.schoolID} not found at this site`)
        }
        if (before.end_date !== null) {
          throw conflict(`School ${before.id} ended on ${before.end_date} and can no longer be changed`, {
            schoolID: 'This school has ended',
          })
        }
        await assertSchoolCoach(trx, body.coachID, body.site, app.dialect)
        await assertCoachFree(
          trx,
          body.coachID,
          { days: [body.firstDay, body.secondDay], start: body.startTime, end: body.endTime },
          { kind: 'school', id: before.id },
        )
        const capacity = requestedCapacity(body) ?? before.capacity
        const enrolled = await countEnrolled(trx, before.id, today)
        if (capacity < enrolled) {
          throw conflict(`School ${before.id} has ${enrolled} swimmers enrolled: capacity cannot be ${capacity}`, {
            capacity: `At least ${enrolled}`,
          })
        }
        const changes = { ...scheduleOf(body), capacity, updated_at: at, updated_by: auth.userId }
        await updateSchool(trx, before.id, changes)
        await writeAudit(trx, {
          userId: auth.userId,
          site: before.site,
          entity: 'school',
          entityId: before.id,
          action: 'UpdateSchoolInfo',
          before,
          after: { ...before, ...changes },
          at,
        })
      })
      return { message: 'School updated successfully', schoolID: body.schoolID, ...warningFor(body) }
    },
  )

  app.post(
    '/schools/end',
    {
      config,
      schema: {
        tags,
        summary: 'End a school today: it stays in searches with its end date and takes no new swimmers',
        body: endSchoolRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SC', 'EndSchool')
      const body = request.body
      requireSite(auth, body.site)
      const now = app.clock.now()
      const at = now.toISOString()
      await app.db.transaction().execute(async (trx) => {
        const before = await findSchoolRecord(trx, body.schoolID, app.dialect)
        if (!before || !maySeeSite(auth, before.site) || before.site !== body.site) {
          throw notFound(`School ${body.schoolID} not found at this site`)
        }
        if (before.end_date !== null) {
          throw conflict(`School ${before.id} already ended on ${before.end_date}`, { schoolID: 'Already ended' })
        }
        const end = { end_date: todayOf(now), updated_at: at, updated_by: auth.userId }
        await endSchool(trx, before.id, end)
        await writeAudit(trx, {
          userId: auth.userId,
          site: before.site,
          entity: 'school',
          entityId: before.id,
          action: 'EndSchool',
          before,
          after: { ...before, ...end },
          at,
        })
      })
      return { message: 'School ended successfully' }
    },
  )

  app.get(
    '/schools/:id/details-tab',
    {
      config,
      schema: {
        tags,
        summary: 'Everything about one school, with its latest sessions',
        params: schoolIdParams,
        response: { 200: schoolDetailsTab, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SC', 'ShowSchoolInfo')
      const school = await visibleSchool(app.db, auth, request.params.id, todayOf(app.clock.now()))
      const [people, recentSessions, latestSession] = await Promise.all([
        findSchoolPeople(app.db, school),
        findRecentSessions(app.db, school.id),
        findLatestSessionRegister(app.db, school.id),
      ])
      return {
        ...toSchoolResult(school),
        siteName: people.siteName,
        coachMobile: school.coach_mobile,
        createdAt: school.created_at,
        createdBy: people.createdBy,
        updatedAt: school.updated_at,
        updatedBy: people.updatedBy,
        recentSessions,
        latestSession,
      }
    },
  )

  app.get(
    '/schools/:id/swimmers',
    {
      config,
      schema: {
        tags,
        summary: 'The swimmers enrolled in a school today',
        params: schoolIdParams,
        response: { 200: schoolSwimmers, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAnyAction(auth, REGISTER_ACTIONS)
      const today = todayOf(app.clock.now())
      const school = await visibleSchool(app.db, auth, request.params.id, today)
      const rows = await findSchoolSwimmers(app.db, school.id, today)
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

  /** Active schools of the swimmer's site, of that type, at the swimmer's level, with a free place. */
  async function possibleSchools(auth: AuthContext, swimmerId: number, type: number) {
    const swimmer = await findSwimmerForSchools(app.db, swimmerId)
    if (!swimmer || !maySeeSite(auth, swimmer.site)) throw notFound(`Swimmer ${swimmerId} not found`)
    const today = todayOf(app.clock.now())
    const [rows, current] = await Promise.all([
      findSchools(app.db, { site: swimmer.site, type, level: swimmer.current_level, activeOnly: true }, today),
      findSchoolsOfSwimmer(app.db, swimmer.id, today),
    ])
    return rows
      .map(toSchoolResult)
      .filter((school) => school.enrolled < school.capacity && !current.includes(school.schoolID))
  }

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
    async (request) => possibleSchools(currentAuth(request), request.params.id, request.params.type),
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
    async (request) => possibleSchools(currentAuth(request), request.query.swimmerId, request.query.type),
  )

  app.get(
    '/schools/coach-options/:site',
    {
      config,
      schema: {
        tags,
        summary: 'The active school coaches (SchoolCoach) of a site, for the create form',
        params: siteParams,
        response: { 200: schoolCoachOptions, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireSite(auth, request.params.site)
      const coaches = await findSchoolCoaches(app.db, request.params.site)
      return coaches.map((coach) => ({ coachID: coach.id, fullName: coach.full_name }))
    },
  )
}
