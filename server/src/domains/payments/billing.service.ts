import type { Kysely } from 'kysely'
import { formatAmount, centsToAmount } from '@contract/common'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../lib/db-errors'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'

// Invoices priced from the price list and the payments made against them. Each function expects
// to run inside the caller's transaction and writes its own audit entry there.

export interface Actor {
  userId: number
  at: string
}

export async function findPrice(db: Kysely<Database>, site: number, product: number, months: number) {
  return db
    .selectFrom('price_list')
    .innerJoin('lookup_items', 'lookup_items.code', 'price_list.product')
    .select(['price_list.amount_cents', 'lookup_items.description as product_name'])
    .where('price_list.site', '=', site)
    .where('price_list.product', '=', product)
    .where('price_list.months', '=', months)
    .executeTakeFirst()
}

export const itemName = (productName: string, months: number): string =>
  `${productName} - ${months} month${months === 1 ? '' : 's'}`

export async function createInvoice(
  db: Kysely<Database>,
  actor: Actor,
  invoice: { site: number; swimmerId: number; product: number; months: number },
) {
  const price = await findPrice(db, invoice.site, invoice.product, invoice.months)
  if (!price) {
    throw badRequest(`No price is set for this product and ${invoice.months} month(s) at this site`, {
      months: 'No price for this duration',
    })
  }
  const row = {
    site: invoice.site,
    swimmer_id: invoice.swimmerId,
    product: invoice.product,
    item_name: itemName(price.product_name, invoice.months),
    months: invoice.months,
    amount_cents: price.amount_cents,
    created_at: actor.at,
    created_by: actor.userId,
  }
  const { id } = await db.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow()
  await writeAudit(db, {
    userId: actor.userId,
    site: invoice.site,
    entity: 'invoice',
    entityId: id,
    action: 'CreateInvoice',
    after: { ...row, id },
    at: actor.at,
  })
  return { id, ...row }
}

/**
 * Records a payment: at most what is still due, with a receipt number unused at the site.
 * The invoice update is a single conditional statement, so simultaneous payments cannot overpay.
 */
export async function recordPayment(
  db: Kysely<Database>,
  actor: Actor,
  payment: { invoiceId: number; site: number; swimmerId: number; amountCents: number; receiptNo: string },
) {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', payment.invoiceId)
    .where('site', '=', payment.site)
    .executeTakeFirst()
  if (!invoice) throw notFound(`Invoice ${payment.invoiceId} not found at this site`)
  if (invoice.swimmer_id !== payment.swimmerId) {
    throw badRequest(`Invoice ${invoice.id} belongs to another swimmer`, {
      swimmerID: 'Not the swimmer of this invoice',
    })
  }
  const due = invoice.amount_cents - invoice.paid_cents
  if (payment.amountCents > due) {
    throw badRequest(`Amount paid is more than the ${formatAmount(centsToAmount(due))} still due`, {
      amountPaid: `At most ${formatAmount(centsToAmount(due))}`,
    })
  }
  const receiptTaken = await db
    .selectFrom('payments')
    .select('id')
    .where('site', '=', payment.site)
    .where('receipt_no', '=', payment.receiptNo)
    .executeTakeFirst()
  if (receiptTaken) throw receiptInUse(payment.receiptNo)

  const updated = await db
    .updateTable('invoices')
    .set((eb) => ({
      paid_cents: eb('paid_cents', '+', payment.amountCents),
      status: eb
        .case()
        .when(eb('paid_cents', '+', payment.amountCents), '>=', eb.ref('amount_cents'))
        .then('paid')
        .else('open')
        .end()
        .$castTo<'open' | 'paid'>(),
    }))
    .where('id', '=', invoice.id)
    .where((eb) => eb(eb('paid_cents', '+', payment.amountCents), '<=', eb.ref('amount_cents')))
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1)
    throw conflict('The invoice changed meanwhile: nothing was recorded, try again')

  try {
    const row = {
      invoice_id: invoice.id,
      site: payment.site,
      swimmer_id: payment.swimmerId,
      amount_cents: payment.amountCents,
      receipt_no: payment.receiptNo,
      created_at: actor.at,
      created_by: actor.userId,
    }
    const { id } = await db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow()
    await writeAudit(db, {
      userId: actor.userId,
      site: payment.site,
      entity: 'invoice',
      entityId: invoice.id,
      action: 'Payment',
      before: { paid_cents: invoice.paid_cents, status: invoice.status },
      after: { paid_cents: invoice.paid_cents + payment.amountCents, payment: { ...row, id } },
      at: actor.at,
    })
    return { id, ...row }
  } catch (error) {
    if (isUniqueViolation(error, 'receipt_no') || isUniqueViolation(error, 'payments_receipt_per_site')) {
      throw receiptInUse(payment.receiptNo)
    }
    throw error
  }
}

const receiptInUse = (receiptNo: string) =>
  conflict(`Receipt number ${receiptNo} is already used at this site`, { recieptNo: 'Already used at this site' })
