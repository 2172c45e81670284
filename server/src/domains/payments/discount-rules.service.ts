import type { Kysely } from 'kysely'
import type { DiscountRule, DiscountKind, InvoiceDetail, PricePreview } from '@contract/billing'
import { centsToAmount } from '@contract/common'
import { message, type Message } from '@contract/messages/message'
import type { Database } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { badRequest, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { storedItem } from '../../lib/invoice-items'
import { lineRuleFromText, priceInvoice, pricingReads, ruleText, type PricedLine } from './pricing'
import { findInstalments } from './instalments.repository'
import { allocateToInstalments } from './instalments.service'
import { findActiveRules, findInvoiceLines, type RuleRow } from './pricing.repository'
import {
  deactivateRulesExcept,
  findClub,
  findInvoiceForDetail,
  findRefundedOnInvoice,
  insertRule,
  updateRule,
} from './discount-rules.repository'

// The discount rules (issue 30): listed to the desk, replaced as a whole list by a user holding ManageDiscounts
// (audited); an invoice with its stored lines; the price an invoice would have, before it is made. The pricing itself
// is pricing.ts.

type Db = Kysely<Database>

const toRule = (row: RuleRow): DiscountRule => ({
  ruleID: row.id,
  kind: row.kind,
  percent: row.percent_bp / 100,
  fromRank: row.from_rank,
  minMonths: row.min_months,
  clubID: row.club_id,
  text: ruleText(row),
  updatedAt: row.updated_at,
})

/** GET /discount-rules: the rules in use, in stacking order. */
export async function listDiscountRules(db: Db): Promise<DiscountRule[]> {
  const rows = await findActiveRules(db)
  const order = (kind: DiscountKind) =>
    ['sibling', 'multiGroup', 'prepay', 'clubMember', 'staff', 'hardship'].indexOf(kind)
  return rows.sort((a, b) => order(a.kind) - order(b.kind) || a.id - b.id).map(toRule)
}

export interface RuleInput {
  ruleID?: number
  kind: DiscountKind
  percent: number
  fromRank?: number
  minMonths?: number
  clubID?: number
}

/** The parameters a kind needs (and only those), refused naming the field when missing. */
async function ruleParams(db: Db, rule: RuleInput, index: number) {
  const field = (name: string) => `${index}.${name}`
  if (rule.kind === 'sibling' && rule.fromRank === undefined) {
    throw badRequest(message('discount.needsRank'), { [field('fromRank')]: message('discount.field.needed') })
  }
  if (rule.kind === 'prepay' && rule.minMonths === undefined) {
    throw badRequest(message('discount.needsMonths'), { [field('minMonths')]: message('discount.field.needed') })
  }
  if (rule.kind === 'clubMember') {
    if (rule.clubID === undefined) {
      throw badRequest(message('discount.needsClub'), { [field('clubID')]: message('discount.field.needed') })
    }
    if (!(await findClub(db, rule.clubID))) {
      throw badRequest(message('discount.clubNotFound', { id: rule.clubID }), {
        [field('clubID')]: message('discount.clubNotFound', { id: rule.clubID }),
      })
    }
  }
  return {
    kind: rule.kind,
    percent_bp: rule.percent,
    from_rank: rule.kind === 'sibling' ? (rule.fromRank ?? null) : null,
    min_months: rule.kind === 'prepay' ? (rule.minMonths ?? null) : null,
    club_id: rule.kind === 'clubMember' ? (rule.clubID ?? null) : null,
  }
}

/**
 * PUT /discount-rules: the whole list. A rule with its ruleID is changed, one without is added, one left out is taken
 * off (kept inactive: the invoices that name it keep their lines). Invoices made before are never repriced.
 */
export async function replaceDiscountRules(db: Db, acting: Acting, rules: RuleInput[]): Promise<DiscountRule[]> {
  await db.transaction().execute(async (trx) => {
    const before = await findActiveRules(trx)
    const known = new Set(before.map((rule) => rule.id))
    const kept: number[] = []
    for (const [index, rule] of rules.entries()) {
      const params = await ruleParams(trx, rule, index)
      const stamp = { updated_at: acting.at, updated_by: acting.userId }
      if (rule.ruleID !== undefined) {
        if (!known.has(rule.ruleID)) {
          throw badRequest(message('discount.ruleNotFound', { id: rule.ruleID }), {
            [`${index}.ruleID`]: message('discount.ruleNotFound', { id: rule.ruleID }),
          })
        }
        await updateRule(trx, rule.ruleID, { ...params, ...stamp, active: 1 })
        kept.push(rule.ruleID)
      } else {
        kept.push(await insertRule(trx, { ...params, ...stamp }))
      }
    }
    await deactivateRulesExcept(trx, kept, { updated_at: acting.at, updated_by: acting.userId })
    await writeAudit(trx, {
      userId: acting.userId,
      site: null,
      entity: 'discount_rules',
      entityId: 'academy',
      action: 'ReplaceDiscountRules',
      before: before.map(toRule),
      after: (await findActiveRules(trx)).map(toRule),
      at: acting.at,
    })
  })
  return listDiscountRules(db)
}

/** An invoice line on the wire; a stored discount line's rule is read back from its words (lineRuleFromText). */
export const toLine = (line: PricedLine) => ({
  kind: line.kind,
  text: line.text,
  words: line.kind === 'price' ? (line.words ?? null) : null,
  rule: line.kind === 'discount' ? (line.rule ?? lineRuleFromText(line.text)) : null,
  amount: centsToAmount(line.amountCents),
  amountCents: line.amountCents,
  ruleID: line.ruleId,
  reason: line.reason,
})

/** GET /invoices/{id}: the invoice with the lines it was priced with; another site's invoice is 404. */
export async function invoiceDetail(db: Db, acting: Acting, invoiceId: number): Promise<InvoiceDetail> {
  const invoice = await findInvoiceForDetail(db, invoiceId)
  if (!invoice || !maySeeSite(acting, invoice.site)) {
    throw notFound(message('invoice.notFoundAtSite', { id: invoiceId }))
  }
  const [stored, refunded, instalments] = await Promise.all([
    findInvoiceLines(db, invoiceId),
    findRefundedOnInvoice(db, invoiceId),
    findInstalments(db, [invoiceId]),
  ])
  // An invoice made before its lines were kept (migration 0046) has one line: its amount.
  const lines: PricedLine[] =
    stored.length > 0
      ? stored.map((line) => ({
          kind: line.kind,
          text: line.text,
          words: line.kind === 'price' ? storedItem({ item_name: line.text, months: invoice.months }) : null,
          amountCents: line.amount_cents,
          ruleId: line.rule_id,
          reason: line.reason,
        }))
      : [
          {
            kind: 'price',
            text: invoice.item_name,
            words: storedItem(invoice),
            amountCents: invoice.amount_cents,
            ruleId: null,
            reason: null,
          },
        ]
  const total = invoice.amount_cents - refunded
  const paid = invoice.paid_cents - refunded
  const due = invoice.status === 'open' ? invoice.amount_cents - invoice.paid_cents : 0
  return {
    invoiceID: invoice.id,
    siteID: invoice.site,
    swimmerID: invoice.swimmer_id,
    swimmerName: invoice.swimmer_name,
    itemName: invoice.item_name,
    months: invoice.months,
    status: invoice.status,
    createdAt: invoice.created_at,
    lines: lines.map(toLine),
    total: centsToAmount(total),
    totalCents: total,
    amountPaid: centsToAmount(paid),
    amountPaidCents: paid,
    amountRefunded: centsToAmount(refunded),
    amountRefundedCents: refunded,
    amountDue: centsToAmount(due),
    amountDueCents: due,
    ...(instalments.length > 0
      ? {
          instalments: allocateToInstalments(instalments, invoice.paid_cents).map((part) => ({
            dueOn: part.dueOn,
            amount: centsToAmount(part.amountCents),
            amountCents: part.amountCents,
            amountPaid: centsToAmount(part.paidCents),
            amountPaidCents: part.paidCents,
          })),
        }
      : {}),
  }
}

/** GET /invoices/preview: the lines and total an invoice would have now, before the desk confirms. */
export async function previewPrice(
  db: Db,
  acting: Acting,
  request: {
    site: number
    swimmer: number
    product: number
    months: number
    kind?: 'school' | 'preteam'
    chosen?: number
  },
): Promise<PricePreview> {
  const priced = await priceInvoice(db, acting, {
    site: request.site,
    swimmerId: request.swimmer,
    product: request.product,
    months: request.months,
    kind: request.kind,
    chosen: request.chosen === undefined ? [] : [{ ruleId: request.chosen, reason: '' }],
  })
  return { lines: priced.lines.map(toLine), total: centsToAmount(priced.totalCents), totalCents: priced.totalCents }
}

/**
 * Each duration the site's price list prices for a product, with the lines and total an invoice for this swimmer would
 * have now (issue 30: the renewal and the accepted offer show the price with its discounts before confirming); with
 * `chosen`, a staff or hardship rule priced in (ManageDiscounts, as previewPrice).
 */
export async function pricedDurations(
  db: Db,
  acting: Acting,
  request: { site: number; swimmerId: number; product: number; kind?: 'school' | 'preteam'; chosen?: number },
  durations: ReadonlyArray<{ months: number; invoice: number; itemName: string; itemText: Message }>,
) {
  const reads = pricingReads(db, acting.today)
  const chosen = request.chosen === undefined ? [] : [{ ruleId: request.chosen, reason: '' }]
  const priced = []
  for (const duration of durations) {
    const { lines, totalCents } = await priceInvoice(db, acting, { ...request, months: duration.months, chosen }, reads)
    priced.push({ ...duration, lines: lines.map(toLine), total: centsToAmount(totalCents), totalCents })
  }
  return priced
}
