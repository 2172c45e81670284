import { sql } from 'kysely'
import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { ADMIN, addSwimmer } from '../../routes/swimmers-fixtures'

// Issue 15 at scale: the overview's attendance per level reads monthly counters (migration 0016) kept by triggers on
// session_attendance. After every kind of write of a mark — a session's save and re-save (a status changed, one
// cleared), the spec's /Attendes/Save, the swimmer's Record Attendance, saves sent together, a mark deleted — the
// counters equal a count of the marks from scratch, and so does the report. Test clock: 2026-11-21 (a Saturday).

const SATURDAY = 216
const MONDAY = 218

interface Row {
  kind: string
  group_id: number
  month: string
  recorded: number
  attended: number
}

describe('reports: attendance counters stay exact', () => {
  let t: TestApp
  let admin: string
  let site: number
  const school = { k1: 0, k2: 0 }
  const swimmer = { s1: 0, s2: 0, s3: 0 }

  const db = () => t.database.db
  const post = async (url: string, payload: object) => {
    const response = await injectAs(t.app, admin, { method: 'POST', url, payload })
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`)
    return response.json()
  }
  const sessionOf = async (group: number, date: string): Promise<number> => {
    const response = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/timetable?site=${site}&from=${date}&to=${date}`,
    })
    const found = response
      .json<Array<{ sessionID: number; groupID: number; kind: string }>>()
      .find((item) => item.groupID === group && item.kind === 'school')
    if (!found) throw new Error(`no session of school ${group} on ${date}`)
    return found.sessionID
  }
  const saveSession = (sessionID: number, entries: Array<{ swimmerID: number; status: string | null }>) =>
    post(`/api/sessions/${sessionID}/attendance`, { entries })

  /** Every counter row with a mark behind it, and the same figures counted from the marks. */
  const counters = async () => {
    const stored = await db()
      .selectFrom('report_attendance_months')
      .select(['kind', 'group_id', 'month', 'recorded', 'attended'])
      .where((eb) => eb.or([eb('recorded', '<>', 0), eb('attended', '<>', 0)]))
      .orderBy('kind')
      .orderBy('group_id')
      .orderBy('month')
      .execute()
    const counted = await sql<Row>`
      select cs.kind, cs.group_id, substr(cs.session_date, 1, 7) as month,
        sum(case when sa.status is null then 0 else 1 end) as recorded,
        sum(case when sa.status in ('present', 'late') then 1 else 0 end) as attended
      from session_attendance sa join class_sessions cs on cs.id = sa.session_id
      group by cs.kind, cs.group_id, substr(cs.session_date, 1, 7)
      having sum(case when sa.status is null then 0 else 1 end) > 0
      order by cs.kind, cs.group_id, month`.execute(db())
    const numbers = (rows: Row[]) =>
      rows.map((row) => ({ ...row, recorded: Number(row.recorded), attended: Number(row.attended) }))
    return { stored: numbers(stored), counted: numbers(counted.rows) }
  }

  /** The report's attendance per level for the site in Oct–Nov 2026, and the same from the marks. */
  const report = async () => {
    const response = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/reports/overview?site=${site}&from=2026-10&to=2026-11`,
    })
    expect(response.statusCode).toBe(200)
    const shown = response
      .json<{ attendanceByLevel: Array<{ level: number; recorded: number; attended: number }> }>()
      .attendanceByLevel.map(({ level, recorded, attended }) => ({ level, recorded, attended }))
    const counted = await sql<{ level: number; recorded: number; attended: number }>`
      select g.level, count(*) as recorded, sum(case when sa.status in ('present', 'late') then 1 else 0 end) as attended
      from session_attendance sa join class_sessions cs on cs.id = sa.session_id
      join schools g on g.id = cs.group_id
      where cs.kind = 'school' and g.site = ${site} and sa.status is not null
        and cs.session_date >= '2026-10-01' and cs.session_date <= '2026-11-30'
      group by g.level order by g.level`.execute(db())
    return {
      shown,
      counted: counted.rows.map((row) => ({
        level: Number(row.level),
        recorded: Number(row.recorded),
        attended: Number(row.attended),
      })),
    }
  }

  const expectExact = async (levels: Array<[number, number, number]>) => {
    const { stored, counted } = await counters()
    expect(stored).toEqual(counted)
    const { shown, counted: fromMarks } = await report()
    expect(shown).toEqual(fromMarks)
    expect(shown.map((row) => [row.level, row.recorded, row.attended])).toEqual(levels)
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    site = (await post('/api/site/insert', { description: 'Counter Site' })).subId
    await post('/api/coaches/insert', { site, fullName: 'Counter Coach', type: 8, mobileNumber: '01001234568' })
    const coach = await db().selectFrom('coaches').select('id').where('site', '=', site).executeTakeFirstOrThrow()
    for (const [name, level, start] of [
      ['k1', 12, '06:00'],
      ['k2', 13, '08:00'],
    ] as const) {
      school[name] = (
        await post('/api/schools/create', {
          schoolLevel: level,
          coachID: coach.id,
          firstDay: SATURDAY,
          secondDay: MONDAY,
          startTime: start,
          endTime: `${start.slice(0, 2)}:45`,
          type: 77,
          site,
        })
      ).schoolID
    }
    // Running since October, so its past sessions can be recorded.
    await db()
      .updateTable('schools')
      .set({ start_date: '2026-10-01' })
      .where('id', 'in', [school.k1, school.k2])
      .execute()
    for (const name of ['s1', 's2', 's3'] as const) {
      swimmer[name] = await addSwimmer(t, admin, { site, fullName: `Counter ${name} Swimmer` })
    }
    const enrol = (name: keyof typeof swimmer, group: number) =>
      db()
        .insertInto('school_enrolments')
        .values({
          school_id: group,
          swimmer_id: swimmer[name],
          months: 2,
          start_date: '2026-10-01',
          end_date: '2026-12-31',
          invoice_id: null,
          site,
          created_at: '2026-10-01T08:00:00.000Z',
          created_by: ADMIN,
        })
        .execute()
    await enrol('s1', school.k1)
    await enrol('s2', school.k1)
    await enrol('s3', school.k1)
    await enrol('s3', school.k2)
  }, 30_000)
  afterAll(() => t.close())

  it('counts a session saved, then saved again with marks changed and one cleared', async () => {
    const session = await sessionOf(school.k1, '2026-11-14')
    await saveSession(session, [
      { swimmerID: swimmer.s1, status: 'present' },
      { swimmerID: swimmer.s2, status: 'absent' },
      { swimmerID: swimmer.s3, status: 'late' },
    ])
    await expectExact([[12, 3, 2]])
    await saveSession(session, [
      { swimmerID: swimmer.s1, status: 'absent' },
      { swimmerID: swimmer.s2, status: 'excused' },
      { swimmerID: swimmer.s3, status: null },
    ])
    await expectExact([[12, 2, 0]])
  })

  it("counts the spec's /Attendes/Save and the swimmer's Record Attendance in their session's month", async () => {
    const entry = (name: keyof typeof swimmer, attend: boolean) => ({
      swimmerID: swimmer[name],
      attend,
      day: SATURDAY,
      timeAttend: '06:00',
      schoolID: school.k1,
    })
    await post('/api/Attendes/Save', { date: '2026-10-31', attendes: [entry('s1', true), entry('s2', false)] })
    await expectExact([[12, 4, 1]])
    // Saved again: s2 now present, s1 absent.
    await post('/api/Attendes/Save', { date: '2026-10-31', attendes: [entry('s1', false), entry('s2', true)] })
    await expectExact([[12, 4, 1]])
    // s3 is in both schools: one mark at each school's session of the day.
    await post('/api/swimmers/record-attendance', { swimmerID: swimmer.s3, date: '2026-11-21', status: 'late', site })
    await expectExact([
      [12, 5, 2],
      [13, 1, 1],
    ])
  })

  it('stays exact for saves of the same school and month sent together', async () => {
    const [a, b] = [await sessionOf(school.k1, '2026-11-16'), await sessionOf(school.k1, '2026-11-09')]
    const marks = (status: string) => [
      { swimmerID: swimmer.s1, status },
      { swimmerID: swimmer.s2, status },
    ]
    await Promise.all([
      saveSession(a, marks('present')),
      saveSession(b, marks('late')),
      saveSession(a, marks('absent')),
    ])
    const { stored, counted } = await counters()
    expect(stored).toEqual(counted)
    const k1November = stored.find((row) => row.group_id === school.k1 && row.month === '2026-11')
    // 2026-11-14 (2 recorded), 11-21 (s3 late), 11-09 (2 late) and 11-16 (2, present or absent as the last save said).
    expect(k1November?.recorded).toBe(7)
  })

  it('takes a deleted mark away', async () => {
    const session = await sessionOf(school.k2, '2026-11-21')
    await db()
      .deleteFrom('session_attendance')
      .where('session_id', '=', session)
      .where('swimmer_id', '=', swimmer.s3)
      .execute()
    const { stored, counted } = await counters()
    expect(stored).toEqual(counted)
    expect(stored.some((row) => row.group_id === school.k2)).toBe(false)
    const { shown } = await report()
    expect(shown.map((row) => row.level)).toEqual([12])
  })
})
