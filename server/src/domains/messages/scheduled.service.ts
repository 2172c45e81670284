import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { addDays } from '../../lib/dates'
import { businessDateOf, businessDayRange } from '../../lib/business-day'
import { findSiteSettings } from '../lookups/settings.repository'
import { findEnabledSites, findOpenInvoicesMade, findSubscriptionsEnding } from './messages.repository'
import { queueEventMessages, type SendingSetup } from './messages.service'

// The events the academy's clock makes (issue 29), written by the worker's scan (each instance scans every few
// minutes; on PostgreSQL one scan at a time, by an advisory lock; each event is written once per guardian, `once`):
// - subscription.ending: the swimmers of a site whose subscription ends in the site's subscriptionEndingDays (the
//   academy's calendar), one message per guardian naming them, with the date;
// - invoice.overdue: each open invoice of a site made overdueAfterDays ago (up to a week more, so a scan missed while
//   the server was down still finds it; never older, so turning it on does not write to every family owing money),
//   with the amount left to pay, exact in cents, and the day it was made.
// 0 days at a site writes none of that kind.

type Db = Kysely<Database>

const SCAN_LOCK = 29_0036
const CATCH_UP_DAYS = 7

export async function queueScheduledMessages(
  db: Db,
  options: { at: string; timeZone: string; setup?: SendingSetup },
): Promise<number> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  return db.transaction().execute(async (trx) => {
    if (postgres) {
      const lock = await sql<{ held: boolean }>`select pg_try_advisory_xact_lock(${SCAN_LOCK}) as held`.execute(trx)
      if (!lock.rows[0]?.held) return 0
    }
    const today = businessDateOf(options.at, options.timeZone)
    let written = 0
    for (const site of await findEnabledSites(trx)) {
      const settings = await findSiteSettings(trx, site.id)
      if (settings.subscriptionEndingDays > 0) {
        const ends = addDays(today, settings.subscriptionEndingDays)
        const ids = await queueEventMessages(trx, {
          event: 'subscription.ending',
          about: `subscription:${site.id}:${ends}`,
          siteID: site.id,
          swimmerIDs: await findSubscriptionsEnding(trx, site.id, ends),
          facts: { date: ends },
          triggeredBy: null,
          at: options.at,
          setup: options.setup,
          once: true,
        })
        written += ids.length
      }
      if (settings.overdueAfterDays > 0) {
        const last = addDays(today, -settings.overdueAfterDays)
        const from = businessDayRange(addDays(last, -CATCH_UP_DAYS), options.timeZone).from
        const to = businessDayRange(last, options.timeZone).to
        for (const invoice of await findOpenInvoicesMade(trx, site.id, from, to)) {
          const ids = await queueEventMessages(trx, {
            event: 'invoice.overdue',
            about: `invoice:${invoice.id}`,
            siteID: site.id,
            swimmerIDs: [invoice.swimmer_id],
            facts: {
              amount: invoice.amount_cents - invoice.paid_cents,
              date: businessDateOf(invoice.created_at, options.timeZone),
            },
            triggeredBy: null,
            at: options.at,
            setup: options.setup,
            once: true,
          })
          written += ids.length
        }
      }
    }
    return written
  })
}
