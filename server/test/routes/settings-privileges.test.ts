import { ACTIONS_BY_MODULE } from '@contract/modules'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { actionIdOf, grantsOfType } from './privilege-rows'

describe('Settings: titles and privileges', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, token, { method, url, payload })
  const actionId = (module: string, name: string) => actionIdOf(t.database.db, module, name)
  /** The privileges of a user's title as 'Module:Action', sorted as /settings/access answers them. */
  const privilegesOfUser = async (userId: number) =>
    (
      await t.database.db
        .selectFrom('users')
        .innerJoin('privileges', 'privileges.user_type_id', 'users.user_type_id')
        .innerJoin('actions', 'actions.id', 'privileges.action_id')
        .select(['actions.module', 'actions.name'])
        .where('users.id', '=', userId)
        .execute()
    )
      .map((row) => `${row.module}:${row.name}`)
      .sort()
  const grantsOf = (userType: number) => grantsOfType(t.database.db, userType)

  it("shows a user's title with its code and description", async () => {
    const response = await as(admin, 'GET', '/api/Title/show?userId=2')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { title: 'Cashier', code: 72, description: 'Front desk: swimmers, schools, invoices and payments' },
    ])
  })

  it("uses the spec's texts for a missing or non-numeric user ID, and 404 for an unknown user", async () => {
    expect((await as(admin, 'GET', '/api/title/show')).json().errors).toEqual({ userId: 'Please enter a user ID' })
    expect((await as(admin, 'GET', '/api/title/show?userId=x')).json().errors).toEqual({
      userId: 'Please enter a valid user ID (number)',
    })
    expect((await as(admin, 'GET', '/api/title/show?userId=9999')).statusCode).toBe(404)
  })

  it('lists every action and those the title already has', async () => {
    const response = await as(admin, 'GET', '/api/Actions/fetch?userId=2&userTypeId=72')
    expect(response.statusCode).toBe(200)
    const { allActions, validActions } = response.json()
    const catalogue = Object.values(ACTIONS_BY_MODULE).flat()
    expect(allActions).toHaveLength(catalogue.length)
    expect(allActions[0]).toEqual({ actionID: expect.any(Number), actionName: expect.any(String), module: 'Mod_CO' })
    const validNames = validActions.map(
      (action: { module: string; actionName: string }) => `${action.module}:${action.actionName}`,
    )
    expect(validNames).toEqual(
      expect.arrayContaining([
        'Mod_SW:AddSwimmer',
        'Mod_SC:CreateSchool',
        'Settings:ViewInvoices',
        'Settings:CompletePayment',
      ]),
    )
    expect(validNames).not.toContain('Settings:ManageUsers')
    expect(validNames).not.toContain('Mod_CO:ViewCoaches')
    const none = await as(admin, 'GET', '/api/actions/fetch?userId=4&userTypeId=75')
    expect(none.json().validActions).toEqual([])
  })

  it("says 'No user type selected' without a user type, and 404 for an unknown one", async () => {
    const missing = await as(admin, 'GET', '/api/actions/fetch?userId=2')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({ userTypeId: 'No user type selected' })
    expect((await as(admin, 'GET', '/api/actions/fetch?userId=2&userTypeId=99')).statusCode).toBe(404)
  })

  it('grants actions to a title; the users of that title have them from their next request', async () => {
    const trainee = await login(t.app, 4)
    expect((await as(trainee, 'GET', '/api/auth/me')).json().modules).toEqual([])
    const viewCoaches = await actionId('Mod_CO', 'ViewCoaches')
    const response = await as(admin, 'POST', '/api/UserPriv/add', {
      privileges: [{ actionId: viewCoaches, userType: 75 }],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Privileges added successfully', added: 1 })
    // Same token, next request: the module is there.
    expect((await as(trainee, 'GET', '/api/auth/me')).json().modules).toEqual(['Mod_CO'])
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user_type')
      .where('entity_id', '=', '75')
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0].before_json ?? '{}')).toEqual({ actionIds: [] })
    expect(JSON.parse(audit[0].after_json ?? '{}')).toEqual({ actionIds: [viewCoaches], added: [viewCoaches] })
  })

  it('granting what is already granted changes nothing (no new rows, no audit entry)', async () => {
    const before = await grantsOf(72)
    const auditsBefore = await t.database.db.selectFrom('audit_log').select('id').execute()
    const viewInvoices = await actionId('Settings', 'ViewInvoices')
    const response = await as(admin, 'POST', '/api/userpriv/add', {
      privileges: [
        { actionId: viewInvoices, userType: 72 },
        { actionId: viewInvoices, userType: 72 },
      ],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().added).toBe(0)
    expect(await grantsOf(72)).toEqual(before)
    expect(await t.database.db.selectFrom('audit_log').select('id').execute()).toHaveLength(auditsBefore.length)
  })

  it('adds several grants for several titles in one call, only the new ones counted', async () => {
    const addCoach = await actionId('Mod_CO', 'AddCoach')
    const viewInvoices = await actionId('Settings', 'ViewInvoices')
    const response = await as(admin, 'POST', '/api/userpriv/add', {
      privileges: [
        { actionId: addCoach, userType: 74 },
        { actionId: String(viewInvoices), userType: '74' },
        { actionId: viewInvoices, userType: 72 },
      ],
    })
    expect(response.json().added).toBe(2)
    expect(await grantsOf(74)).toEqual(expect.arrayContaining([addCoach, viewInvoices]))
  })

  it("refuses an empty selection with 'Please select at least one action', and unknown ids, storing nothing", async () => {
    const before = await t.database.db.selectFrom('privileges').select('action_id').execute()
    const empty = await as(admin, 'POST', '/api/userpriv/add', { privileges: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual({ privileges: 'Please select at least one action' })
    const unknownAction = await as(admin, 'POST', '/api/userpriv/add', {
      privileges: [
        { actionId: await actionId('Mod_SW', 'AddSwimmer'), userType: 75 },
        { actionId: 99999, userType: 75 },
      ],
    })
    expect(unknownAction.statusCode).toBe(400)
    expect(unknownAction.json().message).toBe('Unknown action 99999')
    const unknownType = await as(admin, 'POST', '/api/userpriv/add', { privileges: [{ actionId: 1, userType: 99 }] })
    expect(unknownType.json().message).toBe('Unknown user type 99')
    expect(await t.database.db.selectFrom('privileges').select('action_id').execute()).toHaveLength(before.length)
  })

  it('refuses the cashier: no titles, no actions, no grants (403)', async () => {
    const cashier = await login(t.app, 2)
    const before = await grantsOf(72)
    const grant = await as(cashier, 'POST', '/api/userpriv/add', {
      privileges: [{ actionId: await actionId('Settings', 'ManagePrivileges'), userType: 72 }],
    })
    expect(grant.statusCode).toBe(403)
    expect(grant.json().message).toBe('You are not allowed to ManagePrivileges')
    expect(await grantsOf(72)).toEqual(before)
    expect((await as(cashier, 'GET', '/api/title/show?userId=2')).statusCode).toBe(403)
    expect((await as(cashier, 'GET', '/api/actions/fetch?userId=2&userTypeId=72')).statusCode).toBe(403)
  })

  it("GET /settings/access lists the user's settings actions, for everyone signed in", async () => {
    const adminAccess = await as(admin, 'GET', '/api/settings/access')
    expect(adminAccess.json()).toEqual({
      actions: [...ACTIONS_BY_MODULE.Settings],
      canChangePrivileges: true,
      privileges: await privilegesOfUser(1),
    })
    const cashier = await login(t.app, 2)
    expect((await as(cashier, 'GET', '/api/settings/access')).json()).toEqual({
      actions: ['ViewInvoices', 'CompletePayment', 'ConfirmTransfers'],
      canChangePrivileges: false,
      privileges: await privilegesOfUser(2),
    })
    expect(await privilegesOfUser(2)).toContain('Mod_SW:AddSwimmerToSchool')
    const manager = await login(t.app, 3)
    // The coaches' manager manages the curriculum (issue 31), their one Settings action.
    expect((await as(manager, 'GET', '/api/settings/access')).json()).toEqual({
      actions: ['ManageCurriculum'],
      canChangePrivileges: false,
      privileges: await privilegesOfUser(3),
    })
    expect(await privilegesOfUser(3)).not.toContain('Mod_SW:AddSwimmerToSchool')
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/access' })).statusCode).toBe(401)
  })

  it("refuses a one-site administrator any change to a title's privileges: they apply at every site", async () => {
    const created = await as(admin, 'POST', '/api/users/create', {
      fullName: 'Club Thirteen Admin',
      site: 62,
      userTypeId: 71,
      password: 'club-13-admin-pw',
    })
    const clubAdmin = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID: created.json().userId, password: 'club-13-admin-pw' },
      })
    ).json().token
    const before = await t.database.db.selectFrom('privileges').selectAll().execute()
    for (const url of ['/api/UserPriv/add', '/api/userpriv/add']) {
      const response = await as(clubAdmin, 'POST', url, {
        privileges: [
          { actionId: await actionId('Settings', 'ManageUsers'), userType: 72 },
          { actionId: await actionId('Mod_CO', 'ViewCoaches'), userType: 75 },
        ],
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({
        code: 'privilege.needEverySite.many',
        message:
          "A title's privileges apply at every site, so changing them needs every site: Smart Way, Egypt, Capital and 5 more are not yours",
      })
    }
    expect(await t.database.db.selectFrom('privileges').selectAll().execute()).toEqual(before)
    // The screen is told beforehand: the privileges tab is read-only for them.
    expect((await as(clubAdmin, 'GET', '/api/settings/access')).json()).toEqual({
      actions: [...ACTIONS_BY_MODULE.Settings],
      canChangePrivileges: false,
      privileges: await privilegesOfUser(created.json().userId),
    })
    // Looking at titles stays open to them.
    expect((await as(clubAdmin, 'GET', '/api/actions/fetch?userId=2&userTypeId=72')).statusCode).toBe(200)
  })
})
