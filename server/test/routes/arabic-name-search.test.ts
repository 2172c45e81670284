import { sql } from 'kysely'
import type { SwimmerSummary } from '@contract/swimmers'
import { FEATURED_ARABIC_BOYS, FEATURED_ARABIC_SWIMMERS } from '../../src/db/seed/demo-academy'
import { nameKey } from '../../src/lib/name-key'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, EGYPT, NO_SWIMMERS, SMART_WAY, addSwimmer } from './swimmers-fixtures'

// Arabic names found however they are typed (issue 16): swimmers, coaches (the school and pre-team searches by the
// coach's name) and users (Settings, a site's users by name). Each spelling rule of lib/name-key.ts, both ways: the
// name stored one way is found typed the other. Latin names behave as before, and the swimmer search is index-served.

/** A name as stored, and how staff might type it instead. */
const RULES: Array<{ rule: string; stored: string; typed: string[] }> = [
  { rule: 'alef forms', stored: 'إسراء أحمد آمال ٱلسيد', typed: ['اسراء احمد امال السيد', 'أسراء', 'آمال السيد'] },
  { rule: 'alef forms, stored plain', stored: 'اسماء ابراهيم', typed: ['أسماء إبراهيم', 'آسماء'] },
  { rule: 'taa marbuta', stored: 'فاطمة حمزة', typed: ['فاطمه حمزه', 'فاطمة حمزه'] },
  { rule: 'taa marbuta, stored as haa', stored: 'طلحه عبيده', typed: ['طلحة عبيدة'] },
  { rule: 'alef maqsura', stored: 'هدى مصطفى', typed: ['هدي مصطفي', 'هدى مصطفي'] },
  { rule: 'alef maqsura, stored as yaa', stored: 'منتهي يحيي', typed: ['منتهى يحيى'] },
  { rule: 'tatweel', stored: 'محمـــود سامـي', typed: ['محمود سامي', 'مـحـمـود'] },
  { rule: 'diacritics', stored: 'مُحَمَّد عَلِيّ رَحْمٰن', typed: ['محمد علي رحمن', 'عَلي'] },
  { rule: 'diacritics typed', stored: 'زينب صبري', typed: ['زَيْنَب صَبْري'] },
]

describe('Arabic names found however they are typed', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  let manager: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    cashier = await login(t.app, CASHIER)
    manager = await login(t.app, NO_SWIMMERS) // the coaches manager: pre-teams and coaches at Smart Way
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const searchSwimmers = async (fullName: string, userSite: number | 'all' = CLUB_13) => {
    const response = await injectAs(t.app, cashier, {
      method: 'POST',
      url: '/api/swimmers/search',
      payload: { fullName, userSite },
    })
    expect(response.statusCode).toBe(200)
    return response.json<SwimmerSummary[]>()
  }
  /** Every row found really holds the typed text, however spelled; the ids found. */
  const idsFound = (rows: Array<{ id: number; name: string }>, typed: string) => {
    for (const row of rows) expect(nameKey(row.name)).toContain(nameKey(typed))
    return rows.map((row) => row.id)
  }

  describe('swimmers', () => {
    it.each(RULES)('$rule: "$stored" is found as typed', async ({ stored, typed }) => {
      const id = await addSwimmer(t, cashier, { fullName: stored })
      for (const text of typed) {
        const rows = await searchSwimmers(text)
        expect({
          text,
          ids: idsFound(
            rows.map((r) => ({ id: r.swimmerID, name: r.fullName })),
            text,
          ),
        }).toEqual({
          text,
          ids: expect.arrayContaining([id]),
        })
        expect(rows.find((row) => row.swimmerID === id)?.fullName).toBe(stored)
      }
    })

    it('finds a renamed swimmer by the new name only, however typed', async () => {
      const id = await addSwimmer(t, cashier, { fullName: 'نادية كمال' })
      const renamed = await injectAs(t.app, cashier, {
        method: 'PUT',
        url: '/api/swimmers/update',
        payload: {
          swimmerID: id,
          fullName: 'رقية مرتضى',
          year: 2016,
          level: 12,
          site: CLUB_13,
          parentPhone: '01012345678',
          parentEmail: 'parent@example.com',
        },
      })
      expect(renamed.statusCode).toBe(200)
      expect((await searchSwimmers('رقيه مرتضي')).map((row) => row.swimmerID)).toEqual([id])
      expect((await searchSwimmers('ناديه كمال')).map((row) => row.swimmerID)).not.toContain(id)
    })

    it('finds the demo swimmers with known Arabic names at Smart Way, Club 13 and Egypt, typed plainly', async () => {
      const atSmartWay = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/swimmers/search',
        payload: { fullName: 'اسراء محمود', userSite: SMART_WAY },
      })
      expect(atSmartWay.json<SwimmerSummary[]>().map((row) => row.fullName)).toEqual([FEATURED_ARABIC_SWIMMERS[61]])
      expect((await searchSwimmers('ايه عبد الرحمن')).map((row) => row.fullName)).toEqual([
        FEATURED_ARABIC_SWIMMERS[62],
      ])
      expect((await searchSwimmers('اسراء')).map((row) => row.fullName)).not.toContain(FEATURED_ARABIC_SWIMMERS[61])
      // The boys: 'احمد' typed without its hamza finds each main site's first boy (and only أحمد names).
      for (const site of [SMART_WAY, CLUB_13, EGYPT]) {
        const response = await injectAs(t.app, admin, {
          method: 'POST',
          url: '/api/swimmers/search',
          payload: { fullName: 'احمد', userSite: site },
        })
        const names = response.json<SwimmerSummary[]>().map((row) => row.fullName)
        expect(names).toContain(FEATURED_ARABIC_BOYS[site])
        for (const name of names) expect(name).toContain('أحمد')
      }
    })

    it('keeps Latin and mixed names as before: case-insensitive, and one script never matches the other', async () => {
      const mixed = await addSwimmer(t, cashier, { fullName: 'Omar عمر Ezzat' })
      const latin = await addSwimmer(t, cashier, { fullName: 'Quentin Xylophone' })
      expect((await searchSwimmers('XYLOPH')).map((row) => row.swimmerID)).toEqual([latin])
      expect((await searchSwimmers('xylophone')).map((row) => row.swimmerID)).toEqual([latin])
      expect((await searchSwimmers('omar عمر')).map((row) => row.swimmerID)).toEqual([mixed])
      expect((await searchSwimmers('عمر ezz')).map((row) => row.swimmerID)).toEqual([mixed])
      const arabicOnly = await searchSwimmers('عمر')
      expect(arabicOnly.map((row) => row.swimmerID)).toContain(mixed)
      for (const row of arabicOnly) expect(row.fullName).toMatch(/عمر/)
      for (const row of await searchSwimmers('Omar')) expect(row.fullName.toLowerCase()).toContain('omar')
      // Two letters (shorter than a trigram): the bounded LIKE, on the key too.
      expect((await searchSwimmers('إس')).length).toBeGreaterThan(0)
      for (const row of await searchSwimmers('إس')) expect(nameKey(row.fullName)).toContain('اس')
    })

    it('keeps every stored key in step with the name, the demo data included', async () => {
      for (const table of ['swimmers', 'coaches', 'users'] as const) {
        const rows = await db().selectFrom(table).select(['id', 'full_name', 'name_key']).execute()
        const wrong = rows.filter((row) => row.name_key !== nameKey(row.full_name))
        expect({ table, wrong }).toEqual({ table, wrong: [] })
      }
      const arabic = await db().selectFrom('swimmers').select('full_name').execute()
      const share = arabic.filter((row) => /[\u0600-\u06ff]/.test(row.full_name)).length / arabic.length
      expect(share).toBeGreaterThan(0.2)
    })
  })

  describe('coaches', () => {
    /** The first running school or pre-team of a site, with its coach. */
    const firstRunning = (table: 'schools' | 'preteams', site: number) =>
      db()
        .selectFrom(table)
        .select(['id', 'coach_id'])
        .where('site', '=', site)
        .where('end_date', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    const rename = async (token: string, coachID: number, coachName: string) => {
      const response = await injectAs(t.app, token, {
        method: 'PUT',
        url: '/api/coaches/update',
        payload: { coachID, coachName },
      })
      expect(response.statusCode).toBe(200)
    }

    it.each(RULES)(
      '$rule: the schools of coach "$stored" are found by the name as typed',
      async ({ stored, typed }) => {
        const school = await firstRunning('schools', CLUB_13)
        await rename(admin, school.coach_id, stored)
        for (const text of typed) {
          const response = await injectAs(t.app, cashier, {
            method: 'POST',
            url: '/api/schools/search',
            payload: { fullName: text, userSite: CLUB_13 },
          })
          expect(response.statusCode).toBe(200)
          const rows = response.json<Array<{ schoolID: number; coachName: string }>>()
          expect({
            text,
            ids: idsFound(
              rows.map((r) => ({ id: r.schoolID, name: r.coachName })),
              text,
            ),
          }).toEqual({
            text,
            ids: expect.arrayContaining([school.id]),
          })
        }
      },
    )

    it.each(RULES)(
      '$rule: the pre-teams of coach "$stored" are found by the name as typed',
      async ({ stored, typed }) => {
        const squad = await firstRunning('preteams', SMART_WAY)
        await rename(manager, squad.coach_id, stored)
        for (const text of typed) {
          const response = await injectAs(t.app, manager, {
            method: 'POST',
            url: '/api/preteam/search',
            payload: { searchType: 'Full Name', searchValue: text, userSite: SMART_WAY },
          })
          expect(response.statusCode).toBe(200)
          const rows = response.json<Array<{ pTeamID: number; coachName: string }>>()
          expect({ text, ids: rows.map((row) => row.pTeamID) }).toEqual({
            text,
            ids: expect.arrayContaining([squad.id]),
          })
          for (const row of rows) expect(nameKey(row.coachName)).toContain(nameKey(text))
        }
      },
    )

    it('keeps the coach search Latin as before', async () => {
      const school = await firstRunning('schools', CLUB_13)
      await rename(admin, school.coach_id, 'Ramez Galal')
      const response = await injectAs(t.app, cashier, {
        method: 'POST',
        url: '/api/schools/search',
        payload: { fullName: 'MEZ GAL', userSite: CLUB_13 },
      })
      expect(response.json<Array<{ schoolID: number }>>().map((row) => row.schoolID)).toContain(school.id)
    })
  })

  describe('users', () => {
    const usersNamed = async (name: string, site = CLUB_13) => {
      const response = await injectAs(t.app, admin, {
        method: 'GET',
        url: `/api/users/summary?site=${site}&name=${encodeURIComponent(name)}`,
      })
      expect(response.statusCode).toBe(200)
      return response.json<Array<{ userId: number; fullName: string }>>()
    }

    it.each(RULES)('$rule: user "$stored" is found by the name as typed', async ({ stored, typed }) => {
      const created = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/users/create',
        payload: { fullName: stored, site: CLUB_13, userTypeId: 72, password: 'desk-password-1', disabled: false },
      })
      expect(created.statusCode).toBe(200)
      const { userId } = created.json<{ userId: number }>()
      for (const text of typed) {
        const rows = await usersNamed(text)
        expect({
          text,
          ids: idsFound(
            rows.map((r) => ({ id: r.userId, name: r.fullName })),
            text,
          ),
        }).toEqual({
          text,
          ids: expect.arrayContaining([userId]),
        })
      }
    })

    it('finds a renamed user by the new name; a name nobody has is an empty list; no name lists everyone', async () => {
      const created = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/users/create',
        payload: { fullName: 'Sara Desk', site: CLUB_13, userTypeId: 72, password: 'desk-password-1', disabled: false },
      })
      const { userId } = created.json<{ userId: number }>()
      const renamed = await injectAs(t.app, admin, {
        method: 'PUT',
        url: '/api/users/update',
        payload: { userId, fullName: 'سارة الشناوي', site: CLUB_13, userTypeId: 72, disabled: false },
      })
      expect(renamed.statusCode).toBe(200)
      expect((await usersNamed('ساره الشناوي')).map((row) => row.userId)).toEqual([userId])
      expect(await usersNamed('sara desk')).toEqual([])
      expect((await usersNamed('SARA')).map((row) => row.userId)).not.toContain(userId)
      const everyone = await injectAs(t.app, admin, { method: 'GET', url: `/api/users/summary?site=${CLUB_13}` })
      expect(everyone.json<Array<{ userId: number }>>().map((row) => row.userId)).toContain(userId)
      const blank = await injectAs(t.app, admin, { method: 'GET', url: `/api/users/summary?site=${CLUB_13}&name=%20` })
      expect(blank.json<Array<{ userId: number }>>().map((row) => row.userId)).toContain(userId)
      const tooLong = await injectAs(t.app, admin, {
        method: 'GET',
        url: `/api/users/summary?site=${CLUB_13}&name=${'ا'.repeat(101)}`,
      })
      expect(tooLong.statusCode).toBe(400)
      expect(Object.keys(tooLong.json().errors)).toEqual(['name'])
    })
  })

  describe('query plans', () => {
    const key = nameKey('اسراء محمود')

    it('serves an Arabic name search from the trigram index of the search keys', async () => {
      if (usingPostgres) {
        const plan = await db()
          .transaction()
          .execute(async (trx) => {
            // With a few hundred rows the planner would rightly scan; forbid that to see that the index can serve.
            await sql`set local enable_seqscan = off`.execute(trx)
            // Nor a sort: the posting list can hand the matches over in id order (at 1M the planner picks this itself).
            await sql`set local enable_sort = off`.execute(trx)
            await sql`analyze swimmers, swimmer_name_trigrams`.execute(trx)
            // The walk the repository runs (migration 0017): a trigram's postings in id order, another merged in.
            const { rows } = await sql<{ 'QUERY PLAN': string }>`explain
              select s.id from swimmers s join swimmer_name_trigrams t1 on t1.swimmer_id = s.id and t1.trigram = 'سرا'
              where swimmer_name_key_contains(s.name_key, ${`%${key}%`}) and s.deleted_at is null
                and exists (select 1 from swimmer_name_trigrams t where t.trigram = 'حمو' and t.swimmer_id = t1.swimmer_id)
              order by t1.swimmer_id limit 200`.execute(trx)
            return rows.map((row) => row['QUERY PLAN']).join('\n')
          })
        expect(plan).toMatch(/Index Only Scan using swimmer_name_trigrams_pkey on swimmer_name_trigrams t1/)
        expect(plan).toMatch(/Index Scan using swimmers_pkey on swimmers s/)
        expect(plan).not.toMatch(/Seq Scan|Sort/)
        // The split reads Arabic letters whatever the database's locale: every three characters of the key, spaces
        // included (اسراء محمود: 9 distinct).
        const trigrams = await sql<{ n: number }>`select count(*) as n from swimmer_name_trigrams_of(${key})`.execute(
          db(),
        )
        expect(Number(trigrams.rows[0].n)).toBe(9)
      } else {
        const { rows } = await sql<{ detail: string }>`explain query plan
          select s.id from swimmers s join swimmers_name_key_fts f on f.rowid = s.id
          where f.swimmers_name_key_fts match ${`"${key}"`} and s.deleted_at is null
          order by f.rowid limit 200`.execute(db())
        const plan = rows.map((row) => row.detail).join('\n')
        expect(plan).toMatch(/SCAN f VIRTUAL TABLE INDEX/)
        expect(plan).toMatch(/SEARCH s USING INTEGER PRIMARY KEY/)
        expect(plan).not.toMatch(/SCAN s\b/)
      }
    })

    it('has one index over the keys and none left over the raw names', async () => {
      if (usingPostgres) {
        // The trigram postings of migration 0017 replaced the GIN index of 0015; none over the raw names either.
        const { rows } = await sql<{ indexname: string; indexdef: string }>`
          select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'swimmers'
            and indexdef like '%gin%'`.execute(db())
        expect(rows).toEqual([])
        const postings = await sql<{ indexdef: string }>`
          select indexdef from pg_indexes where schemaname = current_schema()
            and indexname = 'swimmer_name_trigrams_pkey'`.execute(db())
        expect(postings.rows[0].indexdef).toMatch(/\(trigram, swimmer_id\)/)
        // The planner's finer picture of the keys, so a common Arabic fragment is estimated as such.
        const target = await sql<{ n: number }>`
          select attstattarget as n from pg_attribute
          where attrelid = ${sql.lit('swimmers')}::regclass and attname = 'name_key'`.execute(db())
        expect(Number(target.rows[0].n)).toBe(1000)
      } else {
        const { rows } = await sql<{ name: string }>`
          select name from sqlite_master where name like 'swimmers_name%' and type in ('table', 'trigger')
          order by name`.execute(db())
        expect(rows.map((row) => row.name)).toEqual(
          expect.arrayContaining([
            'swimmers_name_key_fts',
            'swimmers_name_key_fts_delete',
            'swimmers_name_key_fts_insert',
            'swimmers_name_key_fts_update',
          ]),
        )
        expect(rows.map((row) => row.name).filter((name) => name.startsWith('swimmers_name_fts'))).toEqual([])
      }
    })
  })
})
