import type { Kysely } from 'kysely'
import type { PaymentHistoryEntry } from '@contract/payment-history'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { notFound } from '../../lib/http-error'
import { message } from '@contract/messages/message'
import { money } from './money.view'
import { visibleSwimmer } from '../../lib/visible-swimmer'
import { findSwimmer } from '../swimmers/swimmers.repository'
import { storedItem } from '../../lib/invoice-items'
import {
  findInvoiceSite,
  findPaymentsOfInvoice,
  findPaymentsOfSwimmer,
  type PaymentHistoryRow,
} from './payment-history.repository'

// Reprinting receipts: a swimmer's or an invoice's payments, newest first. Needs ViewInvoices (403 without); a
// swimmer or invoice of a site the user may not use is answered as not found (404), as everywhere.

const toEntry = (row: PaymentHistoryRow): PaymentHistoryEntry => ({
  paymentID: row.id,
  receiptNo: row.receipt_no,
  invoiceID: row.invoice_id,
  itemName: row.item_name,
  itemText: storedItem(row),
  ...money(row.amount_cents),
  at: row.created_at,
  cashierName: row.cashier_name ?? `User ${row.created_by}`,
  status: row.voided_at ? 'void' : row.status,
  method: row.method,
})

export async function swimmerPayments(
  db: Kysely<Database>,
  acting: Acting,
  swimmerId: number,
): Promise<PaymentHistoryEntry[]> {
  const swimmer = await visibleSwimmer(findSwimmer(db, swimmerId), acting, swimmerId)
  return (await findPaymentsOfSwimmer(db, swimmer.id)).map(toEntry)
}

export async function invoicePayments(
  db: Kysely<Database>,
  acting: Acting,
  invoiceId: number,
): Promise<PaymentHistoryEntry[]> {
  const invoice = await findInvoiceSite(db, invoiceId)
  if (!invoice || !maySeeSite(acting, invoice.site))
    throw notFound(message('invoice.notFoundAtSite', { id: invoiceId }))
  return (await findPaymentsOfInvoice(db, invoice.id)).map(toEntry)
}
