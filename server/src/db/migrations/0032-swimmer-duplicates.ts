import type { Kysely } from 'kysely'

// Likely duplicates (issue 27): before a new swimmer is saved, the desk is shown swimmers of the same name (its search
// key, lib/name-key.ts) with the same birth date or the same parent phone. An index on the name key keeps that an
// index lookup at a million swimmers, on both engines. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('swimmers_name_key_birth').on('swimmers').columns(['name_key', 'birth_date']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('swimmers_name_key_birth').execute()
}
