import type { Kysely } from 'kysely'
import { centsToAmount, formatAmount } from '@contract/common'
import { PRODUCT_PRETEAM } from '@contract/lookups'
import { isPreTeamLevel, type RenewalType } from '@contract/swimmers'
import type { Database } from '../../db/database'
import { addDays, addMonths } from '../../lib/dates'
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'
import { visibleSwimmer } from '../../lib/visible-swimmer'
import { maySeeSite, type Acting } from '../../lib/actor'
import { writeAudit } from '../audit/audit.repository'
import { mayTakePayments, priceLines, withReceiptGuard } from '../payments/payments.service'
import { billAtDesk, type DeskBilling } from '../payments/desk-billing.service'
import { pricedDurations } from '../payments/discount-rules.service'
import { storedItem, storedItemNamed } from '../../lib/invoice-items'
import { pricingReads, type PricingReads } from '../payments/pricing'
import { findRunningEnrolments } from './enrolment-ending.repository'
import {
  cancelUnpaidInvoice,
  findEnrolmentInvoice,
  endRunningFreeze,
  extendSubscription,
  findGroup,
  findLatestEnrolments,
  findLatestRenewalInvoice,
  findOpenGroups,
  findRunningEnrolment,
  findSiteName,
  findSwimmerFacts,
  insertEnrolment,
  insertRenewal,
  lockSwimmer,
  setEnrolmentEnd,
  updateSubscriptionEndIfUnchanged,
  type GroupKind,
  type GroupRow,
  type LatestEnrolment,
  type RunningEnrolment,
  type SwimmerFacts,
} from './enrolments.repository'
import { GroupName, dayNames, groupName, groupNamed } from './enrolments.view'
import { assertSessionSeats } from '../sessions/seats.service'

// Enrolment (a swimmer into a school or a pre-team squad for some months, with its invoice and any payment) and
// renewal: one function per operation, whichever URL reaches it (/swimmers/save-school-trans,
// /swimmerschool/add-swimmer-to-school, /swimmers/save-pteam-trans, /preteam/add-swimmer; /swimmers/renew-subscription).
// Each rule is written once, in the predicates below, which the enrolment and renewal use to refuse and the option
// lists and the swimmer's action list use to offer only what would be accepted:
// - the group is at the swimmer's site, running, and of the swimmer's level (Level 5 swimmers do not join a Level 1
//   school; Level 1 swimmers do not join a PTeam D squad);
// - a frozen swimmer joins no group;
// - one running enrolment of a kind at a time (one school, one pre-team squad);
// - a school has room: the places its waitlist holds (open offers, and the swimmers waiting, to whom a freed place
//   goes first) are not free for anyone else (waitlists.service.ts);
// - money taken at enrolment (an amount above 0) needs the payment privilege, and a receipt number;
// - a renewal waits until the previous renewal's invoice is no longer open.
// Each operation runs in one transaction with its audit entry, so a refusal at any step stores nothing.

type Db = Kysely<Database>

/** Why a request would be refused: the status, the message, and the field (in the service's names) with its text. */
export interface Refusal {
  status: 400 | 403 | 404 | 409
  message: Message
  field: string
  text: Message
}

const refuse = (refusal: Refusal): HttpError =>
  new HttpError(refusal.status, refusal.message, { [refusal.field]: refusal.text })

// ---------------------------------------------------------------------------------------------
// The rules, as predicates

/**
 * Why this swimmer may not join this group now, or null when they may. `running` is the swimmer's running enrolment
 * of the group's kind, if any.
 */
export function enrolmentRefusal(
  swimmer: SwimmerFacts,
  group: GroupRow,
  running: RunningEnrolment | undefined,
): Refusal | null {
  const name = swimmer.full_name
  if (group.site !== swimmer.site) {
    return {
      status: 409,
      message: message('enrolment.otherSite', { group: GroupName(group), site: swimmer.site_name, swimmer: name }),
      field: 'group',
      text: message('enrolment.field.chooseGroupOf', { what: swimmer.site_name }),
    }
  }
  if (group.closed) {
    return {
      status: 409,
      message: message('group.ended', { group: GroupName(group) }),
      field: 'group',
      text: message('group.field.ended'),
    }
  }
  if (swimmer.frozen) {
    return {
      status: 409,
      message: message('enrolment.frozen', { swimmer: name, group: groupNamed(group) }),
      field: 'swimmerID',
      text: message('swimmer.field.frozen'),
    }
  }
  if (group.level !== swimmer.current_level) {
    return {
      status: 409,
      message: message('enrolment.otherLevel', {
        swimmer: name,
        level: swimmer.level_name,
        group: groupNamed(group),
        groupLevel: group.level_name,
      }),
      field: 'group',
      text: message('enrolment.field.chooseGroupOf', { what: swimmer.level_name }),
    }
  }
  if (running) {
    const same = running.group.id === group.id
    return {
      status: 409,
      message: same
        ? message('enrolment.alreadyIn', { swimmer: name, group: groupNamed(group), end: running.endDate })
        : message(group.kind === 'school' ? 'enrolment.alreadyInSchool' : 'enrolment.alreadyInPreteam', {
            swimmer: name,
            group: groupNamed(running.group),
            end: running.endDate,
          }),
      field: 'swimmerID',
      text: message(
        same
          ? 'enrolment.field.alreadyEnrolled'
          : group.kind === 'school'
            ? 'enrolment.field.alreadyInSchool'
            : 'enrolment.field.alreadyInPreteam',
      ),
    }
  }
  if (group.capacity !== null && group.enrolled + group.held >= group.capacity) {
    return {
      status: 409,
      message: message('group.full', { group: GroupName(group), taken: placesTaken(group, group.capacity) }),
      field: 'group',
      text: message('group.field.schoolFull'),
    }
  }
  return null
}

/** "12 of 12 places taken", or "11 of 12 places taken, the other one kept for its waitlist". */
function placesTaken(group: GroupRow, capacity: number): Message {
  const taken = group.enrolled
  const kept = capacity - group.enrolled
  if (group.held === 0 || kept <= 0) return message('group.placesTaken', { taken, capacity })
  if (kept === 1) return message('group.placesTakenKept.one', { taken, capacity })
  return message('group.placesTakenKept.many', { taken, capacity, kept })
}

/** Why the acting user may not take this amount while enrolling, or null. */
export function paymentAtEnrolmentRefusal(
  acting: Pick<Acting, 'granted'>,
  amountCents: number,
  receiptNo: string | undefined,
  swimmer: SwimmerFacts,
  group: GroupRow,
): Refusal | null {
  if (amountCents <= 0) return null
  if (!mayTakePayments(acting.granted)) {
    return {
      status: 403,
      message: message('enrolment.paymentNeedsPrivilege', {
        swimmer: swimmer.full_name,
        group: groupNamed(group),
        amount: formatAmount(centsToAmount(amountCents)),
      }),
      field: 'amountPaid',
      text: message('payment.field.notAllowed'),
    }
  }
  if (!receiptNo?.trim()) {
    return {
      status: 400,
      message: message('payment.receiptRequired'),
      field: 'recieptNo',
      text: message('payment.field.receiptRequired'),
    }
  }
  return null
}

/** What a renewal needs to know about the swimmer: the enrolment it extends, the product it bills, the last renewal. */
export interface RenewalFacts {
  swimmer: SwimmerFacts
  latest: LatestEnrolment | undefined
  /** The product the renewal is priced as, or undefined when nothing prices it. */
  product: number | undefined
  openRenewalInvoice:
    { id: number; item_name: string; months: number; amount_cents: number; paid_cents: number } | undefined
  today: string
  /**
   * Set when the swimmer is in a school and a pre-team squad that could both be renewed and the request did not say
   * which: the two, for the refusal to name. Each is renewed and billed on its own (see renewSubscription).
   */
  choose?: [LatestEnrolment, LatestEnrolment]
}

/** Why this swimmer's subscription may not be renewed now (whatever the duration), or null. */
export function renewalRefusal(facts: RenewalFacts): Refusal | null {
  const { swimmer, latest, openRenewalInvoice: open } = facts
  if (facts.choose) {
    const [school, preteam] = facts.choose
    return {
      status: 409,
      message: message('renewal.chooseWhich', {
        swimmer: swimmer.full_name,
        group: groupNamed(school.group),
        other: groupNamed(preteam.group),
      }),
      field: 'renews',
      text: message('renewal.field.chooseWhich'),
    }
  }
  if (open) {
    const due = formatAmount(centsToAmount(open.amount_cents - open.paid_cents))
    return {
      status: 409,
      message: message('renewal.previousUnpaid', {
        swimmer: swimmer.full_name,
        invoice: open.id,
        item: storedItemNamed(open),
        due,
      }),
      field: 'swimmerID',
      text: message('renewal.field.invoiceOpen', { id: open.id }),
    }
  }
  // A renewal extends a group's enrolment: a swimmer who was never in a group (at their site) has nothing to renew.
  if (!latest) {
    return {
      status: 400,
      message: message('renewal.nothing', { swimmer: swimmer.full_name, site: swimmer.site_name }),
      field: 'swimmerID',
      text: message('renewal.field.nothing'),
    }
  }
  // After a level change the old level's group is not renewed (issue 25): its enrolment runs to its paid end, and the
  // swimmer joins a group of their new level instead.
  if (latest.group.level !== swimmer.current_level) {
    return {
      status: 409,
      message: message('renewal.otherLevel', {
        swimmer: swimmer.full_name,
        level: swimmer.level_name,
        group: groupNamed(latest.group),
        groupLevel: latest.group.level_name,
      }),
      field: 'swimmerID',
      text: message('enrolment.field.chooseGroupOf', { what: swimmer.level_name }),
    }
  }
  if (latest.group.closed) {
    return {
      status: 409,
      message: message('renewal.groupEnded', { group: GroupName(latest.group), swimmer: swimmer.full_name }),
      field: 'swimmerID',
      text: message('renewal.field.groupEnded'),
    }
  }
  // A lapsed school place is taken again, so the school must have room.
  const group = latest?.group
  if (
    latest &&
    group &&
    group.capacity !== null &&
    latest.endDate < facts.today &&
    group.enrolled + group.held >= group.capacity
  ) {
    return {
      status: 409,
      message: message('group.full', { group: GroupName(group), taken: placesTaken(group, group.capacity) }),
      field: 'swimmerID',
      text: message('renewal.field.schoolFull'),
    }
  }
  if (facts.product === undefined) {
    return {
      status: 400,
      message: message('renewal.nothingToPrice'),
      field: 'swimmerID',
      text: message('renewal.field.nothingToPrice'),
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Reading what the rules need

/** A live swimmer of one of the acting user's sites, with what the enrolment rules read (lib/visible-swimmer.ts). */
const swimmerFacts = (db: Db, acting: Pick<Acting, 'sites' | 'today'>, swimmerId: number): Promise<SwimmerFacts> =>
  visibleSwimmer(findSwimmerFacts(db, swimmerId, acting.today), acting, swimmerId)

/**
 * An action on a swimmer happens at the swimmer's site: a request naming another site is refused, naming the swimmer
 * and both sites (worded as the swimmer actions word it).
 */
async function assertSwimmerSite(db: Db, swimmer: SwimmerFacts, site: number, doing: string): Promise<void> {
  if (swimmer.site === site) return
  const home = swimmer.site_name
  const other = (await findSiteName(db, site))?.name ?? `site ${site}`
  const text = message('swimmer.otherSite', { swimmer: swimmer.full_name, home, doing, other })
  throw badRequest(message('swimmer.otherSiteChoose', { text, home }), { site: text })
}

/** The running groups of the swimmer's site and level this swimmer would be accepted into, by id. */
async function acceptableGroups(db: Db, kind: GroupKind, swimmer: SwimmerFacts, today: string): Promise<GroupRow[]> {
  const groups = await findOpenGroups(db, kind, swimmer.site, swimmer.current_level, today)
  if (groups.length === 0) return []
  const running = await findRunningEnrolment(db, kind, swimmer.id, today)
  return groups.filter((group) => enrolmentRefusal(swimmer, group, running) === null)
}

/**
 * What renewing this swimmer would extend and bill. `renews` names the group (the school or the pre-team squad) when
 * the swimmer has both; without it, the one of the swimmer's level still running at their site, else their most recent.
 */
async function renewalFacts(db: Db, swimmer: SwimmerFacts, today: string, renews?: GroupKind): Promise<RenewalFacts> {
  // Only a group of the swimmer's own site is renewed: after a move, the old site's enrolment stays ended.
  const both = await findLatestEnrolments(db, swimmer.id, today)
  const atSite = [both.school, both.preteam].filter(
    (enrolment): enrolment is LatestEnrolment => enrolment !== undefined && enrolment.group.site === swimmer.site,
  )
  const renewable = atSite.filter((e) => e.group.level === swimmer.current_level && !e.group.closed)
  let latest: LatestEnrolment | undefined
  let choose: RenewalFacts['choose']
  if (renews) latest = atSite.find((enrolment) => enrolment.group.kind === renews)
  else if (renewable.length === 2) choose = [renewable[0], renewable[1]]
  else {
    latest =
      renewable[0] ??
      // The most recent (sort keeps the school first when both started the same day).
      [...atSite].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
  }
  latest ??= choose?.[0]
  let product = latest?.group.product
  if (!latest) {
    // Never in a group: PreTeam at a pre-team level, else the type of the first running school of their level.
    if (isPreTeamLevel(swimmer.current_level)) product = PRODUCT_PRETEAM
    else {
      const [first] = await findOpenGroups(db, 'school', swimmer.site, swimmer.current_level, today)
      product = first?.product
    }
  }
  // A renewal waits for the previous renewal of the same product: a school's and a pre-team's are billed apart.
  const last = await findLatestRenewalInvoice(db, swimmer.id, latest ? product : undefined)
  return {
    swimmer,
    latest,
    product,
    openRenewalInvoice: last?.status === 'open' ? last : undefined,
    today,
    ...(choose && { choose }),
  }
}

/** The groups this swimmer could renew now (one, or their school and their pre-team squad), each with its facts. */
async function renewalChoices(db: Db, swimmer: SwimmerFacts, today: string): Promise<RenewalFacts[]> {
  const facts = await renewalFacts(db, swimmer, today)
  if (!facts.choose) return [facts]
  return Promise.all(facts.choose.map((enrolment) => renewalFacts(db, swimmer, today, enrolment.group.kind)))
}

// ---------------------------------------------------------------------------------------------
// Enrolment

export interface EnrolmentRequest {
  swimmerId: number
  groupId: number
  months: number
  /** The site the request names: it must be the swimmer's. */
  site: number
  amountCents: number
  receiptNo?: string
  /** Issue 30: the desk's method of the money taken now, a chosen discount, instalments. */
  billing?: DeskBilling
}

export interface EnrolmentResult {
  swimmerName: string
  groupName: string
  /** The same group as a value of a message (in the answer's language). */
  group: Message
  enrolmentId: number
  invoiceId: number
  invItem: string
  /** The same item by its code (issue 26): the SPA shows it in its language. */
  invItemText: Message | null
  value: number
  amountPaid: number
  /** The payment taken with the enrolment, for its receipt; null when nothing was paid. */
  paymentId: number | null
  endDate: string
}

const ACTIONS: Record<GroupKind, string> = { school: 'AddSwimmerToSchool', preteam: 'AddSwimmerToPTeam' }

/** Enrols a swimmer in a school, whichever URL asks. */
export const enrolInSchool = (db: Db, acting: Acting, request: EnrolmentRequest) => enrol(db, acting, 'school', request)

/** Enrols a swimmer in a pre-team squad, whichever URL asks. */
export const enrolInPreTeam = (db: Db, acting: Acting, request: EnrolmentRequest) =>
  enrol(db, acting, 'preteam', request)

/**
 * Enrols into a school a swimmer whose waitlist offer holds one of its places, in the caller's transaction (run it in
 * withReceiptGuard when money is taken): every rule of enrolInSchool, the place the offer holds counting as free.
 * The caller (waitlists.service) has checked that the offer is the swimmer's, open and not expired.
 */
export const enrolInSchoolOnHeldSeat = (trx: Db, acting: Acting, request: EnrolmentRequest) =>
  enrolWithin(trx, acting, 'school', request, { heldSeat: true })

/**
 * Enrols a swimmer in the caller's transaction, with every rule of enrolInSchool / enrolInPreTeam and its invoice: an
 * operation that changes the swimmer first and enrols them with it (a move up to the next level, issue 31). Takes no
 * payment (amountCents 0): the invoice waits at the desk.
 */
export const enrolWithinTransaction = (trx: Db, acting: Acting, kind: GroupKind, request: EnrolmentRequest) =>
  enrolWithin(trx, acting, kind, { ...request, amountCents: 0, receiptNo: undefined })

async function enrol(db: Db, acting: Acting, kind: GroupKind, request: EnrolmentRequest): Promise<EnrolmentResult> {
  return withReceiptGuard(db, request.site, receiptOf(request), (trx) => enrolWithin(trx, acting, kind, request))
}

const receiptOf = (request: EnrolmentRequest) => (request.amountCents > 0 ? request.receiptNo?.trim() : undefined)

async function enrolWithin(
  trx: Db,
  acting: Acting,
  kind: GroupKind,
  request: EnrolmentRequest,
  options: { heldSeat?: boolean } = {},
): Promise<EnrolmentResult> {
  const today = acting.today
  const receiptNo = receiptOf(request)
  await lockSwimmer(trx, request.swimmerId)
  const swimmer = await swimmerFacts(trx, acting, request.swimmerId)
  await assertSwimmerSite(trx, swimmer, request.site, 'enrol them')
  const found = await findGroup(trx, kind, request.groupId, today, { lock: true })
  if (!found || found.site !== request.site) {
    throw notFound(
      message(kind === 'school' ? 'school.notFoundAtSite' : 'preteam.notFoundAtSite', { id: request.groupId }),
    )
  }
  // On a seat its offer holds, the swimmer competes with neither the other offers' seats nor those waiting behind.
  const group = options.heldSeat ? { ...found, held: Math.max(0, found.offered - 1) } : found
  const running = await findRunningEnrolment(trx, kind, swimmer.id, today)
  const refusal =
    enrolmentRefusal(swimmer, group, running) ??
    paymentAtEnrolmentRefusal(acting, request.amountCents, receiptNo, swimmer, group)
  if (refusal) throw refuse(refusal)
  // Every session of the enrolment must have a seat: make-up guests booked into one count (issue 25).
  if (kind === 'school' && group.capacity !== null) {
    await assertSessionSeats(trx, group.id, group.capacity, today, addMonths(today, request.months), 1, 'schoolID')
  }

  const { invoice, payment } = await billAtDesk(
    trx,
    acting,
    { site: request.site, swimmerId: swimmer.id, product: group.product, months: request.months, kind },
    { amountCents: request.amountCents, receiptNo },
    request.billing,
  )
  const endDate = addMonths(today, request.months)
  const row = {
    swimmer_id: swimmer.id,
    months: request.months,
    start_date: today,
    end_date: endDate,
    invoice_id: invoice.id,
    site: request.site,
    created_at: acting.at,
    created_by: acting.userId,
  }
  const enrolmentId = await insertEnrolment(trx, kind, group.id, row)
  if (!swimmer.subscription_end || swimmer.subscription_end < endDate) {
    await extendSubscription(trx, swimmer.id, endDate)
  }
  await writeAudit(trx, {
    userId: acting.userId,
    site: request.site,
    entity: 'swimmer',
    entityId: swimmer.id,
    action: ACTIONS[kind],
    before: { subscription_end: swimmer.subscription_end },
    after: {
      enrolment: { ...row, [kind === 'school' ? 'school_id' : 'preteam_id']: group.id, id: enrolmentId },
      group: groupName(group),
      invoiceId: invoice.id,
      amountPaid: centsToAmount(receiptNo ? request.amountCents : 0),
    },
    at: acting.at,
  })
  return {
    swimmerName: swimmer.full_name,
    groupName: groupName(group),
    group: groupNamed(group),
    enrolmentId,
    invoiceId: invoice.id,
    invItem: invoice.item_name,
    invItemText: storedItem(invoice),
    value: centsToAmount(invoice.amount_cents),
    amountPaid: centsToAmount(receiptNo ? request.amountCents : 0),
    paymentId: payment?.id ?? null,
    endDate,
  }
}

// ---------------------------------------------------------------------------------------------
// Ending one school enrolment

export interface EndEnrolmentRequest {
  schoolId: number
  swimmerId: number
  /** The swimmer's last day in the school; yesterday when not given (the place is free from today). */
  lastDay?: string
}

/** The places an ending freed: the caller offers them to the schools' waitlists in the same transaction. */
export interface FreedSeats {
  schoolIds: number[]
  /** The swimmer who left, named in the waitlist's audit entry. */
  swimmerId: number
}

export interface EndedEnrolment {
  message: Message
  enrolmentId: number
  lastDay: string
  invoiceId: number
  invoiceStatus: 'open' | 'paid' | 'cancelled'
  freed: FreedSeats
}

/**
 * Ends one swimmer's running enrolment in a school on their last day (yesterday by default; yesterday at the
 * earliest, before the enrolment's own end), inside the caller's transaction: the place is then free, and is returned
 * for the caller to offer to the school's waitlist (the waitlists sit above enrolments and offer it, offerFreedSeats).
 * The enrolment's invoice: one nothing has been paid of is cancelled (the desk no longer asks for a place the swimmer
 * gave up; it leaves the due list); one paid in part or in full stays as it is (what was paid is kept, what is owed
 * stays owed, for the desk to settle). Needs AddSwimmerToSchool, the privilege that enrols.
 */
export async function endSchoolEnrolmentWithin(
  trx: Db,
  acting: Acting,
  request: EndEnrolmentRequest,
): Promise<EndedEnrolment> {
  const today = acting.today
  const yesterday = addDays(today, -1)
  await lockSwimmer(trx, request.swimmerId)
  const swimmer = await swimmerFacts(trx, acting, request.swimmerId)
  const school = await findGroup(trx, 'school', request.schoolId, today, { lock: true })
  if (!school || !maySeeSite(acting, school.site)) throw notFound(message('school.notFound', { id: request.schoolId }))
  const enrolment = (await findRunningEnrolments(trx, swimmer.id, today)).find(
    (running) => running.kind === 'school' && running.groupId === school.id,
  )
  if (!enrolment) {
    throw conflict(message('enrolment.notIn', { swimmer: swimmer.full_name, group: groupNamed(school) }), {
      swimmerID: message('enrolment.field.notInSchool'),
    })
  }
  const lastDay = request.lastDay ?? yesterday
  if (lastDay < yesterday) {
    throw badRequest(message('enrolment.lastDayPast', { date: lastDay }), {
      lastDay: message('enrolment.field.yesterdayOrLater'),
    })
  }
  if (lastDay >= enrolment.endDate) {
    throw badRequest(message('enrolment.alreadyEnds', { swimmer: swimmer.full_name, date: enrolment.endDate }), {
      lastDay: message('enrolment.field.dayBefore', { date: enrolment.endDate }),
    })
  }
  await setEnrolmentEnd(trx, 'school', enrolment.enrolmentId, lastDay)
  const invoice = (await findEnrolmentInvoice(trx, enrolment.enrolmentId))!
  const cancelled = await cancelUnpaidInvoice(trx, invoice.id)
  const invoiceStatus = cancelled ? 'cancelled' : invoice.status
  await writeAudit(trx, {
    userId: acting.userId,
    site: school.site,
    entity: 'swimmer',
    entityId: swimmer.id,
    action: 'EndSchoolEnrolment',
    before: { enrolment, invoice },
    after: {
      enrolment: { ...enrolment, endDate: lastDay },
      group: groupName(school),
      invoice: { ...invoice, status: invoiceStatus },
    },
    at: acting.at,
  })
  return {
    message: message('answer.enrolmentEnds', { swimmer: swimmer.full_name, group: groupNamed(school), date: lastDay }),
    enrolmentId: enrolment.enrolmentId,
    lastDay,
    invoiceId: invoice.id,
    invoiceStatus,
    freed: { schoolIds: [school.id], swimmerId: swimmer.id },
  }
}

// ---------------------------------------------------------------------------------------------
// What the swimmer could join (the enrolment dialogs) and which enrolment actions to offer

/**
 * GET /swimmers/school-options/{id}: the schools this swimmer would be accepted into, with places and prices; with
 * `chosen`, a staff or hardship rule priced in (issue 30, ManageDiscounts, as the renewal's prices).
 */
export async function schoolOptions(db: Db, acting: Acting, swimmerId: number, chosen?: number) {
  const today = acting.today
  const swimmer = await swimmerFacts(db, acting, swimmerId)
  const schools = await acceptableGroups(db, 'school', swimmer, today)
  const prices = await priceLines(db, swimmer.site, [...new Set(schools.map((school) => school.product))])
  // Each product's durations with the lines this swimmer's invoice would have (issue 30), by the one pricing function.
  const priced = new Map<number, Awaited<ReturnType<typeof pricedDurations>>>()
  for (const [product, lines] of prices) {
    const request = { site: swimmer.site, swimmerId, product, kind: 'school' as const, chosen }
    priced.set(product, await pricedDurations(db, acting, request, lines))
  }
  return {
    swimmerID: swimmer.id,
    site: swimmer.site,
    level: swimmer.current_level,
    levelName: swimmer.level_name,
    schools: schools.map((school) => ({
      schoolID: school.id,
      coachName: school.coach_name,
      level: school.level,
      levelName: school.level_name,
      type: school.product,
      typeName: school.type_name ?? 'Unknown',
      days: dayNames(school.days),
      fromTo: `${school.start_time}-${school.end_time}`,
      capacity: school.capacity ?? 0,
      enrolled: school.enrolled,
      invoices: priced.get(school.product) ?? [],
    })),
  }
}

/**
 * GET /swimmers/preteam-options/{id}: the squads this swimmer would be accepted into, with the PreTeam prices (a
 * `chosen` rule priced in, as for the school options).
 */
export async function preTeamOptions(db: Db, acting: Acting, swimmerId: number, chosen?: number) {
  const today = acting.today
  const swimmer = await swimmerFacts(db, acting, swimmerId)
  const squads = await acceptableGroups(db, 'preteam', swimmer, today)
  const prices = await priceLines(db, swimmer.site, [PRODUCT_PRETEAM])
  // Each duration with the lines this swimmer's invoice would have (issue 30), by the one pricing function.
  const invoices = await pricedDurations(
    db,
    acting,
    { site: swimmer.site, swimmerId, product: PRODUCT_PRETEAM, kind: 'preteam', chosen },
    prices.get(PRODUCT_PRETEAM) ?? [],
  )
  return {
    swimmerID: swimmer.id,
    site: swimmer.site,
    level: swimmer.current_level,
    levelName: swimmer.level_name,
    preTeams: squads.map((squad) => ({
      pTeamID: squad.id,
      coachName: squad.coach_name,
      level: squad.level,
      levelName: squad.level_name,
      days: dayNames(squad.days),
      fromTo: `${squad.start_time}-${squad.end_time}`,
    })),
    invoices,
  }
}

export interface EnrolmentOffers {
  frozen: boolean
  /** Some school would accept the swimmer, asked from `site`. */
  addToSchool: boolean
  /** Some pre-team squad would accept the swimmer, asked from `site`. */
  addToPreTeam: boolean
  /** A renewal asked from `site` would be accepted for some duration. */
  renew: boolean
}

/**
 * Which enrolment actions the service would accept for this swimmer when asked from `site` (the site the user
 * chose): the swimmer's action list offers only these. The swimmer must be visible to the user (404 otherwise).
 */
export async function enrolmentOffers(
  db: Db,
  acting: Acting,
  swimmerId: number,
  site: number,
): Promise<EnrolmentOffers> {
  const today = acting.today
  const swimmer = await swimmerFacts(db, acting, swimmerId)
  if (swimmer.site !== site) return { frozen: swimmer.frozen, addToSchool: false, addToPreTeam: false, renew: false }
  const [schools, squads, choices] = await Promise.all([
    acceptableGroups(db, 'school', swimmer, today),
    acceptableGroups(db, 'preteam', swimmer, today),
    renewalChoices(db, swimmer, today),
  ])
  let renewable = false
  for (const facts of choices) {
    renewable ||=
      renewalRefusal(facts) === null &&
      facts.product !== undefined &&
      (await priceLines(db, swimmer.site, [facts.product])).has(facts.product)
  }
  return { frozen: swimmer.frozen, addToSchool: schools.length > 0, addToPreTeam: squads.length > 0, renew: renewable }
}

// ---------------------------------------------------------------------------------------------
// Renewal

export interface RenewalRequest {
  swimmerId: number
  renewalType: RenewalType
  months: number
  site: number
  /** Collected with the renewal (issue 25): above 0, paid under `receiptNo` through recordPayment; else left due. */
  amountCents?: number
  receiptNo?: string
  /** Which group to renew when the swimmer is in a school and a pre-team squad (refused without it then). */
  renews?: GroupKind
  /** The renewal run's pricing reads, shared by its renewals (payments/pricing.ts pricingReads). */
  pricing?: PricingReads
  /** The caller already holds the swimmer's row lock (a renewal run locks all its swimmers in one statement). */
  locked?: boolean
  /** Issue 30: the desk's method of the money taken now, a chosen discount, instalments. */
  billing?: DeskBilling
}

/**
 * Renews a swimmer's subscription for some months: an invoice priced from the site's price list for the product of
 * the swimmer's latest group (or, without one, PreTeam at a pre-team level, else the first running school of their
 * level), the subscription and that enrolment extended, a freeze lifted. Refused while the previous renewal's
 * invoice is open, so two identical renewals do not bill twice.
 */
export async function renewSubscription(db: Db, acting: Acting, request: RenewalRequest) {
  const amountCents = request.amountCents ?? 0
  const receiptNo = amountCents > 0 ? request.receiptNo?.trim() : undefined
  return withReceiptGuard(db, request.site, receiptNo, (trx) => renewSubscriptionWithin(trx, acting, request))
}

/**
 * What a renewal of this swimmer would do now (issue 30, the renewal run's preview): the product and kind of group it
 * renews and the refusal a renewal would meet (an open previous invoice, nothing to renew, a choice to make), and
 * whether the swimmer is frozen. Each rule is renewalFacts' and renewalRefusal's, as renewSubscription applies them.
 */
export async function renewalCheck(db: Db, acting: Acting, swimmerId: number) {
  const swimmer = await swimmerFacts(db, acting, swimmerId)
  const facts = await renewalFacts(db, swimmer, acting.today)
  return {
    frozen: swimmer.frozen,
    refusal: renewalRefusal(facts),
    product: facts.product,
    kind: facts.latest?.group.kind,
  }
}

/** renewSubscription in the caller's transaction (the renewal run posts many in one). */
export async function renewSubscriptionWithin(trx: Db, acting: Acting, request: RenewalRequest) {
  const today = acting.today
  const amountCents = request.amountCents ?? 0
  const receiptNo = amountCents > 0 ? request.receiptNo?.trim() : undefined
  if (!request.locked) await lockSwimmer(trx, request.swimmerId)
  const swimmer = await swimmerFacts(trx, acting, request.swimmerId)
  await assertSwimmerSite(trx, swimmer, request.site, 'renew them')
  const facts = await renewalFacts(trx, swimmer, today, request.renews)
  const refusal = renewalRefusal(facts)
  if (refusal) throw refuse(refusal)
  const product = facts.product as number
  const { months, site } = request
  // The price is read once: checked here, then priced from the same reads (a run's are shared by its renewals).
  const pricing = request.pricing ?? pricingReads(trx, today)
  if (!(await pricing.price(site, product, months))) {
    throw badRequest(message('price.noneForMonths', { months }), {
      durationInMonths: message('price.field.noneForMonths', { months }),
    })
  }
  // The months billed follow what is already paid for the group renewed, and only it. A swimmer in a school and a
  // pre-team squad (issue 25) has one subscription end, the later of the two: the renewal of the other group starts
  // at its own enrolment's end (today when it has lapsed), or it would add the months between the two ends unpaid
  // and bill none of them. With one group the subscription end is that group's paid end (it keeps the time a freeze
  // cut off the place), as before.
  const { latest } = facts
  const other = latest!.group.kind === 'school' ? 'preteam' : 'school'
  const otherRunning = (await findRunningEnrolments(trx, swimmer.id, today)).some(
    (enrolment) => enrolment.kind === other,
  )
  const paidEnd = otherRunning ? latest!.endDate : swimmer.subscription_end
  const startDate = paidEnd !== null && paidEnd >= today ? paidEnd : today
  const endDate = addMonths(startDate, months)
  const subscriptionEnd =
    swimmer.subscription_end !== null && swimmer.subscription_end > endDate ? swimmer.subscription_end : endDate
  const payment = paymentAtEnrolmentRefusal(acting, amountCents, receiptNo, swimmer, facts.latest!.group)
  if (payment) throw refuse(payment)
  // Collect now: the one payments function, which refuses a closed cash-up day and a used receipt number; the desk's
  // chosen discount and instalments through their own rules (billAtDesk).
  const { invoice, payment: paid } = await billAtDesk(
    trx,
    acting,
    { site, swimmerId: swimmer.id, product, months, kind: latest!.group.kind },
    { amountCents, receiptNo },
    request.billing,
    pricing,
  )
  const subscription = await insertRenewal(trx, {
    swimmer_id: swimmer.id,
    renewal_type: request.renewalType,
    months,
    start_date: startDate,
    end_date: endDate,
    site,
    invoice_id: invoice.id,
    created_at: acting.at,
    created_by: acting.userId,
  })
  if (latest && latest.endDate < endDate) await setEnrolmentEnd(trx, latest.group.kind, latest.enrolmentId, endDate)
  const saved = await updateSubscriptionEndIfUnchanged(trx, swimmer.id, swimmer.subscription_end, {
    subscription_end: subscriptionEnd,
    updated_at: acting.at,
    updated_by: acting.userId,
  })
  if (!saved) throw conflict(message('swimmer.changedMeanwhile'))

  // Renewing brings a frozen swimmer back.
  const freeze = swimmer.freeze_open ? await endRunningFreeze(trx, swimmer.id, acting.at) : undefined
  await writeAudit(trx, {
    userId: acting.userId,
    site,
    entity: 'swimmer',
    entityId: swimmer.id,
    action: 'SubscriptionRenwal',
    before: { subscriptionEnd: swimmer.subscription_end, enrolmentEnd: latest?.endDate ?? null, frozen: !!freeze },
    after: {
      subscriptionEnd,
      subscription,
      invoiceId: invoice.id,
      enrolment: latest ? { kind: latest.group.kind, groupId: latest.group.id, endDate } : null,
      frozen: false,
      amountPaid: centsToAmount(receiptNo ? amountCents : 0),
    },
    at: acting.at,
  })
  return {
    invoiceId: invoice.id,
    invItem: invoice.item_name,
    invItemText: storedItem(invoice),
    value: centsToAmount(invoice.amount_cents),
    amountPaid: centsToAmount(receiptNo ? amountCents : 0),
    paymentId: paid?.id ?? null,
    startDate,
    endDate,
  }
}

/** For a renewal run, which locks all its swimmers at once before renewing each with `locked`. */
export { lockSwimmers } from './enrolments.repository'

/** Re-exported for the routes: refusals name the payload's own field spellings. */
export { renameErrorFields } from './enrolments.view'

/**
 * GET /swimmers/{id}/renewal-prices: what a renewal of this swimmer would bill, per duration, from the site's price
 * list, and the group it renews (the Renew dialog shows the price before confirming). Empty when nothing is renewable.
 * `choices` lists each group the swimmer could renew (their school and their pre-team squad, when both), each with its
 * own prices: the dialog asks which, and the renewal names it (`renews`).
 */
export async function renewalPrices(db: Db, acting: Acting, swimmerId: number, chosen?: number) {
  const today = acting.today
  const swimmer = await swimmerFacts(db, acting, swimmerId)
  const choices = []
  for (const facts of await renewalChoices(db, swimmer, today)) {
    if (renewalRefusal(facts) !== null || facts.product === undefined || !facts.latest) continue
    const product = facts.product
    const kind = facts.latest.group.kind
    const prices = (await priceLines(db, swimmer.site, [product])).get(product) ?? []
    choices.push({
      renews: kind,
      groupName: groupName(facts.latest.group),
      groupText: groupNamed(facts.latest.group),
      // Each duration with the lines its invoice would have (issue 30), by the one pricing function.
      prices: await pricedDurations(db, acting, { site: swimmer.site, swimmerId, product, kind, chosen }, prices),
    })
  }
  const [first] = choices
  return {
    groupName: first?.groupName ?? null,
    groupText: first?.groupText ?? null,
    prices: first?.prices ?? [],
    choices,
  }
}
