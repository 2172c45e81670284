import type { Insertable, Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import type { PricedLine } from '../payments/pricing'
import { centsToAmount } from '@contract/common'
import type { RenewalRun } from '@contract/billing'
import { message, type Message } from '@contract/messages/message'
import type { RenewalType } from '@contract/swimmers'
import type { Database, RenewalRunItemTable } from '../../db/database'
import { maySeeSite, type Acting } from '../../lib/actor'
import { mapConcurrently } from '../../lib/concurrently'
import { addDays } from '../../lib/dates'
import { HttpError, conflict, notFound } from '../../lib/http-error'
import { writeAudit } from '../audit/audit.repository'
import { lockSwimmers, renewalCheck, renewSubscriptionWithin } from '../enrolments/enrolments.service'
import { queueEventMessagesEach } from '../messages/messages.service'
import { toLine } from '../payments/discount-rules.service'
import { priceInvoice, pricingReads } from '../payments/pricing'
import {
  findRenewedBefore,
  findRun,
  findRunItems,
  findSubscriptionsEndingBetween,
  findWithOpenInvoices,
  insertRun,
  insertRunItems,
  markRunPosted,
  setItemInvoices,
  type RunItemRow,
} from './renewal-runs.repository'

// The renewal run (issue 30), as contract/billing.ts states it: a preview of a site's renewals for a window, kept as
// the run, then posted once: each renewal by the desk's own renewSubscriptionWithin (its rules, its invoice priced by
// the one pricing function, its audit entry), all in one transaction with one audit entry of the run, and a
// 'subscription.ending' message per family.

type Db = Kysely<Database>

/** The preview's swimmers checked and priced this many at a time (reads only; a few of the pool's connections). */
const PREVIEW_CONCURRENCY = 4

const RENEWAL_TYPE: Record<number, RenewalType> = { 1: 'monthly', 3: 'quarterly', 12: 'yearly' }
const exceptionOf = (code: string | undefined) =>
  code === 'renewal.previousUnpaid' ? 'openInvoice' : code === 'renewal.chooseWhich' ? 'needsChoice' : 'ended'

/** POST /renewal-runs {site, days, months}: the preview, kept as the run. */
export async function previewRenewalRun(
  db: Db,
  acting: Acting,
  request: { site: number; days: number; months?: number },
): Promise<RenewalRun> {
  const months = request.months ?? 1
  const from = acting.today
  const to = addDays(from, request.days)
  const swimmers = await findSubscriptionsEndingBetween(db, request.site, from, to)
  const renewedBefore = await findRenewedBefore(db, swimmers)
  // An open previous invoice (of any kind) is settled at the desk before a run bills the family again.
  const unpaid = await findWithOpenInvoices(
    db,
    swimmers.map((swimmer) => swimmer.id),
  )
  const reads = pricingReads(db, acting.today)
  await reads.prefetchFacts(swimmers.map((swimmer) => swimmer.id))
  type Item = Omit<Insertable<RenewalRunItemTable>, 'run_id'>
  const items = await mapConcurrently(swimmers, PREVIEW_CONCURRENCY, async (swimmer): Promise<Item> => {
    const base = {
      swimmer_id: swimmer.id,
      family_id: swimmer.family_id,
      subscription_end: swimmer.subscription_end as string,
    }
    const none = { product: null, kind: null, total_cents: null, lines_json: null }
    const check = await renewalCheck(db, acting, swimmer.id)
    const exception = renewedBefore.has(swimmer.id)
      ? 'duplicate'
      : check.frozen
        ? 'frozen'
        : unpaid.has(swimmer.id)
          ? 'openInvoice'
          : check.refusal || check.product === undefined
            ? exceptionOf(check.refusal?.message.code)
            : null
    if (exception) return { ...base, exception, ...none }
    const priced = await priceInvoice(
      db,
      acting,
      { site: request.site, swimmerId: swimmer.id, product: check.product as number, months, kind: check.kind },
      reads,
    ).catch((error: unknown) => {
      if (error instanceof HttpError) return null
      throw error
    })
    if (!priced) return { ...base, exception: 'ended' as const, ...none }
    return {
      ...base,
      exception: null,
      product: check.product as number,
      kind: check.kind ?? null,
      total_cents: priced.totalCents,
      lines_json: JSON.stringify(priced.lines),
    }
  })
  const runId = await db.transaction().execute(async (trx) => {
    const id = await insertRun(trx, {
      site: request.site,
      days: request.days,
      months,
      from_date: from,
      to_date: to,
      created_at: acting.at,
      created_by: acting.userId,
    })
    await insertRunItems(
      trx,
      items.map((item) => ({ ...item, run_id: id })),
    )
    await writeAudit(trx, {
      userId: acting.userId,
      site: request.site,
      entity: 'renewal_run',
      entityId: id,
      action: 'PreviewRenewalRun',
      after: { from, to, months, renew: items.filter((item) => !item.exception).length, exceptions: items.length },
      at: acting.at,
    })
    return id
  })
  return runView(
    db,
    runId,
    message('answer.renewalRun', { id: runId, count: items.filter((item) => !item.exception).length }),
  )
}

async function runView(db: Db, runId: number, text: Message, messagesWritten = 0): Promise<RenewalRun> {
  const run = (await findRun(db, runId))!
  const items = await findRunItems(db, runId)
  const families = new Map<string, { familyID: number | null; rows: RunItemRow[] }>()
  for (const item of items.filter((row) => row.exception === null)) {
    const key = item.family_id === null ? `swimmer:${item.swimmer_id}` : `family:${item.family_id}`
    const family = families.get(key) ?? { familyID: item.family_id, rows: [] }
    family.rows.push(item)
    families.set(key, family)
  }
  return {
    message: replyText(text),
    runID: run.id,
    siteID: run.site,
    from: run.from_date,
    to: run.to_date,
    months: run.months,
    posted: run.posted_at !== null,
    families: [...families.values()].map((family) => {
      const totalCents = family.rows.reduce((sum, row) => sum + (row.total_cents ?? 0), 0)
      return {
        familyID: family.familyID,
        swimmers: family.rows.map((row) => ({
          swimmerID: row.swimmer_id,
          fullName: row.full_name,
          subscriptionEnd: row.subscription_end,
          kind: row.kind,
          months: run.months,
          lines: (JSON.parse(row.lines_json ?? '[]') as PricedLine[]).map(toLine),
          total: centsToAmount(row.total_cents ?? 0),
          totalCents: row.total_cents ?? 0,
          invoiceID: row.invoice_id,
        })),
        total: centsToAmount(totalCents),
        totalCents,
      }
    }),
    exceptions: items
      .filter((row) => row.exception !== null)
      .map((row) => ({
        swimmerID: row.swimmer_id,
        fullName: row.full_name,
        familyID: row.family_id,
        subscriptionEnd: row.subscription_end,
        reason: row.exception!,
      })),
    invoices: items.filter((row) => row.invoice_id !== null).length,
    messagesWritten,
  }
}

/** A run of a site the user may use, else 404. */
async function visibleRun(db: Db, acting: Acting, runId: number) {
  const run = await findRun(db, runId)
  if (!run || !maySeeSite(acting, run.site)) throw notFound(message('renewalRun.notFound', { id: runId }))
  return run
}

/**
 * POST /renewal-runs/{id}/post {exclude, messages}: the run's renewals, once, in one transaction. A swimmer whose
 * renewal is refused now (paid or changed since the preview) is left out, not failing the run.
 */
export async function postRenewalRun(
  db: Db,
  acting: Acting,
  runId: number,
  request: { exclude?: number[]; messages?: boolean },
): Promise<RenewalRun> {
  const run = await visibleRun(db, acting, runId)
  const excluded = new Set(request.exclude ?? [])
  let messagesWritten = 0
  const invoices = await db.transaction().execute(async (trx) => {
    if (!(await markRunPosted(trx, runId, acting.userId, acting.at))) {
      throw conflict(message('renewalRun.alreadyPosted', { id: runId }))
    }
    const items = (await findRunItems(trx, runId)).filter(
      (item) => item.exception === null && !excluded.has(item.swimmer_id),
    )
    const swimmerIds = items.map((item) => item.swimmer_id)
    // Round trips are most of a posting on PostgreSQL: the swimmers are locked, and their pricing facts read, all at
    // once; each renewal then skips its own lock, and the items learn their invoices in a few statements at the end.
    await lockSwimmers(trx, swimmerIds)
    const pricing = pricingReads(trx, acting.today)
    await pricing.prefetchFacts(swimmerIds)
    const made: Array<{ itemId: number; swimmerId: number; familyId: number | null; end: string; invoiceId: number }> =
      []
    for (const item of items) {
      try {
        const renewed = await renewSubscriptionWithin(trx, acting, {
          swimmerId: item.swimmer_id,
          renewalType: RENEWAL_TYPE[run.months] ?? 'monthly',
          months: run.months,
          site: run.site,
          renews: item.kind ?? undefined,
          pricing,
          locked: true,
        })
        made.push({
          itemId: item.id,
          swimmerId: item.swimmer_id,
          familyId: item.family_id,
          end: item.subscription_end,
          invoiceId: renewed.invoiceId,
        })
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error
      }
    }
    await setItemInvoices(trx, made)
    await writeAudit(trx, {
      userId: acting.userId,
      site: run.site,
      entity: 'renewal_run',
      entityId: runId,
      action: 'PostRenewalRun',
      after: { invoices: made.map((entry) => entry.invoiceId), excluded: [...excluded] },
      at: acting.at,
    })
    if (request.messages ?? true) {
      const byFamily = new Map<string, typeof made>()
      for (const entry of made) {
        const key = entry.familyId === null ? `swimmer:${entry.swimmerId}` : `family:${entry.familyId}`
        byFamily.set(key, [...(byFamily.get(key) ?? []), entry])
      }
      // One 'subscription.ending' event per family, written together.
      const written = await queueEventMessagesEach(
        trx,
        [...byFamily].map(([key, entries]) => ({
          event: 'subscription.ending' as const,
          about: `renewal-run:${runId}:${key}`,
          siteID: run.site,
          swimmerIDs: entries.map((entry) => entry.swimmerId),
          facts: { date: entries.map((entry) => entry.end).sort()[0] },
          triggeredBy: acting.userId,
          at: acting.at,
        })),
      )
      messagesWritten = written.reduce((sum, ids) => sum + ids.length, 0)
    }
    return made.length
  })
  return runView(db, runId, message('answer.renewalRunPosted', { id: runId, count: invoices }), messagesWritten)
}
