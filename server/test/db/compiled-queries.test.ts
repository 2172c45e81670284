import { compiledOnce, namedStatement } from '../../src/db/compiled-queries'
import { findRunningGroups } from '../../src/domains/swimmers/swimmers.repository'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Queries compiled once per shape (issue 17): the same rows as building the query each time, one compilation per
// shape, and — for the session lookup every request runs — nothing kept between requests but the SQL text: a
// revoked session or a withdrawn privilege applies from the next request.

describe('queries compiled once per shape', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => t?.close())

  it('answers what building the query each time answers, whatever the values and list lengths', async () => {
    let builds = 0
    const sitesOf = compiledOnce((db, params: { ids: number[]; minimum: number; name?: string }) => {
      builds++
      let query = db.selectFrom('sites').select(['id', 'name']).where('id', 'in', params.ids)
      query = query.where('id', '>=', params.minimum)
      if (params.name !== undefined) query = query.where('name', '=', params.name)
      return query.orderBy('id')
    })
    const direct = (ids: number[], minimum: number, name?: string) => {
      let query = t.database.db.selectFrom('sites').select(['id', 'name']).where('id', 'in', ids)
      query = query.where('id', '>=', minimum)
      if (name !== undefined) query = query.where('name', '=', name)
      return query.orderBy('id').execute()
    }
    const cases: Array<[number[], number, string?]> = [
      [[61, 62, 63], 0],
      [[64, 65, 66], 65],
      [[61, 62, 63], 62],
      [[61], 0],
      [[69], 0],
      [[61, 62, 63], 0, 'Smart Way'],
      [[61, 62, 63], 0, 'Club 13'],
    ]
    for (const [ids, minimum, name] of cases) {
      expect(await sitesOf(t.database.db, { ids, minimum, name })).toEqual(await direct(ids, minimum, name))
    }
    expect(await sitesOf(t.database.db, { ids: [64, 65, 66], minimum: 65 })).toEqual([
      { id: 65, name: expect.any(String) },
      { id: 66, name: expect.any(String) },
    ])
    // Shapes: three sites, one site, three sites with a name.
    expect(builds).toBe(3)
  })

  it('names the compiled statements for PostgreSQL, and only those', async () => {
    const compiled = t.database.db.selectFrom('sites').select('id').where('id', '=', 61).compile()
    expect(namedStatement(compiled.sql)).toBeUndefined()
    const byId = compiledOnce((db, params: { id: number }) =>
      db.selectFrom('sites').select('id').where('id', '=', params.id),
    )
    expect(await byId(t.database.db, { id: 61 })).toEqual([{ id: 61 }])
    expect(namedStatement(compiled.sql)).toMatch(/^app_q\d+$/)
  })

  it('the running groups of several swimmers, as one statement per number of swimmers', async () => {
    const today = t.clock.now().toISOString().slice(0, 10)
    const many = await findRunningGroups(t.database.db, [1, 2, 3, 4, 5, 6, 7, 8], today)
    const each = (
      await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((id) => findRunningGroups(t.database.db, [id], today)))
    )
      .flat()
      .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.enrolment_id - a.enrolment_id)
    expect(many.length).toBeGreaterThan(0)
    expect(many).toEqual(each)
  })

  it('a revoked session and a withdrawn privilege apply from the next request', async () => {
    const token = await login(t.app, 1)
    const search = () =>
      injectAs(t.app, token, { method: 'POST', url: '/api/swimmers/search', payload: { swimmerID: 1 } })
    expect((await search()).statusCode).toBe(200)
    const admin = await t.database.db
      .selectFrom('users')
      .select('user_type_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const swimmerActions = await t.database.db
      .selectFrom('actions')
      .select('id')
      .where('module', '=', 'Mod_SW')
      .execute()
    const actionIds = swimmerActions.map((action) => action.id)
    const withdrawn = await t.database.db
      .selectFrom('privileges')
      .selectAll()
      .where('user_type_id', '=', admin.user_type_id)
      .where('action_id', 'in', actionIds)
      .execute()
    expect(withdrawn.length).toBeGreaterThan(0)
    await t.database.db
      .deleteFrom('privileges')
      .where('user_type_id', '=', admin.user_type_id)
      .where('action_id', 'in', actionIds)
      .execute()
    try {
      expect((await search()).statusCode).toBe(403)
    } finally {
      await t.database.db.insertInto('privileges').values(withdrawn).execute()
    }
    expect((await search()).statusCode).toBe(200)
    await t.database.db.updateTable('auth_sessions').set({ revoked_at: t.clock.now().toISOString() }).execute()
    expect((await search()).statusCode).toBe(401)
  })
})
