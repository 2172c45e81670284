import { hashPassword } from '../../src/lib/passwords'
import { withNameKey } from '../../src/lib/name-key'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'

describe('Settings: clubs and sites', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    cashier = await login(t.app, 2)
  })
  afterAll(() => t.close())

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, token, { method, url, payload })
  const audits = (entity: string, entityId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .execute()

  it('adds a club with tab characters stripped, lists it, and audits it', async () => {
    const response = await as(admin, 'POST', '/api/Club/insert', { description: '\tMaadi\tClub\t' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({ message: 'Club inserted successfully', subId: expect.any(Number), description: 'MaadiClub' })
    const list = await as(admin, 'GET', '/api/Club/1')
    expect(list.statusCode).toBe(200)
    expect(list.json()).toContainEqual({ description: 'MaadiClub', subId: body.subId })
    expect(list.json()[0]).toEqual({ description: 'Zamalek', descriptionAr: 'الزمالك', subId: 87 })
    const entries = await audits('club', body.subId)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ user_id: 1, action: 'InsertClub' })
    // The club is a real club: the lookup (app code 86) offers it to the swimmer forms.
    const lookup = await as(admin, 'GET', '/api/AppCode/86')
    expect(lookup.json()).toContainEqual({ code: body.subId, description: 'MaadiClub' })
  })

  it('refuses an empty description and a club that already exists, storing nothing', async () => {
    const before = await t.database.db.selectFrom('clubs').select('id').execute()
    const empty = await as(admin, 'POST', '/api/club/insert', { description: '\t \t' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual({ description: 'Please enter a description' })
    const missing = await as(admin, 'POST', '/api/club/insert', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toHaveProperty('description')
    const duplicate = await as(admin, 'POST', '/api/club/insert', { description: 'zamalek' })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().message).toBe('A club named "zamalek" already exists')
    expect(await t.database.db.selectFrom('clubs').select('id').execute()).toHaveLength(before.length)
  })

  it('answers 404 for an unknown user and 400 for a user ID that is not a number', async () => {
    expect((await as(admin, 'GET', '/api/club/9999')).statusCode).toBe(404)
    const bad = await as(admin, 'GET', '/api/club/abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ id: 'Please enter a valid user ID (number)' })
  })

  it("lists a user's sites by user ID", async () => {
    const response = await as(admin, 'GET', '/api/Site/2')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { description: 'Club 13', subId: 62 },
      { description: 'Egypt', subId: 63 },
    ])
  })

  it('refuses the cashier every club and site call (403), and says which action is missing', async () => {
    const insert = await as(cashier, 'POST', '/api/club/insert', { description: 'Cashier Club' })
    expect(insert.statusCode).toBe(403)
    expect(insert.json().message).toBe('You are not allowed to ManageClubs')
    expect((await as(cashier, 'GET', '/api/club/2')).statusCode).toBe(403)
    expect((await as(cashier, 'POST', '/api/site/insert', { description: 'Cashier Site' })).statusCode).toBe(403)
    expect((await as(cashier, 'GET', '/api/site/2')).statusCode).toBe(403)
    expect(await t.database.db.selectFrom('sites').select('id').where('name', '=', 'Cashier Site').execute()).toEqual(
      [],
    )
  })

  it('refuses a user with no settings action at all (403) and anyone signed out (401)', async () => {
    const trainee = await login(t.app, 4)
    const response = await as(trainee, 'GET', '/api/club/1')
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe('You do not have access to Settings')
    expect((await t.app.inject({ method: 'GET', url: '/api/club/1' })).statusCode).toBe(401)
  })

  it('makes a new site a real site: given to a new user, who signs in and can choose it', async () => {
    const created = await as(admin, 'POST', '/api/Site/insert', { description: 'New\tCairo' })
    expect(created.statusCode).toBe(200)
    const site = created.json()
    expect(site).toMatchObject({ message: 'Site inserted successfully', description: 'NewCairo' })
    expect(await audits('site', site.subId)).toHaveLength(1)
    // The administrator who added it has it from the next request, so they can give it to others.
    const adminSites = await as(admin, 'GET', '/api/site/1')
    expect(adminSites.json()).toContainEqual({ description: 'NewCairo', subId: site.subId })

    const user = await as(admin, 'POST', '/api/Users/create', {
      fullName: 'Nadia New Site',
      site: site.subId,
      userTypeId: 72,
      password: 'new-site-password',
      disabled: false,
    })
    expect(user.statusCode).toBe(200)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: user.json().userId, password: 'new-site-password' },
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json().siteList).toEqual([{ id: site.subId, name: 'NewCairo' }])
    // …and the cashier's invoice screen at that site works for them (nothing to collect yet).
    const invoices = await as(signIn.json().token, 'GET', `/api/invoice/fetch?siteId=${site.subId}`)
    expect(invoices.statusCode).toBe(404)
    expect(invoices.json().message).toBe('No invoices found for the given site.')
    // The site appears in the sites lookup too.
    const lookup = await as(admin, 'GET', '/api/appcode/60')
    expect(lookup.json()).toContainEqual({ code: site.subId, description: 'NewCairo' })
  })

  // Issue 25: an administrator of one site added a site only they had; from then on nobody had every site, so nobody
  // could change privileges, and the all-sites administrator could neither reach the new site nor manage its maker.
  it('adds a site only for a user of every site, and gives it to every user who had every site', async () => {
    const db = t.database.db
    await db
      .insertInto('users')
      .values([
        {
          id: 610,
          ...withNameKey('One Site Admin'),
          home_site: 61,
          user_type_id: 71,
          password_hash: await hashPassword('one-site-admin-pw'),
          disabled: 0,
          created_at: t.clock.now().toISOString(),
          created_by: null,
        },
        {
          id: 611,
          ...withNameKey('Every Site Cashier'),
          home_site: 61,
          user_type_id: 72,
          password_hash: await hashPassword('every-site-pw'),
          disabled: 0,
          created_at: t.clock.now().toISOString(),
          created_by: null,
        },
      ])
      .execute()
    const everySite = (await db.selectFrom('sites').select('id').where('disabled', '=', 0).execute()).map(
      (row) => row.id,
    )
    await db
      .insertInto('user_sites')
      .values([{ user_id: 610, site_id: 61 }, ...everySite.map((site) => ({ user_id: 611, site_id: site }))])
      .execute()
    const oneSiteAdmin = await login(t.app, 610, 'one-site-admin-pw')
    const sitesBefore = await db.selectFrom('sites').select('id').execute()
    const auditsBefore = await db.selectFrom('audit_log').select('id').execute()

    for (const url of ['/api/site/insert', '/api/Site/insert']) {
      const refused = await as(oneSiteAdmin, 'POST', url, { description: 'Probe Site by one-site admin' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toMatch(
        /^Adding a site needs every site: Club 13, Egypt, .+ and \d+ more are not yours$/,
      )
    }
    expect(await db.selectFrom('sites').select('id').execute()).toEqual(sitesBefore)
    expect(await db.selectFrom('audit_log').select('id').execute()).toEqual(auditsBefore)

    const created = await as(admin, 'POST', '/api/site/insert', { description: 'Heliopolis' })
    expect(created.statusCode).toBe(200)
    const site = created.json<{ subId: number }>().subId
    const holders = await db
      .selectFrom('user_sites')
      .select('user_id')
      .where('site_id', '=', site)
      .orderBy('user_id')
      .execute()
    expect(holders.map((row) => row.user_id)).toEqual([1, 611])
    expect((await audits('site', site))[0]?.after_json).toContain('"givenTo":[1,611]')
    // Both still have every site: privileges can still be changed by the administrator.
    const privileges = await as(admin, 'POST', '/api/userpriv/add', { privileges: [] })
    expect(privileges.json().message).not.toMatch(/needs every site/)
    const access = await injectAs(t.app, admin, { method: 'GET', url: '/api/settings/access' })
    expect(access.json().canChangePrivileges).toBe(true)
  })

  it('refuses a site name that already exists', async () => {
    const response = await as(admin, 'POST', '/api/site/insert', { description: 'club 13' })
    expect(response.statusCode).toBe(409)
    expect(response.json().errors).toEqual({ description: 'Already exists' })
  })
})
