import { sql } from 'kysely'
import type { Kysely } from 'kysely'

// The money desk and the owner's view (issue 15). Frozen: later changes go in new migrations.
//
// - cashup_days: one row per site and business day (the Cairo calendar date of its payments). A payment makes the
//   row (open) and holds it while it is recorded; `closed` 1 locks the day: recordPayment refuses any payment dated
//   that day. Reopening keeps the row (closed 0) with who reopened it, when and why; closing again overwrites the
//   count. Every close and reopen is also in the audit log.
// - The privileges ViewReports (the owner's view) and ReopenCashup (reopen a closed day), Settings actions granted to
//   the Administrator user type. A new database gets them from the reference-data seed (contract/modules.ts); an
//   existing one (its action catalogue already seeded) gets them here.
// - Indexes: payments by site and time with the amount (a day's cash-up; revenue per month from the index alone);
//   swimmers by site and subscription end, deleted ones left out (the due list); enrolments and renewals by site and
//   end date (active swimmers and retention in the reports) and by invoice (what a receipt's invoice was for). Open
//   invoices per site already have invoices_site_status (site, status, id).

const ADMINISTRATOR = 71 // USER_TYPE.administrator (contract/lookup-tables.ts), fixed when the migration was written
const NEW_ACTIONS = ['ViewReports', 'ReopenCashup']

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cashup_days')
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('business_date', 'text', (col) => col.notNull())
    .addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('counted_cents', 'integer')
    .addColumn('closed_by', 'integer', (col) => col.references('users.id'))
    .addColumn('closed_at', 'text')
    .addColumn('reopened_by', 'integer', (col) => col.references('users.id'))
    .addColumn('reopened_at', 'text')
    .addColumn('reopen_reason', 'text')
    .addPrimaryKeyConstraint('cashup_days_pk', ['site_id', 'business_date'])
    .addCheckConstraint('cashup_days_closed', sql`closed in (0, 1)`)
    .addCheckConstraint('cashup_days_counted', sql`counted_cents is null or counted_cents >= 0`)
    .execute()

  await db.schema
    .createIndex('payments_site_created_at')
    .on('payments')
    .columns(['site', 'created_at', 'amount_cents'])
    .execute()
  // Partial: deleted swimmers are never due, and the due list's counts are read from the index alone.
  await db.schema
    .createIndex('swimmers_site_subscription_end')
    .on('swimmers')
    .columns(['site', 'subscription_end'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  for (const table of ['school_enrolments', 'preteam_enrolments', 'subscriptions']) {
    await db.schema
      .createIndex(`${table}_site_end`)
      .on(table)
      .columns(['site', 'end_date', 'start_date', 'swimmer_id'])
      .execute()
    await db.schema.createIndex(`${table}_invoice`).on(table).column('invoice_id').execute()
  }

  // Existing databases: the new actions, granted to Administrator. An empty database is left to the seed.
  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { user_type_id: number; action_id: number }
    user_types: { id: number }
  }>
  const seeded = await raw.selectFrom('actions').select('id').limit(1).executeTakeFirst()
  if (!seeded) return
  const administrator = await raw
    .selectFrom('user_types')
    .select('id')
    .where('id', '=', ADMINISTRATOR)
    .executeTakeFirst()
  for (const name of NEW_ACTIONS) {
    let action = await raw
      .selectFrom('actions')
      .select('id')
      .where('module', '=', 'Settings')
      .where('name', '=', name)
      .executeTakeFirst()
    if (!action) {
      await raw
        .insertInto('actions')
        .values({ module: 'Settings', name } as never)
        .execute()
      action = await raw
        .selectFrom('actions')
        .select('id')
        .where('module', '=', 'Settings')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    }
    if (!administrator) continue
    const granted = await raw
      .selectFrom('privileges')
      .select('action_id')
      .where('user_type_id', '=', ADMINISTRATOR)
      .where('action_id', '=', action.id)
      .executeTakeFirst()
    if (!granted) {
      await raw.insertInto('privileges').values({ user_type_id: ADMINISTRATOR, action_id: action.id }).execute()
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['school_enrolments', 'preteam_enrolments', 'subscriptions']) {
    await db.schema.dropIndex(`${table}_invoice`).execute()
    await db.schema.dropIndex(`${table}_site_end`).execute()
  }
  await db.schema.dropIndex('swimmers_site_subscription_end').execute()
  await db.schema.dropIndex('payments_site_created_at').execute()
  await db.schema.dropTable('cashup_days').execute()
}
