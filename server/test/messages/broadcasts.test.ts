import { runOutboxRound } from '../../src/domains/messages/outbox.service'
import type { Sender } from '../../src/domains/messages/senders'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { enrol, freeSchoolCoach, post, schoolPayload, swimmersWithoutSchool } from '../routes/schools-fixtures'
import { addFamily } from './fixtures'

// Broadcasts (issue 29) on SQLite and PostgreSQL: composed to an audience of a site (here a school's swimmers), the
// count after removing duplicate guardians (two siblings: one guardian) and those without marketing consent, a
// preview, the send (one message per guardian, audited), the field a bad request names, and never sent on a Friday.

const SITE = 62
const ZONE = 'Africa/Cairo'

describe('broadcasts', () => {
  let t: TestApp
  let admin: string
  let school: number
  let amal: number
  let sisters: Array<{ id: number; full_name: string }>
  const db = () => t.database.db
  const request = (extra: object = {}) => ({
    site: SITE,
    audience: 'school',
    id: school,
    ar: 'أهلاً {guardian}، كورس الصيف بيبدأ قريب لـ{swimmers}',
    en: 'Hello {guardian}, the summer course starts soon for {swimmers}',
    ...extra,
  })

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    const coach = await freeSchoolCoach(db(), SITE, 'Broadcast Coach')
    school = (await post(t, admin, '/api/schools/create', schoolPayload(coach, SITE))).json().schoolID
    const swimmers = await swimmersWithoutSchool(db(), SITE, 3)
    for (const swimmer of swimmers) await enrol(t, school, swimmer.id, SITE)
    sisters = swimmers.slice(0, 2)
    const at = t.clock.now().toISOString()
    ;[amal] = await addFamily(
      db(),
      at,
      sisters.map((swimmer) => swimmer.id),
      [
        {
          name: 'Amal Zaki',
          phone: '+201033334444',
          channel: 'whatsapp',
          language: 'ar',
          consents: [
            ['whatsapp', 'service', true],
            ['whatsapp', 'marketing', true],
          ],
        },
      ],
    )
    await addFamily(
      db(),
      at,
      [swimmers[2].id],
      [
        {
          name: 'Tarek Omar',
          phone: '+201055556666',
          channel: 'whatsapp',
          language: 'en',
          consents: [['whatsapp', 'service', true]],
        },
      ],
    )
  }, 60_000)
  afterAll(() => t.close())

  it('counts the audience once per guardian, leaving out those without marketing consent, with a preview', async () => {
    const count = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/messages/broadcasts/count',
      payload: request(),
    })
    expect(count.statusCode).toBe(200)
    expect(count.json()).toEqual({
      swimmers: 3,
      guardians: 2,
      withoutConsent: 1,
      messages: 1,
      preview: `أهلاً Amal Zaki، كورس الصيف بيبدأ قريب لـ${sisters[0].full_name} و${sisters[1].full_name}`,
    })
    expect(await db().selectFrom('messages').select('id').where('event', '=', 'broadcast').execute()).toEqual([])
  })

  it('writes one message per guardian with consent, audited', async () => {
    const sent = await injectAs(t.app, admin, { method: 'POST', url: '/api/messages/broadcasts', payload: request() })
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ message: 'The broadcast is written: 1 messages', messages: 1 })
    const rows = await db().selectFrom('messages').selectAll().where('event', '=', 'broadcast').execute()
    expect(rows).toEqual([
      expect.objectContaining({ guardian_id: amal, channel: 'whatsapp-link', status: 'prepared', triggered_by: 1 }),
    ])
    const trail = await db().selectFrom('audit_log').selectAll().where('entity', '=', 'broadcast').execute()
    expect(trail).toEqual([expect.objectContaining({ user_id: 1, action: 'SendBroadcast', site: SITE })])
  })

  it('names the field of a bad request', async () => {
    const send = (payload: object) =>
      injectAs(t.app, admin, { method: 'POST', url: '/api/messages/broadcasts/count', payload })
    expect((await send(request({ id: undefined }))).json().errors).toEqual({
      id: 'Choose the school, pre-team or level',
    })
    expect((await send(request({ audience: 'everyone' }))).json().errors).toEqual({
      audience: 'Audience must be site, school, pre-team, level or owing',
    })
    expect((await send(request({ en: ' ' }))).json().errors).toEqual({
      en: 'Write the message in Arabic and in English',
    })
  })

  it('never sends a broadcast on a Friday; other messages go', async () => {
    const row = (event: string) => ({
      event,
      about: `friday:${event}`,
      site_id: SITE,
      guardian_id: amal,
      channel: 'email' as const,
      recipient: 'amal@example.com',
      language: 'ar' as const,
      email_subject: 'x',
      text: 'x',
      status: 'queued' as const,
      link: null,
      next_attempt_at: '2026-11-21T09:00:00.000Z',
      provider_message_id: null,
      failure_reason: null,
      triggered_by: 1,
      created_at: '2026-11-21T09:00:00.000Z',
    })
    const inserted = await db()
      .insertInto('messages')
      .values([row('broadcast'), row('site.closed')])
      .returning(['id', 'event'])
      .execute()
    const idOf = (event: string) => inserted.find((one) => one.event === event)!.id
    const sent: number[] = []
    const email: Sender = {
      send: async (message) => {
        sent.push(message.id)
        return { ok: true, providerMessageId: `id-${message.id}` }
      },
    }
    // Friday 27 November 2026, 10:00 in Cairo.
    await runOutboxRound(db(), { at: '2026-11-27T08:00:00.000Z', senders: { email }, timeZone: ZONE })
    expect(sent).toEqual([idOf('site.closed')])
    // Saturday.
    await runOutboxRound(db(), { at: '2026-11-28T08:00:00.000Z', senders: { email }, timeZone: ZONE })
    expect(sent).toEqual([idOf('site.closed'), idOf('broadcast')])
  })
})
