import { sql } from 'kysely'
import type { Kysely } from 'kysely'

// The owner's revenue net of voids, pending transfers and refunds, and the discounts given per rule (issue 30):
// - payments_site_uncounted: the few payments that do not count (voided, or a transfer still pending) by site and
//   time with their amount, so the month's net is the index-only sum of payments_site_created_at less this one's.
// - payment_refunds_site_created_amount: refunds by site and time with their amount (index-only per month).
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_site_uncounted')
    .on('payments')
    .columns(['site', 'created_at', 'amount_cents'])
    .where(sql<boolean>`voided_at is not null or status <> 'confirmed'`)
    .execute()
  await db.schema
    .createIndex('payment_refunds_site_created_amount')
    .on('payment_refunds')
    .columns(['site', 'created_at', 'amount_cents'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_refunds_site_created_amount').execute()
  await db.schema.dropIndex('payments_site_uncounted').execute()
}
