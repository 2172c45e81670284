import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { queueEventMessages } from '../../src/domains/messages/messages.service'
import { runOutboxRound } from '../../src/domains/messages/outbox.service'
import { whatsappCloudSender, whatsappConfigFromEnv } from '../../src/domains/messages/senders'
import { buildTestApp, type TestApp } from '../helper'
import { addFamily } from './fixtures'

// The WhatsApp Cloud API channel (issue 29) on SQLite and PostgreSQL, against a local HTTP server speaking the Graph
// API's request and answer shapes (POST /{phone-number-id}/messages, Bearer token, a template message), and the
// webhook: Meta's GET verification, POSTs signed with X-Hub-Signature-256 (a wrong one is a 401 and changes nothing),
// statuses out of order and repeated (the highest reached is kept, each applied once), and error 131026 (no WhatsApp
// on that number) falling back to e-mail.

const SITE = 62
const ZONE = 'Africa/Cairo'
const MORNING = '2026-11-21T09:00:00.000Z'
const SECRET = 'test-app-secret'
const ENV = {
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '1055',
  WHATSAPP_APP_SECRET: SECRET,
  WHATSAPP_VERIFY_TOKEN: 'verify-me',
  SMTP_URL: 'smtp://127.0.0.1:1',
}

interface GraphRequest {
  url: string
  authorization: string | undefined
  body: {
    to: string
    type: string
    template: { name: string; language: { code: string }; components: unknown[] }
  }
}

describe('the WhatsApp Cloud API', () => {
  let t: TestApp
  let graph: Server
  const requests: GraphRequest[] = []
  const saved: Record<string, string | undefined> = {}
  let guardian: number
  let swimmer: number

  const db = () => t.database.db
  const messageRow = (id: number) =>
    db().selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const signed = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
  const notify = (statuses: object[], signature?: string) => {
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses } }] }],
    })
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined
          ? { 'x-hub-signature-256': signed(payload) }
          : { 'x-hub-signature-256': signature }),
      },
      payload,
    })
  }
  /** Queues a WhatsApp message to the test's guardian and sends it through the local Graph API. */
  const sendOne = async (about: string) => {
    const [id] = await queueEventMessages(db(), {
      event: 'site.closed',
      about,
      siteID: SITE,
      swimmerIDs: [swimmer],
      facts: { date: '2026-12-01' },
      triggeredBy: 1,
      at: MORNING,
    })
    expect((await messageRow(id)).channel).toBe('whatsapp')
    const sender = whatsappCloudSender(whatsappConfigFromEnv()!)
    expect(await runOutboxRound(db(), { at: MORNING, senders: { whatsapp: sender }, timeZone: ZONE })).toMatchObject({
      sent: 1,
    })
    return messageRow(id)
  }

  beforeAll(async () => {
    let next = 0
    graph = createServer((request: IncomingMessage, response) => {
      let raw = ''
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      request.on('end', () => {
        requests.push({
          url: request.url ?? '',
          authorization: request.headers.authorization,
          body: JSON.parse(raw) as GraphRequest['body'],
        })
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: '201001234567', wa_id: '201001234567' }],
            messages: [{ id: `wamid.TEST${++next}` }],
          }),
        )
      })
    })
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve))
    const env = { ...ENV, WHATSAPP_API_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0` }
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name]
      process.env[name] = value
    }
    t = await buildTestApp()
    swimmer = (
      await db()
        .selectFrom('swimmers')
        .select('id')
        .where('site', '=', SITE)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id
    ;[guardian] = await addFamily(
      db(),
      MORNING,
      [swimmer],
      [
        {
          name: 'Heba Samy',
          phone: '+201001234567',
          email: 'heba@example.com',
          channel: 'whatsapp',
          language: 'ar',
          consents: [
            ['whatsapp', 'service', true],
            ['email', 'service', true],
          ],
        },
      ],
    )
  }, 60_000)
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    await t?.close()
    await new Promise<void>((resolve) => graph.close(() => resolve()))
  })

  it('sends a template message with the bearer token to {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages', async () => {
    const row = await sendOne('closure:whatsapp:1')
    expect(row).toMatchObject({ status: 'sent', provider_message_id: 'wamid.TEST1', guardian_id: guardian })
    const [request] = requests
    expect(request.url).toBe('/v21.0/1055/messages')
    expect(request.authorization).toBe('Bearer test-token')
    expect(request.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '201001234567',
      type: 'template',
      template: {
        name: 'site_closed',
        language: { code: 'ar_EG' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: row.text }] }],
      },
    })
  })

  it("answers Meta's verification challenge only with the verify token", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444',
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('1158201444')
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.body).not.toContain('verify-me')
  })

  it('refuses a notification whose signature does not match, and changes nothing', async () => {
    const before = await messageRow(
      (
        await db()
          .selectFrom('messages')
          .select('id')
          .where('provider_message_id', '=', 'wamid.TEST1')
          .executeTakeFirstOrThrow()
      ).id,
    )
    const status = [{ id: 'wamid.TEST1', status: 'read', timestamp: '1763715600', recipient_id: '201001234567' }]
    expect((await notify(status, signed('{}'))).statusCode).toBe(401)
    expect((await notify(status, signed(JSON.stringify(status), 'another-secret'))).statusCode).toBe(401)
    expect((await notify(status, '')).statusCode).toBe(401)
    expect(await messageRow(before.id)).toEqual(before)
  })

  it('keeps the highest status reached, applying each once, whatever the order', async () => {
    const row = await db()
      .selectFrom('messages')
      .selectAll()
      .where('provider_message_id', '=', 'wamid.TEST1')
      .executeTakeFirstOrThrow()
    const read = await notify([
      { id: 'wamid.TEST1', status: 'read', timestamp: '1763715700' },
      { id: 'wamid.TEST1', status: 'delivered', timestamp: '1763715650' },
    ])
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({ applied: 1, ignored: 1 })
    expect((await notify([{ id: 'wamid.TEST1', status: 'read' }])).json()).toEqual({ applied: 0, ignored: 1 })
    expect((await notify([{ id: 'wamid.TEST1', status: 'sent' }])).json()).toEqual({ applied: 0, ignored: 1 })
    expect((await messageRow(row.id)).status).toBe('read')
    const history = await db()
      .selectFrom('message_status_history')
      .select('status')
      .where('message_id', '=', row.id)
      .orderBy('id')
      .execute()
    expect(history.map((entry) => entry.status)).toEqual(['queued', 'sending', 'sent', 'read'])
    // A status of a message that is not ours is ignored.
    expect((await notify([{ id: 'wamid.UNKNOWN', status: 'delivered' }])).json()).toEqual({ applied: 0, ignored: 1 })
  })

  it('a number without WhatsApp (131026) fails over to e-mail once; a later "delivered" still counts', async () => {
    const row = await sendOne('closure:whatsapp:2')
    const failed = [
      { id: row.provider_message_id, status: 'failed', errors: [{ code: 131026, title: 'Undeliverable' }] },
    ]
    expect((await notify(failed)).json()).toEqual({ applied: 1, ignored: 0 })
    expect((await notify(failed)).json()).toEqual({ applied: 0, ignored: 1 })
    expect(await messageRow(row.id)).toMatchObject({ status: 'failed', failure_reason: 'WhatsApp error 131026' })
    const fallbacks = await db()
      .selectFrom('messages')
      .selectAll()
      .where('about', '=', `closure:whatsapp:2:fallback:${row.id}`)
      .execute()
    expect(fallbacks).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'heba@example.com',
        status: 'queued',
        text: row.text,
        guardian_id: guardian,
      }),
    ])
    const swimmers = await db()
      .selectFrom('message_swimmers')
      .select('swimmer_id')
      .where('message_id', '=', fallbacks[0].id)
      .execute()
    expect(swimmers.map((s) => s.swimmer_id)).toEqual([swimmer])
    // "delivered" after "failed" (a phone with several devices): the higher status is kept.
    expect((await notify([{ id: row.provider_message_id, status: 'delivered' }])).json()).toEqual({
      applied: 1,
      ignored: 0,
    })
    expect((await messageRow(row.id)).status).toBe('delivered')
  })
})
