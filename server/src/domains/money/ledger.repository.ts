import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// A family's account as stored (issue 30): the invoices of its swimmers, the payments and refunds on them, and its
// credit notes and their uses. Kysely only; the ledger is built in ledger.service.ts. Each read is index-served:
// invoices_swimmer, payments_invoice, payment_refunds_swimmer, family_credits_family.

type Db = Kysely<Database>

export function findSwimmerInvoices(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('invoices as i')
    .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
    .select([
      'i.id',
      'i.site',
      'i.swimmer_id',
      's.full_name as swimmer_name',
      'i.item_name',
      'i.months',
      'i.amount_cents',
      'i.paid_cents',
      'i.status',
      'i.created_at',
    ])
    .where('i.swimmer_id', 'in', [...swimmerIds])
    .execute()
}

export function findInvoicePayments(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.invoice_id',
      'p.site',
      'p.swimmer_id',
      'p.receipt_no',
      'p.method',
      'p.status',
      'p.amount_cents',
      'p.created_at',
      'p.confirmed_at',
      'p.voided_at',
      'p.void_reason',
    ])
    .where('p.invoice_id', 'in', [...invoiceIds])
    .execute()
}

export function findSwimmerRefunds(db: Db, swimmerIds: readonly number[]) {
  if (swimmerIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select([
      'r.id',
      'r.payment_id',
      'r.invoice_id',
      'r.site',
      'r.swimmer_id',
      'p.receipt_no',
      'r.method',
      'r.reason',
      'r.amount_cents',
      'r.created_at',
    ])
    .where('r.swimmer_id', 'in', [...swimmerIds])
    .execute()
}

export function findFamilyCredits(db: Db, familyId: number) {
  return db
    .selectFrom('family_credits')
    .select(['id', 'site', 'amount_cents', 'invoice_id', 'reason', 'created_at'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute()
}
