import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// One payment as its receipt shows it: the payment, its invoice, swimmer, site and cashier, and what the invoice was
// for (the enrolment or renewal that raised it). Kysely only.

type Db = Kysely<Database>

export function findPaymentForReceipt(db: Db, paymentId: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .innerJoin('swimmers as s', 's.id', 'p.swimmer_id')
    .innerJoin('sites as site', 'site.id', 'p.site')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.receipt_no',
      'p.site',
      'site.name as site_name',
      'p.swimmer_id',
      's.full_name as swimmer_name',
      'p.invoice_id',
      'i.item_name',
      'i.months',
      'i.amount_cents as invoice_cents',
      'i.paid_cents as invoice_paid_cents',
      'i.status as invoice_status',
      'p.amount_cents',
      'p.status',
      'p.method',
      'p.voided_at',
      'p.void_reason',
      'p.refunded_cents',
      'p.created_by',
      'u.full_name as cashier_name',
      'p.created_at',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst()
}
export type ReceiptPaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentForReceipt>>>

/** What raised an invoice: a school or pre-team enrolment (with the group's id), or a renewal (indexes on invoice_id). */
export async function findInvoiceOrigin(db: Db, invoiceId: number) {
  const school = await db
    .selectFrom('school_enrolments')
    .select(['school_id as group_id', 'swimmer_id'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst()
  if (school) return { kind: 'school' as const, groupId: school.group_id }
  const preTeam = await db
    .selectFrom('preteam_enrolments')
    .select(['preteam_id as group_id'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst()
  if (preTeam) return { kind: 'preteam' as const, groupId: preTeam.group_id }
  const renewal = await db
    .selectFrom('subscriptions')
    .select(['id'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst()
  if (renewal) return { kind: 'renewal' as const, groupId: null }
  return { kind: 'other' as const, groupId: null }
}
