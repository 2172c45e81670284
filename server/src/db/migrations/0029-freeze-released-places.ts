import type { Kysely } from 'kysely'

// The school places a freeze gave up (issue 25): freezing a swimmer ends their running school enrolments the day
// before the freeze starts, so the place frees for the school's waitlist. One row per enrolment it ended, with the end
// date the enrolment had before and the one the freeze gave it, written in the freeze's transaction; Unfreeze reads it to give the place back (the
// enrolment's end date as it was), so a freeze lifted, above all one that had not started yet, leaves the swimmer
// where they were. A row is never edited or deleted. Freezes made before this migration have no rows: their places
// are not given back. Frozen: later changes go in new migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('freeze_released_places')
    .addColumn('freeze_id', 'integer', (col) => col.notNull().references('swimmer_freezes.id'))
    .addColumn('enrolment_id', 'integer', (col) => col.notNull().references('school_enrolments.id'))
    .addColumn('end_before', 'text', (col) => col.notNull())
    .addColumn('end_after', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('freeze_released_places_pk', ['freeze_id', 'enrolment_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('freeze_released_places').execute()
}
