import type { CompiledQuery, QueryExecutor } from 'kysely'
import { namedStatement } from '../../src/db/compiled-queries'
import { buildTestApp, login, type TestApp } from '../helper'
import { post } from './schools-fixtures'

// Issue 17: a swimmer search is compiled once per shape — the criteria given, how a name is matched, how many sites —
// so PostgreSQL prepares it by name and plans it once instead of on every search, and two searches of one shape run
// the same SQL text with their own values.

describe('swimmer search statements', () => {
  let t: TestApp
  let admin: string
  let recorded: CompiledQuery[] = []
  let restore: () => void = () => undefined

  /** The statement that reads the search rows (from swimmers) of one search, and its answer. */
  const searchRowOf = async (criteria: Record<string, unknown>) => {
    recorded = []
    const response = await post(t, admin, '/api/swimmers/search', { ...criteria, userSite: 'all' })
    expect(response.statusCode).toBe(200)
    const rows = recorded.filter((query) => /from "swimmers" as "s"/.test(query.sql))
    expect(rows).toHaveLength(1)
    return { query: rows[0]!, found: response.json<Array<{ swimmerID: number; fullName: string }>>() }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    const executorBase = Object.getPrototypeOf(Object.getPrototypeOf(t.database.db.getExecutor())) as QueryExecutor
    const executeQuery = executorBase.executeQuery
    executorBase.executeQuery = function (this: QueryExecutor, query: CompiledQuery, ...rest: unknown[]) {
      recorded.push(query)
      return (executeQuery as (...args: unknown[]) => ReturnType<QueryExecutor['executeQuery']>).call(
        this,
        query,
        ...rest,
      )
    } as QueryExecutor['executeQuery']
    restore = () => (executorBase.executeQuery = executeQuery)
  }, 60_000)
  afterAll(async () => {
    restore()
    await t?.close()
  })

  it('runs one prepared text per shape: two name fragments, two birth years, two ids', async () => {
    for (const [first, second] of [
      [{ fullName: 'ahm' }, { fullName: 'sal' }],
      [{ fullName: 'ha' }, { fullName: 'mo' }],
      [{ year: 2012 }, { year: 2014 }],
      [{ swimmerID: 1 }, { swimmerID: 2 }],
      [
        { year: 2012, fullName: 'ahm' },
        { year: 2013, fullName: 'omar' },
      ],
    ]) {
      const a = await searchRowOf(first)
      const b = await searchRowOf(second)
      expect(b.query.sql).toBe(a.query.sql)
      expect(b.query.parameters).not.toEqual(a.query.parameters)
      // The name PostgreSQL prepares it under (db/create-db.ts): compiled once, not built per request.
      expect(namedStatement(a.query.sql)).toMatch(/^app_q\d+$/)
    }
  })

  it('answers each fragment with its own names', async () => {
    const { found } = await searchRowOf({ fullName: 'ahm' })
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((row) => /ahm/i.test(row.fullName))).toBe(true)
    const other = await searchRowOf({ fullName: 'zzq' })
    expect(other.found).toEqual([])
  })
})
