import { COACH_MESSAGES } from '@contract/coaches'
import { findAuditEntries } from '../../src/domains/audit/audit.repository'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'

// Every coaches call: what it answers, who may call it, and that changes are validated, stored and audited.
// Demo users: 1 administrator (all sites), 2 cashier (62, 63; no Mod_CO), 3 coaches manager (61; Mod_CO).

interface CoachRowBody {
  coachID: number
  coachName: string
  phone: string
  email: string | null
  specialization: string | null
  experience: number | null
  coachType: number
  site: number
  isActive: boolean
}

const NEW_COACH = {
  coachName: '  Omar Test  ',
  phone: '010 1234 5678',
  email: 'Omar.Test@Example.com',
  specialization: 'Freestyle',
  experience: '7',
  coachType: 8,
  site: 61,
  userID: 99,
}

describe('coaches', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let manager: string
  beforeAll(async () => {
    t = await buildTestApp()
    ;[admin, cashier, manager] = await Promise.all([login(t.app, 1), login(t.app, 2), login(t.app, 3)])
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) })
  const countCoaches = async () =>
    Number(
      (
        await db()
          .selectFrom('coaches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const addCoach = async (overrides: object = {}, token = manager) => {
    const response = await call(token, 'POST', '/api/coaches/add', { ...NEW_COACH, ...overrides })
    expect(response.statusCode).toBe(200)
    return response.json<{ coachID: number }>().coachID
  }
  /** A demo coach of the site who teaches at least one active group. */
  const busyCoach = async (site: number) => {
    const row = await db()
      .selectFrom('schools')
      .innerJoin('coaches', 'coaches.id', 'schools.coach_id')
      .select(['coaches.id', 'coaches.full_name'])
      .where('schools.site', '=', site)
      .where('schools.end_date', 'is', null)
      .orderBy('coaches.id')
      .executeTakeFirstOrThrow()
    return row
  }
  const coachOf = (site: number) =>
    db().selectFrom('coaches').selectAll().where('site', '=', site).orderBy('id').executeTakeFirstOrThrow()

  describe('GET /coaches', () => {
    it("lists the coaches of the site the user chose with the table's fields", async () => {
      const response = await call(manager, 'GET', '/api/coaches?site=61')
      expect(response.statusCode).toBe(200)
      const rows = response.json<CoachRowBody[]>()
      expect(rows.length).toBeGreaterThan(5)
      for (const row of rows) expect(row.site).toBe(61)
      const stored = await coachOf(61)
      expect(rows.find((row) => row.coachID === stored.id)).toEqual({
        coachID: stored.id,
        coachName: stored.full_name,
        phone: stored.mobile_number,
        email: stored.email,
        specialization: stored.specialization,
        experience: stored.experience_years,
        coachType: stored.coach_type,
        site: 61,
        isActive: true,
      })
    })

    // Issue 13: the list takes the site the user chose; every site of theirs only when asked for (site=all).
    it('takes the chosen site, never every site by default: site=all asks for every site of the user', async () => {
      // The spec's GET /coaches names no site: the user's home site (the administrator's is Smart Way, 61).
      const spec = (await call(admin, 'GET', '/api/coaches')).json<CoachRowBody[]>()
      expect(spec.length).toBeGreaterThan(0)
      expect(new Set(spec.map((row) => row.site))).toEqual(new Set([61]))
      for (const query of ['?site=', '?site=abc']) {
        const response = await call(admin, 'GET', `/api/coaches${query}`)
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toEqual({ site: COACH_MESSAGES.siteRequired })
      }
      const mine = (await call(manager, 'GET', '/api/coaches?site=all')).json<CoachRowBody[]>()
      expect(mine.length).toBeGreaterThan(0)
      expect(new Set(mine.map((row) => row.site))).toEqual(new Set([61]))
    })

    it('lists every site for the administrator when asked, or one site', async () => {
      const all = (await call(admin, 'GET', '/api/Coaches?site=all')).json<CoachRowBody[]>()
      expect(new Set(all.map((row) => row.site))).toEqual(new Set([61, 62, 63, 64, 65, 66, 67, 68, 69]))
      const one = (await call(admin, 'GET', '/api/coaches?site=62')).json<CoachRowBody[]>()
      expect(one.length).toBeGreaterThan(0)
      expect(one.every((row) => row.site === 62)).toBe(true)
      expect(one.some((row) => !row.isActive)).toBe(true) // 62 has an inactive demo coach
    })

    it('refuses a site that is not the user’s (403), a user without Mod_CO (403) and no sign-in (401)', async () => {
      const otherSite = await call(manager, 'GET', '/api/coaches?site=62')
      expect(otherSite.statusCode).toBe(403)
      expect(otherSite.json().message).toBe('Site 62 is not one of your sites')
      const noModule = await call(cashier, 'GET', '/api/coaches?site=62')
      expect(noModule.statusCode).toBe(403)
      expect(noModule.json().message).toBe('You do not have access to Coaches management')
      expect((await t.app.inject({ method: 'GET', url: '/api/coaches' })).statusCode).toBe(401)
    })

    it('refuses a user whose type lost ViewCoaches', async () => {
      const action = await db()
        .selectFrom('actions')
        .select('id')
        .where('module', '=', 'Mod_CO')
        .where('name', '=', 'ViewCoaches')
        .executeTakeFirstOrThrow()
      await db().deleteFrom('privileges').where('user_type_id', '=', 73).where('action_id', '=', action.id).execute()
      try {
        const response = await call(manager, 'GET', '/api/coaches?site=61')
        expect(response.statusCode).toBe(403)
        expect(response.json().message).toBe('You are not allowed to ViewCoaches')
      } finally {
        await db().insertInto('privileges').values({ user_type_id: 73, action_id: action.id }).execute()
      }
    })
  })

  describe('GET /coaches/{id} and /coaches/{id}/swimmers', () => {
    it('shows a coach with the active groups they teach', async () => {
      const coach = await busyCoach(61)
      const response = await call(manager, 'GET', `/api/coaches/${coach.id}`)
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ coachID: coach.id, coachName: coach.full_name, site: 61, isActive: true })
      expect(body.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect([5, 6]).toContain(body.gender)
      expect(body.groups.length).toBeGreaterThan(0)
      expect(body.groups[0]).toEqual({
        kind: 'school',
        id: expect.any(Number),
        days: [expect.any(Number), expect.any(Number)],
        startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
        endTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      })
      const ended = await db()
        .selectFrom('schools')
        .select('id')
        .where('coach_id', '=', coach.id)
        .where('end_date', 'is not', null)
        .execute()
      for (const group of ended) expect(body.groups.map((g: { id: number }) => g.id)).not.toContain(group.id)
    })

    it("lists the swimmers currently enrolled in the coach's active groups", async () => {
      const coach = await busyCoach(61)
      const today = '2026-11-21'
      const expected = await db()
        .selectFrom('school_enrolments as e')
        .innerJoin('schools as s', 's.id', 'e.school_id')
        .select('e.swimmer_id')
        .where('s.coach_id', '=', coach.id)
        .where('s.end_date', 'is', null)
        .where('e.end_date', '>=', today)
        .execute()
      const response = await call(manager, 'GET', `/api/coaches/${coach.id}/swimmers`)
      expect(response.statusCode).toBe(200)
      const swimmers = response.json<Array<{ swimmerID: number; groupKind: string; enrolledUntil: string }>>()
      expect(swimmers.map((row) => row.swimmerID).sort()).toEqual(expected.map((row) => row.swimmer_id).sort())
      for (const row of swimmers) expect(row.enrolledUntil >= today).toBe(true)
    })

    it("answers another site's coach and an unknown coach as not found, a bad id as 400", async () => {
      const other = await coachOf(62)
      for (const url of [`/api/coaches/${other.id}`, `/api/coaches/${other.id}/swimmers`, '/api/coaches/999999']) {
        const response = await call(manager, 'GET', url)
        expect(response.statusCode).toBe(404)
        expect(response.json().message).toMatch(/^Coach \d+ not found$/)
      }
      const bad = await call(manager, 'GET', '/api/coaches/abc')
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors).toEqual({ id: 'id must be a positive whole number' })
      expect((await call(cashier, 'GET', `/api/coaches/${other.id}`)).statusCode).toBe(403)
    })
  })

  describe('POST /coaches/add', () => {
    it('adds a coach, cleaned up, as the signed-in user, with an audit entry', async () => {
      const response = await call(manager, 'POST', '/api/coaches/add', NEW_COACH)
      expect(response.statusCode).toBe(200)
      const { coachID, message } = response.json()
      expect(message).toBe('Coach added successfully')
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coachID).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({
        full_name: 'Omar Test',
        mobile_number: '01012345678',
        email: 'omar.test@example.com',
        specialization: 'Freestyle',
        experience_years: 7,
        coach_type: 8,
        site: 61,
        is_active: 1,
        created_by: 3,
        deleted_at: null,
      })
      const [entry] = await findAuditEntries(db(), 'coach', coachID)
      expect(entry).toMatchObject({ action: 'AddCoach', user_id: 3, site: 61, before_json: null })
      expect(JSON.parse(entry.after_json ?? '{}')).toMatchObject({ coachID, coachName: 'Omar Test' })
      const list = (await call(manager, 'GET', '/api/coaches?site=61')).json<CoachRowBody[]>()
      expect(list.find((row) => row.coachID === coachID)?.coachName).toBe('Omar Test')
    })

    it('takes blank optional fields as none', async () => {
      const coachID = await addCoach({ email: '', specialization: ' ', experience: '', coachType: '9' })
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coachID).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ email: null, specialization: null, experience_years: null, coach_type: 9 })
    })

    it.each([
      [{ coachName: '   ' }, 'coachName', COACH_MESSAGES.coachNameRequired],
      [{ coachName: undefined }, 'coachName', COACH_MESSAGES.coachNameRequired],
      [{ phone: '0101234567' }, 'phone', COACH_MESSAGES.mobile],
      [{ phone: '01312345678' }, 'phone', COACH_MESSAGES.mobile],
      [{ phone: '+201012345678' }, 'phone', COACH_MESSAGES.mobile],
      [{ email: 'not-an-email' }, 'email', COACH_MESSAGES.email],
      [{ experience: '-1' }, 'experience', COACH_MESSAGES.experience],
      [{ experience: 2.5 }, 'experience', COACH_MESSAGES.experience],
      [{ coachType: 7 }, 'coachType', COACH_MESSAGES.coachType],
      [{ coachType: undefined }, 'coachType', COACH_MESSAGES.coachTypeRequired],
      [{ coachType: '' }, 'coachType', 'Coach type is required'],
      [{ gender: 4 }, 'gender', COACH_MESSAGES.gender],
      [{ birthDate: '2030-01-01' }, 'birthDate', COACH_MESSAGES.birthDate],
      [{ site: 'x' }, 'site', COACH_MESSAGES.site],
    ])('refuses %j naming the field, storing nothing', async (overrides, field, message) => {
      const before = await countCoaches()
      const response = await call(manager, 'POST', '/api/coaches/add', { ...NEW_COACH, ...overrides })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual({ [field]: message })
      expect(await countCoaches()).toBe(before)
    })

    it('refuses a site that is not the user’s (403) and a user without Mod_CO (403)', async () => {
      const before = await countCoaches()
      const otherSite = await call(manager, 'POST', '/api/coaches/add', { ...NEW_COACH, site: 62 })
      expect(otherSite.statusCode).toBe(403)
      expect((await call(cashier, 'POST', '/api/coaches/add', { ...NEW_COACH, site: 62 })).statusCode).toBe(403)
      expect(await countCoaches()).toBe(before)
    })
  })

  describe('DELETE /coaches/{id}', () => {
    it('refuses to delete a coach who still teaches, naming the coach and the groups', async () => {
      const coach = await busyCoach(61)
      const response = await call(manager, 'DELETE', `/api/coaches/${coach.id}`)
      expect(response.statusCode).toBe(409)
      const { message } = response.json()
      expect(message).toContain(`${coach.full_name} (coach ${coach.id}) still teaches school `)
      expect(message).toContain('before deleting them')
      expect((await coachOf(61)).deleted_at).toBeNull()
      expect((await call(manager, 'GET', `/api/coaches/${coach.id}`)).statusCode).toBe(200)
    })

    it('deletes a coach without active groups: kept for history, gone from every list, audited', async () => {
      const coachID = await addCoach()
      const response = await call(manager, 'DELETE', `/api/coaches/${coachID}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: 'Coach deleted successfully' })
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coachID).executeTakeFirstOrThrow()
      expect(stored.deleted_at).toBe(t.clock.now().toISOString())
      expect(stored.is_active).toBe(0)
      expect((await call(manager, 'GET', `/api/coaches/${coachID}`)).statusCode).toBe(404)
      const list = (await call(manager, 'GET', '/api/coaches?site=61')).json<CoachRowBody[]>()
      expect(list.map((row) => row.coachID)).not.toContain(coachID)
      const settingsList = (await call(admin, 'GET', '/api/coaches/site/61')).json<Array<{ coachID: number }>>()
      expect(settingsList.map((row) => row.coachID)).not.toContain(coachID)
      const entries = await findAuditEntries(db(), 'coach', coachID)
      expect(entries.map((entry) => entry.action)).toEqual(['AddCoach', 'DeleteCoach'])
      expect(JSON.parse(entries[1].before_json ?? '{}')).toMatchObject({ coachID, isActive: true, deletedAt: null })
      expect((await call(manager, 'DELETE', `/api/coaches/${coachID}`)).statusCode).toBe(404)
    })

    it('deletes a coach whose groups have all ended, and the ended groups still name them', async () => {
      const coachID = await addCoach()
      const { id: schoolId } = await db()
        .insertInto('schools')
        .values({
          level: 12,
          coach_id: coachID,
          first_day: 217,
          second_day: 220,
          start_time: '10:00',
          end_time: '11:00',
          school_type: 77,
          site: 61,
          capacity: 8,
          start_date: '2026-01-01',
          end_date: '2026-06-01',
          created_at: t.clock.now().toISOString(),
          created_by: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect((await call(manager, 'DELETE', `/api/coaches/${coachID}`)).statusCode).toBe(200)
      const school = await db().selectFrom('schools').select('coach_id').where('id', '=', schoolId).executeTakeFirst()
      expect(school?.coach_id).toBe(coachID)
    })

    it("answers another site's coach as not found and refuses users without the right", async () => {
      const other = await coachOf(62)
      expect((await call(manager, 'DELETE', `/api/coaches/${other.id}`)).statusCode).toBe(404)
      expect((await call(cashier, 'DELETE', `/api/coaches/${other.id}`)).statusCode).toBe(403)
      expect((await coachOf(62)).deleted_at).toBeNull()
    })
  })

  describe('PUT /coaches/update', () => {
    it("takes the coaches screen's spelling (coachID) from a user with Mod_CO", async () => {
      const coachID = await addCoach()
      const response = await call(manager, 'PUT', '/api/coaches/update', {
        coachID,
        coachName: 'Omar Updated',
        phone: '01198765432',
        email: '',
        experience: 9,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: 'Coach updated successfully', coachID })
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coachID).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({
        full_name: 'Omar Updated',
        mobile_number: '01198765432',
        email: null,
        experience_years: 9,
        specialization: 'Freestyle', // left out: kept
        updated_by: 3,
      })
      const entries = await findAuditEntries(db(), 'coach', coachID)
      const update = entries[entries.length - 1]
      expect(update.action).toBe('UpdateCoach')
      expect(JSON.parse(update.before_json ?? '{}').coachName).toBe('Omar Test')
      expect(JSON.parse(update.after_json ?? '{}').coachName).toBe('Omar Updated')
    })

    it('takes the Settings spelling (coachId) only from a user granted ManageCoaches', async () => {
      const coachID = await addCoach()
      const settingsBody = { coachId: coachID, fullName: 'Settings Name', type: 9, isActive: false }
      const refused = await call(manager, 'PUT', '/api/Coaches/update', settingsBody)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('You are not allowed to ManageCoaches')
      const response = await call(admin, 'PUT', '/api/Coaches/update', settingsBody)
      expect(response.statusCode).toBe(200)
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coachID).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ full_name: 'Settings Name', coach_type: 9, is_active: 0, updated_by: 1 })
      // The screen spelling needs Mod_CO, which the cashier lacks.
      expect((await call(cashier, 'PUT', '/api/coaches/update', { coachID, coachName: 'X' })).statusCode).toBe(403)
    })

    it('refuses to make inactive, or move, a coach who still teaches (409), and stores nothing', async () => {
      const coach = await busyCoach(61)
      const inactive = await call(admin, 'PUT', '/api/coaches/update', { coachId: coach.id, isActive: false })
      expect(inactive.statusCode).toBe(409)
      expect(inactive.json().message).toContain('before making them inactive')
      const moved = await call(admin, 'PUT', '/api/coaches/update', { coachID: coach.id, site: 62 })
      expect(moved.statusCode).toBe(409)
      expect(moved.json().message).toContain('before moving them to another site')
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coach.id).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ is_active: 1, site: 61 })
    })

    // Issue 25: a school coach made a pre-team coach kept leading running schools, which only school coaches lead.
    it('refuses to change the type of a coach who still teaches, naming the groups, by either spelling', async () => {
      const coach = await busyCoach(61)
      const groups = await db()
        .selectFrom('schools')
        .select('id')
        .where('coach_id', '=', coach.id)
        .where('end_date', 'is', null)
        .orderBy('id')
        .execute()
      for (const body of [
        { coachID: coach.id, coachType: 9 },
        { coachId: coach.id, type: 9 },
      ]) {
        const refused = await call(admin, 'PUT', '/api/coaches/update', body)
        expect(refused.statusCode).toBe(409)
        const message = refused.json().message as string
        expect(message).toContain(`${coach.full_name} (coach ${coach.id}) still teaches school ${groups[0]!.id}`)
        expect(message).toContain('before changing their type')
      }
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coach.id).executeTakeFirstOrThrow()
      expect(stored.coach_type).toBe(8)
      // The same type again, and a coach who teaches nothing, are changed as before.
      expect((await call(admin, 'PUT', '/api/coaches/update', { coachID: coach.id, coachType: 8 })).statusCode).toBe(
        200,
      )
      const idle = await addCoach()
      expect((await call(admin, 'PUT', '/api/coaches/update', { coachID: idle, coachType: 9 })).statusCode).toBe(200)
    })

    it('validates each field and refuses unknown and other-site coaches', async () => {
      const coachID = await addCoach()
      const cases: Array<[object, string, string]> = [
        [{ coachId: coachID, fullName: '' }, 'fullName', COACH_MESSAGES.fullNameRequired],
        [{ coachId: coachID, type: 10 }, 'type', COACH_MESSAGES.coachType],
        [{ coachId: coachID, isActive: 'maybe' }, 'isActive', COACH_MESSAGES.isActive],
        [{ coachID, phone: '123' }, 'phone', COACH_MESSAGES.mobile],
        [{ coachID: 'abc', coachName: 'A' }, 'coachID', COACH_MESSAGES.coachId],
        [{ coachID }, 'body', COACH_MESSAGES.nothingToUpdate],
      ]
      for (const [payload, field, message] of cases) {
        const response = await call(admin, 'PUT', '/api/coaches/update', payload)
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toEqual({ [field]: message })
      }
      const other = await coachOf(62)
      expect(
        (await call(manager, 'PUT', '/api/coaches/update', { coachID: other.id, coachName: 'X' })).statusCode,
      ).toBe(404)
      expect((await call(admin, 'PUT', '/api/coaches/update', { coachId: 999999, fullName: 'X' })).statusCode).toBe(404)
      expect((await call(manager, 'PUT', '/api/coaches/update', { coachID, site: 62 })).statusCode).toBe(403)
    })
  })

  describe('Settings: POST /coaches/insert and GET /coaches/site/{site}', () => {
    const INSERT = {
      userId: 1,
      site: 63,
      fullName: 'Settings Coach',
      birthDate: '1990-04-12T00:00:00.000Z',
      gender: '6',
      type: '9',
      isActive: true,
      mobileNumber: '01512345678',
    }

    it('inserts a coach and lists it by site', async () => {
      const response = await call(admin, 'POST', '/api/Coaches/insert', INSERT)
      expect(response.statusCode).toBe(200)
      const { coachID, message } = response.json()
      expect(message).toBe('Coach inserted successfully')
      const stored = await db().selectFrom('coaches').selectAll().where('id', '=', coachID).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({
        full_name: 'Settings Coach',
        birth_date: '1990-04-12',
        gender: 6,
        coach_type: 9,
        site: 63,
        is_active: 1,
        mobile_number: '01512345678',
      })
      expect((await findAuditEntries(db(), 'coach', coachID))[0].action).toBe('InsertCoach')
      const listed = await call(admin, 'GET', '/api/Coaches/site/63')
      expect(listed.statusCode).toBe(200)
      expect(listed.json()).toContainEqual({
        coachID,
        fullName: 'Settings Coach',
        mobileNumber: '01512345678',
        coachType: 9,
        isActive: true,
      })
      for (const row of listed.json())
        expect(Object.keys(row).sort()).toEqual(['coachID', 'coachType', 'fullName', 'isActive', 'mobileNumber'])
    })

    it('inserts an inactive coach when asked', async () => {
      const response = await call(admin, 'POST', '/api/coaches/insert', { ...INSERT, isActive: 'false' })
      const stored = await db()
        .selectFrom('coaches')
        .select('is_active')
        .where('id', '=', response.json().coachID)
        .executeTakeFirstOrThrow()
      expect(stored.is_active).toBe(0)
    })

    it('validates the insert, naming the field', async () => {
      const before = await countCoaches()
      const cases: Array<[object, string, string]> = [
        [{ fullName: '' }, 'fullName', COACH_MESSAGES.fullNameRequired],
        [{ mobileNumber: '0151234567' }, 'mobileNumber', COACH_MESSAGES.mobile],
        [{ gender: 7 }, 'gender', COACH_MESSAGES.gender],
        [{ type: 'SchoolCoach' }, 'type', COACH_MESSAGES.coachType],
        [{ birthDate: '12/04/1990' }, 'birthDate', COACH_MESSAGES.birthDate],
      ]
      for (const [overrides, field, message] of cases) {
        const response = await call(admin, 'POST', '/api/coaches/insert', { ...INSERT, ...overrides })
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toEqual({ [field]: message })
      }
      expect(await countCoaches()).toBe(before)
    })

    it('needs Settings → ManageCoaches, and one of the user’s sites', async () => {
      for (const token of [manager, cashier]) {
        expect((await call(token, 'POST', '/api/coaches/insert', { ...INSERT, site: 61 })).statusCode).toBe(403)
        expect((await call(token, 'GET', '/api/coaches/site/61')).statusCode).toBe(403)
      }
      // Grant the cashier type ManageCoaches: sites 62 and 63 become reachable, 61 stays refused.
      const action = await db()
        .selectFrom('actions')
        .select('id')
        .where('module', '=', 'Settings')
        .where('name', '=', 'ManageCoaches')
        .executeTakeFirstOrThrow()
      await db().insertInto('privileges').values({ user_type_id: 72, action_id: action.id }).execute()
      try {
        expect((await call(cashier, 'GET', '/api/coaches/site/62')).statusCode).toBe(200)
        const refused = await call(cashier, 'GET', '/api/coaches/site/61')
        expect(refused.statusCode).toBe(403)
        expect(refused.json().message).toBe('Site 61 is not one of your sites')
        expect((await call(cashier, 'POST', '/api/coaches/insert', { ...INSERT, site: 61 })).statusCode).toBe(403)
      } finally {
        await db().deleteFrom('privileges').where('user_type_id', '=', 72).where('action_id', '=', action.id).execute()
      }
    })
  })

  describe('free-coach calls: input and access', () => {
    const screen = (token: string, payload: object) => call(token, 'POST', '/api/Coaches/free-coaches', payload)

    it('accepts every field as null or blank', async () => {
      for (const payload of [
        {},
        { coachType: null, site: null, date: null, timeSlot: null },
        { coachType: '', site: '' },
      ]) {
        const response = await screen(manager, payload)
        expect(response.statusCode).toBe(200)
        for (const row of response.json()) expect(row.site).toBe(61)
      }
    })

    it.each([
      [{ timeSlot: 'soon' }, 'timeSlot', COACH_MESSAGES.timeSlot],
      [{ timeSlot: '18:00-17:00' }, 'timeSlot', COACH_MESSAGES.timeSlotOrder],
      [{ timeSlot: '25:00' }, 'timeSlot', COACH_MESSAGES.timeSlot],
      [{ date: '2026-02-30' }, 'date', COACH_MESSAGES.date],
      [{ coachType: 5 }, 'coachType', COACH_MESSAGES.coachType],
    ])('refuses %j naming the field', async (payload, field, message) => {
      const response = await screen(manager, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual({ [field]: message })
    })

    it('needs Mod_CO for the screen search and one of the user’s sites', async () => {
      expect((await screen(cashier, { site: 62 })).statusCode).toBe(403)
      expect((await screen(manager, { site: 62 })).statusCode).toBe(403)
    })

    it('lets any signed-in user use the finder at their own sites (a utility page)', async () => {
      const query = 'type=8&startTime=17:00&firstDay=217&secondDay=220'
      const own = await call(cashier, 'GET', `/api/Coaches/free-coaches?${query}&site=62`)
      expect(own.statusCode).toBe(200)
      const ids = own.json<Array<{ coachId: number; name: string }>>().map((row) => row.coachId)
      const sites = await db()
        .selectFrom('coaches')
        .select(['id', 'site', 'coach_type'])
        .where('id', 'in', ids)
        .execute()
      for (const coach of sites) expect(coach).toMatchObject({ site: 62, coach_type: 8 })
      expect((await call(cashier, 'GET', `/api/Coaches/free-coaches?${query}&site=61`)).statusCode).toBe(403)
      const posted = await call(cashier, 'POST', '/api/Coaches/free', {
        type: 8,
        startTime: '17:00',
        firstDay: 217,
        secondDay: 220,
        site: 62,
      })
      expect(posted.json()).toEqual(own.json())
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/coaches/free-coaches?${query}&site=62` })).statusCode,
      ).toBe(401)
    })

    it('refuses a finder request with a field missing or wrong, naming it', async () => {
      const missing = await call(
        manager,
        'GET',
        '/api/coaches/free-coaches?type=8&startTime=17:00&firstDay=217&site=61',
      )
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({ secondDay: 'Day is required' })
      const badTime = await call(manager, 'POST', '/api/coaches/free', {
        type: 8,
        startTime: '5pm',
        firstDay: 217,
        secondDay: 218,
        site: 61,
      })
      expect(badTime.statusCode).toBe(400)
      expect(badTime.json().errors).toEqual({ startTime: COACH_MESSAGES.time })
    })
  })
})
