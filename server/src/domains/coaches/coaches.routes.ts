import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { errorResponse, idParam, messageResponse } from '@contract/common'
import {
  COACH_SUCCESS,
  DAY_CODES,
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
  slotFromStart,
  updateCoachRequest,
  type CoachChanges,
} from '@contract/coaches'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'
import { dayCodeOf, toDateText } from '../../lib/dates'
import { conflict, forbidden, notFound } from '../../lib/http-error'
import { currentAuth, hasModule, maySeeSite, requireAction, requireSite, type AuthContext } from '../../plugins/auth'
import { writeAudit } from '../audit/audit.repository'
import {
  coachSnapshot,
  describeGroups,
  findCoach,
  findCoachGroups,
  findCoachSwimmers,
  findCoaches,
  findCoachesOfSite,
  findFreeCoaches,
  insertCoach,
  softDeleteCoach,
  toCoachRow,
  updateCoach,
  type CoachRecord,
  type NewCoach,
} from './coaches.repository'

// Coaches (SPEC.md section 7 'Coaches'): the coaches screen's calls need Mod_CO and its actions; the Settings
// tab's calls need Settings → ManageCoaches; the free-coaches finder (a utility page every user sees) needs only
// a signed-in user and one of their sites. PUT /coaches/update serves both screens: its access follows the
// spelling of the body (coachId: Settings, coachID: coaches screen).

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse }
const changeErrors = { ...errors, 409: errorResponse }

/** A start time with no slot end means an hour; no slot at all means the whole day. */
const WHOLE_DAY = { start: '00:00', end: '24:00' }

/**
 * A live coach at one of the user's sites, or 404 (another site's coach is answered as not found). Before a change,
 * pass the dialect to lock the row for the rest of the transaction.
 */
async function visibleCoach(
  db: Kysely<Database>,
  auth: AuthContext,
  coachId: number,
  lock: { dialect: Dialect } | null = null,
): Promise<CoachRecord> {
  const coach = await findCoach(db, coachId, lock)
  if (!coach || !maySeeSite(auth, coach.site)) throw notFound(`Coach ${coachId} not found`)
  return coach
}

/** Refuses a change that would strand the coach's active groups (deleting, deactivating, moving site). */
async function assertNoActiveGroups(db: Kysely<Database>, coach: CoachRecord, what: string): Promise<void> {
  const groups = await findCoachGroups(db, coach.id)
  if (groups.length === 0) return
  throw conflict(
    `${coach.full_name} (coach ${coach.id}) still teaches ${describeGroups(groups)}: ` +
      `end them or give them another coach before ${what}`,
    { coachID: 'This coach still teaches active groups' },
  )
}

/** Who may send an update depends on which screen's spelling it uses. */
function requireUpdateAccess(auth: AuthContext, form: CoachChanges['form']): void {
  if (form === 'settings') {
    requireAction(auth, 'Settings', 'ManageCoaches')
    return
  }
  if (!hasModule(auth, 'Mod_CO')) throw forbidden('You do not have access to Coaches management')
  // The coaches screen has no edit action of its own: whoever may add a coach may correct one.
  requireAction(auth, 'Mod_CO', 'AddCoach')
}

type Actor = { userId: number; at: string }

/** The audit entry of a change to a coach; `before` is left out for a new coach. */
async function auditCoach(
  db: Kysely<Database>,
  actor: Actor,
  action: string,
  change: { before?: CoachRecord; after: CoachRecord },
): Promise<void> {
  await writeAudit(db, {
    ...actor,
    site: change.after.site,
    entity: 'coach',
    entityId: change.after.id,
    action,
    ...(change.before && { before: coachSnapshot(change.before) }),
    after: coachSnapshot(change.after),
  })
}

/** Adds a coach and audits it in one transaction (the coaches screen and Settings each send their own fields). */
function insertAudited(db: Kysely<Database>, coach: NewCoach, actor: Actor, action: string): Promise<CoachRecord> {
  return db.transaction().execute(async (trx) => {
    const created = await insertCoach(trx, coach, actor)
    await auditCoach(trx, actor, action, { after: created })
    return created
  })
}

async function freeForFinder(
  app: FastifyInstance,
  auth: AuthContext,
  criteria: z.output<typeof freeCoachFinderRequest>,
) {
  requireSite(auth, criteria.site)
  const coaches = await findFreeCoaches(app.db, {
    sites: [criteria.site],
    coachType: criteria.type,
    days: [...new Set([criteria.firstDay, criteria.secondDay])],
    ...slotFromStart(criteria.startTime),
  })
  return coaches.map((coach) => ({ coachId: coach.id, name: coach.full_name }))
}

export const coachesRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (auth: AuthContext) => ({ userId: auth.userId, at: app.clock.now().toISOString() })

  app.get(
    '/coaches',
    {
      config: { module: 'Mod_CO' },
      schema: {
        tags: ['Coaches'],
        summary: "The coaches of the user's sites (or of one of them), active or not",
        querystring: coachListQuery,
        response: { 200: coachList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_CO', 'ViewCoaches')
      const site = request.query.site ?? null
      if (site !== null) requireSite(auth, site)
      const coaches = await findCoaches(app.db, site !== null ? [site] : auth.sites.map((entry) => entry.id))
      return coaches.map(toCoachRow)
    },
  )

  app.post(
    '/coaches/free-coaches',
    {
      config: { module: 'Mod_CO' },
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
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_CO', 'FindFreeCoaches')
      const { coachType, site, date, timeSlot } = request.body
      if (site != null) requireSite(auth, site)
      const coaches = await findFreeCoaches(app.db, {
        sites: site != null ? [site] : auth.sites.map((entry) => entry.id),
        coachType: coachType ?? null,
        days: date != null ? [dayCodeOf(date)] : DAY_CODES,
        ...(timeSlot ?? WHOLE_DAY),
      })
      return coaches.map((coach) => ({ ...toCoachRow(coach), coachId: coach.id, name: coach.full_name }))
    },
  )

  app.get(
    '/coaches/free-coaches',
    {
      schema: {
        tags: ['Coaches'],
        summary: 'The free-coaches finder: coaches of a type free at a site on two days from a start time (one hour)',
        querystring: freeCoachFinderRequest,
        response: { 200: freeCoaches, ...errors },
      },
    },
    async (request) => freeForFinder(app, currentAuth(request), request.query),
  )

  app.post(
    '/coaches/free',
    {
      schema: {
        tags: ['Coaches'],
        summary: 'The free-coaches finder with its fields in the body: {type, startTime, firstDay, secondDay, site}',
        body: freeCoachFinderRequest,
        response: { 200: freeCoaches, ...errors },
      },
    },
    async (request) => freeForFinder(app, currentAuth(request), request.body),
  )

  app.post(
    '/coaches/add',
    {
      config: { module: 'Mod_CO' },
      schema: {
        tags: ['Coaches'],
        summary: 'Add a coach (the Add New Coach dialog)',
        body: addCoachRequest,
        response: { 200: coachSaved, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_CO', 'AddCoach')
      const body = request.body
      requireSite(auth, body.site)
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
      const coach = await insertAudited(app.db, fields, actorOf(auth), 'AddCoach')
      return { message: COACH_SUCCESS.added, coachID: coach.id }
    },
  )

  app.post(
    '/coaches/insert',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Coaches', 'Settings'],
        summary: 'Insert a coach (Settings → Coaches)',
        body: insertCoachRequest,
        response: { 200: coachSaved, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageCoaches')
      const body = request.body
      requireSite(auth, body.site)
      const fields = {
        fullName: body.fullName,
        mobileNumber: body.mobileNumber,
        coachType: body.type,
        site: body.site,
        birthDate: body.birthDate,
        gender: body.gender,
        isActive: body.isActive,
      }
      const coach = await insertAudited(app.db, fields, actorOf(auth), 'InsertCoach')
      return { message: COACH_SUCCESS.inserted, coachID: coach.id }
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
      const auth = currentAuth(request)
      const changes = request.body
      requireUpdateAccess(auth, changes.form)
      if (changes.site !== undefined) requireSite(auth, changes.site)
      const actor = actorOf(auth)
      await app.db.transaction().execute(async (trx) => {
        const before = await visibleCoach(trx, auth, changes.coachId, app)
        if (changes.isActive === false && before.is_active === 1) {
          await assertNoActiveGroups(trx, before, 'making them inactive')
        }
        if (changes.site !== undefined && changes.site !== before.site) {
          await assertNoActiveGroups(trx, before, 'moving them to another site')
        }
        const after = await updateCoach(trx, changes, actor)
        await auditCoach(trx, actor, 'UpdateCoach', { before, after })
      })
      return { message: COACH_SUCCESS.updated, coachID: changes.coachId }
    },
  )

  app.get(
    '/coaches/site/:site',
    {
      config: { module: 'Settings' },
      schema: {
        tags: ['Coaches', 'Settings'],
        summary: 'The coaches of one site (Settings → Coaches), active or not',
        params: coachesBySiteParams,
        response: { 200: coachesBySite, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Settings', 'ManageCoaches')
      requireSite(auth, request.params.site)
      const coaches = await findCoachesOfSite(app.db, request.params.site)
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
      config: { module: 'Mod_CO' },
      schema: {
        tags: ['Coaches'],
        summary: 'One coach with the active schools and pre-teams they teach (the Coach Details dialog)',
        params: idParam,
        response: { 200: coachDetails, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_CO', 'ViewCoachDetails')
      const coach = await visibleCoach(app.db, auth, request.params.id)
      return {
        ...toCoachRow(coach),
        birthDate: coach.birth_date,
        gender: coach.gender,
        groups: await findCoachGroups(app.db, coach.id),
      }
    },
  )

  app.get(
    '/coaches/:id/swimmers',
    {
      config: { module: 'Mod_CO' },
      schema: {
        tags: ['Coaches'],
        summary: "The swimmers currently enrolled in the coach's active schools and pre-teams",
        params: idParam,
        response: { 200: coachSwimmers, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_CO', 'ViewCoachDetails')
      const coach = await visibleCoach(app.db, auth, request.params.id)
      return findCoachSwimmers(app.db, coach.id, toDateText(app.clock.now()))
    },
  )

  app.delete(
    '/coaches/:id',
    {
      config: { module: 'Mod_CO' },
      schema: {
        tags: ['Coaches'],
        summary: 'Delete a coach who teaches no active group (kept for history, gone from every list)',
        params: idParam,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_CO', 'DeleteCoach')
      const actor = actorOf(auth)
      await app.db.transaction().execute(async (trx) => {
        const before = await visibleCoach(trx, auth, request.params.id, app)
        await assertNoActiveGroups(trx, before, 'deleting them')
        const after = await softDeleteCoach(trx, before.id, actor)
        await auditCoach(trx, actor, 'DeleteCoach', { before, after })
      })
      return { message: COACH_SUCCESS.deleted }
    },
  )
}
