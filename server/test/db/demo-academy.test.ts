import type { Kysely } from 'kysely'
import { createDb } from '../../src/db/create-db'
import type { Database } from '../../src/db/database'
import { migrateToLatest } from '../../src/db/migrator'
import { parentPhoneOf } from '../../src/domains/families/parent-contact.repository'
import { seedDemoAcademy } from '../../src/db/seed/demo-academy'
import { seedDemoUsers, seedReferenceData } from '../../src/db/seed/reference-data'
import { dayCodeOf } from '../../src/lib/dates'

// The demo academy must be believable and obey the rules the API enforces later on, or the demo
// would show data the product itself could never have produced.

const NOW = new Date('2026-11-21T09:00:00.000Z')
const TODAY = '2026-11-21'
const MAIN_SITES = [61, 62, 63]

async function seededDatabase(): Promise<Kysely<Database>> {
  const { db } = createDb({ kind: 'sqlite', file: ':memory:' })
  await migrateToLatest(db)
  await seedReferenceData(db, NOW)
  await seedDemoUsers(db, NOW)
  await seedDemoAcademy(db, NOW)
  return db
}

interface ActiveGroup {
  name: string
  coach_id: number
  days: number[]
  start_time: string
  end_time: string
}

async function activeGroups(db: Kysely<Database>): Promise<ActiveGroup[]> {
  const schools = await db.selectFrom('schools').selectAll().where('end_date', 'is', null).execute()
  const preteams = await db
    .selectFrom('preteams')
    .selectAll()
    .where('end_date', 'is', null)
    .where('removed_at', 'is', null)
    .execute()
  return [
    ...schools.map((school) => ({
      ...school,
      name: `school ${school.id}`,
      days: [school.first_day, school.second_day],
    })),
    ...preteams.map((team) => ({
      ...team,
      name: `pre-team ${team.id}`,
      days: [team.first_day, team.second_day, team.third_day],
    })),
  ]
}

const overlaps = (a: ActiveGroup, b: ActiveGroup): boolean =>
  a.days.some((day) => b.days.includes(day)) && a.start_time < b.end_time && b.start_time < a.end_time

const countBy = <T>(rows: T[], key: (row: T) => number): Map<number, number> => {
  const counts = new Map<number, number>()
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1)
  return counts
}

describe('demo academy seed', () => {
  let db: Kysely<Database>
  beforeAll(async () => {
    db = await seededDatabase()
  })
  afterAll(() => db.destroy())

  it('has at least 30 swimmers at each main site and some at every other site', async () => {
    const swimmers = await db.selectFrom('swimmers').select(['site']).execute()
    const perSite = countBy(swimmers, (swimmer) => swimmer.site)
    for (const site of MAIN_SITES) expect(perSite.get(site)).toBeGreaterThanOrEqual(30)
    for (const site of [64, 65, 66, 67, 68, 69]) expect(perSite.get(site)).toBeGreaterThanOrEqual(5)
  })

  it('gives every swimmer a parent phone (their family’s primary guardian’s), a level history and a consistent birth year and level', async () => {
    const swimmers = await db
      .selectFrom('swimmers')
      .select([
        'swimmers.id',
        'birth_date',
        'birth_year',
        'start_level',
        'current_level',
        parentPhoneOf('swimmers.family_id').as('primary_phone'),
      ])
      .execute()
    const levelRows = await db.selectFrom('swimmer_levels').select(['swimmer_id', 'level']).execute()
    for (const swimmer of swimmers) {
      expect(swimmer.primary_phone).toMatch(/^01\d{9}$/)
      expect(swimmer.birth_year).toBe(Number(swimmer.birth_date.slice(0, 4)))
      expect(Number(TODAY.slice(0, 4)) - swimmer.birth_year).toBeGreaterThanOrEqual(4)
      expect(Number(TODAY.slice(0, 4)) - swimmer.birth_year).toBeLessThanOrEqual(18)
      expect(swimmer.current_level).toBeGreaterThanOrEqual(swimmer.start_level)
      const history = levelRows.filter((row) => row.swimmer_id === swimmer.id).map((row) => row.level)
      expect(history).toContain(swimmer.start_level)
      expect(history).toContain(swimmer.current_level)
    }
  })

  it('never fills a school beyond its capacity', async () => {
    const schools = await db.selectFrom('schools').select(['id', 'capacity']).execute()
    const enrolments = await db.selectFrom('school_enrolments').select(['school_id']).execute()
    const perSchool = countBy(enrolments, (enrolment) => enrolment.school_id)
    for (const school of schools) expect(perSchool.get(school.id) ?? 0).toBeLessThanOrEqual(school.capacity)
  })

  it('never gives a coach two active groups at overlapping times on the same day', async () => {
    const groups = await activeGroups(db)
    const clashes = groups.flatMap((a, i) =>
      groups
        .slice(i + 1)
        .filter((b) => a.coach_id === b.coach_id && overlaps(a, b))
        .map((b) => `${a.name}/${b.name}`),
    )
    expect(clashes).toEqual([])
  })

  it('assigns groups to active coaches of the right type and site', async () => {
    const coaches = await db.selectFrom('coaches').selectAll().execute()
    const schools = await db.selectFrom('schools').selectAll().where('end_date', 'is', null).execute()
    const preteams = await db.selectFrom('preteams').selectAll().where('end_date', 'is', null).execute()
    const coachOf = (id: number) => coaches.find((coach) => coach.id === id)
    for (const school of schools)
      expect(coachOf(school.coach_id)).toMatchObject({ coach_type: 8, site: school.site, is_active: 1 })
    for (const team of preteams)
      expect(coachOf(team.coach_id)).toMatchObject({ coach_type: 9, site: team.site, is_active: 1 })
  })

  it('bills every enrolment at the price-list amount', async () => {
    const enrolments = [
      ...(await db.selectFrom('school_enrolments').selectAll().execute()),
      ...(await db.selectFrom('preteam_enrolments').selectAll().execute()),
    ]
    const invoices = await db.selectFrom('invoices').selectAll().execute()
    const prices = await db.selectFrom('price_list').selectAll().execute()
    expect(enrolments.length).toBeGreaterThan(100)
    for (const enrolment of enrolments) {
      const invoice = invoices.find((candidate) => candidate.id === enrolment.invoice_id)
      expect(invoice).toMatchObject({
        swimmer_id: enrolment.swimmer_id,
        site: enrolment.site,
        months: enrolment.months,
      })
      const price = prices.find(
        (row) => row.site === invoice?.site && row.product === invoice?.product && row.months === invoice?.months,
      )
      expect(invoice?.amount_cents).toBe(price?.amount_cents)
    }
  })

  it('leaves open invoices to collect at each main site and pays the others in full', async () => {
    const invoices = await db.selectFrom('invoices').selectAll().execute()
    const payments = await db.selectFrom('payments').selectAll().execute()
    for (const site of MAIN_SITES) {
      expect(invoices.filter((invoice) => invoice.site === site && invoice.status === 'open').length).toBeGreaterThan(0)
    }
    for (const invoice of invoices.filter((candidate) => candidate.status === 'paid')) {
      const paid = payments.filter((payment) => payment.invoice_id === invoice.id)
      expect(paid.map((payment) => payment.amount_cents)).toEqual([invoice.amount_cents])
    }
  })

  it('numbers receipts uniquely per site', async () => {
    const payments = await db.selectFrom('payments').select(['site', 'receipt_no']).execute()
    const keys = payments.map((payment) => `${payment.site}:${payment.receipt_no}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has enough active pre-teams at site 61 for two pages of the pre-team list', async () => {
    const active = await db
      .selectFrom('preteams')
      .select('id')
      .where('site', '=', 61)
      .where('end_date', 'is', null)
      .where('removed_at', 'is', null)
      .execute()
    expect(active.length).toBeGreaterThanOrEqual(10)
  })

  it('records attendance on the days the school meets', async () => {
    // The fortnight's register, as marks of school sessions (the one attendance record, issue 25).
    const rows = await db
      .selectFrom('session_attendance')
      .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
      .innerJoin('schools', 'schools.id', 'class_sessions.group_id')
      .select(['first_day', 'second_day', 'session_date'])
      .where('class_sessions.kind', '=', 'school')
      .where('session_attendance.marked_at', '<', `${TODAY}T00:00:00.000Z`)
      .execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect([row.first_day, row.second_day]).toContain(dayCodeOf(row.session_date))
      expect(row.session_date < TODAY).toBe(true)
    }
  })

  it('has two active freezes at each main site, and no attendance once frozen', async () => {
    const freezes = await db.selectFrom('swimmer_freezes').selectAll().where('ended_at', 'is', null).execute()
    for (const site of MAIN_SITES) expect(freezes.filter((freeze) => freeze.site === site)).toHaveLength(2)
    const attendance = await db
      .selectFrom('session_attendance')
      .innerJoin('class_sessions', 'class_sessions.id', 'session_attendance.session_id')
      .select(['session_attendance.swimmer_id', 'class_sessions.session_date'])
      .where('session_attendance.status', 'is not', null)
      .execute()
    for (const freeze of freezes) {
      const sessions = attendance.filter((row) => row.swimmer_id === freeze.swimmer_id)
      expect(sessions.filter((row) => row.session_date >= freeze.freeze_date)).toEqual([])
    }
  })

  it('produces the same academy on every run', async () => {
    const other = await seededDatabase()
    const names = (database: Kysely<Database>) =>
      database.selectFrom('swimmers').select(['full_name', 'birth_date']).orderBy('id').execute()
    try {
      expect(await names(other)).toEqual(await names(db))
    } finally {
      await other.destroy()
    }
  })
})
