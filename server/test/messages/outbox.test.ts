import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { queueEventMessages } from '../../src/domains/messages/messages.service'
import {
  LEASE_SECONDS,
  MAX_ATTEMPTS,
  recoverInterrupted,
  runOutboxRound,
  withinSendingHours,
} from '../../src/domains/messages/outbox.service'
import { smtpSender, type Sender } from '../../src/domains/messages/senders'
import { claimDueMessages } from '../../src/domains/messages/messages.repository'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import { addFamily } from './fixtures'

// The outbox's worker (issue 29) on SQLite and PostgreSQL, against a real SMTP server in this process (smtp-server):
// an e-mail message is sent and marked sent with the provider's id, in right-to-left HTML for Arabic with a plain
// text part; temporary failures are retried with backoff and given up after the last attempt, permanent ones at
// once; nothing goes outside 09:00–21:00 on the academy's clock; a message claimed by a worker that then stopped
// becomes 'unknown' and is never sent again. Rounds are run with a given instant: no test waits on the wall clock.

const SITE = 62
const ZONE = 'Africa/Cairo'
/** Saturday 2026-11-21 11:00 in Cairo. */
const MORNING = '2026-11-21T09:00:00.000Z'

interface Received {
  to: string
  raw: string
}

describe('the outbox worker', () => {
  let t: TestApp
  let smtp: SMTPServer
  let url: string
  const received: Received[] = []
  let refuseNext: number | null = null
  let swimmer: number
  let guardian: number

  const db = () => t.database.db
  const statusOf = async (id: number) =>
    (await db().selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).status
  const historyOf = async (id: number) =>
    (
      await db()
        .selectFrom('message_status_history')
        .select('status')
        .where('message_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((row) => row.status)
  /** An event's e-mail to the test's guardian (e-mail preferred, e-mail service consent). */
  const queueEmail = async (at = MORNING) => {
    const [id] = await queueEventMessages(db(), {
      event: 'site.closed',
      about: `closure:test:${at}`,
      siteID: SITE,
      swimmerIDs: [swimmer],
      facts: { date: '2026-12-01' },
      triggeredBy: 1,
      at,
      setup: { whatsappCloud: false, email: true },
    })
    expect(id).toEqual(expect.any(Number))
    return id
  }

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuseNext !== null) {
          const code = refuseNext
          refuseNext = null
          const error = Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Try later'), { responseCode: code })
          return callback(error)
        }
        callback()
      },
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

    t = await buildTestApp()
    const at = MORNING
    const swimmerRow = await db()
      .selectFrom('swimmers')
      .select('id')
      .where('site', '=', SITE)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    swimmer = swimmerRow.id
    ;[guardian] = await addFamily(
      db(),
      at,
      [swimmer],
      [
        {
          name: 'Nour Hassan',
          email: 'nour@example.com',
          channel: 'email',
          language: 'ar',
          consents: [['email', 'service', true]],
        },
      ],
    )
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('sends an e-mail over SMTP: right-to-left HTML for Arabic with a plain-text part, then marked sent', async () => {
    const id = await queueEmail()
    expect(await statusOf(id)).toBe('queued')
    const sender = smtpSender(url, 'Academy <academy@example.com>')
    try {
      const round = await runOutboxRound(db(), { at: MORNING, senders: { email: sender }, timeZone: ZONE })
      expect(round).toMatchObject({ claimed: 1, sent: 1 })
    } finally {
      sender.close?.()
    }
    expect(await statusOf(id)).toBe('sent')
    expect(await historyOf(id)).toEqual(['queued', 'sending', 'sent'])
    const row = await db().selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ guardian_id: guardian, channel: 'email', recipient: 'nour@example.com' })
    expect(row.provider_message_id).toMatch(/@/)
    const mail = received.at(-1)!
    expect(mail.to).toBe('nour@example.com')
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
    expect(mail.raw).toMatch(/dir=3D"rtl"|dir="rtl"/)
    expect(mail.raw).toMatch(/lang=3D"ar"|lang="ar"/)
    // The round after sends nothing again.
    expect(await runOutboxRound(db(), { at: MORNING, senders: { email: sender }, timeZone: ZONE })).toMatchObject({
      claimed: 0,
    })
  })

  it('retries a temporary failure with backoff, gives up after the last attempt, and a permanent one at once', async () => {
    const sender = smtpSender(url, 'academy@example.com')
    try {
      const id = await queueEmail()
      refuseNext = 451
      expect(await runOutboxRound(db(), { at: MORNING, senders: { email: sender }, timeZone: ZONE })).toMatchObject({
        retried: 1,
      })
      const row = await db().selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ status: 'queued', attempts: 1, failure_reason: 'SMTP 451' })
      expect(row.next_attempt_at).toBe('2026-11-21T09:00:30.000Z')
      // Not due yet: nothing claimed.
      expect(
        await runOutboxRound(db(), { at: '2026-11-21T09:00:10.000Z', senders: { email: sender }, timeZone: ZONE }),
      ).toMatchObject({ claimed: 0 })
      // Failing every time: given up at the last attempt, with the reason.
      let at = Date.parse(row.next_attempt_at!)
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        refuseNext = 421
        await runOutboxRound(db(), { at: new Date(at).toISOString(), senders: { email: sender }, timeZone: ZONE })
        at += 3_600_000
      }
      const failed = await db().selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, failure_reason: 'SMTP 421' })

      const refused = await queueEmail()
      refuseNext = 550
      await runOutboxRound(db(), { at: MORNING, senders: { email: sender }, timeZone: ZONE })
      expect(
        await db().selectFrom('messages').selectAll().where('id', '=', refused).executeTakeFirstOrThrow(),
      ).toMatchObject({ status: 'failed', attempts: 1, failure_reason: 'SMTP 550' })
    } finally {
      refuseNext = null
      sender.close?.()
    }
  })

  it("sends nothing outside 09:00–21:00 on the academy's clock; what is due waits", async () => {
    // 21:30 in Cairo is 19:30 UTC (a UTC clock would call it inside the hours).
    expect(withinSendingHours('2026-11-21T19:30:00.000Z', ZONE)).toBe(false)
    expect(withinSendingHours('2026-11-21T18:59:00.000Z', ZONE)).toBe(true)
    expect(withinSendingHours('2026-11-22T06:30:00.000Z', ZONE)).toBe(false)
    expect(withinSendingHours('2026-11-22T07:00:00.000Z', ZONE)).toBe(true)
    const id = await queueEmail('2026-11-21T19:30:00.000Z')
    const counting: Sender = { send: async () => ({ ok: true, providerMessageId: 'never' }) }
    expect(
      await runOutboxRound(db(), { at: '2026-11-21T19:30:00.000Z', senders: { email: counting }, timeZone: ZONE }),
    ).toMatchObject({ claimed: 0 })
    expect(await statusOf(id)).toBe('queued')
    expect(
      await runOutboxRound(db(), { at: '2026-11-22T07:00:00.000Z', senders: { email: counting }, timeZone: ZONE }),
    ).toMatchObject({ claimed: 1, sent: 1 })
  })

  it("keeps each site's own sending hours: a site that stops at 10:00 waits, another sends", async () => {
    const put = await injectAs(t.app, await login(t.app, 1), {
      method: 'PUT',
      url: `/api/sites/${SITE}/settings`,
      payload: { makeupExpiryWeeks: 4, waitlistOfferDays: 3, sendFrom: '7:00', sendUntil: '10:00' },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({ sendFrom: '07:00', sendUntil: '10:00' })
    const inverted = await injectAs(t.app, await login(t.app, 1), {
      method: 'PUT',
      url: `/api/sites/${SITE}/settings`,
      payload: { makeupExpiryWeeks: 4, waitlistOfferDays: 3, sendFrom: '22:00', sendUntil: '08:00' },
    })
    expect(inverted.statusCode).toBe(400)
    expect(inverted.json().errors).toEqual({ sendUntil: 'Choose a time after 22:00' })
    const ours = await queueEmail()
    const [elsewhere] = await db()
      .insertInto('messages')
      .values({
        event: 'site.closed',
        about: 'hours:61',
        site_id: 61,
        guardian_id: guardian,
        channel: 'email',
        recipient: 'nour@example.com',
        language: 'ar',
        email_subject: 'x',
        text: 'x',
        status: 'queued',
        link: null,
        next_attempt_at: MORNING,
        provider_message_id: null,
        failure_reason: null,
        triggered_by: 1,
        created_at: MORNING,
      })
      .returning('id')
      .execute()
    const sent: number[] = []
    const email: Sender = {
      send: async (message) => {
        sent.push(message.id)
        return { ok: true, providerMessageId: `id-${message.id}` }
      },
    }
    // 11:00 in Cairo: past site 62's hours, inside site 61's.
    await runOutboxRound(db(), { at: MORNING, senders: { email }, timeZone: ZONE })
    expect(sent).toEqual([elsewhere.id])
    expect(await statusOf(ours)).toBe('queued')
    // 07:30 in Cairo the next day: site 62's hours.
    await runOutboxRound(db(), { at: '2026-11-22T05:30:00.000Z', senders: { email }, timeZone: ZONE })
    expect(sent).toEqual([elsewhere.id, ours])
    await injectAs(t.app, await login(t.app, 1), {
      method: 'PUT',
      url: `/api/sites/${SITE}/settings`,
      payload: { makeupExpiryWeeks: 4, waitlistOfferDays: 3, sendFrom: '09:00', sendUntil: '21:00' },
    })
  })

  it('a crash between claim and send leaves the message unknown, never sent again', async () => {
    const id = await queueEmail()
    // A worker claims it, then its instance stops before the provider answers.
    const claimed = await db()
      .transaction()
      .execute((trx) => claimDueMessages(trx, MORNING, '2026-11-21T09:05:00.000Z', 20, usingPostgres))
    expect(claimed.map((row) => row.id)).toContain(id)
    expect(await statusOf(id)).toBe('sending')
    const sends: number[] = []
    const counting: Sender = {
      send: async (message) => {
        sends.push(message.id)
        return { ok: true, providerMessageId: 'x' }
      },
    }
    // Within its lease another instance leaves it alone.
    expect(await recoverInterrupted(db(), '2026-11-21T09:01:00.000Z')).toBe(0)
    const later = new Date(Date.parse(MORNING) + (LEASE_SECONDS + 1) * 1000).toISOString()
    await runOutboxRound(db(), { at: later, senders: { email: counting }, timeZone: ZONE })
    expect(await statusOf(id)).toBe('unknown')
    expect(sends).not.toContain(id)
    expect((await historyOf(id)).at(-1)).toBe('unknown')
  })

  it('two workers claiming together claim each message once', async () => {
    const ids = [await queueEmail(), await queueEmail(), await queueEmail(), await queueEmail()]
    const claim = () =>
      db()
        .transaction()
        .execute((trx) => claimDueMessages(trx, MORNING, '2026-11-21T09:05:00.000Z', 3, usingPostgres))
    const [a, b] = await Promise.all([claim(), claim()])
    const all = [...a, ...b].map((row) => row.id).filter((id) => ids.includes(id))
    expect(new Set(all).size).toBe(all.length)
    expect(all.sort()).toEqual([...ids].sort())
  })
})
