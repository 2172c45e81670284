import type { Kysely } from 'kysely'
import { centsToAmount } from '@contract/common'
import { message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { requireSite, type Acting } from '../../lib/actor'
import { isUniqueViolation } from '../../lib/db-errors'
import { badRequest, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import {
  findPriceCents,
  findPriceChanges,
  findSite,
  findSitePrices,
  insertPriceChanges,
  insertPrices,
  savePrice,
} from './prices.repository'

// Prices (issue 27): a site's price list and its history, set in Settings → Prices (GET and PUT /prices), and a new
// site's copy of another site's prices (called by lookups.service's addSite, in its transaction). Access: Settings'
// ManageSites (declared by the routes) and the site itself (here, once the site is found: an unknown site is a 404 to
// read and a 400 naming the field to set). An invoice keeps the amount it was made with (payments), so a change
// applies to invoices made afterwards; every change is kept in price_changes, and audited, in its transaction.

/** What PUT /prices takes once the contract has read it: the amount in cents. */
export type PriceInput = { site: number; product: number; months: number; amount: number }

/** A site's prices and the history of their changes, newest first. */
export async function sitePrices(db: Kysely<Database>, acting: Acting, site: number) {
  if (!(await findSite(db, site))) throw notFound(message('site.notFound', { site }))
  requireSite(acting, site)
  const [prices, changes] = await Promise.all([findSitePrices(db, site), findPriceChanges(db, site)])
  return {
    site,
    prices: prices.map((row) => ({
      product: row.product,
      months: row.months,
      amount: centsToAmount(row.amount_cents),
    })),
    history: changes.map((row) => ({
      id: row.id,
      product: row.product,
      months: row.months,
      before: row.before_cents === null ? null : centsToAmount(row.before_cents),
      after: centsToAmount(row.after_cents),
      source: row.source,
      copiedFrom: row.copied_from,
      by: row.changed_by,
      byName: row.full_name,
      at: row.changed_at,
    })),
  }
}

/**
 * Sets the price of a product at a site for a duration (the amount in cents, above 0, checked by the contract). The
 * price list changes, invoices already made keep their amounts; the change is kept in the history (before → after,
 * who, when) and audited in the same transaction. The same amount again changes nothing and records nothing.
 */
export async function setPrice(db: Kysely<Database>, acting: Acting, input: PriceInput) {
  const { site, product, months, amount } = input
  const save = () =>
    db.transaction().execute(async (trx) => {
      if (!(await findSite(trx, site))) {
        throw badRequest(message('site.notFound', { site }), { site: message('site.notFound', { site }) })
      }
      requireSite(acting, site)
      const before = await findPriceCents(trx, site, product, months)
      if (before !== amount) {
        await savePrice(trx, { site, product, months, amount_cents: amount }, before !== undefined)
        await insertPriceChanges(trx, [
          {
            site,
            product,
            months,
            before_cents: before ?? null,
            after_cents: amount,
            source: 'set',
            copied_from: null,
            changed_by: acting.userId,
            changed_at: acting.at,
          },
        ])
        await writeAudit(trx, {
          userId: acting.userId,
          site,
          entity: 'price',
          entityId: `${site}:${product}:${months}`,
          action: 'SetPrice',
          before: before === undefined ? undefined : { site, product, months, amountCents: before },
          after: { site, product, months, amountCents: amount },
          at: acting.at,
        })
      }
      return before
    })
  let before: number | undefined
  try {
    before = await save()
  } catch (error) {
    // Two first prices of the same line at once: the second finds the first's line on a second try.
    if (!isUniqueViolation(error)) throw error
    before = await save()
  }
  return {
    message: message('answer.priceSaved'),
    price: { site, product, months, amount: centsToAmount(amount) },
    before: before === undefined ? null : centsToAmount(before),
  }
}

/**
 * A new site's prices, copied from another site's (inside the transaction that adds the site): the copy is the new
 * site's first history entry for each line, and one audit entry. 400 naming the field for a site that does not exist.
 * Returns how many prices were copied.
 */
export async function copyPrices(db: Kysely<Database>, acting: Acting, from: number, to: number): Promise<number> {
  if (!(await findSite(db, from))) {
    const refusal = message('price.copyFromNotFound', { site: from })
    throw badRequest(refusal, { copyPricesFrom: refusal })
  }
  requireSite(acting, from)
  const prices = await findSitePrices(db, from)
  await insertPrices(
    db,
    prices.map((row) => ({ site: to, product: row.product, months: row.months, amount_cents: row.amount_cents })),
  )
  await insertPriceChanges(
    db,
    prices.map((row) => ({
      site: to,
      product: row.product,
      months: row.months,
      before_cents: null,
      after_cents: row.amount_cents,
      source: 'copy' as const,
      copied_from: from,
      changed_by: acting.userId,
      changed_at: acting.at,
    })),
  )
  await writeAudit(db, {
    userId: acting.userId,
    site: to,
    entity: 'site',
    entityId: to,
    action: 'CopyPrices',
    after: { from, to, prices: prices.length },
    at: acting.at,
  })
  return prices.length
}
