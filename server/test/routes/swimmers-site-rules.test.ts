import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, EGYPT, addSwimmer, auditActions, snapshot } from './swimmers-fixtures'

// Issue 13, Sites and Dates: an action on a swimmer happens at the swimmer's site (a cashier sending `site: 63` for a
// Club 13 swimmer used to get times, level and attendance recorded "at Egypt"); moving a swimmer to another site ends
// their running enrolments at the old site, so the old site's group lists no longer show them (nor their parent's
// phone and email); attendance dates lie between the day the swimmer joined and a week ahead.

const TODAY = '2026-11-21'
const YESTERDAY = '2026-11-20'

describe('swimmers: where an action happens, moving site, attendance dates', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = cashier) =>
    injectAs(t.app, token, { method, url, payload })
  const refused = async (status: number, send: () => Promise<{ statusCode: number; json: () => unknown }>) => {
    const before = await snapshot(db())
    const response = await send()
    expect(response.statusCode).toBe(status)
    expect(await snapshot(db())).toEqual(before)
    return response.json() as { message: string; errors?: Record<string, string> }
  }
  const swimmerRow = (id: number) =>
    db().selectFrom('swimmers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  describe('an action on a swimmer happens at the swimmer’s site', () => {
    // Every Mod_SW call that names the acting site, with a valid body for a Club 13 swimmer.
    const actions: Array<{ name: string; method: 'POST' | 'PUT'; url: string; body: (id: number) => object }> = [
      {
        name: 'update-times',
        method: 'PUT',
        url: '/api/swimmers/update-times',
        body: (id) => ({ swimmerID: id, newTimes: '50m Freestyle 00:40.00', reason: 'Gala', userID: 2 }),
      },
      {
        name: 'update-level',
        method: 'PUT',
        url: '/api/swimmers/update-level',
        body: (id) => ({ swimmerID: id, newLevel: 13, userID: 2 }),
      },
      {
        name: 'record-attendance',
        method: 'POST',
        url: '/api/swimmers/record-attendance',
        body: (id) => ({ swimmerID: id, date: TODAY, status: 'present', userID: 2 }),
      },
      {
        name: 'freeze-swim',
        method: 'POST',
        url: '/api/swimmers/freeze-swim',
        body: (id) => ({ swimmerID: id, freezeReason: 'Travelling', freezeDate: TODAY, userID: 2 }),
      },
      {
        name: 'update',
        method: 'PUT',
        url: '/api/swimmers/update',
        body: (id) => ({
          swimmerID: id,
          fullName: 'Zeina Test Swimmer',
          year: 2016,
          level: 12,
          parentPhone: '01012345678',
          parentEmail: 'parent@example.com',
          userID: 2,
        }),
      },
    ]

    it.each(actions)(
      '$name: a Club 13 swimmer with site Egypt is refused, naming the swimmer and both sites; nothing is stored',
      async ({ method, url, body }) => {
        const id = await addSwimmer(t, cashier)
        const answer = await refused(400, () => call(method, url, { ...body(id), site: EGYPT }))
        expect(answer.errors).toEqual({ site: expect.stringContaining('Zeina Test Swimmer is a swimmer of Club 13') })
        expect(answer.errors?.site).toMatch(/ at Club 13, not at Egypt$/)
        expect(answer.message).toMatch(
          /^Zeina Test Swimmer is a swimmer of Club 13: .+ at Club 13, not at Egypt\. Choose Club 13 as your site/,
        )
        expect(await auditActions(db(), id)).toEqual(['AddSwimmer'])
        // At the swimmer's own site the same request is accepted, and recorded there.
        const accepted = await call(method, url, { ...body(id), site: CLUB_13 })
        if (url.endsWith('record-attendance')) {
          // Attendance is a mark at a session (issue 25): a swimmer in no group has none today.
          expect(accepted.statusCode).toBe(409)
          expect(accepted.json().message).toBe(
            `Zeina Test Swimmer has no session on ${TODAY}: none of their groups meets that day`,
          )
          return
        }
        expect(accepted.statusCode).toBe(200)
        const entry = await db()
          .selectFrom('audit_log')
          .select(['site'])
          .where('entity', '=', 'swimmer')
          .where('entity_id', '=', String(id))
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
        expect(entry.site).toBe(CLUB_13)
      },
    )

    it('records times, level and attendance at the swimmer’s site, never at the one a request names', async () => {
      const id = await addSwimmer(t, cashier)
      for (const { method, url, body } of actions.slice(0, 3)) {
        await refused(400, () => call(method, url, { ...body(id), site: EGYPT }))
      }
      const [times, levels, attendance] = await Promise.all([
        db().selectFrom('swimmer_times').select('site').where('swimmer_id', '=', id).execute(),
        db().selectFrom('swimmer_levels').select('site').where('swimmer_id', '=', id).execute(),
        db().selectFrom('session_attendance').select('session_id').where('swimmer_id', '=', id).execute(),
      ])
      expect(times).toEqual([])
      expect(levels).toEqual([{ site: CLUB_13 }])
      expect(attendance).toEqual([])
      expect((await swimmerRow(id)).current_level).toBe(12)
    })

    it('offers the actions done at the swimmer’s site only to a user acting at that site', async () => {
      const id = await addSwimmer(t, cashier)
      const offered = async (userSite: number) => {
        const response = await call('POST', '/api/swimmers/search-actions', { swimmerID: id, userSite })
        expect(response.statusCode).toBe(200)
        return (response.json() as Array<{ actionName: string }>).map((entry) => entry.actionName)
      }
      const atHome = await offered(CLUB_13)
      expect(atHome).toEqual(expect.arrayContaining(['UpdateTimes', 'Attendes', 'FreezSwim']))
      const fromEgypt = await offered(EGYPT)
      for (const name of ['EditSwimmer', 'UpdateSchoolLevel', 'FreezSwim', 'UpdateTimes', 'Attendes']) {
        expect(fromEgypt).not.toContain(name)
      }
      expect(fromEgypt).toContain('ChangeSite')
    })
  })

  describe('PUT /swimmers/change-site ends the running enrolments at the old site', () => {
    /** A fresh Club 13 swimmer in a running Club 13 school and pre-team (rows written directly: only the move is tested). */
    async function enrolledSwimmer() {
      const id = await addSwimmer(t, cashier, { fullName: 'Mariam Moving Swimmer' })
      const school = await db()
        .selectFrom('schools as s')
        .innerJoin('coaches as c', 'c.id', 's.coach_id')
        .innerJoin('lookup_items as l', 'l.code', 's.level')
        .select(['s.id', 's.coach_id', 'c.full_name as coach', 'l.description as level'])
        .where('s.site', '=', CLUB_13)
        .where('s.level', '=', 12)
        .where('s.end_date', 'is', null)
        .orderBy('s.id')
        .executeTakeFirstOrThrow()
      const preteam = await db()
        .selectFrom('preteams as p')
        .innerJoin('coaches as c', 'c.id', 'p.coach_id')
        .innerJoin('lookup_items as l', 'l.code', 'p.level')
        .select(['p.id', 'p.coach_id', 'c.full_name as coach', 'l.description as level'])
        .where('p.site', '=', CLUB_13)
        .where('p.end_date', 'is', null)
        .where('p.removed_at', 'is', null)
        .orderBy('p.id')
        .executeTakeFirstOrThrow()
      const enrolment = {
        swimmer_id: id,
        months: 3,
        start_date: '2026-11-01',
        end_date: '2027-02-01',
        invoice_id: null,
        site: CLUB_13,
        created_at: '2026-11-01T08:00:00.000Z',
        created_by: CASHIER,
      }
      await db()
        .insertInto('school_enrolments')
        .values({ ...enrolment, school_id: school.id })
        .execute()
      await db()
        .insertInto('preteam_enrolments')
        .values({ ...enrolment, preteam_id: preteam.id })
        .execute()
      return { id, school, preteam }
    }

    /** The swimmer ids every group list of the old site shows, as the administrator (who may see every site). */
    async function listedIn(group: Awaited<ReturnType<typeof enrolledSwimmer>>) {
      const ids = async (url: string) => {
        const response = await call('GET', url, undefined, admin)
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 })
        return response.json<Array<{ swimmerID: number }>>().map((row) => row.swimmerID)
      }
      return {
        school: await ids(`/api/schools/${group.school.id}/swimmers`),
        bySchool: await ids(`/api/Swimmers/BySchool/${group.school.id}`),
        preteam: await ids(`/api/preteam/${group.preteam.id}/swimmers`),
        schoolCoach: await ids(`/api/coaches/${group.school.coach_id}/swimmers`),
        preteamCoach: await ids(`/api/coaches/${group.preteam.coach_id}/swimmers`),
      }
    }

    it('ends them today (their places free from today), audited, and says which groups the swimmer left', async () => {
      const group = await enrolledSwimmer()
      const before = await listedIn(group)
      for (const list of Object.values(before)) expect(list).toContain(group.id)

      const response = await call('PUT', '/api/swimmers/change-site', { swimmerID: group.id, userID: 2, site: EGYPT })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        message:
          'Swimmer site changed successfully. Mariam Moving Swimmer moved from Club 13 to Egypt and left ' +
          `school ${group.school.id} (${group.school.level}, Coach ${group.school.coach}) and ` +
          `pre-team ${group.preteam.id} (${group.preteam.level}, Coach ${group.preteam.coach}) at Club 13 ` +
          `(their enrolments there end today, ${TODAY}).`,
        endedEnrolments: [
          {
            kind: 'school',
            groupID: group.school.id,
            levelName: group.school.level,
            coachName: group.school.coach,
            site: CLUB_13,
            siteName: 'Club 13',
            endDate: TODAY,
            paidUntil: expect.any(String),
            cancelledInvoices: [],
            owed: 0,
          },
          {
            kind: 'preteam',
            groupID: group.preteam.id,
            levelName: group.preteam.level,
            coachName: group.preteam.coach,
            site: CLUB_13,
            siteName: 'Club 13',
            endDate: TODAY,
            paidUntil: expect.any(String),
            cancelledInvoices: [],
            owed: 0,
          },
        ],
      })
      expect((await swimmerRow(group.id)).site).toBe(EGYPT)
      const schoolRows = await db()
        .selectFrom('school_enrolments')
        .select('end_date')
        .where('swimmer_id', '=', group.id)
        .execute()
      const preteamRows = await db()
        .selectFrom('preteam_enrolments')
        .select('end_date')
        .where('swimmer_id', '=', group.id)
        .execute()
      expect([...schoolRows, ...preteamRows]).toEqual([{ end_date: YESTERDAY }, { end_date: YESTERDAY }])

      // One audit entry: the move and the enrolments it ended.
      const logs = (await call('GET', `/api/swimmers/${group.id}/logs`)).json()
      expect(logs.map((entry: { action: string }) => entry.action)).toEqual(['AddSwimmer', 'ChangeSite'])
      expect(logs[1]).toMatchObject({
        site: EGYPT,
        before: { site: CLUB_13, runningEnrolments: [{ kind: 'school' }, { kind: 'preteam' }] },
        after: {
          site: EGYPT,
          endedEnrolments: [
            { kind: 'school', groupId: group.school.id, endDate: YESTERDAY },
            { kind: 'preteam', groupId: group.preteam.id, endDate: YESTERDAY },
          ],
        },
      })

      // The old site's group lists no longer show the swimmer (nor so their parent's phone and email).
      const after = await listedIn(group)
      for (const list of Object.values(after)) expect(list).not.toContain(group.id)
      const bySchool = await call('GET', `/api/swimmers/byschool/${group.school.id}`)
      expect(JSON.stringify(bySchool.json())).not.toContain('Mariam Moving Swimmer')
    })

    it('keeps the enrolments of a refused move', async () => {
      const group = await enrolledSwimmer()
      await refused(403, () => call('PUT', '/api/swimmers/change-site', { swimmerID: group.id, site: 61 }))
      await refused(400, () => call('PUT', '/api/swimmers/change-site', { swimmerID: group.id, site: CLUB_13 }))
      const running = await db()
        .selectFrom('school_enrolments')
        .select('end_date')
        .where('swimmer_id', '=', group.id)
        .executeTakeFirstOrThrow()
      expect(running.end_date).toBe('2027-02-01')
    })

    it('cannot change the site through PUT /swimmers/update: the site there is where the user acts', async () => {
      const group = await enrolledSwimmer()
      const edit = {
        swimmerID: group.id,
        fullName: 'Mariam Moving Swimmer',
        year: 2016,
        level: 12,
        site: EGYPT,
        parentPhone: '01012345678',
        parentEmail: 'parent@example.com',
      }
      await refused(400, () => call('PUT', '/api/swimmers/update', edit))
      expect((await swimmerRow(group.id)).site).toBe(CLUB_13)
      expect((await call('PUT', '/api/swimmers/update', { ...edit, site: CLUB_13 })).statusCode).toBe(200)
      expect((await swimmerRow(group.id)).site).toBe(CLUB_13)
    })
  })

  describe('POST /swimmers/record-attendance dates', () => {
    const attend = (payload: object) =>
      call('POST', '/api/swimmers/record-attendance', { userID: 2, site: CLUB_13, status: 'present', ...payload })

    it("refuses 1900-01-01 (outside the academy's dates) and any date before the swimmer was born, naming the date field", async () => {
      const id = await addSwimmer(t, cashier)
      const answer = await refused(400, () => attend({ swimmerID: id, date: '1900-01-01' }))
      expect(answer.errors).toEqual({ date: 'Date must be a date from 2000-01-01 to 2099-12-31' })
      expect((await refused(400, () => attend({ swimmerID: id, date: '2016-04-02' }))).errors).toEqual({
        date: '2016-04-02 is before Zeina Test Swimmer was born (2016-04-03)',
      })
    })

    it('refuses a date the swimmer has no session: before their first enrolment, or never in a group (issue 25)', async () => {
      const group = await db()
        .selectFrom('school_enrolments as e')
        .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
        .select(['s.id', 's.full_name', 's.birth_date', (eb) => eb.fn.min('e.start_date').as('first')])
        .where('s.site', '=', CLUB_13)
        .where('s.deleted_at', 'is', null)
        .groupBy(['s.id', 's.full_name', 's.birth_date'])
        .orderBy('s.id', 'desc')
        .executeTakeFirstOrThrow()
      const preteamStart = await db()
        .selectFrom('preteam_enrolments')
        .select((eb) => eb.fn.min('start_date').as('first'))
        .where('swimmer_id', '=', group.id)
        .executeTakeFirst()
      const first = [group.first, preteamStart?.first].filter((date): date is string => Boolean(date)).sort()[0]
      const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      expect((await refused(409, () => attend({ swimmerID: group.id, date: dayBefore }))).message).toBe(
        `${group.full_name} has no session on ${dayBefore}: none of their groups meets that day`,
      )
      const fresh = await addSwimmer(t, cashier)
      for (const date of [YESTERDAY, TODAY, '2026-11-28']) {
        expect((await refused(409, () => attend({ swimmerID: fresh, date }))).errors).toEqual({
          date: 'No session of this swimmer that day',
        })
      }
    })
  })
})
