import { sql } from 'kysely'
import { SEARCH_LIMIT, type SwimmerSummary } from '@contract/swimmers'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, EGYPT, NO_SWIMMERS, SMART_WAY, addSwimmer, seededSwimmer } from './swimmers-fixtures'

// POST /swimmers/search: by ID, any part of the full name (through the trigram index), year or level; only
// swimmers of the user's sites; never twice the same swimmer.

describe('POST /api/swimmers/search', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
    admin = await login(t.app, ADMIN)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const search = (token: string, payload: object) =>
    injectAs(t.app, token, { method: 'POST', url: '/api/swimmers/search', payload })
  const found = async (token: string, payload: object): Promise<SwimmerSummary[]> => {
    const response = await search(token, payload)
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const expectNoDuplicates = (rows: SwimmerSummary[]) =>
    expect(new Set(rows.map((row) => row.swimmerID)).size).toBe(rows.length)

  it('finds a swimmer by any part of the name, case-insensitively, with every column of the grid', async () => {
    const swimmer = await seededSwimmer(db(), CLUB_13)
    const [first, father] = swimmer.full_name.split(' ')
    const part = `${first.slice(1)} ${father.slice(0, 2)}`.toUpperCase() // across the space, in the middle
    const rows = await found(cashier, { fullName: part, userID: CASHIER })
    expect(rows.map((row) => row.swimmerID)).toContain(swimmer.id)
    for (const row of rows) expect(row.fullName.toLowerCase()).toContain(part.toLowerCase())
    expectNoDuplicates(rows)
    const row = rows.find((candidate) => candidate.swimmerID === swimmer.id)
    expect(row).toMatchObject({
      fullName: swimmer.full_name,
      year: swimmer.birth_year,
      currentLevel: swimmer.current_level,
      site: CLUB_13,
      siteName: 'Club 13',
      frozen: expect.any(Boolean),
    })
    expect(row?.coachName).toEqual(expect.any(String))
    expect(row?.coachID).toEqual(expect.any(Number))
    expect(row?.levelName).toMatch(/^Level \d$/)
    expect(row?.clubName).toEqual(expect.any(String))
    expect(row?.parentPhone).toMatch(/^01\d{9}$/)
    expect(row?.parentEmail).toContain('@')
  })

  it('never shows swimmers of sites the user may not use', async () => {
    const elsewhere = await seededSwimmer(db(), SMART_WAY)
    expect(await found(cashier, { swimmerID: elsewhere.id })).toEqual([])
    const byName = await found(cashier, { fullName: elsewhere.full_name })
    expect(byName.map((row) => row.swimmerID)).not.toContain(elsewhere.id)
    for (const row of await found(cashier, { fullName: 'a' })) expect([CLUB_13, EGYPT]).toContain(row.site)
    // The administrator may use every site.
    expect((await found(admin, { swimmerID: String(elsewhere.id) })).map((row) => row.swimmerID)).toEqual([
      elsewhere.id,
    ])
  })

  it('searches by year and by level, and by several keys at once', async () => {
    const swimmer = await seededSwimmer(db(), EGYPT)
    const byYear = await found(cashier, { year: swimmer.birth_year })
    expect(byYear.length).toBeGreaterThan(0)
    for (const row of byYear) expect(row.year).toBe(swimmer.birth_year)
    const byLevel = await found(cashier, { level: String(swimmer.current_level) })
    for (const row of byLevel) expect(row.currentLevel).toBe(swimmer.current_level)
    expectNoDuplicates(byLevel)
    const both = await found(cashier, { year: swimmer.birth_year, level: swimmer.current_level })
    expect(both.map((row) => row.swimmerID)).toContain(swimmer.id)
    for (const row of both) expect([row.year, row.currentLevel]).toEqual([swimmer.birth_year, swimmer.current_level])
  })

  it('keeps names shorter than a trigram working, and reads search characters literally', async () => {
    const short = await found(cashier, { fullName: 'ah' })
    expect(short.length).toBeGreaterThan(0)
    for (const row of short) expect(row.fullName.toLowerCase()).toContain('ah')
    const id = await addSwimmer(t, cashier, { fullName: 'Percent 100% Underscore_Name "Quoted"' })
    for (const term of ['100%', '0% U', 'e_N', '"Quoted"', '%']) {
      expect((await found(cashier, { fullName: term })).map((row) => row.swimmerID)).toEqual([id])
    }
    expect(await found(cashier, { fullName: '%%%' })).toEqual([])
    expect(await found(cashier, { fullName: 'NEAR*' })).toEqual([])
  })

  it('follows renames and leaves deleted swimmers out', async () => {
    const id = await addSwimmer(t, cashier, { fullName: 'Quentin Xylophone' })
    expect((await found(cashier, { fullName: 'xylo' })).map((row) => row.swimmerID)).toEqual([id])
    const renamed = await injectAs(t.app, cashier, {
      method: 'PUT',
      url: '/api/swimmers/update',
      payload: {
        swimmerID: id,
        fullName: 'Quentin Vibraphone',
        year: 2016,
        level: 12,
        site: CLUB_13,
        parentPhone: '01012345678',
        parentEmail: 'parent@example.com',
      },
    })
    expect(renamed.statusCode).toBe(200)
    expect(await found(cashier, { fullName: 'xylo' })).toEqual([])
    expect((await found(cashier, { fullName: 'vibra' })).map((row) => row.swimmerID)).toEqual([id])
    await injectAs(t.app, cashier, { method: 'DELETE', url: `/api/swimmers/${id}` })
    expect(await found(cashier, { fullName: 'vibra' })).toEqual([])
    expect(await found(cashier, { swimmerID: id })).toEqual([])
  })

  it('returns at most SEARCH_LIMIT swimmers, in id order', async () => {
    const rows = await found(admin, { fullName: 'a' })
    expect(rows.length).toBeLessThanOrEqual(SEARCH_LIMIT)
    expect(rows.map((row) => row.swimmerID)).toEqual([...rows.map((row) => row.swimmerID)].sort((a, b) => a - b))
  })

  it('asks for a search value and names a bad field', async () => {
    for (const payload of [{}, { fullName: '  ' }, { swimmerID: '', year: null }, { userID: 2 }]) {
      const response = await search(cashier, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('Please enter a search value')
    }
    const bad = await search(cashier, { swimmerID: 'abc' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ swimmerID: 'Swimmer ID must be a number' })
    expect((await search(cashier, { year: 20 })).json().errors).toEqual({ year: 'Year must be a four-digit year' })
  })

  it('needs a signed-in user with Swimmers management', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/swimmers/search', payload: { fullName: 'a' } })
    expect(anonymous.statusCode).toBe(401)
    const coachManager = await login(t.app, NO_SWIMMERS)
    const refused = await search(coachManager, { fullName: 'a' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('You do not have access to Swimmers management')
  })

  it('has an index that serves substring name search', async () => {
    if (usingPostgres) {
      const plan = await db()
        .transaction()
        .execute(async (trx) => {
          // With a few hundred rows the planner would rightly scan; forbid that to see that the index can serve.
          await sql`set local enable_seqscan = off`.execute(trx)
          const { rows } = await sql<{
            'QUERY PLAN': string
          }>`explain select id from swimmers where lower(full_name) ilike ${'%hmed%'}`.execute(trx)
          return rows.map((row) => row['QUERY PLAN']).join('\n')
        })
      expect(plan).toContain('swimmers_full_name_trgm')
    } else {
      const { rows } = await sql<{ detail: string }>`explain query plan
        select id from swimmers where id in (select rowid from swimmers_name_fts where swimmers_name_fts match ${'"hmed"'})`.execute(
        db(),
      )
      const plan = rows.map((row) => row.detail).join('\n')
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/)
      expect(plan).not.toMatch(/SCAN swimmers\b/)
    }
  })
})
