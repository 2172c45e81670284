import { ACTIONS_BY_MODULE } from '@contract/modules'
import { migrateToLatest } from '../../src/db/migrator'
import { seedIfEmpty } from '../../src/db/seed'
import { createTestDatabase, type TestDatabase } from '../helper'

describe('seeding an empty database', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
    await migrateToLatest(database.db)
  })
  afterAll(() => database.dispose())

  it('seeds reference data without demo data when told so, and only once', async () => {
    const now = new Date('2026-11-21T09:00:00Z')
    expect(await seedIfEmpty(database.db, database.dialect, { demoData: false, now })).toBe('seeded')
    expect(await seedIfEmpty(database.db, database.dialect, { demoData: true, now })).toBe('kept')
    const users = await database.db.selectFrom('users').select('id').execute()
    expect(users).toEqual([])
    const swimmers = await database.db.selectFrom('swimmers').select('id').execute()
    expect(swimmers).toEqual([])
  })

  it('has every action of the catalogue with its module', async () => {
    const actions = await database.db.selectFrom('actions').select(['module', 'name']).execute()
    const expected = Object.entries(ACTIONS_BY_MODULE).flatMap(([module, names]) =>
      names.map((name) => ({ module, name })),
    )
    expect(actions).toHaveLength(expected.length)
    expect(actions).toEqual(expect.arrayContaining(expected))
  })

  it('grants the administrator every action and the trainee none', async () => {
    const count = async (type: number) =>
      (await database.db.selectFrom('privileges').select('action_id').where('user_type_id', '=', type).execute()).length
    const allActions = (await database.db.selectFrom('actions').select('id').execute()).length
    expect(await count(71)).toBe(allActions)
    expect(await count(75)).toBe(0)
  })

  it('seeds the nine fixed sites', async () => {
    const sites = await database.db.selectFrom('sites').select(['id', 'name']).orderBy('id').execute()
    expect(sites.map((site) => site.id)).toEqual([61, 62, 63, 64, 65, 66, 67, 68, 69])
  })

  it('lets new sites take the next id after the seeded ones', async () => {
    const inserted = await database.db
      .insertInto('sites')
      .values({ name: 'New Pool', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(inserted.id).toBe(70)
  })
})
