import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParam, messageResponse } from '@contract/common'
import { LOOKUP_GROUP } from '@contract/lookups'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import {
  addSwimmerRequest,
  addSwimmerResponse,
  isPreTeamLevel,
  searchActionsRequest,
  searchActionsResponse,
  swimmerDetails,
  swimmerLogsResponse,
  swimmerSearchRequest,
  swimmerSearchResponse,
  technicalData,
  updateSwimmerRequest,
} from '@contract/swimmers'
import { isValidDateText } from '../../lib/dates'
import { badRequest, conflict } from '../../lib/http-error'
import { currentAuth, requireAction, requireSite } from '../../plugins/auth'
import { findAuditEntries, writeAudit } from '../audit/audit.repository'
import { findTechnicalData } from './swimmer-history.repository'
import {
  endRunningEnrolments,
  findClub,
  findLookupItem,
  findParent,
  findRunningFreeze,
  findSwimmerDetails,
  insertLevelHistory,
  insertSwimmer,
  searchSwimmers,
  updateParentContact,
  updateSwimmerIfUnchanged,
} from './swimmers.repository'
import { swimmerActionRoutes } from './swimmer-actions.routes'
import {
  EDIT_ACTIONS,
  actorOf,
  changeErrors,
  readErrors,
  requireAnyAction,
  swimmerSnapshot,
  todayOf,
  visibleSwimmer,
} from './swimmer-access'
import { swimmerSchoolRoutes } from '../enrolments/swimmer-school.routes'

// Swimmers management (SPEC.md section 7, Swimmers): search, the per-swimmer action list, add, edit, delete and
// the read-only tabs. Level, site, freeze, renewal, times and attendance are in swimmer-action-routes.ts;
// enrolments and group options in swimmer-school-routes.ts.

const tags = ['Swimmers']
const config = { module: 'Mod_SW' as const }

/** Actions that are not about one swimmer, so never in a swimmer's action list. */
const NOT_PER_SWIMMER = new Set<string>(['AddSwimmer'])

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

/** A birth date moved to another year, keeping day and month (29 February becomes the 28th). */
function withYear(birthDate: string, year: number): string {
  const moved = `${String(year).padStart(4, '0')}${birthDate.slice(4)}`
  return isValidDateText(moved) ? moved : `${moved.slice(0, 8)}28`
}

export const swimmersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(swimmerActionRoutes)
  await app.register(swimmerSchoolRoutes)

  app.post(
    '/swimmers/search',
    {
      config,
      schema: {
        tags,
        summary: 'Find swimmers by ID, any part of the full name, birth year or level, at the sites the user may use',
        body: swimmerSearchRequest,
        response: { 200: swimmerSearchResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { userID: _ignored, ...criteria } = request.body
      const today = todayOf(app.clock.now().toISOString())
      return searchSwimmers(
        app.db,
        criteria,
        auth.sites.map((site) => site.id),
        today,
      )
    },
  )

  app.post(
    '/swimmers/search-actions',
    {
      config,
      schema: {
        tags,
        summary: "The Mod_SW actions the user may take on this swimmer in the swimmer's present state",
        body: searchActionsRequest,
        response: { 200: searchActionsResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { swimmerID, userSite } = request.body
      requireSite(auth, userSite)
      const swimmer = await visibleSwimmer(app.db, auth, swimmerID)
      const frozen = Boolean(await findRunningFreeze(app.db, swimmer.id))
      const preTeamLevel = isPreTeamLevel(swimmer.current_level)
      const atThisSite = swimmer.site === userSite
      const anotherSite = auth.sites.some((site) => site.id !== swimmer.site)
      // Actions that make no sense for this swimmer right now are left out (SPEC.md section 4).
      const senseless = new Set<string>(NOT_PER_SWIMMER)
      if (frozen) ['FreezSwim', 'AddSwimmerToPTeam', 'AddSwimmerToSchool', 'Attendes'].forEach((a) => senseless.add(a))
      if (!atThisSite) ['AddSwimmerToPTeam', 'AddSwimmerToSchool'].forEach((a) => senseless.add(a))
      senseless.add(preTeamLevel ? 'UpdateSchoolLevel' : 'UpdatePTeamLevel')
      senseless.add(preTeamLevel ? 'AddSwimmerToSchool' : 'AddSwimmerToPTeam')
      if (!anotherSite) senseless.add('ChangeSite')
      return ACTIONS_BY_MODULE.Mod_SW.filter((name) => auth.granted.has(`Mod_SW:${name}`) && !senseless.has(name)).map(
        (actionName) => ({ actionName }),
      )
    },
  )

  app.post(
    '/swimmers/add',
    {
      config,
      schema: {
        tags,
        summary: 'Register a new swimmer at the site, with the parent’s details; answers the new swimmerID',
        body: addSwimmerRequest,
        response: { 200: addSwimmerResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'AddSwimmer')
      const body = request.body
      requireSite(auth, body.site)
      const actor = actorOf(app, auth)
      if (body.birthDate > todayOf(actor.at) || body.birthDate < '1900-01-01') {
        throw badRequest('Birth date must be a date in the past', {
          birthDate: 'Birth date must be a date in the past',
        })
      }
      const [level, gender, club] = await Promise.all([
        findLookupItem(app.db, LOOKUP_GROUP.level, body.startLevel),
        findLookupItem(app.db, LOOKUP_GROUP.gender, body.gender),
        findClub(app.db, body.club),
      ])
      const errors: Record<string, string> = {}
      if (!level) errors.startLevel = 'Start level must be a level code'
      if (!gender) errors.gender = 'Gender must be Male (5) or Female (6)'
      if (!club) errors.club = 'Club must be one of the clubs'
      if (Object.keys(errors).length > 0) {
        throw badRequest(
          Object.entries(errors)
            .map(([field, text]) => `${field}: ${text}`)
            .join('; '),
          errors,
        )
      }
      const swimmerID = await app.db.transaction().execute(async (trx) => {
        const created = await insertSwimmer(
          trx,
          {
            fullName: body.fullName,
            birthDate: body.birthDate,
            gender: body.gender,
            startLevel: body.startLevel,
            site: body.site,
            club: body.club,
            parent: {
              primaryPhone: body.primaryPhone,
              secondaryPhone: body.secondaryPhone,
              primaryJob: body.primaryJob,
              secondaryJob: body.secondaryJob,
              email: body.email,
              address: body.address,
            },
          },
          actor,
        )
        await writeAudit(trx, {
          ...actor,
          site: body.site,
          entity: 'swimmer',
          entityId: created.id,
          action: 'AddSwimmer',
          after: { ...created.row, id: created.id, parent: created.parent },
        })
        return created.id
      })
      return { message: 'Swimmer added successfully', swimmerID }
    },
  )

  app.put(
    '/swimmers/update',
    {
      config,
      schema: {
        tags,
        summary: "Edit a swimmer's name, birth year, level and the parent's phone and email",
        body: updateSwimmerRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAnyAction(auth, EDIT_ACTIONS)
      const body = request.body
      requireSite(auth, body.site)
      const swimmer = await visibleSwimmer(app.db, auth, body.swimmerID)
      const actor = actorOf(app, auth)
      if (body.year > Number(todayOf(actor.at).slice(0, 4))) {
        throw badRequest('year: Year cannot be in the future', { year: 'Year cannot be in the future' })
      }
      if (!(await findLookupItem(app.db, LOOKUP_GROUP.level, body.level))) {
        throw badRequest('level: Level must be a level code', { level: 'Level must be a level code' })
      }
      await app.db.transaction().execute(async (trx) => {
        const parent = await findParent(trx, swimmer.id)
        const changes = {
          full_name: body.fullName,
          birth_year: body.year,
          birth_date: withYear(swimmer.birth_date, body.year),
          current_level: body.level,
          updated_at: actor.at,
          updated_by: actor.userId,
        }
        const saved = await updateSwimmerIfUnchanged(
          trx,
          swimmer.id,
          { updated_at: swimmer.updated_at, current_level: swimmer.current_level },
          changes,
        )
        if (!saved) throw conflict('The swimmer was changed meanwhile: nothing was saved, try again')
        await updateParentContact(trx, swimmer.id, { phone: body.parentPhone, email: body.parentEmail })
        if (body.level !== swimmer.current_level) {
          await insertLevelHistory(trx, { swimmerId: swimmer.id, level: body.level, site: swimmer.site }, actor)
        }
        await writeAudit(trx, {
          ...actor,
          site: body.site,
          entity: 'swimmer',
          entityId: swimmer.id,
          action: 'UpdateSwimmer',
          before: { ...swimmerSnapshot(swimmer), parentPhone: parent?.primary_phone, parentEmail: parent?.email },
          after: {
            fullName: changes.full_name,
            year: changes.birth_year,
            birthDate: changes.birth_date,
            currentLevel: changes.current_level,
            parentPhone: body.parentPhone,
            parentEmail: body.parentEmail,
          },
        })
      })
      return { message: 'Swimmer updated successfully' }
    },
  )

  app.delete(
    '/swimmers/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a swimmer: hidden from now on, with invoices, payments and the audit trail kept',
        params: idParam,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'DeleteSwimmer')
      const swimmer = await visibleSwimmer(app.db, auth, request.params.id)
      const actor = actorOf(app, auth)
      const today = todayOf(actor.at)
      const yesterday = dayBefore(today)
      await app.db.transaction().execute(async (trx) => {
        const saved = await updateSwimmerIfUnchanged(
          trx,
          swimmer.id,
          { updated_at: swimmer.updated_at },
          { deleted_at: actor.at, updated_at: actor.at, updated_by: actor.userId },
        )
        if (!saved) throw conflict('The swimmer was changed meanwhile: nothing was deleted, try again')
        const ended = await endRunningEnrolments(trx, swimmer.id, today, yesterday)
        await writeAudit(trx, {
          ...actor,
          site: swimmer.site,
          entity: 'swimmer',
          entityId: swimmer.id,
          action: 'DeleteSwimmer',
          before: { ...swimmerSnapshot(swimmer), runningEnrolments: ended },
          after: { deletedAt: actor.at, enrolmentsEndedOn: yesterday },
        })
      })
      return { message: 'Swimmer deleted successfully' }
    },
  )

  app.get(
    '/swimmers/:id/info-tab',
    {
      config,
      schema: {
        tags,
        summary: "A swimmer's details: the search row, birth, gender, parent, subscription, freeze and groups",
        params: idParam,
        response: { 200: swimmerDetails, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const swimmer = await visibleSwimmer(app.db, auth, request.params.id)
      return findSwimmerDetails(app.db, swimmer, todayOf(app.clock.now().toISOString()))
    },
  )

  app.get(
    '/swimmers/:id/technical-tab',
    {
      config,
      schema: {
        tags,
        summary:
          'Everything recorded about a swimmer: levels, times, freezes, renewals, enrolments, invoices, attendance',
        params: idParam,
        response: { 200: technicalData, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const swimmer = await visibleSwimmer(app.db, auth, request.params.id)
      return findTechnicalData(app.db, swimmer.id)
    },
  )

  app.get(
    '/swimmers/:id/logs',
    {
      config,
      schema: {
        tags,
        summary: "The swimmer's audit trail: who did what, when, at which site, before and after",
        params: idParam,
        response: { 200: swimmerLogsResponse, ...readErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const swimmer = await visibleSwimmer(app.db, auth, request.params.id)
      const entries = await findAuditEntries(app.db, 'swimmer', swimmer.id)
      return entries.map((entry) => ({
        logID: entry.id,
        at: entry.at,
        action: entry.action,
        userID: entry.user_id,
        userName: entry.user_name,
        site: entry.site,
        siteName: entry.site_name,
        before: parseJson(entry.before_json),
        after: parseJson(entry.after_json),
      }))
    },
  )
}

function dayBefore(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`) - 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}
