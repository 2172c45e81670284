import type { Kysely } from 'kysely'
import type { Database } from '../../../src/db/database'

// Shared by the money desk's tests.

/** The first seeded swimmer of a site a renewal would accept: in a school, no open invoice, not frozen. */
export function renewableSwimmer(db: Kysely<Database>, site: number) {
  return db
    .selectFrom('swimmers as s')
    .innerJoin('school_enrolments as e', 'e.swimmer_id', 's.id')
    .select(['s.id', 'e.school_id'])
    .where('s.site', '=', site)
    .where('s.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('invoices as i')
            .select('i.id')
            .whereRef('i.swimmer_id', '=', 's.id')
            .where('i.status', '=', 'open'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('swimmer_freezes as f')
            .select('f.id')
            .whereRef('f.swimmer_id', '=', 's.id')
            .where('f.ended_at', 'is', null),
        ),
      ),
    )
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
}
