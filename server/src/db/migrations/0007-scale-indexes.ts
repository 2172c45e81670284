import type { Kysely } from 'kysely'

// Indexes that keep the busiest reads fast at a million swimmers (see README, Performance).
// Frozen: later changes go in new migrations.
//
// - Swimmer search by birth year or level returns the first 200 matches in id order. An index on (year, site)
//   makes the database collect every swimmer of that year (tens of thousands) and sort them; (year, id) hands
//   them over already in id order, so the search stops after 200. Same for the level.
// - The desk's invoice list also shows invoices paid in full today: found from today's payments
//   (payments.created_at) instead of checking every paid invoice the site ever had.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('swimmers_birth_year').execute()
  await db.schema.dropIndex('swimmers_level').execute()
  await db.schema.createIndex('swimmers_birth_year_id').on('swimmers').columns(['birth_year', 'id']).execute()
  await db.schema.createIndex('swimmers_level_id').on('swimmers').columns(['current_level', 'id']).execute()
  await db.schema.createIndex('payments_created_at').on('payments').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_created_at').execute()
  await db.schema.dropIndex('swimmers_level_id').execute()
  await db.schema.dropIndex('swimmers_birth_year_id').execute()
  await db.schema.createIndex('swimmers_level').on('swimmers').columns(['current_level', 'site']).execute()
  await db.schema.createIndex('swimmers_birth_year').on('swimmers').columns(['birth_year', 'site']).execute()
}
