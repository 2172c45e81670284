import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// A site's business day as the cash-up sees it (migration 0013): its payments and its cashup_days row. Kysely only;
// the rules are in cashup.service.ts. The day's lock, which every payment respects (recordPayment) and a close or
// reopen takes, is the payments' (payments/cashup-lock.repository.ts).

type Db = Kysely<Database>

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
    .leftJoin('users as voider', 'voider.id', 'p.voided_by')
    .select([
      'p.method',
      'p.reference',
      'p.status',
      'p.voided_by',
      'p.voided_at',
      'p.void_reason',
      'voider.full_name as voided_by_name',
      'p.id',
      'p.receipt_no',
      'p.created_by',
      'u.full_name as cashier_name',
      'p.swimmer_id',
      's.full_name as swimmer_name',
      'p.invoice_id',
      'i.item_name',
      'i.months',
      'p.amount_cents',
      'p.refunded_cents',
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

/** The refunds given at a site in [from, to) (ISO UTC), in time order, with cashier, swimmer and payment (index payment_refunds_site_created_at). */
export function findRefundsBetween(db: Db, site: number, from: string, to: string) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('swimmers as s', 's.id', 'r.swimmer_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.payment_id',
      'p.receipt_no',
      'r.created_by',
      'u.full_name as cashier_name',
      'r.swimmer_id',
      's.full_name as swimmer_name',
      'r.invoice_id',
      'r.method',
      'r.reference',
      'r.reason',
      'r.amount_cents',
      'r.created_at',
    ])
    .where('r.site', '=', site)
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute()
}
export type DayRefundRow = Awaited<ReturnType<typeof findRefundsBetween>>[number]
