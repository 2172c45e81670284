import { queueEventMessages } from '../../src/domains/messages/messages.service'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { addFamily } from './fixtures'

// Message templates (issue 29) on SQLite and PostgreSQL: listed and changed with ManageTemplates (Administrator by
// default, not Cashier), a text naming an unknown placeholder or with a plural block that does not read refused on
// its field, the change audited and used by the next event's messages, and a preview with a real swimmer's family.

const SITE = 62

interface Template {
  templateID: number
  event: string
  channel: string
  language: string
  subject: string | null
  body: string
}

describe('message templates', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let swimmer: { id: number; full_name: string }
  const db = () => t.database.db
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
    injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    cashier = await login(t.app, 2)
    swimmer = await db()
      .selectFrom('swimmers')
      .select(['id', 'full_name'])
      .where('site', '=', SITE)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await addFamily(
      db(),
      t.clock.now().toISOString(),
      [swimmer.id],
      [
        {
          name: 'Salma Nabil',
          phone: '+201099990000',
          channel: 'whatsapp',
          language: 'ar',
          consents: [['whatsapp', 'service', true]],
        },
      ],
    )
  }, 60_000)
  afterAll(() => t.close())

  const templateOf = async (event: string, channel: string, language: string) => {
    const response = await call('GET', '/api/message-templates')
    expect(response.statusCode).toBe(200)
    return response
      .json<{ items: Template[] }>()
      .items.find((item) => item.event === event && item.channel === channel && item.language === language)!
  }

  it('lists every template for ManageTemplates only', async () => {
    const response = await call('GET', '/api/message-templates')
    // Nine events (issue 29's seven, issue 31's report-card.ready and level.passed), two channels, two languages.
    expect(response.json<{ items: Template[] }>().items).toHaveLength(36)
    expect((await call('GET', '/api/message-templates', undefined, cashier)).statusCode).toBe(403)
  })

  it('refuses an unknown placeholder or an unreadable plural block on its field', async () => {
    const template = await templateOf('session.cancelled', 'whatsapp', 'ar')
    const unknown = await call('PUT', `/api/message-templates/${template.templateID}`, { body: 'أهلاً {parent}' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors.body).toBe(
      'Use guardian, swimmers, count, date, time, group, site, amount or expiry, not parent',
    )
    const plural = await call('PUT', `/api/message-templates/${template.templateID}`, {
      body: 'أهلاً {count, plural, one {حصة}',
    })
    expect(plural.statusCode).toBe(400)
    expect(plural.json().errors.body).toBe('A plural block does not read')
    const empty = await call('PUT', `/api/message-templates/${template.templateID}`, { body: '   ' })
    expect(empty.json().errors.body).toBe('Text is required')
    const missing = await call('PUT', '/api/message-templates/99999', { body: 'Hello {guardian}' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Template 99999 not found')
  })

  it('saves a text (audited) that the next event writes with', async () => {
    const template = await templateOf('site.closed', 'whatsapp', 'ar')
    const body =
      'يا {guardian}: {site} مقفول {date}. {count, plural, one {ابنك} two {ولادك الاتنين} other {ولادك}} {swimmers}'
    const saved = await call('PUT', `/api/message-templates/${template.templateID}`, { body })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().item).toMatchObject({ body, updatedByName: expect.any(String) })
    const trail = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'message-template')
      .where('entity_id', '=', String(template.templateID))
      .execute()
    expect(trail).toEqual([expect.objectContaining({ user_id: 1, action: 'ChangeTemplate' })])
    const [id] = await queueEventMessages(db(), {
      event: 'site.closed',
      about: 'closure:templates',
      siteID: SITE,
      swimmerIDs: [swimmer.id],
      facts: { date: '2026-12-01' },
      triggeredBy: 1,
      at: t.clock.now().toISOString(),
    })
    const row = await db().selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.text).toBe(`يا Salma Nabil: Club 13 مقفول الثلاثاء، ١ ديسمبر ٢٠٢٦. ابنك ${swimmer.full_name}`)
  })

  it('previews a text with a real swimmer of your sites and their family', async () => {
    const template = await templateOf('waitlist.offered', 'whatsapp', 'en')
    const preview = await call('POST', `/api/message-templates/${template.templateID}/preview`, {
      body: 'Dear {guardian}, {swimmers} at {site}, by {expiry}',
      swimmerID: swimmer.id,
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toEqual({
      subject: null,
      text: `Dear Salma Nabil, ${swimmer.full_name} at Club 13, by Monday, 23 November 2026`,
      guardianName: 'Salma Nabil',
      language: 'en',
    })
    // A swimmer of a site the user does not hold is not found (server/test/security: object-access).
  })
})
