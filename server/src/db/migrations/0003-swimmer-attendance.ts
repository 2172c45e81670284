import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// Swimmer attendance from the swimmer's own dialog (present, absent or late on a date), which the spec keeps
// only in the browser; stored here and shown in the technical data. One record per swimmer and date.
// Also: at most one running freeze per swimmer, enforced by the database so two simultaneous freezes cannot
// both succeed. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const table = db.schema.createTable('swimmer_attendance')
  await (
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('attendance_date', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('site', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.notNull().references('users.id'))
    .addUniqueConstraint('swimmer_attendance_day', ['swimmer_id', 'attendance_date'])
    .addCheckConstraint('swimmer_attendance_status', sql`status in ('present', 'absent', 'late')`)
    .execute()

  await db.schema
    .createIndex('swimmer_freezes_running')
    .on('swimmer_freezes')
    .column('swimmer_id')
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('swimmer_freezes_running').ifExists().execute()
  await db.schema.dropTable('swimmer_attendance').ifExists().execute()
}
