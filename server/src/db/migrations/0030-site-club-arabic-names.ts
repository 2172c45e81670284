import type { Kysely } from 'kysely'

// Sites and clubs in Arabic (issue 25): the academy's name has an Arabic form (migration 0027), its sites and clubs
// had none, so the Arabic header and site picker showed 'Club 13'. An optional column of each: null until staff type
// it, and the English name is shown meanwhile. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('name_ar', 'text').execute()
  await db.schema.alterTable('clubs').addColumn('name_ar', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').dropColumn('name_ar').execute()
  await db.schema.alterTable('sites').dropColumn('name_ar').execute()
}
