import { buildTestApp, demoPassword, injectAs, login, type TestApp } from '../helper'

describe('Settings: users', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, token, { method, url, payload })
  const signIn = (userID: number, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userID, password } })
  const createUser = (overrides: object = {}) =>
    as(admin, 'POST', '/api/users/create', {
      fullName: 'Sara Front Desk',
      site: 62,
      userTypeId: 72,
      password: 'desk-password-1',
      disabled: false,
      ...overrides,
    })

  describe('GET /Users/summary', () => {
    it("lists a site's users with group, number of sites and 'True'/'False'", async () => {
      const response = await as(admin, 'GET', '/api/Users/summary?site=61')
      expect(response.statusCode).toBe(200)
      // The spec's five fields, then (issue 27) each user's sites and whether the signed-in user may change them.
      const smartWay = [{ id: 61, name: 'Smart Way' }]
      expect(response.json()).toEqual([
        {
          userId: 1,
          fullName: 'Mona Administrator',
          group: 'Administrator',
          numberOfSites: 9,
          active: 'True',
          sites: expect.arrayContaining(smartWay),
          manageable: true,
        },
        {
          userId: 3,
          fullName: 'Hany Coaches Manager',
          group: 'Coaches manager',
          numberOfSites: 1,
          active: 'True',
          sites: smartWay,
          manageable: true,
        },
        {
          userId: 5,
          fullName: 'Dina Former Cashier',
          group: 'Cashier',
          numberOfSites: 1,
          active: 'False',
          sites: smartWay,
          manageable: true,
        },
        // Issue 31: the demo coach's account.
        {
          userId: 6,
          fullName: 'Salma Coach',
          group: 'Coach',
          numberOfSites: 1,
          active: 'True',
          sites: smartWay,
          manageable: true,
        },
      ])
    })

    it("uses the spec's texts for a missing or non-numeric site ID", async () => {
      const missing = await as(admin, 'GET', '/api/users/summary')
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({ site: 'Please enter a site ID' })
      const text = await as(admin, 'GET', '/api/users/summary?site=abc')
      expect(text.json().errors).toEqual({ site: 'Please enter a valid site ID (number)' })
    })

    it('refuses the cashier (403)', async () => {
      const cashier = await login(t.app, 2)
      expect((await as(cashier, 'GET', '/api/users/summary?site=62')).statusCode).toBe(403)
    })
  })

  describe('POST /Users/create', () => {
    it('creates a user who can sign in at once, with the site given, hashed password, and an audit entry', async () => {
      const response = await createUser()
      expect(response.statusCode).toBe(200)
      const { message, userId } = response.json()
      expect(message).toBe('User created successfully')
      const stored = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ full_name: 'Sara Front Desk', user_type_id: 72, home_site: 62, disabled: 0 })
      expect(stored.password_hash).toMatch(/^\$argon2id\$/)
      const signedIn = await signIn(userId, 'desk-password-1')
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json()).toMatchObject({ sites: ['Club 13'], modules: ['Mod_SW', 'Mod_SC'] })
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(userId))
        .executeTakeFirstOrThrow()
      expect(audit).toMatchObject({ user_id: 1, site: 62, action: 'CreateUser' })
      expect(audit.after_json).not.toContain('desk-password-1')
      expect(audit.after_json).not.toContain('argon2')
      // The summary shows the new user at the site.
      const summary = await as(admin, 'GET', '/api/users/summary?site=62')
      expect(summary.json()).toContainEqual({
        userId,
        fullName: 'Sara Front Desk',
        group: 'Cashier',
        numberOfSites: 1,
        active: 'True',
        sites: [{ id: 62, name: 'Club 13' }],
        manageable: true,
      })
    })

    it('creates a disabled user who cannot sign in', async () => {
      const { userId } = (await createUser({ fullName: 'Off Duty', disabled: true })).json()
      expect((await signIn(userId, 'desk-password-1')).statusCode).toBe(401)
      const summary = await as(admin, 'GET', '/api/users/summary?site=62')
      expect(summary.json()).toContainEqual(expect.objectContaining({ userId, active: 'False' }))
    })

    it('applies the password rule: at least 8 characters, not all spaces', async () => {
      const count = async () => (await t.database.db.selectFrom('users').select('id').execute()).length
      const before = await count()
      const short = await createUser({ password: 'short' })
      expect(short.statusCode).toBe(400)
      expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' })
      const spaces = await createUser({ password: '          ' })
      expect(spaces.json().errors).toEqual({ password: 'Password cannot be only spaces' })
      expect((await createUser({ password: undefined })).json().errors).toHaveProperty('password')
      expect(await count()).toBe(before)
    })

    it('names the field for a missing name, an unknown user type or a bad site', async () => {
      expect((await createUser({ fullName: '  ' })).json().errors).toEqual({ fullName: 'Please enter a full name' })
      const type = await createUser({ userTypeId: 99 })
      expect(type.statusCode).toBe(400)
      expect(type.json().errors).toEqual({ userTypeId: 'Unknown user type' })
      expect((await createUser({ site: 'x' })).json().errors).toEqual({ site: 'Please enter a valid site ID (number)' })
    })

    it('refuses a site the acting user may not use (403) and the cashier altogether (403)', async () => {
      const manager = await login(t.app, 3)
      await t.database.db
        .insertInto('privileges')
        .values({ user_type_id: 73, action_id: await actionId('ManageUsers') })
        .execute()
      const elsewhere = await as(manager, 'POST', '/api/users/create', {
        fullName: 'Not Here',
        site: 62,
        userTypeId: 74,
        password: 'password-123',
      })
      expect(elsewhere.statusCode).toBe(403)
      expect(elsewhere.json().message).toBe('Site 62 is not one of your sites')
      // Users at no site the manager shares are answered as not found.
      const update = await as(manager, 'PUT', '/api/users/update', {
        userId: 2,
        fullName: 'Karim Cashier',
        site: 61,
        userTypeId: 72,
        disabled: false,
      })
      expect(update.statusCode).toBe(404)
      await t.database.db
        .deleteFrom('privileges')
        .where('user_type_id', '=', 73)
        .where('action_id', '=', await actionId('ManageUsers'))
        .execute()

      const cashier = await login(t.app, 2)
      const refused = await as(cashier, 'POST', '/api/users/create', {
        fullName: 'Sneaky Admin',
        site: 62,
        userTypeId: 71,
        password: 'password-123',
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('You are not allowed to ManageUsers')
    })
  })

  const actionId = async (name: string) =>
    (
      await t.database.db
        .selectFrom('actions')
        .select('id')
        .where('module', '=', 'Settings')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id

  describe('PUT /Users/update', () => {
    it('keeps the password when it is blank, and adds the site to the user', async () => {
      const { userId } = (await createUser({ fullName: 'Blank Keeps' })).json()
      const response = await as(admin, 'PUT', '/api/Users/update', {
        userId,
        fullName: 'Blank Keeps Renamed',
        site: 63,
        userTypeId: 72,
        password: '',
        disabled: false,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: 'User updated successfully' })
      const signedIn = await signIn(userId, 'desk-password-1')
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json().sites).toEqual(['Club 13', 'Egypt'])
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(userId))
        .where('action', '=', 'UpdateUser')
        .executeTakeFirstOrThrow()
      expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({ full_name: 'Blank Keeps', sites: [62] })
      expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({
        full_name: 'Blank Keeps Renamed',
        sites: [62, 63],
        passwordChanged: false,
      })
    })

    it('changes the password (the old one stops working, and so do their other sessions)', async () => {
      const { userId } = (await createUser({ fullName: 'New Password' })).json()
      const session = (await signIn(userId, 'desk-password-1')).json().token
      const response = await as(admin, 'PUT', '/api/users/update', {
        userId,
        fullName: 'New Password',
        site: 62,
        userTypeId: 72,
        password: 'brand-new-password',
        disabled: false,
      })
      expect(response.statusCode).toBe(200)
      expect((await signIn(userId, 'desk-password-1')).statusCode).toBe(401)
      expect((await signIn(userId, 'brand-new-password')).statusCode).toBe(200)
      expect((await as(session, 'GET', '/api/auth/me')).statusCode).toBe(401)
    })

    it('disabling a user ends their sessions at once', async () => {
      const { userId } = (await createUser({ fullName: 'Soon Disabled' })).json()
      const session = (await signIn(userId, 'desk-password-1')).json().token
      expect((await as(session, 'GET', '/api/invoice/fetch?siteId=62')).statusCode).toBe(200)
      await as(admin, 'PUT', '/api/users/update', {
        userId,
        fullName: 'Soon Disabled',
        site: 62,
        userTypeId: 72,
        disabled: true,
      })
      expect((await as(session, 'GET', '/api/invoice/fetch?siteId=62')).statusCode).toBe(401)
      expect((await signIn(userId, 'desk-password-1')).statusCode).toBe(401)
      // Enabling again lets them sign in anew; the old session stays ended.
      await as(admin, 'PUT', '/api/users/update', {
        userId,
        fullName: 'Soon Disabled',
        site: 62,
        userTypeId: 72,
        disabled: false,
      })
      expect((await as(session, 'GET', '/api/auth/me')).statusCode).toBe(401)
      expect((await signIn(userId, 'desk-password-1')).statusCode).toBe(200)
    })

    it('changing a title changes what the user may do from their next request', async () => {
      const { userId } = (await createUser({ fullName: 'Promoted' })).json()
      const session = (await signIn(userId, 'desk-password-1')).json().token
      expect((await as(session, 'GET', '/api/users/summary?site=62')).statusCode).toBe(403)
      await as(admin, 'PUT', '/api/users/update', { userId, fullName: 'Promoted', site: 62, userTypeId: 71 })
      expect((await as(session, 'GET', '/api/users/summary?site=62')).statusCode).toBe(200)
    })

    it('refuses disabling yourself or changing your own title, an unknown user, and a short new password', async () => {
      const self = await as(admin, 'PUT', '/api/users/update', {
        userId: 1,
        fullName: 'Mona Administrator',
        site: 61,
        userTypeId: 71,
        disabled: true,
      })
      expect(self.statusCode).toBe(400)
      expect(self.json().errors).toEqual({ disabled: 'You cannot disable your own account' })
      expect((await signIn(1, demoPassword(1))).statusCode).toBe(200)
      const demote = await as(admin, 'PUT', '/api/users/update', {
        userId: 1,
        fullName: 'Mona Administrator',
        site: 61,
        userTypeId: 75,
      })
      expect(demote.statusCode).toBe(400)
      expect(demote.json().errors).toEqual({ userTypeId: 'You cannot change your own title' })
      const unknown = await as(admin, 'PUT', '/api/users/update', {
        userId: 9999,
        fullName: 'Nobody',
        site: 61,
        userTypeId: 71,
      })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe('User 9999 not found')
      const short = await as(admin, 'PUT', '/api/users/update', {
        userId: 3,
        fullName: 'Hany Coaches Manager',
        site: 61,
        userTypeId: 73,
        password: 'short',
      })
      expect(short.statusCode).toBe(400)
      expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' })
      expect((await signIn(3, demoPassword(3))).statusCode).toBe(200)
    })
  })

  describe('account takeover (issue 13): who may manage whom', () => {
    const userActionIds = async (names: string[]) =>
      (
        await t.database.db
          .selectFrom('actions')
          .select('id')
          .where('module', '=', 'Settings')
          .where('name', 'in', names)
          .execute()
      ).map((row) => row.id)
    /** The administrator's row and whether their password and session still work. */
    const adminState = async (session: string) => ({
      row: await t.database.db
        .selectFrom('users')
        .select(['full_name', 'user_type_id', 'disabled', 'password_hash'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow(),
      session: (await as(session, 'GET', '/api/auth/me')).statusCode,
    })

    it("refuses a one-site administrator of Club 13 the all-sites administrator's password, title and disabled flag", async () => {
      const { userId } = (
        await createUser({ fullName: 'Club Thirteen Admin', site: 62, userTypeId: 71, password: 'club-13-admin-pw' })
      ).json()
      const clubAdmin = (await signIn(userId, 'club-13-admin-pw')).json().token
      const adminSession = await login(t.app, 1)
      const before = await adminState(adminSession)
      for (const url of ['/api/Users/update', '/api/users/update', '/api/USERS/UPDATE']) {
        for (const change of [
          { password: 'i-own-you-now-123' },
          { userTypeId: 75 },
          { disabled: true },
          { password: 'i-own-you-now-123', userTypeId: 75, disabled: true },
        ]) {
          const response = await as(clubAdmin, 'PUT', url, {
            userId: 1,
            fullName: 'Mona Administrator',
            site: 62,
            userTypeId: 71,
            disabled: false,
            ...change,
          })
          expect({ url, change, status: response.statusCode }).toEqual({ url, change, status: 403 })
          expect(response.json()).toEqual({
            code: 'user.cannotManage.otherSites',
            message: 'You cannot manage Mona Administrator: they also work at sites that are not yours',
          })
        }
      }
      expect(await adminState(adminSession)).toEqual(before)
      expect((await signIn(1, demoPassword(1))).statusCode).toBe(200)
      expect((await signIn(1, 'i-own-you-now-123')).statusCode).toBe(401)
      // A user of Club 13 only is theirs to manage; one of Smart Way only stays not found.
      const { userId: deskUser } = (await createUser({ fullName: 'Club Desk', site: 62 })).json()
      const own = await as(clubAdmin, 'PUT', '/api/users/update', {
        userId: deskUser,
        fullName: 'Club Desk Renamed',
        site: 62,
        userTypeId: 72,
      })
      expect(own.statusCode).toBe(200)
      const elsewhere = await as(clubAdmin, 'PUT', '/api/users/update', {
        userId: 3,
        fullName: 'Hany Coaches Manager',
        site: 62,
        userTypeId: 73,
      })
      expect(elsewhere.statusCode).toBe(404)
      expect(elsewhere.json()).toEqual({ code: 'user.notFound', message: 'User 3 not found' })
    })

    it('refuses ManageUsers alone an Administrator, by creating one or promoting anyone to it', async () => {
      await t.database.db
        .insertInto('user_types')
        .values({ id: 91, title: 'Front office lead', description: 'Staff accounts only' })
        .execute()
      await t.database.db
        .insertInto('privileges')
        .values((await userActionIds(['ManageUsers'])).map((id) => ({ user_type_id: 91, action_id: id })))
        .execute()
      const { userId: leadId } = (
        await createUser({ fullName: 'Office Lead', site: 62, userTypeId: 91, password: 'office-lead-pw' })
      ).json()
      const lead = (await signIn(leadId, 'office-lead-pw')).json().token
      const count = async () => (await t.database.db.selectFrom('users').select('id').execute()).length
      const users = await count()
      for (const url of ['/api/Users/create', '/api/users/create']) {
        const created = await as(lead, 'POST', url, {
          fullName: 'Shadow Admin',
          site: 62,
          userTypeId: 71,
          password: 'shadow-admin-pw',
        })
        expect(created.statusCode).toBe(403)
        expect(created.json().message).toMatch(
          /^You cannot give the title Administrator: it has privileges you do not hold \(.+\)$/,
        )
        expect(created.json().errors.userTypeId).toBe(created.json().message)
      }
      expect(await count()).toBe(users)
      // A Trainee (no privileges) is theirs to create; promoting them to Administrator or Cashier is not.
      const trainee = await as(lead, 'POST', '/api/users/create', {
        fullName: 'New Trainee',
        site: 62,
        userTypeId: 75,
        password: 'new-trainee-pw',
      })
      expect(trainee.statusCode).toBe(200)
      const traineeId = trainee.json().userId
      for (const userTypeId of [71, 72]) {
        const promote = await as(lead, 'PUT', '/api/Users/update', {
          userId: traineeId,
          fullName: 'New Trainee',
          site: 62,
          userTypeId,
        })
        expect(promote.statusCode).toBe(403)
      }
      // Nor may they take over a cashier of their own site by a new password: a Cashier's title is beyond theirs.
      const { userId: cashierId } = (await createUser({ fullName: 'Desk Cashier', site: 62 })).json()
      const takeover = await as(lead, 'PUT', '/api/users/update', {
        userId: cashierId,
        fullName: 'Desk Cashier',
        site: 62,
        userTypeId: 72,
        password: 'taken-over-pw',
      })
      expect(takeover.statusCode).toBe(403)
      expect(takeover.json().message).toMatch(/^You cannot manage Desk Cashier: their title Cashier has privileges/)
      expect((await signIn(cashierId, 'desk-password-1')).statusCode).toBe(200)
      const stored = await t.database.db
        .selectFrom('users')
        .select('user_type_id')
        .where('id', '=', traineeId)
        .executeTakeFirstOrThrow()
      expect(stored.user_type_id).toBe(75)
    })
  })
})
