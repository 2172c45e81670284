import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// Discount rules and invoice lines (issue 30):
// - discount_rules: the academy's rules, one row each: kind ('sibling' with from_rank, the child's rank in the family
//   from which it applies — 2 the second child, 3 the third and more; 'multiGroup' a swimmer in a school and a squad;
//   'prepay' with min_months, paying that many months or more ahead; 'clubMember' with club_id, the swimmer's club;
//   'staff' and 'hardship', chosen for an invoice by a privileged user with a reason), percent_bp (the percent in
//   hundredths: 1250 is 12.50%), active (a rule taken off the list stays, inactive, for the invoices that name it),
//   who changed it last and when.
// - invoice_lines: the lines an invoice was priced with, stored when it is made so that a rule changed later never
//   rewrites it: 'price' (the list price) then each 'discount' with its words, its amount (negative piastres) and the
//   rule that gave it; the invoice's amount_cents is their sum. An invoice made before this migration has no lines
//   (its one line is its amount).
// - The Settings action ManageDiscounts (Administrator) for an existing database; a new one gets it from the seed.
// Indexes: an invoice's lines; the lines of a rule (the report of discounts per rule).
// Frozen: later changes go in new migrations.

const ADMINISTRATOR = 71 // USER_TYPE (contract/lookup-tables.ts), fixed when the migration was written
const NEW_ACTION = 'ManageDiscounts'

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('discount_rules'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('percent_bp', 'integer', (col) => col.notNull())
    .addColumn('from_rank', 'integer')
    .addColumn('min_months', 'integer')
    .addColumn('club_id', 'integer', (col) => col.references('clubs.id'))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.notNull().references('users.id'))
    .addCheckConstraint(
      'discount_rules_kind',
      sql`kind in ('sibling', 'multiGroup', 'prepay', 'clubMember', 'staff', 'hardship')`,
    )
    .addCheckConstraint('discount_rules_percent', sql`percent_bp > 0 and percent_bp <= 10000`)
    .addCheckConstraint('discount_rules_active', sql`active in (0, 1)`)
    .execute()

  await withId(db.schema.createTable('invoice_lines'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('rule_id', 'integer', (col) => col.references('discount_rules.id'))
    .addColumn('reason', 'text')
    .addCheckConstraint('invoice_lines_kind', sql`kind in ('price', 'discount')`)
    .execute()
  await db.schema.createIndex('invoice_lines_invoice').on('invoice_lines').columns(['invoice_id', 'position']).execute()
  await db.schema
    .createIndex('invoice_lines_rule')
    .on('invoice_lines')
    .columns(['rule_id', 'invoice_id'])
    .where(sql.ref('rule_id'), 'is not', null)
    .execute()

  const raw = db as Kysely<{
    actions: { id: number; name: string; module: string }
    privileges: { user_type_id: number; action_id: number }
    user_types: { id: number }
  }>
  const seeded = await raw.selectFrom('actions').select('id').limit(1).executeTakeFirst()
  if (!seeded) return
  const find = () =>
    raw
      .selectFrom('actions')
      .select('id')
      .where('module', '=', 'Settings')
      .where('name', '=', NEW_ACTION)
      .executeTakeFirst()
  let action = await find()
  if (!action) {
    await raw
      .insertInto('actions')
      .values({ module: 'Settings', name: NEW_ACTION } as never)
      .execute()
    action = (await find())!
  }
  const admin = await raw.selectFrom('user_types').select('id').where('id', '=', ADMINISTRATOR).executeTakeFirst()
  const granted = await raw
    .selectFrom('privileges')
    .select('action_id')
    .where('user_type_id', '=', ADMINISTRATOR)
    .where('action_id', '=', action.id)
    .executeTakeFirst()
  if (admin && !granted) {
    await raw.insertInto('privileges').values({ user_type_id: ADMINISTRATOR, action_id: action.id }).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const raw = db as Kysely<{ actions: { id: number; name: string; module: string }; privileges: { action_id: number } }>
  const action = await raw
    .selectFrom('actions')
    .select('id')
    .where('module', '=', 'Settings')
    .where('name', '=', NEW_ACTION)
    .executeTakeFirst()
  if (action) {
    await raw.deleteFrom('privileges').where('action_id', '=', action.id).execute()
    await raw.deleteFrom('actions').where('id', '=', action.id).execute()
  }
  await db.schema.dropTable('invoice_lines').execute()
  await db.schema.dropTable('discount_rules').execute()
}
