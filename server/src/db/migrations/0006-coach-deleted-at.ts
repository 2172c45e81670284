import type { Kysely } from 'kysely'

// Deleting a coach keeps the row: ended schools and pre-teams, and the audit trail, still name them.
// deleted_at marks the coach as gone from every list; is_active is cleared at the same time.
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coaches').addColumn('deleted_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coaches').dropColumn('deleted_at').execute()
}
