import { buildTestApp, login, type TestApp } from '../helper'
import { activeSchools, get } from './schools-fixtures'

describe('school summary and invoice amounts', () => {
  let t: TestApp
  let cashier: string
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, 2)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const prices = (site: number, product: number) =>
    db()
      .selectFrom('price_list')
      .select(['months', 'amount_cents'])
      .where('site', '=', site)
      .where('product', '=', product)
      .orderBy('months')
      .execute()

  it('lists the active schools of a type and level and the price per duration', async () => {
    const [school] = await activeSchools(db(), 62)
    const response = await get(
      t,
      cashier,
      `/api/SchoolSummary/ShowSchoolsSummary?site=62&type=${school.school_type}&schoolLevel=${school.level}`,
    )
    expect(response.statusCode).toBe(200)
    const { summaries, invoices } = response.json()
    const expected = (await activeSchools(db(), 62)).filter(
      (row) => row.school_type === school.school_type && row.level === school.level,
    )
    expect(summaries.map((row: { schoolID: number }) => row.schoolID)).toEqual(expected.map((row) => row.id))
    expect(summaries[0]).toEqual({
      schoolID: school.id,
      fullName: expect.any(String),
      schoolLevel: expect.stringMatching(/^Level \d$/),
      schoolType: expect.any(String),
      days: expect.stringMatching(/^\w+day, \w+day$/),
      fromTo: `${school.start_time} - ${school.end_time}`,
      capacity: school.capacity,
      enrolled: expect.any(Number),
    })
    const list = await prices(62, school.school_type)
    expect(invoices).toEqual(list.map((price) => ({ months: price.months, invoice: price.amount_cents / 100 })))
    expect(invoices.map((row: { months: number }) => row.months)).toEqual([1, 3, 6, 9, 12])
  })

  it('gives amounts as exact decimals', async () => {
    await db()
      .updateTable('price_list')
      .set({ amount_cents: 123_456 })
      .where('site', '=', 62)
      .where('product', '=', 84)
      .where('months', '=', 3)
      .execute()
    const response = await get(t, cashier, '/api/SchoolSummary/ShowSchoolsSummary?site=62&type=84&schoolLevel=16')
    expect(response.json().invoices).toContainEqual({ months: 3, invoice: 1234.56 })
  })

  it('leaves ended schools out and answers empty summaries when none match', async () => {
    const ended = await db()
      .selectFrom('schools')
      .selectAll()
      .where('site', '=', 62)
      .where('end_date', 'is not', null)
      .executeTakeFirstOrThrow()
    const response = await get(
      t,
      cashier,
      `/api/SchoolSummary/ShowSchoolsSummary?site=62&type=${ended.school_type}&schoolLevel=${ended.level}`,
    )
    expect(response.json().summaries.map((row: { schoolID: number }) => row.schoolID)).not.toContain(ended.id)
    const none = await get(t, cashier, '/api/SchoolSummary/ShowSchoolsSummary?site=62&type=101&schoolLevel=20')
    expect(none.statusCode).toBe(200)
    expect(none.json().summaries).toEqual([])
    expect(none.json().invoices).toHaveLength(5)
  })

  it('gives a site’s summary by path, with invoice amounts once a type is chosen', async () => {
    const all = await get(t, cashier, '/api/Schools/summary/62')
    expect(all.statusCode).toBe(200)
    expect(all.json().summaries).toHaveLength((await activeSchools(db(), 62)).length)
    expect(all.json().invoices).toEqual([])
    const typed = await get(t, cashier, '/api/schools/summary/62?type=77')
    expect(typed.json().invoices).toHaveLength(5)
    for (const row of typed.json().summaries) expect(row.schoolType).toBe('Baby Class')
  })

  it('needs type and level, one of the user’s sites and Schools management', async () => {
    const missing = await get(t, cashier, '/api/SchoolSummary/ShowSchoolsSummary?site=62&type=77')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({ schoolLevel: 'Please fill in all required fields' })
    const badType = await get(t, cashier, '/api/SchoolSummary/ShowSchoolsSummary?site=62&type=7&schoolLevel=12')
    expect(badType.json().errors).toEqual({ type: 'Type is not one of the listed values' })
    expect(
      (await get(t, cashier, '/api/SchoolSummary/ShowSchoolsSummary?site=61&type=77&schoolLevel=12')).statusCode,
    ).toBe(403)
    expect((await get(t, cashier, '/api/Schools/summary/61')).statusCode).toBe(403)
    const coachesManager = await login(t.app, 3)
    expect((await get(t, coachesManager, '/api/Schools/summary/61')).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/Schools/summary/62' })).statusCode).toBe(401)
  })
})
