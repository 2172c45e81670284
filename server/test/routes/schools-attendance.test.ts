import { latestSessionDate } from '../../src/domains/schools/school-attendance.repository'
import { dayCodeOf } from '../../src/lib/dates'
import { buildTestApp, login, type TestApp } from '../helper'
import {
  SATURDAY,
  SUNDAY,
  TODAY,
  TUESDAY,
  activeSchools,
  coachUserToken,
  countRows,
  enrol,
  freeSchoolCoach,
  post,
  schoolPayload,
  swimmersWithoutSchool,
} from './schools-fixtures'

describe('school attendance', () => {
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
    const created = await post(t, admin, '/api/schools/create', schoolPayload(coach, 62))
    schoolID = created.json().schoolID
    swimmers = await swimmersWithoutSchool(t.database.db, 62, 3)
    await enrol(t, schoolID, swimmers[0].id, 62)
    await enrol(t, schoolID, swimmers[1].id, 62)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const entry = (swimmerID: number, attend: boolean, extra: Record<string, unknown> = {}) => ({
    swimmerID,
    attend,
    day: SATURDAY,
    timeAttend: '07:00',
    notes: '',
    userID: 2,
    schoolID,
    ...extra,
  })
  /** The school's register as the one attendance record holds it (issue 25): its sessions' marks. */
  const rowsOf = async (school: number) => {
    const rows = await db()
      .selectFrom('session_attendance')
      .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
      .innerJoin('schools', 'schools.id', 'class_sessions.group_id')
      .select([
        'session_attendance.swimmer_id',
        'class_sessions.session_date',
        'schools.start_time as time_attend',
        'session_attendance.status',
        'session_attendance.notes',
        'session_attendance.marked_by as recorded_by',
      ])
      .where('class_sessions.kind', '=', 'school')
      .where('class_sessions.group_id', '=', school)
      .orderBy('session_attendance.swimmer_id')
      .execute()
    return rows.map((row) => ({
      ...row,
      day: dayCodeOf(row.session_date),
      attended: row.status === 'present' || row.status === 'late' ? 1 : 0,
    }))
  }

  it('finds the session as the latest date up to today on that weekday', () => {
    expect(latestSessionDate(SATURDAY, TODAY)).toBe(TODAY)
    expect(latestSessionDate(TUESDAY, TODAY)).toBe('2026-11-17')
    expect(latestSessionDate(SUNDAY, TODAY)).toBe('2026-11-15')
    expect(latestSessionDate(221, '2026-11-19')).toBe('2026-11-19')
  })

  it('stores one record per swimmer for the session, audited', async () => {
    const response = await post(t, cashier, '/api/Attendes/Save', {
      attendes: [entry(swimmers[0].id, true), entry(swimmers[1].id, false, { notes: 'Excused: sick' })],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message: 'Attendance saved successfully',
      schoolID,
      sessionDate: TODAY,
      created: 2,
      updated: 0,
      changes: [],
    })
    const rows = await rowsOf(schoolID)
    expect(rows).toEqual([
      expect.objectContaining({
        swimmer_id: swimmers[0].id,
        session_date: TODAY,
        day: SATURDAY,
        time_attend: '07:00',
        attended: 1,
        notes: null,
        recorded_by: 2,
      }),
      expect.objectContaining({ swimmer_id: swimmers[1].id, attended: 0, notes: 'Excused: sick' }),
    ])
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'school')
      .where('entity_id', '=', String(schoolID))
      .where('action', '=', 'SaveAttendance')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0].before_json).toBeNull()
    expect(JSON.parse(audit[0].after_json!).attendance).toHaveLength(2)
  })

  it('updates the same session when saved again, under either path', async () => {
    const response = await post(t, cashier, '/api/attendees/save', {
      attendes: [
        entry(swimmers[0].id, false, { notes: 'Left early', timeAttend: '7:15' }),
        entry(swimmers[1].id, true, { timeAttend: '07:15' }),
      ],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ sessionDate: TODAY, created: 0, updated: 2 })
    const rows = await rowsOf(schoolID)
    expect(rows).toHaveLength(2)
    // The register's time is the session's (the school's start): one attendance record, issue 25.
    expect(rows.map((row) => [row.attended, row.notes, row.time_attend])).toEqual([
      [0, 'Left early', '07:00'],
      [1, null, '07:00'],
    ])
    const [, second] = await db()
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'school')
      .where('entity_id', '=', String(schoolID))
      .where('action', '=', 'SaveAttendance')
      .orderBy('id')
      .execute()
    expect(JSON.parse(second.before_json!).attendance.map((row: { attended: number }) => row.attended)).toEqual([1, 0])
  })

  it('names the bad field and stores nothing', async () => {
    const before = await countRows(db(), 'session_attendance')
    const cases: Array<[object, Record<string, string>]> = [
      [{ attendes: [] }, { attendes: 'attendes must list at least one swimmer' }],
      [
        { attendes: [entry(swimmers[0].id, true, { notes: 'late\u0000' })] },
        { 'attendes.0.notes': 'notes must not contain control characters' },
      ],
      [{ attendes: [entry(0, true)] }, { 'attendes.0.swimmerID': 'Invalid swimmer ID in attendance data' }],
      [
        { attendes: [entry(swimmers[0].id, true, { day: '' })] },
        { 'attendes.0.day': 'Missing day information in attendance data' },
      ],
      [
        { attendes: [entry(swimmers[0].id, true, { timeAttend: undefined })] },
        { 'attendes.0.timeAttend': 'Missing time information in attendance data' },
      ],
      [
        { attendes: [entry(swimmers[0].id, true, { schoolID: 'x' })] },
        { 'attendes.0.schoolID': 'Invalid school ID in attendance data' },
      ],
      [
        { attendes: [entry(swimmers[0].id, 'yes' as unknown as boolean)] },
        { 'attendes.0.attend': 'attend must be true or false' },
      ],
      [
        { attendes: [entry(swimmers[0].id, true), entry(swimmers[1].id, true, { day: TUESDAY })] },
        { 'attendes.1': 'All attendance entries must be for the same school, day and time' },
      ],
    ]
    for (const [payload, errors] of cases) {
      const response = await post(t, cashier, '/api/Attendes/Save', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual(errors)
    }
    expect(await countRows(db(), 'session_attendance')).toBe(before)
  })

  it('refuses a swimmer not in the school, a day the school does not meet, and a session before it began', async () => {
    const before = await countRows(db(), 'session_attendance')
    const stranger = await post(t, cashier, '/api/Attendes/Save', {
      attendes: [entry(swimmers[0].id, true), entry(swimmers[2].id, true)],
    })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json()).toEqual({
      code: 'attendance.notInSchool',
      message: `${swimmers[2].full_name} is not enrolled in school ${schoolID}`,
      errors: { 'attendes.1.swimmerID': 'Not enrolled in this school' },
    })
    const wrongDay = await post(t, cashier, '/api/Attendes/Save', {
      attendes: [entry(swimmers[0].id, true, { day: SUNDAY })],
    })
    expect(wrongDay.statusCode).toBe(400)
    expect(wrongDay.json().message).toBe(`School ${schoolID} meets on Saturday and Tuesday, not on Sunday`)
    const tooEarly = await post(t, cashier, '/api/Attendes/Save', {
      attendes: [entry(swimmers[0].id, true, { day: TUESDAY })],
    })
    expect(tooEarly.statusCode).toBe(409)
    expect(tooEarly.json().message).toBe(`School ${schoolID} had not started on 2026-11-17`)
    expect(await countRows(db(), 'session_attendance')).toBe(before)
  })

  it('refuses ids beyond the database’s integers, naming the field', async () => {
    const school = await post(t, cashier, '/api/Attendes/Save', {
      attendes: [entry(swimmers[0].id, true, { schoolID: 999999999999 })],
    })
    expect(school.statusCode).toBe(400)
    expect(school.json().errors).toEqual({ 'attendes.0.schoolID': 'Invalid school ID in attendance data' })
    const swimmer = await post(t, cashier, '/api/Attendes/Save', { attendes: [entry(999999999999, true)] })
    expect(swimmer.statusCode).toBe(400)
    expect(swimmer.json().errors).toEqual({ 'attendes.0.swimmerID': 'Invalid swimmer ID in attendance data' })
  })

  it('keeps other sites’ schools out of reach and needs an attendance privilege', async () => {
    const [school61] = await activeSchools(db(), 61)
    const foreign = await post(t, cashier, '/api/Attendes/Save', {
      attendes: [entry(swimmers[0].id, true, { schoolID: school61.id, day: school61.first_day })],
    })
    expect(foreign.statusCode).toBe(404)
    const coachesManager = await login(t.app, 3)
    const noModule = await post(t, coachesManager, '/api/Attendes/Save', { attendes: [entry(swimmers[0].id, true)] })
    expect(noModule.statusCode).toBe(403)
    // The Coach user type may take attendance.
    const coach = await coachUserToken(t, 902, [62])
    const allowed = await post(t, coach, '/api/Attendes/Save', { attendes: [entry(swimmers[0].id, true)] })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json().updated).toBe(1)
  })

  it('takes no attendance for a session after the school ended', async () => {
    await post(t, admin, '/api/schools/end', { schoolID, site: 62 })
    // On its last day the session still counts.
    const lastDay = await post(t, cashier, '/api/Attendes/Save', { attendes: [entry(swimmers[0].id, true)] })
    expect(lastDay.statusCode).toBe(200)
    t.clock.advance(7 * 86_400_000)
    const token = await login(t.app, 2)
    const after = await post(t, token, '/api/Attendes/Save', { attendes: [entry(swimmers[0].id, true)] })
    expect(after.statusCode).toBe(409)
    expect(after.json().message).toBe(`School ${schoolID} ended on ${TODAY}: no session on 2026-11-28`)
  })
})
