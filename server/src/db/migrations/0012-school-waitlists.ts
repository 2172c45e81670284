import { PostgresAdapter, sql } from 'kysely'
import type { CreateTableBuilder, Kysely } from 'kysely'

// School waitlists (issue 14): a full school's queue of swimmers. An entry is 'waiting' in the queue (first added,
// first offered), 'offered' while it holds a freed seat until `offer_expires_on` (the last day it may be accepted),
// and then closed: 'accepted' (the enrolment it became), 'declined', 'expired' or 'removed' (by staff, or passed over
// because the enrolment rules no longer take the swimmer; `closed_reason` says why). `site` is the school's site.
// Indexes: the queue of a school in order (the first waiting, the open entries), the open offers of a site (the
// dashboard, in expiry order), a swimmer's open entries; one open entry per swimmer and school, held by the database
// so two simultaneous requests cannot both add it.
// Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())

  await withId(db.schema.createTable('waitlist_entries'))
    .addColumn('school_id', 'integer', (col) => col.notNull().references('schools.id'))
    .addColumn('swimmer_id', 'integer', (col) => col.notNull().references('swimmers.id'))
    .addColumn('site', 'integer', (col) => col.notNull().references('sites.id'))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addColumn('added_by', 'integer', (col) => col.references('users.id'))
    .addColumn('offered_at', 'text')
    .addColumn('offer_expires_on', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'integer', (col) => col.references('users.id'))
    .addColumn('closed_reason', 'text')
    .addColumn('enrolment_id', 'integer', (col) => col.references('school_enrolments.id'))
    .addCheckConstraint(
      'waitlist_entries_status',
      sql`status in ('waiting', 'offered', 'accepted', 'declined', 'expired', 'removed')`,
    )
    .execute()
  // The queue of a school: the first waiting (status, then added time), its open offers and its history.
  await db.schema
    .createIndex('waitlist_entries_school_queue')
    .on('waitlist_entries')
    .columns(['school_id', 'status', 'added_at', 'id'])
    .execute()
  // The open offers of a site, soonest to expire first (the dashboard), and the overdue ones.
  await db.schema
    .createIndex('waitlist_entries_site_offers')
    .on('waitlist_entries')
    .columns(['site', 'status', 'offer_expires_on'])
    .execute()
  // A swimmer's entries (closed when they are enrolled, moved or deleted).
  await db.schema
    .createIndex('waitlist_entries_swimmer')
    .on('waitlist_entries')
    .columns(['swimmer_id', 'status'])
    .execute()
  // One open entry (waiting or offered) per swimmer and school.
  await db.schema
    .createIndex('waitlist_entries_one_open')
    .on('waitlist_entries')
    .columns(['school_id', 'swimmer_id'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('waiting', 'offered')`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute()
}
