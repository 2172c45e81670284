import { RENEWAL_GRACE_DAYS } from '@contract/reports'
import { buildTestApp, injectAs, login, type TestApp } from '../../helper'
import { ADMIN, CLUB_13, EGYPT, SMART_WAY, addSwimmer } from '../../routes/swimmers-fixtures'
import { renewableSwimmer } from '../money/money-fixtures'
import type { PERIOD_TABLES } from './period-scratch'
import { activeFromScratch, renewalsFromScratch, spanOf, storedAndCounted } from './period-scratch'

// Issue 15 at scale: the overview's active swimmers and retention read pre-aggregates (migration 0019) kept by
// triggers on school_enrolments, preteam_enrolments and subscriptions. After every kind of change the app makes to
// those tables (enrol in a school or a squad, renew, freeze, move site) and every other write a script could make
// (dates edited, a period moved to another site or swimmer, periods deleted, statements touching many swimmers,
// transactions at the same time), the figures equal a count from scratch over every period — for every site, every
// month any period touches and several days seen as today — and so does the report. The migration's backfill is the
// first check. Test clock: 2026-11-21.

const TODAY = '2026-11-21'
/** Days seen as today: the test's, month edges, and days before and after every period's renewal window. */
const DAYS = [TODAY, '2026-11-01', '2026-10-31', '2026-12-01', '2025-06-15', '2027-03-02']

describe('reports: active swimmers and retention stay exact', () => {
  let t: TestApp
  let admin: string
  let school: number
  let squad: number
  const db = () => t.database.db
  const post = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await injectAs(t.app, admin, { method, url, payload })
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`)
    return response.json()
  }

  /** The pre-aggregated figures equal the ones counted from scratch, per site and for all sites together. */
  const expectExact = async (step: string) => {
    const { stored, counted, periods } = await storedAndCounted(db(), DAYS)
    expect({ step, ...stored }).toEqual({ step, ...counted })
    // The report itself, for the busiest site's last 12 months.
    const response = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/reports/overview?site=${SMART_WAY}&from=2025-12&to=2026-11`,
    })
    expect(response.statusCode).toBe(200)
    const shown = response.json<{
      activeSwimmers: Array<{ month: string; swimmers: number }>
      renewals: Array<{ month: string; ended: number; renewed: number }>
    }>()
    const year = shown.activeSwimmers.map((row) => spanOf(row.month))
    expect(shown.activeSwimmers.map(({ month, swimmers }) => ({ month, site: SMART_WAY, swimmers }))).toEqual(
      activeFromScratch(periods, [SMART_WAY], year),
    )
    expect(
      shown.renewals
        .filter((row) => row.ended > 0)
        .map((row) => ({ month: row.month, due: row.ended, renewed: row.renewed })),
    ).toEqual(renewalsFromScratch(periods, [SMART_WAY], year, TODAY))
  }

  /** A period row written directly, as a script would. */
  const insertPeriod = async (
    table: (typeof PERIOD_TABLES)[number],
    values: { swimmer: number; site: number; start: string; end: string },
  ) => {
    const common = {
      swimmer_id: values.swimmer,
      months: 1,
      start_date: values.start,
      end_date: values.end,
      invoice_id: null,
      site: values.site,
      created_at: `${TODAY}T08:00:00.000Z`,
      created_by: ADMIN,
    }
    if (table === 'subscriptions') {
      return (
        await db()
          .insertInto('subscriptions')
          .values({ ...common, renewal_type: 'monthly' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    }
    if (table === 'school_enrolments') {
      return (
        await db()
          .insertInto('school_enrolments')
          .values({ ...common, school_id: school })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    }
    return (
      await db()
        .insertInto('preteam_enrolments')
        .values({ ...common, preteam_id: squad })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    school = (await db().selectFrom('schools').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    squad = (await db().selectFrom('preteams').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  }, 60_000)
  afterAll(() => t.close())

  it('uses the grace days of the contract (migration 0019 holds 30)', () => {
    expect(RENEWAL_GRACE_DAYS).toBe(30)
  })

  it('fills the pre-aggregates from the existing periods', async () => {
    const spans = await db()
      .selectFrom('report_active_spans')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute()
    expect(Number(spans[0].n)).toBeGreaterThan(0)
    await expectExact('migration backfill')
  }, 60_000)

  it('follows enrolments, a renewal, a freeze and a move through the app', async () => {
    const swimmer = await addSwimmer(t, admin, { site: CLUB_13 })
    const options = (await injectAs(t.app, admin, { method: 'GET', url: `/api/swimmers/school-options/${swimmer}` }))
      .json<{ schools: Array<{ schoolID: number; enrolled: number; capacity: number }> }>()
      .schools.find((entry) => entry.enrolled < entry.capacity)
    if (!options) throw new Error('no school with a place at Club 13')
    await post('POST', '/api/swimmers/save-school-trans', {
      swimmerID: swimmer,
      schoolID: options.schoolID,
      months: 3,
      userID: ADMIN,
      amountPaid: '0',
      reciptNo: '',
      siteID: CLUB_13,
    })
    await expectExact('school enrolment')

    const squadSwimmer = await addSwimmer(t, admin, { site: CLUB_13, startLevel: 17 })
    const [team] = (
      await injectAs(t.app, admin, { method: 'GET', url: `/api/swimmers/preteam-options/${squadSwimmer}` })
    ).json<{ preTeams: Array<{ pTeamID: number }> }>().preTeams
    await post('POST', '/api/swimmers/save-pteam-trans', {
      swimmerID: squadSwimmer,
      pteamID: team.pTeamID,
      months: 1,
      userID: ADMIN,
      amountPaid: '0',
      recieptNo: 'PC-1',
      siteID: CLUB_13,
    })
    await expectExact('pre-team enrolment')

    const renewing = await renewableSwimmer(db(), SMART_WAY)
    await post('POST', '/api/swimmers/renew-subscription', {
      swimmerID: renewing.id,
      renewalType: 'quarterly',
      durationInMonths: 3,
      site: SMART_WAY,
    })
    await expectExact('renewal')

    await post('POST', '/api/swimmers/freeze-swim', {
      swimmerID: swimmer,
      freezeReason: 'Travelling',
      freezeDate: '2026-12-05',
      site: CLUB_13,
    })
    await expectExact('freeze')

    const moved = await renewableSwimmer(db(), SMART_WAY)
    await post('PUT', '/api/swimmers/change-site', { swimmerID: moved.id, site: EGYPT })
    await expectExact('site move')
  }, 60_000)

  it('follows every other write of a period', async () => {
    const swimmer = await addSwimmer(t, admin, { site: SMART_WAY })
    const other = await addSwimmer(t, admin, { site: CLUB_13 })
    // A chain of periods around the renewal window: renewed on the 30th day after an end, not on the 31st.
    const first = await insertPeriod('school_enrolments', {
      swimmer,
      site: SMART_WAY,
      start: '2026-01-10',
      end: '2026-03-09',
    })
    await insertPeriod('subscriptions', { swimmer, site: SMART_WAY, start: '2026-04-08', end: '2026-05-07' })
    await insertPeriod('preteam_enrolments', { swimmer, site: CLUB_13, start: '2026-06-07', end: '2026-09-06' })
    const sameDay = await insertPeriod('subscriptions', {
      swimmer,
      site: SMART_WAY,
      start: '2026-09-06',
      end: '2026-09-06',
    })
    // Dates the wrong way round: within one month (counted active, as the report always did) and across two.
    await insertPeriod('school_enrolments', { swimmer: other, site: CLUB_13, start: '2026-02-20', end: '2026-02-03' })
    await insertPeriod('school_enrolments', { swimmer: other, site: CLUB_13, start: '2026-05-02', end: '2026-03-30' })
    await expectExact('periods inserted')

    await db().updateTable('school_enrolments').set({ end_date: '2026-04-02' }).where('id', '=', first).execute()
    await expectExact('end date moved')
    await db().updateTable('school_enrolments').set({ start_date: '2025-11-30' }).where('id', '=', first).execute()
    await expectExact('start date moved')
    await db().updateTable('subscriptions').set({ site: CLUB_13 }).where('id', '=', sameDay).execute()
    await expectExact('renewal moved to another site')
    await db().updateTable('school_enrolments').set({ swimmer_id: other }).where('id', '=', first).execute()
    await expectExact('enrolment moved to another swimmer')
    await db()
      .updateTable('school_enrolments')
      .set({ swimmer_id: swimmer, site: EGYPT, start_date: '2026-07-01', end_date: '2026-10-31' })
      .where('id', '=', first)
      .execute()
    await expectExact('every column at once')
    await db().updateTable('school_enrolments').set({ months: 2 }).where('id', '=', first).execute()
    await expectExact('a column the report does not read')

    // Statements over many swimmers at once.
    await db()
      .updateTable('school_enrolments')
      .set({ end_date: '2026-11-20' })
      .where('site', '=', SMART_WAY)
      .where('end_date', '>=', '2026-11-21')
      .where('end_date', '<=', '2026-12-31')
      .execute()
    await expectExact('many enrolments ended the day before today')
    await db().updateTable('preteam_enrolments').set({ site: EGYPT }).where('site', '=', CLUB_13).execute()
    await expectExact('many squad enrolments moved site')
    await db().deleteFrom('school_enrolments').where('id', '=', first).execute()
    await expectExact('an enrolment deleted')
    await db().deleteFrom('subscriptions').where('swimmer_id', '=', swimmer).execute()
    await expectExact("a swimmer's renewals deleted")
    await db()
      .deleteFrom('school_enrolments')
      .where('site', '=', CLUB_13)
      .where('start_date', '<', '2026-03-01')
      .execute()
    await expectExact('many enrolments deleted')
  }, 60_000)

  it('stays exact when transactions change the same swimmer at the same time', async () => {
    const swimmer = await addSwimmer(t, admin, { site: SMART_WAY })
    const periods = [
      ['2026-01-01', '2026-01-31'],
      ['2026-02-15', '2026-03-14'],
      ['2026-03-20', '2026-06-19'],
      ['2026-08-30', '2026-09-29'],
    ]
    await Promise.all(
      periods.map(([start, end], index) =>
        db()
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto(index % 2 === 0 ? 'subscriptions' : 'school_enrolments')
              .values({
                swimmer_id: swimmer,
                months: 1,
                start_date: start,
                end_date: end,
                invoice_id: null,
                site: SMART_WAY,
                created_at: `${TODAY}T08:00:00.000Z`,
                created_by: ADMIN,
                ...(index % 2 === 0 ? { renewal_type: 'monthly' as const } : { school_id: school }),
              } as never)
              .execute()
          }),
      ),
    )
    await expectExact('concurrent inserts')
    // One row per run of consecutive months (January to June, August to September): none counted twice.
    const runs = await db()
      .selectFrom('report_active_spans')
      .select(['first_month', 'last_month'])
      .where('swimmer_id', '=', swimmer)
      .orderBy('first_month')
      .execute()
    const month = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1
    expect(runs).toEqual([
      { first_month: month('2026-01-01'), last_month: month('2026-06-19') },
      { first_month: month('2026-08-30'), last_month: month('2026-09-29') },
    ])
  }, 60_000)
})
