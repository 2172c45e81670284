import type { CompiledQuery, QueryExecutor } from 'kysely'
import { SITES } from '@contract/lookups'
import { buildTestApp, login, type TestApp } from '../../helper'
import { get } from '../../routes/schools-fixtures'

// Issue 14, scale: a warm week (its sessions made by an earlier call) and a roster are read with a fixed number of
// index-served statements, whatever the number of groups, sessions or swimmers — nothing written, no transaction,
// no statement per group or per session. Every statement the app runs is recorded as it reaches the database.

interface Session {
  sessionID: number
  groupID: number
  enrolled: number
}

/** Statements other than the sign-in session's lookup (auth_sessions), which every request makes. */
const ownStatements = (sqls: string[]) => sqls.filter((text) => !/\bauth_sessions\b/.test(text))

describe("the academy week's statements per request", () => {
  let t: TestApp
  let admin: string
  let recorded: string[] = []
  let transactions = 0
  const restore: Array<() => void> = []

  /** The statements (and transactions) one request makes. */
  const statementsOf = async (url: string) => {
    recorded = []
    transactions = 0
    const response = await get(t, admin, url)
    expect(response.statusCode).toBe(200)
    return { body: response.json<unknown>(), sqls: ownStatements(recorded), transactions }
  }

  const week = (site: number) => `/api/timetable?site=${site}&from=2026-11-23&to=2026-11-29`

  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, 1)
    const db = t.database.db
    // Every statement goes through a query executor (transactions' too): the executors share this prototype.
    const executorBase = Object.getPrototypeOf(Object.getPrototypeOf(db.getExecutor())) as QueryExecutor
    const executeQuery = executorBase.executeQuery
    executorBase.executeQuery = function (this: QueryExecutor, query: CompiledQuery, ...rest: unknown[]) {
      recorded.push(query.sql)
      return (executeQuery as (...args: unknown[]) => ReturnType<QueryExecutor['executeQuery']>).call(
        this,
        query,
        ...rest,
      )
    } as QueryExecutor['executeQuery']
    restore.push(() => (executorBase.executeQuery = executeQuery))
    const transaction = db.transaction.bind(db)
    db.transaction = () => {
      transactions += 1
      return transaction()
    }
    restore.push(() => (db.transaction = transaction))
  }, 60_000)
  afterAll(async () => {
    for (const undo of restore) undo()
    await t.close()
  })

  it('a warm week: no writes, no transaction, one read of the sessions, the same statements for any site', async () => {
    const counts: Array<{ site: number; sessions: number; groups: number; statements: number }> = []
    for (const site of SITES.map((item) => item.code)) {
      const cold = await statementsOf(week(site))
      const warm = await statementsOf(week(site))
      expect(warm.body).toEqual(cold.body)
      const sessions = warm.body as Session[]
      if (sessions.length === 0) continue
      expect(warm.transactions).toBe(0)
      expect(warm.sqls.filter((text) => /^\s*(insert|update|delete)\b/i.test(text))).toEqual([])
      expect(warm.sqls.filter((text) => /\bfrom "class_sessions"/.test(text))).toHaveLength(1)
      counts.push({
        site,
        sessions: sessions.length,
        groups: new Set(sessions.map((session) => session.groupID)).size,
        statements: warm.sqls.length,
      })
    }
    // Sites with few and with many groups: the demo academy has both.
    const groups = counts.map((count) => count.groups)
    expect(Math.max(...groups)).toBeGreaterThan(2 * Math.min(...groups))
    // Schools, pre-teams, and the sessions with their enrolled swimmers (migration 0020), guests, substitutes and
    // closures.
    expect(new Set(counts.map((count) => count.statements))).toEqual(new Set([3]))
  })

  it('a roster: the same statements for a full session as for a small one, nothing written', async () => {
    const sessions = (await statementsOf(week(SITES[0].code))).body as Session[]
    const byEnrolled = [...sessions].sort((a, b) => a.enrolled - b.enrolled)
    const smallest = byEnrolled[0]
    const fullest = byEnrolled[byEnrolled.length - 1]
    expect(fullest.enrolled).toBeGreaterThan(smallest.enrolled)
    const statements = []
    for (const session of [smallest, fullest]) {
      await statementsOf(`/api/sessions/${session.sessionID}`)
      const warm = await statementsOf(`/api/sessions/${session.sessionID}`)
      expect(warm.transactions).toBe(0)
      expect(warm.sqls.filter((text) => /^\s*(insert|update|delete)\b/i.test(text))).toEqual([])
      expect((warm.body as { roster: unknown[] }).roster.length).toBe(session.enrolled)
      statements.push(warm.sqls.length)
    }
    // The session with its facts and closure, its group, the enrolled swimmers, the guests, the marks and (issue 28)
    // the roster's alerts.
    expect(statements).toEqual([6, 6])
  })
})
