import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// The academy's week at a million swimmers (issue 14): a site's week of sessions read from one index alone.
//
// The timetable reads a site's sessions by site and date (some 2,400 rows for the busiest site's week at 1,000,000
// swimmers). With class_sessions_site_date (site_id, session_date) every row was then looked up in the table for its
// kind, group, status, cancel reason and substitute. class_sessions_site_week holds all of them after the same two
// key columns, so the week is one range of the index; it replaces class_sessions_site_date, which it starts with.
// SQLite keeps the row id in every index; PostgreSQL has the other columns as INCLUDE (not keys), for index-only scans.
// Frozen: later changes go in new migrations.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index class_sessions_site_week on class_sessions (site_id, session_date)
      include (kind, group_id, id, status, substitute_coach_id, cancel_reason)`.execute(db)
  } else {
    await db.schema
      .createIndex('class_sessions_site_week')
      .on('class_sessions')
      .columns(['site_id', 'session_date', 'kind', 'group_id', 'status', 'substitute_coach_id', 'cancel_reason'])
      .execute()
  }
  await db.schema.dropIndex('class_sessions_site_date').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('class_sessions_site_date')
    .on('class_sessions')
    .columns(['site_id', 'session_date'])
    .execute()
  await db.schema.dropIndex('class_sessions_site_week').execute()
}
