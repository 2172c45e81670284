import type { Kysely } from 'kysely'
import { migrateTo, migrateToLatest } from '../../src/db/migrator'
import { buildTestApp, type TestApp } from '../helper'

// Migration 0036 (issue 29): the outbox's tables, the default templates in Egyptian Arabic and English, and the new
// actions granted on an existing database as the seed grants them on a new one. 0037, 0038: the sites' reminder
// days and sending hours.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before and after the migration
type AnyDb = Kysely<any>

const NEW_ACTIONS = ['ViewMessages', 'SendMessages', 'ManageTemplates']

describe('migrations 0036 to 0038: messages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const grants = (db: AnyDb) =>
    db
      .selectFrom('privileges as p')
      .innerJoin('actions as a', 'a.id', 'p.action_id')
      .select(['p.user_type_id', 'a.name'])
      .where('a.name', 'in', NEW_ACTIONS)
      .orderBy('p.user_type_id')
      .orderBy('a.name')
      .execute()
  const EXPECTED = [
    { user_type_id: 71, name: 'ManageTemplates' },
    { user_type_id: 71, name: 'SendMessages' },
    { user_type_id: 71, name: 'ViewMessages' },
    { user_type_id: 72, name: 'SendMessages' },
    { user_type_id: 72, name: 'ViewMessages' },
  ]

  it('seeds a template per event, channel and language, and the seed grants what the migration grants', async () => {
    const db = t.database.db as AnyDb
    const templates = await db.selectFrom('message_templates').select(['event', 'channel', 'language']).execute()
    // Issue 29's seven events, and issue 31's two (report-card.ready, level.passed, migration 0039).
    expect(templates).toHaveLength(9 * 2 * 2)
    expect(await grants(db)).toEqual(EXPECTED)
  })

  it('goes down and up again on an existing database, granting the actions to Administrator and Cashier', async () => {
    const db = t.database.db as AnyDb
    const down = await migrateTo(db, '0035-parent-contact-one-truth')
    expect(down.error).toBeUndefined()
    expect(await grants(db)).toEqual([])
    // Later migrations come up with them.
    expect((await migrateToLatest(db)).slice(0, 3)).toEqual([
      '0036-messages',
      '0037-message-schedules',
      '0038-message-hours',
    ])
    expect(await grants(db)).toEqual(EXPECTED)
    const english = await db
      .selectFrom('message_templates')
      .select('body')
      .where('event', '=', 'session.cancelled')
      .where('channel', '=', 'whatsapp')
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow()
    expect(english.body).toContain('{swimmers}')
  })
})
