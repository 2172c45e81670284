import type { Kysely } from 'kysely'

// The academy's name in Arabic (issue 25): the Arabic receipt's header said 'Swimming Academy' where the app bar says
// 'أكاديمية السباحة'. A column of the one academy_settings row, with the app's Arabic name as its default, so the row
// an existing database has keeps its currency and gets the name. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('academy_settings')
    .addColumn('name_ar', 'text', (column) => column.notNull().defaultTo('أكاديمية السباحة'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('academy_settings').dropColumn('name_ar').execute()
}
