import { buildTestApp, login, type TestApp } from '../helper'
import {
  SATURDAY,
  SUNDAY,
  TODAY,
  TUESDAY,
  activeSchools,
  countRows,
  enrol,
  freeSchoolCoach,
  get,
  post,
  schoolPayload,
  swimmersWithoutSchool,
} from './schools-fixtures'

// Issue 13, Manage Attendance: the dialog loads what is recorded for the session it records (GET
// /schools/{id}/attendance), a re-save says whose presence it changed, and a recording made after the dialog loaded
// it is refused instead of silently replaced — under both save paths.

describe('a school session as recorded, and saving it again', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let schoolID: number
  let swimmers: Array<{ id: number; full_name: string }>
  beforeAll(async () => {
    t = await buildTestApp()
    ;[admin, cashier] = await Promise.all([login(t.app, 1), login(t.app, 2)])
    // A school created today (a Saturday) meeting on Saturdays and Tuesdays, with two swimmers.
    const coach = await freeSchoolCoach(t.database.db, 62)
    schoolID = (await post(t, admin, '/api/schools/create', schoolPayload(coach, 62))).json().schoolID
    swimmers = await swimmersWithoutSchool(t.database.db, 62, 2)
    for (const swimmer of swimmers) await enrol(t, schoolID, swimmer.id, 62)
    // Sorted as the register lists them.
    swimmers.sort((a, b) => a.full_name.localeCompare(b.full_name))
  })
  afterAll(() => t.close())

  const entry = (swimmerID: number, attend: boolean, notes = '') => ({
    swimmerID,
    attend,
    day: SATURDAY,
    timeAttend: '07:00',
    notes,
    userID: 2,
    schoolID,
  })
  const session = (token = cashier, day = SATURDAY) => get(t, token, `/api/schools/${schoolID}/attendance?day=${day}`)

  it('answers an unrecorded session with its date and day, and nothing recorded', async () => {
    const response = await session()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      schoolID,
      day: SATURDAY,
      dayName: 'Saturday',
      sessionDate: TODAY,
      recorded: false,
      timeAttend: null,
      recordedAt: null,
      recordedBy: null,
      entries: [],
      // The session's roster: the swimmers enrolled on its date (issue 25).
      roster: swimmers.map((swimmer) => ({ swimmerID: swimmer.id, fullName: swimmer.full_name })),
    })
  })

  it('answers what is recorded, by whom and when, after a save', async () => {
    const saved = await post(t, cashier, '/api/Attendes/Save', {
      recordedAt: null,
      attendes: [entry(swimmers[0].id, true), entry(swimmers[1].id, false, 'Excused: sick')],
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ sessionDate: TODAY, created: 2, updated: 0, changes: [] })
    const response = await session()
    expect(response.json()).toEqual({
      schoolID,
      day: SATURDAY,
      dayName: 'Saturday',
      sessionDate: TODAY,
      recorded: true,
      timeAttend: '07:00',
      recordedAt: t.clock.now().toISOString(),
      recordedBy: 'Karim Cashier',
      entries: [
        { swimmerID: swimmers[0].id, fullName: swimmers[0].full_name, attended: true, notes: null },
        { swimmerID: swimmers[1].id, fullName: swimmers[1].full_name, attended: false, notes: 'Excused: sick' },
      ],
      roster: swimmers.map((swimmer) => ({ swimmerID: swimmer.id, fullName: swimmer.full_name })),
    })
    // The other day of the school is another session, not recorded.
    const tuesday = await session(cashier, TUESDAY)
    expect(tuesday.json()).toMatchObject({ dayName: 'Tuesday', sessionDate: '2026-11-17', recorded: false })
  })

  it.each(['/api/Attendes/Save', '/api/attendees/save'])(
    'replaces a recorded session it loaded through %s, naming each swimmer whose presence changed',
    async (path) => {
      t.clock.advance(60_000)
      const loaded = (await session()).json()
      const present = new Map(
        loaded.entries.map((row: { swimmerID: number; attended: boolean }) => [row.swimmerID, row.attended]),
      )
      const response = await post(t, cashier, path, {
        recordedAt: loaded.recordedAt,
        attendes: swimmers.map((swimmer) => entry(swimmer.id, !present.get(swimmer.id))),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ created: 0, updated: 2 })
      expect(response.json().changes).toEqual(
        swimmers.map((swimmer) => ({
          swimmerID: swimmer.id,
          fullName: swimmer.full_name,
          wasPresent: present.get(swimmer.id),
          present: !present.get(swimmer.id),
        })),
      )
      const after = (await session()).json()
      expect(after.recordedAt).toBe(t.clock.now().toISOString())
      expect(after.entries.map((row: { attended: boolean }) => row.attended)).toEqual(
        swimmers.map((swimmer) => !present.get(swimmer.id)),
      )
    },
  )

  it('says nothing changed when the same marks are saved again', async () => {
    t.clock.advance(60_000)
    const loaded = (await session()).json()
    const response = await post(t, cashier, '/api/Attendes/Save', {
      recordedAt: loaded.recordedAt,
      attendes: loaded.entries.map((row: { swimmerID: number; attended: boolean }) =>
        entry(row.swimmerID, row.attended),
      ),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().changes).toEqual([])
  })

  it.each(['/api/Attendes/Save', '/api/attendees/save'])(
    'refuses through %s to replace a recording made after the client loaded the session, and stores nothing',
    async (path) => {
      const loaded = (await session()).json()
      // Someone else records the session after the dialog loaded it.
      t.clock.advance(60_000)
      const other = await post(t, admin, '/api/Attendes/Save', {
        recordedAt: loaded.recordedAt,
        attendes: swimmers.map((swimmer) => entry(swimmer.id, true)),
      })
      expect(other.statusCode).toBe(200)
      const stored = (await session()).json()
      for (const stale of [loaded.recordedAt, null]) {
        const response = await post(t, cashier, path, {
          recordedAt: stale,
          attendes: swimmers.map((swimmer) => entry(swimmer.id, false)),
        })
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({
          code: 'attendance.recordedMeanwhile',
          message:
            `The attendance of school ${schoolID} on ${TODAY} was recorded by Mona Administrator after you opened ` +
            'it: open it again to see what is recorded before you save',
          errors: { recordedAt: 'Recorded again since you opened it' },
        })
      }
      expect((await session()).json()).toEqual(stored)
    },
  )

  it('keeps saving without recordedAt as the spec’s client does: the session is replaced', async () => {
    t.clock.advance(60_000)
    const response = await post(t, cashier, '/api/Attendes/Save', {
      attendes: swimmers.map((swimmer) => entry(swimmer.id, false)),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().changes.map((change: { present: boolean }) => change.present)).toEqual([false, false])
  })

  it('refuses a day the school does not meet on, naming the field, and bad input', async () => {
    const wrongDay = await session(cashier, SUNDAY)
    expect(wrongDay.statusCode).toBe(400)
    expect(wrongDay.json()).toEqual({
      code: 'school.notOnDay',
      message: `School ${schoolID} meets on Saturday and Tuesday, not on Sunday`,
      errors: { day: "Not one of the school's days" },
    })
    const notADay = await get(t, cashier, `/api/schools/${schoolID}/attendance?day=5`)
    expect(notADay.statusCode).toBe(400)
    expect(notADay.json().errors).toEqual({ day: 'day must be a day of the week, Friday to Thursday' })
    const noDay = await get(t, cashier, `/api/schools/${schoolID}/attendance`)
    expect(noDay.statusCode).toBe(400)
    expect(noDay.json().errors).toEqual({ day: 'Missing day information in attendance data' })
  })

  it('keeps other sites’ schools out of reach and needs Schools management', async () => {
    const [school61] = await activeSchools(t.database.db, 61)
    const foreign = await get(t, cashier, `/api/schools/${school61.id}/attendance?day=${school61.first_day}`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe(`School ${school61.id} not found`)
    const coachesManager = await login(t.app, 3)
    expect((await session(coachesManager)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: `/api/schools/${schoolID}/attendance?day=216` })).statusCode).toBe(
      401,
    )
  })

  it('leaves a swimmer who moved to a site of none of the caller’s out of the recorded register', async () => {
    const before = await countRows(t.database.db, 'session_attendance')
    const moved = swimmers[0]
    await t.database.db.updateTable('swimmers').set({ site: 64 }).where('id', '=', moved.id).execute()
    try {
      const entries = (await session()).json().entries as Array<{ swimmerID: number }>
      expect(entries.map((row) => row.swimmerID)).toEqual([swimmers[1].id])
      // The administrator, whose sites include the new one, still sees both.
      expect((await session(admin)).json().entries).toHaveLength(2)
    } finally {
      await t.database.db.updateTable('swimmers').set({ site: 62 }).where('id', '=', moved.id).execute()
    }
    expect(await countRows(t.database.db, 'session_attendance')).toBe(before)
  })
})
