import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// The academy's week (issue 14): dated sessions of schools and pre-teams, a site's closed days, attendance by
// session and make-up credits.
//
// Sessions are rows, made lazily: the first time a range of a group's dates is asked for (the timetable, a save of
// attendance), the missing rows are inserted (unique on kind, group and date, so two requests make one row). A row
// holds what a date changes (cancelled, a substitute); the time, coach, level and site are the group's, read with it.
// A day is "closed" when its site has a closure: derived at read time, so removing the closure reopens the day.
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('class_sessions'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('group_id', 'integer', (col) => col.notNull())
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('session_date', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('cancel_reason', 'text')
    .addColumn('substitute_coach_id', 'integer', (col) => col.references('coaches.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('class_sessions_group_date', ['kind', 'group_id', 'session_date'])
    .addCheckConstraint('class_sessions_kind', sql`kind in ('school', 'preteam')`)
    .addCheckConstraint('class_sessions_status', sql`status in ('scheduled', 'cancelled')`)
    .execute()
  await db.schema
    .createIndex('class_sessions_site_date')
    .on('class_sessions')
    .columns(['site_id', 'session_date'])
    .execute()
  await db.schema
    .createIndex('class_sessions_substitute')
    .on('class_sessions')
    .columns(['substitute_coach_id', 'session_date'])
    .where(sql.ref('substitute_coach_id'), 'is not', null)
    .execute()

  await db.schema
    .createTable('site_closures')
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('closure_date', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addPrimaryKeyConstraint('site_closures_pk', ['site_id', 'closure_date'])
    .execute()

  await withId(db.schema.createTable('session_attendance'))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('class_sessions.id'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('status', 'text')
    .addColumn('notes', 'text')
    .addColumn('marked_at', 'text', (col) => col.notNull())
    .addColumn('marked_by', 'integer', (col) => col.notNull().references('users.id'))
    .addUniqueConstraint('session_attendance_swimmer', ['session_id', 'swimmer_id'])
    .addCheckConstraint(
      'session_attendance_status',
      sql`status is null or status in ('present', 'absent', 'late', 'excused')`,
    )
    .execute()
  await db.schema
    .createIndex('session_attendance_by_swimmer')
    .on('session_attendance')
    .columns(['swimmer_id', 'session_id'])
    .execute()

  await withId(db.schema.createTable('makeup_credits'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('from_session_id', 'integer', (col) => col.notNull().references('class_sessions.id'))
    .addColumn('expires_on', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('booked_session_id', 'integer', (col) => col.references('class_sessions.id'))
    .addColumn('booked_at', 'text')
    .addColumn('booked_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addUniqueConstraint('makeup_credits_absence', ['swimmer_id', 'from_session_id'])
    .addCheckConstraint('makeup_credits_status', sql`status in ('open', 'booked', 'used')`)
    .execute()
  await db.schema
    .createIndex('makeup_credits_booked')
    .on('makeup_credits')
    .columns(['booked_session_id', 'swimmer_id'])
    .where(sql.ref('booked_session_id'), 'is not', null)
    .execute()
  await db.schema.createIndex('makeup_credits_from').on('makeup_credits').column('from_session_id').execute()

  // How many are enrolled in each group on each date of a week, read from the index alone.
  await db.schema
    .createIndex('school_enrolments_group_span')
    .on('school_enrolments')
    .columns(['school_id', 'end_date', 'start_date', 'swimmer_id'])
    .execute()
  await db.schema
    .createIndex('preteam_enrolments_group_span')
    .on('preteam_enrolments')
    .columns(['preteam_id', 'end_date', 'start_date', 'swimmer_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('preteam_enrolments_group_span').ifExists().execute()
  await db.schema.dropIndex('school_enrolments_group_span').ifExists().execute()
  await db.schema.dropTable('makeup_credits').ifExists().execute()
  await db.schema.dropTable('session_attendance').ifExists().execute()
  await db.schema.dropTable('site_closures').ifExists().execute()
  await db.schema.dropTable('class_sessions').ifExists().execute()
}
