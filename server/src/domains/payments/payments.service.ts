import type { Kysely } from 'kysely'
import { centsToAmount, formatAmount } from '@contract/common'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../lib/db-errors'
import type { Acting, Actor } from '../../lib/actor'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findSiteById } from '../lookups/sites.repository'
import { holdCashupDay } from './cashup-lock.repository'
import { businessDayStart } from '../../lib/business-day'
import { findDeskInvoices, type DeskInvoiceRow } from './invoices.repository'
import {
  addToInvoice,
  findInvoice,
  findPaymentByReceiptKey,
  findPriceLines,
  insertInvoice,
  insertPayment,
} from './payments.repository'
import { receiptKey, shownReceipt } from './receipts'
import { itemName, itemNamed } from '../../lib/invoice-items'
import { priceInvoice, type PricingReads, type PricingRequest } from './pricing'
import { insertInvoiceLines } from './pricing.repository'
import { message, type Message } from '@contract/messages/message'
import { METHODS_PENDING, METHODS_WITH_REFERENCE, type PaymentMethod } from '@contract/billing'

// Invoices priced from the price list and the payments made against them: the one place a payment is recorded,
// whichever screen takes it (the desk's Payment/complete, an enrolment with an amount paid). The rules, each once:
// an amount above 0 and at most what is due, on an open invoice of the site and of the swimmer named, under a
// receipt number no receipt of the site already has — compared as receipts.ts keys them, so a look-alike
// ('sw-2002', 'SW‑2002' with a non-breaking hyphen, fullwidth letters, a zero-width space) is the same receipt.
// The database holds the key unique per site (migration 0008), so two simultaneous payments cannot share it either.

export type { DeskInvoiceRow }
export { itemName }

/** The privilege that lets a user record money, at the desk or when enrolling. */
export const PAYMENT_PRIVILEGE = 'Settings:CompletePayment'
export const mayTakePayments = (granted: ReadonlySet<string>): boolean => granted.has(PAYMENT_PRIVILEGE)

/** The price-list lines of some products at a site, per product, as the enrolment dialogs offer them. */
export async function priceLines(db: Kysely<Database>, site: number, products: number[]) {
  const byProduct = new Map<number, Array<{ months: number; invoice: number; itemName: string; itemText: Message }>>()
  if (products.length === 0) return byProduct
  for (const row of await findPriceLines(db, site, products)) {
    const lines = byProduct.get(row.product) ?? []
    lines.push({
      months: row.months,
      invoice: centsToAmount(row.amount_cents),
      itemName: itemName(row.description, row.months),
      itemText: itemNamed(row.description, row.months),
    })
    byProduct.set(row.product, lines)
  }
  return byProduct
}

/**
 * An invoice for a product and duration, priced by the one pricing function (pricing.ts: the list price and the
 * discount rules that apply, stacked, capped and floored); its lines are stored with it, so a rule changed later never
 * rewrites it. Audited. In the caller's transaction.
 */
export async function createInvoice(
  db: Kysely<Database>,
  actor: Actor & { granted?: ReadonlySet<string> },
  invoice: PricingRequest,
  /** Reads shared by the invoices of one run (pricingReads); each invoice reads its own without. */
  reads?: PricingReads,
) {
  const priced = await priceInvoice(db, actor, invoice, reads)
  const row = {
    site: invoice.site,
    swimmer_id: invoice.swimmerId,
    product: invoice.product,
    item_name: priced.itemName,
    months: invoice.months,
    amount_cents: priced.totalCents,
    created_at: actor.at,
    created_by: actor.userId,
  }
  const id = await insertInvoice(db, row)
  await insertInvoiceLines(
    db,
    priced.lines.map((line, position) => ({
      invoice_id: id,
      position,
      kind: line.kind,
      text: line.text,
      amount_cents: line.amountCents,
      rule_id: line.ruleId,
      reason: line.reason,
    })),
  )
  await writeAudit(db, {
    userId: actor.userId,
    site: invoice.site,
    entity: 'invoice',
    entityId: id,
    action: 'CreateInvoice',
    after: { ...row, id, lines: priced.lines },
    at: actor.at,
  })
  return { id, ...row, lines: priced.lines }
}

export interface PaymentRequest {
  invoiceId: number
  site: number
  swimmerId: number
  amountCents: number
  receiptNo: string
  /** Issue 30: 'cash' when left out (the spec's URLs and the enrolment payloads), and the method's reference. */
  method?: PaymentMethod
  reference?: string | null
}

/**
 * A method's reference (issue 30): required for card, InstaPay, wallet and bank transfer, none for cash; refused with
 * nothing stored.
 */
export function checkReference(method: PaymentMethod, reference: string | null): void {
  const needed = METHODS_WITH_REFERENCE.includes(method)
  if (needed && !reference) {
    throw badRequest(message('payment.referenceRequired'), {
      reference: message('payment.field.referenceRequired'),
    })
  }
  if (!needed && reference) {
    throw badRequest(message('payment.cashNoReference'), { reference: message('payment.field.cashNoReference') })
  }
}

/** The refusal of a receipt number the site already has, naming the receipt it matches. */
function receiptInUse(receiptNo: string, existing: string) {
  if (existing === receiptNo) {
    return conflict(message('receipt.inUse', { receipt: existing }), { recieptNo: message('receipt.field.inUse') })
  }
  return conflict(message('receipt.inUseAs', { receipt: shownReceipt(receiptNo), existing }), {
    recieptNo: message('receipt.field.inUseAs', { existing }),
  })
}

/**
 * The one cash-up lock (issue 15): a payment is dated by its business day (the academy's date when it is taken: `actor.today`, in the academy's time zone), and
 * once that site's day is closed (domains/money, POST /cashup/close) nothing more is recorded on it, whichever URL
 * brings the payment. The day's row is held until the transaction ends, so a close cannot slip in between.
 */
async function refuseClosedDay(db: Kysely<Database>, site: number, date: string): Promise<void> {
  const day = await holdCashupDay(db, site, date, 'share')
  if (day.closed !== 1) return
  const siteName = (await findSiteById(db, site))?.name ?? `site ${site}`
  throw conflict(message('cashup.closedNoPayment', { site: siteName, date }), {
    date: message('cashup.closed', { site: siteName, date }),
  })
}

/**
 * Records a payment on an invoice, in the caller's transaction, and audits it. Refused, with nothing stored: an
 * invoice of another site (404) or not open (409), another swimmer's invoice, an amount of 0 or less or above what
 * is due, a receipt number with nothing visible in it (400), a receipt number the site already has (409).
 */
export async function recordPayment(db: Kysely<Database>, actor: Actor, payment: PaymentRequest) {
  const invoice = await findInvoice(db, payment.invoiceId)
  if (!invoice || invoice.site !== payment.site)
    throw notFound(message('invoice.notFoundAtSite', { id: payment.invoiceId }))
  if (invoice.status !== 'open') {
    throw conflict(message('invoice.alreadyStatus', { id: invoice.id, status: invoice.status }), {
      invoiceID: message('invoice.field.status', { status: invoice.status }),
    })
  }
  if (invoice.swimmer_id !== payment.swimmerId) {
    throw badRequest(message('invoice.otherSwimmer', { id: invoice.id, swimmer: invoice.swimmer_name }), {
      swimmerID: message('invoice.field.otherSwimmer'),
    })
  }
  if (!(payment.amountCents > 0)) {
    throw badRequest(message('payment.notPositive', { id: invoice.id, swimmer: invoice.swimmer_name }), {
      amountPaid: message('payment.field.notPositive'),
    })
  }
  const due = invoice.amount_cents - invoice.paid_cents
  if (payment.amountCents > due) {
    const amount = formatAmount(centsToAmount(due))
    throw badRequest(message('payment.moreThanDue', { amount }), {
      amountPaid: message('payment.field.atMost', { amount }),
    })
  }
  const key = receiptKey(payment.receiptNo)
  if (key === '') {
    throw badRequest(message('payment.receiptRequired'), { recieptNo: message('payment.field.receiptRequired') })
  }
  const method = payment.method ?? 'cash'
  const reference = payment.reference ?? null
  checkReference(method, reference)
  await refuseClosedDay(db, payment.site, actor.today)
  const taken = await findPaymentByReceiptKey(db, payment.site, key)
  if (taken) throw receiptInUse(payment.receiptNo, taken.receipt_no)

  // A bank transfer waits for its confirmation (confirmPayment): until then it pays nothing.
  const status = METHODS_PENDING.includes(method) ? ('pending' as const) : ('confirmed' as const)
  if (status === 'confirmed' && !(await addToInvoice(db, invoice.id, payment.amountCents))) {
    throw conflict(message('invoice.changedMeanwhile'))
  }
  const row = {
    invoice_id: invoice.id,
    site: payment.site,
    swimmer_id: payment.swimmerId,
    amount_cents: payment.amountCents,
    receipt_no: payment.receiptNo,
    receipt_key: key,
    method,
    reference,
    status,
    created_at: actor.at,
    created_by: actor.userId,
  }
  // A simultaneous payment under the same receipt key fails here on the unique index: withReceiptGuard names it.
  const id = await insertPayment(db, row)
  const paid = invoice.paid_cents + (status === 'confirmed' ? payment.amountCents : 0)
  await writeAudit(db, {
    userId: actor.userId,
    site: payment.site,
    entity: 'invoice',
    entityId: invoice.id,
    action: status === 'pending' ? 'PendingPayment' : 'Payment',
    before: { paid_cents: invoice.paid_cents, status: invoice.status },
    after: { paid_cents: paid, payment: { ...row, id } },
    at: actor.at,
  })
  return { id, ...row }
}

/**
 * Runs a transaction that may record a payment. Should a simultaneous payment have taken the receipt number first
 * (the unique index refuses the insert, and the transaction is rolled back), the refusal names the receipt it
 * matched, read once the transaction is over.
 */
export async function withReceiptGuard<T>(
  db: Kysely<Database>,
  site: number,
  receiptNo: string | undefined,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(work)
  } catch (error) {
    if (receiptNo && isUniqueViolation(error, 'receipt')) {
      const taken = await findPaymentByReceiptKey(db, site, receiptKey(receiptNo))
      throw receiptInUse(receiptNo, taken?.receipt_no ?? receiptNo)
    }
    throw error
  }
}

/** POST /Payment/complete: a payment on an open invoice at the desk, in its own transaction. */
export async function completePayment(db: Kysely<Database>, actor: Actor, payment: PaymentRequest) {
  return withReceiptGuard(db, payment.site, payment.receiptNo, async (trx) => {
    const recorded = await recordPayment(trx, actor, payment)
    const after = await findInvoice(trx, payment.invoiceId)
    if (!after) throw notFound(message('invoice.notFoundAtSite', { id: payment.invoiceId }))
    return {
      paymentId: recorded.id,
      invoiceId: after.id,
      status: after.status,
      amountDueCents: after.amount_cents - after.paid_cents,
      method: recorded.method,
      paymentStatus: recorded.status,
    }
  })
}

/**
 * The desk's list: a site's open invoices, then those paid in full since the academy's today began (its midnight in
 * the academy's zone: from UTC's midnight of that date, a payment made between Cairo's midnight and UTC's was not
 * listed as paid).
 */
export async function listDeskInvoices(db: Kysely<Database>, acting: Acting, site: number): Promise<DeskInvoiceRow[]> {
  const rows = await findDeskInvoices(db, site, businessDayStart(acting.today, acting.timeZone))
  if (rows.length === 0) throw notFound(message('invoice.noneFound'))

  return rows
}
