import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, addSwimmer, auditActions } from './swimmers-fixtures'

// Issue 25, item 3: a freeze dated 2027-05-01 froze the swimmer at once, and only a billed Renew lifted it. A freeze
// starts on its date (until then the swimmer is not frozen: the info tab says when it will start), and Unfreeze
// (Administrator's by default, audited) ends it, running or not yet started.

describe('a freeze starts on its date; Unfreeze ends it', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    injectAs(t.app, token, { method, url, payload })
  const freeze = (swimmerID: number, freezeDate: string) =>
    call('POST', '/api/swimmers/freeze-swim', { swimmerID, freezeReason: 'Travel', freezeDate, site: CLUB_13 })
  const actionsOf = async (swimmerID: number, token = admin) =>
    (await call('POST', '/api/swimmers/search-actions', { swimmerID, userSite: CLUB_13 }, token))
      .json()
      .map((entry: { actionName: string }) => entry.actionName) as string[]
  const info = async (id: number) => (await call('GET', `/api/swimmers/${id}/info-tab`)).json()
  const unfreeze = (swimmerID: number, token = admin) =>
    call('POST', '/api/Swimmers/Unfreeze', { swimmerID, site: CLUB_13 }, token)

  it('a freeze dated later does not freeze today; Unfreeze cancels it', async () => {
    const id = await addSwimmer(t, admin, { fullName: 'Later Frozen' })
    expect((await freeze(id, '2027-05-01')).statusCode).toBe(200)
    const details = await info(id)
    expect(details).toMatchObject({ frozen: false, frozenSince: null, freezeScheduled: '2027-05-01' })
    const actions = await actionsOf(id)
    expect(actions).toEqual(expect.arrayContaining(['Attendes', 'AddSwimmerToSchool', 'Unfreeze']))
    expect(actions).not.toContain('FreezSwim')
    // Not frozen today: a school still takes them.
    const options = (await call('GET', `/api/swimmers/school-options/${id}`)).json()
    expect(options.schools.length).toBeGreaterThan(0)

    // Unfreeze is Administrator's: the cashier is neither offered it nor allowed it.
    expect(await actionsOf(id, cashier)).not.toContain('Unfreeze')
    expect((await unfreeze(id, cashier)).statusCode).toBe(403)

    const response = await unfreeze(id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: "Later Frozen's freeze from 2027-05-01 is cancelled",
      freezeDate: '2027-05-01',
    })
    expect(await info(id)).toMatchObject({ frozen: false, frozenSince: null, freezeScheduled: null })
    expect(await actionsOf(id)).toContain('FreezSwim')
    expect((await auditActions(t.database.db, id)).slice(-2)).toEqual(['FreezSwim', 'Unfreeze'])
    expect((await unfreeze(id)).json()).toEqual({
      code: 'conflict',
      message: 'Later Frozen is not frozen',
      errors: { swimmerID: 'This swimmer is not frozen' },
    })
  })

  it('a freeze dated today freezes now, and Unfreeze lifts it without billing', async () => {
    const id = await addSwimmer(t, admin, { fullName: 'Now Frozen' })
    expect((await freeze(id, '2026-11-21')).statusCode).toBe(200)
    expect(await info(id)).toMatchObject({ frozen: true, frozenSince: '2026-11-21', freezeScheduled: null })
    expect(await actionsOf(id)).not.toContain('Attendes')
    const invoices = async () =>
      (await t.database.db.selectFrom('invoices').select('id').where('swimmer_id', '=', id).execute()).length
    const before = await invoices()
    const response = await unfreeze(id)
    expect(response.json()).toEqual({
      message: 'Now Frozen is no longer frozen (frozen since 2026-11-21)',
      freezeDate: '2026-11-21',
    })
    expect(await info(id)).toMatchObject({ frozen: false, frozenSince: null })
    expect(await invoices()).toBe(before)
  })
})
