import type { Kysely } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponse, idParam } from '@contract/common'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import {
  PRETEAM_MESSAGES,
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
import type { Database } from '../../db/database'
import { toDateText } from '../../lib/dates'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { currentAuth, maySeeSite, requireAction, requireSite, type AuthContext } from '../../plugins/auth'
import { findAuditEntries, writeAudit } from '../audit/audit.repository'
import { PRETEAM_COACH_TYPE, assertCoachCanLead, assertPreTeamLevel } from './preteam-rules'
import { auditSnapshot, toListEntry, toSummary } from './preteams.view'
import {
  countRunningEnrolments,
  findActiveCoaches,
  findDayNames,
  findPreTeam,
  findRunningEnrolments,
  findSitePage,
  findSiteName,
  findSiteSquadsWithSwimmers,
  findUserNames,
  insertPreTeam,
  markRemoved,
  searchPreTeams,
  updatePreTeam,
  type PreTeamRow,
} from './preteams.repository'
import { enrolInPreTeam } from '../enrolments/enrolments.service'

// Pre-team squads (SPEC.md section 7 'Pre-team'): search, allowed actions, create, update, change site, add a
// swimmer, end, remove, details, swimmers, the paged site list and the site summary. Paths are lowercase; the
// client's /PreTeam/... reaches them too.

const MODULE = 'Mod_PT' as const
const config = { module: MODULE }
const tags = ['Pre-team']
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse }

/** Row actions, in catalogue order; creating is the page's own button, not a row action. */
const ROW_ACTIONS = ACTIONS_BY_MODULE.Mod_PT.filter((name) => name !== 'CreatePTeam')
/** What an ended squad can no longer do: it can still be looked at, and removed. */
const NOT_FOR_ENDED: readonly string[] = ['EndPteam', 'UpdatePTeamInfo', 'AddSwimmerToPTeam', 'ChangeSite']

/** A squad the user may see: removed squads and squads of other sites are not found. */
async function visibleSquad(db: Kysely<Database>, auth: AuthContext, id: number): Promise<PreTeamRow> {
  const row = await findPreTeam(db, id)
  if (!row || !maySeeSite(auth, row.site)) throw notFound(`Pre-team ${id} not found`)
  return row
}

/** A squad the request says is at `site`. */
async function squadAtSite(db: Kysely<Database>, auth: AuthContext, id: number, site: number): Promise<PreTeamRow> {
  const row = await visibleSquad(db, auth, id)
  if (row.site !== site) throw notFound(`Pre-team ${id} not found at this site`)
  return row
}

function assertRunning(row: PreTeamRow): void {
  if (row.end_date !== null) throw conflict(`Pre-team ${row.id} has ended`, { pTeamID: 'This pre-team has ended' })
}

/** A squad's coach, days and times, as the create and update forms send them. */
interface SquadSchedule {
  coachID: number
  firstDay: number
  secondDay: number
  thirdDay: number
  startTime: string
  endTime: string
}

/** The days and hours the coach must be free for. */
function slotOf(schedule: SquadSchedule) {
  return {
    days: [schedule.firstDay, schedule.secondDay, schedule.thirdDay],
    start: schedule.startTime,
    end: schedule.endTime,
  }
}

function scheduleColumns(schedule: SquadSchedule) {
  return {
    coach_id: schedule.coachID,
    first_day: schedule.firstDay,
    second_day: schedule.secondDay,
    third_day: schedule.thirdDay,
    start_time: schedule.startTime,
    end_time: schedule.endTime,
  }
}

/** Audits a change to a squad: the squad as it was read before, and as it reads now inside the same transaction. */
async function auditSquadChange(
  db: Kysely<Database>,
  auth: AuthContext,
  before: PreTeamRow,
  entry: { action: string; site: number; at: string },
): Promise<void> {
  const after = await visibleSquad(db, auth, before.id)
  await writeAudit(db, {
    userId: auth.userId,
    site: entry.site,
    entity: 'preteam',
    entityId: before.id,
    action: entry.action,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
    at: entry.at,
  })
}

export const preTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now()
  const today = () => toDateText(now())

  /** The squad as it now reads, for a change's answer. */
  async function summaryOf(db: Kysely<Database>, id: number) {
    const row = await findPreTeam(db, id)
    if (!row) throw notFound(`Pre-team ${id} not found`)
    return toSummary(row, await findDayNames(db))
  }

  /** A change's answer: the message, and the squad as it now reads. */
  async function changeAnswer(message: string, pTeamID: number) {
    return { message, pTeamID, preTeam: await summaryOf(app.db, pTeamID) }
  }

  app.post(
    '/preteam/search',
    {
      config,
      schema: {
        tags,
        summary: 'Search pre-team squads',
        description:
          'Search by `searchType` ("Pre-Team ID", "Full Name" or "Level"; also pTeamID, fullName, level) and ' +
          '`searchValue`, or with the older screen\'s single key {PTeamID | FullName | Level}. "Full Name" matches ' +
          'the coach\'s name or the level\'s name (case-insensitive, part of the text); "Level" takes the level code ' +
          '(e.g. 17 for PTeam A). `userSite` limits the search to that site (403 if it is not one of yours); without it ' +
          'every site of yours is searched. Removed squads are never found; ended ones are, with status "Ended". ' +
          'No match answers 200 with an empty list.',
        body: preTeamSearchRequest,
        response: { 200: preTeamSearchResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { by, value, site } = request.body
      if (site !== undefined) requireSite(auth, site)
      const sites = site !== undefined ? [site] : auth.sites.map((entry) => entry.id)
      const [rows, dayNames] = await Promise.all([searchPreTeams(app.db, { by, value, sites }), findDayNames(app.db)])
      return rows.map((row) => toSummary(row, dayNames))
    },
  )

  app.post(
    '/preteam/search-actions',
    {
      config,
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
      const auth = currentAuth(request)
      const { pTeamID, userSite } = request.body
      if (userSite !== undefined) requireSite(auth, userSite)
      const row = await visibleSquad(app.db, auth, pTeamID)
      const ended = row.end_date !== null
      return ROW_ACTIONS.filter((name) => auth.granted.has(`${MODULE}:${name}`))
        .filter((name) => !(ended && NOT_FOR_ENDED.includes(name)))
        .filter((name) => name !== 'ChangeSite' || auth.sites.some((site) => site.id !== row.site))
        .map((actionName) => ({ actionName }))
    },
  )

  app.post(
    '/preteam/create',
    {
      config,
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
      const auth = currentAuth(request)
      requireAction(auth, MODULE, 'CreatePTeam')
      const body = request.body
      requireSite(auth, body.site)
      const at = now().toISOString()
      const pTeamID = await app.db.transaction().execute(async (trx) => {
        await assertPreTeamLevel(trx, body.pTeamLevel)
        await assertCoachCanLead(trx, body.coachID, body.site, slotOf(body))
        const row = {
          level: body.pTeamLevel,
          ...scheduleColumns(body),
          site: body.site,
          start_date: toDateText(new Date(at)),
          created_at: at,
          created_by: auth.userId,
        }
        const id = await insertPreTeam(trx, row)
        await writeAudit(trx, {
          userId: auth.userId,
          site: body.site,
          entity: 'preteam',
          entityId: id,
          action: 'CreatePTeam',
          after: { ...row, id },
          at,
        })
        return id
      })
      return { message: PRETEAM_MESSAGES.created, pTeamID }
    },
  )

  app.put(
    '/preteam/update',
    {
      config,
      schema: {
        tags,
        summary: "Update a running squad's coach, days and times (and level, if given)",
        description: 'Same rules as create. The squad must be at `site`; an ended squad cannot be updated (409).',
        body: updatePreTeamRequest,
        response: { 200: preTeamChangeResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, MODULE, 'UpdatePTeamInfo')
      const body = request.body
      requireSite(auth, body.site)
      const at = now().toISOString()
      await app.db.transaction().execute(async (trx) => {
        const before = await squadAtSite(trx, auth, body.pTeamID, body.site)
        assertRunning(before)
        if (body.pTeamLevel !== undefined) await assertPreTeamLevel(trx, body.pTeamLevel)
        await assertCoachCanLead(trx, body.coachID, before.site, slotOf(body), before.id)
        await updatePreTeam(trx, before.id, {
          level: body.pTeamLevel ?? before.level,
          ...scheduleColumns(body),
          updated_at: at,
          updated_by: auth.userId,
        })
        await auditSquadChange(trx, auth, before, { action: 'UpdatePTeamInfo', site: before.site, at })
      })
      return changeAnswer(PRETEAM_MESSAGES.updated, body.pTeamID)
    },
  )

  app.put(
    '/preteam/change-site',
    {
      config,
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
      const auth = currentAuth(request)
      requireAction(auth, MODULE, 'ChangeSite')
      const body = request.body
      requireSite(auth, body.newSite)
      const at = now().toISOString()
      await app.db.transaction().execute(async (trx) => {
        const before = await visibleSquad(trx, auth, body.pTeamID)
        assertRunning(before)
        if (before.site === body.newSite) {
          throw badRequest(`Pre-team ${before.id} is already at this site`, {
            newSite: 'The pre-team is already at this site',
          })
        }
        const coachId = body.coachID ?? before.coach_id
        const slot = {
          days: [before.first_day, before.second_day, before.third_day],
          start: before.start_time,
          end: before.end_time,
        }
        await assertCoachCanLead(trx, coachId, body.newSite, slot, before.id)
        await updatePreTeam(trx, before.id, {
          site: body.newSite,
          coach_id: coachId,
          updated_at: at,
          updated_by: auth.userId,
        })
        await auditSquadChange(trx, auth, before, { action: 'ChangeSite', site: body.newSite, at })
      })
      return changeAnswer(PRETEAM_MESSAGES.siteChanged, body.pTeamID)
    },
  )

  app.post(
    '/preteam/end',
    {
      config,
      schema: {
        tags,
        summary: 'End a squad today: it stops running, its history stays',
        body: endPreTeamRequest,
        response: { 200: preTeamChangeResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, MODULE, 'EndPteam')
      const { pTeamID } = request.body
      const at = now().toISOString()
      await app.db.transaction().execute(async (trx) => {
        const before = await visibleSquad(trx, auth, pTeamID)
        assertRunning(before)
        await updatePreTeam(trx, before.id, {
          end_date: toDateText(new Date(at)),
          updated_at: at,
          updated_by: auth.userId,
        })
        await auditSquadChange(trx, auth, before, { action: 'EndPteam', site: before.site, at })
      })
      return changeAnswer(PRETEAM_MESSAGES.ended, pTeamID)
    },
  )

  app.delete(
    '/preteam/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a squad (JSON body): it disappears from searches and lists',
        description:
          "A soft delete: the squad's enrolments, invoices and payments are kept untouched, and its coach is free " +
          'again at its times. The squad must be at `site`.',
        body: removePreTeamRequest,
        response: { 200: removePreTeamResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, MODULE, 'RemovePTeam')
      const body = request.body
      requireSite(auth, body.site)
      const at = now().toISOString()
      await app.db.transaction().execute(async (trx) => {
        const before = await squadAtSite(trx, auth, body.pTeamID, body.site)
        await markRemoved(trx, before.id, at, auth.userId)
        await writeAudit(trx, {
          userId: auth.userId,
          site: before.site,
          entity: 'preteam',
          entityId: before.id,
          action: 'RemovePTeam',
          before: auditSnapshot(before),
          after: { ...auditSnapshot(before), removed_at: at },
          at,
        })
      })
      return { message: PRETEAM_MESSAGES.removed, pTeamID: body.pTeamID }
    },
  )

  app.post(
    '/preteam/add-swimmer',
    {
      // Shared with the swimmers screen (POST /PreTeam/add-swimmer): Mod_SW's AddSwimmerToPTeam also opens it,
      // so the module is checked in the handler rather than declared.
      schema: {
        tags,
        summary: 'Enrol a swimmer in a running squad for a number of months, with its invoice (and payment)',
        description:
          "Takes the pre-team screen's {pTeamID, swimmerID, durationInMonths, user, site} or the swimmers screen's " +
          '{swimmerID, pteamID, months, userID, amountPaid, recieptNo, siteID}. The duration is 1, 3, 6, 9 or 12 ' +
          "months (the price list's durations); amountPaid defaults to 0 and needs recieptNo when above 0. Needs " +
          'AddSwimmerToPTeam in Mod_PT or Mod_SW. The swimmer and the squad must both be at `site`; a swimmer already ' +
          'in the squad is refused (409).',
        body: addPreTeamSwimmerRequest,
        response: { 200: addPreTeamSwimmerResponse, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      if (!auth.granted.has('Mod_PT:AddSwimmerToPTeam') && !auth.granted.has('Mod_SW:AddSwimmerToPTeam')) {
        throw forbidden('You are not allowed to AddSwimmerToPTeam')
      }
      const body = request.body
      requireSite(auth, body.site)
      const actor = { userId: auth.userId, at: now().toISOString() }
      const result = await app.db.transaction().execute((trx) =>
        enrolInPreTeam(trx, actor, {
          swimmerId: body.swimmerID,
          groupId: body.pTeamID,
          months: body.months,
          site: body.site,
          amountCents: body.amountCents,
          receiptNo: body.receiptNo,
        }),
      )
      return { message: PRETEAM_MESSAGES.swimmerAdded, pTeamID: body.pTeamID, swimmerID: body.swimmerID, ...result }
    },
  )

  app.get(
    '/preteam/:id/details-tab',
    {
      config,
      schema: {
        tags,
        summary: "A squad's full record: summary, running swimmers and audit history",
        params: idParam,
        response: { 200: preTeamDetailsTab, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, MODULE, 'ViewDetailsTab')
      const row = await visibleSquad(app.db, auth, request.params.id)
      const [dayNames, activeSwimmers, history, users] = await Promise.all([
        findDayNames(app.db),
        countRunningEnrolments(app.db, row.id, today()),
        findAuditEntries(app.db, 'preteam', row.id),
        findUserNames(
          app.db,
          [row.created_by, row.updated_by].filter((id): id is number => id !== null),
        ),
      ])
      const nameOf = (id: number | null) =>
        id === null ? null : (users.find((user) => user.id === id)?.full_name ?? null)
      return {
        ...toSummary(row, dayNames),
        activeSwimmers,
        createdAt: row.created_at,
        createdBy: nameOf(row.created_by),
        updatedAt: row.updated_at,
        updatedBy: nameOf(row.updated_by),
        history: history.map((entry) => ({
          at: entry.at,
          action: entry.action,
          by: entry.user_name,
          site: entry.site_name,
        })),
      }
    },
  )

  app.get(
    '/preteam/:id/swimmers',
    {
      config,
      schema: {
        tags,
        summary: 'The swimmers whose enrolment in the squad is running today',
        params: idParam,
        response: { 200: preTeamSwimmerList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireAction(auth, MODULE, 'ViewSwimmers')
      const row = await visibleSquad(app.db, auth, request.params.id)
      const rows = await findRunningEnrolments(app.db, row.id, today())
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
      config,
      schema: {
        tags,
        summary: "A site's squads: counts, and each running squad with its number of swimmers",
        querystring: preTeamSiteQuery,
        response: { 200: preTeamSiteSummary, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      const { site } = request.query
      requireSite(auth, site)
      const [rows, dayNames, siteRow] = await Promise.all([
        findSiteSquadsWithSwimmers(app.db, site, today()),
        findDayNames(app.db),
        findSiteName(app.db, site),
      ])
      const running = rows.filter((row) => row.end_date === null)
      return {
        site,
        siteName: siteRow?.name ?? String(site),
        activeCount: running.length,
        endedCount: rows.length - running.length,
        activeSwimmers: running.reduce((sum, row) => sum + row.swimmers, 0),
        preTeams: running.map((row) => ({ ...toListEntry(row, dayNames), swimmers: row.swimmers })),
      }
    },
  )

  app.get(
    '/preteam/coaches',
    {
      config,
      schema: {
        tags,
        summary: "A site's active pre-team coaches (PTeamCoach), for the forms' coach choice",
        querystring: preTeamSiteQuery,
        response: { 200: preTeamCoachList, ...errors },
      },
    },
    async (request) => {
      const auth = currentAuth(request)
      requireSite(auth, request.query.site)
      const coaches = await findActiveCoaches(app.db, request.query.site, PRETEAM_COACH_TYPE)
      return coaches.map((coach) => ({ coachID: coach.id, coachName: coach.full_name }))
    },
  )

  app.get(
    '/preteam/:site',
    {
      config,
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
      const auth = currentAuth(request)
      const { site } = request.params
      requireSite(auth, site)
      const { page, pageSize } = request.query
      const [{ rows, total }, dayNames, siteRow] = await Promise.all([
        findSitePage(app.db, site, page, pageSize),
        findDayNames(app.db),
        findSiteName(app.db, site),
      ])
      if (total === 0) throw notFound(PRETEAM_MESSAGES.noneForSite)
      return {
        items: rows.map((row) => toListEntry(row, dayNames)),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
        site,
        siteName: siteRow?.name ?? String(site),
      }
    },
  )
}
