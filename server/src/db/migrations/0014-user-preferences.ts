import type { Kysely } from 'kysely'

// Each user's language in the app and, for Arabic, its digits: chosen in the top bar and kept on the server, so the
// choice follows the user to another browser. language is null until the user chooses (the browser's language
// decides until then); digits are Latin unless the user asks for Arabic-Indic ones.
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute()
  await db.schema
    .alterTable('users')
    .addColumn('digits', 'text', (col) => col.notNull().defaultTo('latn'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('digits').execute()
  await db.schema.alterTable('users').dropColumn('language').execute()
}
