import { sql } from 'kysely'
import { SEARCH_LIMIT, type SwimmerSummary } from '@contract/swimmers'
import { findRunningGroups } from '../../src/domains/swimmers/swimmers.repository'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, EGYPT, NO_SWIMMERS, SMART_WAY, addSwimmer, seededSwimmer } from './swimmers-fixtures'

// POST /swimmers/search: by ID, any part of the full name (through the trigram index), year or level (its name or
// its code); at the site the user chose (`userSite`), or at every site of theirs only when asked (`userSite: 'all'`);
// never twice the same swimmer.

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
    const rows = await found(cashier, { fullName: part, userID: CASHIER, userSite: CLUB_13 })
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

  it('never shows swimmers of sites the user may not use, not even with every site of theirs', async () => {
    const elsewhere = await seededSwimmer(db(), SMART_WAY)
    expect(await found(cashier, { swimmerID: elsewhere.id, userSite: 'all' })).toEqual([])
    const byName = await found(cashier, { fullName: elsewhere.full_name, userSite: 'all' })
    expect(byName.map((row) => row.swimmerID)).not.toContain(elsewhere.id)
    const everywhere = await found(cashier, { fullName: 'a', userSite: 'all' })
    for (const row of everywhere) expect([CLUB_13, EGYPT]).toContain(row.site)
    // The administrator may use every site.
    expect(
      (await found(admin, { swimmerID: String(elsewhere.id), userSite: SMART_WAY })).map((row) => row.swimmerID),
    ).toEqual([elsewhere.id])
    expect((await found(admin, { swimmerID: elsewhere.id, userSite: 'all' })).map((row) => row.swimmerID)).toEqual([
      elsewhere.id,
    ])
  })

  it("answers only the chosen site's swimmers: a cashier at Club 13 no longer sees Egypt's", async () => {
    const egyptSwimmer = await seededSwimmer(db(), EGYPT)
    const club13Swimmer = await seededSwimmer(db(), CLUB_13)
    // Chosen site Club 13: an Egypt swimmer is not found, by id or by name, and every row is Club 13's.
    expect(await found(cashier, { swimmerID: egyptSwimmer.id, userSite: CLUB_13 })).toEqual([])
    const byName = await found(cashier, { fullName: egyptSwimmer.full_name, userSite: CLUB_13 })
    expect(byName.map((row) => row.swimmerID)).not.toContain(egyptSwimmer.id)
    const atClub13 = await found(cashier, { fullName: 'a', userSite: String(CLUB_13) })
    expect(atClub13.length).toBeGreaterThan(0)
    expect(atClub13.filter((row) => row.site !== CLUB_13)).toEqual([])
    const byYear = await found(cashier, { year: egyptSwimmer.birth_year, userSite: CLUB_13 })
    expect(byYear.filter((row) => row.site !== CLUB_13)).toEqual([])
    // Chosen site Egypt: the other way round.
    expect((await found(cashier, { swimmerID: egyptSwimmer.id, userSite: EGYPT })).map((row) => row.site)).toEqual([
      EGYPT,
    ])
    expect(await found(cashier, { swimmerID: club13Swimmer.id, userSite: EGYPT })).toEqual([])
    // Every site of the user's, asked for on purpose ('all', in any case): both sites answer.
    const everywhere = await found(cashier, { fullName: 'a', userSite: 'ALL' })
    expect(new Set(everywhere.map((row) => row.site))).toEqual(new Set([CLUB_13, EGYPT]))
  })

  it('looks at one site: the home site for the spec’s payload without userSite, never every site by default', async () => {
    // The cashier works at Club 13 (their home site) and Egypt; the spec's search payload names no site.
    const withoutSite = await found(cashier, { fullName: 'a' })
    expect(withoutSite.length).toBeGreaterThan(0)
    expect(new Set(withoutSite.map((row) => row.site))).toEqual(new Set([CLUB_13]))
    const egyptSwimmer = await seededSwimmer(db(), EGYPT)
    expect(await found(cashier, { swimmerID: egyptSwimmer.id })).toEqual([])
  })

  it('refuses a blank or unknown site and a site that is not the user’s', async () => {
    for (const userSite of ['', ' ', null]) {
      const blank = await search(cashier, { fullName: 'a', userSite })
      expect(blank.statusCode).toBe(400)
      expect(Object.keys(blank.json().errors)).toEqual(['userSite'])
    }
    const bad = await search(cashier, { fullName: 'a', userSite: 'everywhere' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ userSite: 'Site must be one of your sites, or all for every site of yours' })
    const notMine = await search(cashier, { fullName: 'a', userSite: SMART_WAY })
    expect(notMine.statusCode).toBe(403)
    expect(notMine.json().message).toBe('Site 61 is not one of your sites')
  })

  it('searches by year and by level, and by several keys at once', async () => {
    const swimmer = await seededSwimmer(db(), EGYPT)
    const byYear = await found(cashier, { year: swimmer.birth_year, userSite: EGYPT })
    expect(byYear.length).toBeGreaterThan(0)
    for (const row of byYear) expect(row.year).toBe(swimmer.birth_year)
    const byLevel = await found(cashier, { level: String(swimmer.current_level), userSite: EGYPT })
    for (const row of byLevel) expect(row.currentLevel).toBe(swimmer.current_level)
    expectNoDuplicates(byLevel)
    const both = await found(cashier, { year: swimmer.birth_year, level: swimmer.current_level, userSite: EGYPT })
    expect(both.map((row) => row.swimmerID)).toContain(swimmer.id)
    for (const row of both) expect([row.year, row.currentLevel]).toEqual([swimmer.birth_year, swimmer.current_level])
  })

  it('searches by the level’s name as staff type it, and still by its code', async () => {
    const level5 = await db()
      .selectFrom('swimmers')
      .select('id')
      .where('site', '=', CLUB_13)
      .where('current_level', '=', 16)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const byCode = await found(cashier, { level: 16, userSite: CLUB_13 })
    expect(byCode.map((row) => row.swimmerID)).toContain(level5.id)
    for (const spelling of ['Level 5', 'level 5', '  LEVEL   5 ', 'Level5']) {
      const byName = await found(cashier, { level: spelling, userSite: CLUB_13 })
      expect({ spelling, ids: byName.map((row) => row.swimmerID) }).toEqual({
        spelling,
        ids: byCode.map((row) => row.swimmerID),
      })
      for (const row of byName) expect(row.levelName).toBe('Level 5')
    }
    const preTeam = await found(cashier, { level: 'PTeam A', userSite: 'all' })
    for (const row of preTeam) expect(row.currentLevel).toBe(17)
    // Name and year together.
    const year = (await found(cashier, { level: 'Level 5', userSite: CLUB_13 }))[0].year
    const both = await found(cashier, { level: 'level 5', year, userSite: CLUB_13 })
    for (const row of both) expect([row.levelName, row.year]).toEqual(['Level 5', year])
  })

  it('reads a bare level number that is no level code as the level of that number (5 for Level 5)', async () => {
    const byCode = await found(cashier, { level: 16, userSite: CLUB_13 })
    expect(byCode.length).toBeGreaterThan(0)
    for (const level of [5, '5']) {
      expect((await found(cashier, { level, userSite: CLUB_13 })).map((row) => row.swimmerID)).toEqual(
        byCode.map((row) => row.swimmerID),
      )
    }
    const unknown = await search(cashier, { level: 9, userSite: CLUB_13 })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors.level).toMatch(/^There is no level number 9: the levels are Level 1, Level 2/)
  })

  it('names the levels when the level searched for does not exist', async () => {
    const response = await search(cashier, { level: 'Level 9', userSite: CLUB_13 })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      level:
        'There is no level called “Level 9”: the levels are Level 1, Level 2, Level 4, Level 5, PTeam A, PTeam B, ' +
        'PTeam C and PTeam D',
    })
    expect(response.json().message).toMatch(/^level: There is no level called “Level 9”/)
  })

  it('keeps names shorter than a trigram working, and reads search characters literally', async () => {
    const short = await found(cashier, { fullName: 'ah', userSite: 'all' })
    expect(short.length).toBeGreaterThan(0)
    for (const row of short) expect(row.fullName.toLowerCase()).toContain('ah')
    const id = await addSwimmer(t, cashier, { fullName: 'Percent 100% Underscore_Name "Quoted"' })
    for (const term of ['100%', '0% U', 'e_N', '"Quoted"', '%']) {
      expect((await found(cashier, { fullName: term, userSite: CLUB_13 })).map((row) => row.swimmerID)).toEqual([id])
    }
    expect(await found(cashier, { fullName: '%%%', userSite: CLUB_13 })).toEqual([])
    expect(await found(cashier, { fullName: 'NEAR*', userSite: CLUB_13 })).toEqual([])
  })

  it('follows renames and leaves deleted swimmers out', async () => {
    const id = await addSwimmer(t, cashier, { fullName: 'Quentin Xylophone' })
    expect((await found(cashier, { fullName: 'xylo', userSite: CLUB_13 })).map((row) => row.swimmerID)).toEqual([id])
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
    expect(await found(cashier, { fullName: 'xylo', userSite: CLUB_13 })).toEqual([])
    expect((await found(cashier, { fullName: 'vibra', userSite: CLUB_13 })).map((row) => row.swimmerID)).toEqual([id])
    await injectAs(t.app, cashier, { method: 'DELETE', url: `/api/swimmers/${id}` })
    expect(await found(cashier, { fullName: 'vibra', userSite: 'all' })).toEqual([])
    expect(await found(cashier, { swimmerID: id, userSite: 'all' })).toEqual([])
  })

  it("shows each swimmer's coach of their latest running enrolment, school or pre-team, and none without one", async () => {
    const today = t.clock.now().toISOString().slice(0, 10)
    // A swimmer in a running school who joined a pre-team later: the pre-team's coach is theirs.
    const inSchool = await db()
      .selectFrom('school_enrolments as e')
      .innerJoin('swimmers as s', 's.id', 'e.swimmer_id')
      .select(['e.swimmer_id', 'e.start_date', 's.site'])
      .where('e.end_date', '>=', today)
      .where('s.deleted_at', 'is', null)
      .where('e.swimmer_id', 'not in', db().selectFrom('preteam_enrolments').select('swimmer_id'))
      .orderBy('e.swimmer_id')
      .executeTakeFirstOrThrow()
    const preteam = await db()
      .selectFrom('preteams')
      .innerJoin('coaches', 'coaches.id', 'preteams.coach_id')
      .select(['preteams.id', 'preteams.coach_id', 'coaches.full_name'])
      .where('preteams.site', '=', inSchool.site)
      .where('preteams.removed_at', 'is', null)
      .orderBy('preteams.id')
      .executeTakeFirstOrThrow()
    const searchOne = async () => (await found(admin, { swimmerID: inSchool.swimmer_id, userSite: 'all' }))[0]!
    const schoolCoach = await searchOne()
    expect(schoolCoach.coachID).toEqual(expect.any(Number))
    expect(schoolCoach.coachID).not.toBe(preteam.coach_id)
    const later = new Date(Date.parse(inSchool.start_date) + 86_400_000).toISOString().slice(0, 10)
    await db()
      .insertInto('preteam_enrolments')
      .values({
        preteam_id: preteam.id,
        swimmer_id: inSchool.swimmer_id,
        months: 1,
        start_date: later,
        end_date: '2099-12-31',
        site: inSchool.site,
        created_at: t.clock.now().toISOString(),
      })
      .execute()
    expect(await searchOne()).toMatchObject({ coachID: preteam.coach_id, coachName: preteam.full_name })
    // Once both have ended, no coach.
    await db()
      .updateTable('school_enrolments')
      .set({ end_date: '2000-01-31' })
      .where('swimmer_id', '=', inSchool.swimmer_id)
      .execute()
    await db()
      .updateTable('preteam_enrolments')
      .set({ end_date: '2000-01-31' })
      .where('swimmer_id', '=', inSchool.swimmer_id)
      .execute()
    expect(await searchOne()).toMatchObject({ coachID: null, coachName: null })

    // Every row of a long search agrees with the swimmers' running groups, read on their own.
    const rows = await found(admin, { year: schoolCoach.year, userSite: 'all' })
    const groups = await findRunningGroups(
      db(),
      rows.map((row) => row.swimmerID),
      today,
    )
    const latest = new Map<number, { coachID: number; coachName: string }>()
    for (const group of groups) {
      if (!latest.has(group.swimmer_id))
        latest.set(group.swimmer_id, { coachID: group.coach_id, coachName: group.coach_name })
    }
    expect(latest.size).toBeGreaterThan(0)
    for (const row of rows) {
      expect({ swimmer: row.swimmerID, coachID: row.coachID, coachName: row.coachName }).toEqual({
        swimmer: row.swimmerID,
        coachID: latest.get(row.swimmerID)?.coachID ?? null,
        coachName: latest.get(row.swimmerID)?.coachName ?? null,
      })
    }
  })

  it('returns at most SEARCH_LIMIT swimmers, in id order', async () => {
    const rows = await found(admin, { fullName: 'a', userSite: 'all' })
    expect(rows.length).toBeLessThanOrEqual(SEARCH_LIMIT)
    expect(rows.map((row) => row.swimmerID)).toEqual([...rows.map((row) => row.swimmerID)].sort((a, b) => a - b))
  })

  it('asks for a search value and names a bad field', async () => {
    for (const payload of [{}, { fullName: '  ' }, { swimmerID: '', year: null }, { userID: 2 }]) {
      const response = await search(cashier, { ...payload, userSite: CLUB_13 })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('Please enter a search value')
    }
    const bad = await search(cashier, { swimmerID: 'abc', userSite: CLUB_13 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual({ swimmerID: 'Swimmer ID must be a number' })
    expect((await search(cashier, { year: 20, userSite: CLUB_13 })).json().errors).toEqual({
      year: 'Year must be a four-digit year',
    })
  })

  it('needs a signed-in user with Swimmers management', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/swimmers/search',
      payload: { fullName: 'a', userSite: CLUB_13 },
    })
    expect(anonymous.statusCode).toBe(401)
    const coachManager = await login(t.app, NO_SWIMMERS)
    const refused = await search(coachManager, { fullName: 'a', userSite: 'all' })
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
          // Nor a sort: the posting list can hand the matches over in id order (at 1M the planner picks this itself).
          await sql`set local enable_sort = off`.execute(trx)
          await sql`analyze swimmers, swimmer_name_trigrams`.execute(trx)
          // The walk the repository runs (migration 0017): the fragment's rarest trigram's postings in id order.
          const { rows } = await sql<{ 'QUERY PLAN': string }>`explain
            select s.id from swimmers s join swimmer_name_trigrams t1 on t1.swimmer_id = s.id and t1.trigram = 'hme'
            where swimmer_name_key_contains(s.name_key, ${'%hmed%'}) and s.deleted_at is null
              and exists (select 1 from swimmer_name_trigrams t where t.trigram = 'med' and t.swimmer_id = t1.swimmer_id)
            order by t1.swimmer_id limit 200`.execute(trx)
          return rows.map((row) => row['QUERY PLAN']).join('\n')
        })
      expect(plan).toMatch(/Index Only Scan using swimmer_name_trigrams_pkey on swimmer_name_trigrams t1/)
      expect(plan).toMatch(/Index Scan using swimmers_pkey on swimmers s/)
      expect(plan).not.toMatch(/Seq Scan|Sort/)
    } else {
      const { rows } = await sql<{ detail: string }>`explain query plan
        select id from swimmers where id in (select rowid from swimmers_name_key_fts where swimmers_name_key_fts match ${'"hmed"'})`.execute(
        db(),
      )
      const plan = rows.map((row) => row.detail).join('\n')
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/)
      expect(plan).not.toMatch(/SCAN swimmers\b/)
    }
  })
})
