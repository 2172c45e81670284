import type { Insertable, Kysely } from 'kysely'
import type { Database, PriceChangeTable, PriceTable } from '../../db/database'

// The price list and its history as stored (migration 0031): one row of price_list per site, product and duration,
// and one row of price_changes per change. Kysely only; the rules are prices.service.ts.

type Db = Kysely<Database>

/** A site's id and name, or undefined for a site that does not exist. */
export function findSite(db: Db, site: number) {
  return db.selectFrom('sites').select(['id', 'name']).where('id', '=', site).executeTakeFirst()
}

/** Every price of a site, by product and duration. */
export function findSitePrices(db: Db, site: number) {
  return db
    .selectFrom('price_list')
    .select(['product', 'months', 'amount_cents'])
    .where('site', '=', site)
    .orderBy('product')
    .orderBy('months')
    .execute()
}

/** Every change of a site's prices, newest first, with the name of who made it. */
export function findPriceChanges(db: Db, site: number) {
  return db
    .selectFrom('price_changes')
    .innerJoin('users', 'users.id', 'price_changes.changed_by')
    .select([
      'price_changes.id',
      'price_changes.product',
      'price_changes.months',
      'price_changes.before_cents',
      'price_changes.after_cents',
      'price_changes.source',
      'price_changes.copied_from',
      'price_changes.changed_by',
      'price_changes.changed_at',
      'users.full_name',
    ])
    .where('price_changes.site', '=', site)
    .orderBy('price_changes.id', 'desc')
    .execute()
}

/** The price of a product at a site for a duration, in cents, or undefined when none is set. */
export async function findPriceCents(db: Db, site: number, product: number, months: number) {
  const row = await db
    .selectFrom('price_list')
    .select('amount_cents')
    .where('site', '=', site)
    .where('product', '=', product)
    .where('months', '=', months)
    .executeTakeFirst()
  return row?.amount_cents
}

export type PriceRow = Omit<Insertable<PriceTable>, 'id'>

/** Sets a price: the existing line changes, or a new one is added. */
export async function savePrice(db: Db, row: PriceRow, existed: boolean): Promise<void> {
  if (existed) {
    await db
      .updateTable('price_list')
      .set({ amount_cents: row.amount_cents })
      .where('site', '=', row.site)
      .where('product', '=', row.product)
      .where('months', '=', row.months)
      .execute()
  } else {
    await db.insertInto('price_list').values(row).execute()
  }
}

export type PriceChangeRow = Omit<Insertable<PriceChangeTable>, 'id'>

export async function insertPriceChanges(db: Db, rows: PriceChangeRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('price_changes').values(rows).execute()
}

/** Adds price lines (a new site's copy of another's). */
export async function insertPrices(db: Db, rows: PriceRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('price_list').values(rows).execute()
}
