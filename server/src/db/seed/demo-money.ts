import type { Kysely } from 'kysely'
import { PRODUCT_PRETEAM } from '@contract/lookups'
import { receiptKey } from '../../domains/payments/receipts'
import { findAcademyTimeZone } from '../academy-time-zone'
import { businessDateOf } from '../../lib/business-day'
import type { Database } from '../database'

// The money desk's demo (issue 15), run after the demo academy is seeded, from what it seeded:
// - a year of monthly renewals paid at the desk before each main-site swimmer's running enrolment (a subscription
//   row, a paid invoice at the price list's 1-month price and its payment; the row is not linked to the invoice, as
//   renewals made before migration 0008 are not), so revenue, active swimmers and retention have twelve months;
// - a few running one-month enrolments of each main site ending in the next days (the due list's "ending soon");
// - last week's busiest day at Club 13 closed by the cashier, counted to the cent.
// Deterministic: everything follows from the seeded rows and `now`.

const MAIN_SITES = [61, 62, 63]
const CASHIER_SITES = [62, 63]
const ADMIN = 1
const CASHIER = 2
const CLUB_13 = 62
const BATCH = 100

const staffFor = (site: number): number => (CASHIER_SITES.includes(site) ? CASHIER : ADMIN)

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, last))
  return target.toISOString().slice(0, 10)
}
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

interface Running {
  id: number
  swimmer_id: number
  site: number
  start_date: string
  end_date: string
  months: number
  product: number
  kind: 'school' | 'preteam'
}

async function runningEnrolments(db: Kysely<Database>, today: string): Promise<Running[]> {
  const schools = await db
    .selectFrom('school_enrolments as e')
    .innerJoin('schools as g', 'g.id', 'e.school_id')
    .select(['e.id', 'e.swimmer_id', 'e.site', 'e.start_date', 'e.end_date', 'e.months', 'g.school_type as product'])
    .where('e.site', 'in', MAIN_SITES)
    .where('e.end_date', '>', today)
    .orderBy('e.id')
    .execute()
  const squads = await db
    .selectFrom('preteam_enrolments as e')
    .select(['e.id', 'e.swimmer_id', 'e.site', 'e.start_date', 'e.end_date', 'e.months'])
    .where('e.site', 'in', MAIN_SITES)
    .where('e.end_date', '>', today)
    .orderBy('e.id')
    .execute()
  return [
    ...schools.map((row) => ({ ...row, kind: 'school' as const })),
    ...squads.map((row) => ({ ...row, product: PRODUCT_PRETEAM, kind: 'preteam' as const })),
  ]
}

export async function seedDemoMoney(db: Kysely<Database>, now: Date): Promise<void> {
  const timeZone = await findAcademyTimeZone(db)
  const today = businessDateOf(now, timeZone)
  const running = await runningEnrolments(db, today)
  await seedEndingSoon(db, running, today)
  await seedRenewalHistory(db, running)
  await closeLastWeeksBusiestDay(db, today, timeZone)
}

/** Monthly renewals paid before each running enrolment: 0 to 11 of them, by the swimmer's id. */
async function seedRenewalHistory(db: Kysely<Database>, running: Running[]): Promise<void> {
  const prices = await db
    .selectFrom('price_list as p')
    .innerJoin('lookup_items as l', 'l.code', 'p.product')
    .select(['p.site', 'p.product', 'p.amount_cents', 'l.description'])
    .where('p.months', '=', 1)
    .execute()
  const priceOf = (site: number, product: number) => prices.find((row) => row.site === site && row.product === product)
  const periods = running.flatMap((enrolment) => {
    const price = priceOf(enrolment.site, enrolment.product)
    if (!price) return []
    return Array.from({ length: enrolment.swimmer_id % 12 }, (_, index) => {
      const start = addMonths(enrolment.start_date, -(index + 1))
      const hour = String(9 + ((enrolment.swimmer_id + index) % 10)).padStart(2, '0')
      return {
        enrolment,
        start,
        end: addMonths(enrolment.start_date, -index),
        at: `${start}T${hour}:${String((enrolment.swimmer_id * 7 + index * 13) % 60).padStart(2, '0')}:00.000Z`,
        price,
      }
    })
  })
  const counters = new Map<number, number>()
  for (let offset = 0; offset < periods.length; offset += BATCH) {
    const batch = periods.slice(offset, offset + BATCH)
    const invoices = await db
      .insertInto('invoices')
      .values(
        batch.map(({ enrolment, at, price }) => ({
          site: enrolment.site,
          swimmer_id: enrolment.swimmer_id,
          product: enrolment.product,
          item_name: `${price.description} - 1 month`,
          months: 1,
          amount_cents: price.amount_cents,
          paid_cents: price.amount_cents,
          status: 'paid' as const,
          created_at: at,
          created_by: staffFor(enrolment.site),
        })),
      )
      .returning('id')
      .execute()
    await db
      .insertInto('subscriptions')
      .values(
        batch.map(({ enrolment, start, end, at }) => ({
          swimmer_id: enrolment.swimmer_id,
          renewal_type: 'monthly' as const,
          months: 1,
          start_date: start,
          end_date: end,
          site: enrolment.site,
          // Unlinked, as renewals recorded before migration 0008 are: the renewal rules look at linked invoices only.
          invoice_id: null,
          created_at: at,
          created_by: staffFor(enrolment.site),
        })),
      )
      .execute()
    await db
      .insertInto('payments')
      .values(
        batch.map(({ enrolment, at, price }, index) => {
          const next = (counters.get(enrolment.site) ?? 0) + 1
          counters.set(enrolment.site, next)
          const receiptNo = `R-${enrolment.site}-H${String(next).padStart(5, '0')}`
          return {
            invoice_id: invoices[index].id,
            site: enrolment.site,
            swimmer_id: enrolment.swimmer_id,
            amount_cents: price.amount_cents,
            receipt_no: receiptNo,
            receipt_key: receiptKey(receiptNo),
            created_at: at,
            created_by: staffFor(enrolment.site),
          }
        }),
      )
      .execute()
  }
}

/** The two highest-numbered running one-month school enrolments of each main site end in 3 and 6 days. */
async function seedEndingSoon(db: Kysely<Database>, running: Running[], today: string): Promise<void> {
  for (const site of MAIN_SITES) {
    const chosen = running
      .filter((row) => row.site === site && row.kind === 'school' && row.months === 1)
      .sort((a, b) => b.swimmer_id - a.swimmer_id)
      .slice(0, 2)
    for (const [index, enrolment] of chosen.entries()) {
      const end = addDays(today, index === 0 ? 3 : 6)
      const start = addMonths(end, -1)
      await db
        .updateTable('school_enrolments')
        .set({ start_date: start, end_date: end })
        .where('id', '=', enrolment.id)
        .execute()
      await db
        .updateTable('subscriptions')
        .set({ start_date: start, end_date: end })
        .where('swimmer_id', '=', enrolment.swimmer_id)
        .where('end_date', '=', enrolment.end_date)
        .execute()
      await db
        .updateTable('swimmers')
        .set({ subscription_end: end })
        .where('id', '=', enrolment.swimmer_id)
        .where('subscription_end', '=', enrolment.end_date)
        .execute()
      enrolment.start_date = start
      enrolment.end_date = end
    }
  }
}

/** Club 13's busiest day of 3 to 7 days ago (its Cairo date), closed by the cashier with the exact count. */
async function closeLastWeeksBusiestDay(db: Kysely<Database>, today: string, timeZone: string): Promise<void> {
  const payments = await db
    .selectFrom('payments')
    .select(['amount_cents', 'created_at'])
    .where('site', '=', CLUB_13)
    .where('created_at', '>=', `${addDays(today, -8)}T00:00:00.000Z`)
    .where('created_at', '<', `${addDays(today, -2)}T00:00:00.000Z`)
    .execute()
  const byDay = new Map<string, number[]>()
  for (const payment of payments) {
    const date = businessDateOf(payment.created_at, timeZone)
    if (date < addDays(today, -7) || date > addDays(today, -3)) continue
    byDay.set(date, [...(byDay.get(date) ?? []), payment.amount_cents])
  }
  const [date, amounts] = [...byDay.entries()].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? 1 : -1))[0] ?? [
    addDays(today, -7),
    [],
  ]
  const counted = amounts.reduce((sum, cents) => sum + cents, 0)
  const closedAt = `${date}T19:00:00.000Z`
  await db
    .insertInto('cashup_days')
    .values({
      site_id: CLUB_13,
      business_date: date,
      closed: 1,
      counted_cents: counted,
      closed_by: CASHIER,
      closed_at: closedAt,
    })
    .execute()
  await db
    .insertInto('audit_log')
    .values({
      at: closedAt,
      user_id: CASHIER,
      site: CLUB_13,
      entity: 'cashup',
      entity_id: `${CLUB_13}:${date}`,
      action: 'CloseCashup',
      before_json: JSON.stringify({ closed: false }),
      after_json: JSON.stringify({
        closed: true,
        date,
        payments: amounts.length,
        overallCents: counted,
        countedCents: counted,
        differenceCents: 0,
      }),
    })
    .execute()
}
