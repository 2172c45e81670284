import type { Kysely } from 'kysely'
import type { FamilyLedger, LedgerEntry } from '@contract/billing'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { businessDateOf } from '../../lib/business-day'
import { notFound } from '../../lib/http-error'
import { textAndWords } from '../../lib/messages'
import { storedItem } from '../../lib/invoice-items'
import { findFamily, findFamilySwimmers } from '../families/families.repository'
import { findFamilyCredits, findInvoicePayments, findSwimmerInvoices, findSwimmerRefunds } from './ledger.repository'
import { amountText, money } from './money.view'

// GET /families/{id}/ledger (issue 30): every invoice, payment, void, refund and credit of a family's swimmers, oldest
// first, with the running balance (what the family owes; below 0 the academy holds its money). Each movement moves the
// balance as contract/billing.ts (ledgerEntry) says, so the last balance is always what is due on open invoices less
// the credit held. A family is seen by a user of a site one of its swimmers is at (else 404, as families.service).

type Db = Kysely<Database>
type Entry = Omit<LedgerEntry, 'balance' | 'balanceCents'>

/** An invoice's entry: its stored item, "(cancelled)" after it when it was. */
function invoiceText(invoice: { item_name: string; months: number; status: string }) {
  const item = storedItem(invoice)
  if (invoice.status === 'cancelled')
    return textAndWords(message('ledger.invoiceCancelled', { item: item ?? invoice.item_name }))
  return item ? textAndWords(item) : { text: invoice.item_name, words: null }
}

/** The order of movements at the same instant: the invoice, then what paid it, then what undid it. */
const KIND_ORDER: Record<LedgerEntry['kind'], number> = {
  invoice: 0,
  credit: 1,
  creditUse: 2,
  payment: 3,
  void: 4,
  refund: 5,
}

const blank = {
  swimmerID: null,
  swimmerName: null,
  invoiceID: null,
  paymentID: null,
  refundID: null,
  creditID: null,
  receiptNo: null,
  method: null,
  status: null,
  refundCents: null,
} as const

export async function familyLedger(db: Db, acting: Acting, familyId: number): Promise<FamilyLedger> {
  const family = await findFamily(db, familyId)
  const swimmers = family ? await findFamilySwimmers(db, [familyId]) : []
  if (!family || !swimmers.some((swimmer) => maySeeSite(acting, swimmer.site))) {
    throw notFound(message('family.notFound', { id: familyId }))
  }
  const swimmerIds = swimmers.map((swimmer) => swimmer.id)
  const [invoices, refunds, credits] = await Promise.all([
    findSwimmerInvoices(db, swimmerIds),
    findSwimmerRefunds(db, swimmerIds),
    findFamilyCredits(db, familyId),
  ])
  const payments = await findInvoicePayments(
    db,
    invoices.map((invoice) => invoice.id),
  )
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.id, invoice]))
  const dateOf = (at: string) => businessDateOf(at, acting.timeZone)
  const entries: Entry[] = []
  for (const invoice of invoices) {
    // A cancelled invoice (its enrolment ended) is owed only for what was paid on it.
    const cents = invoice.status === 'cancelled' ? invoice.paid_cents : invoice.amount_cents
    entries.push({
      ...blank,
      kind: 'invoice',
      at: invoice.created_at,
      date: dateOf(invoice.created_at),
      ...invoiceText(invoice),
      swimmerID: invoice.swimmer_id,
      swimmerName: invoice.swimmer_name,
      siteID: invoice.site,
      invoiceID: invoice.id,
      ...money(cents),
    })
  }
  for (const payment of payments) {
    const invoice = invoiceOf.get(payment.invoice_id)!
    const common = {
      ...blank,
      swimmerID: payment.swimmer_id,
      swimmerName: invoice.swimmer_name,
      siteID: payment.site,
      invoiceID: payment.invoice_id,
      paymentID: payment.id,
      receiptNo: payment.receipt_no,
      method: payment.method,
    }
    // A transfer still pending pays nothing yet; one confirmed pays from its confirmation.
    const paid = payment.status === 'confirmed'
    const paidAt = payment.confirmed_at ?? payment.created_at
    entries.push({
      ...common,
      kind: 'payment',
      at: paidAt,
      date: dateOf(paidAt),
      ...textAndWords(message('ledger.payment', { receipt: payment.receipt_no })),
      status: paid ? 'confirmed' : 'pending',
      ...money(paid ? -payment.amount_cents : 0),
    })
    if (payment.voided_at) {
      entries.push({
        ...common,
        kind: 'void',
        at: payment.voided_at,
        date: dateOf(payment.voided_at),
        ...textAndWords(
          message('ledger.paymentVoid', { receipt: payment.receipt_no, reason: payment.void_reason ?? '' }),
        ),
        status: 'void',
        ...money(paid ? payment.amount_cents : 0),
      })
    }
  }
  for (const refund of refunds) {
    entries.push({
      ...blank,
      kind: 'refund',
      at: refund.created_at,
      date: dateOf(refund.created_at),
      ...textAndWords(
        message('ledger.refund', {
          amount: amountText(refund.amount_cents),
          receipt: refund.receipt_no,
          reason: refund.reason,
        }),
      ),
      swimmerID: refund.swimmer_id,
      swimmerName: invoiceOf.get(refund.invoice_id)?.swimmer_name ?? null,
      siteID: refund.site,
      invoiceID: refund.invoice_id,
      paymentID: refund.payment_id,
      refundID: refund.id,
      receiptNo: refund.receipt_no,
      method: refund.method,
      refundCents: refund.amount_cents,
      ...money(0),
    })
  }
  let creditCents = 0
  for (const credit of credits) {
    creditCents += credit.amount_cents
    const use = credit.invoice_id !== null
    const invoice = use ? invoiceOf.get(credit.invoice_id!) : undefined
    entries.push({
      ...blank,
      kind: use ? 'creditUse' : 'credit',
      at: credit.created_at,
      date: dateOf(credit.created_at),
      // A credit note's own reason is the staff's words, shown as they are.
      ...(use
        ? textAndWords(
            message('ledger.creditUsed', { amount: amountText(-credit.amount_cents), invoice: credit.invoice_id! }),
          )
        : { text: credit.reason, words: null }),
      swimmerID: invoice?.swimmer_id ?? null,
      swimmerName: invoice?.swimmer_name ?? null,
      siteID: credit.site,
      invoiceID: credit.invoice_id,
      creditID: credit.id,
      // A credit note is money the family holds; using it moves it onto an invoice, the balance does not change.
      ...money(use ? 0 : -credit.amount_cents),
    })
  }
  entries.sort(
    (a, b) =>
      a.at.localeCompare(b.at) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.invoiceID ?? 0) - (b.invoiceID ?? 0) ||
      (a.paymentID ?? a.creditID ?? 0) - (b.paymentID ?? b.creditID ?? 0),
  )
  let balance = 0
  const withBalance = entries.map((entry) => {
    balance += entry.amountCents
    return { ...entry, balance: money(balance).amount, balanceCents: balance }
  })
  const dueCents = invoices
    .filter((invoice) => invoice.status === 'open')
    .reduce((sum, invoice) => sum + invoice.amount_cents - invoice.paid_cents, 0)
  return {
    familyID: familyId,
    entries: withBalance,
    due: money(dueCents).amount,
    dueCents,
    credit: money(creditCents).amount,
    creditCents,
    balance: money(dueCents - creditCents).amount,
    balanceCents: dueCents - creditCents,
  }
}
