import { sql, type Kysely } from 'kysely'
import { DEFAULT_ACADEMY_TIME_ZONE } from '@contract/academy-clock'
import type { Database } from './database'

// The academy's time zone (issue 25, migration 0028): the one place that says where the zone lives and what it is
// when the academy's settings row is missing. Below the domains, since the auth domain (the lowest) reads it with
// every request's session and the settings (lookups) write it.
//
// Why read per request, not cached: several stateless server instances may run behind nginx, and a zone kept in
// memory would be stale on every instance but the one that saved a change. The auth plugin's one statement selects
// it with the session (auth/session-access.repository.ts): one primary-key row, no extra round trip, so a change made
// through any instance applies from every instance's next request.

/** The zone as an SQL expression, for a statement that reads it beside other things. */
export const academyTimeZoneColumn = () =>
  sql<string>`coalesce((select academy_settings.time_zone from academy_settings where academy_settings.id = 1), ${sql.lit(
    DEFAULT_ACADEMY_TIME_ZONE,
  )})`

/** The zone on its own, where no request's acting context has it (signing in, the demo seed). */
export async function findAcademyTimeZone(db: Kysely<Database>): Promise<string> {
  const row = await db.selectNoFrom(academyTimeZoneColumn().as('timeZone')).executeTakeFirstOrThrow()
  return row.timeZone
}
