import { enrolInPreTeam, enrolInSchool, type EnrolmentRequest } from '../../src/domains/enrolments/enrolments.service'
import type { Acting } from '../../src/lib/actor'
import { actingAt, buildTestApp, type TestApp } from '../helper'
import { withNameKey } from '../../src/lib/name-key'

// The enrolment service itself (the routes are in server/test/routes/swimmers-enrolment.test.ts and
// server/test/domains/enrolment-rules.test.ts): invoice, payment, subscription, audit, and the rules.

describe('enrolments service', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const acting = (granted: string[] = ['Settings:CompletePayment']): Acting =>
    actingAt(t.clock, { userId: 2, sites: [62, 63], granted })
  /** A running Level 1 school of Club 13. */
  const activeSchool = () =>
    db()
      .selectFrom('schools')
      .selectAll()
      .where('site', '=', 62)
      .where('level', '=', 12)
      .where('end_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  const newSwimmer = async (site = 62, level = 12) => {
    const { id } = await db()
      .insertInto('swimmers')
      .values({
        ...withNameKey('Test Swimmer'),
        birth_date: '2016-05-01',
        birth_year: 2016,
        gender: 5,
        start_level: level,
        current_level: level,
        site,
        club: 87,
        subscription_end: null,
        created_at: t.clock.now().toISOString(),
        created_by: 1,
        updated_at: null,
        updated_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }
  const school = (request: Partial<EnrolmentRequest> & { swimmerId: number; groupId: number }, who = acting()) =>
    enrolInSchool(db(), who, { months: 1, site: 62, amountCents: 0, ...request })
  const count = async (table: 'invoices' | 'payments' | 'school_enrolments' | 'audit_log') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('enrols, invoices from the price list, takes the payment and extends the subscription', async () => {
    const group = await activeSchool()
    const swimmerId = await newSwimmer()
    const result = await school({ swimmerId, groupId: group.id, months: 3, amountCents: 10000, receiptNo: 'E-1' })
    expect(result.amountPaid).toBe(100)
    expect(result.endDate).toBe('2027-02-21')
    expect(result.swimmerName).toBe('Test Swimmer')
    expect(result.groupName).toMatch(/^the Level 1 .* school of Coach /)
    const invoice = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', result.invoiceId)
      .executeTakeFirstOrThrow()
    expect(invoice).toMatchObject({ paid_cents: 10000, status: 'open', months: 3, product: group.school_type })
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

  it('refuses a second enrolment in the same school and a full school, naming both, storing nothing', async () => {
    const group = await activeSchool()
    const swimmerId = await newSwimmer()
    await school({ swimmerId, groupId: group.id })
    await expect(school({ swimmerId, groupId: group.id })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(
        /^Test Swimmer is already in the Level 1 .* school of Coach .* \(until 2026-12-21\)$/,
      ),
      errors: { swimmerID: 'Already enrolled' },
    })

    await db().updateTable('schools').set({ capacity: 1 }).where('id', '=', group.id).execute()
    const other = await newSwimmer()
    const invoicesBefore = await count('invoices')
    try {
      await expect(school({ swimmerId: other, groupId: group.id })).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/^The Level 1 .* school of Coach .* is full \(\d+ of 1 places taken\)$/),
        errors: { group: 'This school is full' },
      })
    } finally {
      await db().updateTable('schools').set({ capacity: group.capacity }).where('id', '=', group.id).execute()
    }
    expect(await count('invoices')).toBe(invoicesBefore)
  })

  it('needs a receipt number when something is paid, and the payment privilege', async () => {
    const group = await activeSchool()
    const swimmerId = await newSwimmer()
    await expect(school({ swimmerId, groupId: group.id, amountCents: 500 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'A receipt number is required when an amount is paid',
    })
    const before = await Promise.all([count('invoices'), count('payments'), count('school_enrolments')])
    await expect(
      school({ swimmerId, groupId: group.id, amountCents: 60000, receiptNo: 'E-NOPRIV' }, acting([])),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringMatching(
        /^Recording a payment needs the CompletePayment privilege: add Test Swimmer to the Level 1 .* and take the 600\.00 at the desk$/,
      ),
    })
    expect(await Promise.all([count('invoices'), count('payments'), count('school_enrolments')])).toEqual(before)
    // Nothing paid needs no privilege.
    await expect(school({ swimmerId, groupId: group.id }, acting([]))).resolves.toMatchObject({ amountPaid: 0 })
  })

  it('does not find a group of another site, nor a swimmer the user may not see', async () => {
    const swimmerId = await newSwimmer(62, 17)
    const elsewhere = await db().selectFrom('preteams').select('id').where('site', '=', 61).executeTakeFirstOrThrow()
    await expect(
      enrolInPreTeam(db(), acting(), { swimmerId, groupId: elsewhere.id, months: 1, site: 62, amountCents: 0 }),
    ).rejects.toThrow(`Pre-team ${elsewhere.id} not found at this site`)
    const smartWay = await newSwimmer(61, 12)
    await expect(school({ swimmerId: smartWay, groupId: (await activeSchool()).id })).rejects.toMatchObject({
      statusCode: 404,
      message: `Swimmer ${smartWay} not found`,
    })
  })

  it('enrols in a pre-team squad of the swimmer level with the pre-team price', async () => {
    const preteam = await db()
      .selectFrom('preteams')
      .select(['id', 'level'])
      .where('site', '=', 62)
      .where('end_date', 'is', null)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow()
    const swimmerId = await newSwimmer(62, preteam.level)
    const result = await enrolInPreTeam(db(), acting(), {
      swimmerId,
      groupId: preteam.id,
      months: 6,
      site: 62,
      amountCents: 0,
    })
    expect(result.invItem).toBe('PreTeam - 6 months')
  })
})
