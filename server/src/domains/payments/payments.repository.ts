import type { Kysely } from 'kysely'
import type { Database, PaymentMethod } from '../../db/database'

// Invoices and payments as stored: the price list, invoices, payments and their receipt keys. Kysely only; the rules
// are in payments.service.ts.

type Db = Kysely<Database>

/** The price-list line of a product at a site for a duration, with the product's name. */
export function findPrice(db: Db, site: number, product: number, months: number) {
  return db
    .selectFrom('price_list')
    .innerJoin('lookup_items', 'lookup_items.code', 'price_list.product')
    .select(['price_list.amount_cents', 'lookup_items.description as product_name'])
    .where('price_list.site', '=', site)
    .where('price_list.product', '=', product)
    .where('price_list.months', '=', months)
    .executeTakeFirst()
}

/** Every price-list line of some products at a site, by duration. */
export function findPriceLines(db: Db, site: number, products: number[]) {
  return db
    .selectFrom('price_list')
    .innerJoin('lookup_items', 'lookup_items.code', 'price_list.product')
    .select(['price_list.product', 'price_list.months', 'price_list.amount_cents', 'lookup_items.description'])
    .where('price_list.site', '=', site)
    .where('price_list.product', 'in', products)
    .orderBy('price_list.months')
    .execute()
}

export interface NewInvoice {
  site: number
  swimmer_id: number
  product: number
  item_name: string
  months: number
  amount_cents: number
  created_at: string
  created_by: number
}

export async function insertInvoice(db: Db, row: NewInvoice): Promise<number> {
  const { id } = await db.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

/** An invoice with its swimmer's name. */
export function findInvoice(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('swimmers as s', 's.id', 'i.swimmer_id')
    .selectAll('i')
    .select('s.full_name as swimmer_name')
    .where('i.id', '=', invoiceId)
    .executeTakeFirst()
}

/**
 * Adds a payment to an invoice in one conditional statement: only while it stays within the amount, so simultaneous
 * payments cannot overpay. The invoice becomes paid when nothing is left due. False when the invoice changed meanwhile.
 */
export async function addToInvoice(db: Db, invoiceId: number, amountCents: number): Promise<boolean> {
  const updated = await db
    .updateTable('invoices')
    .set((eb) => ({
      paid_cents: eb('paid_cents', '+', amountCents),
      status: eb
        .case()
        .when(eb('paid_cents', '+', amountCents), '>=', eb.ref('amount_cents'))
        .then('paid')
        .else('open')
        .end()
        .$castTo<'open' | 'paid'>(),
    }))
    .where('id', '=', invoiceId)
    .where('status', '=', 'open')
    .where((eb) => eb(eb('paid_cents', '+', amountCents), '<=', eb.ref('amount_cents')))
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) === 1
}

/** The payment at a site whose receipt has this key (receipts.ts), if any. */
export function findPaymentByReceiptKey(db: Db, site: number, receiptKey: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'receipt_no', 'invoice_id'])
    .where('site', '=', site)
    .where('receipt_key', '=', receiptKey)
    .executeTakeFirst()
}

export interface NewPayment {
  invoice_id: number
  site: number
  swimmer_id: number
  amount_cents: number
  receipt_no: string
  receipt_key: string
  method: PaymentMethod
  reference: string | null
  status: 'confirmed' | 'pending'
  created_at: string
  created_by: number
}

export async function insertPayment(db: Db, row: NewPayment): Promise<number> {
  const { id } = await db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}
