import type { Kysely } from 'kysely'
import { migrations } from '../../src/db/migrations'
import { migrateTo } from '../../src/db/migrator'
import { receiptKey } from '../../src/domains/payments/receipts'
import { buildTestApp, type TestApp } from '../helper'

// Migration 0008 keys the payments recorded before it (receipts.ts) and holds the key unique per site. Payments that
// are already look-alikes of each other at one site must not stop the migration: the first keeps the key, the later
// ones get a key no receipt number can produce, and a new look-alike is still refused.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before and after the migration
type AnyDb = Kysely<any>

describe('migration 0008: receipt keys', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('keys earlier payments, keeps look-alikes recorded before it, and refuses new ones', async () => {
    const db = t.database.db as AnyDb
    const down = await migrateTo(db, '0007-scale-indexes')
    expect(down.error).toBeUndefined()
    const paid = await db
      .selectFrom('payments')
      .select(['invoice_id', 'site', 'swimmer_id', 'created_by'])
      .where('site', '=', 62)
      .executeTakeFirstOrThrow()
    const row = (receipt_no: string, site = 62) => ({
      ...paid,
      site,
      amount_cents: 1,
      receipt_no,
      created_at: '2026-11-20T10:00:00.000Z',
    })
    const inserted = []
    for (const receipt of ['OLD-7', 'old-7', 'OLD\u20117', 'ＯＬＤ-７']) {
      inserted.push(
        (await db.insertInto('payments').values(row(receipt)).returning('id').executeTakeFirstOrThrow()).id as number,
      )
    }
    await db.insertInto('payments').values(row('old-7', 63)).execute()

    const up = await migrateTo(db, '0008-receipt-keys-and-renewal-invoices')
    expect(up.error).toBeUndefined()
    const keys = await db
      .selectFrom('payments')
      .select(['id', 'site', 'receipt_key'])
      .where('id', 'in', inserted)
      .orderBy('id')
      .execute()
    expect(keys.map((entry) => entry.receipt_key)).toEqual([
      'old-7',
      `old-7\u200b${inserted[1]}`,
      `old-7\u200b${inserted[2]}`,
      `old-7\u200b${inserted[3]}`,
    ])
    const egypt = await db
      .selectFrom('payments')
      .select('receipt_key')
      .where('site', '=', 63)
      .where('receipt_no', '=', 'old-7')
      .executeTakeFirstOrThrow()
    expect(egypt.receipt_key).toBe('old-7')
    // Every seeded payment got its key.
    expect(await db.selectFrom('payments').select('id').where('receipt_key', '=', '').execute()).toEqual([])
    // The index refuses a new look-alike at the site.
    // The driver's error is compared by its code: its class may come from another test file's realm.
    const outcome = await db
      .insertInto('payments')
      .values({ ...row('Old-7'), receipt_key: 'old-7' })
      .execute()
      .then(
        () => 'stored',
        (error: { code?: string }) => error.code,
      )
    expect(outcome).toMatch(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/)
    expect((await migrateTo(db, 'latest')).error).toBeUndefined()
  })
})

// Migration 0026 (issue 25) recomputes every key with the fold of what staff really type: Arabic-Indic and Persian
// digits, Cyrillic look-alikes, O for 0, spaces, dashes and invisible characters. Payments that become look-alikes
// of each other at one site do not stop it: the first keeps the key (so a new look-alike is refused naming it), the
// later ones keep their receipt numbers and get a key no receipt can produce.
describe('migration 0026: receipt keys fold what staff type', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const BEFORE = Object.keys(migrations)
    .sort()
    .filter((name) => name < '0026')
    .pop() as string

  it('rekeys every payment on its engine, keeps the first of each look-alike set and marks the later ones', async () => {
    const db = t.database.db as AnyDb
    expect((await migrateTo(db, BEFORE)).error).toBeUndefined()
    const paid = await db
      .selectFrom('payments')
      .select(['invoice_id', 'site', 'swimmer_id', 'created_by'])
      .where('site', '=', 62)
      .executeTakeFirstOrThrow()
    // Keys as the old fold made them: all different, so the index held them all.
    const rows: Array<[string, string, number]> = [
      ['M26-000125', 'm26-000125', 62],
      ['M26-٠٠٠١٢٥', 'm26-٠٠٠١٢٥', 62],
      ['M13 9001', 'm13 9001', 62],
      ['M13-9001', 'm13-9001', 62],
      ['\u041c26-OOO125', '\u043c26-ooo125', 62],
      ['M139001', 'm139001', 63],
    ]
    const ids: number[] = []
    for (const [receipt_no, receipt_key, site] of rows) {
      const inserted = await db
        .insertInto('payments')
        .values({ ...paid, site, amount_cents: 1, receipt_no, receipt_key, created_at: '2026-11-20T10:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(Number(inserted.id))
    }

    expect((await migrateTo(db, 'latest')).error).toBeUndefined()
    const after = await db
      .selectFrom('payments')
      .select(['id', 'receipt_no', 'receipt_key'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
    expect(after.map((row) => [row.receipt_no, row.receipt_key])).toEqual([
      ['M26-000125', 'm26000125'],
      ['M26-٠٠٠١٢٥', `m26000125\u200b${ids[1]}`],
      ['M13 9001', 'm139001'],
      ['M13-9001', `m139001\u200b${ids[3]}`],
      ['\u041c26-OOO125', `m26000125\u200b${ids[4]}`], // a Cyrillic М
      ['M139001', 'm139001'], // another site's
    ])
    // Every payment has the live key, or the marked key of a later look-alike.
    const all = await db.selectFrom('payments').select(['id', 'receipt_no', 'receipt_key']).execute()
    for (const row of all) {
      expect([receiptKey(row.receipt_no), `${receiptKey(row.receipt_no)}\u200b${row.id}`]).toContain(row.receipt_key)
    }
    // The index is back: a new look-alike cannot be stored beside the first.
    const outcome = await db
      .insertInto('payments')
      .values({
        ...paid,
        amount_cents: 1,
        receipt_no: 'M26 000125',
        receipt_key: receiptKey('M26 000125'),
        created_at: '2026-11-20T10:00:00.000Z',
      })
      .execute()
      .then(
        () => 'stored',
        (error: { code?: string }) => error.code,
      )
    expect(outcome).toMatch(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/)
  })
})
