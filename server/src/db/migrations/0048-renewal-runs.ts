import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Renewal runs (issue 30): a preview of a site's renewals for a window of days, kept so that it is posted as seen.
// - renewal_runs: the site, the window (from_date..to_date, the academy's dates), the months each renewal bills, who
//   made the preview and when, and who posted it and when (set once: a run posted twice bills once).
// - renewal_run_items: one per swimmer whose subscription ends in the window: what it renews (product, kind of group,
//   months), the price with its discounts (total_cents, lines_json), or why not (exception: 'frozen', 'ended',
//   'openInvoice', 'duplicate', 'needsChoice'), the subscription end it renews from, and, once posted, its invoice.
// Indexes: a run's items; a swimmer's items (a duplicate: the same subscription end renewed by another run).
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  await withId(db.schema.createTable('renewal_runs'))
    .addColumn('site', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('from_date', 'text', (col) => col.notNull())
    .addColumn('to_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('posted_at', 'text')
    .addColumn('posted_by', 'integer', (col) => col.references('users.id'))
    .execute()
  await withId(db.schema.createTable('renewal_run_items'))
    .addColumn('run_id', 'integer', (col) => col.notNull().references('renewal_runs.id'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('family_id', 'integer', (col) => col.references('families.id'))
    .addColumn('subscription_end', 'text', (col) => col.notNull())
    .addColumn('product', 'integer')
    .addColumn('kind', 'text')
    .addColumn('total_cents', 'integer')
    .addColumn('lines_json', 'text')
    .addColumn('exception', 'text')
    .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
    .addUniqueConstraint('renewal_run_items_swimmer_once', ['run_id', 'swimmer_id'])
    .addCheckConstraint(
      'renewal_run_items_exception',
      sql`exception is null or exception in ('frozen', 'ended', 'openInvoice', 'duplicate', 'needsChoice')`,
    )
    .execute()
  await db.schema
    .createIndex('renewal_run_items_swimmer')
    .on('renewal_run_items')
    .columns(['swimmer_id', 'subscription_end'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('renewal_run_items').execute()
  await db.schema.dropTable('renewal_runs').execute()
}
