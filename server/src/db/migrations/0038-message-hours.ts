import type { Kysely } from 'kysely'

// The hours each site's messages go out (issue 29): from send_from to send_until on the academy's clock, 09:00–21:00
// by default; what falls outside waits for the site's morning. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('send_from', 'text', (col) => col.notNull().defaultTo('09:00'))
    .execute()
  await db.schema
    .alterTable('site_settings')
    .addColumn('send_until', 'text', (col) => col.notNull().defaultTo('21:00'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('send_until').execute()
  await db.schema.alterTable('site_settings').dropColumn('send_from').execute()
}
