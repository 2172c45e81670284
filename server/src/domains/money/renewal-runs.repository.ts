import { sql, type Insertable, type Kysely } from 'kysely'
import type { Database, RenewalRunItemTable } from '../../db/database'

// Renewal runs as stored (issue 30). Kysely only; the rules are in renewal-runs.service.ts.

type Db = Kysely<Database>

/** The site's swimmers (not deleted) whose subscription ends in [from, to] (index swimmers_site_subscription_end). */
export function findSubscriptionsEndingBetween(db: Db, site: number, from: string, to: string) {
  return db
    .selectFrom('swimmers')
    .select(['id', 'full_name', 'family_id', 'subscription_end'])
    .where('site', '=', site)
    .where('deleted_at', 'is', null)
    .where('subscription_end', '>=', from)
    .where('subscription_end', '<=', to)
    .orderBy('subscription_end')
    .orderBy('id')
    .execute()
}

/** Swimmers whose subscription end another posted run already renewed (index renewal_run_items_swimmer). */
export async function findRenewedBefore(db: Db, items: ReadonlyArray<{ id: number; subscription_end: string | null }>) {
  if (items.length === 0) return new Set<number>()
  const rows = await db
    .selectFrom('renewal_run_items')
    .select(['swimmer_id', 'subscription_end'])
    .where(
      'swimmer_id',
      'in',
      items.map((item) => item.id),
    )
    .where('invoice_id', 'is not', null)
    .execute()
  const ends = new Map(items.map((item) => [item.id, item.subscription_end]))
  return new Set(rows.filter((row) => ends.get(row.swimmer_id) === row.subscription_end).map((row) => row.swimmer_id))
}

/** Those of some swimmers who have an open invoice (index invoices_swimmer). */
export async function findWithOpenInvoices(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return new Set<number>()
  const rows = await db
    .selectFrom('invoices')
    .select('swimmer_id')
    .where('swimmer_id', 'in', [...swimmerIds])
    .where('status', '=', 'open')
    .execute()
  return new Set(rows.map((row) => row.swimmer_id))
}

export async function insertRun(
  db: Db,
  row: {
    site: number
    days: number
    months: number
    from_date: string
    to_date: string
    created_at: string
    created_by: number
  },
): Promise<number> {
  const { id } = await db.insertInto('renewal_runs').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function insertRunItems(db: Db, rows: Array<Insertable<RenewalRunItemTable>>): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('renewal_run_items')
      .values(rows.slice(start, start + 500))
      .execute()
  }
}

export function findRun(db: Db, runId: number) {
  return db.selectFrom('renewal_runs').selectAll().where('id', '=', runId).executeTakeFirst()
}

export function findRunItems(db: Db, runId: number) {
  return db
    .selectFrom('renewal_run_items as r')
    .innerJoin('swimmers as s', 's.id', 'r.swimmer_id')
    .selectAll('r')
    .select('s.full_name')
    .where('r.run_id', '=', runId)
    .orderBy('r.id')
    .execute()
}
export type RunItemRow = Awaited<ReturnType<typeof findRunItems>>[number]

/** Marks a run posted, once. False when it was posted already. */
export async function markRunPosted(db: Db, runId: number, by: number, at: string): Promise<boolean> {
  const updated = await db
    .updateTable('renewal_runs')
    .set({ posted_at: at, posted_by: by })
    .where('id', '=', runId)
    .where('posted_at', 'is', null)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** Each posted item's invoice, in statements of up to 500 items (one round trip each, not one per renewal). */
export async function setItemInvoices(
  db: Db,
  items: ReadonlyArray<{ itemId: number; invoiceId: number }>,
): Promise<void> {
  for (let start = 0; start < items.length; start += 500) {
    const chunk = items.slice(start, start + 500)
    const cases = sql.join(
      chunk.map((item) => sql`when ${item.itemId} then cast(${item.invoiceId} as integer)`),
      sql` `,
    )
    await db
      .updateTable('renewal_run_items')
      .set({ invoice_id: sql<number>`case id ${cases} end` })
      .where(
        'id',
        'in',
        chunk.map((item) => item.itemId),
      )
      .execute()
  }
}
