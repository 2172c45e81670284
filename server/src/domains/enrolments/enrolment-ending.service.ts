import type { Kysely } from 'kysely'
import { centsToAmount } from '@contract/common'
import type { EndedWithMoney, EndingReason } from '@contract/owed'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/actor'
import { addMonths } from '../../lib/dates'
import { writeAudit } from '../audit/audit.repository'
import { endEnrolments, findGroupRunningEnrolments } from './enrolment-ending.repository'
import {
  cancelInvoiceIfUnpaid,
  cancelOpenInvoicesOf,
  findOwedCredits,
  findPaidPeriods,
  insertOwedCredit,
  type PaidPeriod,
} from './owed-credits.repository'

// Ending running enrolments early, for a reason that is not the family's (their group ends or is removed, they move
// to another site), with the money settled in the same transaction: each enrolment ends today (the academy's date,
// its last day), every invoice of its time that nothing has been paid of is cancelled (its status; never deleted),
// and what was paid for the time it no longer gets is recorded as money the academy owes the family
// (owed_credits, migration 0023), one row per invoice, audited.
//
// The unused part of a paid invoice, in exact integer arithmetic:
//   owed = floor(paid × unusedDays / paidDays)   (whole piastres, rounded down)
// where the invoice pays for the days [start, end) of the enrolment (its own invoice: from the enrolment's start for
// its months; a renewal: its own start and end), paidDays = end − start, and unusedDays = end − max(start, today)
// clamped to [0, paidDays]: the time from today on is unused (the ending is the day's first act at the desk); a
// renewal not yet started is unused in full.
// `paid` is what was paid of the invoice (all of it, or part of an open invoice, which then stays open with the rest
// due). Amounts are whole piastres below 2^31 and spans below 10^4 days, so the product stays far below 2^53.

type Db = Kysely<Database>

export type { EndingReason }

export interface EnrolmentToEnd {
  kind: 'school' | 'preteam'
  enrolmentId: number
  swimmerId: number
  site: number
  /** The enrolment's end date as it stands: the last day paid for. */
  endDate: string
}

export interface OwedPart {
  invoiceId: number
  itemName: string
  paidCents: number
  paidDays: number
  unusedDays: number
  amountCents: number
}

export interface EndingMoney {
  /** The open invoices nothing has been paid of: cancelled when the enrolment ends. */
  cancelledInvoices: number[]
  /** What the academy will owe, per paid invoice (only those with something owed). */
  owed: OwedPart[]
  owedCents: number
}

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** The unused part of one paid span (see the formula above). */
export function unusedPart(period: Pick<PaidPeriod, 'start' | 'end' | 'paidCents'>, today: string) {
  const paidDays = Math.max(0, daysBetween(period.start, period.end))
  const firstUnused = period.start > today ? period.start : today
  const unusedDays = Math.min(paidDays, Math.max(0, daysBetween(firstUnused, period.end)))
  const amountCents = paidDays === 0 ? 0 : Math.floor((period.paidCents * unusedDays) / paidDays)
  return { paidDays, unusedDays, amountCents }
}

/** What ending this enrolment today would cancel and owe; nothing is written. */
export async function endingMoney(db: Db, enrolment: EnrolmentToEnd, today: string): Promise<EndingMoney> {
  const found = await findPaidPeriods(db, enrolment.kind, enrolment.enrolmentId)
  if (!found) return { cancelledInvoices: [], owed: [], owedCents: 0 }
  const own = { ...found.own, end: addMonths(found.own.start, found.own.months) }
  const periods = [own, ...found.renewals]
  const cancelledInvoices = periods
    .filter((period) => period.status === 'open' && period.paidCents === 0)
    .map((period) => period.invoiceId)
  const owed = periods
    .filter((period) => period.status !== 'cancelled' && period.paidCents > 0)
    .map((period) => ({
      invoiceId: period.invoiceId,
      itemName: period.itemName,
      paidCents: period.paidCents,
      ...unusedPart(period, today),
    }))
    .filter((part) => part.amountCents > 0)
  return { cancelledInvoices, owed, owedCents: owed.reduce((sum, part) => sum + part.amountCents, 0) }
}

export interface EndedEnrolmentMoney extends EnrolmentToEnd, EndingMoney {
  /** The last day paid for, before it ended. */
  paidUntil: string
  /** Its last day now: today. */
  endedOn: string
  credits: Array<{ creditId: number; invoiceId: number; amountCents: number }>
}

/**
 * Ends each enrolment today, cancels its unpaid invoices and records what is owed for its unused paid time, in the
 * caller's transaction, with one audit entry per swimmer ('OwedCredit') naming the credits and the cancelled invoices.
 * The caller writes its own operation's audit entry and names the money in its answer.
 */
export async function endEnrolmentsOwing(
  trx: Db,
  actor: Actor,
  enrolments: EnrolmentToEnd[],
  reason: EndingReason,
  options: { lastDay?: string } = {},
): Promise<EndedEnrolmentMoney[]> {
  const today = actor.today
  // The stored end date is the last day the place is held: today, unless the caller frees it from today (a move).
  const lastDay = options.lastDay ?? today
  const ended: EndedEnrolmentMoney[] = []
  for (const enrolment of enrolments) {
    const money = await endingMoney(trx, enrolment, today)
    const cancelled: number[] = []
    for (const invoiceId of money.cancelledInvoices) {
      if (await cancelInvoiceIfUnpaid(trx, invoiceId)) cancelled.push(invoiceId)
    }
    const credits = []
    for (const part of money.owed) {
      const creditId = await insertOwedCredit(trx, {
        swimmer_id: enrolment.swimmerId,
        site: enrolment.site,
        amount_cents: part.amountCents,
        reason,
        enrolment_kind: enrolment.kind,
        enrolment_id: enrolment.enrolmentId,
        invoice_id: part.invoiceId,
        created_at: actor.at,
        created_by: actor.userId,
      })
      credits.push({ creditId, invoiceId: part.invoiceId, amountCents: part.amountCents })
    }
    ended.push({
      ...enrolment,
      ...money,
      cancelledInvoices: cancelled,
      paidUntil: enrolment.endDate,
      endedOn: today < enrolment.endDate ? today : enrolment.endDate,
      credits,
    })
  }
  await endEnrolments(
    trx,
    ended.filter((entry) => entry.paidUntil > lastDay),
    lastDay,
  )
  for (const swimmerId of [...new Set(ended.map((entry) => entry.swimmerId))]) {
    const own = ended.filter((entry) => entry.swimmerId === swimmerId)
    if (own.every((entry) => entry.credits.length === 0 && entry.cancelledInvoices.length === 0)) continue
    await writeAudit(trx, {
      userId: actor.userId,
      site: own[0].site,
      entity: 'swimmer',
      entityId: swimmerId,
      action: 'OwedCredit',
      before: { invoicesOpen: own.flatMap((entry) => entry.cancelledInvoices) },
      after: {
        reason,
        endedOn: today,
        cancelledInvoices: own.flatMap((entry) => entry.cancelledInvoices),
        credits: own.flatMap((entry) =>
          entry.credits.map((credit) => ({ ...credit, enrolment: { kind: entry.kind, id: entry.enrolmentId } })),
        ),
      },
      at: actor.at,
    })
  }
  return ended
}

/** A swimmer's owed credits, for the swimmer's details. */
export async function owedToFamily(db: Db, swimmerId: number) {
  const rows = await findOwedCredits(db, swimmerId)
  return {
    owedCents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
    credits: rows,
  }
}

/**
 * Ends every running enrolment of a group that ends or is removed (schools and pre-teams, whichever URL), with the
 * money settled as above; answers each swimmer's ending for the operation's answer and audit entry.
 */
export async function endGroupEnrolments(
  trx: Db,
  actor: Actor,
  group: { kind: 'school' | 'preteam'; id: number },
  reason: EndingReason,
): Promise<EndedWithMoney[]> {
  const running = await findGroupRunningEnrolments(trx, group.kind, group.id, actor.today)
  const ended = await endEnrolmentsOwing(trx, actor, running, reason)
  return ended.map((entry, index) => toWire(entry, running[index].fullName, group.id))
}

export const toWire = (entry: EndedEnrolmentMoney, fullName: string, groupId: number): EndedWithMoney => ({
  swimmerID: entry.swimmerId,
  fullName,
  kind: entry.kind,
  groupID: groupId,
  paidUntil: entry.paidUntil,
  endedOn: entry.endedOn,
  cancelledInvoices: entry.cancelledInvoices,
  owed: centsToAmount(entry.credits.reduce((sum, credit) => sum + credit.amountCents, 0)),
})

/**
 * A deleted swimmer's open invoices are cancelled in the deletion's transaction (their status; never deleted, what
 * was paid of them kept): nothing stays due from someone who is gone. Answers them, for the answer and the audit.
 */
export async function cancelOpenInvoices(trx: Db, swimmerId: number) {
  const rows = await cancelOpenInvoicesOf(trx, swimmerId)
  return rows.map((row) => ({
    invoiceID: row.id,
    item: row.item_name,
    amount: centsToAmount(row.amount_cents),
    paid: centsToAmount(row.paid_cents),
  }))
}
