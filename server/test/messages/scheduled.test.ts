import { queueScheduledMessages } from '../../src/domains/messages/scheduled.service'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { addFamily } from './fixtures'

// The events the academy's clock makes (issue 29), on SQLite and PostgreSQL: a subscription ending in the site's
// number of days (one message per guardian naming the siblings, once however often the worker scans), an invoice
// overdue by the site's number of days (the amount left, exact), and a site that turned them off (0 days).
// The test clock stands at Saturday 2026-11-21 09:00 UTC (11:00 in Cairo).

const SITE = 62
const ZONE = 'Africa/Cairo'
const AT = '2026-11-21T09:00:00.000Z'
const SETUP = { whatsappCloud: false, email: false }

describe('messages of the academy clock', () => {
  let t: TestApp
  let admin: string
  let siblings: Array<{ id: number; full_name: string }>
  let guardian: number

  const db = () => t.database.db
  const scan = (at = AT) => queueScheduledMessages(db(), { at, timeZone: ZONE, setup: SETUP })
  const written = (event: string) =>
    db()
      .selectFrom('messages')
      .selectAll()
      .where('event', '=', event)
      .where('guardian_id', '=', guardian)
      .orderBy('id')
      .execute()

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    siblings = await db()
      .selectFrom('swimmers')
      .select(['id', 'full_name'])
      .where('site', '=', SITE)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(3)
      .execute()
    ;[guardian] = await addFamily(
      db(),
      AT,
      siblings.map((swimmer) => swimmer.id),
      [
        {
          name: 'Dina Farouk',
          phone: '+201066667777',
          channel: 'whatsapp',
          language: 'en',
          consents: [['whatsapp', 'service', true]],
        },
      ],
    )
  }, 60_000)
  afterAll(() => t.close())

  it('writes one message per guardian for the siblings whose subscription ends in 7 days, once', async () => {
    const [first, second, third] = siblings
    await db()
      .updateTable('swimmers')
      .set({ subscription_end: '2026-11-28' })
      .where('id', 'in', [first.id, second.id])
      .execute()
    await db().updateTable('swimmers').set({ subscription_end: '2026-11-29' }).where('id', '=', third.id).execute()
    await scan()
    await scan('2026-11-21T12:00:00.000Z')
    const messages = await written('subscription.ending')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      about: `subscription:${SITE}:2026-11-28`,
      channel: 'whatsapp-link',
      status: 'prepared',
      triggered_by: null,
    })
    const named = await db()
      .selectFrom('message_swimmers')
      .select('swimmer_id')
      .where('message_id', '=', messages[0].id)
      .orderBy('swimmer_id')
      .execute()
    expect(named.map((row) => row.swimmer_id)).toEqual([first.id, second.id].sort((a, b) => a - b))
    expect(messages[0].text).toContain('ends on Saturday, 28 November 2026')
  })

  it('writes an invoice overdue by 7 days with the amount left, exact; not a paid or an old one', async () => {
    const { product } = await db().selectFrom('invoices').select('product').limit(1).executeTakeFirstOrThrow()
    const invoice = (createdAt: string, amount: number, paid: number, status: 'open' | 'paid' = 'open') =>
      db()
        .insertInto('invoices')
        .values({
          site: SITE,
          swimmer_id: siblings[0].id,
          product,
          item_name: 'School',
          months: 1,
          amount_cents: amount,
          paid_cents: paid,
          status,
          created_at: createdAt,
          created_by: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    // Made on Saturday 14 November in Cairo (00:30 there is 22:30 UTC the day before).
    const due = await invoice('2026-11-13T22:30:00.000Z', 125_050, 25_000)
    await invoice('2026-11-14T10:00:00.000Z', 50_000, 50_000, 'paid')
    await invoice('2026-10-01T10:00:00.000Z', 70_000, 0)
    // Made 6 days ago: not overdue yet.
    await invoice('2026-11-15T10:00:00.000Z', 30_000, 0)
    await scan()
    await scan()
    const messages = await written('invoice.overdue')
    expect(messages.map((message) => message.about)).toEqual([`invoice:${due.id}`])
    expect(messages[0].text).toBe(
      // Intl writes a no-break space between the currency and the amount.
      `Hello Dina Farouk, EGP\u00a01,000.50 for ${siblings[0].full_name} has been due since Saturday, 14 November 2026. ` +
        'You can pay it at Club 13.',
    )
  })

  it('writes none of a kind a site turned off (0 days); the setting is read and written with the site rules', async () => {
    const put = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/sites/${SITE}/settings`,
      payload: { makeupExpiryWeeks: 4, waitlistOfferDays: 3, subscriptionEndingDays: 0 },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({ subscriptionEndingDays: 0, overdueAfterDays: 7 })
    const bad = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/sites/${SITE}/settings`,
      payload: { makeupExpiryWeeks: 4, waitlistOfferDays: 3, overdueAfterDays: 400 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.overdueAfterDays).toBe('Overdue reminder days must be a whole number of days from 0 to 90')
    await db()
      .updateTable('swimmers')
      .set({ subscription_end: '2026-11-29' })
      .where('id', '=', siblings[0].id)
      .execute()
    await scan('2026-11-22T09:00:00.000Z')
    expect((await written('subscription.ending')).map((message) => message.about)).toEqual([
      `subscription:${SITE}:2026-11-28`,
    ])
  })
})
