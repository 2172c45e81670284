import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Prices' history (issue 27): the price list (price_list, one row per site, product and duration) keeps only the price
// of today, and an invoice stores its own amount when it is made, so a change applies to invoices made afterwards and
// never alters one already made. Every change of a price is kept here, written in the transaction that changes it:
// who, when, the price before (null: there was none) and after, and how ('set' in Settings → Prices, 'copy' when a new
// site starts from another site's prices, `copied_from` naming that site). A row is never edited or deleted.
// Indexes: a site's history, newest first.
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('price_changes'))
    .addColumn('site', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('product', 'integer', (col) => col.notNull().references('lookup_items.code'))
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('before_cents', 'integer')
    .addColumn('after_cents', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('copied_from', 'integer', (col) => col.references('sites.id'))
    .addColumn('changed_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addCheckConstraint('price_changes_months', sql`months in (1, 3, 6, 9, 12)`)
    .addCheckConstraint('price_changes_amount', sql`after_cents > 0 and (before_cents is null or before_cents >= 0)`)
    .addCheckConstraint('price_changes_source', sql`source in ('set', 'copy')`)
    .execute()
  await db.schema.createIndex('price_changes_site').on('price_changes').columns(['site', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_changes').execute()
}
