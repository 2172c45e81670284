import { sql } from 'kysely'
import { parentPhoneOf } from '../../src/domains/families/parent-contact.repository'
import { buildTestApp, injectAs, login, usingPostgres, type TestApp } from '../helper'
import { ADMIN, CASHIER, NO_SWIMMERS, SMART_WAY, addSwimmer, count } from './swimmers-fixtures'

// Issue 27, "Finding people": before a new swimmer is saved, the desk is shown likely duplicates: the same name
// (however its letters are typed) with the same birth date or the same parent phone, among the user's sites only.

describe('POST /swimmers/likely-duplicates', () => {
  let t: TestApp
  let admin: string
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await login(t.app, ADMIN)
    cashier = await login(t.app, CASHIER)
  })
  afterAll(() => t.close())

  const check = (payload: object, token = cashier) =>
    injectAs(t.app, token, { method: 'POST', url: '/api/swimmers/likely-duplicates', payload })

  it('finds the same name with the same birth date or the same phone, and nothing else', async () => {
    const id = await addSwimmer(t, cashier, {
      fullName: 'Laila Duplicate Hassan',
      birthDate: '2015-02-10',
      primaryPhone: '01055511122',
    })
    const sameBirth = await check({
      fullName: '  laila  duplicate hassan ',
      birthDate: '2015-02-10',
      primaryPhone: '01000000001',
    })
    expect(sameBirth.statusCode).toBe(200)
    expect(sameBirth.json()).toEqual([
      {
        swimmerID: id,
        fullName: 'Laila Duplicate Hassan',
        birthDate: '2015-02-10',
        site: 62,
        siteName: 'Club 13',
        sameBirthDate: true,
        samePhone: false,
      },
    ])
    // The phone typed in Arabic-Indic digits is the same phone.
    const samePhone = await check({
      fullName: 'Laila Duplicate Hassan',
      birthDate: '2016-01-01',
      primaryPhone: '٠١٠٥٥٥١١١٢٢',
    })
    expect(samePhone.json()).toMatchObject([{ swimmerID: id, sameBirthDate: false, samePhone: true }])
    // A name alone is not a duplicate, nor are a birth date and phone under another name.
    expect(
      (
        await check({ fullName: 'Laila Duplicate Hassan', birthDate: '2016-01-01', primaryPhone: '01000000001' })
      ).json(),
    ).toEqual([])
    expect(
      (await check({ fullName: 'Laila Other', birthDate: '2015-02-10', primaryPhone: '01055511122' })).json(),
    ).toEqual([])
    // Checking stores nothing.
    const swimmers = await count(t.database.db, 'swimmers')
    await check({ fullName: 'Laila Duplicate Hassan', birthDate: '2015-02-10', primaryPhone: '01055511122' })
    expect(await count(t.database.db, 'swimmers')).toBe(swimmers)
  })

  it("looks at the user's sites only, needs AddSwimmer, and names a bad field", async () => {
    await addSwimmer(t, admin, {
      fullName: 'Omar Far Away',
      birthDate: '2014-03-03',
      site: SMART_WAY,
    })
    const fields = { fullName: 'Omar Far Away', birthDate: '2014-03-03', primaryPhone: '01000000002' }
    // The cashier works at Club 13 and Egypt: a Smart Way swimmer is not theirs to see.
    expect((await check(fields)).json()).toEqual([])
    expect((await check(fields, admin)).json()).toMatchObject([{ fullName: 'Omar Far Away', site: SMART_WAY }])
    const coachManager = await login(t.app, NO_SWIMMERS)
    expect((await check(fields, coachManager)).statusCode).toBe(403)
    const bad = await check({ ...fields, birthDate: '2014-13-40' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['birthDate'])
  })

  it('finds them through the name key index, not a scan of the swimmers', async () => {
    const db = t.database.db
    // The repository's lookup: the name key (and birth date) of the index, the phone (the family's primary guardian's,
    // issue 28) among the few of that name.
    const lookup = sql`select s.id from swimmers s
      where s.name_key = ${'laila duplicate hassan'} and s.deleted_at is null and s.site in (62, 63)
        and (s.birth_date = ${'2015-02-10'} or ${parentPhoneOf('s.family_id')} = ${'01055511122'})`
    if (usingPostgres) {
      const plan = await db.transaction().execute(async (trx) => {
        // With a few hundred rows the planner would rightly scan; forbid that to see that the index can serve.
        await sql`set local enable_seqscan = off`.execute(trx)
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${lookup}`.execute(trx)
        return rows.map((row) => row['QUERY PLAN']).join('\n')
      })
      // Either index that leads with the name key within the swimmers' sites serves: its own (name key, birth date) or
      // the swimmers list's (site, name key, id) of migration 0034.
      expect(plan).toMatch(/(swimmers_name_key_birth|swimmers_site_name) on swimmers s/)
      expect(plan).not.toMatch(/Seq Scan on swimmers/)
    } else {
      const { rows } = await sql<{ detail: string }>`explain query plan ${lookup}`.execute(db)
      const plan = rows.map((row) => row.detail).join('\n')
      expect(plan).toMatch(
        /SEARCH s USING INDEX (swimmers_name_key_birth \(name_key=|swimmers_site_name \(site=\? AND name_key=)/,
      )
      expect(plan).not.toMatch(/SCAN s\b/)
    }
  })
})
