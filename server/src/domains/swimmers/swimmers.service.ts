import type { Kysely } from 'kysely'
import { LOOKUP_GROUP } from '@contract/lookups'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import {
  ALL_MY_SITES,
  isPreTeamLevel,
  type AttendanceStatus,
  type EndedEnrolment,
  type SiteChoice,
  type SwimmerDetails,
  type SwimmerLogEntry,
  type SwimmerSummary,
  type TechnicalData,
} from '@contract/swimmers'
import type { Database } from '../../db/database'
import { nameKey } from '../../lib/name-key'
import type { LikelyDuplicate } from '@contract/swimmers'
import { isUniqueViolation } from '../../lib/db-errors'
import { isCalendarDate } from '@contract/dates'
import { addDays, addMonths } from '../../lib/dates'
import { badRequest, conflict } from '../../lib/http-error'
import { message, type Message, type Param } from '@contract/messages/message'
import { joinedProblems, listed } from '../../lib/messages'
import { homeSiteOf, requireAnyAction, requireSite, type Acting } from '../../lib/actor'
import { findAuditEntries, writeAudit } from '../audit/audit.repository'
import { endEnrolments, findRunningEnrolments, type RunningEnrolment } from '../enrolments/enrolment-ending.repository'
import { enrolmentOffers } from '../enrolments/enrolments.service'
import {
  cancelOpenInvoices,
  endEnrolmentsOwing,
  endingMoney,
  owedToFamily,
  type EnrolmentToEnd,
} from '../enrolments/enrolment-ending.service'
import { centsToAmount, formatAmount, latinDigits } from '@contract/common'
import type { EndingReason } from '@contract/owed'
import { offerFreedSeats } from '../waitlists/waitlists.service'
import { swimmerSnapshot } from './swimmer-access'
import { visibleSwimmer } from '../../lib/visible-swimmer'
import {
  findReleasedPlaces,
  findTechnicalData,
  insertFreeze,
  insertReleasedPlaces,
  insertTimes,
} from './swimmer-history.repository'
import { findGroup, setEnrolmentEnd } from '../enrolments/enrolments.repository'
import { groupName, groupNamed } from '../enrolments/enrolments.view'
import { hasSessionSeats } from '../sessions/seats.service'
import {
  findClub,
  findLevels,
  findLikelyDuplicates,
  findLookupItem,
  endFreeze,
  findRunningFreeze,
  findSwimmer,
  findSwimmerDetails,
  insertLevelHistory,
  insertSwimmer,
  searchSwimmers as searchSwimmerRows,
  updateSwimmerIfUnchanged,
  type SwimmerRow,
} from './swimmers.repository'
import { recordSwimmerDay } from '../sessions/attendance.service'
import { placeNewSwimmer, writePrimaryContact } from '../families/families.service'
import { findParentContact } from '../families/parent-contact.repository'
import { localForm, toE164 } from '@contract/phone'

// Swimmers (SPEC.md section 7, Swimmers, and section 4, the swimmer actions): every rule about one swimmer, the
// transaction and the audit entry of each change. Access to the operation (module, action, a site the user may use)
// is declared by the route; which swimmer the user may see, and where an action on them happens, is decided here.

type Db = Kysely<Database>

/** How many days ahead attendance may be recorded (a week's register filled in on its first day). */
export const ATTENDANCE_DAYS_AHEAD = 7

const changedMeanwhile = (deleting = false) =>
  conflict(message(deleting ? 'swimmer.changedMeanwhileDeleting' : 'swimmer.changedMeanwhile'))

/** Saves swimmer columns, stamped with the acting, only if the row still holds `expected`; else 409. */
async function saveIfUnchanged(
  db: Db,
  swimmer: SwimmerRow,
  expected: Parameters<typeof updateSwimmerIfUnchanged>[2],
  changes: Parameters<typeof updateSwimmerIfUnchanged>[3],
  acting: Acting,
): Promise<void> {
  const stamped = { ...changes, updated_at: acting.at, updated_by: acting.userId }
  if (!(await updateSwimmerIfUnchanged(db, swimmer.id, expected, stamped))) throw changedMeanwhile()
}

/** The audit entry of one swimmer action. */
function auditSwimmer(
  db: Db,
  acting: Acting,
  entry: { site: number; swimmerId: number; action: string; before?: unknown; after: unknown },
): Promise<void> {
  const { swimmerId, ...rest } = entry
  return writeAudit(db, { ...acting, ...rest, entity: 'swimmer', entityId: swimmerId })
}

const dayBefore = (date: string): string => addDays(date, -1)

/** A site's name as the user knows it (the user's sites carry their names). */
const siteNameOf = (acting: Acting, siteId: number): string =>
  acting.sites.find((site) => site.id === siteId)?.name ?? `site ${siteId}`

/** 'A, B and C'. */
// ---------------------------------------------------------------------------------------------
// Where an action happens

/**
 * The Mod_SW actions whose request names the acting site, refused by this service unless it is the swimmer's site
 * (requireSwimmerSite): an action list for a swimmer of another site than the chosen one should not offer them.
 * Enrolling and renewing follow the same rule in the enrolments service.
 */
export const ACTIONS_AT_SWIMMER_SITE: readonly string[] = [
  'EditSwimmer',
  'UpdateSwimmer',
  'UpdateSwimmerInfo',
  'UpdateLevel',
  'UpdateSchoolLevel',
  'UpdatePTeamLevel',
  'FreezSwim',
  'UpdateTimes',
  'Attendes',
]

/** Actions that are not about one swimmer, so never in a swimmer's action list. */
// Issue 28's family privileges open the family page, not a dialog of the swimmer's row: not listed per swimmer.
// Issue 29's message privileges open the outbox, likewise.
const NOT_PER_SWIMMER: readonly string[] = [
  'AddSwimmer',
  'ViewFamilies',
  'ManageFamilies',
  'ViewMedical',
  'ViewMessages',
  'SendMessages',
  'ManageTemplates',
]

/**
 * The Mod_SW actions offered for a swimmer from the site the user acts at: only those the user's title is granted
 * and the server would accept now (SPEC.md section 4 leaves out what makes no sense). Enrolling and renewing follow
 * the enrolment service; the actions done at the swimmer's site are left out when the user acts at another site.
 */
export async function offeredSwimmerActions(
  db: Db,
  acting: Acting,
  swimmerId: number,
  actingSite: number,
): Promise<string[]> {
  const swimmer = await visibleSwimmer(findSwimmer(db, swimmerId), acting, swimmerId)
  const offers = await enrolmentOffers(db, acting, swimmer.id, actingSite)
  const left = new Set<string>(NOT_PER_SWIMMER)
  if (offers.frozen) ['FreezSwim', 'Attendes'].forEach((name) => left.add(name))
  // A freeze not ended (running, or dated later) is ended by Unfreeze; a second freeze is refused meanwhile.
  if (await findRunningFreeze(db, swimmer.id)) left.add('FreezSwim')
  else left.add('Unfreeze')
  if (!offers.addToSchool) left.add('AddSwimmerToSchool')
  if (!offers.addToPreTeam) left.add('AddSwimmerToPTeam')
  if (!offers.renew) left.add('SubscriptionRenwal')
  left.add(isPreTeamLevel(swimmer.current_level) ? 'UpdateSchoolLevel' : 'UpdatePTeamLevel')
  if (!acting.sites.some((site) => site.id !== swimmer.site)) left.add('ChangeSite')
  if (swimmer.site !== actingSite) ACTIONS_AT_SWIMMER_SITE.forEach((name) => left.add(name))
  return ACTIONS_BY_MODULE.Mod_SW.filter((name) => acting.granted.has(`Mod_SW:${name}`) && !left.has(name))
}

/**
 * An action on a swimmer happens at the swimmer's site: a request naming another site (one the user may use — the
 * route has refused the others) is refused, naming the swimmer and both sites, before anything is stored.
 */
export function requireSwimmerSite(acting: Acting, swimmer: SwimmerRow, site: number, doing: string): void {
  if (swimmer.site === site) return
  const home = siteNameOf(acting, swimmer.site)
  const other = siteNameOf(acting, site)
  const text = message('swimmer.otherSite', { swimmer: swimmer.full_name, home, doing, other })
  throw badRequest(message('swimmer.otherSiteChoose', { text, home }), { site: text })
}

/** A live swimmer the user may see, acted on at the site the request names. */
async function swimmerAt(db: Db, acting: Acting, swimmerId: number, site: number, doing: string) {
  const swimmer = await visibleSwimmer(findSwimmer(db, swimmerId), acting, swimmerId)
  requireSwimmerSite(acting, swimmer, site, doing)
  return swimmer
}

// ---------------------------------------------------------------------------------------------
// Levels by name

const levelKey = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '')

async function levelNames(db: Db, { offeredOnly = true } = {}): Promise<Param> {
  const levels = await findLevels(db, LOOKUP_GROUP.level)
  return listed(levels.filter((level) => !offeredOnly || level.disabled === 0).map((level) => level.description))
}

/** A level a swimmer may be put at: an offered level (lookup group 11); refused naming the field otherwise. */
async function requireLevel(db: Db, code: number, field: string, label: 'level' | 'newLevel'): Promise<void> {
  if (await findLookupItem(db, LOOKUP_GROUP.level, code)) return
  const levels = await levelNames(db)
  const text = message(label === 'level' ? 'swimmer.levelOneOf' : 'swimmer.newLevelOneOf', { levels })
  throw badRequest(text, { [field]: text })
}

/**
 * The level a search names: by its name as staff type it ('Level 5', 'level 5', 'PTeam A'), by its code (16, the
 * spec's numeric form), or by the number in its name when that is no code (5 for Level 5: what staff type in the
 * numeric field). Anything else is refused, naming the levels.
 */
async function searchedLevel(db: Db, level: number | string | undefined): Promise<number | undefined> {
  if (level === undefined) return undefined
  const levels = await findLevels(db, LOOKUP_GROUP.level)
  const byName = (name: string) => levels.find((item) => levelKey(item.description) === levelKey(name))
  const match =
    typeof level === 'number' ? (levels.find((item) => item.code === level) ?? byName(`Level ${level}`)) : byName(level)
  if (match) return match.code
  const levelNames = listed(levels.map((item) => item.description))
  const text =
    typeof level === 'number'
      ? message('swimmer.noLevelNumbered', { number: level, levels: levelNames })
      : message('swimmer.noLevelNamed', { name: level, levels: levelNames })
  throw badRequest(message('swimmer.field.level', { text }), { level: text })
}

// ---------------------------------------------------------------------------------------------
// Search and the read-only tabs

export interface SearchCriteria {
  swimmerID?: number
  fullName?: string
  year?: number
  level?: number | string
  userSite?: SiteChoice
}

/**
 * Swimmers matching every criterion at the site the user chose — or, asked for on purpose (`userSite: 'all'`), at
 * every site of theirs. The route has refused a chosen site that is not the user's.
 */
/** A search text that is a phone number (digits and a number's separators, valid), in E.164; else null. */
function phoneSearched(text: string): string | null {
  const digits = latinDigits(text).replace(/\D/g, '')
  if (digits.length < 9 || !/^[+\p{Nd}\s().-]+$/u.test(text)) return null
  return toE164(text)
}

export async function searchSwimmers(db: Db, acting: Acting, criteria: SearchCriteria): Promise<SwimmerSummary[]> {
  const { userSite = homeSiteOf(acting), level, ...rest } = criteria
  if (userSite === undefined) return []
  const sites = userSite === ALL_MY_SITES ? acting.sites.map((site) => site.id) : [userSite]
  // A number typed in the name box (issue 28), in any form a parent reads it out: the swimmers of the families
  // holding it. The wire stays the spec's.
  const phone = rest.fullName === undefined ? null : phoneSearched(rest.fullName)
  const searched = phone === null ? rest : { ...rest, fullName: undefined, phone }
  return searchSwimmerRows(db, { ...searched, level: await searchedLevel(db, level) }, sites, acting.today)
}

export async function swimmerInfo(db: Db, acting: Acting, swimmerId: number): Promise<SwimmerDetails> {
  const swimmer = await visibleSwimmer(findSwimmer(db, swimmerId), acting, swimmerId)
  const [details, owed] = await Promise.all([
    findSwimmerDetails(db, swimmer, acting.today),
    owedToFamily(db, swimmer.id),
  ])
  return {
    ...details,
    owedToFamily: {
      owed: centsToAmount(owed.owedCents),
      credits: owed.credits.map((row) => ({
        creditID: row.id,
        amount: centsToAmount(row.amount_cents),
        reason: row.reason as EndingReason,
        kind: row.enrolment_kind,
        groupID: row.group_id,
        invoiceID: row.invoice_id,
        site: row.site,
        siteName: row.site_name,
        at: row.created_at,
        byName: row.created_by_name,
      })),
    },
  }
}

export async function swimmerTechnicalData(db: Db, acting: Acting, swimmerId: number): Promise<TechnicalData> {
  const swimmer = await visibleSwimmer(findSwimmer(db, swimmerId), acting, swimmerId)
  return findTechnicalData(db, swimmer.id)
}

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

export async function swimmerLogs(db: Db, acting: Acting, swimmerId: number): Promise<SwimmerLogEntry[]> {
  const swimmer = await visibleSwimmer(findSwimmer(db, swimmerId), acting, swimmerId)
  const entries = await findAuditEntries(db, 'swimmer', swimmer.id)
  return entries.map((entry) => ({
    logID: entry.id,
    at: entry.at,
    action: entry.action,
    userID: entry.user_id,
    userName: entry.user_name,
    userTitle: entry.user_title,
    site: entry.site,
    siteName: entry.site_name,
    before: parseJson(entry.before_json),
    after: parseJson(entry.after_json),
  }))
}

// ---------------------------------------------------------------------------------------------
// Add, edit, delete

export interface NewSwimmerInput {
  site: number
  fullName: string
  birthDate: string
  startLevel: number
  gender: number
  club: number
  primaryPhone: string
  secondaryPhone: string
  primaryJob: string
  secondaryJob: string
  email: string
  address: string
}

/**
 * Likely duplicates of a swimmer about to be added (issue 27): the same name, however its letters are typed, and the
 * same birth date or parent phone, among the swimmers of the user's sites. The desk is shown them before saving; adding
 * anyway stays allowed (twins share a birth date, siblings a phone).
 */
export async function likelyDuplicates(
  db: Db,
  acting: Pick<Acting, 'sites'>,
  input: { fullName: string; birthDate: string; primaryPhone: string },
): Promise<LikelyDuplicate[]> {
  // The parent phone as the spec's rows keep it since issue 28: its local form, however it was typed.
  const e164 = toE164(input.primaryPhone)
  const phone = e164 === null ? input.primaryPhone : localForm(e164)
  const rows = await findLikelyDuplicates(db, {
    nameKey: nameKey(input.fullName),
    birthDate: input.birthDate,
    phone,
    sites: acting.sites.map((site) => site.id),
  })
  return rows.map((row) => ({
    swimmerID: row.id,
    fullName: row.full_name,
    birthDate: row.birth_date,
    site: row.site,
    siteName: row.site_name,
    sameBirthDate: row.birth_date === input.birthDate,
    samePhone: row.primary_phone === phone,
  }))
}

/** Registers a swimmer at the site, with the parent's details; answers the new swimmer's id. */
export async function addSwimmer(db: Db, acting: Acting, input: NewSwimmerInput): Promise<number> {
  if (input.birthDate > acting.today || input.birthDate < '1900-01-01') {
    throw badRequest(message('swimmer.birthDatePast'), { birthDate: message('swimmer.birthDatePast') })
  }
  const [level, gender, club] = await Promise.all([
    findLookupItem(db, LOOKUP_GROUP.level, input.startLevel),
    findLookupItem(db, LOOKUP_GROUP.gender, input.gender),
    findClub(db, input.club),
  ])
  const errors: Record<string, Message> = {}
  if (!level) errors.startLevel = message('swimmer.startLevelOneOf', { levels: await levelNames(db) })
  if (!gender) errors.gender = message('swimmer.genderMaleFemale')
  if (!club) errors.club = message('swimmer.clubOneOf')
  // The parent phone is the family's identity (issue 28): one number in E.164, however it was typed.
  const parentPhone = toE164(input.primaryPhone)
  if (parentPhone === null) errors.primaryPhone = message('family.primaryPhoneInvalid')
  const problems = Object.values(errors)
  if (problems.length > 0) throw badRequest(problems.length === 1 ? problems[0] : joinedProblems(problems), errors)
  return db.transaction().execute(async (trx) => {
    const created = await insertSwimmer(
      trx,
      {
        fullName: input.fullName,
        birthDate: input.birthDate,
        gender: input.gender,
        startLevel: input.startLevel,
        site: input.site,
        club: input.club,
        parent: {
          secondaryPhone: input.secondaryPhone,
          primaryJob: input.primaryJob,
          secondaryJob: input.secondaryJob,
          address: input.address,
        },
      },
      acting,
    )
    const familyID = await placeNewSwimmer(trx, acting, created.id, { phone: parentPhone!, email: input.email })
    // The parent phone and e-mail the swimmer now shows: their family's primary guardian's (a family that already
    // held the number keeps its guardian's e-mail).
    const contact = await findParentContact(trx, created.id)
    await writeAudit(trx, {
      ...acting,
      site: input.site,
      entity: 'swimmer',
      entityId: created.id,
      action: 'AddSwimmer',
      after: {
        ...created.row,
        id: created.id,
        parent: created.parent,
        parentPhone: contact?.phone ?? null,
        parentEmail: contact?.email ?? null,
        familyID,
      },
    })
    return created.id
  })
}

/** A birth date moved to another year, keeping day and month (29 February becomes the 28th). */
function withYear(birthDate: string, year: number): string {
  const moved = `${String(year).padStart(4, '0')}${birthDate.slice(4)}`
  return isCalendarDate(moved) ? moved : `${moved.slice(0, 8)}28`
}

export interface SwimmerEdit {
  swimmerID: number
  site: number
  fullName: string
  year: number
  /** The whole birth date when corrected; its year is `year` (the contract checks). */
  birthDate?: string
  level: number
  parentPhone: string
  parentEmail: string
}

/**
 * Edits name, birth year, level and the parent's phone and email, at the swimmer's site. The site in the request is
 * where the user acts, never a new site for the swimmer: moving is changeSite's.
 */
export async function updateSwimmer(db: Db, acting: Acting, edit: SwimmerEdit): Promise<void> {
  const swimmer = await swimmerAt(db, acting, edit.swimmerID, edit.site, 'their details are edited')
  if (edit.year > Number(acting.today.slice(0, 4))) {
    throw badRequest(message('swimmer.yearFuture'), { year: message('swimmer.yearFuture') })
  }
  if (edit.birthDate !== undefined && edit.birthDate > acting.today) {
    throw badRequest(message('swimmer.birthDatePast'), { birthDate: message('swimmer.birthDatePast') })
  }
  await requireLevel(db, edit.level, 'level', 'level')
  // parentPhone and parentEmail are the family's primary guardian's (issue 28); the number in E.164.
  const parentPhone = toE164(edit.parentPhone)
  if (parentPhone === null) {
    throw badRequest(message('family.parentPhoneInvalid'), { parentPhone: message('family.parentPhoneInvalid') })
  }
  await db.transaction().execute(async (trx) => {
    const parent = await findParentContact(trx, swimmer.id)
    const changes = {
      full_name: edit.fullName,
      birth_year: edit.year,
      birth_date: edit.birthDate ?? withYear(swimmer.birth_date, edit.year),
      current_level: edit.level,
      updated_at: acting.at,
      updated_by: acting.userId,
    }
    const saved = await updateSwimmerIfUnchanged(
      trx,
      swimmer.id,
      { updated_at: swimmer.updated_at, current_level: swimmer.current_level },
      changes,
    )
    if (!saved) throw changedMeanwhile()
    await writePrimaryContact(trx, acting, swimmer.id, { phone: parentPhone, email: edit.parentEmail })
    if (edit.level !== swimmer.current_level) {
      await insertLevelHistory(trx, { swimmerId: swimmer.id, level: edit.level, site: swimmer.site }, acting)
    }
    await auditSwimmer(trx, acting, {
      site: swimmer.site,
      swimmerId: swimmer.id,
      action: 'UpdateSwimmer',
      before: { ...swimmerSnapshot(swimmer), parentPhone: parent?.phone, parentEmail: parent?.email },
      after: {
        fullName: changes.full_name,
        year: changes.birth_year,
        birthDate: changes.birth_date,
        currentLevel: changes.current_level,
        parentPhone: localForm(parentPhone),
        parentEmail: edit.parentEmail,
      },
    })
  })
}

/**
 * Deletes a swimmer: hidden from now on, their running enrolments ended yesterday, their open invoices cancelled (the
 * status; invoices and payments kept, so nothing stays due from someone who is gone), in one audited transaction.
 * Answers the invoices cancelled.
 */
export async function deleteSwimmer(
  db: Db,
  acting: Acting,
  swimmerId: number,
): Promise<{ cancelledInvoices: Awaited<ReturnType<typeof cancelOpenInvoices>> }> {
  const swimmer = await visibleSwimmer(findSwimmer(db, swimmerId), acting, swimmerId)
  const today = acting.today
  const yesterday = dayBefore(today)
  return db.transaction().execute(async (trx) => {
    const saved = await updateSwimmerIfUnchanged(
      trx,
      swimmer.id,
      { updated_at: swimmer.updated_at },
      { deleted_at: acting.at, updated_at: acting.at, updated_by: acting.userId },
    )
    if (!saved) throw changedMeanwhile(true)
    const running = await findRunningEnrolments(trx, swimmer.id, today)
    await endEnrolments(trx, running, yesterday)
    const cancelledInvoices = await cancelOpenInvoices(trx, swimmer.id)
    await auditSwimmer(trx, acting, {
      site: swimmer.site,
      swimmerId: swimmer.id,
      action: 'DeleteSwimmer',
      before: { ...swimmerSnapshot(swimmer), runningEnrolments: running },
      after: { deletedAt: acting.at, enrolmentsEndedOn: yesterday, cancelledInvoices },
    })
    await offerFreedSeats(trx, schoolsOf(running), acting, { swimmer: swimmer.id })
    return { cancelledInvoices }
  })
}

// ---------------------------------------------------------------------------------------------
// Swimmer actions: level, site, freeze, times, attendance

export async function updateLevel(
  db: Db,
  acting: Acting,
  request: { swimmerID: number; newLevel: number; site: number },
): Promise<{ note: Message | null }> {
  return db.transaction().execute((trx) => changeLevelWithin(trx, acting, request))
}

/**
 * Update Level's one rule, in the caller's transaction (a move up to the next level runs it with the enrolment that
 * follows, issue 31): the action it needs, the swimmer at the user's site, a level that exists and differs from theirs;
 * the level, its history and the audit entry written. Answers the note on their running enrolment.
 */
export async function changeLevelWithin(
  trx: Db,
  acting: Acting,
  request: { swimmerID: number; newLevel: number; site: number },
): Promise<{ note: Message | null }> {
  const { newLevel, site } = request
  // UpdateLevel covers every level; UpdateSchoolLevel and UpdatePTeamLevel cover their own ladder: the action needed
  // depends on the body, so it is checked here (then the site, as for every swimmer action).
  requireAnyAction(acting, 'Mod_SW', [
    'UpdateLevel',
    isPreTeamLevel(newLevel) ? 'UpdatePTeamLevel' : 'UpdateSchoolLevel',
  ])
  requireSite(acting, site)
  const swimmer = await swimmerAt(trx, acting, request.swimmerID, site, 'their level is updated')
  await requireLevel(trx, newLevel, 'newLevel', 'newLevel')
  if (newLevel === swimmer.current_level) {
    const level = await findLookupItem(trx, LOOKUP_GROUP.level, newLevel)
    const text = message('swimmer.alreadyAt', { swimmer: swimmer.full_name, place: level?.description ?? 'this level' })
    throw badRequest(message('swimmer.field.newLevel', { text }), { newLevel: text })
  }
  // What happens to the running enrolment (issue 25): it runs to its paid end; a renewal then refuses the old level's
  // group, and the swimmer joins a group of the new level. The answer says so.
  const running = await findRunningEnrolments(trx, swimmer.id, acting.today)
  const levelName = (await findLookupItem(trx, LOOKUP_GROUP.level, newLevel))?.description ?? 'the new level'
  const note =
    running.length === 0
      ? null
      : message('answer.levelNote', {
          groups: listed(running.map(groupText)),
          end: listed(
            running.map((enrolment) => enrolment.endDate),
            'comma',
          ),
          level: levelName,
        })
  await saveIfUnchanged(trx, swimmer, { current_level: swimmer.current_level }, { current_level: newLevel }, acting)
  await insertLevelHistory(trx, { swimmerId: swimmer.id, level: newLevel, site: swimmer.site }, acting)
  await auditSwimmer(trx, acting, {
    site: swimmer.site,
    swimmerId: swimmer.id,
    action: 'UpdateLevel',
    before: { currentLevel: swimmer.current_level },
    after: { currentLevel: newLevel, runningEnrolmentsKept: running },
  })
  return { note }
}

/** 'school 12 (Level 1, Coach Noah Hughes)'. */
const groupText = (enrolment: RunningEnrolment): Message => {
  const details: Param[] = [
    ...(enrolment.levelName ? [enrolment.levelName] : []),
    ...(enrolment.coachName ? [message('group.coach', { coach: enrolment.coachName })] : []),
  ]
  const school = enrolment.kind === 'school'
  return details.length > 0
    ? message(school ? 'group.named.school' : 'group.named.preteam', {
        id: enrolment.groupId,
        level: listed(details, 'comma'),
      })
    : message(school ? 'group.numbered.school' : 'group.numbered.preteam', { id: enrolment.groupId })
}

/** The schools whose places these enrolments held (their waitlists are offered the freed seats). */
const schoolsOf = (enrolments: RunningEnrolment[]): number[] =>
  enrolments.filter((enrolment) => enrolment.kind === 'school').map((enrolment) => enrolment.groupId)

/**
 * Moves a swimmer to another of the user's sites (the route has refused a site that is not the user's). Their
 * running enrolments (school and pre-team) at the old site end today (the academy's date, their last day there), in
 * the same transaction and the same audit entry, with the money settled (enrolment-ending.service: unpaid invoices
 * cancelled, what was paid for the unused time owed to the family). The answer names the groups left, their paid-until
 * dates and what is owed; changeSitePreview answers the same before anything is done.
 */
export async function changeSite(
  db: Db,
  acting: Acting,
  request: { swimmerID: number; site: number },
): Promise<{ message: Message; endedEnrolments: EndedEnrolment[] }> {
  const { site } = request
  const swimmer = await visibleSwimmer(findSwimmer(db, request.swimmerID), acting, request.swimmerID)
  if (swimmer.site === site) {
    const text = message('swimmer.alreadyAt', { swimmer: swimmer.full_name, place: siteNameOf(acting, site) })
    throw badRequest(message('swimmer.field.site', { text }), { site: text })
  }
  const today = acting.today
  const endDate = today
  const { ended, money } = await db.transaction().execute(async (trx) => {
    await saveIfUnchanged(trx, swimmer, { site: swimmer.site }, { site }, acting)
    const running = await findRunningEnrolments(trx, swimmer.id, today, { exceptSite: site })
    // Their place at the old site is free from today (its lists and seats no longer count them): the stored last day
    // is yesterday; the ending itself, and the unused time owed, are today's.
    const settled = await endEnrolmentsOwing(trx, acting, running.map(toEnd(swimmer.id)), 'site-changed', {
      lastDay: dayBefore(today),
    })
    await auditSwimmer(trx, acting, {
      site,
      swimmerId: swimmer.id,
      action: 'ChangeSite',
      before: { site: swimmer.site, runningEnrolments: running },
      after: {
        site,
        endedEnrolments: running.map((enrolment, index) => ({
          ...enrolment,
          endDate: dayBefore(today),
          endedOn: settled[index].endedOn,
          paidUntil: settled[index].paidUntil,
          cancelledInvoices: settled[index].cancelledInvoices,
          owedCents: settled[index].owedCents,
        })),
      },
    })
    await offerFreedSeats(trx, schoolsOf(running), acting, { swimmer: swimmer.id })
    return { ended: running, money: settled }
  })
  const owedCents = money.reduce((sum, entry) => sum + entry.owedCents, 0)
  const from = siteNameOf(acting, swimmer.site)
  const to = siteNameOf(acting, site)
  const moved = { swimmer: swimmer.full_name, from, to }
  const left =
    ended.length === 0
      ? message('answer.swimmerMovedNoGroup', moved)
      : owedCents > 0
        ? message('answer.swimmerMovedOwed', {
            moved: message('answer.swimmerMovedLeft', { ...moved, groups: listed(ended.map(groupText)) }),
            date: endDate,
            amount: formatAmount(centsToAmount(owedCents)),
          })
        : message('answer.swimmerMovedEnds', {
            moved: message('answer.swimmerMovedLeft', { ...moved, groups: listed(ended.map(groupText)) }),
            date: endDate,
          })
  return {
    message: message('answer.swimmerSiteChanged', { rest: left }),
    endedEnrolments: ended.map((enrolment, index) => ({
      ...endingLine(enrolment, money[index]),
      endDate: money[index].endedOn,
    })),
  }
}

const toEnd =
  (swimmerId: number) =>
  (enrolment: RunningEnrolment): EnrolmentToEnd => ({
    kind: enrolment.kind,
    enrolmentId: enrolment.enrolmentId,
    swimmerId,
    site: enrolment.site,
    endDate: enrolment.endDate,
  })

const endingLine = (
  enrolment: RunningEnrolment,
  money: { owedCents: number; cancelledInvoices: number[] },
): Omit<EndedEnrolment, 'endDate'> => ({
  kind: enrolment.kind,
  groupID: enrolment.groupId,
  levelName: enrolment.levelName,
  coachName: enrolment.coachName,
  site: enrolment.site,
  siteName: enrolment.siteName,
  paidUntil: enrolment.endDate,
  cancelledInvoices: money.cancelledInvoices,
  owed: centsToAmount(money.owedCents),
})

/**
 * What moving the swimmer to `site` would do, before it is done (the Change Site dialog): the groups at other sites
 * that would end today, each with its paid-until date, the unpaid invoices that would be cancelled and what would be
 * owed to the family. Nothing is written.
 */
export async function changeSitePreview(
  db: Db,
  acting: Acting,
  request: { swimmerID: number; site: number },
): Promise<{ endedEnrolments: EndedEnrolment[]; owed: number }> {
  const swimmer = await visibleSwimmer(findSwimmer(db, request.swimmerID), acting, request.swimmerID)
  const today = acting.today
  const running = await findRunningEnrolments(db, swimmer.id, today, { exceptSite: request.site })
  const lines = []
  let owedCents = 0
  for (const enrolment of running) {
    const money = await endingMoney(db, toEnd(swimmer.id)(enrolment), today)
    owedCents += money.owedCents
    lines.push({ ...endingLine(enrolment, money), endDate: today < enrolment.endDate ? today : enrolment.endDate })
  }
  return { endedEnrolments: lines, owed: centsToAmount(owedCents) }
}

export async function freezeSwimmer(
  db: Db,
  acting: Acting,
  request: { swimmerID: number; freezeReason: string; freezeDate: string; site: number },
): Promise<void> {
  const { freezeReason, freezeDate, site } = request
  const swimmer = await swimmerAt(db, acting, request.swimmerID, site, 'they are frozen')
  const today = acting.today
  if (freezeDate > addMonths(today, 12) || freezeDate < addMonths(today, -12)) {
    throw badRequest(message('swimmer.freezeDateRange'), { freezeDate: message('swimmer.freezeDateRange') })
  }
  const alreadyFrozen = (since?: string) =>
    conflict(
      since
        ? message('swimmer.alreadyFrozenSince', { swimmer: swimmer.full_name, date: since })
        : message('swimmer.alreadyFrozen', { swimmer: swimmer.full_name }),
      { swimmerID: message('swimmer.field.alreadyFrozen') },
    )
  const running = await findRunningFreeze(db, swimmer.id)
  if (running) throw alreadyFrozen(running.freeze_date)
  try {
    await db.transaction().execute(async (trx) => {
      const freeze = await insertFreeze(trx, { swimmerId: swimmer.id, reason: freezeReason, freezeDate, site }, acting)
      // A frozen swimmer's school place frees (for its waitlist): the school enrolment ends the day before the freeze
      // (yesterday at the latest). Renewing takes the place again if the school still has room.
      const schoolEnd = dayBefore(freezeDate > today ? freezeDate : today)
      const schools = (await findRunningEnrolments(trx, swimmer.id, today)).filter(
        (enrolment) => enrolment.kind === 'school' && enrolment.endDate > schoolEnd,
      )
      await endEnrolments(trx, schools, schoolEnd)
      // What the freeze gave up, for Unfreeze to give back (unfreezeSwimmer).
      await insertReleasedPlaces(
        trx,
        freeze.id,
        schools.map((enrolment) => ({
          enrolmentId: enrolment.enrolmentId,
          endBefore: enrolment.endDate,
          endAfter: schoolEnd,
        })),
      )
      await auditSwimmer(trx, acting, {
        site,
        swimmerId: swimmer.id,
        action: 'FreezSwim',
        before: { frozen: false, ...(schools.length > 0 && { runningEnrolments: schools }) },
        after: {
          frozen: true,
          freeze,
          ...(schools.length > 0 && {
            endedEnrolments: schools.map((enrolment) => ({ ...enrolment, endDate: schoolEnd })),
          }),
        },
      })
      await offerFreedSeats(trx, schoolsOf(schools), acting, { swimmer: swimmer.id })
    })
  } catch (error) {
    // Two freezes at the same moment: the database's one-running-freeze index refuses the second.
    if (isUniqueViolation(error)) throw alreadyFrozen()
    throw error
  }
}

/**
 * Ends a swimmer's freeze, running or dated later (issue 25), without a renewal: they may attend and join groups again
 * from today. Needs the Unfreeze action (granted to Administrator by default). Audited.
 *
 * The school place the freeze gave up is given back (the enrolment ends when it ended before the freeze), so lifting a
 * freeze leaves the swimmer where they were: a freeze that had not started had not yet freed the place, and it is not
 * left free for others after the freeze's date. A place is not given back when its enrolment changed since (ended by
 * staff, a move, the school ending), when it would have ended by now anyway, or when it was taken meanwhile (the
 * school is full today counting its open waitlist offers, or a session of the time given back is full): the message
 * says so, and the swimmer is enrolled again as anyone is.
 */
export async function unfreezeSwimmer(
  db: Db,
  acting: Acting,
  request: { swimmerID: number; site: number },
): Promise<{ message: Message; freezeDate: string }> {
  const swimmer = await swimmerAt(db, acting, request.swimmerID, request.site, 'they are unfrozen')
  return db.transaction().execute(async (trx) => {
    const freeze = await findRunningFreeze(trx, swimmer.id)
    if (!freeze || !(await endFreeze(trx, freeze.id, acting.at))) {
      throw conflict(message('swimmer.notFrozen', { swimmer: swimmer.full_name }), {
        swimmerID: message('swimmer.field.notFrozen'),
      })
    }
    const { back, taken } = await giveBackPlaces(trx, acting, freeze.id)
    await auditSwimmer(trx, acting, {
      site: swimmer.site,
      swimmerId: swimmer.id,
      action: 'Unfreeze',
      before: { frozen: true, freeze },
      after: {
        frozen: false,
        freeze: { ...freeze, ended_at: acting.at },
        ...(back.length > 0 && { placesGivenBack: back.map(({ named: _named, ...place }) => place) }),
        ...(taken.length > 0 && { placesTaken: taken.map(({ named: _named, ...place }) => place) }),
      },
    })
    const started = freeze.freeze_date <= acting.today
    const said = { swimmer: swimmer.full_name, date: freeze.freeze_date }
    const date = freeze.freeze_date
    const [place] = back
    const [lost] = taken
    return {
      message: started
        ? place
          ? message('answer.unfrozenPlaceBack', { ...said, group: place.named, end: place.endDate })
          : lost
            ? message('answer.unfrozenPlaceTaken', { ...said, group: lost.named })
            : message('answer.unfrozen', said)
        : place
          ? message('answer.freezeCancelledPlaceKept', { ...said, group: place.named, end: place.endDate })
          : lost
            ? message('answer.freezeCancelledPlaceTaken', { ...said, group: lost.named })
            : message('answer.freezeCancelled', said),
      freezeDate: date,
    }
  })
}

interface PlaceGivenBack {
  enrolmentId: number
  schoolId: number
  group: string
  /** The group as a value of the answer's message (group is its English, for the audit entry). */
  named: Message
  endDate: string
}

/** Gives back the school places a freeze gave up (see unfreezeSwimmer), in the caller's transaction. */
async function giveBackPlaces(trx: Db, acting: Acting, freezeId: number) {
  const today = acting.today
  const back: PlaceGivenBack[] = []
  const taken: Array<Omit<PlaceGivenBack, 'endDate'>> = []
  for (const place of await findReleasedPlaces(trx, freezeId)) {
    // Changed since the freeze, or it would have ended by now: nothing to give back.
    if (place.end_date !== place.end_after || place.end_before < today) continue
    const school = await findGroup(trx, 'school', place.school_id, today, { lock: true })
    if (!school || school.closed || school.capacity === null) continue
    const entry = {
      enrolmentId: place.enrolment_id,
      schoolId: school.id,
      group: groupName(school),
      named: groupNamed(school),
    }
    // The days it gives back: from today when the place has freed already, else from the day after it was to end.
    const freedAlready = place.end_date < today
    const from = freedAlready ? today : addDays(place.end_date, 1)
    const room =
      (!freedAlready || school.enrolled + school.offered < school.capacity) &&
      (await hasSessionSeats(trx, school.id, school.capacity, from, place.end_before, 1))
    if (!room) {
      taken.push(entry)
      continue
    }
    await setEnrolmentEnd(trx, 'school', place.enrolment_id, place.end_before)
    back.push({ ...entry, endDate: place.end_before })
  }
  return { back, taken }
}

export async function updateTimes(
  db: Db,
  acting: Acting,
  request: { swimmerID: number; newTimes: string; reason: string; site: number },
): Promise<void> {
  const { newTimes, reason, site } = request
  const swimmer = await swimmerAt(db, acting, request.swimmerID, site, 'their times are recorded')
  await db.transaction().execute(async (trx) => {
    const times = await insertTimes(trx, { swimmerId: swimmer.id, times: newTimes, reason, site }, acting)
    await auditSwimmer(trx, acting, { site, swimmerId: swimmer.id, action: 'UpdateTimes', after: { times } })
  })
}

/**
 * A date attendance may be recorded on, before the one rule set (sessions/attendance.service markAttendance) looks at
 * the swimmer's sessions that day: never before their birth.
 */
function requireAttendanceDate(swimmer: SwimmerRow, date: string): void {
  if (date < swimmer.birth_date) {
    const text = message('swimmer.beforeBirth', { date, swimmer: swimmer.full_name, birth: swimmer.birth_date })
    throw badRequest(message('swimmer.field.date', { text }), { date: text })
  }
}

/**
 * Records a swimmer's attendance on a date: the mark of each session the swimmer has that date (the one attendance
 * record, issue 25), through the sessions' one rule set; a second record for the date replaces the first.
 */
export async function recordAttendance(
  db: Db,
  acting: Acting,
  request: { swimmerID: number; date: string; status: AttendanceStatus; site: number },
): Promise<void> {
  const { date, status, site } = request
  const swimmer = await swimmerAt(db, acting, request.swimmerID, site, 'their attendance is recorded')
  requireAttendanceDate(swimmer, date)
  // A freeze starts on its date (issue 25): one dated later does not stop today's attendance.
  const freeze = await findRunningFreeze(db, swimmer.id, { startedBy: acting.today })
  if (freeze) {
    throw conflict(message('swimmer.frozenSince', { swimmer: swimmer.full_name, date: freeze.freeze_date }), {
      swimmerID: message('swimmer.field.frozen'),
    })
  }
  try {
    await db.transaction().execute(async (trx) => {
      const sessions = await recordSwimmerDay(trx, acting, {
        swimmer: { id: swimmer.id, fullName: swimmer.full_name },
        date,
        status,
      })
      await auditSwimmer(trx, acting, {
        site,
        swimmerId: swimmer.id,
        action: 'Attendes',
        after: { date, status, sessions },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(message('attendance.swimmerRecordedMeanwhile', { swimmer: swimmer.full_name, date }), {
        date: message('attendance.field.recordedMeanwhileShort'),
      })
    }
    throw error
  }
}
