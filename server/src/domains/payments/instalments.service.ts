import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import { centsToAmount, formatAmount } from '@contract/common'
import type { FamilyPaymentResult, PaymentMethod } from '@contract/billing'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { businessDateOf } from '../../lib/business-day'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findInvoiceWithFamily } from './corrections.repository'
import {
  findFamilyOpenInvoices,
  findInstalments,
  insertInstalments,
  type InstalmentRow,
} from './instalments.repository'
import { findInvoice } from './payments.repository'
import { recordPayment, withReceiptGuard } from './payments.service'

// Instalments and a family's payment (issue 30), as contract/billing.ts states them: splitting an open invoice with
// nothing paid into instalments; what each instalment has been paid (the invoice's payments, oldest first); one
// payment of a family allocated to its open invoices oldest first, each part recorded by recordPayment.

type Db = Kysely<Database>
const words = (cents: number) => formatAmount(centsToAmount(cents))

/** The invoice's paid amount allocated to its instalments in order: what each has been paid. */
export function allocateToInstalments(instalments: readonly InstalmentRow[], paidCents: number) {
  let left = paidCents
  return instalments.map((instalment) => {
    const paid = Math.min(left, instalment.amount_cents)
    left -= paid
    return { dueOn: instalment.due_on, amountCents: instalment.amount_cents, paidCents: paid }
  })
}

/** POST /invoices/{id}/instalments: splits an open invoice with nothing paid, once. */
export async function splitInvoice(
  db: Db,
  acting: Acting,
  invoiceId: number,
  parts: Array<{ dueOn: string; amount: number }>,
) {
  const invoice = await findInvoiceWithFamily(db, invoiceId)
  if (!invoice || !maySeeSite(acting, invoice.site))
    throw notFound(message('invoice.notFoundAtSite', { id: invoiceId }))
  return db.transaction().execute((trx) => splitInvoiceWithin(trx, acting, invoiceId, parts))
}

/**
 * splitInvoice's rules in the caller's transaction: a renewal or an accepted offer splits the invoice it has just
 * made (before anything is collected on it) in its own transaction.
 */
export async function splitInvoiceWithin(
  trx: Db,
  acting: Pick<Acting, 'today' | 'at' | 'userId'>,
  invoiceId: number,
  parts: Array<{ dueOn: string; amount: number }>,
) {
  const current = await findInvoice(trx, invoiceId)
  if (!current || current.status !== 'open') {
    const status = current?.status ?? 'cancelled'
    throw conflict(message('invoice.alreadyStatus', { id: invoiceId, status }), {
      invoiceID: message('invoice.field.status', { status }),
    })
  }
  if ((await findInstalments(trx, [invoiceId])).length > 0) {
    throw conflict(message('instalment.alreadySplit', { id: invoiceId }))
  }
  if (current.paid_cents > 0) throw conflict(message('instalment.alreadyPaid', { id: invoiceId }))
  const sum = parts.reduce((total, part) => total + part.amount, 0)
  if (sum !== current.amount_cents) {
    throw badRequest(message('instalment.sum', { sum: words(sum), amount: words(current.amount_cents) }), {
      instalments: message('instalment.field.sum', { amount: words(current.amount_cents) }),
    })
  }
  const inOrder = parts.every((part, index) =>
    index === 0 ? part.dueOn >= acting.today : part.dueOn >= parts[index - 1].dueOn,
  )
  if (!inOrder || parts.some((part) => part.amount <= 0)) {
    throw badRequest(message('instalment.order', { today: acting.today }), {
      instalments: message('instalment.field.order'),
    })
  }
  const rows = parts.map((part, position) => ({
    invoice_id: invoiceId,
    position,
    due_on: part.dueOn,
    amount_cents: part.amount,
    created_at: acting.at,
    created_by: acting.userId,
  }))
  await insertInstalments(trx, rows)
  await writeAudit(trx, {
    userId: acting.userId,
    site: current.site,
    entity: 'invoice',
    entityId: invoiceId,
    action: 'SplitInvoice',
    after: { instalments: rows.map((row) => ({ dueOn: row.due_on, amountCents: row.amount_cents })) },
    at: acting.at,
  })
  return {
    message: replyText(message('answer.invoiceSplit', { id: invoiceId, count: rows.length })),
    invoiceID: invoiceId,
    instalments: allocateToInstalments(
      rows.map((row) => ({ ...row })),
      0,
    ).map((part) => ({
      dueOn: part.dueOn,
      amount: centsToAmount(part.amountCents),
      amountCents: part.amountCents,
      amountPaid: 0,
      amountPaidCents: 0,
    })),
  }
}

/**
 * POST /families/{id}/payments: one payment of a family, allocated oldest first to the open invoices of its swimmers
 * at the user's sites; more than they owe there is refused.
 */
export async function payForFamily(
  db: Db,
  acting: Acting,
  familyId: number,
  request: { amountCents: number; receiptNo: string; method: PaymentMethod; reference: string | null; site: number },
): Promise<FamilyPaymentResult> {
  const sites = acting.sites.map((site) => site.id)
  return withReceiptGuard(db, request.site, request.receiptNo, async (trx) => {
    const invoices = await findFamilyOpenInvoices(trx, familyId, sites)
    if (invoices.length === 0) throw notFound(message('family.nothingDue', { id: familyId }))
    const instalments = await findInstalments(
      trx,
      invoices.map((invoice) => invoice.id),
    )
    // An invoice is as old as its earliest instalment not paid in full, or the day it was made when not split.
    const dueFrom = (invoice: (typeof invoices)[number]) => {
      const own = instalments.filter((row) => row.invoice_id === invoice.id)
      const open = allocateToInstalments(own, invoice.paid_cents).find((part) => part.paidCents < part.amountCents)
      return open?.dueOn ?? businessDateOf(invoice.created_at, acting.timeZone)
    }
    const ordered = invoices
      .map((invoice) => ({ invoice, from: dueFrom(invoice) }))
      .sort((a, b) => a.from.localeCompare(b.from) || a.invoice.id - b.invoice.id)
      .map((entry) => entry.invoice)
    const owed = ordered.reduce((sum, invoice) => sum + invoice.amount_cents - invoice.paid_cents, 0)
    if (!(request.amountCents > 0) || request.amountCents > owed) {
      throw badRequest(message('family.payMoreThanDue', { amount: words(owed) }), {
        amount: message('payment.field.atMost', { amount: words(owed) }),
      })
    }
    let left = request.amountCents
    const allocations: FamilyPaymentResult['allocations'] = []
    for (const invoice of ordered) {
      if (left === 0) break
      const due = invoice.amount_cents - invoice.paid_cents
      const take = Math.min(left, due)
      const receiptNo = allocations.length === 0 ? request.receiptNo : `${request.receiptNo}/${allocations.length + 1}`
      const payment = await recordPayment(trx, acting, {
        invoiceId: invoice.id,
        site: invoice.site,
        swimmerId: invoice.swimmer_id,
        amountCents: take,
        receiptNo,
        method: request.method,
        reference: request.reference,
      })
      left -= take
      const dueAfter = payment.status === 'confirmed' ? due - take : due
      allocations.push({
        invoiceID: invoice.id,
        swimmerID: invoice.swimmer_id,
        swimmerName: invoice.swimmer_name,
        itemName: invoice.item_name,
        paymentID: payment.id,
        receiptNo,
        amount: centsToAmount(take),
        amountCents: take,
        amountDue: centsToAmount(dueAfter),
        amountDueCents: dueAfter,
      })
    }
    return {
      message: replyText(
        message('answer.familyPaid', {
          amount: words(request.amountCents),
          id: familyId,
          count: allocations.length,
        }),
      ),
      familyID: familyId,
      amount: centsToAmount(request.amountCents),
      amountCents: request.amountCents,
      allocations,
    }
  })
}
