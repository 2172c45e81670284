import type { Kysely } from 'kysely'

// Every swimmer of a site, page by page, sorted by the column the desk picks (issue 27, "Finding people"): each sort
// is one index of the site's swimmers in that order, ending in the id (the tie-break, and where a page starts), so a
// page is an index range read from where the previous one ended, on both engines, at a million swimmers. By id the
// index of migration 0001 (swimmers_site: site, id) serves. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('swimmers_site_name').on('swimmers').columns(['site', 'name_key', 'id']).execute()
  await db.schema.createIndex('swimmers_site_birth').on('swimmers').columns(['site', 'birth_date', 'id']).execute()
  await db.schema.createIndex('swimmers_site_level').on('swimmers').columns(['site', 'current_level', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('swimmers_site_level').execute()
  await db.schema.dropIndex('swimmers_site_birth').execute()
  await db.schema.dropIndex('swimmers_site_name').execute()
}
