import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Billing the way an Egyptian cash desk works (issue 30), the money moved:
// - payments.method: how the money came ('cash' — every payment before this migration —, 'card', 'instapay', 'wallet'
//   such as Vodafone Cash, 'transfer' a bank transfer) and payments.reference, the method's own reference (the card's
//   authorisation, the InstaPay or wallet transaction, the transfer's reference; null for cash).
// - payments.status: 'confirmed' (counts) or 'pending' (a bank transfer waiting for its confirmation: it neither pays
//   the invoice nor counts in the day until confirmed_by/confirmed_at are set, once).
// - A void is a one-way mark on the payment, never a deletion: voided_by, voided_at, void_reason. A voided payment
//   counts nowhere; its invoice got the amount back in the same transaction.
// - payments.refunded_cents: the running total of the payment's refunds (payment_refunds), so no refund may pass the
//   payment (one conditional statement, as invoices.paid_cents).
// - payment_refunds: money given back after the payment's day was closed, dated when it is given (the day's cash-up
//   of its site lists it as a negative receipt), by a method, with a reason and who. Never edited.
// - family_credits: a family's credit notes (amount above 0) and their uses (amount below 0, naming the invoice they
//   paid); the family's credit is their sum. Never edited.
// - New Settings actions ConfirmTransfers (Administrator, Cashier) and RefundPayments (Administrator) for an existing
//   database; a new one gets them from the seed (contract/modules.ts).
// Indexes: a site's pending transfers; refunds by site and time (the cash-up), by payment and by swimmer (the ledger);
// credits by family.
// Frozen: later changes go in new migrations.

const ADMINISTRATOR = 71 // USER_TYPE (contract/lookup-tables.ts), fixed when the migration was written
const CASHIER = 72
const NEW_ACTIONS: Array<[string, number[]]> = [
  ['ConfirmTransfers', [ADMINISTRATOR, CASHIER]],
  ['RefundPayments', [ADMINISTRATOR]],
]
const METHODS = sql`('cash', 'card', 'instapay', 'wallet', 'transfer')`

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await db.schema
    .alterTable('payments')
    .addColumn('method', 'text', (col) =>
      col
        .notNull()
        .defaultTo('cash')
        .check(sql`method in ${METHODS}`),
    )
    .execute()
  await db.schema.alterTable('payments').addColumn('reference', 'text').execute()
  await db.schema
    .alterTable('payments')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('confirmed')
        .check(sql`status in ('confirmed', 'pending')`),
    )
    .execute()
  for (const column of ['confirmed_by', 'voided_by']) {
    await db.schema
      .alterTable('payments')
      .addColumn(column, 'integer', (col) => col.references('users.id'))
      .execute()
  }
  for (const column of ['confirmed_at', 'voided_at', 'void_reason']) {
    await db.schema.alterTable('payments').addColumn(column, 'text').execute()
  }
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('payments_site_pending')
    .on('payments')
    .columns(['site', 'id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute()

  await withId(db.schema.createTable('payment_refunds'))
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('payments.id'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
    .addColumn('site', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addCheckConstraint('payment_refunds_amount', sql`amount_cents > 0`)
    .addCheckConstraint('payment_refunds_method', sql`method in ${METHODS}`)
    .execute()
  await db.schema
    .createIndex('payment_refunds_site_created_at')
    .on('payment_refunds')
    .columns(['site', 'created_at'])
    .execute()
  await db.schema.createIndex('payment_refunds_payment').on('payment_refunds').column('payment_id').execute()
  await db.schema.createIndex('payment_refunds_swimmer').on('payment_refunds').columns(['swimmer_id', 'id']).execute()

  await withId(db.schema.createTable('family_credits'))
    .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
    .addColumn('site', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addCheckConstraint('family_credits_amount', sql`amount_cents <> 0`)
    .addCheckConstraint('family_credits_use', sql`(amount_cents > 0) = (invoice_id is null)`)
    .execute()
  await db.schema.createIndex('family_credits_family').on('family_credits').columns(['family_id', 'id']).execute()

  await addActions(db)
}

async function addActions(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { user_type_id: number; action_id: number }
    user_types: { id: number }
  }>
  const seeded = await raw.selectFrom('actions').select('id').limit(1).executeTakeFirst()
  if (!seeded) return
  const types = new Set(
    (await raw.selectFrom('user_types').select('id').where('id', 'in', [ADMINISTRATOR, CASHIER]).execute()).map(
      (type) => type.id,
    ),
  )
  for (const [name, grantedTo] of NEW_ACTIONS) {
    const find = () =>
      raw
        .selectFrom('actions')
        .select('id')
        .where('module', '=', 'Settings')
        .where('name', '=', name)
        .executeTakeFirst()
    let action = await find()
    if (!action) {
      await raw
        .insertInto('actions')
        .values({ module: 'Settings', name } as never)
        .execute()
      action = (await find())!
    }
    for (const typeId of grantedTo.filter((id) => types.has(id))) {
      const granted = await raw
        .selectFrom('privileges')
        .select('action_id')
        .where('user_type_id', '=', typeId)
        .where('action_id', '=', action.id)
        .executeTakeFirst()
      if (!granted) await raw.insertInto('privileges').values({ user_type_id: typeId, action_id: action.id }).execute()
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{ actions: { id: number; name: string; module: string }; privileges: { action_id: number } }>
  const actions = await raw
    .selectFrom('actions')
    .select('id')
    .where('module', '=', 'Settings')
    .where(
      'name',
      'in',
      NEW_ACTIONS.map(([name]) => name),
    )
    .execute()
  for (const action of actions) {
    await raw.deleteFrom('privileges').where('action_id', '=', action.id).execute()
    await raw.deleteFrom('actions').where('id', '=', action.id).execute()
  }
  await db.schema.dropTable('family_credits').execute()
  await db.schema.dropTable('payment_refunds').execute()
  await db.schema.dropIndex('payments_site_pending').execute()
  for (const column of [
    'refunded_cents',
    'void_reason',
    'voided_at',
    'confirmed_at',
    'voided_by',
    'confirmed_by',
    'status',
    'reference',
    'method',
  ]) {
    await db.schema.alterTable('payments').dropColumn(column).execute()
  }
}
