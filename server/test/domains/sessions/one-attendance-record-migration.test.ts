import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import { migrateTo } from '../../../src/db/migrator'
import { dayCodeOf } from '../../../src/lib/dates'
import { buildTestApp, type TestApp } from '../../helper'

// Migration 0021 (issue 25): one attendance record. The spec's register (`attendance`) and the swimmer's own rows
// (`swimmer_attendance`) move into session_attendance and are dropped; a register row with no session makes it; a
// swimmer's row on a day their school met becomes that session's mark; a row on a day no group of theirs met is
// kept only as an audit entry. The report counters (migration 0016) follow.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before and after the migration
type AnyDb = Kysely<any>

/** The latest date before `before` that falls on one of `days`. */
function dateOn(days: number[], before: string): string {
  const date = new Date(`${before}T00:00:00Z`)
  for (let back = 1; back <= 14; back++) {
    date.setUTCDate(date.getUTCDate() - 1)
    const text = date.toISOString().slice(0, 10)
    if (days.includes(dayCodeOf(text))) return text
  }
  throw new Error('no such date')
}

jest.setTimeout(60_000)

describe('migration 0021: one attendance record', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('moves the register and the swimmer rows into session marks, keeps a trace of the rest, drops the copies', async () => {
    const db = t.database.db as AnyDb
    const creditsBefore = await db.selectFrom('makeup_credits').selectAll().orderBy('id').execute()
    expect(creditsBefore.length).toBeGreaterThan(0)
    const down = await migrateTo(db, '0020-class-sessions-enrolled')
    expect(down.error).toBeUndefined()

    // A running school enrolment; a date its school met, before any session row of that date exists.
    const enrolment = await db
      .selectFrom('school_enrolments as e')
      .innerJoin('schools as s', 's.id', 'e.school_id')
      .select(['e.swimmer_id', 'e.school_id', 'e.start_date', 's.first_day', 's.second_day', 's.site'])
      .where('e.end_date', '>=', '2026-11-21')
      .where('e.start_date', '<=', '2026-10-01')
      .where('s.end_date', 'is', null)
      .orderBy('e.id')
      .executeTakeFirstOrThrow()
    const registerDate = dateOn([enrolment.first_day, enrolment.second_day], '2026-10-01')
    const ownDate = dateOn([enrolment.first_day, enrolment.second_day], registerDate)
    await db
      .deleteFrom('class_sessions')
      .where('kind', '=', 'school')
      .where('group_id', '=', enrolment.school_id)
      .where('session_date', 'in', [registerDate, ownDate])
      .execute()
    await db
      .insertInto('attendance')
      .values({
        id: 900_001,
        school_id: enrolment.school_id,
        swimmer_id: enrolment.swimmer_id,
        session_date: registerDate,
        day: dayCodeOf(registerDate),
        time_attend: '07:00',
        attended: 1,
        notes: 'Arrived late',
        recorded_at: `${registerDate}T09:00:00.000Z`,
        recorded_by: 1,
      })
      .execute()
    // The swimmer's own rows: one on a day their school met, one on a day no group of theirs met (2001).
    await db
      .insertInto('swimmer_attendance')
      .values([
        {
          id: 900_001,
          swimmer_id: enrolment.swimmer_id,
          attendance_date: ownDate,
          status: 'absent',
          site: enrolment.site,
          recorded_at: `${ownDate}T10:00:00.000Z`,
          recorded_by: 2,
        },
        {
          id: 900_002,
          swimmer_id: enrolment.swimmer_id,
          attendance_date: '2001-01-01',
          status: 'present',
          site: enrolment.site,
          recorded_at: '2001-01-01T10:00:00.000Z',
          recorded_by: 2,
        },
      ])
      .execute()

    const up = await migrateTo(db, 'latest')
    expect(up.error).toBeUndefined()

    const marks = await db
      .selectFrom('session_attendance as sa')
      .innerJoin('class_sessions as cs', 'cs.id', 'sa.session_id')
      .select(['cs.session_date', 'cs.enrolled', 'sa.status', 'sa.notes', 'sa.marked_by'])
      .where('sa.swimmer_id', '=', enrolment.swimmer_id)
      .where('cs.kind', '=', 'school')
      .where('cs.group_id', '=', enrolment.school_id)
      .where('cs.session_date', 'in', [registerDate, ownDate])
      .orderBy('cs.session_date')
      .execute()
    expect(marks).toEqual([
      { session_date: ownDate, enrolled: expect.anything(), status: 'absent', notes: null, marked_by: 2 },
      { session_date: registerDate, enrolled: expect.anything(), status: 'late', notes: 'Arrived late', marked_by: 1 },
    ])
    // Sessions made by the migration are counted (migration 0020).
    for (const mark of marks) expect(Number(mark.enrolled)).toBeGreaterThanOrEqual(1)
    // The row of a day no group met: an audit entry, not a mark.
    const trace = await db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'before_json', 'user_id'])
      .where('action', '=', 'AttendanceWithoutSession')
      .execute()
    expect(trace).toEqual([
      {
        entity: 'swimmer',
        entity_id: String(enrolment.swimmer_id),
        action: 'AttendanceWithoutSession',
        before_json: JSON.stringify({ date: '2001-01-01', status: 'present', recordedAt: '2001-01-01T10:00:00.000Z' }),
        user_id: 2,
      },
    ])
    // The copies are gone.
    for (const table of ['attendance', 'swimmer_attendance']) {
      // Matched by message: better-sqlite3's native part makes its errors with the SqliteError class of the first test
      // file its worker loaded, which is not this file's Error, so toThrow() would not see an error at all.
      await expect(sql`select count(*) from ${sql.table(table)}`.execute(db)).rejects.toMatchObject({
        message: expect.stringMatching(/no such table|does not exist/),
      })
    }
    // Migration 0022 keeps every credit as it was (rebuilt on SQLite), now with its reason; sites give credits for
    // cancelled sessions by default.
    const creditsAfter = await db.selectFrom('makeup_credits').selectAll().orderBy('id').execute()
    expect(creditsAfter).toEqual(
      creditsBefore.map((credit) => ({
        ...credit,
        reason: 'excused',
        withdrawn_at: null,
        withdrawn_by: null,
        withdrawn_reason: null,
      })),
    )
    await db.insertInto('site_settings').values({ site_id: 63, updated_at: '2026-11-21T09:00:00.000Z' }).execute()
    const rule = await db.selectFrom('site_settings').select('cancel_gives_makeup').where('site_id', '=', 63).execute()
    expect(rule.map((row) => Number(row.cancel_gives_makeup))).toEqual([1])
    // The report counters equal the marks counted from scratch.
    const counters = await sql<{ recorded: number; attended: number }>`
      select sum(recorded) as recorded, sum(attended) as attended from report_attendance_months`.execute(db)
    const counted = await sql<{ recorded: number; attended: number }>`
      select sum(case when status is null then 0 else 1 end) as recorded,
        sum(case when status in ('present', 'late') then 1 else 0 end) as attended from session_attendance`.execute(db)
    expect(Number(counters.rows[0].recorded)).toBe(Number(counted.rows[0].recorded))
    expect(Number(counters.rows[0].attended)).toBe(Number(counted.rows[0].attended))
  })
})
