import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { SwimmerSummary } from '@contract/swimmers'
import { buildApp } from '../../src/app'
import type { DatabaseConfig } from '../../src/config'
import { createDb, type Db } from '../../src/db/create-db'
import { migrateToLatest } from '../../src/db/migrator'
import { seedIfEmpty } from '../../src/db/seed'
import { nameKey } from '../../src/lib/name-key'
import { addDays } from '../../src/lib/dates'
import { planFor } from '../../src/scripts/scale/plan'
import { parseScaleArgs, seedScale } from '../../src/scripts/scale/seed'
import { dropDatabaseWhenIdle } from '../../../scripts/trials/throwaway-postgres'
import { testDatabaseUrl } from '../engine'
import { TestClock, injectAs, login, usingPostgres } from '../helper'
import { storedAndCounted } from '../domains/reports/period-scratch'

// seed:scale at a small size: the proportions the issue asks for, the invariants the app relies on, and the
// app's own searches and lists working on the result. On PostgreSQL (TEST_DATABASE_URL) it builds a throwaway
// database next to the test one.

const SWIMMERS = 2_000
jest.setTimeout(180_000)

function scaleTarget(): { database: DatabaseConfig; drop: () => Promise<void> } {
  const url = testDatabaseUrl
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-scale-'))
    return {
      database: { kind: 'sqlite', file: path.join(dir, 'scale.sqlite') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `scale_test_${randomBytes(5).toString('hex')}`
  const scaleUrl = new URL(url)
  scaleUrl.pathname = `/${name}`
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  return {
    database: { kind: 'postgres', url: scaleUrl.toString() },
    drop: () => dropDatabaseWhenIdle(adminUrl.toString(), name),
  }
}

describe(`seed:scale with ${SWIMMERS} swimmers (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  const clock = new TestClock()
  const target = scaleTarget()
  let counts: Map<string, number>
  let database: Db
  let app: FastifyInstance
  let token: string

  beforeAll(async () => {
    counts = await seedScale({ swimmers: SWIMMERS, database: target.database, replace: true }, clock.now())
    database = createDb(target.database)
    app = await buildApp({ database, staticDir: '/nonexistent-static-dir', clock, closeDb: false })
    await app.ready()
    token = await login(app, 1)
  })

  afterAll(async () => {
    await app?.close()
    await database?.db.destroy()
    await target.drop()
  })

  const count = (table: string) => counts.get(table) ?? 0

  it('writes the issue proportions: 2 enrolments, 2 invoices and 10 attendance records per swimmer', () => {
    const enrolments = count('school_enrolments') + count('preteam_enrolments')
    expect(count('swimmers')).toBe(SWIMMERS)
    expect(count('swimmer_parents')).toBe(SWIMMERS)
    expect(enrolments / SWIMMERS).toBeGreaterThan(1.8)
    expect(enrolments / SWIMMERS).toBeLessThan(2.2)
    expect(count('invoices')).toBe(enrolments)
    expect(count('payments') / count('invoices')).toBeGreaterThan(0.98)
    // The school register's rows, staged then made marks (the one attendance record, issue 25).
    expect(count('register_load') / SWIMMERS).toBeGreaterThan(9)
    expect(count('register_load') / SWIMMERS).toBeLessThanOrEqual(10.5)
    expect(count('schools')).toBe(planFor(SWIMMERS).schools)
    expect(count('preteams')).toBe(planFor(SWIMMERS).preteams)
  })

  it("fills the academy's week: a session per recorded school date, its marks, credits; the timetable answers", async () => {
    const { db } = database
    const total = async (table: 'class_sessions' | 'session_attendance' | 'makeup_credits') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    // Every recorded school attendance has its mark on a dated session (the demo week adds a few upcoming ones).
    const today = clock.now().toISOString().slice(0, 10)
    const pastMarks = await db
      .selectFrom('session_attendance')
      .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('class_sessions.session_date', '<', today)
      .executeTakeFirstOrThrow()
    // The demo academy's fortnight plus the loaded register.
    expect(Number(pastMarks.n)).toBeGreaterThanOrEqual(count('register_load'))
    expect(await total('class_sessions')).toBeGreaterThan(0)
    expect(await total('makeup_credits')).toBeGreaterThan(0)
    // The owner's attendance counters (migration 0016) equal the marks counted from scratch: on PostgreSQL the seed
    // loads the marks with their trigger off and counts them once.
    const counters = await sql<{ kind: string; groupID: number; month: string; recorded: number; attended: number }>`
      select kind, group_id as "groupID", month, recorded, attended from report_attendance_months
      where recorded <> 0 order by kind, group_id, month`.execute(db)
    const scratch = await sql<{ kind: string; groupID: number; month: string; recorded: number; attended: number }>`
      select cs.kind, cs.group_id as "groupID", substr(cs.session_date, 1, 7) as month,
        count(sa.status) as recorded, sum(case when sa.status in ('present', 'late') then 1 else 0 end) as attended
      from session_attendance sa join class_sessions cs on cs.id = sa.session_id
      group by cs.kind, cs.group_id, substr(cs.session_date, 1, 7) having count(sa.status) <> 0
      order by cs.kind, cs.group_id, month`.execute(db)
    const plain = (rows: typeof scratch.rows) =>
      rows.map((r) => ({ ...r, recorded: Number(r.recorded), attended: Number(r.attended) }))
    expect(scratch.rows.length).toBeGreaterThan(0)
    expect(plain(counters.rows)).toEqual(plain(scratch.rows))
    const week = await injectAs(app, token, {
      method: 'GET',
      url: `/api/timetable?site=61&from=${today}&to=${addDays(today, 6)}`,
    })
    expect(week.statusCode).toBe(200)
    const sessions = week.json<Array<{ sessionID: number; enrolled: number }>>()
    expect(sessions.length).toBeGreaterThan(0)
    const before = await total('class_sessions')
    await injectAs(app, token, { method: 'GET', url: `/api/timetable?site=61&from=${today}&to=${addDays(today, 6)}` })
    expect(await total('class_sessions')).toBe(before)
    const busiest = sessions.reduce((a, b) => (b.enrolled > a.enrolled ? b : a))
    const roster = await injectAs(app, token, { method: 'GET', url: `/api/sessions/${busiest.sessionID}` })
    expect(roster.json<{ roster: unknown[] }>().roster.length).toBeGreaterThan(0)
  })

  it('adds waitlists a school would keep: open entries of its site and level, offers within its free places', async () => {
    const { db } = database
    expect(count('waitlist_entries')).toBeGreaterThan(0)
    const today = clock.now().toISOString().slice(0, 10)
    // The scale entries (the demo academy's three are of Smart Way and hold the same rules).
    const wrongSwimmer = await sql<{ n: number }>`
      select count(*) as n from waitlist_entries w join swimmers s on s.id = w.swimmer_id join schools g on g.id = w.school_id
      where w.status in ('waiting', 'offered') and (s.site <> g.site or s.current_level <> g.level or w.site <> g.site
        or s.deleted_at is not null or exists (select 1 from school_enrolments e where e.swimmer_id = s.id
        and e.end_date >= ${today}))`.execute(db)
    expect(Number(wrongSwimmer.rows[0].n)).toBe(0)
    const overOffered = await sql<{ n: number }>`
      select count(*) as n from schools g where g.capacity <
        (select count(*) from school_enrolments e where e.school_id = g.id and e.end_date >= ${today}) +
        (select count(*) from waitlist_entries w where w.school_id = g.id and w.status = 'offered')`.execute(db)
    expect(Number(overOffered.rows[0].n)).toBe(0)
    const expired = await sql<{ n: number }>`
      select count(*) as n from waitlist_entries where status = 'offered' and offer_expires_on < ${today}`.execute(db)
    expect(Number(expired.rows[0].n)).toBe(0)
  })

  it("rebuilds the owner's view's active swimmers and retention after the load (triggers were off)", async () => {
    const today = clock.now().toISOString().slice(0, 10)
    const { stored, counted } = await storedAndCounted(database.db, [today])
    expect(stored).toEqual(counted)
    expect(Math.max(...stored.active.map((row) => row.swimmers))).toBeGreaterThan(100)
  })

  it('plans 5,000 schools, 1,000 pre-teams and 500 coaches for a million swimmers', () => {
    const plan = planFor(1_000_000)
    expect([plan.schools, plan.preteams, plan.schoolCoaches + plan.preteamCoaches]).toEqual([5_000, 1_000, 500])
  })

  it('keeps money, capacity and enrolment invariants', async () => {
    const { db } = database
    const badMoney = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('paid_cents', '>', eb.ref('amount_cents')),
          eb.and([eb('status', '=', 'paid'), eb('paid_cents', '<>', eb.ref('amount_cents'))]),
          eb('amount_cents', '<=', 0),
        ]),
      )
      .executeTakeFirstOrThrow()
    expect(Number(badMoney.n)).toBe(0)
    const paymentsMatch = await sql<{ n: number }>`
      select count(*) as n from invoices i
      where i.paid_cents <> coalesce((select sum(p.amount_cents) from payments p where p.invoice_id = i.id), 0)`.execute(
      db,
    )
    expect(Number(paymentsMatch.rows[0].n)).toBe(0)
    const today = clock.now().toISOString().slice(0, 10)
    const overCapacity = await sql<{ n: number }>`
      select count(*) as n from schools s
      where s.capacity < (select count(*) from school_enrolments e where e.school_id = s.id and e.end_date >= ${today})`.execute(
      db,
    )
    expect(Number(overCapacity.rows[0].n)).toBe(0)
    const overlapping = await sql<{ n: number }>`
      select count(*) as n from school_enrolments a join school_enrolments b
        on a.swimmer_id = b.swimmer_id and a.id < b.id and a.start_date <= b.end_date and b.start_date <= a.end_date`.execute(
      db,
    )
    expect(Number(overlapping.rows[0].n)).toBe(0)
    const outside = await sql<{ n: number }>`
      select count(*) as n from session_attendance sa join class_sessions a on a.id = sa.session_id
      where a.kind = 'school' and sa.marked_at < ${today} and (not exists (select 1 from school_enrolments e
        where e.swimmer_id = sa.swimmer_id and e.school_id = a.group_id
        and a.session_date between e.start_date and e.end_date) or a.session_date >= ${today})`.execute(db)
    expect(Number(outside.rows[0].n)).toBe(0)
    const open = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'open')
      .where('site', '=', 61)
      .executeTakeFirstOrThrow()
    expect(Number(open.n)).toBeGreaterThan(0)
  })

  async function search(body: Record<string, unknown>): Promise<SwimmerSummary[]> {
    const payload = { userSite: 'all', ...body }
    const response = await injectAs(app, token, { method: 'POST', url: '/api/swimmers/search', payload })
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  it("serves the app's swimmer searches on the result", async () => {
    const swimmer = await database.db
      .selectFrom('swimmers')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect((await search({ swimmerID: swimmer.id })).map((row) => row.fullName)).toEqual([swimmer.full_name])

    const fragment = swimmer.full_name.slice(2, 5)
    const byName = await search({ fullName: fragment.toUpperCase() })
    expect(byName.length).toBeGreaterThan(0)
    expect(byName.every((row) => row.fullName.toLowerCase().includes(fragment.toLowerCase()))).toBe(true)
    const ids = byName.map((row) => row.swimmerID)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))

    const byYear = await search({ year: swimmer.birth_year, level: swimmer.current_level })
    expect(byYear.map((row) => row.swimmerID)).toContain(swimmer.id)
    expect(byYear.every((row) => row.year === swimmer.birth_year && row.currentLevel === swimmer.current_level)).toBe(
      true,
    )
  })

  it('writes three in ten names in Arabic script, each with its search key, found however they are typed', async () => {
    const rows = await database.db.selectFrom('swimmers').select(['id', 'full_name', 'name_key']).execute()
    const arabic = rows.filter((row) => /[\u0600-\u06ff]/.test(row.full_name))
    expect(arabic.length / rows.length).toBeGreaterThan(0.25)
    expect(arabic.length / rows.length).toBeLessThan(0.35)
    expect(rows.filter((row) => row.name_key !== nameKey(row.full_name))).toEqual([])
    const coaches = await database.db.selectFrom('coaches').select(['full_name', 'name_key']).execute()
    expect(coaches.filter((row) => row.name_key !== nameKey(row.full_name))).toEqual([])
    // A name with a hamza on its alef, typed with a plain alef: found through the index like any other.
    const hamza = arabic.find((row) => /[أإآ]/.test(row.full_name))!
    const typed = hamza.full_name.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي')
    const found = await search({ fullName: typed })
    expect(found.map((row) => row.swimmerID)).toContain(hamza.id)
    for (const row of found) expect(nameKey(row.fullName)).toContain(nameKey(typed))
  })

  it('shows each result with the coach of its latest running enrolment and whether it is frozen', async () => {
    const today = clock.now().toISOString().slice(0, 10)
    const running = await sql<{
      swimmer_id: number
      coach_id: number
      coach_name: string
      start_date: string
      id: number
    }>`
      select e.swimmer_id, c.id as coach_id, c.full_name as coach_name, e.start_date, e.id
      from school_enrolments e join schools g on g.id = e.school_id join coaches c on c.id = g.coach_id
      where e.end_date >= ${today}
      union all
      select e.swimmer_id, c.id, c.full_name, e.start_date, e.id
      from preteam_enrolments e join preteams g on g.id = e.preteam_id join coaches c on c.id = g.coach_id
      where e.end_date >= ${today}`.execute(database.db)
    // Latest first: start date, then enrolment id; schools before pre-teams on a tie (the order they were listed).
    const latestFirst = [...running.rows].sort(
      (a, b) => b.start_date.localeCompare(a.start_date) || Number(b.id) - Number(a.id),
    )
    const coachOf = new Map<number, { coachID: number; coachName: string }>()
    for (const row of latestFirst) {
      const id = Number(row.swimmer_id)
      if (!coachOf.has(id)) coachOf.set(id, { coachID: Number(row.coach_id), coachName: row.coach_name })
    }
    const frozen = new Set(
      (
        await database.db.selectFrom('swimmer_freezes').select('swimmer_id').where('ended_at', 'is', null).execute()
      ).map((row) => row.swimmer_id),
    )
    const enrolled = [...coachOf.keys()].sort((a, b) => a - b).slice(0, 3)
    const withFreeze = [...frozen].slice(0, 2)
    const rows = []
    for (const swimmerID of [...enrolled, ...withFreeze]) rows.push(...(await search({ swimmerID })))
    expect(rows.length).toBe(enrolled.length + withFreeze.length)
    expect(rows.some((row) => row.frozen)).toBe(withFreeze.length > 0)
    for (const row of rows) {
      expect({ coachID: row.coachID, coachName: row.coachName, frozen: row.frozen }).toEqual({
        coachID: coachOf.get(row.swimmerID)?.coachID ?? null,
        coachName: coachOf.get(row.swimmerID)?.coachName ?? null,
        frozen: frozen.has(row.swimmerID),
      })
    }
  })

  it("serves the busiest site's invoice list: open invoices first, each with what is due", async () => {
    const response = await injectAs(app, token, { method: 'GET', url: '/api/invoice/fetch?siteId=61' })
    expect(response.statusCode).toBe(200)
    const invoices = response.json<Array<{ status: string; amountDue: number }>>()
    expect(invoices[0].status).toBe('open')
    expect(invoices.filter((invoice) => invoice.status === 'open').every((invoice) => invoice.amountDue > 0)).toBe(true)
  })

  it('refuses to seed twice into the same database without --replace', async () => {
    await expect(
      seedScale({ swimmers: SWIMMERS, database: target.database, replace: false }, clock.now()),
    ).rejects.toThrow(/--replace/)
  })
  it('gives every swimmer a family, about 0.7 families per swimmer, found by their number (issue 28)', async () => {
    expect(count('families') / SWIMMERS).toBeGreaterThan(0.6)
    expect(count('families') / SWIMMERS).toBeLessThan(0.8)
    expect(count('guardians')).toBe(count('families'))
    const without = await database.db
      .selectFrom('swimmers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('family_id', 'is', null)
      .executeTakeFirstOrThrow()
    expect(Number(without.n)).toBe(0)
    // Siblings: a family of more than one swimmer, its number as the spec's parentPhone reads it.
    const sibling = await sql<{ family_id: number; phone: string }>`
      select s.family_id, p.phone from swimmers s
      join family_guardians fg on fg.family_id = s.family_id and fg.is_primary = 1
      join guardian_phones p on p.guardian_id = fg.guardian_id
      where s.deleted_at is null group by s.family_id, p.phone having count(*) > 1 order by s.family_id limit 1`.execute(
      database.db,
    )
    const { family_id, phone } = sibling.rows[0]!
    const found = await injectAs(app, token, {
      method: 'GET',
      url: `/api/families?phone=${encodeURIComponent(`0${phone.slice(3, 5)} ${phone.slice(5)}`)}`,
    })
    expect(found.statusCode).toBe(200)
    expect(found.json<Array<{ familyID: number }>>().map((family) => Number(family.familyID))).toContain(
      Number(family_id),
    )
  })
})

describe('seed:scale target', () => {
  it('refuses a database that already holds data, such as a development database, unless --replace', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-scale-dev-'))
    const file = path.join(dir, 'academy.sqlite')
    try {
      const dev = createDb({ kind: 'sqlite', file })
      await migrateToLatest(dev.db)
      await seedIfEmpty(dev.db, dev.dialect, { demoData: true, now: new Date() })
      await dev.db.destroy()
      await expect(seedScale({ swimmers: 100, database: { kind: 'sqlite', file }, replace: false })).rejects.toThrow(
        /already holds data/,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('seed:scale arguments', () => {
  it('defaults to a million swimmers in a file of their own, never the development database', () => {
    const options = parseScaleArgs([], {})
    expect(options.swimmers).toBe(1_000_000)
    expect(options.database).toEqual({ kind: 'sqlite', file: path.resolve('data/scale/academy-1000000.sqlite') })
  })

  it('takes --database over DATABASE_URL, and refuses a size that is not a whole number', () => {
    const options = parseScaleArgs(['--swimmers', '5000', '--database', 'postgres://x@h/db'], {
      DATABASE_URL: 'file:other.sqlite',
    })
    expect(options).toEqual({
      swimmers: 5_000,
      database: { kind: 'postgres', url: 'postgres://x@h/db' },
      replace: false,
    })
    expect(() => parseScaleArgs(['--swimmers', 'lots'], {})).toThrow(/--swimmers/)
  })
})
