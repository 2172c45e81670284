import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import {
  ADMIN,
  CASHIER,
  CLUB_13,
  EGYPT,
  NO_SWIMMERS,
  SMART_WAY,
  addSwimmer,
  snapshot,
} from '../routes/swimmers-fixtures'

// Issue 13: the enrolment rules were the URL's, not the domain's. /preteam/add-swimmer enrolled a frozen swimmer that
// /swimmers/save-pteam-trans refused; a Level 5 swimmer went into a Level 1 school and Level 1 swimmers into a PTeam D
// squad; a swimmer ran in two schools or three pre-teams at once; a coaches manager without CompletePayment recorded
// 600.00 through /preteam/add-swimmer. Each rule is now the enrolment service's: every test below sends the same
// request through every URL that enrols (school: /SwimmerSchool/add-swimmer-to-school, /swimmers/save-school-trans;
// pre-team: /swimmers/save-pteam-trans, /PreTeam/add-swimmer with either screen's payload).

const PTEAM_A = 17
const PTEAM_D = 20
const LEVEL_1 = 12
const LEVEL_5 = 16

type Reply = { statusCode: number; json: () => { message: string; errors?: Record<string, string> } }

describe('enrolment rules, whichever URL enrols', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let manager: string
  beforeAll(async () => {
    t = await buildTestApp()
    ;[cashier, admin, manager] = await Promise.all([
      login(t.app, CASHIER),
      login(t.app, ADMIN),
      login(t.app, NO_SWIMMERS),
    ])
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const post = (token: string, url: string, payload: object) =>
    injectAs(t.app, token, { method: 'POST', url, payload }) as unknown as Promise<Reply>
  const now = () => t.clock.now().toISOString()

  /** A coach of a site and type (8 school, 9 pre-team) to lead a group made for a test. */
  const coachOf = async (site: number, type: number) =>
    (
      await db()
        .selectFrom('coaches')
        .select('id')
        .where('site', '=', site)
        .where('coach_type', '=', type)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id
  let minute = 0
  /** A running school made for the test (direct insert: the arrangement, not what is tested). */
  const newSchool = async (site: number, level: number, capacity = 20) => {
    const start = `05:${String(minute++).padStart(2, '0')}`
    const { id } = await db()
      .insertInto('schools')
      .values({
        level,
        coach_id: await coachOf(site, 8),
        first_day: 215,
        second_day: 221,
        start_time: start,
        end_time: '05:59',
        school_type: 77,
        site,
        capacity,
        start_date: '2026-11-01',
        end_date: null,
        created_at: now(),
        created_by: 1,
        updated_at: null,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }
  /** A running pre-team squad made for the test. */
  const newSquad = async (site: number, level: number) => {
    const start = `04:${String(minute++).padStart(2, '0')}`
    const { id } = await db()
      .insertInto('preteams')
      .values({
        level,
        coach_id: await coachOf(site, 9),
        first_day: 215,
        second_day: 217,
        third_day: 221,
        start_time: start,
        end_time: '04:59',
        site,
        start_date: '2026-11-01',
        end_date: null,
        removed_at: null,
        created_at: now(),
        created_by: 1,
        updated_at: null,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }
  const freeze = (swimmerID: number, site = CLUB_13, token = cashier) =>
    post(token, '/api/swimmers/freeze-swim', { swimmerID, freezeReason: 'Injury', freezeDate: '2026-11-21', site })

  let receipt = 0
  /** Every URL that puts a swimmer in a school, as the swimmers screen sends it. */
  const SCHOOL_URLS = ['/api/SwimmerSchool/add-swimmer-to-school', '/api/swimmers/save-school-trans']
  const toSchool = (url: string, swimmerID: number, schoolID: number, extra: object = {}, token = cashier) =>
    post(token, url, {
      swimmerID,
      schoolID,
      months: 1,
      userID: 2,
      amountPaid: 0,
      reciptNo: '',
      siteID: CLUB_13,
      ...extra,
    })
  /** Every URL (and payload) that puts a swimmer in a pre-team squad. */
  const PRETEAM_WAYS = [
    'save-pteam-trans',
    'PreTeam/add-swimmer (swimmers screen)',
    'preteam/add-swimmer (pre-team screen)',
  ] as const
  type PreTeamWay = (typeof PRETEAM_WAYS)[number]
  const toSquad = (
    way: PreTeamWay,
    swimmerID: number,
    pTeamID: number,
    extra: { site?: number; amountPaid?: number | string; recieptNo?: string } = {},
    token = cashier,
  ) => {
    const site = extra.site ?? CLUB_13
    const paid = { amountPaid: extra.amountPaid ?? 0, recieptNo: extra.recieptNo ?? `PT-RULES-${++receipt}` }
    if (way === 'save-pteam-trans') {
      return post(token, '/api/swimmers/save-pteam-trans', {
        swimmerID,
        pteamID: pTeamID,
        months: 1,
        userID: 2,
        siteID: site,
        ...paid,
      })
    }
    if (way === 'PreTeam/add-swimmer (swimmers screen)') {
      return post(token, '/api/PreTeam/add-swimmer', {
        swimmerID,
        pteamID: pTeamID,
        months: 1,
        userID: 2,
        siteID: site,
        ...paid,
      })
    }
    return post(token, '/api/preteam/add-swimmer', {
      pTeamID,
      swimmerID,
      durationInMonths: 1,
      user: 8,
      site,
      ...(extra.amountPaid === undefined ? {} : paid),
    })
  }
  /** Sends a request that must be refused and checks that nothing at all was stored. */
  const refused = async (status: number, send: () => Promise<Reply>) => {
    const before = await snapshot(db())
    const response = await send()
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status })
    expect(await snapshot(db())).toEqual(before)
    return response.json()
  }
  const nameOf = async (swimmerId: number) =>
    (await db().selectFrom('swimmers').select('full_name').where('id', '=', swimmerId).executeTakeFirstOrThrow())
      .full_name

  describe('a frozen swimmer joins no group', () => {
    it.each(SCHOOL_URLS)('school through %s', async (url) => {
      const schoolID = await newSchool(CLUB_13, LEVEL_1)
      const id = await addSwimmer(t, cashier, { fullName: 'Frozen School Swimmer' })
      expect((await freeze(id)).statusCode).toBe(200)
      const body = await refused(409, () => toSchool(url, id, schoolID))
      expect(body.message).toMatch(
        /^Frozen School Swimmer is frozen: renew the subscription before adding them to the Level 1 /,
      )
      expect(body.errors).toEqual({ swimmerID: 'This swimmer is frozen' })
    })

    it.each(PRETEAM_WAYS)('pre-team through %s', async (way) => {
      const squad = await newSquad(CLUB_13, PTEAM_A)
      const id = await addSwimmer(t, cashier, { fullName: 'Frozen Squad Swimmer', startLevel: PTEAM_A })
      expect((await freeze(id)).statusCode).toBe(200)
      const body = await refused(409, () => toSquad(way, id, squad))
      expect(body.message).toMatch(
        /^Frozen Squad Swimmer is frozen: renew the subscription before adding them to the PTeam A squad of Coach /,
      )
      expect(body.errors).toEqual({ swimmerID: 'This swimmer is frozen' })
    })
  })

  describe("the group's level is the swimmer's", () => {
    it.each(SCHOOL_URLS)('a Level 5 swimmer does not go into a Level 1 school through %s', async (url) => {
      const schoolID = await newSchool(CLUB_13, LEVEL_1)
      const id = await addSwimmer(t, cashier, { fullName: 'Level Five Swimmer', startLevel: LEVEL_5 })
      const body = await refused(409, () => toSchool(url, id, schoolID))
      expect(body.message).toMatch(
        /^Level Five Swimmer is at Level 5: the Level 1 Baby Class school of Coach .+ \(Friday, Thursday 05:\d\d-05:59\) is for Level 1$/,
      )
      expect(body.errors).toEqual({ schoolID: 'Choose a group of Level 5' })
    })

    it.each(PRETEAM_WAYS)('a Level 1 swimmer does not go into a PTeam D squad through %s', async (way) => {
      const squad = await newSquad(CLUB_13, PTEAM_D)
      const id = await addSwimmer(t, cashier, { fullName: 'Level One Swimmer', startLevel: LEVEL_1 })
      const body = await refused(409, () => toSquad(way, id, squad))
      expect(body.message).toMatch(/^Level One Swimmer is at Level 1: the PTeam D squad of Coach .+ is for PTeam D$/)
      expect(Object.values(body.errors ?? {})).toEqual(['Choose a group of Level 1'])
      expect(Object.keys(body.errors ?? {})).toEqual([
        way === 'preteam/add-swimmer (pre-team screen)' ? 'pTeamID' : 'pteamID',
      ])
    })
  })

  describe('one running enrolment of a kind at a time', () => {
    it.each(SCHOOL_URLS)('not two schools at once through %s', async (url) => {
      const [first, second] = [await newSchool(CLUB_13, LEVEL_1), await newSchool(CLUB_13, LEVEL_1)]
      const id = await addSwimmer(t, cashier, { fullName: 'Two Schools Swimmer' })
      expect((await toSchool(SCHOOL_URLS[0], id, first)).statusCode).toBe(200)
      const body = await refused(409, () => toSchool(url, id, second))
      expect(body.message).toMatch(
        /^Two Schools Swimmer is already in the Level 1 Baby Class school of Coach .+ until 2026-12-21: one school at a time$/,
      )
      expect(body.errors).toEqual({ swimmerID: 'Already in a school' })
    })

    it.each(PRETEAM_WAYS)('not two pre-teams at once through %s (three were possible)', async (way) => {
      const squads = [
        await newSquad(CLUB_13, PTEAM_A),
        await newSquad(CLUB_13, PTEAM_A),
        await newSquad(CLUB_13, PTEAM_A),
      ]
      const id = await addSwimmer(t, cashier, { fullName: 'Three Squads Swimmer', startLevel: PTEAM_A })
      expect((await toSquad('save-pteam-trans', id, squads[0])).statusCode).toBe(200)
      for (const squad of squads.slice(1)) {
        const body = await refused(409, () => toSquad(way, id, squad))
        expect(body.message).toMatch(
          /^Three Squads Swimmer is already in the PTeam A squad of Coach .+ until 2026-12-21: one pre-team at a time$/,
        )
      }
      const running = await db()
        .selectFrom('preteam_enrolments')
        .select('id')
        .where('swimmer_id', '=', id)
        .where('end_date', '>=', '2026-11-21')
        .execute()
      expect(running).toHaveLength(1)
    })

    it('twenty simultaneous enrolments of one swimmer into two schools, through both URLs, enrol once', async () => {
      const schools = [await newSchool(CLUB_13, LEVEL_1), await newSchool(CLUB_13, LEVEL_1)]
      const id = await addSwimmer(t, cashier)
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, n) => toSchool(SCHOOL_URLS[n % 2], id, schools[Math.floor(n / 2) % 2])),
      )
      const codes = responses.map((response) => response.statusCode)
      expect(codes.filter((code) => code === 200)).toHaveLength(1)
      expect(codes.every((code) => code === 200 || code === 409)).toBe(true)
      const rows = await db().selectFrom('school_enrolments').select('id').where('swimmer_id', '=', id).execute()
      expect(rows).toHaveLength(1)
      expect(await db().selectFrom('invoices').select('id').where('swimmer_id', '=', id).execute()).toHaveLength(1)
    })

    it('a swimmer of a group that has ended may join another', async () => {
      const [first, second] = [await newSchool(CLUB_13, LEVEL_1), await newSchool(CLUB_13, LEVEL_1)]
      const id = await addSwimmer(t, cashier)
      expect((await toSchool(SCHOOL_URLS[0], id, first)).statusCode).toBe(200)
      await db().updateTable('schools').set({ end_date: '2026-11-21' }).where('id', '=', first).execute()
      expect((await toSchool(SCHOOL_URLS[1], id, second)).statusCode).toBe(200)
    })
  })

  describe('capacity', () => {
    it.each(SCHOOL_URLS)('a full school takes nobody through %s', async (url) => {
      const schoolID = await newSchool(CLUB_13, LEVEL_1, 1)
      expect((await toSchool(url, await addSwimmer(t, cashier), schoolID)).statusCode).toBe(200)
      const other = await addSwimmer(t, cashier)
      const full = await refused(409, () => toSchool(url, other, schoolID))
      expect(full.message).toMatch(/^The Level 1 Baby Class school of Coach .+ is full \(1 of 1 places taken\)$/)
      expect(full.errors).toEqual({ schoolID: 'This school is full' })
    })

    // On PostgreSQL a locking read that waited for another enrolment counted the seats from before that enrolment
    // committed (READ COMMITTED), so two swimmers could take a school's last place together.
    it('swimmers enrolling at the same moment never take more places than the school has', async () => {
      for (let round = 0; round < 4; round++) {
        const schoolID = await newSchool(CLUB_13, LEVEL_1, 2)
        const swimmers = await Promise.all(Array.from({ length: 6 }, () => addSwimmer(t, cashier)))
        const responses = await Promise.all(
          swimmers.map((id, n) => toSchool(SCHOOL_URLS[n % SCHOOL_URLS.length], id, schoolID)),
        )
        const codes = responses.map((response) => response.statusCode)
        expect(codes.filter((code) => code === 200)).toHaveLength(2)
        expect(codes.every((code) => code === 200 || code === 409)).toBe(true)
        const rows = await db().selectFrom('school_enrolments').select('id').where('school_id', '=', schoolID).execute()
        expect(rows).toHaveLength(2)
      }
    })
  })

  describe('money at enrolment needs the payment privilege', () => {
    it('a coaches manager without CompletePayment cannot record 600.00 through /preteam/add-swimmer', async () => {
      const squad = await newSquad(SMART_WAY, PTEAM_A)
      const id = await addSwimmer(t, admin, { site: SMART_WAY, startLevel: PTEAM_A, fullName: 'Paid Squad Swimmer' })
      for (const payload of [
        {
          pTeamID: squad,
          swimmerID: id,
          durationInMonths: 12,
          site: SMART_WAY,
          amountPaid: '600.00',
          recieptNo: 'CM-600',
        },
        { pteamID: squad, swimmerID: id, months: 12, siteID: SMART_WAY, amountPaid: 600, recieptNo: 'CM-600' },
      ]) {
        const body = await refused(403, () => post(manager, '/api/preteam/add-swimmer', payload))
        expect(body.message).toMatch(
          /^Recording a payment needs the CompletePayment privilege: add Paid Squad Swimmer to the PTeam A squad of Coach .+ with nothing paid, and take the 600\.00 at the desk$/,
        )
      }
      // With nothing paid the coaches manager may enrol.
      const free = await post(manager, '/api/preteam/add-swimmer', {
        pTeamID: squad,
        swimmerID: id,
        durationInMonths: 1,
        site: SMART_WAY,
      })
      expect(free.statusCode).toBe(200)
      expect(free.json()).toMatchObject({ amountPaid: 0 })
    })

    it('a cashier whose title loses CompletePayment records no money through any enrolment URL', async () => {
      const action = await db()
        .selectFrom('actions')
        .select('id')
        .where('module', '=', 'Settings')
        .where('name', '=', 'CompletePayment')
        .executeTakeFirstOrThrow()
      await db().deleteFrom('privileges').where('user_type_id', '=', 72).where('action_id', '=', action.id).execute()
      try {
        const schoolID = await newSchool(CLUB_13, LEVEL_1)
        const squad = await newSquad(CLUB_13, PTEAM_A)
        for (const url of SCHOOL_URLS) {
          const id = await addSwimmer(t, cashier)
          await refused(403, () =>
            toSchool(url, id, schoolID, { amountPaid: '25.00', reciptNo: `NO-PRIV-${++receipt}` }),
          )
        }
        for (const way of PRETEAM_WAYS) {
          const id = await addSwimmer(t, cashier, { startLevel: PTEAM_A })
          await refused(403, () => toSquad(way, id, squad, { amountPaid: '25.00' }))
        }
      } finally {
        await db().insertInto('privileges').values({ user_type_id: 72, action_id: action.id }).execute()
      }
    })
  })

  describe('the swimmer acts at their own site', () => {
    it('an enrolment naming another of the user’s sites is refused with the sites named', async () => {
      const id = await addSwimmer(t, cashier, { fullName: 'Club Thirteen Swimmer' })
      const egyptSchool = await newSchool(EGYPT, LEVEL_1)
      for (const url of SCHOOL_URLS) {
        const body = await refused(400, () => toSchool(url, id, egyptSchool, { siteID: EGYPT }))
        expect(body.message).toBe(
          'Club Thirteen Swimmer is a swimmer of Club 13: enrol them at Club 13, not at Egypt. Choose Club 13 as your site and try again.',
        )
        expect(body.errors).toEqual({
          siteID: 'Club Thirteen Swimmer is a swimmer of Club 13: enrol them at Club 13, not at Egypt',
        })
      }
    })
  })

  describe('what is offered is what is accepted', () => {
    const actionsOf = async (swimmerID: number, userSite = CLUB_13) => {
      const response = await post(cashier, '/api/swimmers/search-actions', { userID: 2, swimmerID, userSite })
      expect(response.statusCode).toBe(200)
      return (response.json() as unknown as Array<{ actionName: string }>).map((entry) => entry.actionName)
    }
    const options = async (kind: 'school' | 'preteam', id: number) => {
      const response = await injectAs(t.app, cashier, { method: 'GET', url: `/api/swimmers/${kind}-options/${id}` })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      return (kind === 'school' ? body.schools : body.preTeams) as Array<{ schoolID?: number; pTeamID?: number }>
    }

    it('Add to Pre-Team no longer offers only the squad the swimmer is already in (a dead end)', async () => {
      const squad = await newSquad(CLUB_13, PTEAM_D)
      const id = await addSwimmer(t, cashier, { startLevel: PTEAM_D })
      expect((await options('preteam', id)).map((entry) => entry.pTeamID)).toContain(squad)
      expect(await actionsOf(id)).toContain('AddSwimmerToPTeam')
      expect((await toSquad('save-pteam-trans', id, squad)).statusCode).toBe(200)
      expect(await options('preteam', id)).toEqual([])
      expect(await actionsOf(id)).not.toContain('AddSwimmerToPTeam')
    })

    it('Add to School is offered only with a school that would take the swimmer', async () => {
      const id = await addSwimmer(t, cashier)
      const offered = await options('school', id)
      expect(offered.length).toBeGreaterThan(0)
      expect(await actionsOf(id)).toContain('AddSwimmerToSchool')
      expect((await toSchool(SCHOOL_URLS[1], id, offered[0].schoolID as number)).statusCode).toBe(200)
      expect(await options('school', id)).toEqual([])
      expect(await actionsOf(id)).not.toContain('AddSwimmerToSchool')
      // Frozen: nothing offered, every option closed.
      const frozen = await addSwimmer(t, cashier)
      await freeze(frozen)
      expect(await options('school', frozen)).toEqual([])
      expect(await actionsOf(frozen)).not.toContain('AddSwimmerToSchool')
    })

    it('every seeded Club 13 swimmer: an action is offered exactly when its options exist, and each option is accepted', async () => {
      const swimmers = await db()
        .selectFrom('swimmers')
        .select('id')
        .where('site', '=', CLUB_13)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .limit(40)
        .execute()
      let accepted = 0
      for (const { id } of swimmers) {
        const actions = await actionsOf(id)
        const schools = await options('school', id)
        const squads = await options('preteam', id)
        expect({ id, school: actions.includes('AddSwimmerToSchool') }).toEqual({ id, school: schools.length > 0 })
        expect({ id, preteam: actions.includes('AddSwimmerToPTeam') }).toEqual({ id, preteam: squads.length > 0 })
        if (schools.length > 0) {
          expect((await toSchool(SCHOOL_URLS[accepted % 2], id, schools[0].schoolID as number)).statusCode).toBe(200)
          accepted++
        } else if (squads.length > 0) {
          expect((await toSquad(PRETEAM_WAYS[accepted % 3], id, squads[0].pTeamID as number)).statusCode).toBe(200)
          accepted++
        }
      }
      expect(accepted).toBeGreaterThan(0)
    })

    it('an Egypt swimmer seen from Club 13 is offered no enrolment and no renewal', async () => {
      const egypt = await addSwimmer(t, cashier, { site: EGYPT })
      const actions = await actionsOf(egypt, CLUB_13)
      for (const name of ['AddSwimmerToSchool', 'AddSwimmerToPTeam', 'SubscriptionRenwal'])
        expect(actions).not.toContain(name)
      // From Egypt it may join a school; a renewal needs a group to renew (issue 25), and it has none yet.
      const atHome = await actionsOf(egypt, EGYPT)
      expect(atHome).toEqual(expect.arrayContaining(['AddSwimmerToSchool']))
      expect(atHome).not.toContain('SubscriptionRenwal')
    })
  })

  it('each refusal names the swimmer: no "Swimmer 123" nor "school 8" in the messages', async () => {
    const schoolID = await newSchool(CLUB_13, LEVEL_1)
    const id = await addSwimmer(t, cashier, { fullName: 'Named Person' })
    await toSchool(SCHOOL_URLS[0], id, schoolID)
    const body = (await toSchool(SCHOOL_URLS[1], id, schoolID)).json()
    expect(body.message).toContain(await nameOf(id))
    expect(body.message).not.toMatch(/Swimmer \d+|school \d+/)
  })
})
