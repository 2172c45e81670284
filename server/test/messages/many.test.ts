import { queueEventMessages } from '../../src/domains/messages/messages.service'
import { buildTestApp, type TestApp } from '../helper'

// An event with more guardians than one statement writes (issue 29: a closed day at the busiest site writes thousands
// of messages in its transaction, a slice of rows per statement): every guardian gets exactly one message, naming
// their swimmers, with its first status, whatever order the engine returns the new rows in. SQLite and PostgreSQL.

const GUARDIANS = 1_203

describe('an event with many guardians', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  }, 60_000)
  afterAll(() => t.close())

  it('writes one message per guardian, in slices, each naming the right swimmers', async () => {
    const db = t.database.db
    const at = t.clock.now().toISOString()
    const swimmers = await db
      .selectFrom('swimmers')
      .select('id')
      .where('site', '=', 62)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute()
    const { id: familyId } = await db
      .insertInto('families')
      .values({ notes: '', merged_into: null, created_at: at, created_by: 1, updated_at: null, updated_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('swimmers')
      .set({ family_id: familyId })
      .where(
        'id',
        'in',
        swimmers.map((swimmer) => swimmer.id),
      )
      .execute()
    const guardianIds: number[] = []
    for (let from = 0; from < GUARDIANS; from += 400) {
      const rows = await db
        .insertInto('guardians')
        .values(
          Array.from({ length: Math.min(400, GUARDIANS - from) }, (_, index) => ({
            full_name: `Guardian ${from + index}`,
            relation: 'parent',
            email: null,
            preferred_channel: 'whatsapp' as const,
            language: (index % 2 === 0 ? 'ar' : 'en') as 'ar' | 'en',
            created_at: at,
            created_by: 1,
            updated_at: null,
            updated_by: null,
          })),
        )
        .returning('id')
        .execute()
      guardianIds.push(...rows.map((row) => row.id))
    }
    for (let from = 0; from < guardianIds.length; from += 400) {
      const ids = guardianIds.slice(from, from + 400)
      await db
        .insertInto('guardian_phones')
        .values(ids.map((id) => ({ guardian_id: id, phone: `+2010${String(id).padStart(8, '0')}`, position: 0 })))
        .execute()
      await db
        .insertInto('family_guardians')
        .values(ids.map((id) => ({ family_id: familyId, guardian_id: id, is_primary: 0, is_payer: 0, added_at: at })))
        .execute()
      await db
        .insertInto('guardian_consents')
        .values(
          ids.map((id) => ({
            guardian_id: id,
            channel: 'whatsapp' as const,
            purpose: 'service' as const,
            granted: 1 as const,
            how: 'in-person',
            recorded_by: 1,
            recorded_at: at,
          })),
        )
        .execute()
    }

    const ids = await queueEventMessages(db, {
      event: 'site.closed',
      about: 'closure:many',
      siteID: 62,
      swimmerIDs: swimmers.map((swimmer) => swimmer.id),
      facts: { date: '2026-12-01' },
      triggeredBy: 1,
      at,
    })
    expect(ids).toHaveLength(GUARDIANS)
    expect(new Set(ids).size).toBe(GUARDIANS)
    const messages = await db
      .selectFrom('messages')
      .select(['id', 'guardian_id', 'recipient', 'language', 'text'])
      .where('about', '=', 'closure:many')
      .execute()
    expect(messages).toHaveLength(GUARDIANS)
    for (const message of messages) {
      expect(message.recipient).toBe(`+2010${String(message.guardian_id).padStart(8, '0')}`)
      expect(message.text).toContain(`Guardian ${guardianIds.indexOf(message.guardian_id)}`)
    }
    const named = await db
      .selectFrom('message_swimmers as ms')
      .innerJoin('messages as m', 'm.id', 'ms.message_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('m.about', '=', 'closure:many')
      .executeTakeFirstOrThrow()
    expect(Number(named.n)).toBe(GUARDIANS * swimmers.length)
    const history = await db
      .selectFrom('message_status_history as h')
      .innerJoin('messages as m', 'm.id', 'h.message_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('m.about', '=', 'closure:many')
      .where('h.status', '=', 'prepared')
      .executeTakeFirstOrThrow()
    expect(Number(history.n)).toBe(GUARDIANS)
  })
})
