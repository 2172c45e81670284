import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CLUB_13, swimmerInSchool } from './swimmers-fixtures'

// Issue 25, item 6: after a level change the swimmer stayed in the old level's school and Renew billed it. Now the
// level change says what happens to the running enrolment (it runs to its paid end, and is not renewed), and a
// renewal refuses the old level's group, naming it and the new level; nothing is billed.

describe('a level change and the running enrolment', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, admin, { method, url, payload })

  it('says the enrolment runs to its paid end, and Renew refuses the old level’s school', async () => {
    const { id, school } = await swimmerInSchool(t, admin, 'Level Climber')

    const changed = await call('PUT', '/api/Swimmers/Update-Level', { swimmerID: id, newLevel: 13, site: CLUB_13 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().message).toBe(
      `Swimmer level updated successfully. Their enrolment in school ${school.schoolID} (Level 1, Coach ` +
        `${school.coachName}) runs to its paid end (2026-12-21); it is not renewed: add them to a group of Level 2.`,
    )
    const invoices = async () =>
      (await t.database.db.selectFrom('invoices').select('id').where('swimmer_id', '=', id).execute()).length
    const before = await invoices()
    const renewed = await call('POST', '/api/swimmers/renew-subscription', {
      swimmerID: id,
      renewalType: 'monthly',
      durationInMonths: 1,
      site: CLUB_13,
    })
    expect(renewed.statusCode).toBe(409)
    expect(renewed.json().message).toMatch(
      /^Level Climber is now at Level 2: the Level 1 .* school of Coach .* is for Level 1 and is not renewed\. Add them to a group of Level 2 instead$/,
    )
    expect(renewed.json().errors).toEqual({ swimmerID: 'Choose a group of Level 2' })
    expect(await invoices()).toBe(before)
    // Renew is not offered; a school of the new level is.
    const actions = (await call('POST', '/api/swimmers/search-actions', { swimmerID: id, userSite: CLUB_13 }))
      .json()
      .map((entry: { actionName: string }) => entry.actionName)
    expect(actions).not.toContain('SubscriptionRenwal')
  })
})
