import { createAdministrator, FirstAdminError } from '../../src/db/seed/first-admin'
import { buildTestApp, type TestApp } from '../helper'

// With DEMO_DATA=0 there is no staff account: `npm run create-admin` makes the first administrator.

describe('the first administrator', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ demoData: false })
  })
  afterAll(() => t?.close())

  it('refuses a short password or a missing name, and stores nothing', async () => {
    const now = t.clock.now()
    await expect(createAdministrator(t.app.db, { fullName: 'Nadia Admin', password: 'short', now })).rejects.toThrow(
      FirstAdminError,
    )
    await expect(createAdministrator(t.app.db, { fullName: ' ', password: 'long-enough-1', now })).rejects.toThrow(
      'The name must be 2 to 100 characters',
    )
    expect(await t.app.db.selectFrom('users').select('id').execute()).toEqual([])
  })

  it('signs in as an administrator of every site', async () => {
    const id = await createAdministrator(t.app.db, {
      fullName: 'Nadia Admin',
      password: 'first-admin-password',
      now: t.clock.now(),
    })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: id, password: 'first-admin-password' },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<{ siteList: Array<{ id: number }>; modules: string[] }>()
    expect(body.siteList).toHaveLength(9)
    expect(body.modules).toEqual(expect.arrayContaining(['Mod_SW', 'Mod_SC', 'Mod_PT', 'Mod_CO']))
    const audit = await t.app.db.selectFrom('audit_log').select(['action', 'user_id']).execute()
    expect(audit).toEqual([{ action: 'CreateFirstAdministrator', user_id: id }])
  })
})
