import { sql } from 'kysely'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import {
  coachUserToken,
  enrol,
  freeSchoolCoach,
  get,
  post,
  schoolPayload,
  swimmersWithoutSchool,
} from '../routes/schools-fixtures'
import { addFamily } from './fixtures'

// Messages to families (issue 29) on SQLite and PostgreSQL: the events of the academy's week become messages in the
// event's own transaction, one per guardian per event, by consent, channel and language; the outbox lists them and
// a WhatsApp-by-link message is marked sent. The test clock stands at Saturday 2026-11-21 09:00 UTC (11:00 in
// Cairo); school A meets on Saturdays and Tuesdays at 07:00.
//
// The families are the test's own: Mona (Arabic, WhatsApp, service consent) and Karim (English, prefers e-mail with
// service consent for e-mail and WhatsApp; no SMTP here, so WhatsApp) are the guardians of the siblings Ali and Laila;
// Samir, Omar's father, holds marketing consent only (and a service consent he withdrew).

const SITE = 62
const MONA_PHONE = '+201001234567'
const KARIM_PHONE = '+201119876543'
const SAMIR_PHONE = '+201552223344'

interface Item {
  messageID: number
  guardianID: number
  guardianName: string
  swimmerIDs: number[]
  swimmerNames: string[]
  channel: string
  event: string
  status: string
  text: string
  link: string | null
  language: string
  siteID: number
  createdAt: string
  triggeredByUserID: number | null
  history: Array<{ status: string; byUserID: number | null }>
}

describe('messages to families', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let coach: string
  let schoolA: number
  let ali: { id: number; full_name: string }
  let laila: { id: number; full_name: string }
  let omar: { id: number; full_name: string }
  let mona: number
  let karim: number
  let samir: number

  const db = () => t.database.db
  const outbox = async (query: string, token = admin) => {
    const response = await get(t, token, `/api/messages?${query}`)
    expect(response.statusCode).toBe(200)
    return response.json<{ items: Item[]; nextBefore: number | null }>()
  }
  const ours = (items: Item[]) => items.filter((item) => [mona, karim, samir].includes(item.guardianID))
  const countMessages = async () =>
    Number(
      (
        await db()
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const sessionOn = async (date: string) => {
    const response = await get(t, admin, `/api/timetable?site=${SITE}&from=${date}&to=${date}`)
    const found = response
      .json<Array<{ sessionID: number; groupID: number; kind: string }>>()
      .find((session) => session.kind === 'school' && session.groupID === schoolA)
    if (!found) throw new Error(`no session of school ${schoolA} on ${date}`)
    return found.sessionID
  }

  /** A trigger that refuses a session's audit entry, on either engine (or drops it). */
  async function failSessionAudit(on: boolean) {
    if (usingPostgres && on) {
      await sql`create function fail_session_audit() returns trigger language plpgsql as $$
        begin
          if new.entity = 'session' then raise exception 'the audit trail is unavailable'; end if;
          return new;
        end $$`.execute(db())
      await sql`create trigger fail_session_audit before insert on audit_log for each row
        execute function fail_session_audit()`.execute(db())
    } else if (usingPostgres) {
      await sql`drop trigger fail_session_audit on audit_log`.execute(db())
      await sql`drop function fail_session_audit()`.execute(db())
    } else if (on) {
      await sql`create trigger fail_session_audit before insert on audit_log when new.entity = 'session'
        begin select raise(abort, 'the audit trail is unavailable'); end`.execute(db())
    } else {
      await sql`drop trigger fail_session_audit`.execute(db())
    }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    cashier = await login(t.app, 2)
    coach = await coachUserToken(t, 901, [SITE])
    const coachA = await freeSchoolCoach(db(), SITE, 'Messages Coach A')
    schoolA = (await post(t, admin, '/api/schools/create', schoolPayload(coachA, SITE))).json().schoolID
    ;[ali, laila, omar] = await swimmersWithoutSchool(db(), SITE, 3)
    for (const swimmer of [ali, laila, omar]) await enrol(t, schoolA, swimmer.id, SITE)
    ;[mona, karim] = await addFamily(
      db(),
      t.clock.now().toISOString(),
      [ali.id, laila.id],
      [
        {
          name: 'Mona Adel',
          phone: MONA_PHONE,
          channel: 'whatsapp',
          language: 'ar',
          consents: [['whatsapp', 'service', true]],
        },
        {
          name: 'Karim Adel',
          phone: KARIM_PHONE,
          email: 'karim@example.com',
          channel: 'email',
          language: 'en',
          consents: [
            ['email', 'service', true],
            ['whatsapp', 'service', true],
          ],
        },
      ],
    )
    ;[samir] = await addFamily(
      db(),
      t.clock.now().toISOString(),
      [omar.id],
      [
        {
          name: 'Samir Fathy',
          phone: SAMIR_PHONE,
          channel: 'whatsapp',
          language: 'ar',
          consents: [
            ['whatsapp', 'marketing', true],
            ['whatsapp', 'service', true],
            ['whatsapp', 'service', false],
          ],
        },
      ],
    )
  }, 60_000) // a fresh PostgreSQL schema, migrated and seeded, takes longer than jest's 5 s on a busy machine
  afterAll(() => t.close())

  describe('a cancelled session', () => {
    let cancelled: Item[]

    it('writes one message per guardian naming both siblings, none without service consent', async () => {
      const sessionID = await sessionOn('2026-11-24')
      const response = await post(t, admin, `/api/sessions/${sessionID}/cancel`, { reason: 'Coach ill' })
      expect(response.statusCode).toBe(200)
      cancelled = ours((await outbox(`site=${SITE}&event=session.cancelled`)).items)
      expect(cancelled.map((item) => item.guardianID).sort()).toEqual([mona, karim].sort())
      for (const item of cancelled) {
        expect(item).toMatchObject({
          event: 'session.cancelled',
          channel: 'whatsapp-link',
          status: 'prepared',
          siteID: SITE,
          triggeredByUserID: 1,
          swimmerIDs: [ali.id, laila.id].sort((a, b) => a - b),
        })
        expect(item.history).toEqual([expect.objectContaining({ status: 'prepared', byUserID: 1 })])
      }
      // Samir withdrew his service consent (the latest record holds): Omar's cancellation reaches no one.
      expect(cancelled.some((item) => item.swimmerIDs.includes(omar.id))).toBe(false)
    })

    it("is written in the guardian's language, with the academy's date and time, and a wa.me link", async () => {
      const arabic = cancelled.find((item) => item.guardianID === mona)!
      expect(arabic.language).toBe('ar')
      expect(arabic.text).toContain('أهلاً Mona Adel')
      expect(arabic.text).toContain(`${ali.full_name} و${laila.full_name}`)
      // Tuesday 24 November 2026, 07:00 on the academy's clock (not UTC's 05:00), in Egyptian Arabic's digits.
      expect(arabic.text).toContain('الثلاثاء')
      expect(arabic.text).toContain('٢٤ نوفمبر')
      expect(arabic.text).toContain('٧:٠٠')
      expect(arabic.link).toBe(`https://wa.me/201001234567?text=${encodeURIComponent(arabic.text)}`)

      // Karim prefers e-mail, but the academy has no SMTP configured: his next consented channel, WhatsApp.
      const english = cancelled.find((item) => item.guardianID === karim)!
      expect(english.language).toBe('en')
      expect(english.text).toBe(
        `Hello Karim Adel, the School ${schoolA} (Level 1) session of ${ali.full_name} and ${laila.full_name} on ` +
          'Tuesday, 24 November 2026 at 07:00 at Club 13 is cancelled. We are sorry for the trouble.',
      )
      expect(english.link).toBe(`https://wa.me/201119876543?text=${encodeURIComponent(english.text)}`)
    })

    it('writes nothing when the operation is refused', async () => {
      const before = await countMessages()
      const sessionID = await sessionOn('2026-11-24')
      // Already cancelled: 409.
      expect((await post(t, admin, `/api/sessions/${sessionID}/cancel`, { reason: 'Again' })).statusCode).toBe(409)
      // Refused after its messages were written (the database refuses the audit entry, the last write): the whole
      // transaction is rolled back, its messages with it.
      const saturday = await sessionOn('2026-11-28')
      await failSessionAudit(true)
      try {
        const refused = await post(t, admin, `/api/sessions/${saturday}/cancel`, { reason: 'Rolled back' })
        expect(refused.statusCode).toBe(500)
      } finally {
        await failSessionAudit(false)
      }
      expect(await countMessages()).toBe(before)
      const session = await get(t, admin, `/api/sessions/${saturday}`)
      expect(session.json()).toMatchObject({ status: 'scheduled' })
    })
  })

  describe('marking a WhatsApp-by-link message sent', () => {
    it('records who sent it (history and audit); a second time is a 409, an unknown one a 404', async () => {
      const [item] = ours((await outbox(`site=${SITE}&event=session.cancelled&status=prepared`)).items)
      const sent = await post(t, cashier, `/api/messages/${item.messageID}/sent`, {})
      expect(sent.statusCode).toBe(200)
      expect(sent.json().item).toMatchObject({ messageID: item.messageID, status: 'sent' })
      expect(sent.json().item.history).toEqual([
        expect.objectContaining({ status: 'prepared', byUserID: 1 }),
        expect.objectContaining({ status: 'sent', byUserID: 2 }),
      ])
      const trail = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'message')
        .where('entity_id', '=', String(item.messageID))
        .execute()
      expect(trail).toEqual([expect.objectContaining({ user_id: 2, action: 'MarkMessageSent', site: SITE })])

      const again = await post(t, cashier, `/api/messages/${item.messageID}/sent`, {})
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe(
        `Message ${item.messageID} is already sent: only a prepared message can be marked sent`,
      )
      const missing = await post(t, admin, '/api/messages/99999999/sent', {})
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('Message 99999999 not found')
      // In Arabic too.
      const arabic = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/messages/99999999/sent',
        payload: {},
        headers: { 'accept-language': 'ar' },
      })
      expect(arabic.json().message).toBe('مفيش رسالة رقم 99999999')
      expect((await outbox(`site=${SITE}&status=sent`)).items.map((row) => row.messageID)).toContain(item.messageID)
    })
  })

  describe('other events', () => {
    it('an excused absence credits both siblings: one message, with Arabic plurals and the expiry', async () => {
      const sessionID = await sessionOn('2026-11-28')
      const marked = await post(t, admin, `/api/sessions/${sessionID}/attendance`, {
        entries: [
          { swimmerID: ali.id, status: 'excused' },
          { swimmerID: laila.id, status: 'excused' },
        ],
      })
      expect(marked.statusCode).toBe(200)
      const items = ours((await outbox(`site=${SITE}&event=makeup.credited`)).items)
      expect(items.map((item) => item.guardianID).sort()).toEqual([mona, karim].sort())
      const arabic = items.find((item) => item.guardianID === mona)!
      expect(arabic.text).toContain('اتضافت حصتين تعويض')
      expect(items.find((item) => item.guardianID === karim)!.text).toContain('2 make-up sessions were credited')
    })

    it('a closed day writes one message per guardian for all their swimmers', async () => {
      const closed = await post(t, admin, `/api/sites/${SITE}/closures`, { date: '2026-12-01', reason: 'Pool repair' })
      expect(closed.statusCode).toBe(200)
      const items = ours((await outbox(`site=${SITE}&event=site.closed`)).items)
      expect(items.map((item) => item.guardianID).sort()).toEqual([mona, karim].sort())
      expect(items[0].swimmerIDs).toEqual([ali.id, laila.id].sort((a, b) => a - b))
      expect(items.find((item) => item.guardianID === karim)!.text).toBe(
        `Hello Karim Adel, Club 13 is closed on Tuesday, 1 December 2026, so there is no session for ${ali.full_name} and ${laila.full_name} that day.`,
      )
    })
  })

  describe('a waitlist offer', () => {
    it("offers two siblings places together: one message to their guardian, with the offer's expiry", async () => {
      const coachB = await freeSchoolCoach(db(), SITE, 'Messages Coach B')
      const created = await post(
        t,
        admin,
        '/api/schools/create',
        schoolPayload(coachB, SITE, { capacity: '1', startTime: '16:00', endTime: '17:00' }),
      )
      const schoolB = created.json().schoolID as number
      const [filler, sara, youssef] = (await swimmersWithoutSchool(db(), SITE, 6)).filter(
        (swimmer) => ![ali.id, laila.id, omar.id].includes(swimmer.id),
      )
      await enrol(t, schoolB, filler.id, SITE)
      const school = await db().selectFrom('schools').selectAll().where('id', '=', schoolB).executeTakeFirstOrThrow()
      await db()
        .updateTable('swimmers')
        .set({ current_level: school.level })
        .where('id', 'in', [sara.id, youssef.id])
        .execute()
      const [rania] = await addFamily(
        db(),
        t.clock.now().toISOString(),
        [sara.id, youssef.id],
        [
          {
            name: 'Rania Said',
            phone: '+201277778888',
            channel: 'whatsapp',
            language: 'en',
            consents: [['whatsapp', 'service', true]],
          },
        ],
      )
      for (const swimmer of [sara, youssef]) {
        const waiting = await post(t, admin, `/api/schools/${schoolB}/waitlist`, { swimmerID: swimmer.id, note: '' })
        expect(waiting.statusCode).toBe(200)
      }
      expect(ours((await outbox(`site=${SITE}&event=waitlist.offered`)).items)).toEqual([])
      const raised = await injectAs(t.app, admin, {
        method: 'PUT',
        url: '/api/schools/update',
        payload: {
          schoolID: schoolB,
          schoolLevel: school.level,
          coachID: school.coach_id,
          firstDay: school.first_day,
          secondDay: school.second_day,
          startTime: school.start_time,
          endTime: school.end_time,
          type: school.school_type,
          site: SITE,
          capacity: 3,
        },
      })
      expect(raised.statusCode).toBe(200)
      const offers = (await outbox(`site=${SITE}&event=waitlist.offered`)).items.filter(
        (item) => item.guardianID === rania,
      )
      expect(offers).toHaveLength(1)
      expect(offers[0].swimmerIDs).toEqual([sara.id, youssef.id].sort((a, b) => a - b))
      const entry = await db()
        .selectFrom('waitlist_entries')
        .select('offer_expires_on')
        .where('swimmer_id', '=', sara.id)
        .executeTakeFirstOrThrow()
      const expiry = new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${entry.offer_expires_on}T00:00:00Z`))
      expect(offers[0].text).toBe(
        `Hello Rania Said, a place in School ${schoolB} (Level 1) at Club 13 is free for ${sara.full_name} and ` +
          `${youssef.full_name}. The offer holds until ${expiry}: contact us to take it.`,
      )
    })
  })

  describe('the outbox', () => {
    it("lists a family's messages: those to its guardians", async () => {
      const familyId = (
        await db().selectFrom('swimmers').select('family_id').where('id', '=', ali.id).executeTakeFirstOrThrow()
      ).family_id
      const items = (await outbox(`family=${familyId}&limit=200`)).items
      expect(items.length).toBeGreaterThan(0)
      expect(new Set(items.map((item) => item.guardianID))).toEqual(new Set([mona, karim]))
    })

    it('lists newest first, in pages', async () => {
      const all = (await outbox(`site=${SITE}&limit=200`)).items
      const sorted = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.messageID - a.messageID)
      expect(all.map((item) => item.messageID)).toEqual(sorted.map((item) => item.messageID))
      const first = await outbox(`site=${SITE}&limit=2`)
      expect(first.items.map((item) => item.messageID)).toEqual(all.slice(0, 2).map((item) => item.messageID))
      const second = await outbox(`site=${SITE}&limit=2&before=${first.nextBefore}`)
      expect(second.items.map((item) => item.messageID)).toEqual(all.slice(2, 4).map((item) => item.messageID))
    })

    it('needs ViewMessages, and shows no message of a site the user does not hold', async () => {
      expect((await get(t, coach, '/api/messages')).statusCode).toBe(403)
      const [any] = ours((await outbox(`site=${SITE}`)).items)
      expect((await post(t, coach, `/api/messages/${any.messageID}/sent`, {})).statusCode).toBe(403)
      // A message of Smart Way (61), where the cashier does not work.
      const { id } = await db()
        .insertInto('messages')
        .values({
          event: 'session.cancelled',
          about: 'session:0',
          site_id: 61,
          guardian_id: mona,
          channel: 'whatsapp-link',
          recipient: MONA_PHONE,
          language: 'ar',
          email_subject: null,
          text: 'Smart Way',
          status: 'prepared',
          link: null,
          next_attempt_at: null,
          provider_message_id: null,
          failure_reason: null,
          triggered_by: 1,
          created_at: t.clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect((await outbox('limit=200', cashier)).items.map((item) => item.messageID)).not.toContain(id)
      expect((await outbox('limit=200', admin)).items.map((item) => item.messageID)).toContain(id)
      expect((await get(t, cashier, '/api/messages?site=61')).statusCode).toBe(403)
      expect((await post(t, cashier, `/api/messages/${id}/sent`, {})).statusCode).toBe(404)
    })

    it('names the field of bad input', async () => {
      const status = await get(t, admin, '/api/messages?status=lost')
      expect(status.statusCode).toBe(400)
      expect(status.json().errors.status).toBe(
        'Status must be prepared, queued, sending, sent, delivered, read, failed or unknown',
      )
      const limit = await get(t, admin, '/api/messages?limit=0')
      expect(limit.json().errors.limit).toBe('Limit must be a whole number from 1 to 200')
      const event = await get(t, admin, '/api/messages?event=party')
      expect(Object.keys(event.json().errors)).toEqual(['event'])
      const id = await post(t, admin, '/api/messages/abc/sent', {})
      expect(id.statusCode).toBe(400)
      expect(id.json().errors.id).toBe('Message must be a message number')
      const before = await get(t, admin, '/api/messages?before=99999999')
      expect(before.statusCode).toBe(400)
      expect(before.json().errors.before).toBe('Choose a message of this list')
    })
  })
})
