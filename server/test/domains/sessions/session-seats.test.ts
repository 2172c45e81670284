import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { enrol, freeSchoolCoach, post, put, schoolPayload, swimmersWithoutSchool } from '../../routes/schools-fixtures'

// Issue 25: a session never holds more swimmers than its capacity, whichever operation comes second. A make-up guest
// booked into a school's session took its last seat, and an enrolment (or a waitlist offer accepted) still went
// through: that session ended at 3 of 2. The clock stands at Saturday 2026-11-21; the schools meet Saturdays and
// Tuesdays.

const CLUB_13 = 62

describe('session seats: enrolment and capacity count make-up guests', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
  })
  afterAll(() => t.close())

  it('refuses the enrolment and the lower capacity a booked guest leaves no seat for, naming the full date', async () => {
    const db = t.database.db
    const coachA = await freeSchoolCoach(db, CLUB_13, 'Seat Coach A')
    const coachB = await freeSchoolCoach(db, CLUB_13, 'Seat Coach B')
    const schoolA = (
      await post(t, admin, '/api/schools/create', schoolPayload(coachA, CLUB_13, { capacity: '2' }))
    ).json().schoolID as number
    const schoolB = (
      await post(
        t,
        admin,
        '/api/schools/create',
        schoolPayload(coachB, CLUB_13, { startTime: '09:00', endTime: '10:00' }),
      )
    ).json().schoolID as number
    const [first, second, guest] = await swimmersWithoutSchool(db, CLUB_13, 3)
    await enrol(t, schoolA, first.id, CLUB_13)
    await enrol(t, schoolB, guest.id, CLUB_13)

    // The guest's credit: excused from school B's Tuesday session, booked into school A's the same Tuesday.
    const week = (
      await injectAs(t.app, admin, {
        method: 'GET',
        url: `/api/timetable?site=${CLUB_13}&from=2026-11-24&to=2026-11-24`,
      })
    ).json<Array<{ sessionID: number; groupID: number; kind: string }>>()
    const sessionOf = (school: number) => week.find((row) => row.kind === 'school' && row.groupID === school)!.sessionID
    const excused = await post(t, admin, `/api/sessions/${sessionOf(schoolB)}/attendance`, {
      entries: [{ swimmerID: guest.id, status: 'excused' }],
    })
    expect(excused.statusCode).toBe(200)
    const creditID = excused.json().creditsGiven[0].creditID
    const booked = await post(t, admin, `/api/sessions/${sessionOf(schoolA)}/makeups`, { creditID })
    expect(booked.statusCode).toBe(200)

    // School A has one swimmer enrolled today, but its Tuesday session is full: 1 enrolled + 1 guest of 2.
    // Through every URL that enrols into a school.
    await db.updateTable('swimmers').set({ current_level: 12 }).where('id', '=', second.id).execute()
    for (const url of ['/api/SwimmerSchool/add-swimmer-to-school', '/api/swimmers/save-school-trans']) {
      const answer = await post(t, admin, url, {
        swimmerID: second.id,
        schoolID: schoolA,
        months: 1,
        userID: 1,
        amountPaid: 0,
        reciptNo: '',
        siteID: CLUB_13,
      })
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toEqual({
        code: 'session.dateFull',
        message: 'The session of Tuesday 24 November 2026 is full (2 of 2 seats)',
        errors: { schoolID: 'The session of 2026-11-24 is full' },
      })
    }
    const roster = (await injectAs(t.app, admin, { method: 'GET', url: `/api/sessions/${sessionOf(schoolA)}` })).json()
      .roster as Array<{ swimmerID: number }>
    expect(roster.map((row) => row.swimmerID).sort()).toEqual([first.id, guest.id].sort())

    // Lowering the capacity below that session is refused the same way.
    const lower = await put(t, admin, '/api/schools/update', {
      ...schoolPayload(coachA, CLUB_13, { capacity: '1' }),
      schoolID: String(schoolA),
    })
    expect(lower.statusCode).toBe(409)
    expect(lower.json().message).toBe('The session of Tuesday 24 November 2026 is full (2 of 1 seats)')
  })

  it('a seat a waitlist offer holds is refused to a guest; a guest booked first makes the acceptance refuse, naming the date', async () => {
    const db = t.database.db
    const coachC = await freeSchoolCoach(db, CLUB_13, 'Seat Coach C')
    const coachD = await freeSchoolCoach(db, CLUB_13, 'Seat Coach D')
    const create = async (coach: number, overrides: Record<string, string>) =>
      (await post(t, admin, '/api/schools/create', schoolPayload(coach, CLUB_13, overrides))).json().schoolID as number
    const schoolC = await create(coachC, { capacity: '2', startTime: '11:00', endTime: '12:00' })
    const schoolD = await create(coachD, { startTime: '13:00', endTime: '14:00' })
    const [inside, guest, offered] = await swimmersWithoutSchool(db, CLUB_13, 3)
    await enrol(t, schoolC, inside.id, CLUB_13)
    await enrol(t, schoolD, guest.id, CLUB_13)
    await db.updateTable('swimmers').set({ current_level: 12 }).where('id', '=', offered.id).execute()
    // The school's last seat is offered to the first swimmer waiting.
    const { id: entryId } = await db
      .insertInto('waitlist_entries')
      .values({
        school_id: schoolC,
        swimmer_id: offered.id,
        site: CLUB_13,
        status: 'offered',
        added_at: '2026-11-20T09:00:00.000Z',
        added_by: 1,
        offered_at: '2026-11-21T08:00:00.000Z',
        offer_expires_on: '2026-11-24',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const week = (
      await injectAs(t.app, admin, {
        method: 'GET',
        url: `/api/timetable?site=${CLUB_13}&from=2026-11-24&to=2026-11-24`,
      })
    ).json<Array<{ sessionID: number; groupID: number; kind: string }>>()
    const sessionOf = (school: number) => week.find((row) => row.kind === 'school' && row.groupID === school)!.sessionID
    const excused = await post(t, admin, `/api/sessions/${sessionOf(schoolD)}/attendance`, {
      entries: [{ swimmerID: guest.id, status: 'excused' }],
    })
    const creditID = excused.json().creditsGiven[0].creditID

    // Offer first: the guest is refused the held seat.
    const refused = await post(t, admin, `/api/sessions/${sessionOf(schoolC)}/makeups`, { creditID })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/is full \(1 of 2 seats taken, 1 held for its waitlist\)$/)

    // Guest first (the offer made after): accepting the offer is refused, naming the full session.
    await db.updateTable('waitlist_entries').set({ status: 'waiting' }).where('id', '=', entryId).execute()
    expect((await post(t, admin, `/api/sessions/${sessionOf(schoolC)}/makeups`, { creditID })).statusCode).toBe(200)
    await db.updateTable('waitlist_entries').set({ status: 'offered' }).where('id', '=', entryId).execute()
    const accepted = await post(t, admin, `/api/waitlist/${entryId}/accept`, { months: 1 })
    expect(accepted.statusCode).toBe(409)
    expect(accepted.json().message).toBe('The session of Tuesday 24 November 2026 is full (2 of 2 seats)')
    const roster = (await injectAs(t.app, admin, { method: 'GET', url: `/api/sessions/${sessionOf(schoolC)}` })).json()
      .roster as Array<{ swimmerID: number }>
    expect(roster).toHaveLength(2)
  })

  it('a booking and an enrolment racing for the last seat: exactly one gets it', async () => {
    const db = t.database.db
    const coachE = await freeSchoolCoach(db, CLUB_13, 'Seat Coach E')
    const coachF = await freeSchoolCoach(db, CLUB_13, 'Seat Coach F')
    const create = async (coach: number, overrides: Record<string, string>) =>
      (await post(t, admin, '/api/schools/create', schoolPayload(coach, CLUB_13, overrides))).json().schoolID as number
    const schoolE = await create(coachE, { capacity: '2', startTime: '15:00', endTime: '16:00' })
    const schoolF = await create(coachF, { startTime: '17:00', endTime: '18:00' })
    const [inside, guest, newcomer] = await swimmersWithoutSchool(db, CLUB_13, 3)
    await enrol(t, schoolE, inside.id, CLUB_13)
    await enrol(t, schoolF, guest.id, CLUB_13)
    await db.updateTable('swimmers').set({ current_level: 12 }).where('id', '=', newcomer.id).execute()
    const week = (
      await injectAs(t.app, admin, {
        method: 'GET',
        url: `/api/timetable?site=${CLUB_13}&from=2026-11-24&to=2026-11-24`,
      })
    ).json<Array<{ sessionID: number; groupID: number; kind: string }>>()
    const sessionOf = (school: number) => week.find((row) => row.kind === 'school' && row.groupID === school)!.sessionID
    const creditID = (
      await post(t, admin, `/api/sessions/${sessionOf(schoolF)}/attendance`, {
        entries: [{ swimmerID: guest.id, status: 'excused' }],
      })
    ).json().creditsGiven[0].creditID
    const [booking, enrolment] = await Promise.all([
      post(t, admin, `/api/sessions/${sessionOf(schoolE)}/makeups`, { creditID }),
      post(t, admin, '/api/SwimmerSchool/add-swimmer-to-school', {
        swimmerID: newcomer.id,
        schoolID: schoolE,
        months: 1,
        userID: 1,
        amountPaid: 0,
        reciptNo: '',
        siteID: CLUB_13,
      }),
    ])
    expect([booking.statusCode, enrolment.statusCode].sort()).toEqual([200, 409])
    const roster = (await injectAs(t.app, admin, { method: 'GET', url: `/api/sessions/${sessionOf(schoolE)}` })).json()
      .roster as Array<{ swimmerID: number }>
    expect(roster).toHaveLength(2)
  })
})
