import { buildTestApp, login, type TestApp } from '../../helper'
import {
  SUNDAY,
  TUESDAY,
  coachUserToken,
  coachesOf,
  freeSchoolCoach,
  get,
  post,
  schoolPayload,
} from '../../routes/schools-fixtures'

// The substitute picker's list (GET /api/sessions/{id}/substitutes) and the substitute route apply one rule: a coach
// is offered exactly when POST /substitute accepts them, for that session's date and time (issue 14).
// The test clock stands at Saturday 2026-11-21 09:00 UTC; school "lead" meets Saturdays and Tuesdays 07:00-08:00.

const SITE = 62

interface Session {
  sessionID: number
  date: string
  kind: string
  groupID: number
}

describe('substitutes for a dated session', () => {
  let t: TestApp
  let admin: string
  let lead: number
  let tuesday: Session
  const coach: Record<string, number> = {}

  const sessionOf = async (school: number, date: string) => {
    const response = await get(t, admin, `/api/timetable?site=${SITE}&from=${date}&to=${date}`)
    const found = response.json<Session[]>().find((item) => item.groupID === school && item.kind === 'school')
    if (!found) throw new Error(`no session of school ${school} on ${date}`)
    return found
  }
  const choices = async (sessionID: number, token = admin) => {
    const response = await get(t, token, `/api/sessions/${sessionID}/substitutes`)
    expect(response.statusCode).toBe(200)
    return response.json<Array<{ coachID: number; name: string }>>()
  }
  /** The school a coach leads. */
  const schoolOf = async (coachID: number) =>
    (await t.database.db.selectFrom('schools').select('id').where('coach_id', '=', coachID).executeTakeFirstOrThrow())
      .id
  const chosen = async (sessionID: number) => (await choices(sessionID)).map((choice) => choice.coachID)
  /** The coaches screen's free coaches of a date at 07:00-08:00 (school coaches of the site). */
  const freeOnScreen = async (date: string) => {
    const response = await post(t, admin, '/api/coaches/free-coaches', {
      coachType: '8',
      site: String(SITE),
      date,
      timeSlot: '07:00-08:00',
    })
    expect(response.statusCode).toBe(200)
    return response.json<Array<{ coachId: number }>>().map((row) => row.coachId)
  }
  const substitute = (sessionID: number, coachID: number | null) =>
    post(t, admin, `/api/sessions/${sessionID}/substitute`, { coachID })
  const school = async (coachID: number, overrides: Record<string, string>) => {
    const response = await post(t, admin, '/api/schools/create', schoolPayload(coachID, SITE, overrides))
    expect(response.statusCode).toBe(200)
    return response.json<{ schoolID: number }>().schoolID
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    const db = t.database.db
    for (const name of ['Lead', 'Teaching', 'Substituting', 'Cancelled', 'Next week', 'Free', 'Inactive', 'Other']) {
      coach[name] = await freeSchoolCoach(db, SITE, `Picker ${name}`)
    }
    await db.updateTable('coaches').set({ is_active: 0 }).where('id', '=', coach.Inactive).execute()
    lead = await school(coach.Lead, {})
    tuesday = await sessionOf(lead, '2026-11-24')
    // Teaching: a school of theirs meets Tuesdays 07:30-08:30.
    await school(coach.Teaching, { firstDay: String(SUNDAY), startTime: '07:30', endTime: '08:30' })
    // Substituting, Cancelled, Next week: each substitutes at another school's session, at 07:00 on Tuesdays.
    const other = await school(coach.Other, { firstDay: String(SUNDAY), secondDay: String(TUESDAY) })
    const otherTuesday = await sessionOf(other, '2026-11-24')
    expect((await substitute(otherTuesday.sessionID, coach.Substituting)).statusCode).toBe(200)
    await school(coach.Free, { firstDay: String(SUNDAY), startTime: '06:00', endTime: '06:45' })
    const third = await freeSchoolCoach(db, SITE, 'Picker Third')
    const thirdSchool = await school(third, { firstDay: String(SUNDAY) })
    const thirdTuesday = await sessionOf(thirdSchool, '2026-11-24')
    expect((await substitute(thirdTuesday.sessionID, coach.Cancelled)).statusCode).toBe(200)
    const cancelled = await post(t, admin, `/api/sessions/${thirdTuesday.sessionID}/cancel`, { reason: 'Pool repairs' })
    expect(cancelled.statusCode).toBe(200)
    const nextTuesday = await sessionOf(thirdSchool, '2026-12-01')
    expect((await substitute(nextTuesday.sessionID, coach['Next week'])).statusCode).toBe(200)
  }, 60_000)
  afterAll(() => t.close())

  it('lists the coaches free at that date and time: not teaching then, not substituting then', async () => {
    const list = await chosen(tuesday.sessionID)
    expect(list).not.toContain(coach.Lead) // the group's own coach
    expect(list).not.toContain(coach.Teaching) // a school of theirs overlaps on Tuesdays
    expect(list).not.toContain(coach.Substituting) // substitutes elsewhere that Tuesday at 07:00
    expect(list).not.toContain(coach.Inactive)
    expect(list).toContain(coach.Free) // teaches only 06:00-06:45
    expect(list).toContain(coach.Cancelled) // the session they substitute at is cancelled
    expect(list).toContain(coach['Next week']) // substitutes at 07:00 on another Tuesday only
    // Pre-team coaches do not substitute at a school.
    const preteamCoaches = (await coachesOf(t.database.db, SITE, 9)).map((row) => row.id)
    expect(list.filter((id) => preteamCoaches.includes(id))).toEqual([])
    expect((await choices(tuesday.sessionID)).find((choice) => choice.coachID === coach.Free)?.name).toBe('Picker Free')
  })

  it('the weekday free-coach finder hides a coach the date-aware list offers', async () => {
    const finder = await get(
      t,
      admin,
      `/api/coaches/free-coaches?type=8&startTime=07:00&firstDay=${TUESDAY}&secondDay=${TUESDAY}&site=${SITE}`,
    )
    const weekday = finder.json<Array<{ coachId: number }>>().map((row) => row.coachId)
    expect(weekday).not.toContain(coach['Next week'])
    expect(await chosen(tuesday.sessionID)).toContain(coach['Next week'])
  })

  it('offers exactly the coaches the substitute route accepts', async () => {
    const offered = new Set(await chosen(tuesday.sessionID))
    const everyone = (await coachesOf(t.database.db, SITE, 8)).map((row) => row.id)
    everyone.push(coach.Inactive)
    for (const id of everyone) {
      const answer = await substitute(tuesday.sessionID, id)
      expect({ id, accepted: answer.statusCode === 200 }).toEqual({ id, accepted: offered.has(id) })
      if (answer.statusCode !== 200) expect(answer.json().errors.coachID).toBeDefined()
    }
    // The current substitute stays on the list (their own session does not hold them); the others still do.
    expect(await chosen(tuesday.sessionID)).toEqual([...offered])
    expect((await substitute(tuesday.sessionID, null)).statusCode).toBe(200)
  })

  it('a substitute set elsewhere takes the coach off the list; cleared, they are back', async () => {
    const other = await sessionOf(await schoolOf(coach.Other), '2026-11-24')
    // Free replaces Substituting there: Substituting is free again that Tuesday at 07:00, Free no longer.
    expect((await substitute(other.sessionID, coach.Free)).statusCode).toBe(200)
    const list = await chosen(tuesday.sessionID)
    expect(list).toContain(coach.Substituting)
    expect(list).not.toContain(coach.Free)
    expect((await substitute(tuesday.sessionID, coach.Free)).statusCode).toBe(409)
    expect((await substitute(other.sessionID, null)).statusCode).toBe(200)
    expect(await chosen(tuesday.sessionID)).toContain(coach.Free)
  })

  it('frees a coach whose own session that day is cancelled or taught by a substitute, that day only', async () => {
    const teaching = await sessionOf(await schoolOf(coach.Teaching), '2026-11-24')
    expect(await chosen(tuesday.sessionID)).not.toContain(coach.Teaching)
    expect(await freeOnScreen('2026-11-24')).not.toContain(coach.Teaching)
    // Their own Tuesday cancelled: free at 07:00 that Tuesday, on the coaches screen too, and the route accepts them.
    const cancelled = await post(t, admin, `/api/sessions/${teaching.sessionID}/cancel`, { reason: 'Gala day' })
    expect(cancelled.statusCode).toBe(200)
    expect(await chosen(tuesday.sessionID)).toContain(coach.Teaching)
    expect(await freeOnScreen('2026-11-24')).toContain(coach.Teaching)
    expect(await freeOnScreen('2026-12-01')).not.toContain(coach.Teaching)
    expect((await substitute(tuesday.sessionID, coach.Teaching)).statusCode).toBe(200)
    expect((await substitute(tuesday.sessionID, null)).statusCode).toBe(200)
    // Restored, it holds them again.
    expect((await post(t, admin, `/api/sessions/${teaching.sessionID}/restore`, {})).statusCode).toBe(200)
    expect(await chosen(tuesday.sessionID)).not.toContain(coach.Teaching)
    expect((await substitute(tuesday.sessionID, coach.Teaching)).statusCode).toBe(409)
    // Taught by a substitute that Tuesday: free then, but not the next Tuesday, when they teach it themselves.
    expect((await substitute(teaching.sessionID, coach['Next week'])).statusCode).toBe(200)
    expect(await chosen(tuesday.sessionID)).toContain(coach.Teaching)
    const nextTuesday = await sessionOf(lead, '2026-12-01')
    expect(await chosen(nextTuesday.sessionID)).not.toContain(coach.Teaching)
    expect((await substitute(teaching.sessionID, null)).statusCode).toBe(200)
  })

  it('refuses as the route does: a closed day, a past session, without the privilege, an unknown session', async () => {
    const closure = await post(t, admin, `/api/sites/${SITE}/closures`, { date: '2026-11-28', reason: 'Holiday' })
    expect(closure.statusCode).toBe(200)
    const closed = await sessionOf(lead, '2026-11-28')
    const list = await get(t, admin, `/api/sessions/${closed.sessionID}/substitutes`)
    expect(list.statusCode).toBe(409)
    expect(list.json().message).toMatch(/is closed: it needs no substitute/)
    expect((await substitute(closed.sessionID, coach.Free)).statusCode).toBe(409)

    const days = await get(t, admin, `/api/timetable?site=${SITE}&from=2026-11-17&to=2026-11-20`)
    const past = days.json<Session[]>()[0]
    const pastList = await get(t, admin, `/api/sessions/${past.sessionID}/substitutes`)
    expect(pastList.statusCode).toBe(400)
    expect(pastList.json().errors.coachID).toBe('A past session')

    const coachUser = await coachUserToken(t, 901, [SITE])
    expect((await get(t, coachUser, `/api/sessions/${tuesday.sessionID}/substitutes`)).statusCode).toBe(403)
    expect((await get(t, admin, '/api/sessions/987654/substitutes')).statusCode).toBe(404)
    expect((await get(t, admin, '/api/sessions/abc/substitutes')).statusCode).toBe(400)
  })
})
