import type { Kysely } from 'kysely'
import type { PaymentReceipt } from '@contract/money'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { businessDateOf, businessTimeOf } from '../../lib/business-day'
import { notFound } from '../../lib/http-error'
import { textAndWords } from '../../lib/messages'
import { message, type Message } from '@contract/messages/message'
import { findGroup } from '../enrolments/enrolments.repository'
import { groupTitled } from '../enrolments/enrolments.view'
import { findAcademySettings } from '../lookups/settings.repository'
import { storedItem } from '../../lib/invoice-items'
import { findPreTeamEnrolmentsOf, findSchoolEnrolmentsOf } from './money.repository'
import { amountText, latestGroups, money } from './money.view'
import { findInvoiceOrigin, findPaymentForReceipt } from './payment-receipt.repository'

// GET /payments/{paymentID}: what a printable receipt shows. Needs ViewInvoices (403 without); a payment of a site the
// user may not use does not exist for them (404), as objects of other sites are answered everywhere.

/** The academy's name as the app shows it (src/locales/en.json app.name). */
export const ACADEMY_NAME = 'Swimming Academy'

const noSuchPayment = (id: number) => notFound(message('payment.notFound', { id }))

export async function paymentReceipt(db: Kysely<Database>, acting: Acting, paymentId: number): Promise<PaymentReceipt> {
  const payment = await findPaymentForReceipt(db, paymentId)
  if (!payment || !maySeeSite(acting, payment.site)) throw noSuchPayment(paymentId)
  const [origin, settings] = await Promise.all([findInvoiceOrigin(db, payment.invoice_id), findAcademySettings(db)])
  let group: { text: string; words: Message; id: number | null } | null = null
  if (origin.kind === 'school' || origin.kind === 'preteam') {
    const row = await findGroup(db, origin.kind, origin.groupId as number, acting.today)
    if (row) group = { ...textAndWords(groupTitled(row)), id: row.id }
  } else if (origin.kind === 'renewal') {
    const ids = [payment.swimmer_id]
    const latest = latestGroups(await findSchoolEnrolmentsOf(db, ids), await findPreTeamEnrolmentsOf(db, ids))
    const words = latest.get(payment.swimmer_id)
    if (words) group = { text: words.text, words: words.words, id: words.id }
  }
  const due = payment.invoice_cents - payment.invoice_paid_cents
  return {
    paymentID: payment.id,
    receiptNo: payment.receipt_no,
    academyName: ACADEMY_NAME,
    academyNameAr: settings.nameAr,
    siteID: payment.site,
    siteName: payment.site_name,
    swimmerID: payment.swimmer_id,
    swimmerName: payment.swimmer_name,
    invoiceID: payment.invoice_id,
    item: {
      kind: origin.kind,
      name: payment.item_name,
      nameText: storedItem(payment),
      group: group?.text ?? null,
      groupText: group?.words ?? null,
      groupID: group?.id ?? null,
      months: payment.months,
    },
    ...money(payment.amount_cents),
    amountText: amountText(payment.amount_cents),
    // Issue 30: a void payment and a transfer waiting for confirmation are marked on the receipt.
    status: payment.voided_at ? ('void' as const) : payment.status,
    method: payment.method,
    voidReason: payment.voided_at ? (payment.void_reason ?? '') : null,
    refundedCents: payment.refunded_cents,
    currency: settings.currency,
    cashierID: payment.created_by,
    cashierName: payment.cashier_name ?? `User ${payment.created_by}`,
    at: payment.created_at,
    date: businessDateOf(payment.created_at, acting.timeZone),
    time: businessTimeOf(payment.created_at, acting.timeZone),
    timeZone: acting.timeZone,
    invoice: {
      ...money(payment.invoice_cents),
      amountPaid: money(payment.invoice_paid_cents).amount,
      amountPaidCents: payment.invoice_paid_cents,
      amountDue: money(due).amount,
      amountDueCents: due,
      status: payment.invoice_status,
    },
  }
}
