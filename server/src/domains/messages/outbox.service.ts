import { PostgresAdapter, type Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { findAcademyTimeZone } from '../../db/academy-time-zone'
import { businessDateOf, businessTimeOf } from '../../lib/business-day'
import { findSiteSettings } from '../lookups/settings.repository'
import { changeStatus, claimDueMessages, findEnabledSites, findInterrupted, insertStatus } from './messages.repository'
import { queueScheduledMessages } from './scheduled.service'
import type { Senders, SendOutcome } from './senders'

// The outbox's worker (issue 29): one in each instance. Each round it claims the queued messages that are due
// (claimDueMessages: SKIP LOCKED on PostgreSQL, so instances behind nginx share the work and never send a message
// twice), hands each to its channel's sender and records what came of it:
// - sent (with the provider's id); a temporary failure is queued again with backoff (30 s, 2 min, 10 min, 1 h) and
//   given up after MAX_ATTEMPTS; a permanent one fails at once, with the reason;
// - a message claimed but never answered for within its lease (LEASE_SECONDS: the instance stopped between claim and
//   answer) becomes 'unknown' at a later round of any instance: the provider may have taken it, so it is shown as
//   such and never sent again on its own (a sender gives up well within the lease: the SMTP timeouts are shorter);
// - sending hours per site (site settings, 09:00–21:00 by default, the academy's clock): a site's messages outside
//   them wait for its morning;
//   broadcasts never go on a Friday;
// - throttled: at most `limit` messages a round.

type Db = Kysely<Database>

export const MAX_ATTEMPTS = 5
export const LEASE_SECONDS = 300
const SCAN_EVERY_MS = 5 * 60_000
const BACKOFF_SECONDS = [30, 120, 600, 3600]
export const QUIET_HOURS = { from: '09:00', to: '21:00' }

export const withinSendingHours = (at: string, timeZone: string, hours = QUIET_HOURS) => {
  const time = businessTimeOf(at, timeZone)
  return time >= hours.from && time < hours.to
}

/** The sites whose sending hours (a site setting, 09:00–21:00 by default) hold `at` on the academy's clock. */
async function sitesSendingAt(db: Db, at: string, timeZone: string): Promise<number[]> {
  const open: number[] = []
  for (const site of await findEnabledSites(db)) {
    const settings = await findSiteSettings(db, site.id)
    if (withinSendingHours(at, timeZone, { from: settings.sendFrom, to: settings.sendUntil })) open.push(site.id)
  }
  return open
}

/** Marks every message a stopped worker left 'sending' past its lease as 'unknown' (never sent again on its own). */
export async function recoverInterrupted(db: Db, at: string): Promise<number> {
  let recovered = 0
  for (const { id } of await findInterrupted(db, at)) {
    await db.transaction().execute(async (trx) => {
      if (await changeStatus(trx, id, 'sending', 'unknown')) {
        await insertStatus(trx, id, 'unknown', at, null, 'The worker stopped while sending: the outcome is unknown')
        recovered++
      }
    })
  }
  return recovered
}

export interface RoundResult {
  claimed: number
  sent: number
  retried: number
  failed: number
}

/** One round of the worker at `at`. */
export async function runOutboxRound(
  db: Db,
  options: { at: string; senders: Senders; limit?: number; timeZone?: string },
): Promise<RoundResult> {
  const result: RoundResult = { claimed: 0, sent: 0, retried: 0, failed: 0 }
  const timeZone = options.timeZone ?? (await findAcademyTimeZone(db))
  await recoverInterrupted(db, options.at)
  const sites = await sitesSendingAt(db, options.at, timeZone)
  if (sites.length === 0) return result
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const leaseEnds = new Date(Date.parse(options.at) + LEASE_SECONDS * 1000).toISOString()
  // Broadcasts never go on a Friday (the academy's day): they wait for Saturday.
  const friday = new Date(`${businessDateOf(options.at, timeZone)}T00:00:00Z`).getUTCDay() === 5
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await claimDueMessages(trx, options.at, leaseEnds, options.limit ?? 20, postgres, {
      exceptEvent: friday ? 'broadcast' : undefined,
      sites,
    })
    for (const row of rows) await insertStatus(trx, row.id, 'sending', options.at, null, `attempt ${row.attempts}`)
    return rows
  })
  result.claimed = claimed.length
  for (const row of claimed) {
    const sender =
      row.channel === 'email'
        ? options.senders.email
        : row.channel === 'whatsapp'
          ? options.senders.whatsapp
          : undefined
    const outcome: SendOutcome = sender
      ? await sender
          .send({
            id: row.id,
            template: row.event.replace(/\./g, '_'),
            recipient: row.recipient,
            language: row.language,
            subject: row.email_subject,
            text: row.text,
          })
          .catch((error: unknown) => ({
            ok: false as const,
            permanent: false,
            reason: String((error as Error).message ?? error),
          }))
      : { ok: false, permanent: false, reason: `No ${row.channel} sender is configured` }
    await db.transaction().execute(async (trx) => {
      if (outcome.ok) {
        await changeStatus(trx, row.id, 'sending', 'sent', { provider_message_id: outcome.providerMessageId })
        await insertStatus(trx, row.id, 'sent', options.at, null, null)
        result.sent++
      } else if (outcome.permanent || row.attempts >= MAX_ATTEMPTS) {
        await changeStatus(trx, row.id, 'sending', 'failed', { failure_reason: outcome.reason })
        await insertStatus(trx, row.id, 'failed', options.at, null, outcome.reason)
        result.failed++
      } else {
        const wait = BACKOFF_SECONDS[Math.min(row.attempts - 1, BACKOFF_SECONDS.length - 1)]
        const next = new Date(Date.parse(options.at) + wait * 1000).toISOString()
        await changeStatus(trx, row.id, 'sending', 'queued', { next_attempt_at: next, failure_reason: outcome.reason })
        await insertStatus(trx, row.id, 'queued', options.at, null, `${outcome.reason}: again at ${next}`)
        result.retried++
      }
    })
  }
  return result
}

/**
 * Starts the worker of this instance: a round every `everyMs` on the clock's time. Answers a function that stops it
 * (waiting for a round under way).
 */
export function startOutboxWorker(
  db: Db,
  options: { senders: Senders; now?: () => Date; everyMs?: number; onError?: (error: unknown) => void },
): () => Promise<void> {
  const now = options.now ?? (() => new Date())
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  let lastScan = 0
  const timer = setInterval(() => {
    if (stopped) return
    running = running
      .then(async () => {
        const at = now().toISOString()
        // The academy's clock's own events (subscriptions ending, invoices overdue), every few minutes.
        if (Date.parse(at) - lastScan >= SCAN_EVERY_MS) {
          lastScan = Date.parse(at)
          await queueScheduledMessages(db, { at, timeZone: await findAcademyTimeZone(db) })
        }
        await runOutboxRound(db, { at, senders: options.senders })
      })
      .catch(options.onError)
  }, options.everyMs ?? 2000)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
    options.senders.email?.close?.()
    options.senders.whatsapp?.close?.()
  }
}
