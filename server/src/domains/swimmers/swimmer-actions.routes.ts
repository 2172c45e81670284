import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { centsToAmount, messageResponse } from '@contract/common'
import { LOOKUP_GROUP, PRODUCT_PRETEAM } from '@contract/lookups'
import {
  attendanceRequest,
  changeSiteRequest,
  freezeRequest,
  isPreTeamLevel,
  renewalRequest,
  renewalResponse,
  updateLevelRequest,
  updateTimesRequest,
} from '@contract/swimmers'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../lib/db-errors'
import { addMonths } from '../../lib/dates'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { currentAuth, requireAction, requireSite } from '../../plugins/auth'
import { writeAudit } from '../audit/audit.repository'
import {
  countRunningSchoolPlaces,
  endFreeze,
  extendEnrolment,
  findAttendance,
  findFirstRunningSchool,
  findLatestEnrolment,
  findSchoolCapacity,
  insertAttendance,
  insertFreeze,
  insertSubscription,
  insertTimes,
  updateAttendance,
} from './swimmer-history.repository'
import {
  findLookupItem,
  findRunningFreeze,
  insertLevelHistory,
  updateSwimmerIfUnchanged,
  type SwimmerRow,
} from './swimmers.repository'
import { createInvoice, findPrice } from '../payments/billing.service'
import { actorOf, changeErrors, requireAnyAction, todayOf, visibleSwimmer } from './swimmer-access'

// Swimmer actions (SPEC.md section 4): level, site, freeze, renewal, times and attendance. Each one checks the
// user's action and site, changes the swimmer in one transaction and writes the audit entry in that transaction.

const tags = ['Swimmers']
const config = { module: 'Mod_SW' as const }
const changed = () => conflict('The swimmer was changed meanwhile: nothing was saved, try again')

type Actor = ReturnType<typeof actorOf>

/** Saves swimmer columns, stamped with the actor, only if the row still holds `expected`; else 409. */
async function saveIfUnchanged(
  db: Kysely<Database>,
  swimmerId: number,
  expected: Parameters<typeof updateSwimmerIfUnchanged>[2],
  changes: Parameters<typeof updateSwimmerIfUnchanged>[3],
  actor: Actor,
): Promise<void> {
  const stamped = { ...changes, updated_at: actor.at, updated_by: actor.userId }
  if (!(await updateSwimmerIfUnchanged(db, swimmerId, expected, stamped))) throw changed()
}

/** The audit entry of one swimmer action, at the site the request names. */
function auditSwimmer(
  db: Kysely<Database>,
  actor: Actor,
  entry: { site: number; swimmerId: number; action: string; before?: unknown; after: unknown },
): Promise<void> {
  const { swimmerId, ...rest } = entry
  return writeAudit(db, { ...actor, ...rest, entity: 'swimmer', entityId: swimmerId })
}

/**
 * What a renewal is priced as when the swimmer has never been in a group: PreTeam (100) at a pre-team level,
 * otherwise the school type of the first running school of the swimmer's level at their site.
 */
async function productWithoutGroup(db: Kysely<Database>, swimmer: SwimmerRow): Promise<number> {
  if (isPreTeamLevel(swimmer.current_level)) return PRODUCT_PRETEAM
  const school = await findFirstRunningSchool(db, swimmer.site, swimmer.current_level)
  if (!school) {
    throw badRequest(
      'There is no school or pre-team of this level to price the renewal: add the swimmer to one first',
      {
        swimmerID: 'Nothing to price the renewal',
      },
    )
  }
  return school.school_type
}

export const swimmerActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/swimmers/update-level',
    {
      config,
      schema: {
        tags,
        summary: 'Move a swimmer to a new level; the level history keeps the old one',
        body: updateLevelRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { swimmerID, newLevel, site } = request.body
      // UpdateLevel covers every level; UpdateSchoolLevel and UpdatePTeamLevel cover their own ladder.
      requireAnyAction(auth, ['UpdateLevel', isPreTeamLevel(newLevel) ? 'UpdatePTeamLevel' : 'UpdateSchoolLevel'])
      requireSite(auth, site)
      const swimmer = await visibleSwimmer(app.db, auth, swimmerID)
      if (!(await findLookupItem(app.db, LOOKUP_GROUP.level, newLevel))) {
        throw badRequest('newLevel: Level must be a level code', { newLevel: 'Level must be a level code' })
      }
      if (newLevel === swimmer.current_level) {
        throw badRequest('newLevel: The swimmer is already at this level', {
          newLevel: 'The swimmer is already at this level',
        })
      }
      const actor = actorOf(app, auth)
      await app.db.transaction().execute(async (trx) => {
        await saveIfUnchanged(
          trx,
          swimmer.id,
          { current_level: swimmer.current_level },
          { current_level: newLevel },
          actor,
        )
        await insertLevelHistory(trx, { swimmerId: swimmer.id, level: newLevel, site: swimmer.site }, actor)
        await auditSwimmer(trx, actor, {
          site,
          swimmerId: swimmer.id,
          action: 'UpdateLevel',
          before: { currentLevel: swimmer.current_level },
          after: { currentLevel: newLevel },
        })
      })
      return { message: 'Swimmer level updated successfully' }
    },
  )

  app.put(
    '/swimmers/change-site',
    {
      config,
      schema: {
        tags,
        summary: 'Move a swimmer to another of the user’s sites (site is the new site)',
        body: changeSiteRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'ChangeSite')
      const { swimmerID, site } = request.body
      requireSite(auth, site)
      const swimmer = await visibleSwimmer(app.db, auth, swimmerID)
      if (swimmer.site === site) {
        throw badRequest('site: The swimmer is already at this site', { site: 'The swimmer is already at this site' })
      }
      const actor = actorOf(app, auth)
      await app.db.transaction().execute(async (trx) => {
        await saveIfUnchanged(trx, swimmer.id, { site: swimmer.site }, { site }, actor)
        await auditSwimmer(trx, actor, {
          site,
          swimmerId: swimmer.id,
          action: 'ChangeSite',
          before: { site: swimmer.site },
          after: { site },
        })
      })
      return { message: 'Swimmer site changed successfully' }
    },
  )

  app.post(
    '/swimmers/freeze-swim',
    {
      config,
      schema: {
        tags,
        summary: 'Freeze a swimmer from a date, with a reason; a frozen swimmer cannot be frozen again',
        body: freezeRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'FreezSwim')
      const { swimmerID, freezeReason, freezeDate, site } = request.body
      requireSite(auth, site)
      const swimmer = await visibleSwimmer(app.db, auth, swimmerID)
      const actor = actorOf(app, auth)
      const today = todayOf(actor.at)
      if (freezeDate > addMonths(today, 12) || freezeDate < addMonths(today, -12)) {
        throw badRequest('freezeDate: Freeze date must be within a year of today', {
          freezeDate: 'Freeze date must be within a year of today',
        })
      }
      const alreadyFrozen = () =>
        conflict(`Swimmer ${swimmer.id} is already frozen`, { swimmerID: 'This swimmer is already frozen' })
      if (await findRunningFreeze(app.db, swimmer.id)) throw alreadyFrozen()
      try {
        await app.db.transaction().execute(async (trx) => {
          const freeze = await insertFreeze(
            trx,
            { swimmerId: swimmer.id, reason: freezeReason, freezeDate, site },
            actor,
          )
          await auditSwimmer(trx, actor, {
            site,
            swimmerId: swimmer.id,
            action: 'FreezSwim',
            before: { frozen: false },
            after: { frozen: true, freeze },
          })
        })
      } catch (error) {
        // Two freezes at the same moment: the database's one-running-freeze index refuses the second.
        if (isUniqueViolation(error)) throw alreadyFrozen()
        throw error
      }
      return { message: 'Swimmer frozen successfully' }
    },
  )

  app.post(
    '/swimmers/renew-subscription',
    {
      config,
      schema: {
        tags,
        summary:
          "Renew for 1–12 months: an invoice priced from the site's price list for the product of the swimmer's " +
          'latest school (its school type) or pre-team (PreTeam, 100) — without a group, PreTeam at a pre-team level, ' +
          'else the type of the first running school of their level; extends the subscription and lifts a freeze',
        body: renewalRequest,
        response: { 200: renewalResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'SubscriptionRenwal')
      const { swimmerID, renewalType, durationInMonths: months, site } = request.body
      requireSite(auth, site)
      const swimmer = await visibleSwimmer(app.db, auth, swimmerID)
      // The invoice is the site's: a swimmer of another site renews there.
      if (swimmer.site !== site) throw notFound(`Swimmer ${swimmer.id} not found at this site`)
      const actor = actorOf(app, auth)
      const today = todayOf(actor.at)

      return app.db.transaction().execute(async (trx) => {
        const enrolment = await findLatestEnrolment(trx, swimmer.id)
        const product = enrolment ? enrolment.product : await productWithoutGroup(trx, swimmer)
        if (enrolment) {
          const group = enrolment.kind === 'school' ? `School ${enrolment.group_id}` : `Pre-team ${enrolment.group_id}`
          if (enrolment.groupEnded) {
            throw conflict(`${group} has ended: add the swimmer to another group instead`, {
              swimmerID: `${group} has ended`,
            })
          }
          // A lapsed school place is taken again, so the school must have room.
          if (enrolment.kind === 'school' && enrolment.end_date < today) {
            const school = await findSchoolCapacity(trx, enrolment.group_id)
            const taken = await countRunningSchoolPlaces(trx, school.id, today)
            if (taken >= school.capacity) {
              throw conflict(`${group} is full (${taken} of ${school.capacity} places taken)`, {
                swimmerID: `${group} is full`,
              })
            }
          }
        }
        if (!(await findPrice(trx, site, product, months))) {
          throw badRequest(`No price is set for ${months} month(s) of this product at this site`, {
            durationInMonths: `No price for ${months} month(s)`,
          })
        }
        const running = swimmer.subscription_end !== null && swimmer.subscription_end >= today
        const startDate = running ? (swimmer.subscription_end as string) : today
        const endDate = addMonths(startDate, months)
        const invoice = await createInvoice(trx, actor, {
          site,
          swimmerId: swimmer.id,
          product,
          months,
        })
        const subscription = await insertSubscription(
          trx,
          { swimmerId: swimmer.id, renewalType, months, startDate, endDate, site },
          actor,
        )
        if (enrolment && enrolment.end_date < endDate) {
          await extendEnrolment(trx, enrolment.kind, enrolment.id, endDate)
        }
        await saveIfUnchanged(
          trx,
          swimmer.id,
          { subscription_end: swimmer.subscription_end },
          { subscription_end: endDate },
          actor,
        )
        // Renewing brings a frozen swimmer back.
        const freeze = await findRunningFreeze(trx, swimmer.id)
        if (freeze) await endFreeze(trx, freeze.id, actor.at)
        await auditSwimmer(trx, actor, {
          site,
          swimmerId: swimmer.id,
          action: 'SubscriptionRenwal',
          before: {
            subscriptionEnd: swimmer.subscription_end,
            enrolmentEnd: enrolment?.end_date ?? null,
            frozen: !!freeze,
          },
          after: {
            subscriptionEnd: endDate,
            subscription,
            invoiceId: invoice.id,
            enrolment: enrolment ? { kind: enrolment.kind, groupId: enrolment.group_id, endDate } : null,
            frozen: false,
          },
        })
        return {
          message: 'Subscription renewed successfully',
          invoiceID: invoice.id,
          invItem: invoice.item_name,
          value: centsToAmount(invoice.amount_cents),
          startDate,
          endDate,
        }
      })
    },
  )

  app.put(
    '/swimmers/update-times',
    {
      config,
      schema: {
        tags,
        summary: "Record a swimmer's new times, with the reason (a trial, a gala)",
        body: updateTimesRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'UpdateTimes')
      const { swimmerID, newTimes, reason, site } = request.body
      requireSite(auth, site)
      const swimmer = await visibleSwimmer(app.db, auth, swimmerID)
      const actor = actorOf(app, auth)
      await app.db.transaction().execute(async (trx) => {
        const times = await insertTimes(trx, { swimmerId: swimmer.id, times: newTimes, reason, site }, actor)
        await auditSwimmer(trx, actor, { site, swimmerId: swimmer.id, action: 'UpdateTimes', after: { times } })
      })
      return { message: 'Swimmer times updated successfully' }
    },
  )

  app.post(
    '/swimmers/record-attendance',
    {
      config,
      schema: {
        tags,
        summary:
          "Record a swimmer's attendance on a date (present, absent or late); a second record for the date replaces it",
        body: attendanceRequest,
        response: { 200: messageResponse, ...changeErrors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, 'Mod_SW', 'Attendes')
      const { swimmerID, date, status, site } = request.body
      requireSite(auth, site)
      const swimmer = await visibleSwimmer(app.db, auth, swimmerID)
      const actor = actorOf(app, auth)
      if (date > todayOf(actor.at)) {
        throw badRequest('date: Attendance cannot be recorded for a future date', {
          date: 'Attendance cannot be recorded for a future date',
        })
      }
      if (await findRunningFreeze(app.db, swimmer.id)) {
        throw conflict(`Swimmer ${swimmer.id} is frozen`, { swimmerID: 'This swimmer is frozen' })
      }
      try {
        await app.db.transaction().execute(async (trx) => {
          const existing = await findAttendance(trx, swimmer.id, date)
          if (existing) await updateAttendance(trx, existing.id, { status, site }, actor)
          else await insertAttendance(trx, { swimmerId: swimmer.id, date, status, site }, actor)
          await auditSwimmer(trx, actor, {
            site,
            swimmerId: swimmer.id,
            action: 'Attendes',
            before: existing ? { date, status: existing.status } : undefined,
            after: { date, status },
          })
        })
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(`Attendance on ${date} was recorded meanwhile: try again`, { date: 'Recorded meanwhile' })
        }
        throw error
      }
      return { message: 'Attendance recorded successfully' }
    },
  )
}
