import type { Kysely } from 'kysely'
import { toE164 } from '../../../contract/phone'
import { migrateTo, migrateToLatest } from '../../src/db/migrator'
import { buildTestApp, type TestApp } from '../helper'

// Migration 0033 gives every swimmer a family: swimmers whose parent phone is the same number after normalising are
// siblings, and the parent phone and e-mail become the family's first guardian (primary, payer). Its SQL reads the
// Egyptian mobile forms exactly as contract/phone.ts does.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before and after the migration
type AnyDb = Kysely<any>

const MOBILE_FORMS = [
  '01012345678',
  '010 1234 5678',
  '010-1234-5678',
  '(010) 1234.5678',
  '+201012345678',
  '+20 10 1234 5678',
  '0020 10 1234 5678',
  '201012345678',
  '٠١٠١٢٣٤٥٦٧٨',
  '۰۱۰ ۱۲۳۴ ۵۶۷۸',
]

describe('migration 0033: families from parent phones', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('makes siblings of the same number in any form, one guardian each, and every swimmer a family', async () => {
    const db = t.database.db as AnyDb
    const down = await migrateTo(db, '0032-swimmer-duplicates')
    expect(down.error).toBeUndefined()
    const template = await db.selectFrom('swimmers').selectAll().limit(1).executeTakeFirstOrThrow()
    const insert = async (phone: string, email: string) => {
      const { id } = await db
        .insertInto('swimmers')
        .values({ ...template, id: undefined, full_name: `Migrated ${phone}`, name_key: 'migrated' })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
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
    const siblings: number[] = []
    for (const [index, phone] of MOBILE_FORMS.entries()) siblings.push(await insert(phone, `p${index}@example.com`))
    const landline = [await insert('02 2345 6789', 'l1@example.com'), await insert('0223456789', 'l2@example.com')]
    const alone = await insert('01198765432', 'alone@example.com')
    const noPhone = await insert('', '')

    const up = await migrateToLatest(db)
    expect(up).toContain('0033-families')

    const familyOf = async (id: number) =>
      (await db.selectFrom('swimmers').select('family_id').where('id', '=', id).executeTakeFirstOrThrow())
        .family_id as number
    const families = await Promise.all(siblings.map(familyOf))
    expect(new Set(families).size).toBe(1)
    const family = families[0]!
    // The family is keyed by its first swimmer; its one guardian holds the number in E.164 and the first e-mail.
    expect(family).toBe(siblings[0])
    const guardians = await db
      .selectFrom('family_guardians as fg')
      .innerJoin('guardians as g', 'g.id', 'fg.guardian_id')
      .select(['g.id', 'g.email', 'fg.is_primary', 'fg.is_payer'])
      .where('fg.family_id', '=', family)
      .execute()
    expect(guardians).toEqual([{ id: expect.any(Number), email: 'p0@example.com', is_primary: 1, is_payer: 1 }])
    const phones = await db
      .selectFrom('guardian_phones')
      .select('phone')
      .where('guardian_id', '=', guardians[0].id)
      .execute()
    expect(phones).toEqual([{ phone: '+201012345678' }])
    // The SQL's reading of each mobile form is the library's.
    for (const form of MOBILE_FORMS) expect(toE164(form)).toBe('+201012345678')

    // Another number, written two ways, groups by its digits; a number of its own and no number: a family each.
    expect(await familyOf(landline[0]!)).toBe(await familyOf(landline[1]!))
    expect(await familyOf(alone)).toBe(alone)
    expect(await familyOf(noPhone)).toBe(noPhone)
    const without = await db.selectFrom('swimmers').select('id').where('family_id', 'is', null).execute()
    expect(without).toEqual([])

    // New families and guardians take ids after the migrated ones (PostgreSQL's sequences moved on).
    const next = await db
      .insertInto('families')
      .values({ notes: '', created_at: '2026-11-28T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const max = await db
      .selectFrom('swimmers')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    expect(Number(next.id)).toBeGreaterThan(Number(max.id))
  })

  it('grants the new actions to Administrator and Cashier', async () => {
    const db = t.database.db as AnyDb
    const rows = await db
      .selectFrom('privileges as p')
      .innerJoin('actions as a', 'a.id', 'p.action_id')
      .select(['p.user_type_id', 'a.name'])
      .where('a.name', 'in', ['ViewFamilies', 'ManageFamilies', 'ViewMedical'])
      .orderBy('p.user_type_id')
      .orderBy('a.name')
      .execute()
    expect(rows).toEqual([
      { user_type_id: 71, name: 'ManageFamilies' },
      { user_type_id: 71, name: 'ViewFamilies' },
      { user_type_id: 71, name: 'ViewMedical' },
      { user_type_id: 72, name: 'ManageFamilies' },
      { user_type_id: 72, name: 'ViewFamilies' },
      { user_type_id: 72, name: 'ViewMedical' },
    ])
  })
})
