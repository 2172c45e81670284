import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { dayCodeOf } from '../../../src/lib/dates'
import { swimmersWithSessionOn } from '../../routes/swimmers-fixtures'

// Issue 25: one attendance record, one rule set, every URL through it. The test clock stands at Saturday 2026-11-21.

const TODAY = '2026-11-21'
const CLUB_13 = 62

describe('attendance: one rule set on every URL', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    ;[admin, cashier] = await Promise.all([login(t.app, 1), login(t.app, 2)])
  })
  afterAll(() => t.close())

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, token, { method, url, payload })

  /** Two swimmers of one school that meets today, and that session's id. */
  async function pairAtSession() {
    const rows = await swimmersWithSessionOn(t.database.db, CLUB_13, TODAY, 40).catch(() =>
      swimmersWithSessionOn(t.database.db, CLUB_13, TODAY, 2),
    )
    const bySchool = new Map<number, typeof rows>()
    for (const row of rows) bySchool.set(row.school_id, [...(bySchool.get(row.school_id) ?? []), row])
    const [schoolId, pair] = [...bySchool.entries()].find(([, list]) => list.length >= 2)!
    const session = await t.database.db
      .selectFrom('class_sessions')
      .select('id')
      .where('kind', '=', 'school')
      .where('group_id', '=', schoolId)
      .where('session_date', '=', TODAY)
      .executeTakeFirst()
    const id =
      session?.id ??
      (await call(admin, 'GET', `/api/timetable?site=${CLUB_13}&from=${TODAY}&to=${TODAY}`))
        .json<Array<{ sessionID: number; groupID: number; kind: string }>>()
        .find((row) => row.kind === 'school' && row.groupID === schoolId)!.sessionID
    return { schoolId, a: pair[0], b: pair[1], sessionId: id }
  }

  it('a stale basedOn is refused with 409 naming who marked it and when; the others are saved; notes kept', async () => {
    const { a, b, sessionId } = await pairAtSession()
    const first = await call(admin, 'POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [{ swimmerID: a.id, status: 'present', notes: 'Goggles forgotten', basedOn: null }],
    })
    expect(first.statusCode).toBe(200)
    const markedAt = first.json().roster.find((row: { swimmerID: number }) => row.swimmerID === a.id).markedAt
    // A second desk opened the roster before that save (it read no marks) and marks both.
    const second = await call(cashier, 'POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [
        { swimmerID: a.id, status: 'absent', basedOn: null },
        { swimmerID: b.id, status: 'late', basedOn: null },
      ],
    })
    expect(second.statusCode).toBe(409)
    const body = second.json()
    expect(body.message).toContain(`${a.full_name} (marked by Mona Administrator at ${markedAt})`)
    expect(body.conflicts).toEqual([
      { swimmerID: a.id, fullName: a.full_name, markedBy: 'Mona Administrator', markedAt },
    ])
    expect(body.saved).toEqual([b.id])
    expect(body.errors).toEqual({ 'entries.0.basedOn': `Marked by Mona Administrator at ${markedAt}` })
    const roster = (await call(admin, 'GET', `/api/sessions/${sessionId}`)).json().roster
    const of = (id: number) => roster.find((row: { swimmerID: number }) => row.swimmerID === id)
    expect(of(a.id)).toMatchObject({ status: 'present', notes: 'Goggles forgotten', markedBy: 'Mona Administrator' })
    expect(of(b.id)).toMatchObject({ status: 'late' })
    // A save based on the current mark, without notes, keeps the notes; swimmers not listed are untouched.
    const third = await call(cashier, 'POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [{ swimmerID: a.id, status: 'late', basedOn: markedAt }],
    })
    expect(third.statusCode).toBe(200)
    const after = third.json().roster
    expect(after.find((row: { swimmerID: number }) => row.swimmerID === a.id)).toMatchObject({
      status: 'late',
      notes: 'Goggles forgotten',
    })
    expect(after.find((row: { swimmerID: number }) => row.swimmerID === b.id)).toMatchObject({ status: 'late' })
  })

  it("a stale basedOn's field error names who marked it in the request's language (issue 26)", async () => {
    const { a, sessionId } = await pairAtSession()
    await call(admin, 'POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [{ swimmerID: a.id, status: 'present' }],
    })
    const roster = (await call(admin, 'GET', `/api/sessions/${sessionId}`)).json().roster
    const { markedBy, markedAt } = roster.find((row: { swimmerID: number }) => row.swimmerID === a.id)
    const stale = {
      method: 'POST' as const,
      url: `/api/sessions/${sessionId}/attendance`,
      payload: { entries: [{ swimmerID: a.id, status: 'absent', basedOn: null }] },
    }
    const arabic = await injectAs(t.app, cashier, { ...stale, headers: { 'accept-language': 'ar-EG' } })
    expect(arabic.statusCode).toBe(409)
    expect(arabic.json().errors).toEqual({ 'entries.0.basedOn': `سجّله ${markedBy} الساعة ${markedAt}` })
    const english = await injectAs(t.app, cashier, { ...stale, headers: { 'accept-language': 'en' } })
    expect(english.json().errors).toEqual({ 'entries.0.basedOn': `Marked by ${markedBy} at ${markedAt}` })
  })

  it("the swimmer's Record Attendance refuses a cancelled session as the session URLs do", async () => {
    const { a, sessionId } = await pairAtSession()
    expect(
      (await call(admin, 'POST', `/api/sessions/${sessionId}/cancel`, { reason: 'Pool maintenance' })).statusCode,
    ).toBe(200)
    const viaSwimmer = await call(cashier, 'POST', '/api/swimmers/record-attendance', {
      swimmerID: a.id,
      date: TODAY,
      status: 'present',
      site: CLUB_13,
      userID: 2,
    })
    expect(viaSwimmer.statusCode).toBe(409)
    expect(viaSwimmer.json().message).toMatch(/is cancelled: Pool maintenance$/)
    const viaRoster = await call(admin, 'POST', `/api/sessions/${sessionId}/attendance`, {
      entries: [{ swimmerID: a.id, status: 'present' }],
    })
    expect(viaRoster.statusCode).toBe(409)
    expect(viaRoster.json().message).toBe(viaSwimmer.json().message)
  })

  it('Manage Attendance (/Attendes/Save) refuses a swimmer enrolled after the session, as the roster does', async () => {
    // A swimmer whose enrolment starts today; the school's earlier day this week is before it.
    const db = t.database.db
    const [swimmer] = await swimmersWithSessionOn(db, CLUB_13, '2026-11-18', 1)
    const school = await db
      .selectFrom('schools')
      .select(['id'])
      .where('id', '=', swimmer.school_id)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('school_enrolments')
      .set({ start_date: '2026-11-19' })
      .where('swimmer_id', '=', swimmer.id)
      .where('school_id', '=', school.id)
      .where('start_date', '<=', '2026-11-18')
      .where('end_date', '>=', '2026-11-18')
      .execute()
    const day = dayCodeOf('2026-11-18')
    const saved = await call(cashier, 'POST', '/api/Attendes/Save', {
      date: '2026-11-18',
      attendes: [{ swimmerID: swimmer.id, attend: true, day, timeAttend: '07:00', schoolID: school.id, userID: 2 }],
    })
    // The register the dialog reads lists the session's roster: the swimmer is not on it.
    const register = await call(cashier, 'GET', `/api/schools/${school.id}/attendance?day=${day}`)
    expect(register.statusCode).toBe(200)
    expect(register.json().sessionDate).toBe('2026-11-18')
    expect(register.json().roster.map((row: { swimmerID: number }) => row.swimmerID)).not.toContain(swimmer.id)
    expect(register.json().roster.length).toBeGreaterThan(0)
    expect(saved.statusCode).toBe(400)
    expect(saved.json()).toEqual({
      code: 'attendance.notInSchool',
      message: `${swimmer.full_name} is not enrolled in school ${school.id}`,
      errors: { 'attendes.0.swimmerID': 'Not enrolled in this school' },
    })
  })
})
