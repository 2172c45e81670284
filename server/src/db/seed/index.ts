import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../create-db'
import type { Database } from '../database'
import { seedDemoAcademy } from './demo-academy'
import { seedDemoProgress } from './demo-progress'
import { isEmptyDatabase, seedDemoUsers, seedReferenceData, syncSequences } from './reference-data'

const TABLES_WITH_EXPLICIT_IDS = ['sites', 'clubs', 'users']
/** Any fixed 32-bit number; the lock's second key is the schema, so separate schemas seed side by side. */
const SEED_LOCK_CLASS = 71_465_302

/**
 * Seeds an empty database: reference data always, demo staff and a demo academy unless turned off.
 * One transaction, so a failed seed leaves the database empty and the next start tries again.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  dialect: Dialect,
  options: { demoData: boolean; now: Date },
): Promise<'seeded' | 'kept'> {
  if (!(await isEmptyDatabase(db))) return 'kept'
  return db.transaction().execute(async (trx) => {
    // Instances started together on one PostgreSQL: one seeds, the others wait here and then find it seeded.
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_CLASS)}, hashtext(current_schema()))`.execute(trx)
    }
    if (!(await isEmptyDatabase(trx))) return 'kept'
    await seedReferenceData(trx, options.now)
    if (options.demoData) {
      await seedDemoUsers(trx, options.now)
      await seedDemoAcademy(trx, options.now)
      await seedDemoProgress(trx, options.now)
    }
    if (dialect === 'postgres') await syncSequences(trx, TABLES_WITH_EXPLICIT_IDS)
    return 'seeded'
  })
}
