import { sql } from 'kysely'
import { parseDatabaseUrl } from '../server/src/config'
import { createDb } from '../server/src/db/create-db'
import type { BenchRow } from './bench-table'
import { expectOk, request, timeRequests } from './api-client'
import { latencyRow as row } from './stats'

// Messages to families (issue 29): closing the busiest site's day writes a message to each guardian of the day's
// swimmers in the closure's own transaction (POST /api/sites/{id}/closures, p95 < 1 s), and the outbox page reads
// them (GET /api/messages?site=, p95 < 30 ms).
//
// The scale academy records no consents (a migrated academy has none until the desk asks), and a guardian without
// one gets no message; so the busiest site's guardians are first given WhatsApp consent for service messages, once,
// straight in the database, as the desk would record it. Without Cloud API settings the messages are prepared
// wa.me links: written, never sent, as at a desk that sends by hand.

const TARGETS = { closure: 1000, outbox: 30 }
const DAY_MS = 86_400_000
/** Days closed and reopened: far enough ahead that no other part of the benchmark reads them. */
const FIRST_DAY_AHEAD = 120
const CLOSURES = 20

/** Gives every guardian of the site's swimmers WhatsApp consent for service messages, unless they have it already. */
async function grantConsents(databaseUrl: string, site: number, at: string): Promise<number> {
  const { db } = createDb(parseDatabaseUrl(databaseUrl))
  try {
    const result = await sql`
      insert into guardian_consents (guardian_id, channel, purpose, granted, how, recorded_by, recorded_at)
      select distinct fg.guardian_id, 'whatsapp', 'service', 1, 'in person', cast(null as integer), ${at}
      from swimmers s
      join family_guardians fg on fg.family_id = s.family_id
      where s.site = ${site} and s.deleted_at is null
        and not exists (
          select 1 from guardian_consents c
          where c.guardian_id = fg.guardian_id and c.channel = 'whatsapp' and c.purpose = 'service'
        )`.execute(db)
    return Number(result.numAffectedRows ?? 0)
  } finally {
    await db.destroy()
  }
}

/** The newest message's id: what a closure writes comes after it. */
async function lastMessageId(databaseUrl: string): Promise<number> {
  const { db } = createDb(parseDatabaseUrl(databaseUrl))
  try {
    const found = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    return Number(found?.id ?? 0)
  } finally {
    await db.destroy()
  }
}

async function messagesAbout(databaseUrl: string, about: string, after: number): Promise<number> {
  const { db } = createDb(parseDatabaseUrl(databaseUrl))
  try {
    const found = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('about', '=', about)
      .where('id', '>', after)
      .executeTakeFirstOrThrow()
    return Number(found.n)
  } finally {
    await db.destroy()
  }
}

/**
 * Refreshes the planner's statistics of the tables the closures wrote, as PostgreSQL's autovacuum does after that many
 * new rows (this machine's PostgreSQL runs with autovacuum off; with stale statistics it reads a message's swimmers by
 * scanning them all). SQLite's statistics were taken by seed:scale and change only with ANALYZE, as in production.
 */
async function analyzeMessages(databaseUrl: string): Promise<void> {
  const config = parseDatabaseUrl(databaseUrl)
  if (config.kind !== 'postgres') return
  const { db } = createDb(config)
  try {
    await sql`analyze messages, message_swimmers, message_status_history`.execute(db)
  } finally {
    await db.destroy()
  }
}

export async function measureMessages(options: {
  baseUrl: string
  token: string
  engine: string
  runs: number
  busySite: number
  databaseUrl: string
  now: Date
}): Promise<BenchRow[]> {
  const { baseUrl, token, busySite: site } = options
  const granted = await grantConsents(options.databaseUrl, site, options.now.toISOString())
  const first = Date.parse(options.now.toISOString().slice(0, 10)) + FIRST_DAY_AHEAD * DAY_MS
  const days = Array.from({ length: CLOSURES }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10))
  // A day left closed by an interrupted run is opened first; its messages stay, as messages do.
  for (const date of days) await request(baseUrl, 'DELETE', `/api/sites/${site}/closures/${date}`, { token })

  const closeSamples: number[] = []
  const written: number[] = []
  for (const date of days) {
    const after = await lastMessageId(options.databaseUrl)
    const started = performance.now()
    expectOk(
      await request(baseUrl, 'POST', `/api/sites/${site}/closures`, {
        token,
        body: { date, reason: 'Pool maintenance (benchmark)' },
      }),
      `closing site ${site} on ${date}`,
    )
    closeSamples.push(performance.now() - started)
    written.push(await messagesAbout(options.databaseUrl, `closure:${site}:${date}`, after))
    expectOk(await request(baseUrl, 'DELETE', `/api/sites/${site}/closures/${date}`, { token }), `reopening ${date}`)
  }
  if (Math.min(...written) === 0) throw new Error(`messages: closing site ${site} wrote no message`)
  await analyzeMessages(options.databaseUrl)

  const outbox = await timeRequests<{ items: unknown[] }>(
    () => request(baseUrl, 'GET', `/api/messages?site=${site}`, { token }),
    'the outbox page',
    options.runs,
  )
  const prepared = await timeRequests<{ items: unknown[] }>(
    () => request(baseUrl, 'GET', `/api/messages?site=${site}&status=prepared&event=site.closed`, { token }),
    'the outbox page, to send on WhatsApp',
    options.runs,
  )
  const group = `messages (${options.engine})`
  const perDay = `${Math.min(...written).toLocaleString('en')}–${Math.max(...written).toLocaleString('en')} messages`
  return [
    row(
      group,
      `closing the busiest site's day (${site}) with its messages`,
      closeSamples,
      TARGETS.closure,
      `${CLOSURES} days closed and reopened; ${perDay} written per day in the closure's transaction` +
        (granted > 0 ? ` (${granted.toLocaleString('en')} guardians given consent first)` : ''),
    ),
    row(group, 'the outbox page (newest 50)', outbox.samples, TARGETS.outbox, `${outbox.answer.items.length} messages`),
    row(
      group,
      'the outbox page, prepared WhatsApp of one event',
      prepared.samples,
      TARGETS.outbox,
      `${prepared.answer.items.length} messages`,
    ),
  ]
}
