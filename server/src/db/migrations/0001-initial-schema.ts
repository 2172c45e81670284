import { PostgresAdapter, sql } from 'kysely'
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'

// The whole product's data model. Frozen: later changes go in new migrations.
// Only portable column types (integer, text) so the same file runs on SQLite and PostgreSQL.

type Table = CreateTableBuilder<string, never>

function idColumn(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  return (table: Table) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
}

const flag = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0)
const ref = (target: string) => (col: ColumnDefinitionBuilder) => col.references(target)
const requiredRef = (target: string) => (col: ColumnDefinitionBuilder) => col.notNull().references(target)

function audited(table: Table): Table {
  return table
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', ref('users.id'))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', ref('users.id'))
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = idColumn(db)
  const schema = db.schema

  await withId(schema.createTable('sites'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('disabled', 'integer', flag)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await withId(schema.createTable('clubs'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('disabled', 'integer', flag)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await schema
    .createTable('lookup_groups')
    .addColumn('code', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute()

  await schema
    .createTable('lookup_items')
    .addColumn('code', 'integer', (col) => col.primaryKey())
    .addColumn('group_code', 'integer', requiredRef('lookup_groups.code'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', flag)
    .execute()
  await schema.createIndex('lookup_items_group').on('lookup_items').columns(['group_code', 'sort_order']).execute()

  await schema
    .createTable('user_types')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .execute()

  await withId(schema.createTable('actions'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('module', 'text', (col) => col.notNull())
    .addUniqueConstraint('actions_module_name', ['module', 'name'])
    .addCheckConstraint('actions_module', sql`module in ('Mod_SW', 'Mod_SC', 'Mod_PT', 'Mod_CO', 'Settings')`)
    .execute()

  await schema
    .createTable('privileges')
    .addColumn('user_type_id', 'integer', requiredRef('user_types.id'))
    .addColumn('action_id', 'integer', requiredRef('actions.id'))
    .addPrimaryKeyConstraint('privileges_pk', ['user_type_id', 'action_id'])
    .execute()

  await withId(schema.createTable('users'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('home_site', 'integer', ref('sites.id'))
    .addColumn('user_type_id', 'integer', requiredRef('user_types.id'))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('disabled', 'integer', flag)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', ref('users.id'))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', ref('users.id'))
    .addCheckConstraint('users_disabled', sql`disabled in (0, 1)`)
    .execute()

  await schema
    .createTable('user_sites')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', requiredRef('sites.id'))
    .addPrimaryKeyConstraint('user_sites_pk', ['user_id', 'site_id'])
    .execute()
  await schema.createIndex('user_sites_site').on('user_sites').column('site_id').execute()

  await withId(schema.createTable('auth_sessions'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await schema.createIndex('auth_sessions_user').on('auth_sessions').column('user_id').execute()

  await withId(schema.createTable('login_failures'))
    .addColumn('user_key', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .execute()
  await schema.createIndex('login_failures_key').on('login_failures').columns(['user_key', 'failed_at']).execute()

  await audited(
    withId(schema.createTable('coaches'))
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('birth_date', 'text')
      .addColumn('gender', 'integer', ref('lookup_items.code'))
      .addColumn('coach_type', 'integer', requiredRef('lookup_items.code'))
      .addColumn('site', 'integer', requiredRef('sites.id'))
      .addColumn('mobile_number', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('specialization', 'text')
      .addColumn('experience_years', 'integer')
      .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1)),
  )
    .addCheckConstraint('coaches_experience', sql`experience_years is null or experience_years >= 0`)
    .execute()
  await schema.createIndex('coaches_site_type').on('coaches').columns(['site', 'coach_type']).execute()

  await audited(
    withId(schema.createTable('swimmers'))
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('birth_date', 'text', (col) => col.notNull())
      .addColumn('birth_year', 'integer', (col) => col.notNull())
      .addColumn('gender', 'integer', requiredRef('lookup_items.code'))
      .addColumn('start_level', 'integer', requiredRef('lookup_items.code'))
      .addColumn('current_level', 'integer', requiredRef('lookup_items.code'))
      .addColumn('site', 'integer', requiredRef('sites.id'))
      .addColumn('club', 'integer', requiredRef('clubs.id'))
      .addColumn('subscription_end', 'text'),
  )
    .addColumn('deleted_at', 'text')
    .execute()
  await schema.createIndex('swimmers_site').on('swimmers').columns(['site', 'id']).execute()
  await schema.createIndex('swimmers_birth_year').on('swimmers').columns(['birth_year', 'site']).execute()
  await schema.createIndex('swimmers_level').on('swimmers').columns(['current_level', 'site']).execute()

  await schema
    .createTable('swimmer_parents')
    .addColumn('swimmer_id', 'integer', (col) => col.primaryKey().references('swimmers.id').onDelete('cascade'))
    .addColumn('primary_phone', 'text', (col) => col.notNull())
    .addColumn('secondary_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('primary_job', 'text', (col) => col.notNull())
    .addColumn('secondary_job', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .execute()

  await withId(schema.createTable('swimmer_levels'))
    .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
    .addColumn('level', 'integer', requiredRef('lookup_items.code'))
    .addColumn('site', 'integer', requiredRef('sites.id'))
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addColumn('changed_by', 'integer', ref('users.id'))
    .execute()
  await schema.createIndex('swimmer_levels_swimmer').on('swimmer_levels').column('swimmer_id').execute()

  await withId(schema.createTable('swimmer_times'))
    .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
    .addColumn('times', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('site', 'integer', requiredRef('sites.id'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', requiredRef('users.id'))
    .execute()
  await schema.createIndex('swimmer_times_swimmer').on('swimmer_times').column('swimmer_id').execute()

  await withId(schema.createTable('swimmer_freezes'))
    .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('freeze_date', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('site', 'integer', requiredRef('sites.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', requiredRef('users.id'))
    .execute()
  await schema.createIndex('swimmer_freezes_swimmer').on('swimmer_freezes').column('swimmer_id').execute()

  await withId(schema.createTable('subscriptions'))
    .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
    .addColumn('renewal_type', 'text', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('site', 'integer', requiredRef('sites.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', requiredRef('users.id'))
    .addCheckConstraint('subscriptions_type', sql`renewal_type in ('monthly', 'quarterly', 'yearly')`)
    .addCheckConstraint('subscriptions_months', sql`months between 1 and 12`)
    .execute()
  await schema.createIndex('subscriptions_swimmer').on('subscriptions').column('swimmer_id').execute()

  await audited(
    withId(schema.createTable('schools'))
      .addColumn('level', 'integer', requiredRef('lookup_items.code'))
      .addColumn('coach_id', 'integer', requiredRef('coaches.id'))
      .addColumn('first_day', 'integer', requiredRef('lookup_items.code'))
      .addColumn('second_day', 'integer', requiredRef('lookup_items.code'))
      .addColumn('start_time', 'text', (col) => col.notNull())
      .addColumn('end_time', 'text', (col) => col.notNull())
      .addColumn('school_type', 'integer', requiredRef('lookup_items.code'))
      .addColumn('site', 'integer', requiredRef('sites.id'))
      .addColumn('capacity', 'integer', (col) => col.notNull())
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text'),
  )
    .addCheckConstraint('schools_capacity', sql`capacity > 0`)
    .addCheckConstraint('schools_days', sql`first_day <> second_day`)
    .execute()
  await schema.createIndex('schools_site').on('schools').columns(['site', 'end_date']).execute()
  await schema.createIndex('schools_coach').on('schools').column('coach_id').execute()

  await audited(
    withId(schema.createTable('preteams'))
      .addColumn('level', 'integer', requiredRef('lookup_items.code'))
      .addColumn('coach_id', 'integer', requiredRef('coaches.id'))
      .addColumn('first_day', 'integer', requiredRef('lookup_items.code'))
      .addColumn('second_day', 'integer', requiredRef('lookup_items.code'))
      .addColumn('third_day', 'integer', requiredRef('lookup_items.code'))
      .addColumn('start_time', 'text', (col) => col.notNull())
      .addColumn('end_time', 'text', (col) => col.notNull())
      .addColumn('site', 'integer', requiredRef('sites.id'))
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text')
      .addColumn('removed_at', 'text'),
  )
    .addCheckConstraint(
      'preteams_days',
      sql`first_day <> second_day and first_day <> third_day and second_day <> third_day`,
    )
    .execute()
  await schema.createIndex('preteams_site').on('preteams').columns(['site', 'removed_at']).execute()
  await schema.createIndex('preteams_coach').on('preteams').column('coach_id').execute()

  await withId(schema.createTable('price_list'))
    .addColumn('site', 'integer', requiredRef('sites.id'))
    .addColumn('product', 'integer', requiredRef('lookup_items.code'))
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addUniqueConstraint('price_list_item', ['site', 'product', 'months'])
    .addCheckConstraint('price_list_months', sql`months in (1, 3, 6, 9, 12)`)
    .addCheckConstraint('price_list_amount', sql`amount_cents >= 0`)
    .execute()

  await withId(schema.createTable('invoices'))
    .addColumn('site', 'integer', requiredRef('sites.id'))
    .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
    .addColumn('product', 'integer', requiredRef('lookup_items.code'))
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', ref('users.id'))
    .addCheckConstraint('invoices_amount', sql`amount_cents >= 0 and paid_cents >= 0 and paid_cents <= amount_cents`)
    .addCheckConstraint('invoices_status', sql`status in ('open', 'paid', 'cancelled')`)
    .addCheckConstraint('invoices_months', sql`months between 1 and 12`)
    .execute()
  await schema.createIndex('invoices_site_status').on('invoices').columns(['site', 'status', 'id']).execute()
  await schema.createIndex('invoices_swimmer').on('invoices').column('swimmer_id').execute()

  await withId(schema.createTable('payments'))
    .addColumn('invoice_id', 'integer', requiredRef('invoices.id'))
    .addColumn('site', 'integer', requiredRef('sites.id'))
    .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('receipt_no', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', requiredRef('users.id'))
    .addUniqueConstraint('payments_receipt_per_site', ['site', 'receipt_no'])
    .addCheckConstraint('payments_amount', sql`amount_cents >= 0`)
    .execute()
  await schema.createIndex('payments_invoice').on('payments').column('invoice_id').execute()

  for (const [table, group] of [
    ['school_enrolments', 'school_id'],
    ['preteam_enrolments', 'preteam_id'],
  ] as const) {
    await withId(schema.createTable(table))
      .addColumn(group, 'integer', requiredRef(group === 'school_id' ? 'schools.id' : 'preteams.id'))
      .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
      .addColumn('months', 'integer', (col) => col.notNull())
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text', (col) => col.notNull())
      .addColumn('invoice_id', 'integer', ref('invoices.id'))
      .addColumn('site', 'integer', requiredRef('sites.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer', ref('users.id'))
      .addCheckConstraint(`${table}_months`, sql`months between 1 and 12`)
      .execute()
    await schema.createIndex(`${table}_group`).on(table).columns([group, 'end_date']).execute()
    await schema.createIndex(`${table}_swimmer`).on(table).columns(['swimmer_id', 'end_date']).execute()
  }

  await withId(schema.createTable('attendance'))
    .addColumn('school_id', 'integer', requiredRef('schools.id'))
    .addColumn('swimmer_id', 'integer', requiredRef('swimmers.id'))
    .addColumn('session_date', 'text', (col) => col.notNull())
    .addColumn('day', 'integer', requiredRef('lookup_items.code'))
    .addColumn('time_attend', 'text', (col) => col.notNull())
    .addColumn('attended', 'integer', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', requiredRef('users.id'))
    .addUniqueConstraint('attendance_session', ['school_id', 'swimmer_id', 'session_date'])
    .addCheckConstraint('attendance_attended', sql`attended in (0, 1)`)
    .execute()
  await schema.createIndex('attendance_swimmer').on('attendance').columns(['swimmer_id', 'session_date']).execute()

  await withId(schema.createTable('audit_log'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', ref('users.id'))
    .addColumn('site', 'integer', ref('sites.id'))
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute()
  await schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'id']).execute()
  await schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'audit_log',
    'attendance',
    'preteam_enrolments',
    'school_enrolments',
    'payments',
    'invoices',
    'price_list',
    'preteams',
    'schools',
    'subscriptions',
    'swimmer_freezes',
    'swimmer_times',
    'swimmer_levels',
    'swimmer_parents',
    'swimmers',
    'coaches',
    'login_failures',
    'auth_sessions',
    'user_sites',
    'users',
    'privileges',
    'actions',
    'user_types',
    'lookup_items',
    'lookup_groups',
    'clubs',
    'sites',
  ]
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute()
}
