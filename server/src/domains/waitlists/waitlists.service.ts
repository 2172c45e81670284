import type { Kysely } from 'kysely'
import { pricedDurations } from '../payments/discount-rules.service'
import type { DeskBilling } from '../payments/desk-billing.service'
import { DAYS, describeCode } from '@contract/lookups'
import type { WaitlistEntry, WaitlistOffer } from '@contract/waitlists'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting, type Actor } from '../../lib/actor'
import { isUniqueViolation } from '../../lib/db-errors'
import { addDays } from '../../lib/dates'
import { HttpError, conflict, notFound } from '../../lib/http-error'
import { message, type Message } from '@contract/messages/message'
import { english, replyText } from '../../lib/messages'
import { writeAudit } from '../audit/audit.repository'
import {
  enrolInSchoolOnHeldSeat,
  enrolmentRefusal,
  renameErrorFields,
  type EnrolmentResult,
  type Refusal,
} from '../enrolments/enrolments.service'
import {
  findGroup,
  findRunningEnrolment,
  findSwimmerFacts,
  lockSwimmer,
  type GroupRow,
} from '../enrolments/enrolments.repository'
import { findSiteSettings } from '../lookups/settings.repository'
import { queueEventMessages } from '../messages/messages.service'
import { groupNames } from '../sessions/session-messages.service'
import { priceLines, withReceiptGuard } from '../payments/payments.service'
import {
  countOffers,
  countWaitingBefore,
  findClosedEntries,
  findEntriesInOrder,
  findEntry,
  findOpenEntriesOfSwimmer,
  findOpenEntry,
  findOverdueOffers,
  findSchoolsToSettle,
  findSiteOffers,
  insertEntry,
  lockSchool,
  updateEntryIfStatus,
  type EntryChange,
  type EntryRow,
} from './waitlists.repository'

// School waitlists (issue 14): every rule of a full school's queue, its transaction and its audit entries.
//
// - Only a full school takes an entry, and only for a swimmer the enrolment service would take apart from the
//   capacity (same site and level, not frozen, in no running school, the school running): enrolmentRefusal decides
//   both, asked once with the school's capacity and once without. One open entry per swimmer and school.
// - A seat a waitlist offer holds is not free for anyone else, and neither is a seat that freed while swimmers wait
//   (it is theirs first): the enrolment service counts a school's `held` places (its offers not yet expired and its
//   swimmers waiting) as taken. Accepting an offer enrols on the held seat (enrolInSchoolOnHeldSeat), with the usual
//   invoice and payment rules.
// - When a seat frees, `offerFreedSeats` offers it, in the same transaction, to the first swimmer waiting (first
//   added, first offered) whom the enrolment rules still take; one they no longer take (moved, frozen, at another
//   level, in another school, deleted) is passed over and their entry closed as removed, with the reason. The offer
//   stays open until `waitlistOfferDays` (a site setting) days after today, that day included.
//   It is called by every change that frees a seat: a swimmer deleted, moved to another site or frozen (their school
//   enrolment ends), a school's capacity raised, an offer declined, an entry removed, another school's offer taken
//   up. An ended school closes its queue the same way. A swimmer deleted, moved or frozen also leaves every queue
//   the rules no longer let them wait in (an offer they held passes on), and an open offer to a swimmer the rules no
//   longer take lapses when its queue is settled.
// - Rows are held swimmer first, then school (as the enrolment and swimmer services hold them), so two changes at
//   once on PostgreSQL wait for each other rather than deadlock; SQLite runs one write transaction at a time.
// - Time frees seats too: an enrolment lapses when its end date passes, an offer expires after its last day. Nothing
//   runs in the background: the queue of a school is settled (overdue offers expired, freed seats offered) whenever
//   it is read or acted on — its list, a site's open offers (every school of the site that may need it), and each
//   waitlist action. Until then the enrolment service already counts a lapsed seat as the waitlist's while swimmers
//   wait, and an expired offer no longer holds one, so nothing can be enrolled around the queue meanwhile.
// Audit entries are the swimmer's (entity 'swimmer', so they show in the swimmer's logs): WaitlistAdd,
// WaitlistOffer, WaitlistAccept, WaitlistDecline, WaitlistExpire, WaitlistRemove.

type Db = Kysely<Database>

/** "School 8 (Level 1)". */
const schoolText = (school: { id: number; level_name: string }) => `School ${school.id} (${school.level_name})`
/** The same, inside a message. */
const schoolNamed = (school: { id: number; level_name: string }) =>
  message('group.schoolShort', { id: school.id, level: school.level_name })

/** An enrolment rule's refusal, its field named as the waitlist's payload and path name it (the school: schoolID). */
const fromRefusal = (refusal: Refusal) =>
  new HttpError(refusal.status, refusal.message, {
    [refusal.field === 'group' ? 'schoolID' : refusal.field]: refusal.text,
  })

const entryNotFound = (id: number) => notFound(message('waitlist.entryNotFound', { id }))

// ---------------------------------------------------------------------------------------------
// Views

const dateOf = (at: string | null): string | null => (at === null ? null : at.slice(0, 10))

async function toEntry(db: Db, row: EntryRow, position?: number | null): Promise<WaitlistEntry> {
  let place: number | null = position ?? null
  if (position === undefined && row.status === 'waiting') {
    place = (await countWaitingBefore(db, row.school_id, row.added_at, row.id)) + 1
  }
  return {
    entryID: row.id,
    schoolID: row.school_id,
    swimmerID: row.swimmer_id,
    fullName: row.full_name,
    addedOn: row.added_at.slice(0, 10),
    addedAt: row.added_at,
    note: row.note,
    position: row.status === 'waiting' ? place : null,
    status: row.status,
    offeredOn: dateOf(row.offered_at),
    offerExpiresOn: row.offer_expires_on,
    closedOn: dateOf(row.closed_at),
    closedReason: row.closed_reason,
    enrolmentID: row.enrolment_id,
  }
}

/** The audit entry of a waitlist change: the swimmer's, at the school's site. */
function audit(
  db: Db,
  actor: Actor,
  row: Pick<EntryRow, 'swimmer_id' | 'site'>,
  action: string,
  data: { before?: unknown; after: unknown },
) {
  return writeAudit(db, {
    userId: actor.userId,
    site: row.site,
    entity: 'swimmer',
    entityId: row.swimmer_id,
    action,
    before: data.before,
    after: data.after,
    at: actor.at,
  })
}

/** Changes an entry from `expected` status, with its audit entry; a change made meanwhile is a 409. */
async function changeEntry(
  db: Db,
  actor: Actor,
  row: EntryRow,
  change: EntryChange,
  action: string,
  details: object = {},
): Promise<void> {
  if (!(await updateEntryIfStatus(db, row.id, row.status, change))) {
    throw conflict(message('waitlist.changedMeanwhile', { swimmer: row.full_name }))
  }
  await audit(db, actor, row, action, {
    before: { entryID: row.id, schoolID: row.school_id, status: row.status },
    after: { entryID: row.id, schoolID: row.school_id, ...change, ...details },
  })
}

// ---------------------------------------------------------------------------------------------
// Seats freed: the one function every change that frees a seat calls, in its own transaction

/**
 * A school held for the transaction, read (with its enrolled, waiting and offered counts) only after the lock is
 * granted, in a statement of its own: on PostgreSQL a statement that waited for the lock would count the seats with
 * the snapshot taken before it waited, missing an enrolment the other transaction just committed, and offer a seat
 * that is no longer free.
 */
async function lockedSchool(db: Db, schoolId: number, today: string): Promise<GroupRow | undefined> {
  await lockSchool(db, schoolId)
  return findGroup(db, 'school', schoolId, today, { lock: true })
}

/**
 * Settles the queues of these schools, in the caller's transaction: overdue offers expire, offers to swimmers the
 * enrolment rules no longer take lapse, and each seat free (the capacity less the running enrolments and the open
 * offers) is offered to the first swimmer waiting whom the rules still take; those they no longer take are passed
 * over and removed. An ended school's open entries are removed. With `swimmer` (one who was just deleted, moved or
 * frozen), that swimmer's own open entries the rules no longer take are removed first, and their schools settled
 * too. Returns the entries offered a seat, in order.
 */
export async function offerFreedSeats(
  db: Db,
  schoolIds: readonly number[],
  actor: Actor,
  options: { swimmer?: number } = {},
): Promise<EntryRow[]> {
  const schools = new Set(schoolIds)
  if (options.swimmer !== undefined) {
    const today = actor.today
    for (const row of await findOpenEntriesOfSwimmer(db, options.swimmer)) {
      const school = await lockedSchool(db, row.school_id, today)
      const refusal = school && (await refusalApartFromCapacity(db, row.swimmer_id, school, today))
      if (refusal) await close(db, actor, row, 'removed', `Taken off the waitlist: ${refusal}`, null)
      schools.add(row.school_id)
    }
  }
  const offered: EntryRow[] = []
  for (const schoolId of [...schools].sort((a, b) => a - b)) {
    offered.push(...(await settleSchool(db, schoolId, actor)))
  }
  return offered
}

async function settleSchool(db: Db, schoolId: number, actor: Actor): Promise<EntryRow[]> {
  const today = actor.today
  // The school's row is held until the transaction ends (PostgreSQL), so two settlements offer a seat once, and its
  // seats are counted only once it is held (see lockedSchool).
  const school = await lockedSchool(db, schoolId, today)
  if (!school || school.capacity === null) return []
  if (school.closed) {
    for (const status of ['offered', 'waiting'] as const) {
      for (const row of await findEntriesInOrder(db, school.id, status)) {
        await close(db, actor, row, 'removed', `${schoolText(school)} has ended`, null)
      }
    }
    return []
  }
  await expireOverdueOffers(db, school.id, actor)
  // An offer to a swimmer the rules no longer take (deleted, moved, frozen, now in another school) holds no seat.
  for (const row of await findEntriesInOrder(db, school.id, 'offered')) {
    const refusal = await refusalApartFromCapacity(db, row.swimmer_id, school, today)
    if (refusal) await close(db, actor, row, 'removed', `The offer lapsed: ${refusal}`, null)
  }
  let free = school.capacity - school.enrolled - (await countOffers(db, school.id))
  if (free <= 0) return []
  const offered: EntryRow[] = []
  const { waitlistOfferDays } = await findSiteSettings(db, school.site)
  const expiresOn = addDays(today, waitlistOfferDays)
  for (const row of await findEntriesInOrder(db, school.id, 'waiting')) {
    if (free <= 0) break
    const refusal = await refusalApartFromCapacity(db, row.swimmer_id, school, today)
    if (refusal) {
      await close(db, actor, row, 'removed', `Passed over for a freed place: ${refusal}`, null)
      continue
    }
    const change: EntryChange = { status: 'offered', offered_at: actor.at, offer_expires_on: expiresOn }
    await changeEntry(db, actor, row, change, 'WaitlistOffer', { school: schoolText(school) })
    offered.push({ ...row, ...change, status: 'offered', offered_at: actor.at, offer_expires_on: expiresOn })
    free -= 1
  }
  // The offers' guardians get a message each (siblings offered together: one), in this transaction, with the expiry.
  await queueEventMessages(db, {
    event: 'waitlist.offered',
    about: `waitlist:school:${school.id}:${actor.at}`,
    siteID: school.site,
    swimmerIDs: offered.map((row) => row.swimmer_id),
    facts: { group: groupNames({ kind: 'school', id: school.id, levelName: school.level_name }), expiry: expiresOn },
    triggeredBy: actor.userId,
    at: actor.at,
  })
  return offered
}

/**
 * What time has done to a school's queue (offers expired, lapsed seats offered), committed on its own before an
 * action on it, so an action refused afterwards does not undo it. The action settles again in its own transaction.
 */
function settleFirst(db: Db, schoolId: number, actor: Actor): Promise<EntryRow[]> {
  return db.transaction().execute((trx) => settleSchool(trx, schoolId, actor))
}

/** Why the enrolment rules would not take this swimmer into the school, capacity aside; null when they would. */
async function refusalApartFromCapacity(db: Db, swimmerId: number, school: GroupRow, today: string) {
  const swimmer = await findSwimmerFacts(db, swimmerId, today)
  if (!swimmer) return 'the swimmer was deleted'
  const running = await findRunningEnrolment(db, 'school', swimmer.id, today)
  const refusal = enrolmentRefusal(swimmer, { ...school, capacity: null }, running)
  return refusal ? english(refusal.message) : null
}

function close(
  db: Db,
  actor: Actor,
  row: EntryRow,
  status: 'declined' | 'expired' | 'removed',
  reason: string,
  by: number | null,
  extra: Partial<EntryChange> = {},
) {
  const action = { declined: 'WaitlistDecline', expired: 'WaitlistExpire', removed: 'WaitlistRemove' }[status]
  return changeEntry(
    db,
    actor,
    row,
    { status, closed_at: actor.at, closed_by: by, closed_reason: reason, ...extra },
    action,
  )
}

/** How many of a school's places open offers hold (overdue offers expire first), in the caller's transaction. */
export async function seatsOffered(db: Db, schoolId: number, actor: Actor): Promise<number> {
  await expireOverdueOffers(db, schoolId, actor)
  return countOffers(db, schoolId)
}

/** A school's offers past their last day are expired (the seat they held is free again for the queue). */
async function expireOverdueOffers(db: Db, schoolId: number, actor: Actor): Promise<void> {
  for (const row of await findOverdueOffers(db, schoolId, actor.today)) {
    await close(db, actor, row, 'expired', `The offer expired after ${row.offer_expires_on}`, null)
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A running or ended school the user may see (404 otherwise), held for the transaction. */
async function visibleSchool(db: Db, acting: Acting, schoolId: number, today: string): Promise<GroupRow> {
  const school = await lockedSchool(db, schoolId, today)
  if (!school || !maySeeSite(acting, school.site)) throw notFound(message('school.notFound', { id: schoolId }))
  return school
}

/** An entry of a school the user may see (404 otherwise). */
async function visibleEntry(db: Db, acting: Acting, entryId: number): Promise<EntryRow> {
  const row = await findEntry(db, entryId)
  if (!row || !maySeeSite(acting, row.site)) throw entryNotFound(entryId)
  return row
}

/**
 * GET /schools/{id}/waitlist: the queue settled, then its open offers (in offer order), the swimmers waiting (in
 * queue order, with their position) and the latest closed entries.
 */
export async function schoolWaitlist(db: Db, acting: Acting, schoolId: number) {
  return db.transaction().execute(async (trx) => {
    const school = await visibleSchool(trx, acting, schoolId, acting.today)
    await settleSchool(trx, school.id, acting)
    const [offered, waiting, closed] = await Promise.all([
      findEntriesInOrder(trx, school.id, 'offered'),
      findEntriesInOrder(trx, school.id, 'waiting'),
      findClosedEntries(trx, school.id),
    ])
    offered.sort((a, b) => (a.offered_at ?? '').localeCompare(b.offered_at ?? '') || a.id - b.id)
    return Promise.all([
      ...offered.map((row) => toEntry(trx, row, null)),
      ...waiting.map((row, index) => toEntry(trx, row, index + 1)),
      ...closed.map((row) => toEntry(trx, row, null)),
    ])
  })
}

/** GET /waitlist/offers?site: the site's open offers (its queues settled first), the soonest to expire first. */
export async function siteOffers(db: Db, actor: Actor, site: number): Promise<WaitlistOffer[]> {
  return db.transaction().execute(async (trx) => {
    const today = actor.today
    await offerFreedSeats(trx, await findSchoolsToSettle(trx, site, today), actor)
    const rows = await findSiteOffers(trx, site)
    return rows.map((row) => ({
      entryID: row.id,
      swimmerID: row.swimmer_id,
      fullName: row.full_name,
      schoolID: row.school_id,
      levelName: row.level_name ?? 'Unknown',
      days: [row.first_day, row.second_day].map((code) => describeCode(DAYS, code)),
      startTime: row.start_time,
      endTime: row.end_time,
      coachName: row.coach_name,
      offeredOn: dateOf(row.offered_at) ?? '',
      offerExpiresOn: row.offer_expires_on ?? '',
    }))
  })
}

// ---------------------------------------------------------------------------------------------
// Changing

/** POST /schools/{id}/waitlist: a swimmer onto a full school's waitlist. */
export async function addToWaitlist(
  db: Db,
  acting: Acting,
  request: { schoolId: number; swimmerId: number; note: string },
): Promise<WaitlistEntry> {
  await settleFirst(db, (await visibleSchool(db, acting, request.schoolId, acting.today)).id, acting)
  try {
    return await db.transaction().execute((trx) => addToWaitlistWithin(trx, acting, request))
  } catch (error) {
    // Two requests adding the same swimmer at once: the one-open-entry index refuses the second.
    if (isUniqueViolation(error)) {
      throw conflict(message('waitlist.alreadyOn'), { swimmerID: message('waitlist.field.alreadyOn') })
    }
    throw error
  }
}

/**
 * The same in the caller's transaction, its queue settled first there (a swimmer moved up to the next level joins
 * its school's waitlist with the level change, issue 31): every rule of the enrolment but the seats, and the school
 * full.
 */
export async function addToWaitlistWithin(
  trx: Db,
  acting: Acting,
  request: { schoolId: number; swimmerId: number; note: string },
): Promise<WaitlistEntry> {
  const today = acting.today
  // Rows are held swimmer first, then school, as every enrolment and swimmer change holds them (no deadlock).
  await lockSwimmer(trx, request.swimmerId)
  const visible = await visibleSchool(trx, acting, request.schoolId, today)
  await settleSchool(trx, visible.id, acting)
  const swimmer = await findSwimmerFacts(trx, request.swimmerId, today)
  if (!swimmer || !maySeeSite(acting, swimmer.site))
    throw notFound(message('swimmer.notFound', { id: request.swimmerId }))
  const school = (await findGroup(trx, 'school', visible.id, today)) as GroupRow
  const running = await findRunningEnrolment(trx, 'school', swimmer.id, today)
  const refusal = enrolmentRefusal(swimmer, { ...school, capacity: null }, running)
  if (refusal) throw fromRefusal(refusal)
  if (enrolmentRefusal(swimmer, school, running) === null) {
    throw conflict(message('waitlist.freeSeats', { group: schoolNamed(school) }), {
      swimmerID: message('waitlist.field.freeSeats', { group: schoolNamed(school) }),
    })
  }
  const open = await findOpenEntry(trx, school.id, swimmer.id)
  if (open) throw await alreadyOnList(trx, open, school)
  const row = { school_id: school.id, swimmer_id: swimmer.id, site: school.site, note: request.note }
  const id = await insertEntry(trx, { ...row, added_at: acting.at, added_by: acting.userId })
  await audit(trx, acting, row, 'WaitlistAdd', {
    after: { entryID: id, ...row, school: schoolText(school), status: 'waiting' },
  })
  return toEntry(trx, (await findEntry(trx, id)) as EntryRow)
}

async function alreadyOnList(db: Db, open: EntryRow, school: GroupRow): Promise<HttpError> {
  if (open.status === 'offered') {
    return conflict(
      message('waitlist.alreadyOffered', {
        swimmer: open.full_name,
        group: schoolNamed(school),
        date: open.offer_expires_on ?? '',
      }),
      { swimmerID: message('waitlist.field.alreadyOffered') },
    )
  }
  const position = (await countWaitingBefore(db, open.school_id, open.added_at, open.id)) + 1
  return conflict(
    message('waitlist.alreadyWaiting', { swimmer: open.full_name, group: schoolNamed(school), position }),
    { swimmerID: message('waitlist.field.alreadyOn') },
  )
}

/** Refuses an entry that is not an open offer, saying what it is instead. */
async function assertOpenOffer(db: Db, row: EntryRow, school: GroupRow): Promise<void> {
  if (row.status === 'offered') return
  const swimmer = row.full_name
  const group = schoolNamed(school)
  const text: Record<string, Message> = {
    waiting: message('waitlist.notOffered', {
      swimmer,
      group,
      position: (await countWaitingBefore(db, row.school_id, row.added_at, row.id)) + 1,
    }),
    expired: message('waitlist.offerExpired', { swimmer, group, date: row.offer_expires_on ?? '' }),
    accepted: message('waitlist.offerAccepted', { swimmer, group }),
    declined: message('waitlist.offerDeclined', { swimmer, group }),
    removed: message('waitlist.removed', { swimmer, group }),
  }
  throw conflict(text[row.status], {
    entryID: message(row.status === 'waiting' ? 'waitlist.field.noOffer' : 'waitlist.field.offerNotOpen'),
  })
}

/** An entry the user may see, its school's queue settled first and committed (see settleFirst). */
async function settleEntrysSchool(db: Db, acting: Acting, entryId: number): Promise<EntryRow> {
  const row = await visibleEntry(db, acting, entryId)
  await settleFirst(db, row.school_id, acting)
  return row
}

/** The entry and its school, the queue settled (an overdue offer expires before it is acted on). */
async function settledEntry(db: Db, acting: Acting, entryId: number) {
  const before = await visibleEntry(db, acting, entryId)
  await settleSchool(db, before.school_id, acting)
  const row = (await findEntry(db, entryId)) as EntryRow
  const school = (await findGroup(db, 'school', row.school_id, acting.today)) as GroupRow
  return { row, school }
}

/**
 * POST /waitlist/{entryID}/accept: an open offer becomes an enrolment on the seat it holds, through the enrolment
 * service (its invoice from the price list; an amount above 0 needs CompletePayment and a receipt). The swimmer's
 * other open entries close (one school at a time), and any seat one of them held is offered on.
 */
export async function acceptOffer(
  db: Db,
  acting: Acting,
  request: { entryId: number; months: number; amountCents: number; receiptNo: string; billing?: DeskBilling },
): Promise<{ entry: WaitlistEntry; result: EnrolmentResult }> {
  const peek = await settleEntrysSchool(db, acting, request.entryId)
  const receiptNo = request.amountCents > 0 ? request.receiptNo.trim() : undefined
  try {
    return await withReceiptGuard(db, peek.site, receiptNo, async (trx) => {
      // The swimmer first, then the schools (as every enrolment holds them): two offers of one swimmer accepted at
      // once are decided one after the other.
      await lockSwimmer(trx, peek.swimmer_id)
      const { row, school } = await settledEntry(trx, acting, request.entryId)
      await assertOpenOffer(trx, row, school)
      const result = await enrolInSchoolOnHeldSeat(trx, acting, {
        swimmerId: row.swimmer_id,
        groupId: school.id,
        months: request.months,
        site: school.site,
        amountCents: request.amountCents,
        receiptNo,
        billing: request.billing,
      })
      await changeEntry(
        trx,
        acting,
        row,
        { status: 'accepted', closed_at: acting.at, closed_by: acting.userId, enrolment_id: result.enrolmentId },
        'WaitlistAccept',
        { school: schoolText(school), invoiceId: result.invoiceId },
      )
      const freed: number[] = []
      for (const other of await findOpenEntriesOfSwimmer(trx, row.swimmer_id)) {
        await close(trx, acting, other, 'removed', `${row.full_name} joined ${schoolText(school)}`, acting.userId)
        if (other.status === 'offered') freed.push(other.school_id)
      }
      await offerFreedSeats(trx, freed, acting)
      const accepted = (await findEntry(trx, row.id)) as EntryRow
      return { entry: await toEntry(trx, accepted), result }
    })
  } catch (error) {
    throw renameErrorFields(error, { recieptNo: 'reciptNo', group: 'schoolID', site: 'entryID' })
  }
}

/** POST /waitlist/{entryID}/decline: an open offer declined; its seat is offered to the next swimmer waiting. */
export async function declineOffer(db: Db, acting: Acting, entryId: number) {
  await settleEntrysSchool(db, acting, entryId)
  return db.transaction().execute(async (trx) => {
    const { row, school } = await settledEntry(trx, acting, entryId)
    await assertOpenOffer(trx, row, school)
    await close(trx, acting, row, 'declined', 'Declined', acting.userId)
    const [next] = await offerFreedSeats(trx, [school.id], acting)
    return {
      message: replyText(
        next
          ? message('answer.offerDeclinedNext', {
              swimmer: row.full_name,
              group: schoolNamed(school),
              next: next.full_name,
              date: next.offer_expires_on ?? '',
            })
          : message('answer.offerDeclinedFree', { swimmer: row.full_name, group: schoolNamed(school) }),
      ),
      entry: await toEntry(trx, (await findEntry(trx, row.id)) as EntryRow),
      nextOffer: next ? await toEntry(trx, (await findEntry(trx, next.id)) as EntryRow) : null,
    }
  })
}

/** DELETE /waitlist/{entryID}: a waiting swimmer taken off the waitlist (an offer is declined instead). */
export async function removeFromWaitlist(db: Db, acting: Acting, entryId: number) {
  await settleEntrysSchool(db, acting, entryId)
  return db.transaction().execute(async (trx) => {
    const { row, school } = await settledEntry(trx, acting, entryId)
    if (row.status === 'offered') {
      throw conflict(
        message('waitlist.holdsOffer', {
          swimmer: row.full_name,
          group: schoolNamed(school),
          date: row.offer_expires_on ?? '',
        }),
        { entryID: message('waitlist.field.holdsOffer') },
      )
    }
    if (row.status !== 'waiting') await assertOpenOffer(trx, row, school)
    await close(trx, acting, row, 'removed', 'Removed from the waitlist', acting.userId)
    await offerFreedSeats(trx, [school.id], acting)
    return {
      message: replyText(message('answer.waitlistRemoved', { swimmer: row.full_name, group: schoolNamed(school) })),
      entry: await toEntry(trx, (await findEntry(trx, row.id)) as EntryRow),
    }
  })
}

/**
 * GET /waitlist/{entryID}/prices: what accepting the offer would bill, per duration, from the site's price list for the
 * school's type (issue 25: the Accept dialog shows the price before confirming).
 */
export async function offerPrices(db: Db, acting: Acting, entryId: number, chosen?: number) {
  const row = await visibleEntry(db, acting, entryId)
  const school = await findGroup(db, 'school', row.school_id, acting.today)
  if (!school) throw entryNotFound(entryId)
  const prices = (await priceLines(db, school.site, [school.product])).get(school.product) ?? []
  // Each duration with the lines its invoice would have (issue 30), by the one pricing function.
  const priced = await pricedDurations(
    db,
    acting,
    { site: school.site, swimmerId: row.swimmer_id, product: school.product, kind: 'school', chosen },
    prices,
  )
  return { schoolID: school.id, prices: priced }
}
