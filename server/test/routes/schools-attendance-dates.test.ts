import { buildTestApp, login, type TestApp } from '../helper'
import {
  SATURDAY,
  TODAY,
  TUESDAY,
  countRows,
  enrolmentRow,
  freeSchoolCoach,
  get,
  post,
  schoolPayload,
  swimmersWithoutSchool,
} from './schools-fixtures'

// Issue 27, Manage Attendance at the desk: any session date of the school, not only the latest of each weekday. The
// school's dates come from its dated sessions (GET /schools/{id}/session-dates); the register of one date is read
// (GET /schools/{id}/attendance?date=) and saved (/Attendes/Save with date) in the one attendance record; a date that
// is not a session of the school is refused, naming the field. Today is Saturday 2026-11-21.

describe('Manage Attendance for any session date of a school', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let schoolID: number
  let swimmers: Array<{ id: number; full_name: string }>
  // The school began on Saturday 31 October: its sessions are Saturdays and Tuesdays since.
  const START = '2026-10-31'
  beforeAll(async () => {
    t = await buildTestApp()
    ;[admin, cashier] = await Promise.all([login(t.app, 1), login(t.app, 2)])
    const db = t.database.db
    const coach = await freeSchoolCoach(db, 62)
    schoolID = (await post(t, admin, '/api/schools/create', schoolPayload(coach, 62))).json().schoolID
    await db.updateTable('schools').set({ start_date: START }).where('id', '=', schoolID).execute()
    // Two swimmers of the school's level, enrolled from its start to the end of December.
    swimmers = await swimmersWithoutSchool(db, 62, 2)
    for (const swimmer of swimmers) {
      await db.updateTable('swimmers').set({ current_level: 12 }).where('id', '=', swimmer.id).execute()
      await db
        .insertInto('school_enrolments')
        .values({ ...enrolmentRow(swimmer.id, START, '2026-12-31', 62), school_id: schoolID })
        .execute()
    }
    swimmers.sort((a, b) => a.full_name.localeCompare(b.full_name))
  })
  afterAll(() => t.close())

  const entry = (swimmerID: number, attend: boolean, day: number) => ({
    swimmerID,
    attend,
    day,
    timeAttend: '07:00',
    notes: '',
    userID: 2,
    schoolID,
  })

  it("lists the school's sessions from its start to today, newest first, with their day and state", async () => {
    // Tuesday 10 November is cancelled; nothing is recorded yet.
    const db = t.database.db
    await db
      .insertInto('class_sessions')
      .values({
        kind: 'school',
        group_id: schoolID,
        site_id: 62,
        session_date: '2026-11-10',
        status: 'cancelled',
        cancel_reason: 'Pool maintenance',
        substitute_coach_id: null,
        created_at: `${TODAY}T00:00:00.000Z`,
        updated_at: null,
        updated_by: null,
      })
      .execute()
    const response = await get(t, cashier, `/api/schools/${schoolID}/session-dates`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ schoolID, from: START, to: TODAY })
    expect(body.sessions.map((session: { date: string }) => session.date)).toEqual([
      '2026-11-21',
      '2026-11-17',
      '2026-11-14',
      '2026-11-10',
      '2026-11-07',
      '2026-11-03',
      '2026-10-31',
    ])
    expect(body.sessions[0]).toEqual({
      date: TODAY,
      day: SATURDAY,
      dayName: 'Saturday',
      status: 'scheduled',
      statusReason: null,
      recorded: false,
    })
    expect(body.sessions[3]).toEqual({
      date: '2026-11-10',
      day: TUESDAY,
      dayName: 'Tuesday',
      status: 'cancelled',
      statusReason: 'Pool maintenance',
      recorded: false,
    })
  })

  it('records an earlier session than the latest of its weekday, and reads it back by date', async () => {
    const [first, second] = swimmers
    // Saturday 7 November: two Saturdays before the latest one (today).
    const saved = await post(t, cashier, '/api/Attendes/Save', {
      date: '2026-11-07',
      recordedAt: null,
      attendes: [entry(first.id, true, SATURDAY), entry(second.id, false, SATURDAY)],
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ sessionDate: '2026-11-07', created: 2, updated: 0 })

    const read = await get(t, cashier, `/api/schools/${schoolID}/attendance?date=2026-11-07`)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({
      schoolID,
      day: SATURDAY,
      dayName: 'Saturday',
      sessionDate: '2026-11-07',
      recorded: true,
      recordedBy: 'Karim Cashier',
      entries: [
        { swimmerID: first.id, attended: true },
        { swimmerID: second.id, attended: false },
      ],
    })
    // Today's Saturday is another session: nothing recorded there.
    const latest = await get(t, cashier, `/api/schools/${schoolID}/attendance?day=${SATURDAY}`)
    expect(latest.json()).toMatchObject({ sessionDate: TODAY, recorded: false })
    // The list says which sessions are recorded.
    const dates = (await get(t, cashier, `/api/schools/${schoolID}/session-dates`)).json()
    const recorded = dates.sessions.filter((session: { recorded: boolean }) => session.recorded)
    expect(recorded.map((session: { date: string }) => session.date)).toEqual(['2026-11-07'])
  })

  it('refuses a date that is not a session of the school, naming the date, and stores nothing', async () => {
    const cases: Array<[string, string, string, string]> = [
      [
        'attendance.notYet',
        '2026-11-24',
        'The session of 2026-11-24 has not come yet: attendance is taken for today and earlier sessions',
        'Choose today or an earlier session',
      ],
      [
        'attendance.beforeStart',
        '2026-10-27',
        `School ${schoolID} started on ${START}: it had no session on 2026-10-27`,
        'Not a session of this school',
      ],
      [
        'attendance.notOnSchoolDay',
        '2026-11-19',
        `2026-11-19 is a Thursday: school ${schoolID} meets on Saturday and Tuesday`,
        'Not a session of this school',
      ],
    ]
    for (const [code, date, message, field] of cases) {
      const response = await get(t, cashier, `/api/schools/${schoolID}/attendance?date=${date}`)
      expect({ date, status: response.statusCode, body: response.json() }).toEqual({
        date,
        status: 400,
        body: { code, message, errors: { date: field } },
      })
    }
    // A date and a day that disagree, and neither.
    const mismatch = await get(t, cashier, `/api/schools/${schoolID}/attendance?date=2026-11-17&day=${SATURDAY}`)
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().errors).toEqual({ date: "Not on the entries' day" })
    const neither = await get(t, cashier, `/api/schools/${schoolID}/attendance`)
    expect(neither.statusCode).toBe(400)
    expect(neither.json().errors).toEqual({ day: 'Missing day information in attendance data' })

    // Saving before the school began names the date sent, not the day.
    const before = await countRows(t.database.db, 'session_attendance')
    const early = await post(t, cashier, '/api/Attendes/Save', {
      date: '2026-10-24',
      attendes: [entry(swimmers[0].id, true, SATURDAY)],
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().errors).toEqual({ date: 'No session of this school on that date' })
    expect(await countRows(t.database.db, 'session_attendance')).toBe(before)
  })

  it('answers the refusals in Arabic too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${schoolID}/attendance?date=2026-11-24`,
      headers: { authorization: `Bearer ${cashier}`, 'accept-language': 'ar' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ date: 'اختار النهارده أو حصة قبله' })
    expect(response.json().message).toBe('حصة يوم 2026-11-24 لسه مجاتش: الحضور بيتسجل للنهارده والحصص اللي قبله')
  })

  it('keeps another site’s school out of reach', async () => {
    const [other] = await t.database.db
      .selectFrom('schools')
      .select('id')
      .where('site', '=', 61)
      .where('end_date', 'is', null)
      .limit(1)
      .execute()
    // The cashier works at sites 62 and 63.
    expect((await get(t, cashier, `/api/schools/${other.id}/session-dates`)).statusCode).toBe(404)
    expect((await get(t, cashier, `/api/schools/${other.id}/attendance?date=2026-11-17`)).statusCode).toBe(404)
  })
})
