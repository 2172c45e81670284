import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'

// Make-up credits that leave a trace, and sessions cancelled by the academy (issue 25).
//
// - A credit is no longer deleted when its excused absence changes before the session: it becomes `withdrawn`, with
//   when, by whom and why (withdrawn_at, withdrawn_by, withdrawn_reason), and stays listed on the swimmer.
// - A credit can be given by a cancellation: `reason` says why a credit exists ('excused' for an excused absence,
//   'cancelled' when the academy cancelled or closed the session), existing credits being 'excused'.
// - Site rule `cancel_gives_makeup` (on by default): a session the academy cancels (cancel, or a closed day) gives each
//   enrolled swimmer an open make-up credit.
//
// SQLite cannot change a check constraint, so makeup_credits is rebuilt there (rows, ids and indexes kept); PostgreSQL
// swaps the constraint. Frozen: later changes go in new migrations.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

const COLUMNS =
  'id, swimmer_id, site_id, from_session_id, expires_on, status, booked_session_id, booked_at, booked_by, created_at, created_by'

async function indexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('makeup_credits_booked')
    .on('makeup_credits')
    .columns(['booked_session_id', 'swimmer_id'])
    .where(sql.ref('booked_session_id'), 'is not', null)
    .execute()
  await db.schema.createIndex('makeup_credits_from').on('makeup_credits').column('from_session_id').execute()
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table makeup_credits drop constraint makeup_credits_status`.execute(db)
    await sql`alter table makeup_credits add constraint makeup_credits_status
      check (status in ('open', 'booked', 'used', 'withdrawn'))`.execute(db)
    await sql`alter table makeup_credits add column withdrawn_at text`.execute(db)
    await sql`alter table makeup_credits add column withdrawn_by integer references users(id)`.execute(db)
    await sql`alter table makeup_credits add column withdrawn_reason text`.execute(db)
    await sql`alter table makeup_credits add column reason text not null default 'excused'`.execute(db)
  } else {
    await sql`alter table makeup_credits rename to makeup_credits_before_0022`.execute(db)
    await sql`drop index if exists makeup_credits_booked`.execute(db)
    await sql`drop index if exists makeup_credits_from`.execute(db)
    await db.schema
      .createTable('makeup_credits')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
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
      .addColumn('withdrawn_at', 'text')
      .addColumn('withdrawn_by', 'integer', (col) => col.references('users.id'))
      .addColumn('withdrawn_reason', 'text')
      .addColumn('reason', 'text', (col) => col.notNull().defaultTo('excused'))
      .addUniqueConstraint('makeup_credits_absence', ['swimmer_id', 'from_session_id'])
      .addCheckConstraint('makeup_credits_status', sql`status in ('open', 'booked', 'used', 'withdrawn')`)
      .execute()
    await sql
      .raw(`insert into makeup_credits (${COLUMNS}) select ${COLUMNS} from makeup_credits_before_0022`)
      .execute(db)
    await sql`drop table makeup_credits_before_0022`.execute(db)
    await indexes(db)
  }
  await db.schema
    .alterTable('site_settings')
    .addColumn('cancel_gives_makeup', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('cancel_gives_makeup').execute()
  // Withdrawn credits cannot be told apart from deleted ones after this: they go, as they did before.
  await sql`delete from makeup_credits where status = 'withdrawn'`.execute(db)
  for (const column of ['reason', 'withdrawn_reason', 'withdrawn_by', 'withdrawn_at']) {
    await db.schema.alterTable('makeup_credits').dropColumn(column).execute()
  }
  if (isPostgres(db)) {
    await sql`alter table makeup_credits drop constraint makeup_credits_status`.execute(db)
    await sql`alter table makeup_credits add constraint makeup_credits_status
      check (status in ('open', 'booked', 'used'))`.execute(db)
  }
}
