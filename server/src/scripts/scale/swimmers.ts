import { CLUBS, PRODUCTS, RACES } from '@contract/lookups'
import { addMonths, dayCode, iso, stamp } from './calendar'
import type { Dice } from './dice'
import type { Emitter } from './emitter'
import { ADMIN, PRETEAM_LEVELS, SCHOOL_LEVELS, type Group, type SiteGroups } from './groups'
import * as names from './names'
import type { ScalePlan } from './plan'
import type { WaitlistCandidates } from './waitlists'
import type { Row } from './tables'
import { receiptKey } from '../../domains/payments/receipts'
import { nameKey } from '../../lib/name-key'

// Swimmers with everything that hangs off them, one swimmer at a time: parent, level history, a chain of
// back-to-back enrolments (each with its invoice and, nearly always, its payment), renewals, freezes, recorded
// times, school attendance and the audit entries of recent enrolments.
//
// Invariants kept: money in whole cents at the site's list price; one payment per paid invoice with a receipt
// number unique per site; an invoice is open only when recent and unpaid or part-paid; a swimmer's enrolments
// never overlap; running enrolments never exceed a school's capacity; at most one running freeze per swimmer;
// attendance only on the school's days, inside the enrolment, before today and before a freeze.

const CASHIER = 2
const CASHIER_SITES = new Set([62, 63])
const MALE = 5
const FEMALE = 6
const CLUB_CODES = CLUBS.map((club) => club.code)
const ENROLMENT_MONTHS = [1, 1, 1, 3, 3, 3, 6, 9, 12]
/** Enrolments per swimmer: 2 on average. */
const ENROLMENT_COUNTS = [0, 1, 1, 2, 2, 2, 2, 3, 3, 4]
const PRETEAM_SHARE = 0.15
const RENEWAL_TYPES: Record<number, string> = { 1: 'monthly', 3: 'quarterly', 12: 'yearly' }
const PRODUCT_NAMES = new Map(PRODUCTS.map((product) => [product.code, product.description]))
const AUDIT_DAYS = 90
const RACE_NAMES = RACES.map((race) => race.description)
/** The most a pre-team keeps running at once (no capacity of its own). */
const PRETEAM_RUNNING = 20

export interface SwimmerContext {
  plan: ScalePlan
  dice: Dice
  /** Issue 28: who is a sibling of whom, drawn apart from `dice`. */
  familyDice: Dice
  lastFamily?: { id: number }
  out: Emitter
  today: number
  sites: Map<number, SiteGroups>
  /** Price in cents by `${site}:${product}:${months}`. */
  prices: Map<string, number>
  ids: Record<
    | 'swimmers'
    | 'swimmer_levels'
    | 'swimmer_times'
    | 'swimmer_freezes'
    | 'subscriptions'
    | 'invoices'
    | 'payments'
    | 'school_enrolments'
    | 'preteam_enrolments'
    | 'register_load'
    | 'audit_log'
    | 'families'
    | 'guardians'
    | 'guardian_phones',
    number
  >
  receipts: Map<number, number>
  /** Chance that a swimmer's latest enrolment is still running, per kind (bounded by places). */
  runningChance: { school: number; preteam: number }
  /** Attendance records still owed to reach the plan's total (carried from swimmer to swimmer). */
  attendanceQuota: number
  attendancePerSchoolEnrolment: number
  siteCumulative: Array<[number, number]>
  /** Swimmers who could wait for a place in a full school (waitlists.ts). */
  waitlistCandidates?: WaitlistCandidates
}

export function runningChances(plan: ScalePlan, sites: Map<number, SiteGroups>) {
  const active = [...sites.values()]
  const places = active.flatMap((site) => site.active.school).reduce((sum, group) => sum + group.capacity, 0)
  const preteams = active.reduce((sum, site) => sum + site.active.preteam.length, 0)
  const enrolled = plan.swimmers * 0.9
  return {
    school: Math.min(0.6, (places * 0.85) / (enrolled * (1 - PRETEAM_SHARE))),
    preteam: Math.min(0.6, (preteams * PRETEAM_RUNNING * 0.85) / (enrolled * PRETEAM_SHARE)),
  }
}

export function siteCumulative(plan: ScalePlan): Array<[number, number]> {
  let total = 0
  return [...plan.siteWeights].map(([site, weight]) => [site, (total += weight)] as [number, number])
}

interface Enrolment {
  group: Group
  months: number
  start: number
  end: number
}

export function generateSwimmer(ctx: SwimmerContext): void {
  const { dice, today } = ctx
  const id = ctx.ids.swimmers++
  const site = pickSite(ctx)
  const groups = ctx.sites.get(site)!
  const kind = dice.chance(PRETEAM_SHARE) && groups.active.preteam.length > 0 ? 'preteam' : 'school'
  const group = dice.pick(groups.active[kind])
  const enrolments = planEnrolments(ctx, groups, group)
  const running = enrolments.length > 0 && enrolments[enrolments.length - 1].end >= today
  const created = enrolments.length > 0 ? enrolments[0].start - dice.int(1, 60) : today - dice.int(20, 1_500)
  const ladder = kind === 'school' ? SCHOOL_LEVELS : PRETEAM_LEVELS
  const startLevel = dice.chance(0.4) ? ladder[dice.int(0, ladder.indexOf(group.level))] : group.level
  const gender = dice.chance(0.5) ? MALE : FEMALE
  const father = dice.pick(names.MALE_NAMES)
  const family = dice.pick(names.FAMILY_NAMES)
  const latinName = `${dice.pick(gender === MALE ? names.MALE_NAMES : names.FEMALE_NAMES)} ${father} ${family}`
  const fullName = names.isArabicTurn(id) ? names.inArabic(latinName) : latinName
  const age = kind === 'school' ? dice.int(4, 12) : dice.int(8, 17)
  const born = iso(today - age * 365 - dice.int(1, 360))
  const deleted = !running && dice.chance(0.005) ? stamp(today - dice.int(1, 300), '12:00') : null
  const staff = CASHIER_SITES.has(site) ? CASHIER : ADMIN
  // prettier-ignore
  const parent = parentRow(dice, id, `${father} ${family}`)
  const familyId = familyOf(ctx, parent, stamp(created, '10:00'))
  // prettier-ignore
  ctx.out.push('swimmers', [id, fullName, nameKey(fullName), born, Number(born.slice(0, 4)), gender, startLevel, group.level, site,
    dice.pick(CLUB_CODES), enrolments.length > 0 ? iso(enrolments[enrolments.length - 1].end) : null,
    stamp(created, '10:00'), staff, deleted, familyId])
  ctx.out.push('swimmer_parents', parent.row)
  ctx.out.push('swimmer_levels', [ctx.ids.swimmer_levels++, id, startLevel, site, stamp(created, '10:00'), staff])
  if (startLevel !== group.level) {
    const changed = Math.min(today - 1, created + dice.int(30, 400))
    ctx.out.push('swimmer_levels', [ctx.ids.swimmer_levels++, id, group.level, site, stamp(changed, '11:00'), ADMIN])
  }
  const frozenFrom = freeze(ctx, id, site, running, staff)
  if (kind === 'school' && !running && deleted === null) ctx.waitlistCandidates?.consider(id, site, group.level)
  let previousEnd: number | null = null
  for (const enrolment of enrolments) {
    writeEnrolment(ctx, id, site, staff, enrolment, previousEnd, frozenFrom)
    previousEnd = enrolment.end
  }
  if (kind === 'preteam' && dice.chance(0.5)) {
    const race = dice.pick(RACE_NAMES)
    const time = `${race} 0${dice.int(0, 2)}:${String(dice.int(10, 59))}.${String(dice.int(10, 99))}`
    const at = stamp(Math.max(created + 1, today - dice.int(1, 200)), '18:45')
    ctx.out.push('swimmer_times', [ctx.ids.swimmer_times++, id, time, dice.pick(names.TIME_REASONS), site, at, ADMIN])
  }
}

function pickSite(ctx: SwimmerContext): number {
  const roll = ctx.dice.next()
  for (const [site, upTo] of ctx.siteCumulative) if (roll < upTo) return site
  return ctx.siteCumulative[ctx.siteCumulative.length - 1][0]
}

/**
 * Back-to-back enrolments, oldest first. The latest runs today when its group has a place left (and by chance,
 * so that running enrolments match the places there are); otherwise it lapsed up to about three years ago.
 * Older ones are mostly in the same group, otherwise in another group of the level that was still open then.
 */
function planEnrolments(ctx: SwimmerContext, groups: SiteGroups, group: Group): Enrolment[] {
  const { dice, today } = ctx
  const count = dice.pick(ENROLMENT_COUNTS)
  if (count === 0) return []
  const chance = ctx.runningChance[group.kind]
  const limit = group.kind === 'school' ? group.capacity : PRETEAM_RUNNING
  const running = dice.chance(chance) && group.enrolled < limit
  const enrolments: Enrolment[] = []
  let months = dice.pick(ENROLMENT_MONTHS)
  let start: number
  if (running) {
    group.enrolled++
    start = today - dice.int(0, months * 28 - 5)
  } else {
    start = today - dice.int(15, 1_000) - months * 30
  }
  let current = group
  for (let index = 0; index < count; index++) {
    const end = addMonths(start, months)
    if (index > 0 || !running) current = groupFor(ctx, groups, group, end)
    enrolments.push({ group: current, months, start, end })
    months = dice.pick(ENROLMENT_MONTHS)
    start = start - months * 31 - dice.int(1, 45)
  }
  return enrolments.reverse()
}

function groupFor(ctx: SwimmerContext, groups: SiteGroups, preferred: Group, end: number): Group {
  const open = (group: Group) => group.endDay === null || group.endDay >= end
  if (ctx.dice.chance(0.7)) return preferred
  const other = ctx.dice.pick(groups.all[preferred.kind])
  return other.level === preferred.level && open(other) ? other : preferred
}

/** Two swimmers in a hundred who are enrolled now are frozen; one in a hundred of the others was once. */
function freeze(ctx: SwimmerContext, swimmerId: number, site: number, running: boolean, staff: number) {
  const { dice, today } = ctx
  if (running && dice.chance(0.02)) {
    const from = today - dice.int(2, 20)
    // prettier-ignore
    ctx.out.push('swimmer_freezes', [ctx.ids.swimmer_freezes++, swimmerId, dice.pick(names.FREEZE_REASONS), iso(from),
      null, site, stamp(from, '10:30'), staff])
    return from
  }
  if (!running && dice.chance(0.01)) {
    const from = today - dice.int(100, 400)
    // prettier-ignore
    ctx.out.push('swimmer_freezes', [ctx.ids.swimmer_freezes++, swimmerId, dice.pick(names.FREEZE_REASONS), iso(from),
      stamp(from + dice.int(10, 60), '10:30'), site, stamp(from, '10:30'), staff])
  }
  return null
}

function writeEnrolment(
  ctx: SwimmerContext,
  swimmerId: number,
  site: number,
  staff: number,
  enrolment: Enrolment,
  previousEnd: number | null,
  frozenFrom: number | null,
): void {
  const { dice, today, out } = ctx
  const { group, months, start, end } = enrolment
  const at = stamp(start, `${String(dice.int(9, 20)).padStart(2, '0')}:${String(dice.int(10, 59))}`)
  const amount = ctx.prices.get(`${site}:${group.product}:${months}`) ?? 0
  // The desk's queue: about one in eight enrolments of the last three days is unpaid, a third of those part-paid
  // (a couple of hundred open invoices at the busiest site at 1,000,000 swimmers).
  const open = end >= today && today - start <= 3 && dice.chance(0.12)
  const paid = open ? (dice.chance(1 / 3) ? Math.round(amount / 1_000) * 500 : 0) : amount
  const invoiceId = ctx.ids.invoices++
  const item = `${PRODUCT_NAMES.get(group.product) ?? 'Swimming'} - ${months} month${months === 1 ? '' : 's'}`
  out.push('invoices', [
    invoiceId,
    site,
    swimmerId,
    group.product,
    item,
    months,
    amount,
    paid,
    open ? 'open' : 'paid',
    at,
    staff,
  ])
  if (paid > 0) {
    const receipt = (ctx.receipts.get(site) ?? 0) + 1
    ctx.receipts.set(site, receipt)
    const receiptNo = `R-${site}-${String(receipt).padStart(8, '0')}`
    // prettier-ignore
    out.push('payments', [ctx.ids.payments++, invoiceId, site, swimmerId, paid, receiptNo, receiptKey(receiptNo), at,
      staff])
  }
  const table = group.kind === 'school' ? 'school_enrolments' : 'preteam_enrolments'
  const enrolmentId = ctx.ids[table]++
  out.push(table, [enrolmentId, group.id, swimmerId, months, iso(start), iso(end), invoiceId, site, at, staff])
  if (RENEWAL_TYPES[months] && dice.chance(0.15)) {
    // prettier-ignore
    out.push('subscriptions', [ctx.ids.subscriptions++, swimmerId, RENEWAL_TYPES[months], months, iso(start), iso(end),
      site, at, staff])
  }
  if (today - start <= AUDIT_DAYS) {
    const action = group.kind === 'school' ? 'AddSwimmerToSchool' : 'AddSwimmerToPTeam'
    const before = JSON.stringify({ subscription_end: previousEnd === null ? null : iso(previousEnd) })
    const after = JSON.stringify({
      enrolment: { id: enrolmentId, group: group.id, months },
      invoiceId,
      amountPaid: paid / 100,
    })
    out.push('audit_log', [ctx.ids.audit_log++, at, staff, site, 'swimmer', String(swimmerId), action, before, after])
  }
  if (group.kind === 'school') writeAttendance(ctx, swimmerId, group, start, end, frozenFrom)
}

/** The latest sessions of the enrolment that have taken place, as many as keep the plan's total. */
function writeAttendance(
  ctx: SwimmerContext,
  swimmerId: number,
  school: Group,
  start: number,
  end: number,
  frozenFrom: number | null,
): void {
  const { dice } = ctx
  ctx.attendanceQuota = Math.min(ctx.attendanceQuota + ctx.attendancePerSchoolEnrolment, 60)
  let day = Math.min(end, ctx.today - 1, frozenFrom === null ? Infinity : frozenFrom - 1)
  if (school.endDay !== null) day = Math.min(day, school.endDay)
  for (; day >= start && ctx.attendanceQuota >= 1; day--) {
    const code = dayCode(day)
    if (code !== school.days[0] && code !== school.days[1]) continue
    const attended = dice.chance(0.85) ? 1 : 0
    const note = attended === 0 ? (dice.chance(0.5) ? 'Excused: sick' : null) : dice.chance(0.1) ? 'Arrived late' : null
    // prettier-ignore
    ctx.out.push('register_load', [ctx.ids.register_load++, school.id, swimmerId, iso(day), code, school.start, attended, note,
      stamp(day, school.end), ADMIN])
    ctx.attendanceQuota--
  }
}

/** About 0.7 families per swimmer (issue 28): siblings share their parent's phone and e-mail. */
const SIBLING_SHARE = 0.3

/**
 * The swimmer's family: with SIBLING_SHARE the family of the swimmer before (whose primary guardian holds the parent
 * phone and e-mail; the ones drawn for this swimmer go unused), else a new family whose first guardian (primary, payer)
 * is the parent phone in E.164 and the e-mail: the only place they are written (issue 28). Drawn from its own dice
 * (ctx.familyDice), so the rest of the academy is the same as before families.
 */
function familyOf(ctx: SwimmerContext, parent: ParentDraw, created: string): number {
  const last = ctx.lastFamily
  if (last && ctx.familyDice.chance(SIBLING_SHARE)) return last.id
  const id = ctx.ids.families++
  const guardian = ctx.ids.guardians++
  ctx.out.push('families', [id, '', created])
  ctx.out.push('guardians', [guardian, '', 'parent', parent.email, 'whatsapp', 'ar', '', created])
  ctx.out.push('guardian_phones', [ctx.ids.guardian_phones++, guardian, `+20${parent.phone.slice(1)}`, 0])
  ctx.out.push('family_guardians', [id, guardian, 1, 1, created])
  ctx.lastFamily = { id }
  return id
}

interface ParentDraw {
  /** The swimmer_parents row: the spec's other parent fields. */
  row: Row
  /** The parent phone (local form) and e-mail, the family's first guardian's. */
  phone: string
  email: string
}

/** Drawn in the order they always were, so the academy stays the same for a seed. */
function parentRow(dice: Dice, swimmerId: number, parentName: string): ParentDraw {
  const local = parentName.toLowerCase().replace(/[^a-z]+/g, '.')
  const phone = dice.pick(names.MOBILE_PREFIXES) + dice.digits(8)
  const secondaryPhone = dice.chance(0.6) ? dice.pick(names.MOBILE_PREFIXES) + dice.digits(8) : ''
  const primaryJob = dice.pick(names.JOBS)
  const secondaryJob = dice.chance(0.6) ? dice.pick(names.JOBS) : ''
  const email = `${local}${dice.int(1, 99)}@${dice.pick(names.EMAIL_DOMAINS)}`
  const address = `${dice.int(1, 120)} ${dice.pick(names.STREETS)}, ${dice.pick(names.AREAS)}`
  return { row: [swimmerId, secondaryPhone, primaryJob, secondaryJob, address], phone, email }
}
