import type { Insertable, Kysely } from 'kysely'
import type { Database, FamilyCreditTable, PaymentRefundTable } from '../../db/database'

// A payment's corrections as stored (issue 30): a transfer's confirmation and a void (one-way marks on the payment),
// refunds (rows of their own) and a family's credit notes and their uses. Kysely only; the rules are in
// corrections.service.ts.

type Db = Kysely<Database>

/** A payment with its invoice, its swimmer's name and family, and who confirmed or voided it. */
export function findPaymentWithInvoice(db: Db, paymentId: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .innerJoin('swimmers as s', 's.id', 'p.swimmer_id')
    .leftJoin('users as confirmer', 'confirmer.id', 'p.confirmed_by')
    .leftJoin('users as voider', 'voider.id', 'p.voided_by')
    .selectAll('p')
    .select([
      'i.status as invoice_status',
      'i.amount_cents as invoice_cents',
      'i.paid_cents as invoice_paid_cents',
      's.full_name as swimmer_name',
      'confirmer.full_name as confirmed_by_name',
      'voider.full_name as voided_by_name',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst()
}
export type PaymentWithInvoice = NonNullable<Awaited<ReturnType<typeof findPaymentWithInvoice>>>

/** Marks a pending payment confirmed, once. False when it was not pending (any more). */
export async function markConfirmed(db: Db, paymentId: number, by: number, at: string): Promise<boolean> {
  const updated = await db
    .updateTable('payments')
    .set({ status: 'confirmed', confirmed_by: by, confirmed_at: at })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .where('voided_at', 'is', null)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** Marks a payment void, once, with who, when and why. False when it was voided or refunded meanwhile. */
export async function markVoided(db: Db, paymentId: number, mark: { by: number; at: string; reason: string }) {
  const updated = await db
    .updateTable('payments')
    .set({ voided_by: mark.by, voided_at: mark.at, void_reason: mark.reason })
    .where('id', '=', paymentId)
    .where('voided_at', 'is', null)
    .where('refunded_cents', '=', 0)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/**
 * Takes a voided payment's amount off its invoice in one conditional statement: a paid invoice reopens, a cancelled
 * one stays cancelled. False when the invoice holds less than that (changed meanwhile).
 */
export async function takeFromInvoice(db: Db, invoiceId: number, amountCents: number): Promise<boolean> {
  const updated = await db
    .updateTable('invoices')
    .set((eb) => ({
      paid_cents: eb('paid_cents', '-', amountCents),
      status: eb
        .case()
        .when('status', '=', 'cancelled')
        .then('cancelled')
        .else('open')
        .end()
        .$castTo<'open' | 'paid' | 'cancelled'>(),
    }))
    .where('id', '=', invoiceId)
    .where('paid_cents', '>=', amountCents)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** Adds a refund to the payment's running total while it stays within the payment. False when it would not. */
export async function addRefunded(db: Db, paymentId: number, amountCents: number): Promise<boolean> {
  const updated = await db
    .updateTable('payments')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
    .where('id', '=', paymentId)
    .where('status', '=', 'confirmed')
    .where('voided_at', 'is', null)
    .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('amount_cents')))
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

export type NewRefund = Insertable<PaymentRefundTable>

export async function insertRefund(db: Db, row: NewRefund): Promise<number> {
  const { id } = await db.insertInto('payment_refunds').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

/** A family (not merged away), held until the transaction ends on PostgreSQL so its credit is spent once. */
export async function holdFamily(db: Db, familyId: number, postgres: boolean) {
  return db
    .selectFrom('families')
    .select(['id'])
    .where('id', '=', familyId)
    .$if(postgres, (query) => query.forUpdate())
    .executeTakeFirst()
}

/** The credit a family holds: its credit notes less their uses, in piastres. */
export async function familyCreditCents(db: Db, familyId: number): Promise<number> {
  const row = await db
    .selectFrom('family_credits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return Number(row?.cents ?? 0)
}

export type NewFamilyCredit = Insertable<FamilyCreditTable>

export async function insertFamilyCredit(db: Db, row: NewFamilyCredit): Promise<number> {
  const { id } = await db.insertInto('family_credits').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

/** An invoice with its swimmer's family. */
export function findInvoiceWithFamily(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
    .selectAll('i')
    .select(['s.full_name as swimmer_name', 's.family_id'])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst()
}
