import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// Invoices as the front desk sees them. Payments are recorded by payments.service.ts (recordPayment).

function deskInvoiceColumns(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom('invoices')
    .innerJoin('swimmers', 'swimmers.id', 'invoices.swimmer_id')
    .select((eb) => [
      'invoices.id',
      'invoices.swimmer_id',
      'swimmers.full_name as swimmer_name',
      'invoices.site',
      'invoices.item_name',
      'invoices.months',
      'invoices.amount_cents',
      'invoices.paid_cents',
      'invoices.status',
      'invoices.created_at',
      eb
        .selectFrom('payments')
        .select('payments.receipt_no')
        .whereRef('payments.invoice_id', '=', 'invoices.id')
        .orderBy('payments.id', 'desc')
        .limit(1)
        .as('receipt_no'),
    ])
    .where('invoices.site', '=', siteId)
}

/**
 * A site's invoices still to collect (open), then those paid in full since `paidSince` (so the cashier sees
 * what was just settled marked paid), each with the swimmer's name and the latest receipt number; by id within
 * each part. Two index-served reads: a site has a few open invoices but may have hundreds of thousands paid,
 * so the paid ones are found from the payments made since `paidSince` (index payments_created_at).
 */
export async function findDeskInvoices(db: Kysely<Database>, siteId: number, paidSince: string) {
  const open = await deskInvoiceColumns(db, siteId)
    .where('invoices.status', '=', 'open')
    .orderBy('invoices.id')
    .execute()
  const paid = await deskInvoiceColumns(db, siteId)
    .where('invoices.status', '=', 'paid')
    .where('invoices.id', 'in', (eb) =>
      eb.selectFrom('payments').select('payments.invoice_id').where('payments.created_at', '>=', paidSince),
    )
    .orderBy('invoices.id')
    .execute()
  return [...open, ...paid]
}
export type DeskInvoiceRow = Awaited<ReturnType<typeof findDeskInvoices>>[number]
