import type { Kysely } from 'kysely'
import {
  CHOSEN_KINDS,
  DISCOUNT_CAP_PERCENT,
  DISCOUNT_KINDS,
  PRICE_FLOOR_CENTS,
  type DiscountKind,
  type LineRule,
} from '@contract/billing'
import { message, type Message } from '@contract/messages/message'
import { itemName, itemNamed } from '../../lib/invoice-items'
import type { Database } from '../../db/database'
import { badRequest, forbidden, notFound } from '../../lib/http-error'
import { findPrice } from './payments.repository'
import { findActiveRules, findPricingFactsOf, findRules, type PricingFacts, type RuleRow } from './pricing.repository'

// The one pricing function of every invoice (issue 30): the list price, then the discount rules that apply, stacked,
// capped and floored as contract/billing.ts states, each discount rounded to the piastre half up. createInvoice
// stores the lines it returns; the preview (GET /invoices/preview) shows the same lines before an invoice is made.

type Db = Kysely<Database>

export const MANAGE_DISCOUNTS = 'Settings:ManageDiscounts'

export interface PricedLine {
  kind: 'price' | 'discount'
  text: string
  /** A discount's rule as priced, for the screens to word in the reader's language (contract lineRule). */
  rule?: LineRule | null
  /** A price line's item by its code (issue 26): null when stored in another shape. */
  words?: Message | null
  amountCents: number
  ruleId: number | null
  reason: string | null
}

export interface PricingRequest {
  site: number
  swimmerId: number
  product: number
  months: number
  /** The kind of group billed, for the multi-group rule (a renewal names the group it renews). */
  kind?: 'school' | 'preteam'
  /** Staff or hardship rules chosen for this invoice, each with its reason (ManageDiscounts). */
  chosen?: Array<{ ruleId: number; reason: string }>
}

const percentText = (bp: number) => `${(bp / 100).toString()}%`
const rankWords = (rank: number) => (rank === 2 ? 'second' : rank === 3 ? 'third' : `${rank}th`)

/** A rule in words, as its invoice line and the settings list show it. */
export function ruleText(rule: Pick<RuleRow, 'kind' | 'percent_bp' | 'from_rank' | 'min_months' | 'club_name'>) {
  const percent = percentText(rule.percent_bp)
  switch (rule.kind) {
    case 'sibling':
      return `Sibling discount from the ${rankWords(rule.from_rank ?? 2)} child: ${percent}`
    case 'multiGroup':
      return `In a school and a squad: ${percent}`
    case 'prepay':
      return `Paying ${rule.min_months ?? 0} months ahead: ${percent}`
    case 'clubMember':
      return `Member of ${rule.club_name ?? 'the club'}: ${percent}`
    case 'staff':
      return `Staff discount: ${percent}`
    case 'hardship':
      return `Hardship discount: ${percent}`
  }
}

/** A rule's kind and figures as an invoice line carries them (contract lineRule). */
export const lineRuleOf = (
  rule: Pick<RuleRow, 'kind' | 'percent_bp' | 'from_rank' | 'min_months' | 'club_name'>,
): LineRule => ({
  kind: rule.kind,
  percent: rule.percent_bp / 100,
  fromRank: rule.kind === 'sibling' ? (rule.from_rank ?? 2) : null,
  minMonths: rule.kind === 'prepay' ? (rule.min_months ?? 0) : null,
  clubName: rule.kind === 'clubMember' ? (rule.club_name ?? null) : null,
})

const RANKS: Record<string, number> = { second: 2, third: 3 }
const TEXT_PATTERNS: Array<[RegExp, DiscountKind]> = [
  [/^Sibling discount from the (second|third|\d+th) child: ([\d.]+)%$/, 'sibling'],
  [/^In a school and a squad: ([\d.]+)%$/, 'multiGroup'],
  [/^Paying (\d+) months ahead: ([\d.]+)%$/, 'prepay'],
  [/^Member of (.+): ([\d.]+)%$/s, 'clubMember'],
  [/^Staff discount: ([\d.]+)%$/, 'staff'],
  [/^Hardship discount: ([\d.]+)%$/, 'hardship'],
]

/**
 * A stored discount line's rule, read back from the words ruleText wrote when it was priced (a rule changed since
 * does not change them); null for words of another shape. ruleText's inverse: the tests hold each kind to both.
 */
export function lineRuleFromText(text: string): LineRule | null {
  for (const [pattern, kind] of TEXT_PATTERNS) {
    const found = pattern.exec(text)
    if (!found) continue
    const percent = Number(found[found.length - 1])
    const first = found.length > 2 ? found[1] : ''
    return {
      kind,
      percent,
      fromRank: kind === 'sibling' ? (RANKS[first] ?? parseInt(first, 10)) : null,
      minMonths: kind === 'prepay' ? Number(first) : null,
      clubName: kind === 'clubMember' ? first : null,
    }
  }
  return null
}

/** A percent of an amount in piastres, rounded half up to the piastre (integers only). */
export const percentOf = (cents: number, bp: number): number => Math.floor((cents * bp + 5000) / 10000)

/** The one rule of each automatic kind that applies to these facts (the best reached), in stacking order. */
function applicable(
  rules: RuleRow[],
  facts: { club: number; rank: number; inSchool: boolean; inSquad: boolean },
  request: PricingRequest,
): RuleRow[] {
  const multiGroup =
    (facts.inSchool && facts.inSquad) ||
    (request.kind === 'school' && facts.inSquad) ||
    (request.kind === 'preteam' && facts.inSchool)
  const best = (candidates: RuleRow[], by: (rule: RuleRow) => number) =>
    candidates.sort((a, b) => by(b) - by(a) || b.percent_bp - a.percent_bp || a.id - b.id)[0]
  const chosen: Partial<Record<DiscountKind, RuleRow>> = {
    sibling: best(
      rules.filter((rule) => rule.kind === 'sibling' && (rule.from_rank ?? 2) <= facts.rank),
      (rule) => rule.from_rank ?? 2,
    ),
    multiGroup: multiGroup
      ? best(
          rules.filter((rule) => rule.kind === 'multiGroup'),
          () => 0,
        )
      : undefined,
    prepay: best(
      rules.filter((rule) => rule.kind === 'prepay' && (rule.min_months ?? Infinity) <= request.months),
      (rule) => rule.min_months ?? 0,
    ),
    clubMember: best(
      rules.filter((rule) => rule.kind === 'clubMember' && rule.club_id === facts.club),
      () => 0,
    ),
  }
  return DISCOUNT_KINDS.map((kind) => chosen[kind]).filter((rule): rule is RuleRow => rule !== undefined)
}

/**
 * Stacks discounts on a list price: each its percent of what is left, rounded half up; all together at most the cap
 * of the list price and never below the floor (a discount passing either is cut to what is left; those after it are
 * dropped).
 */
export function stack(listCents: number, rules: Array<{ rule: RuleRow; reason: string | null }>): PricedLine[] {
  const lines: PricedLine[] = []
  const capCents = Math.floor((listCents * DISCOUNT_CAP_PERCENT) / 100)
  const lowest = Math.max(listCents - capCents, Math.min(PRICE_FLOOR_CENTS, listCents))
  let price = listCents
  for (const { rule, reason } of rules) {
    const wanted = percentOf(price, rule.percent_bp)
    const cents = Math.min(wanted, price - lowest)
    if (cents <= 0) break
    lines.push({
      kind: 'discount',
      text: ruleText(rule),
      rule: lineRuleOf(rule),
      amountCents: -cents,
      ruleId: rule.id,
      reason,
    })
    price -= cents
    if (cents < wanted) break
  }
  return lines
}

/**
 * What every invoice reads alike (the active discount rules, a site's price of a product and months), read once for
 * as many invoices as the caller prices with it: the renewal run prices a site's renewals by the thousand.
 */
export function pricingReads(db: Db, today: string) {
  let rules: ReturnType<typeof findActiveRules> | undefined
  const prices = new Map<string, ReturnType<typeof findPrice>>()
  const facts = new Map<number, PricingFacts>()
  return {
    rules: () => (rules ??= findActiveRules(db)),
    /** Reads the facts of many swimmers at once, for the invoices about to be priced. */
    prefetchFacts: async (swimmerIds: readonly number[]) => {
      for (const [id, known] of await findPricingFactsOf(db, swimmerIds, today)) facts.set(id, known)
    },
    facts: async (swimmerId: number) =>
      facts.get(swimmerId) ?? (await findPricingFactsOf(db, [swimmerId], today)).get(swimmerId),
    price: (site: number, product: number, months: number) => {
      const key = `${site}:${product}:${months}`
      let price = prices.get(key)
      if (!price) prices.set(key, (price = findPrice(db, site, product, months)))
      return price
    },
  }
}
export type PricingReads = ReturnType<typeof pricingReads>

/**
 * Prices an invoice: refused (400) without a price for the product and months at the site, with a chosen rule that
 * is not an active staff or hardship rule; 403 when rules are chosen by a user without ManageDiscounts.
 */
export async function priceInvoice(
  db: Db,
  actor: { today: string; granted?: ReadonlySet<string> },
  request: PricingRequest,
  reads: PricingReads = pricingReads(db, actor.today),
) {
  const price = await reads.price(request.site, request.product, request.months)
  if (!price) {
    throw badRequest(message('price.noneForProduct', { months: request.months }), {
      months: message('price.field.noneForDuration'),
    })
  }
  const facts = await reads.facts(request.swimmerId)
  if (!facts) throw notFound(message('family.swimmerNotFound', { id: request.swimmerId }))
  const chosen = request.chosen ?? []
  if (chosen.length > 0 && !actor.granted?.has(MANAGE_DISCOUNTS)) {
    throw forbidden(message('discount.chooseNotAllowed'))
  }
  const chosenRules = await findRules(
    db,
    chosen.map((choice) => choice.ruleId),
  )
  const byId = new Map(chosenRules.map((rule) => [rule.id, rule]))
  for (const choice of chosen) {
    const rule = byId.get(choice.ruleId)
    if (!rule || rule.active !== 1 || !CHOSEN_KINDS.includes(rule.kind)) {
      throw badRequest(message('discount.notChosenKind', { id: choice.ruleId }), {
        discounts: message('discount.field.notChosenKind'),
      })
    }
  }
  const automatic = applicable([...(await reads.rules())], facts, request).map((rule) => ({ rule, reason: null }))
  const manual = CHOSEN_KINDS.flatMap((kind) =>
    chosen
      .map((choice) => ({ rule: byId.get(choice.ruleId)!, reason: choice.reason }))
      .filter((entry) => entry.rule.kind === kind),
  )
  const listCents = price.amount_cents
  const name = itemName(price.product_name, request.months)
  const lines: PricedLine[] = [
    {
      kind: 'price',
      text: name,
      words: itemNamed(price.product_name, request.months),
      amountCents: listCents,
      ruleId: null,
      reason: null,
    },
    ...stack(listCents, [...automatic, ...manual]),
  ]
  return { itemName: name, lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) }
}
