import * as passwords from '../../src/lib/passwords'
import { hashPassword } from '../../src/lib/passwords'

// The password check is watched, not replaced: every call still verifies. A module's exports compiled by @swc/jest are
// read-only getters, which jest.spyOn cannot redefine, so the module is mocked with its own function wrapped.
jest.mock('../../src/lib/passwords', () => {
  const actual = jest.requireActual<typeof passwords>('../../src/lib/passwords')
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) }
})
import { buildTestApp, injectAs, login, type TestApp } from '../helper'
import { noFigures, recordFigures } from './figures'
import { withNameKey } from '../../src/lib/name-key'

// Issue 8, items 3 and 4: sign-in gives nothing away by its timing, and a burst of identical enrolments
// records one.

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

describe('sign-in timing and simultaneous money movements', () => {
  let t: TestApp
  const figures = noFigures()
  /** Of a burst of identical requests, the ones refused beyond the one that counts, and extra rows written. */
  const tally = (statuses: number[], extraRows: number) => {
    figures.cases += statuses.length
    figures.denied += statuses.filter((status) => status === 409).length
    figures.fiveXX += statuses.filter((status) => status >= 500).length
    figures.rowsWrongly += extraRows
  }
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    recordFigures('sign-in-and-money', figures)
    await t.close()
  })

  it('answers an unknown user and a wrong password alike, in similar time', async () => {
    const trials = 40
    const hash = await hashPassword('the-right-password-1234')
    const now = t.clock.now().toISOString()
    // Fresh users, one failure each, so the throttle never answers early.
    await t.database.db
      .insertInto('users')
      .values(
        Array.from({ length: trials }, (_, index) => ({
          id: 500 + index,
          ...withNameKey(`Timing user ${index}`),
          home_site: 62,
          user_type_id: 72,
          password_hash: hash,
          created_at: now,
          created_by: 1,
        })),
      )
      .execute()
    // Each pair from its own client, so the per-client limit (20 failures) never answers early either.
    const timeSignIn = async (userID: number, client: string) => {
      const started = process.hrtime.bigint()
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID, password: 'a-wrong-password-5678' },
        remoteAddress: client,
      })
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      return { ms, status: response.statusCode, body: response.body }
    }
    const unknown: number[] = []
    const wrong: number[] = []
    // Interleaved, so drift in the machine's load falls on both sides alike.
    for (let index = 0; index < trials; index++) {
      const a = await timeSignIn(90_000 + index, `10.40.0.${index + 1}`)
      const b = await timeSignIn(500 + index, `10.40.0.${index + 1}`)
      expect(a.status).toBe(401)
      expect(b.status).toBe(401)
      expect(a.body).toBe(b.body)
      figures.cases += 2
      figures.denied += 2
      unknown.push(a.ms)
      wrong.push(b.ms)
    }
    // Issue 25: an absolute bound (medians within 5 ms) failed on a busy machine. The property is proven by the
    // structural test below; here the two medians, measured interleaved, are only compared with each other.
    const [fast, slow] = [median(unknown), median(wrong)].sort((x, y) => x - y)
    expect(slow / fast).toBeLessThan(2)
    // 80 password checks: time enough on a busy machine.
  }, 30_000)

  it('runs the same password hash verification for an unknown user, a wrong password and a disabled user', async () => {
    const verify = jest.mocked(passwords.verifyPassword)
    /** The argon2 parameters of a PHC hash string: algorithm, version, memory, time and parallelism. */
    const costOf = (phc: string) => phc.split('$').slice(1, 4).join('$')
    const attempt = async (userID: number, client: string) => {
      verify.mockClear()
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID, password: 'a-wrong-password-5678' },
        remoteAddress: client,
      })
      expect(response.statusCode).toBe(401)
      return {
        calls: verify.mock.calls.map(([stored, typed]) => ({ cost: costOf(stored), typed })),
        body: response.body,
      }
    }
    try {
      const unknown = await attempt(91_000, '10.42.0.1')
      const wrong = await attempt(2, '10.42.0.2')
      const disabled = await attempt(5, '10.42.0.3')
      const cost = '$argon2id$v=19$m=19456,t=2,p=1'.slice(1)
      for (const outcome of [unknown, wrong, disabled]) {
        expect(outcome.calls).toEqual([{ cost, typed: 'a-wrong-password-5678' }])
        expect(outcome.body).toBe(unknown.body)
      }
    } finally {
      verify.mockClear()
    }
  })

  it('lets at most five of thirty simultaneous wrong passwords through to the password check', async () => {
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userID: 3, password } })
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => attempt('not-the-password-1')))).map(
      (response) => response.statusCode,
    )
    figures.cases += statuses.length
    figures.denied += statuses.length
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
    const failed = statuses.filter((status) => status === 401).length
    expect(failed).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25)
    // Attempts still in flight count against each other, so fewer than five may have failed: the rest, one by one.
    const later: number[] = []
    for (let index = failed; index < 5; index++) later.push((await attempt('not-the-password-1')).statusCode)
    expect(later.every((status) => status === 401)).toBe(true)
    const right = await attempt('academy-coach-demo')
    expect(right.statusCode).toBe(429)
    expect(right.json<{ message: string }>().message).toMatch(/Try again in \d+ minutes?/)
  })

  it('lets at most twenty of sixty simultaneous wrong passwords over sixty user IDs from one client through', async () => {
    const client = '10.41.0.1'
    const attempt = (userID: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userID, password: 'Autumn2026!' },
        remoteAddress: client,
      })
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, index) => attempt(3000 + index)))).map(
      (response) => response.statusCode,
    )
    figures.cases += statuses.length
    figures.denied += statuses.length
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40)
    // Then the client is refused for every user ID, the right password included.
    const failed = statuses.filter((status) => status === 401).length
    for (let index = failed; index < 20; index++) expect((await attempt(4000 + index)).statusCode).toBe(401)
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userID: 2, password: 'academy-cashier-demo' },
      remoteAddress: client,
    })
    expect(right.statusCode).toBe(429)
  })

  it('records one enrolment, one invoice and one payment for fifty identical simultaneous requests', async () => {
    const cashier = await login(t.app, 2)
    const school = await t.database.db
      .selectFrom('schools')
      .select(['id', 'level'])
      .where('site', '=', 62)
      .where('end_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await t.database.db.updateTable('schools').set({ capacity: 100 }).where('id', '=', school.id).execute()
    const { swimmerID } = (
      await injectAs(t.app, cashier, {
        method: 'POST',
        url: '/api/swimmers/add',
        payload: {
          userID: 2,
          site: 62,
          fullName: 'Burst Test Swimmer',
          birthDate: '2016-04-02',
          startLevel: school.level,
          gender: 5,
          club: 87,
          primaryPhone: '01012345678',
          secondaryPhone: '',
          primaryJob: 'Engineer',
          secondaryJob: '',
          email: 'burst@example.com',
          address: '1 Nile Street',
        },
      })
    ).json<{ swimmerID: number }>()
    const enrol = () =>
      injectAs(t.app, cashier, {
        method: 'POST',
        url: '/api/SwimmerSchool/add-swimmer-to-school',
        payload: {
          swimmerID,
          schoolID: school.id,
          months: 1,
          userID: 2,
          amountPaid: 50,
          reciptNo: 'BURST-1',
          siteID: 62,
        },
      })
    const responses = await Promise.all(Array.from({ length: 50 }, enrol))
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1)
    expect(responses.filter((response) => response.statusCode >= 500)).toHaveLength(0)
    const count = async (table: 'school_enrolments' | 'invoices' | 'payments') =>
      (await t.database.db.selectFrom(table).select('id').where('swimmer_id', '=', swimmerID).execute()).length
    tally(
      responses.map((response) => response.statusCode),
      (await count('school_enrolments')) + (await count('invoices')) + (await count('payments')) - 3,
    )
    expect(await count('school_enrolments')).toBe(1)
    expect(await count('invoices')).toBe(1)
    expect(await count('payments')).toBe(1)
  })

  it('records one payment and one audit entry for fifty identical simultaneous payments', async () => {
    const admin = await login(t.app, 1)
    const db = t.database.db
    const invoice = await db
      .selectFrom('invoices')
      .select(['id', 'swimmer_id', 'site', 'amount_cents'])
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const paid = async () =>
      (await db.selectFrom('payments').select('id').where('invoice_id', '=', invoice.id).execute()).length
    const audited = async () =>
      (
        await db
          .selectFrom('audit_log')
          .select('id')
          .where('entity', '=', 'invoice')
          .where('entity_id', '=', String(invoice.id))
          .execute()
      ).length
    const [paymentsBefore, auditBefore] = [await paid(), await audited()]
    const pay = () =>
      injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/Payment/complete',
        payload: {
          entities: {
            swimmerID: invoice.swimmer_id,
            siteID: invoice.site,
            amountPaid: '0.01',
            recieptNo: 'SAME-RECEIPT-50',
            userID: 1,
            invoiceID: invoice.id,
          },
        },
      })
    const responses = await Promise.all(Array.from({ length: 50 }, pay))
    const statuses = responses.map((response) => response.statusCode)
    tally(statuses, (await paid()) - paymentsBefore - 1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([])
    expect((await paid()) - paymentsBefore).toBe(1)
    expect((await audited()) - auditBefore).toBe(1)
    const amounts = await db
      .selectFrom('payments')
      .select('amount_cents')
      .where('invoice_id', '=', invoice.id)
      .execute()
    expect(amounts.map((row) => Number(row.amount_cents))).toContain(1)
  })
})
