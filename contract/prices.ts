import { z } from 'zod'
import { moneyInput, numberText, numericId } from './common'
import { DURATION_MONTHS, PRODUCTS } from './lookups'
import { codeOf } from './schools'
import { descriptionRequest } from './settings'
import { rule, ruleCodes } from './messages/rule'

// Prices (issue 27): the price list in Settings, per site, product (a school type, the pre-team, the team) and
// duration (1, 3, 6, 9 or 12 months), with the history of every change. An invoice stores its own amount when it is
// made, so a new price applies to invoices made afterwards and never alters one already made.
// GET /prices?site= lists a site's prices and their history; PUT /prices {site, product, months, amount} sets one.
// A new site may start from a copy of another site's prices (POST /site/insert's copyPricesFrom).

export const PRICE_MESSAGES = {
  site: 'Site must be a site number',
  months: 'Duration must be one of {list} months',
  positive: 'Price must be more than 0',
  tooHigh: 'Price must be at most 1,000,000.00',
  copyFrom: 'Copy prices from must be a site number',
} as const
/** The rules' codes, which zod carries (contract/messages/rule.ts). */
const PRICE_CODES = ruleCodes('rule.price', PRICE_MESSAGES)
const MONTHS_INVALID = rule(PRICE_CODES.months, { list: DURATION_MONTHS.join(', ') })

/** The durations a price is for, in months. */
export const PRICE_MONTHS = DURATION_MONTHS

const months = z
  .union([z.number(), z.string()], { error: MONTHS_INVALID })
  .transform((value) => numberText(value))
  .pipe(
    z
      .string()
      .regex(/^\d{1,2}$/, MONTHS_INVALID)
      .transform(Number),
  )
  .pipe(z.number().refine((value) => (DURATION_MONTHS as readonly number[]).includes(value), MONTHS_INVALID))

/** The highest price, in cents: a million pounds (far above any fee, far below what an integer column holds). */
export const MAX_PRICE_CENTS = 100_000_000

const LATIN_GROUPED = /^\s*\d{1,3}(,\d{3})+(\.\d{1,2})?\s*$/

/**
 * A price as typed: pounds with at most two decimals, in any digits ('١٬٢٥٠٫٥٠' and '1,250.50' are 1250.50), more
 * than 0 and at most a million; whole cents.
 */
export const priceAmount = z
  .preprocess(
    // '1,250.50' as staff write a price: Latin commas that group thousands are read as grouping ('1,250' is 1250).
    (value) => (typeof value === 'string' && LATIN_GROUPED.test(value) ? value.replace(/,/g, '') : value),
    moneyInput('Price'),
  )
  .pipe(z.number().positive(PRICE_CODES.positive).max(MAX_PRICE_CENTS, PRICE_CODES.tooHigh))

export const pricesQuery = z.object({ site: numericId(PRICE_CODES.site) })
export type PricesQuery = z.input<typeof pricesQuery>

export const priceRequest = z.object({
  site: numericId(PRICE_CODES.site),
  product: codeOf(PRODUCTS, 'Product'),
  months,
  amount: priceAmount,
})
export type PriceRequest = z.input<typeof priceRequest>

/** One price of a site: the product's code, the duration and the amount in pounds (a decimal). */
export const price = z.object({
  product: z.number().int(),
  months: z.number().int(),
  amount: z.number(),
})
export type Price = z.infer<typeof price>

/** One change of a price: before (null: none) and after in pounds, who (id and name) and when (ISO instant). */
export const priceChange = z.object({
  id: z.number().int(),
  product: z.number().int(),
  months: z.number().int(),
  before: z.number().nullable(),
  after: z.number(),
  /** 'set' in Settings → Prices; 'copy' when the site started from another site's prices (copiedFrom). */
  source: z.enum(['set', 'copy']),
  copiedFrom: z.number().int().nullable(),
  by: z.number().int(),
  byName: z.string(),
  at: z.string(),
})
export type PriceChange = z.infer<typeof priceChange>

export const pricesResponse = z.object({
  site: z.number().int(),
  /** Every price set at the site, by product and duration. */
  prices: z.array(price),
  /** Every change of the site's prices, newest first. */
  history: z.array(priceChange),
})
export type PricesResponse = z.infer<typeof pricesResponse>

export const setPriceResponse = z.object({
  message: z.string(),
  price: price.extend({ site: z.number().int() }),
  /** The price before, in pounds; null when there was none. */
  before: z.number().nullable(),
})
export type SetPriceResponse = z.infer<typeof setPriceResponse>

/** POST /site/insert: the names, and optionally the site whose prices the new one starts from. */
export const siteInsertRequest = descriptionRequest.extend({
  copyPricesFrom: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    numericId(PRICE_CODES.copyFrom).optional(),
  ),
})
export type SiteInsertRequest = z.input<typeof siteInsertRequest>
