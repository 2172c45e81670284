import type { Kysely } from 'kysely'

// The academy's time zone (issue 25, "one academy clock"): a setting instead of the constant Africa/Cairo. A column of
// the one academy_settings row with Africa/Cairo as its default, so an existing database keeps its clock and a new one
// starts on it. Its "today", business days and shown times all follow it. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('academy_settings')
    .addColumn('time_zone', 'text', (column) => column.notNull().defaultTo('Africa/Cairo'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('academy_settings').dropColumn('time_zone').execute()
}
