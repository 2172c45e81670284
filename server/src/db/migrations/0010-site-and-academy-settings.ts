import type { Kysely } from 'kysely'

// Rules the academy sets rather than the code: per site, how long a make-up credit lasts and how long a waitlist
// offer stays open; for the whole academy, the currency amounts are shown in. A site without a row uses the
// defaults below (the repository supplies them), so sites created later need no row.
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('site_id', 'integer', (col) => col.primaryKey().references('sites.id'))
    .addColumn('makeup_expiry_weeks', 'integer', (col) => col.notNull().defaultTo(4))
    .addColumn('waitlist_offer_days', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('academy_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('EGP'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('academy_settings').execute()
  await db.schema.dropTable('site_settings').execute()
}
