import { sql } from 'kysely'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Finding squads, the actions offered on each, their details and swimmers, and who may do what.

describe('pre-team search, actions, details and access', () => {
  let t: TestApp
  let manager: string
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    manager = await login(t.app, 3)
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const post = (token: string, url: string, payload: object) => injectAs(t.app, token, { method: 'POST', url, payload })
  const get = (token: string, url: string) => injectAs(t.app, token, { method: 'GET', url })
  const squadsAt = (site: number) =>
    db()
      .selectFrom('preteams')
      .innerJoin('coaches', 'coaches.id', 'preteams.coach_id')
      .select(['preteams.id', 'preteams.level', 'preteams.end_date', 'coaches.full_name'])
      .where('preteams.site', '=', site)
      .orderBy('preteams.id')
      .execute()
  const actionsOf = async (token: string, pTeamID: number, userSite?: number) => {
    const response = await post(token, '/api/preteam/search-actions', { userID: 8, pTeamID, userSite })
    expect(response.statusCode).toBe(200)
    return response.json().map((action: { actionName: string }) => action.actionName)
  }

  describe('search', () => {
    it('finds a squad by Pre-Team ID with the fields the table shows', async () => {
      const [first] = await squadsAt(61)
      const response = await post(manager, '/api/preteam/search', {
        searchType: 'Pre-Team ID',
        searchValue: String(first.id),
        userID: 8,
        userSite: 61,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([
        expect.objectContaining({
          pTeamID: first.id,
          coachName: first.full_name,
          level: expect.stringMatching(/^PTeam [A-D]$/),
          days: expect.stringMatching(/^\w+day, \w+day, \w+day$/),
          fromTo: expect.stringMatching(/^\d\d:\d\d - \d\d:\d\d$/),
          site: 61,
          siteName: 'Smart Way',
        }),
      ])
    })

    it("finds by Full Name (the coach's or the level's name, any case) and by Level code", async () => {
      const squads = await squadsAt(61)
      const coach = squads[0].full_name
      const part = coach.split(' ')[1].toUpperCase()
      const byName = (
        await post(manager, '/api/preteam/search', { searchType: 'Full Name', searchValue: part, userSite: 61 })
      ).json()
      const expected = squads.filter((squad) => squad.full_name.toUpperCase().includes(part)).map((squad) => squad.id)
      expect(byName.map((row: { pTeamID: number }) => row.pTeamID).sort()).toEqual(expected.sort())

      const byLevelName = (await post(manager, '/api/preteam/search', { FullName: 'pteam b', userSite: 61 })).json()
      expect(byLevelName.length).toBe(squads.filter((squad) => squad.level === 18).length)

      const byLevel = (
        await post(manager, '/api/preteam/search', { searchType: 'Level', searchValue: 17, userSite: 61 })
      ).json()
      expect(byLevel.map((row: { pTeamID: number }) => row.pTeamID).sort()).toEqual(
        squads
          .filter((squad) => squad.level === 17)
          .map((squad) => squad.id)
          .sort(),
      )
      expect(byLevel.every((row: { level: string }) => row.level === 'PTeam A')).toBe(true)
    })

    it("takes the older screen's keys and treats % and _ as plain text", async () => {
      const [first] = await squadsAt(61)
      expect((await post(manager, '/api/preteam/search', { PTeamID: first.id, userSite: 61 })).json()).toHaveLength(1)
      expect((await post(manager, '/api/preteam/search', { Level: '18', userSite: 61 })).json().length).toBeGreaterThan(
        0,
      )
      expect((await post(manager, '/api/preteam/search', { FullName: '%', userSite: 61 })).json()).toEqual([])
      expect((await post(manager, '/api/preteam/search', { FullName: '_', userSite: 61 })).json()).toEqual([])
    })

    it('lists ended squads with their status, running ones first', async () => {
      const ended = (await squadsAt(61)).find((squad) => squad.end_date !== null)
      expect(ended).toBeDefined()
      const [row] = (await post(manager, '/api/preteam/search', { PTeamID: ended?.id, userSite: 61 })).json()
      expect(row).toMatchObject({ status: 'Ended', endDate: ended?.end_date })
    })

    it('searches only the sites the user may use', async () => {
      const [other] = await squadsAt(62)
      expect((await post(manager, '/api/preteam/search', { PTeamID: other.id, userSite: 'all' })).json()).toEqual([])
      const refused = await post(manager, '/api/preteam/search', { PTeamID: other.id, userSite: 62 })
      expect(refused.statusCode).toBe(403)
      expect((await post(admin, '/api/preteam/search', { PTeamID: other.id, userSite: 'all' })).json()).toHaveLength(1)
      expect((await post(admin, '/api/preteam/search', { PTeamID: other.id, userSite: 61 })).json()).toEqual([])
    })

    it.each([
      [{ searchType: 'Full Name', searchValue: '  ' }, 'searchValue', 'Please enter a search value'],
      [{}, 'searchValue', 'Please enter a search value'],
      [{ searchType: 'Pre-Team ID', searchValue: 'abc' }, 'searchValue', 'Enter a whole number'],
      [{ searchType: 'Colour', searchValue: 'red' }, 'searchType', 'Search by Pre-Team ID, Full Name or Level'],
      // Issue 13: a search takes the site the user chose; every site of theirs only when asked for ('all').
      [{ PTeamID: 5 }, 'userSite', 'Choose a site (or all for every site of yours)'],
      [
        { searchType: 'Level', searchValue: 17, userSite: 'everywhere' },
        'userSite',
        'Choose a site (or all for every site of yours)',
      ],
    ])('answers 400 for %j', async (payload, field, text) => {
      const response = await post(manager, '/api/preteam/search', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual({ [field]: text })
    })
  })

  describe('search-actions', () => {
    it("offers the Mod_PT actions of the user's type that fit a running squad", async () => {
      const running = (await squadsAt(61)).find((squad) => squad.end_date === null)
      // A single-site user cannot move a squad anywhere: no ChangeSite.
      expect(await actionsOf(manager, running?.id ?? 0, 61)).toEqual([
        'ShowPteamInfo',
        'ViewDetailsTab',
        'ViewSwimmers',
        'UpdatePTeamInfo',
        'AddSwimmerToPTeam',
        'EndPteam',
        'RemovePTeam',
      ])
      expect(await actionsOf(admin, running?.id ?? 0, 61)).toEqual([
        'ShowPteamInfo',
        'ViewDetailsTab',
        'ViewSwimmers',
        'UpdatePTeamInfo',
        'AddSwimmerToPTeam',
        'ChangeSite',
        'EndPteam',
        'RemovePTeam',
      ])
    })

    it('offers an ended squad only looking and removing', async () => {
      const ended = (await squadsAt(61)).find((squad) => squad.end_date !== null)
      expect(await actionsOf(admin, ended?.id ?? 0)).toEqual([
        'ShowPteamInfo',
        'ViewDetailsTab',
        'ViewSwimmers',
        'RemovePTeam',
      ])
    })

    it('follows the privileges: a revoked action is neither offered nor allowed', async () => {
      const running = (await squadsAt(61)).find((squad) => squad.end_date === null)
      const remove = await db()
        .selectFrom('actions')
        .select('id')
        .where('module', '=', 'Mod_PT')
        .where('name', '=', 'RemovePTeam')
        .executeTakeFirstOrThrow()
      await db().deleteFrom('privileges').where('user_type_id', '=', 73).where('action_id', '=', remove.id).execute()
      try {
        expect(await actionsOf(manager, running?.id ?? 0)).not.toContain('RemovePTeam')
        const refused = await injectAs(t.app, manager, {
          method: 'DELETE',
          url: '/api/preteam/remove',
          payload: { pTeamID: running?.id, site: 61 },
        })
        expect(refused.statusCode).toBe(403)
        expect(refused.json().message).toBe('You are not allowed to RemovePTeam')
        expect((await squadsAt(61)).map((squad) => squad.id)).toContain(running?.id)
      } finally {
        await db().insertInto('privileges').values({ user_type_id: 73, action_id: remove.id }).execute()
      }
    })

    it('does not find a squad of another site, and refuses a site that is not yours', async () => {
      const [other] = await squadsAt(62)
      const hidden = await post(manager, '/api/preteam/search-actions', { pTeamID: other.id })
      expect(hidden.statusCode).toBe(404)
      expect(hidden.json().message).toBe(`Pre-team ${other.id} not found`)
      const [own] = await squadsAt(61)
      const site = await post(manager, '/api/preteam/search-actions', { pTeamID: own.id, userSite: 62 })
      expect(site.statusCode).toBe(403)
      const noId = await post(manager, '/api/preteam/search-actions', { userSite: 61 })
      expect(noId.json().errors).toEqual({ pTeamID: 'Pre-team ID is required' })
    })
  })

  describe('details and swimmers', () => {
    it('gives the raw record with its running swimmers and history', async () => {
      const enrolled = await db()
        .selectFrom('preteam_enrolments')
        .innerJoin('preteams', 'preteams.id', 'preteam_enrolments.preteam_id')
        .select(['preteams.id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('preteams.site', '=', 61)
        .where('preteams.end_date', 'is', null)
        .where('preteam_enrolments.end_date', '>=', '2026-11-21')
        .groupBy('preteams.id')
        .orderBy(sql`count(*)`, 'desc')
        .executeTakeFirstOrThrow()
      const details = await get(manager, `/api/preteam/${enrolled.id}/details-tab`)
      expect(details.statusCode).toBe(200)
      expect(details.json()).toMatchObject({
        pTeamID: enrolled.id,
        status: 'Active',
        activeSwimmers: Number(enrolled.n),
        createdBy: 'Mona Administrator',
        history: [],
      })
      const swimmers = await get(manager, `/api/PreTeam/${enrolled.id}/swimmers`)
      expect(swimmers.statusCode).toBe(200)
      const list = swimmers.json()
      expect(list).toHaveLength(Number(enrolled.n))
      for (const swimmer of list) {
        expect(swimmer).toEqual(
          expect.objectContaining({
            swimmerID: expect.any(Number),
            fullName: expect.any(String),
            currentLevel: expect.any(String),
            endDate: expect.any(String),
          }),
        )
        expect(swimmer.endDate >= '2026-11-21').toBe(true)
      }
    })

    it('answers an empty list for a squad without swimmers and 404 elsewhere', async () => {
      const [other] = await squadsAt(62)
      expect((await get(manager, `/api/preteam/${other.id}/details-tab`)).statusCode).toBe(404)
      expect((await get(manager, `/api/preteam/${other.id}/swimmers`)).statusCode).toBe(404)
      expect((await get(manager, '/api/preteam/999999/details-tab')).statusCode).toBe(404)
      expect((await get(manager, '/api/preteam/abc/swimmers')).statusCode).toBe(400)
    })
  })

  describe('access', () => {
    it('answers 403 to users without Mod_PT and 401 without a token', async () => {
      const [own] = await squadsAt(62)
      for (const userId of [2, 4]) {
        const token = await login(t.app, userId)
        const slot = { coachID: 1, firstDay: 215, secondDay: 216, thirdDay: 217, startTime: '21:00', endTime: '22:00' }
        const calls = [
          post(token, '/api/preteam/search', { PTeamID: own.id, userSite: 62 }),
          post(token, '/api/preteam/search-actions', { pTeamID: own.id }),
          post(token, '/api/PreTeam/create', { pTeamLevel: 17, ...slot, site: 62 }),
          post(token, '/api/preteam/end', { PTeamID: own.id }),
          get(token, `/api/preteam/${own.id}/details-tab`),
          get(token, `/api/preteam/${own.id}/swimmers`),
          get(token, '/api/preteam/summary?site=62'),
          get(token, '/api/preteam/coaches?site=62'),
          injectAs(t.app, token, {
            method: 'PUT',
            url: '/api/preteam/update',
            payload: { pTeamID: own.id, ...slot, site: 62 },
          }),
          injectAs(t.app, token, {
            method: 'PUT',
            url: '/api/preteam/change-site',
            payload: { pTeamID: own.id, newSite: 63 },
          }),
          injectAs(t.app, token, {
            method: 'DELETE',
            url: '/api/preteam/remove',
            payload: { pTeamID: own.id, site: 62 },
          }),
        ]
        for (const response of await Promise.all(calls)) {
          expect(response.statusCode).toBe(403)
          expect(response.json().message).toBe('You do not have access to Pre-team management')
        }
      }
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/preteam/search', payload: { PTeamID: 1 } })
      expect(anonymous.statusCode).toBe(401)
      // The shared add-swimmer route declares no module, but still needs a signed-in user.
      const anonymousAdd = await t.app.inject({
        method: 'POST',
        url: '/api/PreTeam/add-swimmer',
        payload: { pTeamID: own.id, swimmerID: 1, durationInMonths: 1, site: 62 },
      })
      expect(anonymousAdd.statusCode).toBe(401)
    })

    it('documents every pre-team call in the OpenAPI page', async () => {
      const document = (await injectAs(t.app, admin, { method: 'GET', url: '/api/docs/json' })).json()
      for (const path of [
        '/api/preteam/search',
        '/api/preteam/search-actions',
        '/api/preteam/create',
        '/api/preteam/end',
        '/api/preteam/update',
        '/api/preteam/change-site',
        '/api/preteam/add-swimmer',
        '/api/preteam/remove',
        '/api/preteam/{id}/details-tab',
        '/api/preteam/{id}/swimmers',
        '/api/preteam/{site}',
        '/api/preteam/summary',
      ]) {
        expect(document.paths[path]).toBeDefined()
      }
      const search = document.paths['/api/preteam/search'].post
      expect(search.description).toContain('Full Name')
      expect(Object.keys(search.requestBody.content['application/json'].schema.properties)).toEqual(
        expect.arrayContaining(['searchType', 'searchValue', 'PTeamID', 'FullName', 'Level', 'userSite']),
      )
    })
  })
})
