import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, DiscountRuleTable } from '../../db/database'

// The discount rules and an invoice as its detail shows it (issue 30). Kysely only.

type Db = Kysely<Database>

export function findClub(db: Db, clubId: number) {
  return db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst()
}

export async function insertRule(db: Db, row: Insertable<DiscountRuleTable>): Promise<number> {
  const { id } = await db.insertInto('discount_rules').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateRule(db: Db, id: number, change: Updateable<DiscountRuleTable>): Promise<void> {
  await db.updateTable('discount_rules').set(change).where('id', '=', id).execute()
}

/** Takes off every rule in use but these (kept inactive, for the invoices that name them). */
export async function deactivateRulesExcept(
  db: Db,
  keep: readonly number[],
  stamp: { updated_at: string; updated_by: number },
): Promise<void> {
  await db
    .updateTable('discount_rules')
    .set({ active: 0, ...stamp })
    .where('active', '=', 1)
    .$if(keep.length > 0, (query) => query.where('id', 'not in', [...keep]))
    .execute()
}

export function findInvoiceForDetail(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
    .selectAll('i')
    .select('s.full_name as swimmer_name')
    .where('i.id', '=', invoiceId)
    .executeTakeFirst()
}

/** What was refunded on an invoice's payments (index payments_invoice). */
export async function findRefundedOnInvoice(db: Db, invoiceId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refunded_cents'), eb.lit(0)).as('cents'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst()
  return Number(row?.cents ?? 0)
}
