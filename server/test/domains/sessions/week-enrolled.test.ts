import { SITES } from '@contract/lookups'
import { addDays } from '../../../src/lib/dates'
import { buildTestApp, login, type TestApp } from '../../helper'
import { enrolmentRow, get } from '../../routes/schools-fixtures'

// Issue 14, scale: a site's week reads each session's enrolled swimmers from the session itself (kept by the
// enrolment tables' triggers, migration 0020), not with a lookup per session. The counts must be those of the roster
// — distinct swimmers enrolled that date — also for enrolments that start or end inside the week, a renewal within
// it, and a swimmer holding two enrolments of the same group at once.

interface Session {
  sessionID: number
  date: string
  kind: string
  groupID: number
  enrolled: number
}

const FROM = '2026-11-23'
const TO = '2026-11-29'
const SITE = SITES[0].code

describe("a site's week: enrolled swimmers per session", () => {
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
  }, 60_000)
  afterAll(async () => {
    await t.close()
  })

  const week = async () => {
    const response = await get(t, admin, `/api/timetable?site=${SITE}&from=${FROM}&to=${TO}`)
    expect(response.statusCode).toBe(200)
    return response.json<Session[]>()
  }
  const rosterSize = async (sessionID: number) => {
    const response = await get(t, admin, `/api/sessions/${sessionID}`)
    expect(response.statusCode).toBe(200)
    return response.json<{ roster: unknown[] }>().roster.length
  }

  it('counts enrolments starting, ending and renewed inside the week and repeated ones once per swimmer', async () => {
    const db = t.database.db
    const before = await week()
    // A school meeting on two days of the week.
    const byGroup = new Map<number, Session[]>()
    for (const session of before.filter((item) => item.kind === 'school')) {
      byGroup.set(session.groupID, [...(byGroup.get(session.groupID) ?? []), session])
    }
    const [schoolId, sessions] = [...byGroup].find(([, list]) => list.length === 2)!
    const [first, second] = sessions.sort((a, b) => (a.date < b.date ? -1 : 1))
    const d1 = first.date
    const d2 = second.date
    const enrolled = await db
      .selectFrom('school_enrolments')
      .select('swimmer_id')
      .where('school_id', '=', schoolId)
      .execute()
    const taken = new Set(enrolled.map((row) => row.swimmer_id))
    const swimmers = (
      await db.selectFrom('swimmers').select('id').where('deleted_at', 'is', null).orderBy('id').limit(50).execute()
    )
      .map((row) => row.id)
      .filter((id) => !taken.has(id))
    const [a, b, c, d] = swimmers
    const long = { start: addDays(FROM, -30), end: addDays(TO, 30) }
    const spans: Array<[number, string, string]> = [
      [a, long.start, long.end], // throughout
      [a, d2, long.end], // and again from the second day: counted once
      [b, long.start, d1], // ends on the first day
      [b, d2, long.end], // renewed from the second day
      [c, d2, d2], // the second day only
      [d, long.start, d1], // twice on the first day: counted once
      [d, d1, d1],
    ]
    await db
      .insertInto('school_enrolments')
      .values(
        spans.map(([swimmer, start, end]) => ({
          ...enrolmentRow(swimmer, start, end, SITE, FROM),
          school_id: schoolId,
        })),
      )
      .execute()

    const after = await week()
    const now = (session: Session) => after.find((item) => item.sessionID === session.sessionID)!
    // First day: a, b, d; second day: a, b, c.
    expect(now(first).enrolled).toBe(first.enrolled + 3)
    expect(now(second).enrolled).toBe(second.enrolled + 3)
    expect(now(first).enrolled).toBe(await rosterSize(first.sessionID))
    expect(now(second).enrolled).toBe(await rosterSize(second.sessionID))
    // Every other session of the week is as it was.
    const others = (list: Session[]) => list.filter((item) => item.groupID !== schoolId || item.kind !== 'school')
    expect(others(after)).toEqual(others(before))
  })
})
