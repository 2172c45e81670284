import type { Kysely } from 'kysely'
import type { CashupDay, CashupToday } from '@contract/money'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { businessDayRange, businessTimeOf } from '../../lib/business-day'
import { badRequest, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { findAcademySettings } from '../lookups/settings.repository'
import { findSiteById } from '../lookups/sites.repository'
import {
  closeDay,
  findCashupDay,
  findPaymentsBetween,
  reopenDay,
  type CashupDayRow,
  findRefundsBetween,
  type DayPaymentRow,
  type DayRefundRow,
} from './cashup.repository'
import { holdCashupDay } from '../payments/cashup-lock.repository'
import { amountText, money } from './money.view'
import { message } from '@contract/messages/message'
import { PAYMENT_METHODS, type PaymentMethod } from '@contract/billing'
import { storedItem } from '../../lib/invoice-items'

// The day's cash-up of a site: every payment of the business day (the academy's Cairo date), totals per cashier and
// overall in whole cents, the amount counted at the close and the difference (counted − overall).
// Issue 30: the drawer holds cash only: the difference is counted − cash (cash payments less cash refunds); the other
// methods are shown beside it (totals.byMethod), pending transfers and voids count nowhere, and the day's refunds
// (of earlier, closed days' payments) are negative receipts in it.
//
// - Reading needs ViewInvoices at the site.
// - Closing needs CompletePayment (the cashier who takes the money closes the day) at the site, for today or an
//   earlier day (a later date is a 400 naming `date`); a closed day is a 409. From then on recordPayment (payments.service.ts) refuses every payment dated
//   that day, on every URL.
// - Reopening needs ReopenCashup (granted to Administrator) and a reason; an open day is a 409.
// The privilege and the site are declared by the routes (money.routes.ts: config.action, config.site) and checked by
// the auth plugin; the services take the request's acting context.
// Close and reopen are audited (entity 'cashup', id 'site:date') in the same transaction.

export const SITE_ACCESS = 'ViewInvoices'
export const CLOSE_PRIVILEGE = 'CompletePayment'
export const REOPEN_PRIVILEGE = 'ReopenCashup'

type Db = Kysely<Database>

async function siteNameOf(db: Db, site: number): Promise<string> {
  const row = await findSiteById(db, site)
  if (!row) throw notFound(message('site.notFound', { site }))
  return row.name
}

/** A payment that counts: confirmed and not void. */
const counts = (payment: DayPaymentRow): boolean => payment.status === 'confirmed' && payment.voided_at === null

function summarise(payments: DayPaymentRow[], refunds: DayRefundRow[]) {
  const byCashier = new Map<number, { cashierName: string; payments: number; cents: number }>()
  const byMethod = new Map<PaymentMethod, { payments: number; refunds: number; cents: number }>()
  const method = (name: PaymentMethod) => {
    const total = byMethod.get(name) ?? { payments: 0, refunds: 0, cents: 0 }
    byMethod.set(name, total)
    return total
  }
  let overall = 0
  let pending = 0
  let counted = 0
  for (const payment of payments) {
    if (payment.voided_at === null && payment.status === 'pending') pending += payment.amount_cents
    if (!counts(payment)) continue
    counted += 1
    overall += payment.amount_cents
    const cashier = byCashier.get(payment.created_by) ?? {
      cashierName: payment.cashier_name ?? `User ${payment.created_by}`,
      payments: 0,
      cents: 0,
    }
    cashier.payments += 1
    cashier.cents += payment.amount_cents
    byCashier.set(payment.created_by, cashier)
    const total = method(payment.method)
    total.payments += 1
    total.cents += payment.amount_cents
  }
  for (const refund of refunds) {
    overall -= refund.amount_cents
    const total = method(refund.method)
    total.refunds += 1
    total.cents -= refund.amount_cents
  }
  const cash = byMethod.get('cash')?.cents ?? 0
  return { overall, byCashier, byMethod, cash, pending, counted }
}

function cashupPaymentView(acting: Acting, payment: DayPaymentRow) {
  return {
    paymentID: payment.id,
    receiptNo: payment.receipt_no,
    cashierID: payment.created_by,
    cashierName: payment.cashier_name ?? `User ${payment.created_by}`,
    swimmerID: payment.swimmer_id,
    swimmerName: payment.swimmer_name,
    invoiceID: payment.invoice_id,
    itemName: payment.item_name,
    itemText: storedItem(payment),
    ...money(payment.amount_cents),
    at: payment.created_at,
    time: businessTimeOf(payment.created_at, acting.timeZone),
    method: payment.method,
    reference: payment.reference,
    status: payment.voided_at ? ('void' as const) : payment.status,
    refunded: money(payment.refunded_cents).amount,
    refundedCents: payment.refunded_cents,
    voided:
      payment.voided_at && payment.voided_by
        ? {
            userID: payment.voided_by,
            fullName: payment.voided_by_name ?? `User ${payment.voided_by}`,
            at: payment.voided_at,
            reason: payment.void_reason ?? '',
          }
        : null,
  }
}

function toCashupDay(
  acting: Acting,
  site: { id: number; name: string },
  date: string,
  currency: string,
  day: CashupDayRow | undefined,
  payments: DayPaymentRow[],
  refunds: DayRefundRow[],
): CashupDay {
  const { overall, byCashier, byMethod, cash, pending, counted: countedPayments } = summarise(payments, refunds)
  const closed = day?.closed === 1
  const counted = day?.counted_cents ?? null
  const paymentViews = payments.map((payment) => cashupPaymentView(acting, payment))
  return {
    date,
    siteID: site.id,
    siteName: site.name,
    timeZone: acting.timeZone,
    currency,
    closed,
    payments: paymentViews,
    voids: paymentViews.filter((payment) => payment.status === 'void'),
    refunds: refunds.map((refund) => ({
      refundID: refund.id,
      paymentID: refund.payment_id,
      receiptNo: refund.receipt_no,
      cashierID: refund.created_by,
      cashierName: refund.cashier_name ?? `User ${refund.created_by}`,
      swimmerID: refund.swimmer_id,
      swimmerName: refund.swimmer_name,
      invoiceID: refund.invoice_id,
      method: refund.method,
      reference: refund.reference,
      reason: refund.reason,
      ...money(-refund.amount_cents),
      at: refund.created_at,
      time: businessTimeOf(refund.created_at, acting.timeZone),
    })),
    totals: {
      overall: money(overall).amount,
      overallCents: overall,
      payments: countedPayments,
      byCashier: [...byCashier.entries()]
        .sort(([a], [b]) => a - b)
        .map(([cashierID, cashier]) => ({
          cashierID,
          cashierName: cashier.cashierName,
          payments: cashier.payments,
          ...money(cashier.cents),
        })),
      cash: money(cash).amount,
      cashCents: cash,
      byMethod: PAYMENT_METHODS.filter((name) => byMethod.has(name)).map((name) => {
        const total = byMethod.get(name)!
        return { method: name, payments: total.payments, refunds: total.refunds, ...money(total.cents) }
      }),
      pending: money(pending).amount,
      pendingCents: pending,
    },
    counted: counted === null ? null : money(counted).amount,
    countedCents: counted,
    difference: counted === null ? null : money(counted - cash).amount,
    differenceCents: counted === null ? null : counted - cash,
    closedBy:
      day?.closed_by && day.closed_at
        ? { userID: day.closed_by, fullName: day.closed_by_name ?? `User ${day.closed_by}`, at: day.closed_at }
        : null,
    reopened:
      day?.reopened_by && day.reopened_at
        ? {
            userID: day.reopened_by,
            fullName: day.reopened_by_name ?? `User ${day.reopened_by}`,
            at: day.reopened_at,
            reason: day.reopen_reason ?? '',
          }
        : null,
    mayClose: !closed && date <= acting.today && acting.granted.has(`Settings:${CLOSE_PRIVILEGE}`),
    mayReopen: closed && acting.granted.has(`Settings:${REOPEN_PRIVILEGE}`),
  }
}

async function readDay(db: Db, acting: Acting, site: number, date: string): Promise<CashupDay> {
  const range = businessDayRange(date, acting.timeZone)
  const [siteName, settings, day, payments, refunds] = await Promise.all([
    siteNameOf(db, site),
    findAcademySettings(db),
    findCashupDay(db, site, date),
    findPaymentsBetween(db, site, range.from, range.to),
    findRefundsBetween(db, site, range.from, range.to),
  ])
  return toCashupDay(acting, { id: site, name: siteName }, date, settings.currency, day, payments, refunds)
}

/** GET /cashup?site&date. */
export async function cashupOf(db: Db, acting: Acting, request: { site: number; date: string }) {
  return readDay(db, acting, request.site, request.date)
}

/**
 * GET /cashup/today?site: whether today's cash-up of the site is closed (any signed-in user of the site): the screens
 * that take money say so instead of offering a form that recordPayment (payments.service.ts) would refuse.
 */
export async function cashupToday(db: Db, acting: Acting, site: number): Promise<CashupToday> {
  const date = acting.today
  const [siteName, day] = await Promise.all([siteNameOf(db, site), findCashupDay(db, site, date)])
  return { date, siteID: site, siteName, closed: day?.closed === 1 }
}

/** POST /cashup/close {site, date, counted}: locks the day; the difference is counted − the day's payments. */
export async function closeCashup(
  db: Db,
  acting: Acting,
  request: { site: number; date: string; countedCents: number },
): Promise<CashupDay> {
  const today = acting.today
  const siteName = await siteNameOf(db, request.site)
  if (request.date > today) {
    throw badRequest(message('cashup.notYet', { site: siteName, date: request.date }), {
      date: message('cashup.field.afterToday', { date: request.date, today }),
    })
  }
  await db.transaction().execute(async (trx) => {
    const held = await holdCashupDay(trx, request.site, request.date, 'update')
    if (held.closed === 1) {
      throw conflict(message('cashup.alreadyClosed', { site: siteName, date: request.date }), {
        date: message('cashup.field.alreadyClosed'),
      })
    }
    const range = businessDayRange(request.date, acting.timeZone)
    const payments = await findPaymentsBetween(trx, request.site, range.from, range.to)
    const refunds = await findRefundsBetween(trx, request.site, range.from, range.to)
    const { overall, byCashier, byMethod, cash, counted } = summarise(payments, refunds)
    await closeDay(trx, request.site, request.date, {
      counted_cents: request.countedCents,
      closed_by: acting.userId,
      closed_at: acting.at,
    })
    await writeAudit(trx, {
      userId: acting.userId,
      site: request.site,
      entity: 'cashup',
      entityId: `${request.site}:${request.date}`,
      action: 'CloseCashup',
      before: { closed: false },
      after: {
        closed: true,
        date: request.date,
        payments: counted,
        overallCents: overall,
        cashCents: cash,
        byMethod: Object.fromEntries([...byMethod].map(([method, total]) => [method, total.cents])),
        refunds: refunds.length,
        countedCents: request.countedCents,
        differenceCents: request.countedCents - cash,
        counted: amountText(request.countedCents),
        byCashier: Object.fromEntries([...byCashier].map(([id, cashier]) => [id, cashier.cents])),
      },
      at: acting.at,
    })
  })
  return readDay(db, acting, request.site, request.date)
}

/** POST /cashup/reopen {site, date, reason}: a closed day takes payments again; privileged and audited. */
export async function reopenCashup(
  db: Db,
  acting: Acting,
  request: { site: number; date: string; reason: string },
): Promise<CashupDay> {
  const siteName = await siteNameOf(db, request.site)
  await db.transaction().execute(async (trx) => {
    const day = await findCashupDay(trx, request.site, request.date)
    const held = day ? await holdCashupDay(trx, request.site, request.date, 'update') : undefined
    if (!day || held?.closed !== 1) {
      throw conflict(message('cashup.notClosed', { site: siteName, date: request.date }), {
        date: message('cashup.field.notClosed'),
      })
    }
    await reopenDay(trx, request.site, request.date, {
      reopened_by: acting.userId,
      reopened_at: acting.at,
      reopen_reason: request.reason,
    })
    await writeAudit(trx, {
      userId: acting.userId,
      site: request.site,
      entity: 'cashup',
      entityId: `${request.site}:${request.date}`,
      action: 'ReopenCashup',
      before: { closed: true, countedCents: day.counted_cents, closedBy: day.closed_by, closedAt: day.closed_at },
      after: { closed: false, reason: request.reason },
      at: acting.at,
    })
  })
  return readDay(db, acting, request.site, request.date)
}
