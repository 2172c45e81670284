import type { Kysely } from 'kysely'
import { DAY_CODES, slotFromStart, type CoachChanges, type CoachGroup } from '@contract/coaches'
import type { CoachRow, CoachSwimmer } from '@contract/coaches'
import { COACH_TYPES } from '@contract/lookups'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'
import { dayCodeOf } from '../../lib/dates'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error'
import { slotsClash, type Slot } from '../../lib/schedule'
import { hasModule, homeSiteOf, maySeeSite, requireAction, requireSite, type Acting } from '../../lib/actor'
import { listed } from '../../lib/messages'
import { writeAudit } from '../audit/audit.repository'
import {
  findCoach,
  findCoachGroups,
  findCoachSwimmers,
  findCoaches,
  findCoachesOfSite,
  findActiveCoaches,
  findSiteName,
  insertCoach,
  lockCoach,
  softDeleteCoach,
  updateCoach,
  type CoachRecord,
  type NewCoach,
} from './coaches.repository'
import { coachSnapshot, toCoachRow } from './coaches.view'
import {
  findActiveSlots,
  findGroupsOffOn,
  findDayNames,
  findSubstituteSlots,
  type GroupSlot,
  type SubstituteSlot,
} from './schedule.repository'
import { message, type Message, type Param } from '@contract/messages/message'

// Coaches: every rule about a coach, and the one rule both schools and pre-teams use before giving a coach a
// group ("may this coach lead this group then": assertCoachCanLead). Access the route declares (module, action, named
// site) is the auth plugin's; what the user may see, the update's access, the rules, the transaction and the audit
// entry are here.

/** Where the list looks: one site the user chose, or, asked for on purpose, every site of theirs. */
export type SiteChoice = number | 'all'

/** The sites a list looks at: the chosen one, every site of the user's when asked, else the home site. */
const sitesOf = (acting: Acting, choice: SiteChoice | undefined): number[] => {
  if (choice === 'all') return acting.sites.map((site) => site.id)
  const site = choice ?? homeSiteOf(acting)
  return site === undefined ? [] : [site]
}

const typeName = (code: number): string =>
  code === SCHOOL_COACH_TYPE ? 'school coach' : code === PRETEAM_COACH_TYPE ? 'pre-team coach' : 'coach'

/** Schools are led by SchoolCoach coaches (8), pre-team squads by PTeamCoach coaches (9). */
export const SCHOOL_COACH_TYPE = COACH_TYPES.find((type) => type.description === 'SchoolCoach')?.code ?? 8
export const PRETEAM_COACH_TYPE = COACH_TYPES.find((type) => type.description === 'PTeamCoach')?.code ?? 9

// ---------------------------------------------------------------------------------------------
// How a message names a group

/** 'school 12 (Level 3)', 'pre-team 40 (PTeam A)'. */
/** 'school 12 (Level 3)': a group that holds a coach, as a value of a refusal (in the refusal's language). */
const groupNamed = (group: Pick<GroupSlot, 'kind' | 'id' | 'levelName'>): Message =>
  group.levelName
    ? message(group.kind === 'school' ? 'group.named.school' : 'group.named.preteam', {
        id: group.id,
        level: group.levelName,
      })
    : message(group.kind === 'school' ? 'group.numbered.school' : 'group.numbered.preteam', { id: group.id })

/** 'school 12 (Level 3) and pre-team 40 (PTeam A)': how a refusal names the groups that hold a coach. */
const describeGroups = (groups: Array<Pick<GroupSlot, 'kind' | 'id' | 'levelName'>>): Param =>
  listed(groups.map(groupNamed))

const daysText = (days: number[], dayNames: Map<number, string>): string =>
  days.map((code) => dayNames.get(code) ?? 'Unknown').join(', ')

// ---------------------------------------------------------------------------------------------
// The one "may this coach lead this group then" rule

export interface GroupLead {
  coachId: number
  /** The group's site: the coach must work there. */
  site: number
  /** SCHOOL_COACH_TYPE for a school, PRETEAM_COACH_TYPE for a pre-team. */
  coachType: number
  /** The days and hours the coach must be free for. */
  slot: Slot
  /** The group being changed, which does not clash with itself. */
  except?: { kind: GroupSlot['kind']; id: number }
  /**
   * The dated sessions the coach substitutes at (issue 14) that count: from `from` (the day the slot starts to
   * matter, usually today) up to `to`, except the session being given this substitute.
   */
  substitutions?: { from: string; to?: string; exceptSession?: number }
}

/**
 * A group's coach must be a live, active coach of the right type at the group's site, and free at the group's times:
 * no other active school or pre-team of theirs, at any site, may share a day and overlap (slotsClash). The coach's
 * row is locked for the rest of the caller's transaction, so two requests cannot give the same free slot twice.
 * Refusals name the coach and the group they already teach; the field is `coachID`.
 */
export async function assertCoachCanLead(db: Kysely<Database>, lead: GroupLead): Promise<void> {
  const coach = await findCoach(db, lead.coachId)
  if (!coach || coach.site !== lead.site) {
    const site = (await findSiteName(db, lead.site))?.name ?? 'this site'
    throw badRequest(message('coach.notOfSite', { id: lead.coachId, site }), {
      coachID: message('coach.field.chooseOfSite'),
    })
  }
  if (coach.is_active !== 1) {
    throw badRequest(message('coach.notActive', { coach: coach.full_name }), {
      coachID: message('coach.field.notActive'),
    })
  }
  if (coach.coach_type !== lead.coachType) {
    throw badRequest(
      message('coach.wrongType', {
        coach: coach.full_name,
        type: typeName(coach.coach_type),
        wanted: typeName(lead.coachType),
      }),
      { coachID: message('coach.field.chooseType', { type: typeName(lead.coachType) }) },
    )
  }
  await lockCoach(db, coach.id)
  const clash = (await clashesAt(db, [coach.id], lead)).get(coach.id)
  if (!clash) return
  if ('substitution' in clash) {
    const substitution = clash.substitution
    throw conflict(
      message('coach.substitutes', {
        coach: coach.full_name,
        group: groupNamed(substitution),
        date: substitution.date,
        start: substitution.start,
        end: substitution.end,
      }),
      { coachID: message('coach.field.busy') },
    )
  }
  const group = clash.group
  const days = daysText(group.days, await findDayNames(db))
  throw conflict(
    message('coach.alreadyTeaches', {
      coach: coach.full_name,
      group: groupNamed(group),
      days,
      start: group.start,
      end: group.end,
    }),
    { coachID: message('coach.field.busy') },
  )
}

/** Where a lead is wanted: everything of GroupLead but the coach. */
export type LeadSlot = Omit<GroupLead, 'coachId'>

/**
 * What holds each of the given coaches at a lead's slot, by the rule of assertCoachCanLead: another active group of
 * theirs that shares a day and overlaps (checked first; on a one-date lead, not when that group's session that day is
 * cancelled, closed or taught by a substitute), else a dated session they substitute at in the range.
 * Coaches missing from the answer are free then.
 */
async function clashesAt(
  db: Kysely<Database>,
  coachIds: number[],
  lead: Pick<LeadSlot, 'slot' | 'except' | 'substitutions'>,
): Promise<Map<number, { group: GroupSlot } | { substitution: SubstituteSlot }>> {
  const clashes = new Map<number, { group: GroupSlot } | { substitution: SubstituteSlot }>()
  const except = lead.except
  const range = lead.substitutions
  const clashing = (await findActiveSlots(db, coachIds)).filter(
    (other) =>
      !(except !== undefined && other.kind === except.kind && other.id === except.id) && slotsClash(lead.slot, other),
  )
  // A lead on one date (a substitute for a session, the free coaches of a date): a group of theirs whose session
  // that day is cancelled, taught by a substitute or closed does not hold its coach then.
  const oneDate = range?.to !== undefined && range.to === range.from ? range.from : undefined
  const off = oneDate !== undefined && clashing.length > 0 ? await findGroupsOffOn(db, clashing, oneDate) : undefined
  for (const other of clashing) {
    if (!clashes.has(other.coachId) && !off?.has(`${other.kind}:${other.id}`)) {
      clashes.set(other.coachId, { group: other })
    }
  }
  const rest = coachIds.filter((id) => !clashes.has(id))
  if (!range || rest.length === 0) return clashes
  for (const other of await findSubstituteSlots(db, rest, range)) {
    if (other.sessionId !== range.exceptSession && !clashes.has(other.coachId) && slotsClash(lead.slot, other)) {
      clashes.set(other.coachId, { substitution: other })
    }
  }
  return clashes
}

/**
 * The coaches assertCoachCanLead would accept for a lead: live, active coaches of its site and type, free at its
 * slot (by name). Nothing is locked: this is a list to choose from; giving the coach the lead asserts again.
 */
export async function coachesFreeToLead(db: Kysely<Database>, lead: LeadSlot): Promise<CoachRecord[]> {
  const coaches = (await findCoachesOfSite(db, lead.site)).filter(
    (coach) => coach.is_active === 1 && coach.coach_type === lead.coachType,
  )
  const busy = await clashesAt(
    db,
    coaches.map((coach) => coach.id),
    lead,
  )
  return coaches.filter((coach) => !busy.has(coach.id))
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A live coach at one of the user's sites, or 404 (another site's coach is answered as not found). */
async function visibleCoach(
  db: Kysely<Database>,
  acting: Acting,
  coachId: number,
  lock: { dialect: Dialect } | null = null,
): Promise<CoachRecord> {
  const coach = await findCoach(db, coachId, lock)
  if (!coach || !maySeeSite(acting, coach.site)) throw notFound(message('coach.notFound', { id: coachId }))
  return coach
}

/** The coaches of the chosen site (or, asked for, of every site of the user), active or not. */
export async function listCoaches(
  db: Kysely<Database>,
  acting: Acting,
  choice: SiteChoice | undefined,
): Promise<CoachRow[]> {
  return (await findCoaches(db, sitesOf(acting, choice))).map(toCoachRow)
}

/** The Settings tab's list: live coaches of one site, by name. */
export const coachesOfSite = (db: Kysely<Database>, site: number): Promise<CoachRecord[]> => findCoachesOfSite(db, site)

/** A start time with no slot end means an hour; no slot at all means the whole day. */
const WHOLE_DAY = { start: '00:00', end: '24:00' }

export interface FreeCoachSearch {
  coachType: number | null
  /** A date (its weekday counts) or null for every day of the week. */
  date: string | null
  timeSlot: { start: string; end: string } | null
}

/**
 * THE free-coach rule for a search: live, active coaches of the type at the sites, that nothing holds at the slot
 * (clashesAt: a group of theirs at any site that shares a day and overlaps, or a session they substitute at in the
 * range; on one date, not a group whose session then is cancelled, closed or taught by a substitute).
 */
async function freeCoaches(
  db: Kysely<Database>,
  search: { sites: number[]; coachType: number | null; slot: Slot; substitutions: { from: string; to?: string } },
): Promise<CoachRecord[]> {
  if (search.slot.days.length === 0) return []
  const candidates = await findActiveCoaches(db, search)
  const busy = await clashesAt(
    db,
    candidates.map((coach) => coach.id),
    search,
  )
  return candidates.filter((coach) => !busy.has(coach.id))
}

/** The coaches screen's free-coach search: on a date, the sessions of that date count. */
export function searchFreeCoaches(db: Kysely<Database>, acting: Acting, choice: SiteChoice, search: FreeCoachSearch) {
  return freeCoaches(db, {
    sites: sitesOf(acting, choice),
    coachType: search.coachType,
    slot: {
      days: search.date !== null ? [dayCodeOf(search.date)] : DAY_CODES,
      ...(search.timeSlot ?? WHOLE_DAY),
    },
    // Substitutions (issue 14) from today on make a coach busy at their time.
    substitutions: search.date !== null ? { from: search.date, to: search.date } : { from: acting.today },
  })
}

/** The free-coaches finder: one site, one type, two days, an hour from a start time. */
export function findFreeForFinder(
  db: Kysely<Database>,
  acting: Acting,
  criteria: { site: number; type: number; firstDay: number; secondDay: number; startTime: string },
) {
  return freeCoaches(db, {
    sites: [criteria.site],
    coachType: criteria.type,
    slot: { days: [...new Set([criteria.firstDay, criteria.secondDay])], ...slotFromStart(criteria.startTime) },
    substitutions: { from: acting.today },
  })
}

const toGroup = (slot: GroupSlot): CoachGroup => ({
  kind: slot.kind,
  id: slot.id,
  days: slot.days,
  startTime: slot.start,
  endTime: slot.end,
})

/** One coach with the active groups they teach. */
export async function coachDetails(db: Kysely<Database>, acting: Acting, coachId: number) {
  const coach = await visibleCoach(db, acting, coachId)
  return {
    ...toCoachRow(coach),
    birthDate: coach.birth_date,
    gender: coach.gender,
    groups: (await findCoachGroups(db, coach.id)).map(toGroup),
  }
}

/**
 * The swimmers currently in the coach's active groups whom the user may see: a swimmer who has moved to a site of
 * none of the user's is left out, even while an enrolment at the old site still runs.
 */
export async function coachSwimmers(db: Kysely<Database>, acting: Acting, coachId: number): Promise<CoachSwimmer[]> {
  const coach = await visibleCoach(db, acting, coachId)
  return findCoachSwimmers(
    db,
    coach.id,
    acting.today,
    acting.sites.map((site) => site.id),
  )
}

// ---------------------------------------------------------------------------------------------
// Changing

/** Refuses a change that would strand the coach's active groups (deleting, deactivating, moving site). */
async function assertNoActiveGroups(db: Kysely<Database>, coach: CoachRecord, what: string): Promise<void> {
  const groups = await findCoachGroups(db, coach.id)
  if (groups.length === 0) return
  throw conflict(
    message('coach.stillTeaches', { coach: coach.full_name, id: coach.id, groups: describeGroups(groups), what }),
    { coachID: message('coach.field.stillTeaches') },
  )
}

async function auditCoach(
  db: Kysely<Database>,
  acting: Acting,
  action: string,
  change: { before?: CoachRecord; after: CoachRecord },
): Promise<void> {
  await writeAudit(db, {
    userId: acting.userId,
    at: acting.at,
    site: change.after.site,
    entity: 'coach',
    entityId: change.after.id,
    action,
    ...(change.before && { before: coachSnapshot(change.before) }),
    after: coachSnapshot(change.after),
  })
}

/** Adds a coach and audits it in one transaction (the coaches screen: AddCoach; Settings: InsertCoach). */
export function addCoach(
  db: Kysely<Database>,
  acting: Acting,
  coach: NewCoach,
  action: 'AddCoach' | 'InsertCoach',
): Promise<CoachRecord> {
  return db.transaction().execute(async (trx) => {
    const created = await insertCoach(trx, coach, acting)
    await auditCoach(trx, acting, action, { after: created })
    return created
  })
}

/** Who may send an update depends on which screen's spelling it uses. */
function requireUpdateAccess(acting: Acting, form: CoachChanges['form']): void {
  if (form === 'settings') {
    requireAction(acting, 'Settings', 'ManageCoaches')
    return
  }
  if (!hasModule(acting, 'Mod_CO')) throw forbidden(message('access.module', { module: 'Coaches management' }))
  // The coaches screen has no edit action of its own: whoever may add a coach may correct one.
  requireAction(acting, 'Mod_CO', 'AddCoach')
}

/**
 * Changes a coach of the user's sites; a coach who still teaches can be neither deactivated, moved nor retyped.
 * PUT /coaches/update serves two screens, so its access follows the body's spelling: checked here, before the site.
 */
export async function changeCoach(
  db: Kysely<Database>,
  dialect: Dialect,
  acting: Acting,
  changes: CoachChanges,
): Promise<void> {
  requireUpdateAccess(acting, changes.form)
  if (changes.site !== undefined) requireSite(acting, changes.site)
  await db.transaction().execute(async (trx) => {
    const before = await visibleCoach(trx, acting, changes.coachId, { dialect })
    if (changes.isActive === false && before.is_active === 1) {
      await assertNoActiveGroups(trx, before, 'making them inactive')
    }
    if (changes.site !== undefined && changes.site !== before.site) {
      await assertNoActiveGroups(trx, before, 'moving them to another site')
    }
    // A school coach leads schools and a pre-team coach pre-teams (assertCoachCanLead): a new type would leave their
    // running groups led by a coach of the wrong type (issue 25).
    if (changes.coachType !== undefined && changes.coachType !== before.coach_type) {
      await assertNoActiveGroups(trx, before, 'changing their type')
    }
    const after = await updateCoach(trx, changes, acting)
    await auditCoach(trx, acting, 'UpdateCoach', { before, after })
  })
}

/** Deletes (softly) a coach who teaches no active group. */
export async function deleteCoach(
  db: Kysely<Database>,
  dialect: Dialect,
  acting: Acting,
  coachId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await visibleCoach(trx, acting, coachId, { dialect })
    await assertNoActiveGroups(trx, before, 'deleting them')
    const after = await softDeleteCoach(trx, before.id, acting)
    await auditCoach(trx, acting, 'DeleteCoach', { before, after })
  })
}
