import { PostgresAdapter } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// A site's business day as the cash-up sees it (migration 0013): its payments and its cashup_days row. Kysely only;
// the rules are in cashup.service.ts, and the lock every payment respects in payments.service.ts (recordPayment).

type Db = Kysely<Database>

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter

/** The day's row with the names of who closed and who reopened it, if the day has a row. */
export function findCashupDay(db: Db, site: number, date: string) {
  return db
    .selectFrom('cashup_days as d')
    .leftJoin('users as closer', 'closer.id', 'd.closed_by')
    .leftJoin('users as opener', 'opener.id', 'd.reopened_by')
    .selectAll('d')
    .select(['closer.full_name as closed_by_name', 'opener.full_name as reopened_by_name'])
    .where('d.site_id', '=', site)
    .where('d.business_date', '=', date)
    .executeTakeFirst()
}
export type CashupDayRow = NonNullable<Awaited<ReturnType<typeof findCashupDay>>>

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

/** Whether the site's day is closed, without making a row (a read). */
export async function isDayClosed(db: Db, site: number, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('cashup_days')
    .select('closed')
    .where('site_id', '=', site)
    .where('business_date', '=', date)
    .executeTakeFirst()
  return row?.closed === 1
}

export async function closeDay(
  db: Db,
  site: number,
  date: string,
  change: { counted_cents: number; closed_by: number; closed_at: string },
): Promise<void> {
  await db
    .updateTable('cashup_days')
    .set({ closed: 1, ...change })
    .where('site_id', '=', site)
    .where('business_date', '=', date)
    .execute()
}

export async function reopenDay(
  db: Db,
  site: number,
  date: string,
  change: { reopened_by: number; reopened_at: string; reopen_reason: string },
): Promise<void> {
  await db
    .updateTable('cashup_days')
    .set({ closed: 0, ...change })
    .where('site_id', '=', site)
    .where('business_date', '=', date)
    .execute()
}

/** The payments of a site made in [from, to) (ISO UTC), in time order, with cashier, swimmer and item (index payments_site_created_at). */
export function findPaymentsBetween(db: Db, site: number, from: string, to: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .innerJoin('swimmers as s', 's.id', 'p.swimmer_id')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.receipt_no',
      'p.created_by',
      'u.full_name as cashier_name',
      'p.swimmer_id',
      's.full_name as swimmer_name',
      'p.invoice_id',
      'i.item_name',
      'p.amount_cents',
      'p.created_at',
    ])
    .where('p.site', '=', site)
    .where('p.created_at', '>=', from)
    .where('p.created_at', '<', to)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute()
}
export type DayPaymentRow = Awaited<ReturnType<typeof findPaymentsBetween>>[number]
