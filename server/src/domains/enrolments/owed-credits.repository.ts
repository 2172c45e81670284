import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

// Money the academy owes a family (migration 0023) and what ending an enrolment needs to work it out: the invoices
// that paid for the enrolment's time (its own, and the renewals that extended it). Rows are only ever inserted.

type Db = Kysely<Database>
type Kind = 'school' | 'preteam'

/** A span of an enrolment's time one invoice billed: [start, end) in days, with what is paid of it. */
export interface PaidPeriod {
  invoiceId: number
  itemName: string
  start: string
  end: string
  amountCents: number
  paidCents: number
  status: 'open' | 'paid' | 'cancelled'
}

/**
 * The invoices that bill an enrolment's time: the enrolment's own (from its start, for its months) and every renewal
 * of the swimmer at the enrolment's site that starts inside the enrolment and ends by its end (a renewal extends the
 * swimmer's latest enrolment to the renewal's end).
 */
export async function findPaidPeriods(
  db: Db,
  kind: Kind,
  enrolmentId: number,
): Promise<{ own: PaidPeriod & { months: number }; renewals: PaidPeriod[] } | undefined> {
  const table = kind === 'school' ? 'school_enrolments' : 'preteam_enrolments'
  const enrolment = await db
    .selectFrom(`${table} as e` as 'school_enrolments as e')
    .innerJoin('invoices as i', 'i.id', 'e.invoice_id')
    .select([
      'e.swimmer_id',
      'e.site',
      'e.start_date',
      'e.end_date',
      'e.months',
      'i.id as invoice_id',
      'i.item_name',
      'i.amount_cents',
      'i.paid_cents',
      'i.status',
    ])
    .where('e.id', '=', enrolmentId)
    .executeTakeFirst()
  if (!enrolment) return undefined
  const renewals = await db
    .selectFrom('subscriptions as s')
    .innerJoin('invoices as i', 'i.id', 's.invoice_id')
    .select(['s.start_date', 's.end_date', 'i.id', 'i.item_name', 'i.amount_cents', 'i.paid_cents', 'i.status'])
    .where('s.swimmer_id', '=', enrolment.swimmer_id)
    .where('s.site', '=', enrolment.site)
    .where('s.start_date', '>=', enrolment.start_date)
    .where('s.start_date', '<', enrolment.end_date)
    .where('s.end_date', '<=', enrolment.end_date)
    .orderBy('s.start_date')
    .orderBy('s.id')
    .execute()
  return {
    own: {
      invoiceId: enrolment.invoice_id,
      itemName: enrolment.item_name,
      start: enrolment.start_date,
      end: '',
      months: enrolment.months,
      amountCents: enrolment.amount_cents,
      paidCents: enrolment.paid_cents,
      status: enrolment.status,
    },
    renewals: renewals.map((row) => ({
      invoiceId: row.id,
      itemName: row.item_name,
      start: row.start_date,
      end: row.end_date,
      amountCents: row.amount_cents,
      paidCents: row.paid_cents,
      status: row.status,
    })),
  }
}

/** Cancels an open invoice nothing has been paid of (its status only; it is never deleted); answers whether it did. */
export async function cancelInvoiceIfUnpaid(db: Db, invoiceId: number): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ status: 'cancelled' })
    .where('id', '=', invoiceId)
    .where('status', '=', 'open')
    .where('paid_cents', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export interface NewOwedCredit {
  swimmer_id: number
  site: number
  amount_cents: number
  reason: string
  enrolment_kind: Kind | null
  enrolment_id: number | null
  invoice_id: number | null
  created_at: string
  created_by: number
}

export async function insertOwedCredit(db: Db, row: NewOwedCredit): Promise<number> {
  const { id } = await db.insertInto('owed_credits').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

/** A swimmer's owed credits, oldest first, with who recorded them. */
export function findOwedCredits(db: Db, swimmerId: number) {
  return db
    .selectFrom('owed_credits as o')
    .leftJoin('users as u', 'u.id', 'o.created_by')
    .leftJoin('sites as s', 's.id', 'o.site')
    .select([
      'o.id',
      'o.site',
      's.name as site_name',
      'o.amount_cents',
      'o.reason',
      'o.enrolment_kind',
      'o.enrolment_id',
      sql<number | null>`case o.enrolment_kind
        when 'school' then (select e.school_id from school_enrolments e where e.id = o.enrolment_id)
        when 'preteam' then (select e.preteam_id from preteam_enrolments e where e.id = o.enrolment_id)
        end`.as('group_id'),
      'o.invoice_id',
      'o.created_at',
      'u.full_name as created_by_name',
    ])
    .where('o.swimmer_id', '=', swimmerId)
    .orderBy('o.id')
    .execute()
}

/** Cancels every open invoice of a swimmer (their status; never deleted, payments kept); the invoices as they were. */
export async function cancelOpenInvoicesOf(db: Db, swimmerId: number) {
  const open = await db
    .selectFrom('invoices')
    .select(['id', 'item_name', 'amount_cents', 'paid_cents'])
    .where('swimmer_id', '=', swimmerId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute()
  if (open.length > 0) {
    await db
      .updateTable('invoices')
      .set({ status: 'cancelled' })
      .where(
        'id',
        'in',
        open.map((row) => row.id),
      )
      .where('status', '=', 'open')
      .execute()
  }
  return open
}
