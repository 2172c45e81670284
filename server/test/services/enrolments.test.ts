import { enrolInPreTeam, enrolInSchool } from '../../src/domains/enrolments/enrolments.service'
import { buildTestApp, type TestApp } from '../helper'

describe('enrolments', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const actor = () => ({ userId: 2, at: t.clock.now().toISOString() })
  const activeSchool = () =>
    db()
      .selectFrom('schools')
      .selectAll()
      .where('site', '=', 62)
      .where('end_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  const newSwimmer = async (site = 62) => {
    const { id } = await db()
      .insertInto('swimmers')
      .values({
        full_name: 'Test Swimmer',
        birth_date: '2016-05-01',
        birth_year: 2016,
        gender: 5,
        start_level: 12,
        current_level: 12,
        site,
        club: 87,
        subscription_end: null,
        created_at: actor().at,
        created_by: 1,
        updated_at: null,
        updated_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }
  const inTransaction = <T>(work: (trx: ReturnType<typeof db>) => Promise<T>) => db().transaction().execute(work)

  it('enrols, invoices from the price list, takes the payment and extends the subscription', async () => {
    const school = await activeSchool()
    const swimmerId = await newSwimmer()
    const result = await inTransaction((trx) =>
      enrolInSchool(trx, actor(), {
        swimmerId,
        groupId: school.id,
        months: 3,
        site: 62,
        amountCents: 10000,
        receiptNo: 'E-1',
      }),
    )
    expect(result.amountPaid).toBe(100)
    expect(result.endDate).toBe('2027-02-21')
    const invoice = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', result.invoiceId)
      .executeTakeFirstOrThrow()
    expect(invoice).toMatchObject({ paid_cents: 10000, status: 'open', months: 3, product: school.school_type })
    const swimmer = await db()
      .selectFrom('swimmers')
      .select('subscription_end')
      .where('id', '=', swimmerId)
      .executeTakeFirstOrThrow()
    expect(swimmer.subscription_end).toBe('2027-02-21')
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'swimmer')
      .where('entity_id', '=', String(swimmerId))
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual(['AddSwimmerToSchool'])
  })

  it('refuses a second enrolment in the same school and a full school, storing nothing', async () => {
    const school = await activeSchool()
    const swimmerId = await newSwimmer()
    await inTransaction((trx) =>
      enrolInSchool(trx, actor(), { swimmerId, groupId: school.id, months: 1, site: 62, amountCents: 0 }),
    )
    await expect(
      inTransaction((trx) =>
        enrolInSchool(trx, actor(), { swimmerId, groupId: school.id, months: 1, site: 62, amountCents: 0 }),
      ),
    ).rejects.toThrow(`Swimmer ${swimmerId} is already in school ${school.id}`)

    await db().updateTable('schools').set({ capacity: 1 }).where('id', '=', school.id).execute()
    const other = await newSwimmer()
    const invoicesBefore = (await db().selectFrom('invoices').select('id').execute()).length
    await expect(
      inTransaction((trx) =>
        enrolInSchool(trx, actor(), { swimmerId: other, groupId: school.id, months: 1, site: 62, amountCents: 0 }),
      ),
    ).rejects.toThrow(/^School \d+ is full \(\d+ of 1 places taken\)$/)
    expect((await db().selectFrom('invoices').select('id').execute()).length).toBe(invoicesBefore)
    await db().updateTable('schools').set({ capacity: school.capacity }).where('id', '=', school.id).execute()
  })

  it('needs a receipt number when something is paid', async () => {
    const school = await activeSchool()
    const swimmerId = await newSwimmer()
    await expect(
      inTransaction((trx) =>
        enrolInSchool(trx, actor(), { swimmerId, groupId: school.id, months: 1, site: 62, amountCents: 500 }),
      ),
    ).rejects.toThrow('A receipt number is required when an amount is paid')
  })

  it('does not find a group of another site', async () => {
    const swimmerId = await newSwimmer(62)
    const elsewhere = await db().selectFrom('preteams').select('id').where('site', '=', 61).executeTakeFirstOrThrow()
    await expect(
      inTransaction((trx) =>
        enrolInPreTeam(trx, actor(), { swimmerId, groupId: elsewhere.id, months: 1, site: 62, amountCents: 0 }),
      ),
    ).rejects.toThrow(`Pre-team ${elsewhere.id} not found at this site`)
  })

  it('enrols in a pre-team with the pre-team price', async () => {
    const preteam = await db()
      .selectFrom('preteams')
      .select('id')
      .where('site', '=', 62)
      .where('end_date', 'is', null)
      .executeTakeFirstOrThrow()
    const swimmerId = await newSwimmer()
    const result = await inTransaction((trx) =>
      enrolInPreTeam(trx, actor(), { swimmerId, groupId: preteam.id, months: 6, site: 62, amountCents: 0 }),
    )
    expect(result.invItem).toBe('PreTeam - 6 months')
  })
})
