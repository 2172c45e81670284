import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { ADMIN, CASHIER, CLUB_13, addSwimmer } from '../../routes/swimmers-fixtures'

// Issue 15, the owner's view: GET /api/reports/overview on a small known dataset — a new site with four swimmers,
// three schools (one ended), known enrolments, a renewal, payments around Cairo's month ends and attendance.
// The test clock stands at 2026-11-21T09:00Z (today 2026-11-21 in Cairo).

interface Overview {
  from: string
  to: string
  months: string[]
  sites: Array<{ id: number; name: string }>
  currency: string
  activeSwimmers: Array<{ month: string; siteID: number; swimmers: number }>
  revenue: Array<{ month: string; siteID: number; payments: number; amount: number; amountCents: number }>
  capacityBySchool: Array<{
    siteID: number
    schoolID: number
    level: number
    capacity: number
    enrolled: number
    used: number | null
  }>
  capacityByLevel: Array<{ level: number; schools: number; capacity: number; enrolled: number; used: number | null }>
  attendanceByLevel: Array<{ level: number; recorded: number; attended: number; rate: number | null }>
  renewals: Array<{ month: string; ended: number; renewed: number; rate: number | null }>
}

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
]

describe('reports overview', () => {
  let t: TestApp
  let admin: string
  let site: number
  const school: Record<'k1' | 'k2' | 'k3', number> = { k1: 0, k2: 0, k3: 0 }
  const swimmer: Record<'s1' | 's2' | 's3' | 's4', number> = { s1: 0, s2: 0, s3: 0, s4: 0 }

  const db = () => t.database.db
  const call = (url: string, token = admin) => injectAs(t.app, token, { method: 'GET', url })
  const overview = async (query: string, token = admin) => {
    const response = await call(`/api/reports/overview?${query}`, token)
    expect(response.statusCode).toBe(200)
    return response.json<Overview>()
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    const post = async (url: string, payload: object) => {
      const response = await injectAs(t.app, admin, { method: 'POST', url, payload })
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`)
      return response.json()
    }
    site = (await post('/api/site/insert', { description: 'Report Site' })).subId
    await post('/api/coaches/insert', { site, fullName: 'Report Coach', type: 8, mobileNumber: '01001234567' })
    const coach = await db().selectFrom('coaches').select('id').where('site', '=', site).executeTakeFirstOrThrow()
    for (const [name, level, start] of [
      ['k1', 12, '06:00'],
      ['k2', 13, '08:00'],
      ['k3', 12, '10:00'],
    ] as const) {
      await post('/api/schools/create', {
        schoolLevel: level,
        coachID: coach.id,
        firstDay: 216,
        secondDay: 218,
        startTime: start,
        endTime: `${start.slice(0, 2)}:45`,
        type: 77,
        site,
      })
      school[name] = (
        await db()
          .selectFrom('schools')
          .select('id')
          .where('site', '=', site)
          .where('start_time', '=', start)
          .executeTakeFirstOrThrow()
      ).id
    }
    await db().updateTable('schools').set({ capacity: 10 }).where('id', '=', school.k1).execute()
    await db().updateTable('schools').set({ capacity: 4 }).where('id', '=', school.k2).execute()
    await db().updateTable('schools').set({ end_date: '2026-10-01', capacity: 8 }).where('id', '=', school.k3).execute()
    for (const name of ['s1', 's2', 's3', 's4'] as const) {
      swimmer[name] = await addSwimmer(t, admin, { site, fullName: `Report ${name} Swimmer` })
    }
    const at = '2026-01-01T10:00:00.000Z'
    const invoice = async (id: number) =>
      (
        await db()
          .insertInto('invoices')
          .values({
            site,
            swimmer_id: id,
            product: 77,
            item_name: 'School - 1 month',
            months: 1,
            amount_cents: 100_000,
            created_at: at,
            created_by: ADMIN,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const enrol = async (name: keyof typeof swimmer, group: number, start: string, end: string) =>
      db()
        .insertInto('school_enrolments')
        .values({
          school_id: group,
          swimmer_id: swimmer[name],
          months: 1,
          start_date: start,
          end_date: end,
          invoice_id: null,
          site,
          created_at: at,
          created_by: ADMIN,
        })
        .execute()
    await enrol('s1', school.k1, '2026-06-01', '2026-09-01')
    await enrol('s2', school.k1, '2026-11-01', '2026-12-01')
    await enrol('s3', school.k2, '2026-10-15', '2027-01-15')
    await enrol('s4', school.k2, '2025-12-10', '2026-01-10')
    await db()
      .insertInto('subscriptions')
      .values({
        swimmer_id: swimmer.s1,
        renewal_type: 'monthly',
        months: 1,
        start_date: '2026-09-01',
        end_date: '2026-10-01',
        site,
        invoice_id: null,
        created_at: at,
        created_by: ADMIN,
      })
      .execute()
    let receipt = 0
    const pay = async (name: keyof typeof swimmer, cents: number, createdAt: string) => {
      const id = await invoice(swimmer[name])
      receipt++
      await db()
        .insertInto('payments')
        .values({
          invoice_id: id,
          site,
          swimmer_id: swimmer[name],
          amount_cents: cents,
          receipt_no: `REP-${receipt}`,
          receipt_key: `REP-${receipt}`,
          created_at: createdAt,
          created_by: ADMIN,
        })
        .execute()
    }
    await pay('s1', 10_010, '2026-06-01T10:00:00.000Z')
    await pay('s1', 5_005, '2026-09-01T10:00:00.000Z')
    // 23:00 in Cairo on 31 October: October. 00:30 in Cairo on 1 November (still 31 October in UTC): November.
    await pay('s3', 200, '2026-10-31T21:00:00.000Z')
    await pay('s3', 100, '2026-10-31T22:30:00.000Z')
    await pay('s2', 20, '2026-11-20T22:30:00.000Z')
    // Before the range: 30 November 2025 at 23:30 in Cairo.
    await pay('s4', 999, '2025-11-30T21:30:00.000Z')
    // Marks at dated school sessions (issue 14's session_attendance, what staff record now), written straight to
    // the tables: the report's counters (migration 0016) follow every write of a mark.
    const mark = async (group: number, name: keyof typeof swimmer, date: string, attended: 0 | 1) => {
      const session = await db()
        .insertInto('class_sessions')
        .values({ kind: 'school', group_id: group, site_id: site, session_date: date, created_at: at })
        .onConflict((oc) => oc.columns(['kind', 'group_id', 'session_date']).doUpdateSet({ created_at: at }))
        .returning('id')
        .executeTakeFirstOrThrow()
      await db()
        .insertInto('session_attendance')
        .values({
          session_id: session.id,
          swimmer_id: swimmer[name],
          status: attended ? 'present' : 'absent',
          notes: null,
          marked_at: at,
          marked_by: ADMIN,
        })
        .execute()
    }
    await mark(school.k1, 's1', '2026-06-06', 1)
    await mark(school.k1, 's1', '2026-06-13', 1)
    await mark(school.k1, 's2', '2026-11-07', 0)
    await mark(school.k2, 's3', '2026-10-17', 0)
    await mark(school.k2, 's4', '2025-11-29', 1) // before the range
    // A site, a coach, three schools and four swimmers through the API: time enough on a busy machine.
  }, 30_000)
  afterAll(() => t.close())

  it('covers the 12 months ending this month by default', async () => {
    const body = await overview(`site=${site}`)
    expect(body).toMatchObject({ from: '2025-12', to: '2026-11', months: MONTHS, currency: 'EGP' })
    expect(body.sites).toEqual([{ id: site, name: 'Report Site' }])
  })

  it('counts active swimmers per month: an enrolment or renewal covering a day of the month', async () => {
    const body = await overview(`site=${site}&from=2025-12&to=2026-11`)
    expect(body.activeSwimmers.map((row) => [row.month, row.siteID, row.swimmers])).toEqual(
      MONTHS.map((month) => [
        month,
        site,
        {
          '2025-12': 1,
          '2026-01': 1,
          '2026-06': 1,
          '2026-07': 1,
          '2026-08': 1,
          '2026-09': 1,
          '2026-10': 2,
          '2026-11': 2,
        }[month] ?? 0,
      ]),
    )
  })

  it('sums revenue per month in whole cents, by the Cairo date of each payment', async () => {
    const body = await overview(`site=${site}&from=2025-12&to=2026-11`)
    const cents: Record<string, [number, number]> = {
      '2026-06': [1, 10_010],
      '2026-09': [1, 5_005],
      '2026-10': [1, 200],
      '2026-11': [2, 120],
    }
    expect(body.revenue.map((row) => [row.month, row.siteID, row.payments, row.amountCents, row.amount])).toEqual(
      MONTHS.map((month) => {
        const [payments, amount] = cents[month] ?? [0, 0]
        return [month, site, payments, amount, amount / 100]
      }),
    )
    const november = await overview(`site=${site}&from=2025-11&to=2025-11`)
    expect(november.revenue).toEqual([{ month: '2025-11', siteID: site, payments: 1, amount: 9.99, amountCents: 999 }])
  })

  it('shows the capacity used of running schools, per school and per level', async () => {
    const body = await overview(`site=${site}`)
    expect(body.capacityBySchool.map((row) => [row.schoolID, row.level, row.capacity, row.enrolled, row.used])).toEqual(
      [
        [school.k1, 12, 10, 1, 0.1],
        [school.k2, 13, 4, 1, 0.25],
      ],
    )
    expect(body.capacityByLevel.map((row) => [row.level, row.schools, row.capacity, row.enrolled, row.used])).toEqual([
      [12, 1, 10, 1, 0.1],
      [13, 1, 4, 1, 0.25],
    ])
  })

  it('rates attendance per level over the range', async () => {
    const body = await overview(`site=${site}&from=2025-12&to=2026-11`)
    expect(body.attendanceByLevel.map((row) => [row.level, row.recorded, row.attended, row.rate])).toEqual([
      [12, 3, 2, 0.6667],
      [13, 1, 0, 0],
    ])
  })

  it('rates renewals per month: ended subscriptions and those renewed within 30 days', async () => {
    const body = await overview(`site=${site}&from=2025-12&to=2026-11`)
    const expected: Record<string, [number, number, number | null]> = {
      '2026-01': [1, 0, 0],
      '2026-09': [1, 1, 1],
      '2026-10': [1, 0, 0],
    }
    expect(body.renewals.map((row) => [row.month, row.ended, row.renewed, row.rate])).toEqual(
      MONTHS.map((month) => [month, ...(expected[month] ?? [0, 0, null])]),
    )
  })

  it('covers all of the user’s sites without a site', async () => {
    const body = await overview('from=2026-11&to=2026-11')
    const sites = await db().selectFrom('user_sites').select('site_id').where('user_id', '=', ADMIN).execute()
    expect(body.sites.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      sites.map((row) => row.site_id).sort((a, b) => a - b),
    )
    expect(body.revenue.find((row) => row.siteID === site)).toMatchObject({ payments: 2, amountCents: 120 })
    const club13 = await db()
      .selectFrom('payments')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_cents').as('cents')])
      .where('site', '=', CLUB_13)
      .where('created_at', '>=', '2026-10-31T22:00:00.000Z')
      .where('created_at', '<', '2026-11-30T22:00:00.000Z')
      .executeTakeFirstOrThrow()
    expect(body.revenue.find((row) => row.siteID === CLUB_13)).toMatchObject({
      payments: Number(club13.n),
      amountCents: Number(club13.cents ?? 0),
    })
  })

  it('refuses bad ranges naming the field, other sites and users without ViewReports', async () => {
    for (const [query, field] of [
      ['from=2026-13', 'from'],
      ['to=26-01', 'to'],
      ['from=2026-05&to=2026-04', 'to'],
      ['from=2024-10&to=2026-10', 'to'],
      ['site=abc', 'site'],
    ]) {
      const response = await call(`/api/reports/overview?${query}`)
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 })
      expect(Object.keys(response.json().errors)).toEqual([field])
    }
    expect((await overview('from=2024-11&to=2026-10')).months).toHaveLength(24)
    const cashier = await login(t.app, CASHIER)
    const refused = await call(`/api/reports/overview?site=${CLUB_13}`, cashier)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('You are not allowed to ViewReports')
    const viewReports = await db()
      .selectFrom('actions')
      .select('id')
      .where('name', '=', 'ViewReports')
      .executeTakeFirstOrThrow()
    await db().insertInto('privileges').values({ user_type_id: 72, action_id: viewReports.id }).execute()
    expect((await call(`/api/reports/overview?site=${site}`, cashier)).statusCode).toBe(403)
    expect((await call(`/api/reports/overview?site=${CLUB_13}`, cashier)).statusCode).toBe(200)
  })
})
