import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { actionIdOf, grantsOfType } from './privilege-rows'

// Issue 27, "Editing what exists": a user's sites as a list (PUT /users/{id}/sites), disable and enable as one action
// (POST /users/{id}/disable, /enable), revoking a privilege from a title (DELETE /UserPriv), and what the Users and
// Title tabs read to offer them (the summary's sites and `manageable`, Actions/fetch's `revocable`).

describe('Settings: user sites, disable and enable, revoking a privilege (issue 27)', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  const as = (token: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
    injectAs(t.app, token, { method, url, payload, headers })
  const signIn = (userID: number, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userID, password } })
  let made = 0
  /** A new user of the admin's making, at site 62 unless told. */
  const newUser = async (overrides: object = {}) => {
    made += 1
    const response = await as(admin, 'POST', '/api/users/create', {
      fullName: `Issue Twenty Seven ${made}`,
      site: 62,
      userTypeId: 72,
      password: 'desk-password-1',
      disabled: false,
      ...overrides,
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ userId: number }>().userId
  }
  const sitesOf = async (userId: number) =>
    (
      await t.database.db
        .selectFrom('user_sites')
        .select('site_id')
        .where('user_id', '=', userId)
        .orderBy('site_id')
        .execute()
    ).map((row) => row.site_id)
  const auditOf = (entityId: number, action: string, entity = 'user') =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .where('action', '=', action)
      .orderBy('id')
      .execute()
  const actionId = (module: string, name: string) => actionIdOf(t.database.db, module, name)
  const grantsOf = (userType: number) => grantsOfType(t.database.db, userType)
  /** The coaches manager (user 3, Smart Way only) given a Settings action for a test; taken away by the returned call. */
  const grantTo73 = async (name: string) => {
    const id = await actionId('Settings', name)
    await t.database.db.insertInto('privileges').values({ user_type_id: 73, action_id: id }).execute()
    return () =>
      t.database.db.deleteFrom('privileges').where('user_type_id', '=', 73).where('action_id', '=', id).execute()
  }

  describe('PUT /users/{id}/sites', () => {
    it("sets the user's sites to the list, answers them with names, and audits before and after", async () => {
      const userId = await newUser()
      const set = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: [62, 63, 63] })
      expect(set.statusCode).toBe(200)
      expect(set.json()).toEqual({
        message: "User's sites saved",
        userId,
        sites: [
          { id: 62, name: 'Club 13' },
          { id: 63, name: 'Egypt' },
        ],
        changed: true,
      })
      expect(await sitesOf(userId)).toEqual([62, 63])
      expect((await signIn(userId, 'desk-password-1')).json().sites).toEqual(['Club 13', 'Egypt'])

      // Removing one: the list is what the user has now.
      const removed = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: [63] })
      expect(removed.json()).toMatchObject({ sites: [{ id: 63, name: 'Egypt' }], changed: true })
      expect(await sitesOf(userId)).toEqual([63])
      const audits = await auditOf(userId, 'UpdateUserSites')
      expect(audits).toHaveLength(2)
      expect(audits[1]).toMatchObject({ user_id: 1 })
      expect(JSON.parse(audits[1].before_json ?? '{}')).toEqual({ sites: [62, 63] })
      expect(JSON.parse(audits[1].after_json ?? '{}')).toEqual({ sites: [63], added: [], removed: [62] })

      // The same list again changes nothing and writes no audit entry.
      const again = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: ['63'] })
      expect(again.json()).toMatchObject({ sites: [{ id: 63 }], changed: false })
      expect(await auditOf(userId, 'UpdateUserSites')).toHaveLength(2)
    })

    it('closes a site taken away to the user from their next request', async () => {
      const userId = await newUser()
      await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: [62, 63] })
      const token = await login(t.app, userId, 'desk-password-1')
      expect((await as(token, 'GET', '/api/auth/me')).json().sites).toEqual(['Club 13', 'Egypt'])
      await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: [63] })
      expect((await as(token, 'GET', '/api/auth/me')).json().sites).toEqual(['Egypt'])
      const invoices = await as(token, 'GET', '/api/invoice/fetch?siteId=62')
      expect(invoices.statusCode).toBe(403)
      expect(invoices.json().message).toBe('Site 62 is not one of your sites')
    })

    it('takes Arabic-Indic digits', async () => {
      const userId = await newUser()
      const response = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: ['٦٣', '٦٤'] })
      expect(response.statusCode).toBe(200)
      expect(await sitesOf(userId)).toEqual([63, 64])
    })

    it('refuses an empty list, an unknown site and a bad id, naming the field, and stores nothing', async () => {
      const userId = await newUser()
      const empty = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: [] })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().errors).toEqual({ sites: 'A user needs at least one site' })
      const missing = await as(admin, 'PUT', `/api/users/${userId}/sites`, {})
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({ sites: 'A user needs at least one site' })
      const unknown = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: [62, 999] })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json()).toMatchObject({ message: 'Site 999 not found', errors: { sites: 'There is no site 999' } })
      const text = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: ['x'] })
      expect(text.statusCode).toBe(400)
      expect(Object.keys(text.json().errors)[0]).toMatch(/^sites/)
      expect(await sitesOf(userId)).toEqual([62])
      expect(await auditOf(userId, 'UpdateUserSites')).toEqual([])
      // In Arabic too.
      const arabic = await as(admin, 'PUT', `/api/users/${userId}/sites`, { sites: [] }, { 'accept-language': 'ar' })
      expect(arabic.json().errors).toEqual({ sites: 'المستخدم لازم يكون ليه فرع واحد على الأقل' })
    })

    it("gives only the actor's own sites, manages only users all of whose sites are the actor's", async () => {
      const restore = await grantTo73('ManageUsers')
      try {
        const manager = await login(t.app, 3)
        const userId = await newUser({ site: 61, userTypeId: 75 })
        const elsewhere = await as(manager, 'PUT', `/api/users/${userId}/sites`, { sites: [61, 62] })
        expect(elsewhere.statusCode).toBe(403)
        expect(elsewhere.json()).toMatchObject({
          message: 'You can give only sites you have yourself: Club 13 is not yours',
          errors: { sites: 'Choose only your own sites' },
        })
        expect(await sitesOf(userId)).toEqual([61])
        // A user sharing no site with the manager is not found; one who also works elsewhere is refused by name.
        expect((await as(manager, 'PUT', '/api/users/2/sites', { sites: [61] })).statusCode).toBe(404)
        const adminUser = await as(manager, 'PUT', '/api/users/1/sites', { sites: [61] })
        expect(adminUser.statusCode).toBe(403)
        expect(adminUser.json().message).toMatch(/^You cannot manage Mona Administrator/)
        expect((await sitesOf(1)).length).toBe(9)
      } finally {
        await restore()
      }
      const cashier = await login(t.app, 2)
      expect((await as(cashier, 'PUT', '/api/users/2/sites', { sites: [62] })).statusCode).toBe(403)
    })

    it('lets no one take a site from themselves', async () => {
      const own = await as(admin, 'PUT', '/api/users/1/sites', { sites: [61, 62, 63, 64, 65, 66, 67, 68] })
      expect(own.statusCode).toBe(400)
      expect(own.json()).toMatchObject({
        message: 'You cannot take General from yourself: you could not give it back',
        errors: { sites: 'You cannot take a site from yourself' },
      })
      expect((await sitesOf(1)).length).toBe(9)
    })

    it("lists each user's sites and whether the signed-in user may change them", async () => {
      const summary = await as(admin, 'GET', '/api/users/summary?site=62')
      expect(summary.json()).toContainEqual({
        userId: 2,
        fullName: 'Karim Cashier',
        group: 'Cashier',
        numberOfSites: 2,
        active: 'True',
        sites: [
          { id: 62, name: 'Club 13' },
          { id: 63, name: 'Egypt' },
        ],
        manageable: true,
      })
      const restore = await grantTo73('ManageUsers')
      try {
        const manager = await login(t.app, 3)
        const rows = (await as(manager, 'GET', '/api/users/summary?site=61')).json<
          Array<{ userId: number; manageable: boolean }>
        >()
        expect(rows.find((row) => row.userId === 1)?.manageable).toBe(false)
        expect(rows.find((row) => row.userId === 3)?.manageable).toBe(true)
      } finally {
        await restore()
      }
    })
  })

  describe('POST /users/{id}/disable and /enable', () => {
    it('disables a user: their issued token is refused at once, they cannot sign in; enabling lets them back', async () => {
      const userId = await newUser()
      const token = await login(t.app, userId, 'desk-password-1')
      expect((await as(token, 'GET', '/api/auth/me')).statusCode).toBe(200)

      const disabled = await as(admin, 'POST', `/api/users/${userId}/disable`)
      expect(disabled.statusCode).toBe(200)
      expect(disabled.json()).toEqual({ message: 'User disabled', userId, active: 'False', changed: true })
      const refused = await as(token, 'GET', '/api/auth/me')
      expect(refused.statusCode).toBe(401)
      expect(refused.json().message).toBe('Your session has ended. Please sign in again.')
      expect((await signIn(userId, 'desk-password-1')).statusCode).toBe(401)
      const summary = (await as(admin, 'GET', '/api/users/summary?site=62')).json()
      expect(summary).toContainEqual(expect.objectContaining({ userId, active: 'False' }))
      const [audit] = await auditOf(userId, 'DisableUser')
      expect(audit).toMatchObject({ user_id: 1 })
      expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({ disabled: 0 })
      expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ disabled: 1 })

      // Again: nothing changes, nothing is audited.
      const again = await as(admin, 'POST', `/api/users/${userId}/disable`)
      expect(again.json()).toMatchObject({ active: 'False', changed: false })
      expect(await auditOf(userId, 'DisableUser')).toHaveLength(1)

      const enabled = await as(admin, 'POST', `/api/Users/${userId}/enable`)
      expect(enabled.json()).toEqual({ message: 'User enabled', userId, active: 'True', changed: true })
      expect((await signIn(userId, 'desk-password-1')).statusCode).toBe(200)
      expect(await auditOf(userId, 'EnableUser')).toHaveLength(1)
      expect((await as(admin, 'POST', `/api/users/${userId}/enable`)).json().changed).toBe(false)
    })

    it('refuses the token of a user disabled in the database even while their session is open', async () => {
      const userId = await newUser()
      const token = await login(t.app, userId, 'desk-password-1')
      await t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', userId).execute()
      expect((await as(token, 'GET', '/api/auth/me')).statusCode).toBe(401)
      await t.database.db.updateTable('users').set({ disabled: 0 }).where('id', '=', userId).execute()
    })

    it('lets no one disable themselves', async () => {
      const response = await as(admin, 'POST', '/api/users/1/disable')
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('You cannot disable your own account')
      expect((await as(admin, 'GET', '/api/auth/me')).statusCode).toBe(200)
      const arabic = await as(admin, 'POST', '/api/users/1/disable', undefined, { 'accept-language': 'ar' })
      expect(arabic.json().message).toBe('مينفعش توقف حسابك بنفسك')
    })

    it('needs ManageUsers and a user the actor manages; 404 for an unknown user, 400 for a bad id', async () => {
      const cashier = await login(t.app, 2)
      const noRight = await as(cashier, 'POST', '/api/users/5/enable')
      expect(noRight.statusCode).toBe(403)
      expect(noRight.json().message).toBe('You are not allowed to ManageUsers')
      expect((await as(admin, 'POST', '/api/users/9999/disable')).statusCode).toBe(404)
      expect((await as(admin, 'POST', '/api/users/abc/disable')).statusCode).toBe(400)
      const restore = await grantTo73('ManageUsers')
      try {
        const manager = await login(t.app, 3)
        expect((await as(manager, 'POST', '/api/users/2/disable')).statusCode).toBe(404)
        const adminUser = await as(manager, 'POST', '/api/users/1/disable')
        expect(adminUser.statusCode).toBe(403)
        expect(adminUser.json().message).toMatch(/^You cannot manage Mona Administrator/)
      } finally {
        await restore()
      }
      expect((await as(admin, 'GET', '/api/auth/me')).statusCode).toBe(200)
    })
  })

  describe('DELETE /UserPriv', () => {
    it('revokes a privilege from a title, audited, and the title’s users lose it at their next request', async () => {
      const addSwimmer = await actionId('Mod_SW', 'AddSwimmer')
      const cashier = await login(t.app, 2)
      expect((await as(cashier, 'GET', '/api/settings/access')).json().privileges).toContain('Mod_SW:AddSwimmer')
      const before = await grantsOf(72)
      const response = await as(admin, 'DELETE', '/api/UserPriv', { actionId: addSwimmer, userType: 72 })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: 'Privilege revoked successfully', actionId: addSwimmer, userType: 72 })
      expect(await grantsOf(72)).toEqual(before.filter((id) => id !== addSwimmer))
      expect((await as(cashier, 'GET', '/api/settings/access')).json().privileges).not.toContain('Mod_SW:AddSwimmer')
      const [audit] = await auditOf(72, 'RevokePrivilege', 'user_type')
      expect(audit).toMatchObject({ user_id: 1 })
      expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ revoked: [addSwimmer] })

      // Not granted any more: 404 naming both, nothing written.
      const again = await as(admin, 'DELETE', '/api/userpriv', { actionId: addSwimmer, userType: 72 })
      expect(again.statusCode).toBe(404)
      expect(again.json().message).toBe('Cashier does not have AddSwimmer: there is nothing to revoke')
      expect(await auditOf(72, 'RevokePrivilege', 'user_type')).toHaveLength(1)

      // Granted back as before.
      await as(admin, 'POST', '/api/userpriv/add', { privileges: [{ actionId: addSwimmer, userType: 72 }] })
      expect(await grantsOf(72)).toEqual(before)
    })

    it("keeps the actor's own title fixed (409), in English and Arabic", async () => {
      const managePrivileges = await actionId('Settings', 'ManagePrivileges')
      const before = await grantsOf(71)
      const response = await as(admin, 'DELETE', '/api/userpriv', { actionId: managePrivileges, userType: 71 })
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(
        'ManagePrivileges is fixed for Administrator: it is your own title, and you could not grant it back',
      )
      const arabic = await as(
        admin,
        'DELETE',
        '/api/userpriv',
        { actionId: managePrivileges, userType: 71 },
        { 'accept-language': 'ar' },
      )
      expect(arabic.json().message).toBe('ManagePrivileges ثابتة لـ مدير النظام: دي وظيفتك إنت، ومش هتقدر ترجّعها')
      expect(await grantsOf(71)).toEqual(before)
    })

    it('revokes only privileges the actor holds, and needs every site', async () => {
      // A coach given ManagePrivileges and every site still may not revoke what they do not hold.
      const coachId = await newUser({ userTypeId: 74, site: 61 })
      await as(admin, 'PUT', `/api/users/${coachId}/sites`, { sites: [61, 62, 63, 64, 65, 66, 67, 68, 69] })
      const managePrivileges = await actionId('Settings', 'ManagePrivileges')
      await t.database.db.insertInto('privileges').values({ user_type_id: 74, action_id: managePrivileges }).execute()
      try {
        const coach = await login(t.app, coachId, 'desk-password-1')
        const addSwimmer = await actionId('Mod_SW', 'AddSwimmer')
        const notHeld = await as(coach, 'DELETE', '/api/userpriv', { actionId: addSwimmer, userType: 72 })
        expect(notHeld.statusCode).toBe(403)
        expect(notHeld.json().message).toBe('You can revoke only privileges you hold yourself, not AddSwimmer')
        // What Actions/fetch offers to revoke matches: nothing of the Cashier's the coach lacks.
        const offered = (await as(coach, 'GET', '/api/actions/fetch?userId=2&userTypeId=72')).json()
        expect(offered.revocable).not.toContain(addSwimmer)
      } finally {
        await t.database.db
          .deleteFrom('privileges')
          .where('user_type_id', '=', 74)
          .where('action_id', '=', managePrivileges)
          .execute()
      }
      const restore = await grantTo73('ManagePrivileges')
      try {
        const manager = await login(t.app, 3)
        const viewCoaches = await actionId('Mod_CO', 'ViewCoaches')
        const oneSite = await as(manager, 'DELETE', '/api/userpriv', { actionId: viewCoaches, userType: 74 })
        expect(oneSite.statusCode).toBe(403)
        expect(oneSite.json().message).toMatch(/^A title's privileges apply at every site/)
        const offered = (await as(manager, 'GET', '/api/actions/fetch?userId=3&userTypeId=72')).json()
        expect(offered.revocable).toEqual([])
      } finally {
        await restore()
      }
    })

    it('names the field for an unknown title or action, or none given, and changes nothing', async () => {
      const before = await grantsOf(72)
      const type = await as(admin, 'DELETE', '/api/userpriv', { actionId: 1, userType: 99 })
      expect(type.statusCode).toBe(400)
      expect(type.json()).toMatchObject({
        message: 'Unknown user type 99',
        errors: { userType: 'Choose a title from the list' },
      })
      const action = await as(admin, 'DELETE', '/api/userpriv', { actionId: 9999, userType: 72 })
      expect(action.statusCode).toBe(400)
      expect(action.json()).toMatchObject({
        message: 'Unknown action 9999',
        errors: { actionId: 'Choose an action from the list' },
      })
      const none = await as(admin, 'DELETE', '/api/userpriv', {})
      expect(none.statusCode).toBe(400)
      expect(Object.keys(none.json().errors).sort()).toEqual(['actionId', 'userType'])
      expect(await grantsOf(72)).toEqual(before)
    })

    it("lists the privileges the actor may revoke: all of another title's they hold, none of their own", async () => {
      const other = (await as(admin, 'GET', '/api/actions/fetch?userId=2&userTypeId=72')).json()
      expect(other.revocable).toEqual(other.validActions.map((action: { actionID: number }) => action.actionID))
      expect(other.revocable.length).toBeGreaterThan(0)
      const own = (await as(admin, 'GET', '/api/actions/fetch?userId=1&userTypeId=71')).json()
      expect(own.revocable).toEqual([])
    })
  })

  it('documents every new operation in OpenAPI with a summary', async () => {
    const docs = (await as(admin, 'GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, { summary?: string }>>
    }>()
    const summaryOf = (path: string, method: string) => docs.paths[path]?.[method]?.summary ?? ''
    expect(summaryOf('/api/users/{id}/sites', 'put')).toMatch(/^Set a user's sites/)
    expect(summaryOf('/api/users/{id}/disable', 'post')).toMatch(/^Disable a user/)
    expect(summaryOf('/api/users/{id}/enable', 'post')).toMatch(/^Enable a user/)
    expect(summaryOf('/api/userpriv', 'delete')).toMatch(/^Revoke one privilege from a title/)
  })
})
