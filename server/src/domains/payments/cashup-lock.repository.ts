import { PostgresAdapter } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// The lock of a site's business day (cashup_days, migration 0013): every payment holds it (recordPayment), and the
// cash-up's close and reopen (money/cashup.service.ts) hold it to change the day. It lives with the payments, below
// the desk that closes the day, so payments never reach up into money.

type Db = Kysely<Database>

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * The day's row, made (open) when missing, and held until the transaction ends: on PostgreSQL a payment holds it
 * shared and a close or reopen holds it exclusively, so a payment and the close of its day never cross (the payment
 * either lands before the close counts, or sees the day closed). SQLite runs one write transaction at a time.
 */
export async function holdCashupDay(
  db: Db,
  site: number,
  date: string,
  mode: 'share' | 'update',
): Promise<{ closed: number }> {
  await db
    .insertInto('cashup_days')
    .values({ site_id: site, business_date: date, closed: 0 })
    .onConflict((oc) => oc.columns(['site_id', 'business_date']).doNothing())
    .execute()
  return db
    .selectFrom('cashup_days')
    .select('closed')
    .where('site_id', '=', site)
    .where('business_date', '=', date)
    .$if(isPostgres(db), (query) => (mode === 'share' ? query.forShare() : query.forUpdate()))
    .executeTakeFirstOrThrow()
}
