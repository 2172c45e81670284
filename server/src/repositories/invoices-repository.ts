import type { Kysely } from 'kysely'
import type { Database } from '../db/database'

// Invoices as the front desk sees them. Payments are recorded by services/billing.ts (recordPayment).

/**
 * A site's invoices still to collect (open), then those paid in full since `paidSince` (so the cashier sees
 * what was just settled marked paid), each with the swimmer's name and the latest receipt number.
 */
export function findDeskInvoices(db: Kysely<Database>, siteId: number, paidSince: string) {
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
    .where((eb) =>
      eb.or([
        eb('invoices.status', '=', 'open'),
        eb.and([
          eb('invoices.status', '=', 'paid'),
          eb.exists(
            eb
              .selectFrom('payments')
              .select('payments.id')
              .whereRef('payments.invoice_id', '=', 'invoices.id')
              .where('payments.created_at', '>=', paidSince),
          ),
        ]),
      ]),
    )
    .orderBy((eb) => eb.case().when('invoices.status', '=', 'open').then(0).else(1).end())
    .orderBy('invoices.id')
    .execute()
}
export type DeskInvoiceRow = Awaited<ReturnType<typeof findDeskInvoices>>[number]

export function findInvoiceStatus(db: Kysely<Database>, invoiceId: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'site', 'status', 'amount_cents', 'paid_cents'])
    .where('id', '=', invoiceId)
    .executeTakeFirst()
}
