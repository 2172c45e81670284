import type { Kysely } from 'kysely'

// Messages the academy's clock sends (issue 29): each site says how many days before a subscription ends its
// families hear of it (subscription_ending_days) and after how many days an unpaid invoice is overdue
// (overdue_after_days); 0 sends none. One week each by default. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('subscription_ending_days', 'integer', (col) => col.notNull().defaultTo(7))
    .execute()
  await db.schema
    .alterTable('site_settings')
    .addColumn('overdue_after_days', 'integer', (col) => col.notNull().defaultTo(7))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('overdue_after_days').execute()
  await db.schema.alterTable('site_settings').dropColumn('subscription_ending_days').execute()
}
