import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import { migrateTo, migrateToLatest } from '../../src/db/migrator'
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13 } from '../routes/swimmers-fixtures'

// The parent phone and e-mail have one truth (issue 28): the family's primary guardian. Every read goes there — the
// swimmer rows, the info tab, the money desk's due list and the likely-duplicate check — and migration 0035 dropped the
// copy swimmer_parents kept (primary_phone, email), after making sure every swimmer has a family with a primary
// guardian. On the demo academy, SQLite and PostgreSQL; the test clock's today is 2026-11-21.

const TODAY = '2026-11-21'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before and after the migration
type AnyDb = Kysely<any>

describe('the parent phone and e-mail: the family’s primary guardian only (issue 28)', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    injectAs(t.app, token, { method, url, payload })
  // This database's own columns: on PostgreSQL the suites run side by side in schemas of their own, and Kysely's
  // introspection lists every schema's tables (another suite's swimmer_parents may come first).
  const columnsOf = async (table: string): Promise<string[]> => {
    const query =
      t.database.dialect === 'postgres'
        ? sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`
        : sql<{ name: string }>`select name from pragma_table_info(${table})`
    return (await query.execute(db())).rows.map((row) => row.name)
  }

  it('has no copy left: swimmer_parents keeps only the other parent fields after migrating', async () => {
    expect((await columnsOf('swimmer_parents')).sort()).toEqual(
      ['address', 'primary_job', 'secondary_job', 'secondary_phone', 'swimmer_id'].sort(),
    )
  })

  it('a guardian’s number and e-mail changed on the family page are what the row, the info tab, the money desk and the duplicate check read', async () => {
    // The swimmer of the oldest open invoice at Club 13 (first in the due list), their subscription ending today.
    const invoice = await db()
      .selectFrom('invoices')
      .select(['swimmer_id'])
      .where('site', '=', CLUB_13)
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const swimmerId = invoice.swimmer_id
    await db().updateTable('swimmers').set({ subscription_end: TODAY }).where('id', '=', swimmerId).execute()
    const swimmer = await db()
      .selectFrom('swimmers as s')
      .innerJoin('family_guardians as fg', (join) =>
        join.onRef('fg.family_id', '=', 's.family_id').on('fg.is_primary', '=', 1),
      )
      .innerJoin('guardians as g', 'g.id', 'fg.guardian_id')
      .select(['s.full_name', 's.birth_date', 'g.id as guardian_id', 'g.full_name as guardian_name', 'g.relation'])
      .where('s.id', '=', swimmerId)
      .executeTakeFirstOrThrow()
    const before = (await call('POST', '/api/swimmers/search', { swimmerID: swimmerId, userSite: 'all' })).json()[0]
    expect(before.parentPhone).toMatch(/^01\d{9}$/)
    expect(before.parentPhone).not.toBe('01099988877')

    const changed = await call('PUT', `/api/guardians/${swimmer.guardian_id}`, {
      // A guardian given a family from the parent row has no name yet: the family page names them.
      fullName: swimmer.guardian_name || 'Samia Fawzy',
      relation: swimmer.relation,
      phone: '+20 10 9998 8877',
      email: 'one.truth@example.com',
    })
    expect({ status: changed.statusCode, body: changed.json() }).toMatchObject({ status: 200 })

    // The swimmer row (search) and the info tab.
    const [row] = (await call('POST', '/api/swimmers/search', { swimmerID: swimmerId, userSite: 'all' })).json()
    expect(row).toMatchObject({ parentPhone: '01099988877', parentEmail: 'one.truth@example.com' })
    const info = (await call('GET', `/api/swimmers/${swimmerId}/info-tab`)).json()
    expect(info).toMatchObject({
      parentPhone: '01099988877',
      parentEmail: 'one.truth@example.com',
      primaryPhone: '01099988877',
      email: 'one.truth@example.com',
    })

    // The money desk's due list: the subscription ending today and the open invoice.
    const due = await call('GET', `/api/money/due?site=${CLUB_13}&days=7`, undefined, cashier)
    expect(due.statusCode).toBe(200)
    const body = due.json<{
      subscriptions: Array<{ swimmerID: number; parentPhone: string | null }>
      invoices: Array<{ swimmerID: number; parentPhone: string | null }>
    }>()
    expect(body.subscriptions.find((entry) => entry.swimmerID === swimmerId)?.parentPhone).toBe('01099988877')
    expect(body.invoices.find((entry) => entry.swimmerID === swimmerId)?.parentPhone).toBe('01099988877')

    // The likely-duplicate check: the same name with the new number (another birth date) is the same phone; the old
    // number is nobody's now.
    const duplicates = async (primaryPhone: string) => {
      const response = await call(
        'POST',
        '/api/swimmers/likely-duplicates',
        { fullName: swimmer.full_name, birthDate: '1999-01-01', primaryPhone },
        admin,
      )
      expect(response.statusCode).toBe(200)
      return response.json<Array<{ swimmerID: number; samePhone: boolean }>>()
    }
    expect(await duplicates('0109 998 8877')).toContainEqual(
      expect.objectContaining({ swimmerID: swimmerId, samePhone: true }),
    )
    expect((await duplicates(before.parentPhone)).map((found) => found.swimmerID)).not.toContain(swimmerId)
  })

  it('migration 0035 gives a swimmer without a family one, and a family without a primary guardian one, then drops the copy', async () => {
    const raw = db() as AnyDb
    const down = await migrateTo(raw, '0034-swimmer-list-indexes')
    expect(down.error).toBeUndefined()
    // Down again, the copy is back, filled from the primary guardians.
    expect(await columnsOf('swimmer_parents')).toEqual(expect.arrayContaining(['primary_phone', 'email']))
    const template = await raw.selectFrom('swimmers').selectAll().limit(1).executeTakeFirstOrThrow()
    const copyOf = (id: number) =>
      raw
        .selectFrom('swimmer_parents')
        .select(['primary_phone', 'email'])
        .where('swimmer_id', '=', id)
        .executeTakeFirst()
    expect(await copyOf(template.id)).toEqual({
      primary_phone: expect.stringMatching(/^01\d{9}$/),
      email: expect.any(String),
    })

    const insert = async (phone: string, email: string, familyId: number | null) => {
      const { id } = await raw
        .insertInto('swimmers')
        .values({
          ...template,
          id: undefined,
          full_name: `Migrated ${phone}`,
          name_key: 'migrated',
          family_id: familyId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await raw
        .insertInto('swimmer_parents')
        .values({
          swimmer_id: id,
          primary_phone: phone,
          secondary_phone: '',
          primary_job: '',
          secondary_job: '',
          email,
          address: '',
        })
        .execute()
      return id as number
    }
    // The demo's grandmother's number (families/demo-families.ts), typed another way: her (lowest) family.
    const holder = await raw
      .selectFrom('guardian_phones as gp')
      .innerJoin('family_guardians as fg', 'fg.guardian_id', 'gp.guardian_id')
      .select((eb) => eb.fn.min('fg.family_id').as('family_id'))
      .where('gp.phone', '=', '+201223334455')
      .executeTakeFirstOrThrow()
    const sibling = await insert('0122 333 4455', 'granny@example.com', null)
    const alone = await insert('٠١١٥٥٥٤٤٣٣٢', 'alone@example.com', null)
    // A family whose primary guardian left (no primary membership), and a swimmer of its own first.
    const orphanFamily = Number(
      (
        await raw
          .insertInto('families')
          .values({ notes: '', created_at: `${TODAY}T09:00:00.000Z` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
    const first = await insert('01233344455', 'first@example.com', orphanFamily)
    await insert('01200000000', 'second@example.com', orphanFamily)

    const up = await migrateToLatest(raw)
    expect(up).toContain('0035-parent-contact-one-truth')
    expect(await columnsOf('swimmer_parents')).not.toEqual(expect.arrayContaining(['primary_phone']))
    expect(await columnsOf('swimmer_parents')).not.toContain('email')

    const familyOf = async (id: number) =>
      Number(
        (await raw.selectFrom('swimmers').select('family_id').where('id', '=', id).executeTakeFirstOrThrow()).family_id,
      )
    expect(await familyOf(sibling)).toBe(Number(holder.family_id))
    const primaryOf = (familyId: number) =>
      raw
        .selectFrom('family_guardians as fg')
        .innerJoin('guardians as g', 'g.id', 'fg.guardian_id')
        .select(['g.id', 'g.email', 'fg.is_primary', 'fg.is_payer'])
        .where('fg.family_id', '=', familyId)
        .where('fg.is_primary', '=', 1)
        .execute()
    const phonesOf = async (guardianId: number) =>
      (
        await raw
          .selectFrom('guardian_phones')
          .select('phone')
          .where('guardian_id', '=', guardianId)
          .orderBy('position')
          .execute()
      ).map((row) => row.phone)

    const aloneFamily = await familyOf(alone)
    const [aloneGuardian] = await primaryOf(aloneFamily)
    expect(aloneGuardian).toMatchObject({ email: 'alone@example.com', is_payer: 1 })
    expect(await phonesOf(aloneGuardian.id)).toEqual(['+201155544332'])

    expect(await familyOf(first)).toBe(orphanFamily)
    const [orphanPrimary] = await primaryOf(orphanFamily)
    expect(orphanPrimary).toMatchObject({ email: 'first@example.com', is_payer: 1 })
    expect(await phonesOf(orphanPrimary.id)).toEqual(['+201233344455'])

    // Every swimmer has a family with a primary guardian.
    const without = await raw
      .selectFrom('swimmers as s')
      .select('s.id')
      .where((eb) =>
        eb.or([
          eb('s.family_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('family_guardians as fg')
                .select('fg.guardian_id')
                .whereRef('fg.family_id', '=', 's.family_id')
                .where('fg.is_primary', '=', 1),
            ),
          ),
        ]),
      )
      .execute()
    expect(without).toEqual([])

    // The rows read the guardians.
    const [row] = (await call('POST', '/api/swimmers/search', { swimmerID: alone, userSite: 'all' })).json()
    expect(row).toMatchObject({ parentPhone: '01155544332', parentEmail: 'alone@example.com' })
  })
})
