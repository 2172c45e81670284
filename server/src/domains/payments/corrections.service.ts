import { PostgresAdapter, type Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import { centsToAmount, formatAmount } from '@contract/common'
import type { BillingPayment, CreditResult, PaymentMethod } from '@contract/billing'
import { message, type Message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { businessDateOf } from '../../lib/business-day'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findSiteById } from '../lookups/sites.repository'
import { holdCashupDay } from './cashup-lock.repository'
import {
  addRefunded,
  familyCreditCents,
  findInvoiceWithFamily,
  findPaymentWithInvoice,
  holdFamily,
  insertFamilyCredit,
  insertRefund,
  markConfirmed,
  markVoided,
  takeFromInvoice,
  type PaymentWithInvoice,
} from './corrections.repository'
import { addToInvoice } from './payments.repository'
import { checkReference } from './payments.service'

// Correcting money already taken (issue 30), each rule once for every URL:
// - confirm: a pending bank transfer counts from its confirmation (once; Settings:ConfirmTransfers): it pays its
//   invoice then, refused when the invoice no longer has that much due.
// - void: only on the payment's own business day while that day's cash-up is open (Settings:CompletePayment). The
//   payment is kept, marked void with who, when and why; its invoice takes the amount back and reopens.
// - refund: only once the payment's day is over (closed, or an earlier day), full or partial, never more than paid
//   less already refunded, by a method (with its reference), with a reason (Settings:RefundPayments). A negative
//   receipt dated now: today's cash-up of the payment's site lists it, so today must be open. The invoice is written
//   down by what is given back (its rows are not changed: the views subtract the payment's refunds).
// - credit notes: money on a family's balance (Settings:RefundPayments); using it pays an open invoice of any of the
//   family's swimmers (Settings:CompletePayment), never more than the credit left or what is due.
// Each in its own transaction with its audit entry.

type Db = Kysely<Database>

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter
const amountWords = (cents: number) => formatAmount(centsToAmount(cents))

async function siteNameOf(db: Db, site: number): Promise<string> {
  return (await findSiteById(db, site))?.name ?? `site ${site}`
}

/** A payment the user may see (its site is theirs), else 404 as every object of another site. */
async function visiblePayment(db: Db, acting: Acting, paymentId: number): Promise<PaymentWithInvoice> {
  const payment = await findPaymentWithInvoice(db, paymentId)
  if (!payment || !maySeeSite(acting, payment.site)) throw notFound(message('payment.notFound', { id: paymentId }))
  return payment
}

const paymentState = (payment: PaymentWithInvoice): BillingPayment['status'] =>
  payment.voided_at ? 'void' : payment.status

function toBillingPayment(payment: PaymentWithInvoice, text: Message, refundId: number | null = null): BillingPayment {
  const due = payment.invoice_cents - payment.invoice_paid_cents
  return {
    message: replyText(text),
    paymentID: payment.id,
    invoiceID: payment.invoice_id,
    siteID: payment.site,
    receiptNo: payment.receipt_no,
    method: payment.method,
    reference: payment.reference,
    status: paymentState(payment),
    amount: centsToAmount(payment.amount_cents),
    amountCents: payment.amount_cents,
    refunded: centsToAmount(payment.refunded_cents),
    refundedCents: payment.refunded_cents,
    confirmed:
      payment.confirmed_by && payment.confirmed_at
        ? {
            userID: payment.confirmed_by,
            fullName: payment.confirmed_by_name ?? `User ${payment.confirmed_by}`,
            at: payment.confirmed_at,
          }
        : null,
    voided:
      payment.voided_by && payment.voided_at
        ? {
            userID: payment.voided_by,
            fullName: payment.voided_by_name ?? `User ${payment.voided_by}`,
            at: payment.voided_at,
            reason: payment.void_reason ?? '',
          }
        : null,
    invoice: { status: payment.invoice_status, amountDue: centsToAmount(due), amountDueCents: due },
    refundID: refundId,
  }
}

async function reread(db: Db, paymentId: number): Promise<PaymentWithInvoice> {
  const payment = await findPaymentWithInvoice(db, paymentId)
  if (!payment) throw notFound(message('payment.notFound', { id: paymentId }))
  return payment
}

const refuseVoided = (payment: PaymentWithInvoice) => {
  if (payment.voided_at) {
    throw conflict(message('payment.alreadyVoid', { receipt: payment.receipt_no }), {
      paymentID: message('payment.field.alreadyVoid'),
    })
  }
}

/** POST /payments/{id}/confirm: a pending bank transfer counts from now and pays its invoice. */
export async function confirmPayment(db: Db, acting: Acting, paymentId: number): Promise<BillingPayment> {
  const payment = await visiblePayment(db, acting, paymentId)
  await db.transaction().execute(async (trx) => {
    const current = await reread(trx, paymentId)
    refuseVoided(current)
    if (current.status !== 'pending') {
      throw conflict(message('payment.notPending', { receipt: current.receipt_no }), {
        paymentID: message('payment.field.notPending'),
      })
    }
    if (!(await markConfirmed(trx, paymentId, acting.userId, acting.at))) {
      throw conflict(message('invoice.changedMeanwhile'))
    }
    if (!(await addToInvoice(trx, current.invoice_id, current.amount_cents))) {
      const due = current.invoice_cents - current.invoice_paid_cents
      throw conflict(message('payment.confirmMoreThanDue', { receipt: current.receipt_no, amount: amountWords(due) }), {
        paymentID: message('payment.field.confirmMoreThanDue'),
      })
    }
    await writeAudit(trx, {
      userId: acting.userId,
      site: current.site,
      entity: 'payment',
      entityId: paymentId,
      action: 'ConfirmPayment',
      before: { status: 'pending', invoice_paid_cents: current.invoice_paid_cents },
      after: { status: 'confirmed', invoice_paid_cents: current.invoice_paid_cents + current.amount_cents },
      at: acting.at,
    })
  })
  return toBillingPayment(
    await reread(db, paymentId),
    message('answer.transferConfirmed', { receipt: payment.receipt_no }),
  )
}

/** POST /payments/{id}/void {reason}: only on the payment's own day while its cash-up is open. */
export async function voidPayment(
  db: Db,
  acting: Acting,
  paymentId: number,
  request: { reason: string },
): Promise<BillingPayment> {
  const payment = await visiblePayment(db, acting, paymentId)
  const day = businessDateOf(payment.created_at, acting.timeZone)
  await db.transaction().execute(async (trx) => {
    const current = await reread(trx, paymentId)
    refuseVoided(current)
    if (day !== acting.today) {
      throw conflict(message('payment.voidOnlySameDay', { receipt: current.receipt_no, date: day }), {
        paymentID: message('payment.field.voidOnlySameDay'),
      })
    }
    const held = await holdCashupDay(trx, current.site, day, 'share')
    if (held.closed === 1) {
      throw conflict(
        message('payment.voidDayClosed', {
          receipt: current.receipt_no,
          site: await siteNameOf(trx, current.site),
          date: day,
        }),
        { paymentID: message('payment.field.voidDayClosed') },
      )
    }
    if (!(await markVoided(trx, paymentId, { by: acting.userId, at: acting.at, reason: request.reason }))) {
      throw conflict(message('invoice.changedMeanwhile'))
    }
    // A pending transfer never paid its invoice: there is nothing to take back.
    if (current.status === 'confirmed' && !(await takeFromInvoice(trx, current.invoice_id, current.amount_cents))) {
      throw conflict(message('invoice.changedMeanwhile'))
    }
    await writeAudit(trx, {
      userId: acting.userId,
      site: current.site,
      entity: 'payment',
      entityId: paymentId,
      action: 'VoidPayment',
      before: {
        status: current.status,
        invoice_paid_cents: current.invoice_paid_cents,
        invoice_status: current.invoice_status,
      },
      after: {
        status: 'void',
        reason: request.reason,
        invoice_paid_cents: current.invoice_paid_cents - (current.status === 'confirmed' ? current.amount_cents : 0),
      },
      at: acting.at,
    })
  })
  return toBillingPayment(await reread(db, paymentId), message('answer.paymentVoid', { receipt: payment.receipt_no }))
}

/** POST /payments/{id}/refund {amount, reason, method, reference}: after the payment's day, into today's cash-up. */
export async function refundPayment(
  db: Db,
  acting: Acting,
  paymentId: number,
  request: { amountCents: number; reason: string; method: PaymentMethod; reference: string | null },
): Promise<BillingPayment> {
  const payment = await visiblePayment(db, acting, paymentId)
  const day = businessDateOf(payment.created_at, acting.timeZone)
  if (!(request.amountCents > 0)) {
    throw badRequest(message('refund.notPositive'), { amount: message('payment.field.notPositive') })
  }
  checkReference(request.method, request.reference)
  const refundId = await db.transaction().execute(async (trx) => {
    const current = await reread(trx, paymentId)
    refuseVoided(current)
    if (current.status !== 'confirmed') {
      throw conflict(message('refund.pending', { receipt: current.receipt_no }), {
        paymentID: message('refund.field.pending'),
      })
    }
    const siteName = await siteNameOf(trx, current.site)
    if (day === acting.today) {
      const paymentDay = await holdCashupDay(trx, current.site, day, 'share')
      if (paymentDay.closed !== 1) {
        throw conflict(message('refund.dayOpen', { receipt: current.receipt_no, site: siteName, date: day }), {
          paymentID: message('refund.field.dayOpen'),
        })
      }
    }
    // The refund is a negative receipt of today: today's cash-up must be open to take it.
    if ((await holdCashupDay(trx, current.site, acting.today, 'share')).closed === 1) {
      throw conflict(message('cashup.closedNoPayment', { site: siteName, date: acting.today }), {
        date: message('cashup.closed', { site: siteName, date: acting.today }),
      })
    }
    const left = current.amount_cents - current.refunded_cents
    if (request.amountCents > left || !(await addRefunded(trx, paymentId, request.amountCents))) {
      throw badRequest(message('refund.moreThanPaid', { receipt: current.receipt_no, amount: amountWords(left) }), {
        amount: message('payment.field.atMost', { amount: amountWords(left) }),
      })
    }
    const row = {
      payment_id: paymentId,
      invoice_id: current.invoice_id,
      site: current.site,
      swimmer_id: current.swimmer_id,
      amount_cents: request.amountCents,
      method: request.method,
      reference: request.reference,
      reason: request.reason,
      created_at: acting.at,
      created_by: acting.userId,
    }
    const id = await insertRefund(trx, row)
    await writeAudit(trx, {
      userId: acting.userId,
      site: current.site,
      entity: 'payment',
      entityId: paymentId,
      action: 'RefundPayment',
      before: { refunded_cents: current.refunded_cents },
      after: { refunded_cents: current.refunded_cents + request.amountCents, refund: { ...row, id } },
      at: acting.at,
    })
    return id
  })
  return toBillingPayment(
    await reread(db, paymentId),
    message('answer.paymentRefunded', { amount: amountWords(request.amountCents), receipt: payment.receipt_no }),
    refundId,
  )
}

/** POST /families/{id}/credits {site, amount, reason}: a credit note on the family's balance. */
export async function addCreditNote(
  db: Db,
  acting: Acting,
  familyId: number,
  request: { site: number; amountCents: number; reason: string },
): Promise<CreditResult> {
  if (!(request.amountCents > 0)) {
    throw badRequest(message('credit.notPositive'), { amount: message('payment.field.notPositive') })
  }
  return db.transaction().execute(async (trx) => {
    const family = await holdFamily(trx, familyId, isPostgres(trx))
    if (!family) throw notFound(message('family.notFound', { id: familyId }))
    const row = {
      family_id: familyId,
      site: request.site,
      amount_cents: request.amountCents,
      invoice_id: null,
      reason: request.reason,
      created_at: acting.at,
      created_by: acting.userId,
    }
    const id = await insertFamilyCredit(trx, row)
    const credit = await familyCreditCents(trx, familyId)
    await writeAudit(trx, {
      userId: acting.userId,
      site: request.site,
      entity: 'family',
      entityId: familyId,
      action: 'CreditNote',
      before: { credit_cents: credit - request.amountCents },
      after: { credit_cents: credit, credit: { ...row, id } },
      at: acting.at,
    })
    return {
      message: replyText(message('answer.creditAdded', { amount: amountWords(request.amountCents), id: familyId })),
      creditID: id,
      familyID: familyId,
      credit: centsToAmount(credit),
      creditCents: credit,
    }
  })
}

/** POST /invoices/{id}/apply-credit {amount}: the family's credit pays an open invoice of one of its swimmers. */
export async function applyCredit(
  db: Db,
  acting: Acting,
  invoiceId: number,
  request: { amountCents: number },
): Promise<CreditResult> {
  const invoice = await findInvoiceWithFamily(db, invoiceId)
  if (!invoice || !maySeeSite(acting, invoice.site))
    throw notFound(message('invoice.notFoundAtSite', { id: invoiceId }))
  const familyId = invoice.family_id
  if (familyId === null) throw notFound(message('family.notFound', { id: invoice.swimmer_id }))
  if (!(request.amountCents > 0)) {
    throw badRequest(message('credit.notPositive'), { amount: message('payment.field.notPositive') })
  }
  return db.transaction().execute(async (trx) => {
    await holdFamily(trx, familyId, isPostgres(trx))
    const current = await findInvoiceWithFamily(trx, invoiceId)
    if (!current || current.status !== 'open') {
      throw conflict(message('invoice.alreadyStatus', { id: invoiceId, status: current?.status ?? 'gone' }), {
        invoiceID: message('invoice.field.status', { status: current?.status ?? 'gone' }),
      })
    }
    const credit = await familyCreditCents(trx, familyId)
    const due = current.amount_cents - current.paid_cents
    if (request.amountCents > credit) {
      throw badRequest(message('credit.moreThanHeld', { amount: amountWords(credit) }), {
        amount: message('payment.field.atMost', { amount: amountWords(credit) }),
      })
    }
    if (request.amountCents > due || !(await addToInvoice(trx, invoiceId, request.amountCents))) {
      throw badRequest(message('payment.moreThanDue', { amount: amountWords(due) }), {
        amount: message('payment.field.atMost', { amount: amountWords(due) }),
      })
    }
    const row = {
      family_id: familyId,
      site: current.site,
      amount_cents: -request.amountCents,
      invoice_id: invoiceId,
      reason: `Invoice ${invoiceId}`,
      created_at: acting.at,
      created_by: acting.userId,
    }
    const id = await insertFamilyCredit(trx, row)
    await writeAudit(trx, {
      userId: acting.userId,
      site: current.site,
      entity: 'invoice',
      entityId: invoiceId,
      action: 'CreditUse',
      before: { paid_cents: current.paid_cents, credit_cents: credit },
      after: {
        paid_cents: current.paid_cents + request.amountCents,
        credit_cents: credit - request.amountCents,
        use: { ...row, id },
      },
      at: acting.at,
    })
    return {
      message: replyText(message('answer.creditUsed', { amount: amountWords(request.amountCents), id: invoiceId })),
      creditID: id,
      familyID: familyId,
      credit: centsToAmount(credit - request.amountCents),
      creditCents: credit - request.amountCents,
    }
  })
}
