import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Money the academy owes a family (issue 25): when a group ends or is removed, or a swimmer moves to another site,
// what was paid for the time they no longer get is recorded here, one row per invoice, in the transaction of the
// operation that ended the enrolment (and audited with it). A row is never edited or deleted: refunding it or using it
// on a later invoice is a new row of a later migration. `amount_cents` is whole piastres (cents), above 0.
// `enrolment_kind`/`enrolment_id` name the enrolment it came from, `invoice_id` the invoice whose payment it returns.
// Indexes: a swimmer's credits in order (the swimmer's details).
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('owed_credits'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('site', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('enrolment_kind', 'text')
    .addColumn('enrolment_id', 'integer')
    .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addCheckConstraint('owed_credits_amount', sql`amount_cents > 0`)
    .addCheckConstraint('owed_credits_kind', sql`enrolment_kind is null or enrolment_kind in ('school', 'preteam')`)
    .execute()
  await db.schema.createIndex('owed_credits_swimmer').on('owed_credits').columns(['swimmer_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owed_credits').execute()
}
