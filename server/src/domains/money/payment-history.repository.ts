import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// The payments of a swimmer or of an invoice, newest first (reprinting receipts). Kysely only.
// Index-served: a swimmer's invoices by invoices_swimmer, their payments by payments_invoice.

type Db = Kysely<Database>

function paymentColumns(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('payments as p', 'p.invoice_id', 'i.id')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.receipt_no',
      'p.invoice_id',
      'i.item_name',
      'i.months',
      'p.amount_cents',
      'p.created_at',
      'p.created_by',
      'u.full_name as cashier_name',
      'p.status',
      'p.method',
      'p.voided_at',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
}

export const findPaymentsOfSwimmer = (db: Db, swimmerId: number) =>
  paymentColumns(db).where('i.swimmer_id', '=', swimmerId).execute()

export const findPaymentsOfInvoice = (db: Db, invoiceId: number) =>
  paymentColumns(db).where('i.id', '=', invoiceId).execute()

export type PaymentHistoryRow = Awaited<ReturnType<typeof findPaymentsOfInvoice>>[number]

export const findInvoiceSite = (db: Db, invoiceId: number) =>
  db.selectFrom('invoices').select(['id', 'site']).where('id', '=', invoiceId).executeTakeFirst()
