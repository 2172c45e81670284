import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Instalments (issue 30): an invoice split into parts with due dates, in order (position), their amounts summing to
// the invoice's amount. What each has been paid is not stored: the invoice's payments are allocated to its instalments
// oldest first (domains/payments/instalments.ts). Rows are never edited or deleted.
// Index: an invoice's instalments in order; open instalments by due date (the due list).
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  await withId(db.schema.createTable('invoice_instalments'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addCheckConstraint('invoice_instalments_amount', sql`amount_cents > 0`)
    .addUniqueConstraint('invoice_instalments_position', ['invoice_id', 'position'])
    .execute()
  await db.schema
    .createIndex('invoice_instalments_due')
    .on('invoice_instalments')
    .columns(['due_on', 'invoice_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_instalments').execute()
}
