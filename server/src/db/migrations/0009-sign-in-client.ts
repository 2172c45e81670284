import type { Kysely } from 'kysely'

// Sign-in throttling per client: each failed attempt records the client address it came from, so the limit is per
// (user ID, client) — a stranger cannot lock the administrator out — and per client across user IDs (spraying).
// Rows from before this migration have no client and no longer count (they were at most 15 minutes old).
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').addColumn('client', 'text').execute()
  await db.schema.createIndex('login_failures_client').on('login_failures').columns(['client', 'failed_at']).execute()
  // Failures older than the window are deleted as sign-ins come (by time, whichever client made them).
  await db.schema.createIndex('login_failures_failed_at').on('login_failures').column('failed_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_failed_at').execute()
  await db.schema.dropIndex('login_failures_client').execute()
  await db.schema.alterTable('login_failures').dropColumn('client').execute()
}
