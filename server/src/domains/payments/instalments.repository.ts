import type { Insertable, Kysely } from 'kysely'
import type { Database, InvoiceInstalmentTable } from '../../db/database'

// Instalments and a family's open invoices (issue 30). Kysely only; the rules are in instalments.service.ts.

type Db = Kysely<Database>

export function findInstalments(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('invoice_instalments')
    .select(['invoice_id', 'position', 'due_on', 'amount_cents'])
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('position')
    .execute()
}
export type InstalmentRow = Awaited<ReturnType<typeof findInstalments>>[number]

export async function insertInstalments(db: Db, rows: Array<Insertable<InvoiceInstalmentTable>>): Promise<void> {
  await db.insertInto('invoice_instalments').values(rows).execute()
}

/** The open invoices of a family's swimmers (not deleted) at some sites (indexes swimmers_family, invoices_swimmer). */
export function findFamilyOpenInvoices(db: Db, familyId: number, sites: readonly number[]) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
    .select([
      'i.id',
      'i.site',
      'i.swimmer_id',
      's.full_name as swimmer_name',
      'i.item_name',
      'i.amount_cents',
      'i.paid_cents',
      'i.created_at',
    ])
    .where('s.family_id', '=', familyId)
    .where('s.deleted_at', 'is', null)
    .where('i.status', '=', 'open')
    .where('i.site', 'in', [...sites])
    .execute()
}
