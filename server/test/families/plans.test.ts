import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely'
import type { Database } from '../../src/db/database'
import {
  findConsents,
  findContacts,
  findFamiliesByPhone,
  findFamilySwimmers,
  findGuardians,
  findMedical,
  findMemberships,
  findOpenInvoices,
  findPayments,
  findPhones,
  findPhotoConsents,
} from '../../src/domains/families/families.repository'
import { searchSwimmers } from '../../src/domains/swimmers/swimmers.repository'
import { findRosterAlerts } from '../../src/domains/sessions/roster-alerts.repository'
import { buildTestApp, usingPostgres, type TestApp } from '../helper'

// The family by phone and the family page's data at a million swimmers (issue 28) rest on indexes: each statement
// behind GET /families?phone= and GET /families/{id}, the swimmer search by number and the roster's alerts is served
// by an index, on both engines (EXPLAIN; on PostgreSQL with sequential scans switched off, since with the demo's few
// hundred rows the planner would rightly scan — this shows that the index can serve).

const BIG_TABLES: readonly string[] = [
  'swimmers',
  'guardian_phones',
  'family_guardians',
  'guardians',
  'guardian_consents',
  'family_contacts',
  'invoices',
  'payments',
  'swimmer_medical',
  'swimmer_photo_consents',
  'swimmer_freezes',
  'session_attendance',
]

describe(`the family's statements are index-served (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  async function planOf(query: CompiledQuery | Compilable): Promise<string> {
    const compiled = 'sql' in query ? query : query.compile()
    const db = t.database.db as Kysely<Database>
    if (usingPostgres) {
      return db.transaction().execute(async (trx) => {
        // Statistics as a running database has them (autovacuum analyzes): without, every table looks empty.
        await sql`analyze swimmers, guardian_phones, family_guardians, guardians`.execute(trx)
        await sql`set local enable_seqscan = off`.execute(trx)
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        )
        return result.rows.map((row) => row['QUERY PLAN']).join('\n')
      })
    }
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    )
    return result.rows.map((row) => row.detail).join('\n')
  }

  /** What reads a whole table: PostgreSQL's sequential scans of the big tables, SQLite's SCAN of a table or index. */
  const scans = (plan: string) =>
    plan.split('\n').filter((line) =>
      usingPostgres
        ? BIG_TABLES.some((table) => new RegExp(`Seq Scan on ${table}\\b`).test(line))
        : // SCAN x is the search row's coach subquery: the union of one swimmer's running enrolments, not a table.
          /^SCAN /.test(line.trim()) && !/SCAN (CONSTANT ROW|x)$/.test(line.trim()),
    )

  /** A database handle that records every statement it runs. */
  function recording() {
    const statements: CompiledQuery[] = []
    const recorder = (t.database.db as Kysely<Database>).withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    })
    const executor = recorder.getExecutor()
    const original = executor.executeQuery.bind(executor)
    Object.assign(executor, {
      executeQuery: (compiled: CompiledQuery) => {
        statements.push(compiled)
        return original(compiled)
      },
    })
    return { recorder, statements }
  }

  it('finds a family by a number through the phone and membership indexes', async () => {
    const plan = await planOf(
      (t.database.db as Kysely<Database>)
        .selectFrom('guardian_phones as p')
        .innerJoin('family_guardians as fg', 'fg.guardian_id', 'p.guardian_id')
        .select(['fg.family_id', 'p.guardian_id'])
        .where('p.phone', '=', '+201001112233')
        .orderBy('fg.family_id')
        .limit(20),
    )
    expect(plan).toMatch(/guardian_phones_phone/)
    expect(plan).toMatch(/family_guardians_guardian|family_guardians_pk|sqlite_autoindex_family_guardians/)
    expect(scans(plan)).toEqual([])
  })

  it("reads the family page's data by index: swimmers, guardians, phones, consents, contacts, money, notes", async () => {
    const { recorder, statements } = recording()
    const ids = [1, 2, 3]
    await findFamiliesByPhone(recorder, '+201001112233')
    await findFamilySwimmers(recorder, ids)
    await findGuardians(recorder, ids)
    await findPhones(recorder, ids)
    await findConsents(recorder, ids)
    await findMemberships(recorder, ids)
    await findContacts(recorder, 1)
    await findMedical(recorder, ids)
    await findPhotoConsents(recorder, ids)
    await findOpenInvoices(recorder, ids)
    await findPayments(recorder, ids)
    await findRosterAlerts(recorder, ids, '2026-11-20')
    expect(statements.length).toBe(12)
    for (const statement of statements) {
      const plan = await planOf(statement)
      expect({ sql: statement.sql, scans: scans(plan) }).toEqual({ sql: statement.sql, scans: [] })
    }
  })

  it('the swimmer search by a number walks the phone index, not the swimmers', async () => {
    const { recorder, statements } = recording()
    await searchSwimmers(recorder, { phone: '+201001112233' }, [61, 62], '2026-11-20')
    const plan = await planOf(statements.at(-1)!)
    expect(plan).toMatch(/guardian_phones_phone/)
    expect(plan).toMatch(/swimmers_family/)
    expect(scans(plan)).toEqual([])
  })
})
