import { CompiledQuery } from 'kysely'
import { SWIMMER_LIST_SORTS, type SwimmerListResponse, type SwimmerListRow } from '@contract/swimmers'
import { swimmerPageStatement } from '../../src/domains/swimmers/swimmer-list.repository'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, NO_SWIMMERS, SMART_WAY, addSwimmer } from './swimmers-fixtures'

// Issue 27, "Finding people": the swimmer search can list every swimmer of the chosen site page by page, sorted by a
// column the desk picks. Pages are keyset ranges of one index each (migration 0034): never the whole table.

const SITE = 64
const INDEX_OF = { fullName: 'name', birthDate: 'birth', level: 'level' } as const

describe('POST /swimmers/list', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    cashier = await login(t.app, CASHIER)
    // A few more swimmers at a small site: names that sort apart by case, shared birth dates and levels (ties).
    const add = (fullName: string, birthDate: string, startLevel: number) =>
      addSwimmer(t, admin, { site: SITE, fullName, birthDate, startLevel, userID: 1, club: 87 })
    await add('aaron List Ahmed', '2015-03-01', 13)
    await add('Aaron List Badr', '2015-03-01', 12)
    await add('Zeyad List Omar', '2012-07-19', 16)
    await add('Mona List Said', '2018-01-30', 12)
    // Enough for three pages of ten.
    for (let i = 1; i <= 18; i += 1)
      await add(`Paged Swimmer ${String(i).padStart(2, '0')}`, `2014-0${(i % 9) + 1}-1${i % 10}`, 15)
  })
  afterAll(() => t.close())

  const list = (payload: object, token = admin, headers: Record<string, string> = {}) =>
    injectAs(t.app, token, { method: 'POST', url: '/api/swimmers/list', payload, headers })

  /** The site's swimmers as the database orders them: the order every walk through the pages must give. */
  const expected = async (sort: (typeof SWIMMER_LIST_SORTS)[number], order: 'asc' | 'desc') => {
    const column = { swimmerID: 'id', fullName: 'name_key', birthDate: 'birth_date', level: 'current_level' }[sort]
    let query = t.database.db
      .selectFrom('swimmers')
      .select('id')
      .where('site', '=', SITE)
      .where('deleted_at', 'is', null)
    if (column !== 'id') query = query.orderBy(column as 'name_key', order)
    return (await query.orderBy('id', order).execute()).map((row) => row.id)
  }

  /** Every page, following each page's `next`. */
  const walk = async (sort: string, order: string, pageSize: number) => {
    const pages: SwimmerListRow[][] = []
    let after: SwimmerListResponse['next'] = null
    do {
      const response = await list({ userSite: SITE, sort, order, pageSize, after })
      expect(response.statusCode).toBe(200)
      const page = response.json<SwimmerListResponse>()
      pages.push(page.rows)
      after = page.next
    } while (after && pages.length < 100)
    return pages
  }

  it('lists the first page by ID with where the next page starts', async () => {
    const response = await list({ userSite: SITE, pageSize: 10 })
    expect(response.statusCode).toBe(200)
    const page = response.json<SwimmerListResponse>()
    expect(page.rows).toHaveLength(10)
    expect(page.rows.every((row) => row.site === SITE)).toBe(true)
    expect(page.rows.map((row) => row.swimmerID)).toEqual((await expected('swimmerID', 'asc')).slice(0, 10))
    expect(page.next).toEqual({ value: page.rows[9]!.swimmerID, swimmerID: page.rows[9]!.swimmerID })
    expect(page.rows[0]).toEqual(
      expect.objectContaining({
        fullName: expect.any(String),
        birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        levelName: expect.any(String),
        siteName: expect.any(String),
      }),
    )
  })

  it.each(SWIMMER_LIST_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))(
    'walks every page sorted by %s (%s): each swimmer of the site once, in order, the last page without a next',
    async (sort, order) => {
      const pages = await walk(sort, order, 10)
      const ids = pages.flat().map((row) => row.swimmerID)
      expect(ids).toEqual(await expected(sort, order))
      expect(pages.slice(0, -1).every((page) => page.length === 10)).toBe(true)
      expect(pages.at(-1)!.length).toBeLessThanOrEqual(10)
    },
  )

  it('orders by birth date and level as the desk reads them, ties by ID', async () => {
    const byBirth = (await walk('birthDate', 'asc', 100)).flat()
    const dates = byBirth.map((row) => row.birthDate)
    expect(dates).toEqual([...dates].sort())
    const byLevel = (await walk('level', 'desc', 100)).flat()
    const levels = byLevel.map((row) => row.currentLevel)
    expect(levels).toEqual([...levels].sort((a, b) => b - a))
    const aarons = byBirth.filter((row) => row.fullName.toLowerCase().startsWith('aaron list'))
    expect(aarons.map((row) => row.fullName)).toEqual(['aaron List Ahmed', 'Aaron List Badr'])
  })

  it('leaves out a deleted swimmer', async () => {
    const id = await addSwimmer(t, admin, { site: SITE, fullName: 'Deleted List Swimmer', userID: 1 })
    expect((await walk('swimmerID', 'desc', 10))[0]!.map((row) => row.swimmerID)).toContain(id)
    await t.database.db
      .updateTable('swimmers')
      .set({ deleted_at: '2026-11-01T00:00:00Z' })
      .where('id', '=', id)
      .execute()
    expect((await walk('swimmerID', 'desc', 10)).flat().map((row) => row.swimmerID)).not.toContain(id)
  })

  it('refuses bad paging in words naming the field, in Arabic too', async () => {
    const refused = async (payload: object, field: string, text: string) => {
      const response = await list({ userSite: SITE, ...payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual({ [field]: text })
    }
    await refused({ sort: 'parentPhone' }, 'sort', 'Sort by must be swimmer ID, full name, birth date or level')
    await refused({ order: 'up' }, 'order', 'Order must be ascending or descending')
    await refused({ pageSize: 1000 }, 'pageSize', 'Rows per page must be 10, 25, 50 or 100')
    await refused(
      { sort: 'fullName', after: { value: 12, swimmerID: 5 } },
      'after',
      'The page asked for is not valid: go back to the first page',
    )
    await refused(
      { after: { value: 'x', swimmerID: 'five' } },
      'after.swimmerID',
      'The page asked for is not valid: go back to the first page',
    )
    const arabic = await list({ userSite: SITE, pageSize: 7 }, admin, { 'accept-language': 'ar' })
    expect(arabic.statusCode).toBe(400)
    expect(arabic.json().errors).toEqual({ pageSize: 'عدد الصفوف في الصفحة لازم يكون 10 أو 25 أو 50 أو 100' })
  })

  it("lists only a site of the user's, and only with Swimmers management", async () => {
    expect((await list({ userSite: SMART_WAY }, cashier)).statusCode).toBe(403)
    expect((await list({ userSite: CLUB_13 }, cashier)).statusCode).toBe(200)
    const coaches = await login(t.app, NO_SWIMMERS)
    expect((await list({ userSite: SMART_WAY }, coaches)).statusCode).toBe(403)
  })

  // At 1,000,000 swimmers a page must be one index range: never a scan of the swimmers, never a sort of a site.
  it.each(SWIMMER_LIST_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))(
    'reads a page sorted by %s (%s) along an index, on this engine',
    async (sort, order) => {
      const after = { value: sort === 'swimmerID' || sort === 'level' ? 12 : '2015-01-01', swimmerID: 100 }
      for (const position of [undefined, after]) {
        const statement = swimmerPageStatement(t.database.db, {
          site: SITE,
          sort,
          order,
          limit: 26,
          after: position,
          today: '2026-11-28',
        }).compile()
        const plan = usingPostgres
          ? await t.database.db.transaction().execute(async (trx) => {
              // With a few hundred rows the planner would rightly scan; forbid that to see which index serves.
              await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'))
              const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
                CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
              )
              return rows.map((row) => row['QUERY PLAN']).join('\n')
            })
          : (
              await t.database.db.executeQuery<{ detail: string }>(
                CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
              )
            ).rows
              .map((row) => row.detail)
              .join('\n')
        const index = sort === 'swimmerID' ? 'swimmers_site' : `swimmers_site_${INDEX_OF[sort]}`
        const where = `${sort} ${order}${position ? ' after a row' : ''}`
        if (usingPostgres) {
          // The page is the index range under the limit: no Sort of the site's rows, no scan of the table.
          expect({ where, plan }).toEqual({
            where,
            plan: expect.stringMatching(
              new RegExp(
                `^Limit .*\\n\\s+->\\s+Nested Loop Left Join .*\\n\\s+->\\s+Index Scan (Backward )?using ${index} on swimmers s `,
              ),
            ),
          })
          if (position) expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(site = \\S+\\) AND \\(`))
          expect(plan).not.toMatch(/Seq Scan on swimmers/)
        } else {
          // The first step reads the site's part of the index (from the previous page's row); a temporary b-tree
          // (a sort) is only the coach's subquery of each row, after it.
          const [first] = plan.split('\n')
          expect({ where, first }).toEqual({
            where,
            first: position
              ? expect.stringMatching(new RegExp(`^SEARCH s USING INDEX ${index} \\(site=\\? AND \\w+[<>]\\?\\)$`))
              : `SEARCH s USING INDEX ${index} (site=?)`,
          })
          expect(plan.slice(0, plan.indexOf('CORRELATED'))).not.toMatch(/TEMP B-TREE|SCAN s\b/)
        }
      }
    },
  )
})
