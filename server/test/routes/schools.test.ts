import { buildTestApp, login, type TestApp } from '../helper'
import {
  MONDAY,
  SATURDAY,
  SUNDAY,
  TODAY,
  TUESDAY,
  activeSchools,
  coachUserToken,
  coachesOf,
  countRows,
  enrol,
  freeSchoolCoach,
  get,
  post,
  put,
  schoolPayload,
  swimmersWithoutSchool,
} from './schools-fixtures'

describe('schools routes', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let coachesManager: string
  let coachUser: string
  beforeAll(async () => {
    t = await buildTestApp()
    ;[admin, cashier, coachesManager] = await Promise.all([login(t.app, 1), login(t.app, 2), login(t.app, 3)])
    coachUser = await coachUserToken(t, 901, [62])
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const auditOf = (schoolId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'school')
      .where('entity_id', '=', String(schoolId))
      .orderBy('id')
      .execute()
  /** A PTeam A squad of site 62 with this coach, written straight to the table. */
  const preteamOf = (coach: number, days: [number, number, number], start: string, end: string) =>
    db()
      .insertInto('preteams')
      .values({
        level: 17,
        coach_id: coach,
        first_day: days[0],
        second_day: days[1],
        third_day: days[2],
        start_time: start,
        end_time: end,
        site: 62,
        start_date: TODAY,
        end_date: null,
        removed_at: null,
        created_at: t.clock.now().toISOString(),
        created_by: 1,
        updated_at: null,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  const create = async (site: number, overrides: Record<string, string> = {}, token = admin) => {
    const coach = await freeSchoolCoach(db(), site)
    const response = await post(t, token, '/api/Schools/create', schoolPayload(coach, site, overrides))
    return { response, coach }
  }

  describe('POST /schools/search', () => {
    it('finds a site’s schools by level with the places taken, only at that site', async () => {
      const response = await post(t, cashier, '/api/schools/search', { level: 12, userSite: 62, userID: 2 })
      expect(response.statusCode).toBe(200)
      const results = response.json()
      const expected = (
        await db().selectFrom('schools').select('id').where('site', '=', 62).where('level', '=', 12).execute()
      )
        .map((row) => row.id)
        .sort((a, b) => a - b)
      expect(
        results.map((school: { schoolID: number }) => school.schoolID).sort((a: number, b: number) => a - b),
      ).toEqual(expected)
      for (const school of results) {
        expect(school).toMatchObject({ level: 'Level 1', levelCode: 12, site: 62 })
        const enrolled = await db()
          .selectFrom('school_enrolments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('school_id', '=', school.schoolID)
          .where('end_date', '>=', TODAY)
          .executeTakeFirstOrThrow()
        expect(school.numberCapacity).toBe(`${Number(enrolled.n)} / ${school.capacity}`)
        expect(school.days).toMatch(/^\w+day, \w+day$/)
        expect(school.fromTo).toMatch(/^\d\d:\d\d - \d\d:\d\d$/)
      }
      // The demo's ended school at each main site is a level 1 adult class: it is found, with its end date.
      expect(results.some((school: { endDate: string | null }) => school.endDate !== null)).toBe(true)
    })

    it('matches any part of the coach’s name, ignoring case, as fullName', async () => {
      const [school] = await activeSchools(db(), 62)
      const coach = await db()
        .selectFrom('coaches')
        .select('full_name')
        .where('id', '=', school.coach_id)
        .executeTakeFirstOrThrow()
      const fragment = coach.full_name.slice(2, 6).toUpperCase()
      const response = await post(t, cashier, '/api/schools/search', { fullName: fragment, userSite: '62' })
      expect(response.statusCode).toBe(200)
      const results = response.json()
      expect(results.map((row: { schoolID: number }) => row.schoolID)).toContain(school.id)
      for (const row of results) {
        expect(row.coachName.toLowerCase()).toContain(fragment.toLowerCase())
        expect(row.fullName).toBe(row.coachName)
      }
      const none = await post(t, cashier, '/api/schools/search', { fullName: '%', userSite: 62 })
      expect(none.json()).toEqual([])
    })

    it('finds by school ID and by type, and never shows another site’s school', async () => {
      const [school61] = await activeSchools(db(), 61)
      const [school62] = await activeSchools(db(), 62)
      const byId = await post(t, cashier, '/api/schools/search', { schoolID: String(school62.id), userSite: 62 })
      expect(byId.json()).toHaveLength(1)
      expect(byId.json()[0]).toMatchObject({ schoolID: school62.id, endDate: null, startDate: school62.start_date })
      const otherSite = await post(t, cashier, '/api/schools/search', { schoolID: school61.id, userSite: 62 })
      expect(otherSite.statusCode).toBe(200)
      expect(otherSite.json()).toEqual([])
      const byType = await post(t, cashier, '/api/schools/search', { type: school62.school_type, userSite: 62 })
      expect(byType.json().length).toBeGreaterThan(0)
      for (const row of byType.json()) expect(row).toMatchObject({ typeCode: school62.school_type, site: 62 })
    })

    it('needs a search value and one of the user’s sites', async () => {
      const empty = await post(t, cashier, '/api/schools/search', { fullName: '', userSite: 62 })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().message).toBe('Please enter a search value')
      const noSite = await post(t, cashier, '/api/schools/search', { level: 12 })
      expect(noSite.statusCode).toBe(400)
      expect(noSite.json().errors).toHaveProperty('userSite')
      const badId = await post(t, cashier, '/api/schools/search', { schoolID: 'abc', userSite: 62 })
      expect(badId.json().errors).toEqual({ schoolID: 'Invalid School ID' })
      const notMine = await post(t, cashier, '/api/schools/search', { level: 12, userSite: 61 })
      expect(notMine.statusCode).toBe(403)
    })

    it('refuses ids beyond the database’s integers and control characters, naming the field', async () => {
      const huge = await post(t, cashier, '/api/schools/search', { schoolID: '999999999999', userSite: 62 })
      expect(huge.statusCode).toBe(400)
      expect(huge.json().errors).toEqual({ schoolID: 'Invalid School ID' })
      const nul = await post(t, cashier, '/api/schools/search', { fullName: 'a\u0000b', userSite: 62 })
      expect(nul.statusCode).toBe(400)
      expect(nul.json().errors).toEqual({ fullName: 'fullName must not contain control characters' })
      const swimmers = await get(t, cashier, '/api/schools/999999999999/swimmers')
      expect(swimmers.statusCode).toBe(400)
      expect(swimmers.json().errors).toEqual({ id: 'Invalid School ID' })
      const end = await post(t, cashier, '/api/schools/end', { schoolID: 999999999999, site: 62 })
      expect(end.statusCode).toBe(400)
      expect(end.json().errors).toEqual({ schoolID: 'School ID must be a number' })
      const coach = await post(t, admin, '/api/schools/create', schoolPayload(999999999999, 62))
      expect(coach.statusCode).toBe(400)
      expect(Object.keys(coach.json().errors)).toEqual(['coachID'])
      const possible = await get(t, cashier, '/api/schools/999999999999/possible-school/77')
      expect(possible.statusCode).toBe(400)
      expect(possible.json().errors).toEqual({ id: 'id must be a swimmer number' })
    })

    it('needs a signed-in user with Schools management', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/schools/search', payload: { level: 12 } })).statusCode,
      ).toBe(401)
      const refused = await post(t, coachesManager, '/api/schools/search', { level: 12, userSite: 61 })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('You do not have access to Schools management')
    })
  })

  describe('POST /schools/search-actions', () => {
    const ALL = ['ShowSchoolInfo', 'UpdateSchoolInfo', 'EndSchool', 'ManageAttendance', 'Attendes']

    it('accepts the three key spellings and lists the granted actions', async () => {
      const [school] = await activeSchools(db(), 62)
      for (const payload of [
        { userID: 2, schoolID: school.id, userSite: 62 },
        { UserID: 2, SchoolID: String(school.id), UserSite: '62' },
        { userId: 2, schoolId: school.id, site: 62 },
      ]) {
        const response = await post(t, cashier, '/api/schools/search-actions', payload)
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual(ALL.map((actionName) => ({ actionName })))
      }
    })

    it('offers an ended school no EndSchool, update or attendance', async () => {
      const ended = await db()
        .selectFrom('schools')
        .select('id')
        .where('site', '=', 62)
        .where('end_date', 'is not', null)
        .executeTakeFirstOrThrow()
      const response = await post(t, cashier, '/api/schools/search-actions', { schoolID: ended.id, userSite: 62 })
      expect(response.json()).toEqual([{ actionName: 'ShowSchoolInfo' }])
    })

    it("follows the user type's privileges", async () => {
      const [school] = await activeSchools(db(), 62)
      const response = await post(t, coachUser, '/api/schools/search-actions', { schoolID: school.id, userSite: 62 })
      expect(response.json()).toEqual([
        { actionName: 'ShowSchoolInfo' },
        { actionName: 'ManageAttendance' },
        { actionName: 'Attendes' },
      ])
    })

    it('answers 404 for a school of another site and 403 for a site not the user’s', async () => {
      const [school61] = await activeSchools(db(), 61)
      const elsewhere = await post(t, cashier, '/api/schools/search-actions', { schoolID: school61.id, userSite: 62 })
      expect(elsewhere.statusCode).toBe(404)
      const notMine = await post(t, cashier, '/api/schools/search-actions', { schoolID: school61.id, userSite: 61 })
      expect(notMine.statusCode).toBe(403)
      const missing = await post(t, cashier, '/api/schools/search-actions', { userSite: 62 })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({ schoolID: 'schoolID is required (or SchoolID, schoolId)' })
    })
  })

  describe('POST /Schools/create', () => {
    it('creates from strings with the default capacity, audited, and the school appears in search', async () => {
      const audits = await countRows(db(), 'audit_log')
      const { response, coach } = await create(62, {}, cashier)
      expect(response.statusCode).toBe(200)
      const { schoolID, message, warning } = response.json()
      expect(message).toBe('School created successfully')
      expect(warning).toBeUndefined()
      const row = await db().selectFrom('schools').selectAll().where('id', '=', schoolID).executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        level: 12,
        coach_id: coach,
        first_day: SATURDAY,
        second_day: TUESDAY,
        start_time: '07:00',
        end_time: '08:00',
        school_type: 77,
        site: 62,
        capacity: 12,
        start_date: TODAY,
        end_date: null,
        created_by: 2,
      })
      expect(await countRows(db(), 'audit_log')).toBe(audits + 1)
      const [audit] = await auditOf(schoolID)
      expect(audit).toMatchObject({ action: 'CreateSchool', user_id: 2, site: 62, before_json: null })
      expect(JSON.parse(audit.after_json!)).toMatchObject({ id: schoolID, capacity: 12 })

      const search = await post(t, cashier, '/api/schools/search', { schoolID, userSite: 62 })
      expect(search.json()).toEqual([
        expect.objectContaining({
          schoolID,
          level: 'Level 1',
          type: 'Baby Class',
          days: 'Saturday, Tuesday',
          fromTo: '07:00 - 08:00',
          numberCapacity: '0 / 12',
          coachName: 'Test School Coach',
          endDate: null,
        }),
      ])
    })

    it('stores the capacity given as capacity or numberCapacity', async () => {
      const first = await create(62, { capacity: '20' })
      const second = await create(62, { numberCapacity: '5' })
      const rows = await db()
        .selectFrom('schools')
        .select(['id', 'capacity'])
        .where('id', 'in', [first.response.json().schoolID, second.response.json().schoolID])
        .orderBy('id')
        .execute()
      expect(rows.map((row) => row.capacity)).toEqual([20, 5])
      const tooMany = await create(62, { capacity: '101' })
      expect(tooMany.response.statusCode).toBe(400)
      expect(tooMany.response.json().errors).toEqual({ capacity: 'Capacity must be a whole number from 1 to 100' })
    })

    // Issue 25: a school's level changed under its swimmers, who stayed in a school of another level.
    it('refuses to change the level of a school with swimmers enrolled, naming them, on both URLs', async () => {
      const { response: made, coach } = await create(62, { startTime: '05:00', endTime: '05:45', schoolLevel: '12' })
      expect(made.statusCode).toBe(200)
      const schoolID = made.json<{ schoolID: number }>().schoolID
      const [first, second] = await swimmersWithoutSchool(db(), 62, 2)
      await enrol(t, schoolID, first!.id, 62)
      await enrol(t, schoolID, second!.id, 62)
      const change = (url: string, level: string) =>
        put(t, admin, url, {
          ...schoolPayload(coach, 62, { startTime: '05:00', endTime: '05:45', schoolLevel: level }),
          schoolID: String(schoolID),
        })
      for (const url of ['/api/schools/update', '/api/Schools/Update']) {
        const refused = await change(url, '13')
        expect(refused.statusCode).toBe(409)
        expect(refused.json().errors).toEqual({ schoolLevel: 'Swimmers of the old level are enrolled' })
        const message = refused.json().message as string
        expect(message).toMatch(new RegExp(`^School ${schoolID} has swimmers of Level 1 enrolled: `))
        expect(message).toContain(first!.full_name)
        expect(message).toContain(second!.full_name)
      }
      const stored = await db()
        .selectFrom('schools')
        .select('level')
        .where('id', '=', schoolID)
        .executeTakeFirstOrThrow()
      expect(stored.level).toBe(12)
      // The same level (a change of its times) is saved as before.
      expect((await change('/api/schools/update', '12')).statusCode).toBe(200)
    })

    // Issue 27: a school could be made at a pre-team level (PTeam A–D), a squad's ladder.
    it('takes only school levels, on create and on a level change, naming the field, in both languages', async () => {
      const before = await db().selectFrom('schools').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()
      const { response: refused } = await create(62, { startTime: '05:00', endTime: '05:45', schoolLevel: '18' })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe('PTeam B is a pre-team level: a school takes a school level')
      expect(refused.json().errors).toEqual({ schoolLevel: 'Choose a school level' })
      const after = await db().selectFrom('schools').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()
      expect(Number(after.n)).toBe(Number(before.n))

      const { response: made, coach } = await create(62, { startTime: '05:00', endTime: '05:45', schoolLevel: '12' })
      expect(made.statusCode).toBe(200)
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/schools/update',
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ar' },
        payload: {
          ...schoolPayload(coach, 62, { startTime: '05:00', endTime: '05:45', schoolLevel: '20' }),
          schoolID: String(made.json<{ schoolID: number }>().schoolID),
        },
      })
      expect(changed.statusCode).toBe(400)
      expect(changed.json().errors).toEqual({ schoolLevel: 'اختار مستوى مدرسة' })
    })

    // Issue 25: a school saved 23:00–06:30 ("a warning only") let its coach take a second school inside those hours.
    it('refuses an end time not after the start time on create and update, naming endTime, and stores nothing', async () => {
      const before = await countRows(db(), 'schools')
      for (const [startTime, endTime] of [
        ['09:00', '09:00'],
        ['23:00', '06:30'],
      ]) {
        const { response } = await create(62, { startTime, endTime })
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 400,
          body: {
            code: 'school.endAfterStart',
            message: `endTime: The end time must be after the start time (${startTime} to ${endTime})`,
            errors: { endTime: 'The end time must be after the start time' },
          },
        })
      }
      expect(await countRows(db(), 'schools')).toBe(before)

      const { response: made, coach } = await create(62, { startTime: '21:00', endTime: '22:00' })
      expect(made.statusCode).toBe(200)
      const schoolID = made.json<{ schoolID: number }>().schoolID
      for (const url of ['/api/schools/update', '/api/Schools/Update']) {
        const changed = await put(t, admin, url, {
          ...schoolPayload(coach, 62, { startTime: '23:00', endTime: '06:30' }),
          schoolID: String(schoolID),
        })
        expect({ url, status: changed.statusCode, errors: changed.json().errors }).toEqual({
          url,
          status: 400,
          errors: { endTime: 'The end time must be after the start time' },
        })
      }
      const stored = await db()
        .selectFrom('schools')
        .select(['start_time', 'end_time'])
        .where('id', '=', schoolID)
        .executeTakeFirstOrThrow()
      expect(stored).toEqual({ start_time: '21:00', end_time: '22:00' })
    })

    it('refuses missing, non-numeric and inconsistent fields, naming them, and stores nothing', async () => {
      const before = await countRows(db(), 'schools')
      const missing = await post(t, admin, '/api/Schools/create', { schoolLevel: '12', site: '62', startTime: '' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toMatchObject({
        coachID: 'Please fill in all required fields',
        firstDay: 'Please fill in all required fields',
        startTime: 'Please fill in all required fields',
        type: 'Please fill in all required fields',
      })
      const coach = await freeSchoolCoach(db(), 62)
      const cases: Array<[Record<string, string>, Record<string, string>]> = [
        [{ coachID: 'x1' }, { coachID: 'Coach ID must be a number' }],
        [{ schoolLevel: '999' }, { schoolLevel: 'School level is not one of the listed values' }],
        [{ firstDay: '300' }, { firstDay: 'First day is not one of the listed values' }],
        [{ secondDay: String(SATURDAY) }, { secondDay: 'The first and second day must be different' }],
        [{ startTime: '25:00' }, { startTime: 'Start time must be a time of day as HH:MM' }],
        [{ type: 'baby' }, { type: 'School type must be a number' }],
      ]
      for (const [override, errors] of cases) {
        const response = await post(t, admin, '/api/Schools/create', schoolPayload(coach, 62, override))
        expect(response.statusCode).toBe(400)
        expect(response.json().errors).toEqual(errors)
      }
      expect(await countRows(db(), 'schools')).toBe(before)
    })

    it('needs an active school coach of the site', async () => {
      const before = await countRows(db(), 'schools')
      const [coachAt61] = await coachesOf(db(), 61, 8)
      const [inactive] = await coachesOf(db(), 62, 8, 0)
      const [preteamCoach] = await coachesOf(db(), 62, 9)
      const site62 = 'Club 13'
      // Refusals name the coach and what is wrong (issue 13: messages name people and things).
      const expectations: Array<[number, string]> = [
        [coachAt61.id, `Coach ${coachAt61.id} is not a coach of ${site62}`],
        [inactive.id, `Coach ${inactive.full_name} is not active`],
        [preteamCoach.id, `Coach ${preteamCoach.full_name} is a pre-team coach, not a school coach`],
        [999999, `Coach 999999 is not a coach of ${site62}`],
      ]
      for (const [coach, message] of expectations) {
        const response = await post(t, admin, '/api/schools/create', schoolPayload(coach, 62))
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ message, errors: { coachID: expect.any(String) } })
      }
      expect(await countRows(db(), 'schools')).toBe(before)
    })

    it('refuses a coach two groups at overlapping times, naming the clash', async () => {
      const [busy] = await activeSchools(db(), 62)
      const later = (time: string, minutes: number) => {
        const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes
        return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
      }
      // Inside the busy school's own slot, so it can clash with nothing else of the coach's.
      const days = { firstDay: String(busy.first_day), secondDay: String(busy.second_day) }
      const clash = schoolPayload(busy.coach_id, 62, {
        ...days,
        startTime: later(busy.start_time, 30),
        endTime: busy.end_time,
      })
      const { full_name: coachName } = await db()
        .selectFrom('coaches')
        .select('full_name')
        .where('id', '=', busy.coach_id)
        .executeTakeFirstOrThrow()
      const response = await post(t, admin, '/api/schools/create', clash)
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toMatch(
        new RegExp(
          `^Coach ${coachName} already teaches school ${busy.id} \\(Level \\d+\\) on \\w+day, \\w+day from ${busy.start_time} to ${busy.end_time}$`,
        ),
      )
      expect(response.json().errors).toEqual({ coachID: 'This coach is busy at that time' })

      // Back to back is fine: the new slot starts when the other ends.
      const touching = await post(
        t,
        admin,
        '/api/schools/create',
        schoolPayload(busy.coach_id, 62, { ...days, startTime: busy.end_time, endTime: later(busy.end_time, 60) }),
      )
      expect(touching.statusCode).toBe(200)
    })

    it('refuses a school clashing with a pre-team of the same coach', async () => {
      const coach = await freeSchoolCoach(db(), 62)
      const { id: preteam } = await preteamOf(coach, [MONDAY, SATURDAY, SUNDAY], '10:00', '11:30')
      const response = await post(
        t,
        admin,
        '/api/schools/create',
        schoolPayload(coach, 62, { startTime: '11:00', endTime: '12:00' }),
      )
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(
        `Coach Test School Coach already teaches pre-team ${preteam} (PTeam A) on Monday, Saturday, Sunday from 10:00 to 11:30`,
      )
    })

    it('needs the CreateSchool privilege and one of the user’s sites', async () => {
      const coach = await freeSchoolCoach(db(), 62)
      const refused = await post(t, coachUser, '/api/schools/create', schoolPayload(coach, 62))
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('You are not allowed to CreateSchool')
      const [coach61] = await coachesOf(db(), 61, 8)
      const notMine = await post(t, cashier, '/api/schools/create', schoolPayload(coach61.id, 61))
      expect(notMine.statusCode).toBe(403)
      expect(notMine.json().message).toBe('Site 61 is not one of your sites')
    })

    it('caps enrolments at the stored capacity with a clear message', async () => {
      const { response } = await create(62, { capacity: '2' })
      const { schoolID } = response.json()
      const swimmers = await swimmersWithoutSchool(db(), 62, 3)
      await enrol(t, schoolID, swimmers[0].id, 62)
      await enrol(t, schoolID, swimmers[1].id, 62)
      await expect(enrol(t, schoolID, swimmers[2].id, 62)).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringContaining('is full (2 of 2 places taken)'),
      })
      const search = await post(t, admin, '/api/schools/search', { schoolID, userSite: 62 })
      expect(search.json()[0].numberCapacity).toBe('2 / 2')
    })
  })

  describe('PUT /schools/update', () => {
    it('changes the schedule and capacity, audited with before and after, keeping its own slot', async () => {
      const { response, coach } = await create(62)
      const { schoolID } = response.json()
      const update = await put(t, admin, '/api/schools/update', {
        ...schoolPayload(coach, 62, { startTime: '07:30', endTime: '08:30', type: '78', capacity: '14' }),
        schoolID: String(schoolID),
      })
      expect(update.statusCode).toBe(200)
      expect(update.json()).toEqual({ message: 'School updated successfully', schoolID })
      const row = await db().selectFrom('schools').selectAll().where('id', '=', schoolID).executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        start_time: '07:30',
        end_time: '08:30',
        school_type: 78,
        capacity: 14,
        updated_by: 1,
      })
      const audit = (await auditOf(schoolID)).at(-1)!
      expect(audit.action).toBe('UpdateSchoolInfo')
      expect(JSON.parse(audit.before_json!)).toMatchObject({ start_time: '07:00', capacity: 12 })
      expect(JSON.parse(audit.after_json!)).toMatchObject({ start_time: '07:30', capacity: 14 })
    })

    it('keeps the capacity at least the swimmers enrolled, refuses ended or foreign schools', async () => {
      const { response, coach } = await create(62, { capacity: '3' })
      const { schoolID } = response.json()
      const swimmers = await swimmersWithoutSchool(db(), 62, 2)
      for (const swimmer of swimmers) await enrol(t, schoolID, swimmer.id, 62)
      const shrink = await put(t, admin, '/api/schools/update', {
        ...schoolPayload(coach, 62, { capacity: '1' }),
        schoolID,
      })
      expect(shrink.statusCode).toBe(409)
      expect(shrink.json().message).toBe(`School ${schoolID} has 2 swimmers enrolled: capacity cannot be 1`)

      const [school61] = await activeSchools(db(), 61)
      const foreign = await put(t, cashier, '/api/schools/update', {
        ...schoolPayload(coach, 62),
        schoolID: school61.id,
      })
      expect(foreign.statusCode).toBe(404)

      await post(t, admin, '/api/schools/end', { schoolID, userID: 1, site: 62 })
      const ended = await put(t, admin, '/api/schools/update', { ...schoolPayload(coach, 62), schoolID })
      expect(ended.statusCode).toBe(409)
      expect(ended.json().message).toBe(`School ${schoolID} ended on ${TODAY} and can no longer be changed`)
      expect(
        (await put(t, coachUser, '/api/schools/update', { ...schoolPayload(coach, 62), schoolID })).statusCode,
      ).toBe(403)
    })

    // Issue 27: an edit is checked like a creation: the coach's other schools and pre-teams, their type and site.
    it('refuses a coach who teaches another school or a pre-team at the new time, naming the clash, and changes nothing', async () => {
      const { response, coach } = await create(62, { startTime: '19:00', endTime: '20:00' })
      const { schoolID } = response.json()
      const { response: otherMade } = await create(62, { startTime: '20:00', endTime: '21:00' })
      const other = otherMade.json<{ schoolID: number }>().schoolID
      const otherRow = await db().selectFrom('schools').selectAll().where('id', '=', other).executeTakeFirstOrThrow()
      const { full_name: otherCoach } = await db()
        .selectFrom('coaches')
        .select('full_name')
        .where('id', '=', otherRow.coach_id)
        .executeTakeFirstOrThrow()
      // Given the other school's coach, at an overlapping time.
      const clash = await put(t, admin, '/api/schools/update', {
        ...schoolPayload(otherRow.coach_id, 62, { startTime: '19:30', endTime: '20:30' }),
        schoolID: String(schoolID),
      })
      expect(clash.statusCode).toBe(409)
      expect(clash.json().message).toBe(
        `Coach ${otherCoach} already teaches school ${other} (Level 1) on Saturday, Tuesday from 20:00 to 21:00`,
      )
      expect(clash.json().errors).toEqual({ coachID: 'This coach is busy at that time' })

      // Its own coach, at a time a pre-team of theirs trains.
      const { id: preteam } = await preteamOf(coach, [SATURDAY, SUNDAY, MONDAY], '16:00', '17:00')
      const intoPreteam = await put(t, admin, '/api/schools/update', {
        ...schoolPayload(coach, 62, { startTime: '16:30', endTime: '17:30' }),
        schoolID: String(schoolID),
      })
      expect(intoPreteam.statusCode).toBe(409)
      expect(intoPreteam.json().message).toMatch(new RegExp(`already teaches pre-team ${preteam} \\(PTeam A\\)`))

      // A pre-team coach, or a coach of another site, is refused as on create.
      const [preteamCoach] = await coachesOf(db(), 62, 9)
      const wrongType = await put(t, admin, '/api/schools/update', {
        ...schoolPayload(preteamCoach.id, 62, { startTime: '19:00', endTime: '20:00' }),
        schoolID: String(schoolID),
      })
      expect(wrongType.statusCode).toBe(400)
      expect(wrongType.json().message).toBe(`Coach ${preteamCoach.full_name} is a pre-team coach, not a school coach`)
      const stored = await db().selectFrom('schools').selectAll().where('id', '=', schoolID).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ coach_id: coach, start_time: '19:00', end_time: '20:00', updated_by: null })
      expect((await auditOf(schoolID)).map((entry) => entry.action)).toEqual(['CreateSchool'])
    })
  })

  describe('POST /schools/end', () => {
    it('ends a school today, audited; it then shows as ended and cannot end twice', async () => {
      const { response } = await create(62)
      const { schoolID } = response.json()
      const end = await post(t, cashier, '/api/schools/end', { schoolID, userID: 2, site: 62 })
      expect(end.statusCode).toBe(200)
      expect(end.json()).toEqual({ message: 'School ended successfully', endedEnrolments: [] })
      const audit = (await auditOf(schoolID)).at(-1)!
      expect(audit).toMatchObject({ action: 'EndSchool', user_id: 2 })
      expect(JSON.parse(audit.before_json!).end_date).toBeNull()
      expect(JSON.parse(audit.after_json!).end_date).toBe(TODAY)
      const search = await post(t, cashier, '/api/schools/search', { schoolID, userSite: 62 })
      expect(search.json()[0].endDate).toBe(TODAY)
      const again = await post(t, cashier, '/api/schools/end', { schoolID, userID: 2, site: 62 })
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe(`School ${schoolID} already ended on ${TODAY}`)
    })

    it('frees the coach’s slot for a new school', async () => {
      const { response, coach } = await create(62)
      await post(t, admin, '/api/schools/end', { schoolID: response.json().schoolID, site: 62 })
      const again = await post(t, admin, '/api/schools/create', schoolPayload(coach, 62))
      expect(again.statusCode).toBe(200)
    })

    it('refuses without EndSchool, at a site not the user’s, or for a school elsewhere', async () => {
      const [school62] = await activeSchools(db(), 62)
      const [school61] = await activeSchools(db(), 61)
      const refused = await post(t, coachUser, '/api/schools/end', { schoolID: school62.id, site: 62 })
      expect(refused.statusCode).toBe(403)
      expect((await post(t, cashier, '/api/schools/end', { schoolID: school61.id, site: 61 })).statusCode).toBe(403)
      expect((await post(t, cashier, '/api/schools/end', { schoolID: school61.id, site: 62 })).statusCode).toBe(404)
      const missing = await post(t, cashier, '/api/schools/end', { site: 62 })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors).toEqual({ schoolID: 'Please fill in all required fields' })
      const unchanged = await db()
        .selectFrom('schools')
        .select('end_date')
        .where('id', '=', school61.id)
        .executeTakeFirst()
      expect(unchanged?.end_date).toBeNull()
    })
  })

  describe('details, swimmers, possible schools and coaches', () => {
    it('gives a school’s details tab with its recent sessions', async () => {
      // The register is the marks of the school's sessions (the one attendance record, issue 25).
      const withAttendance = await db()
        .selectFrom('session_attendance')
        .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
        .innerJoin('schools', 'schools.id', 'class_sessions.group_id')
        .select('class_sessions.group_id as school_id')
        .where('class_sessions.kind', '=', 'school')
        .where('schools.site', '=', 62)
        .executeTakeFirstOrThrow()
      const response = await get(t, cashier, `/api/schools/${withAttendance.school_id}/details-tab`)
      expect(response.statusCode).toBe(200)
      const details = response.json()
      expect(details).toMatchObject({
        schoolID: withAttendance.school_id,
        siteName: 'Club 13',
        createdBy: 'Mona Administrator',
        updatedBy: null,
      })
      expect(details.recentSessions.length).toBeGreaterThan(0)
      const [latest] = details.recentSessions
      const marks = await db()
        .selectFrom('session_attendance')
        .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
        .select('session_attendance.status')
        .where('class_sessions.kind', '=', 'school')
        .where('class_sessions.group_id', '=', withAttendance.school_id)
        .where('class_sessions.session_date', '=', latest.sessionDate)
        .where('session_attendance.status', 'is not', null)
        .execute()
      const rows = marks.map((row) => ({ attended: row.status === 'present' || row.status === 'late' ? 1 : 0 }))
      expect(latest.present).toBe(rows.filter((row) => row.attended === 1).length)
      expect(latest.absent).toBe(rows.filter((row) => row.attended === 0).length)
      expect(details.latestSession.sessionDate).toBe(latest.sessionDate)
      expect(details.latestSession.entries).toHaveLength(rows.length)
      expect(details.latestSession.entries.filter((entry: { attended: boolean }) => entry.attended)).toHaveLength(
        latest.present,
      )
    })

    it('lists the swimmers enrolled today', async () => {
      const [school] = await activeSchools(db(), 62)
      const response = await get(t, cashier, `/api/schools/${school.id}/swimmers`)
      expect(response.statusCode).toBe(200)
      const enrolled = await db()
        .selectFrom('school_enrolments')
        .select('swimmer_id')
        .where('school_id', '=', school.id)
        .where('end_date', '>=', TODAY)
        .execute()
      expect(
        response
          .json()
          .map((row: { swimmerID: number }) => row.swimmerID)
          .sort(),
      ).toEqual([...new Set(enrolled.map((row) => row.swimmer_id))].sort())
      for (const swimmer of response.json()) {
        expect(swimmer).toEqual({
          swimmerID: expect.any(Number),
          fullName: expect.any(String),
          year: expect.any(Number),
          currentLevel: expect.any(String),
          enrolmentStart: expect.any(String),
          enrolmentEnd: expect.any(String),
          frozen: expect.any(Boolean),
        })
      }
    })

    it('answers 404 for another site’s school and 400 for a bad id', async () => {
      const [school61] = await activeSchools(db(), 61)
      expect((await get(t, cashier, `/api/schools/${school61.id}/details-tab`)).statusCode).toBe(404)
      expect((await get(t, cashier, `/api/schools/${school61.id}/swimmers`)).statusCode).toBe(404)
      const bad = await get(t, cashier, '/api/schools/abc/swimmers')
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors).toEqual({ id: 'Invalid School ID' })
      expect((await get(t, coachesManager, `/api/schools/${school61.id}/swimmers`)).statusCode).toBe(403)
    })

    it('offers a swimmer the schools of that type at their level with a free place, both paths alike', async () => {
      const { response } = await create(62, { schoolLevel: '13', type: '81', capacity: '4' })
      const { schoolID } = response.json()
      const [swimmer] = await db()
        .selectFrom('swimmers')
        .select(['id', 'current_level'])
        .where('site', '=', 62)
        .where('current_level', '=', 13)
        .where('deleted_at', 'is', null)
        // In no school yet: a swimmer runs in one school at a time.
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('school_enrolments')
                .select('school_enrolments.id')
                .whereRef('school_enrolments.swimmer_id', '=', 'swimmers.id')
                .where('school_enrolments.end_date', '>=', TODAY),
            ),
          ),
        )
        .execute()
      const byPath = await get(t, cashier, `/api/schools/${swimmer.id}/possible-school/81`)
      expect(byPath.statusCode).toBe(200)
      const schools = byPath.json()
      expect(schools.map((row: { schoolID: number }) => row.schoolID)).toContain(schoolID)
      for (const row of schools) {
        expect(row).toMatchObject({ levelCode: 13, typeCode: 81, site: 62, endDate: null })
        expect(row.enrolled).toBeLessThan(row.capacity)
      }
      const byQuery = await get(t, cashier, `/api/Schools/view-possible-school?swimmerId=${swimmer.id}&type=81`)
      expect(byQuery.json()).toEqual(schools)

      // A frozen swimmer can join no school (the enrolment service refuses), so none is possible.
      await db()
        .insertInto('swimmer_freezes')
        .values({
          swimmer_id: swimmer.id,
          reason: 'Injury',
          freeze_date: TODAY,
          ended_at: null,
          site: 62,
          created_at: `${TODAY}T08:00:00.000Z`,
          created_by: 1,
        })
        .execute()
      expect((await get(t, cashier, `/api/schools/${swimmer.id}/possible-school/81`)).json()).toEqual([])
      await db().deleteFrom('swimmer_freezes').where('swimmer_id', '=', swimmer.id).execute()

      await enrol(t, schoolID, swimmer.id, 62)
      const afterEnrolment = await get(t, cashier, `/api/schools/${swimmer.id}/possible-school/81`)
      expect(afterEnrolment.json()).toEqual([])

      const [swimmer61] = await db().selectFrom('swimmers').select('id').where('site', '=', 61).limit(1).execute()
      expect((await get(t, cashier, `/api/schools/${swimmer61.id}/possible-school/81`)).statusCode).toBe(404)
      expect((await get(t, cashier, `/api/schools/${swimmer.id}/possible-school/5`)).statusCode).toBe(400)
    })

    it('lists the active school coaches of one of the user’s sites', async () => {
      const response = await get(t, cashier, '/api/schools/coach-options/62')
      expect(response.statusCode).toBe(200)
      const ids = response.json().map((coach: { coachID: number }) => coach.coachID)
      const expected = (await coachesOf(db(), 62, 8)).map((coach) => coach.id)
      expect([...ids].sort((a, b) => a - b)).toEqual(expected)
      expect((await get(t, cashier, '/api/schools/coach-options/61')).statusCode).toBe(403)
    })
  })
})
