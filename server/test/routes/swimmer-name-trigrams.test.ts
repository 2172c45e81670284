import { sql } from 'kysely'
import type { SwimmerSummary } from '@contract/swimmers'
import { SEARCH_LIMIT } from '@contract/swimmers'
import { updateSwimmerIfUnchanged } from '../../src/domains/swimmers/swimmers.repository'
import { trigramCounts, trigramsOf } from '../../src/domains/swimmers/trigram-counts.repository'
import { nameKey, nameKeyContains } from '../../src/lib/name-key'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import { CASHIER, CLUB_13, addSwimmer } from './swimmers-fixtures'

// PostgreSQL's name search walks a trigram posting list in id order (migration 0017). The postings and their
// counters are kept by a trigger on swimmers, so they must equal a split of every stored key after any write; and
// the search must find exactly what a plain LIKE over the keys finds (same rows, same order, same page size), on
// both engines.

describe('name search: trigram postings and results', () => {
  let t: TestApp
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())
  const db = () => t.database.db

  const search = async (fullName: string) => {
    const response = await injectAs(t.app, cashier, {
      method: 'POST',
      url: '/api/swimmers/search',
      payload: { fullName, userSite: CLUB_13 },
    })
    expect(response.statusCode).toBe(200)
    return response.json<SwimmerSummary[]>().map((row) => row.swimmerID)
  }

  /** What a plain LIKE over every stored key finds, in id order, a page at most. */
  const plainLike = async (fullName: string) => {
    const { rows } = await sql<{ id: number }>`
      select id from swimmers where site = ${CLUB_13} and deleted_at is null
        and name_key like ${nameKeyContains(fullName)} escape '\\'
      order by id limit ${SEARCH_LIMIT}`.execute(db())
    return rows.map((row) => Number(row.id))
  }

  /** PostgreSQL: postings and counters that differ from a split of every stored key (none when in step). */
  const outOfStep = async () => {
    const postings = await sql<{ n: number }>`
      select count(*) as n from (
        (select trigram, swimmer_id from swimmer_name_trigrams
          except all
         select t, s.id from swimmers s cross join swimmer_name_trigrams_of(s.name_key) as t)
        union all
        (select t, s.id from swimmers s cross join swimmer_name_trigrams_of(s.name_key) as t
          except all
         select trigram, swimmer_id from swimmer_name_trigrams)
      ) as d`.execute(db())
    const counters = await sql<{ n: number }>`
      select count(*) as n from (
        select trigram, count(*) as swimmers from swimmer_name_trigrams group by trigram
        except
        select trigram, swimmers from swimmer_name_trigram_counts where swimmers <> 0
      ) as d`.execute(db())
    return { postings: Number(postings.rows[0].n), counters: Number(counters.rows[0].n) }
  }

  const fragments = ['ssa', 'ahm', 'a', 'mo', 'rollos osa', 'احم', 'حمزه ابراهيم', 'محمد', 'a b', '100%', 'zzz']

  it('finds exactly what a plain LIKE over the keys finds, page size included', async () => {
    // More than a page of one fragment, so the limit and the order are both tested.
    for (let i = 0; i < SEARCH_LIMIT + 5; i++) {
      await addSwimmer(t, cashier, { fullName: `Vanessa Trigram ${i}`, site: CLUB_13 })
    }
    await addSwimmer(t, cashier, { fullName: 'حمزة إبراهيم سعيد', site: CLUB_13 })
    await addSwimmer(t, cashier, { fullName: 'Carrollos Osama', site: CLUB_13 })
    for (const fragment of [...fragments, 'Vanessa', 'nessa trig']) {
      const expected = await plainLike(fragment)
      expect({ fragment, ids: await search(fragment) }).toEqual({ fragment, ids: expected })
    }
    expect(await search('ssa')).toHaveLength(SEARCH_LIMIT)
  })

  it('keeps the postings in step after create, rename, delete and restore', async () => {
    if (!usingPostgres) return // SQLite: FTS5's own triggers (migration 0015)
    expect(await outOfStep()).toEqual({ postings: 0, counters: 0 })
    const id = await addSwimmer(t, cashier, { fullName: 'Zygmunt Quixby', site: CLUB_13 })
    expect(await outOfStep()).toEqual({ postings: 0, counters: 0 })
    expect(await search('quix')).toEqual([id])

    const renamed = await updateSwimmerIfUnchanged(db(), id, {}, { full_name: 'Zygmunt Wobblecot' })
    expect(renamed).toBe(true)
    expect(await outOfStep()).toEqual({ postings: 0, counters: 0 })
    expect(await search('quix')).toEqual([])
    expect(await search('wobble')).toEqual([id])

    await db().updateTable('swimmers').set({ deleted_at: '2026-01-01 00:00:00' }).where('id', '=', id).execute()
    expect(await search('wobble')).toEqual([])
    await db().updateTable('swimmers').set({ deleted_at: null }).where('id', '=', id).execute()
    expect(await search('wobble')).toEqual([id])

    const other = await addSwimmer(t, cashier, { fullName: 'Ada Wobblecot', site: CLUB_13 })
    const counter = async () => {
      const row = await db()
        .selectFrom('swimmer_name_trigram_counts')
        .select('swimmers')
        .where('trigram', '=', nameKey('obb'))
        .executeTakeFirst()
      return Number(row?.swimmers ?? 0)
    }
    const before = await counter()
    await db().deleteFrom('swimmer_parents').where('swimmer_id', '=', other).execute()
    await db().deleteFrom('swimmer_levels').where('swimmer_id', '=', other).execute()
    await db().deleteFrom('swimmers').where('id', '=', other).execute()
    expect(await counter()).toBe(before - 1)
    expect(await outOfStep()).toEqual({ postings: 0, counters: 0 })
    expect(await search('wobble')).toEqual([id])
  })

  it('splits a key in JavaScript as the stored names are split in SQL', async () => {
    if (!usingPostgres) return
    for (const fragment of [...fragments, 'ab', 'aaaa', 'a😀bc d', 'حمزة إبراهيم']) {
      const key = nameKey(fragment)
      const { rows } = await sql<{ t: string }>`select swimmer_name_trigrams_of(${key}) as t`.execute(db())
      expect({ key, trigrams: trigramsOf(key).sort() }).toEqual({ key, trigrams: rows.map((row) => row.t).sort() })
    }
  })

  it('reads the trigram counters at most every few minutes: they steer the walk, not what is found', async () => {
    if (!usingPostgres) return
    // Later than any search so far (they read with the real clock), so the first call reads the counters.
    const at = Date.now() + 10 * 60_000
    const trigram = nameKey('obb')
    const stored = async () =>
      Number(
        (
          await db()
            .selectFrom('swimmer_name_trigram_counts')
            .select('swimmers')
            .where('trigram', '=', trigram)
            .executeTakeFirst()
        )?.swimmers ?? 0,
      )
    const first = await trigramCounts(db(), [trigram, 'q§q'], at)
    expect(first).toEqual(
      new Map([
        [trigram, await stored()],
        ['q§q', 0],
      ]),
    )
    await addSwimmer(t, cashier, { fullName: 'Bobby Cobbler', site: CLUB_13 })
    const now = await stored()
    expect(now).not.toBe(first.get(trigram))
    expect((await trigramCounts(db(), [trigram], at + 60_000)).get(trigram)).toBe(first.get(trigram))
    expect((await trigramCounts(db(), [trigram], at + 5 * 60_000)).get(trigram)).toBe(now)
    // Whatever the counts say, the search finds what a LIKE finds.
    expect(await search('obbl')).toEqual(await plainLike('obbl'))
  })
})
