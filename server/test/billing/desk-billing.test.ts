import { buildTestApp, login, type TestApp } from '../helper'
import { ADMIN, CASHIER, CLUB_13, addSwimmer, snapshot } from '../routes/swimmers-fixtures'
import { renewableSwimmer } from '../domains/money/money-fixtures'
import { lineRuleFromText, lineRuleOf, percentOf, ruleText } from '../../src/domains/payments/pricing'
import { billingApp, billingCalls } from './billing-fixtures'

// Issue 30, at the desk: a renewal (and an accepted offer, through the same enrolment service) priced with a staff or
// hardship discount chosen with its reason by a user holding ManageDiscounts, split into instalments and collected now
// by a method with its reference, in one request and one transaction; the spec's payload stays cash, at the automatic
// rules' price, not split. The renewal's price list shows each duration's lines before confirming. The cash-up's rows
// carry what was refunded of each payment. The test clock stands at 2026-11-21 in Cairo.

interface Line {
  kind: string
  text: string
  amountCents: number
  ruleID: number | null
  reason: string | null
  rule?: { kind: string; percent: number } | null
}
interface Priced {
  months: number
  lines: Line[]
  totalCents: number
}

/** A total split in two monthly instalments from today, the first of `first` piastres, as a payload sends them. */
const inTwo = (totalCents: number, first: number) => [
  { dueOn: '2026-11-21', amount: (first / 100).toFixed(2) },
  { dueOn: '2026-12-21', amount: ((totalCents - first) / 100).toFixed(2) },
]

describe('billing at the desk', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  let staffRule: number
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
    admin = await login(t.app, ADMIN)
    calls = billingCalls(t)
    const rules = await calls.call(admin, 'PUT', '/api/discount-rules', [
      { kind: 'staff', percent: '30' },
      { kind: 'hardship', percent: '20' },
    ])
    staffRule = (rules.json() as unknown as Array<{ ruleID: number; kind: string }>).find(
      (rule) => rule.kind === 'staff',
    )!.ruleID
  })
  afterAll(() => t.close())

  const renewal = (swimmerID: number, extra: object = {}) => ({
    swimmerID,
    renewalType: 'monthly',
    durationInMonths: 1,
    site: CLUB_13,
    ...extra,
  })
  const prices = async (token: string, swimmerID: number, chosen?: number) => {
    const response = await calls.call(
      token,
      'GET',
      `/api/swimmers/${swimmerID}/renewal-prices${chosen ? `?chosen=${chosen}` : ''}`,
    )
    return { status: response.statusCode, body: response.json() as unknown as { prices: Priced[] } }
  }

  it('renews with a chosen staff discount, in two instalments, collecting the first by card', async () => {
    const swimmer = await renewableSwimmer(calls.db(), CLUB_13)
    const plain = (await prices(admin, swimmer.id)).body.prices.find((price) => price.months === 1)!
    expect(plain.lines[0]).toMatchObject({ kind: 'price' })
    const priced = await prices(admin, swimmer.id, staffRule)
    const one = priced.body.prices.find((price) => price.months === 1)!
    const list = one.lines[0].amountCents
    const staff = one.lines.find((line) => line.ruleID === staffRule)!
    expect(staff).toMatchObject({ kind: 'discount', text: 'Staff discount: 30%', rule: { kind: 'staff', percent: 30 } })
    expect(one.totalCents).toBe(plain.totalCents + staff.amountCents)
    expect(staff.amountCents).toBe(-percentOf(plain.totalCents, 3000))
    // A cashier without ManageDiscounts is not priced with it.
    expect((await prices(cashier, swimmer.id, staffRule)).status).toBe(403)
    expect(list).toBeGreaterThan(0)

    const first = Math.floor(one.totalCents / 2)
    const body = renewal(swimmer.id, {
      amountPaid: (first / 100).toFixed(2),
      recieptNo: 'DESK-1',
      method: 'card',
      reference: 'AUTH-771',
      discounts: [{ ruleID: staffRule, reason: 'Coach Mona’s son' }],
      instalments: inTwo(one.totalCents, first),
    })
    const renewed = await calls.call(admin, 'POST', '/api/swimmers/renew-subscription', body)
    expect(renewed.statusCode).toBe(200)
    const invoiceId = renewed.json().invoiceID as number
    const detail = (await calls.call(admin, 'GET', `/api/invoices/${invoiceId}`)).json()
    expect(detail).toMatchObject({ totalCents: one.totalCents, amountPaidCents: first })
    expect((detail.lines as Line[]).find((line) => line.ruleID === staffRule)).toMatchObject({
      reason: 'Coach Mona’s son',
      rule: { kind: 'staff', percent: 30 },
    })
    expect(detail.instalments).toEqual([
      { dueOn: '2026-11-21', amount: first / 100, amountCents: first, amountPaid: first / 100, amountPaidCents: first },
      {
        dueOn: '2026-12-21',
        amount: (one.totalCents - first) / 100,
        amountCents: one.totalCents - first,
        amountPaid: 0,
        amountPaidCents: 0,
      },
    ])
    const payment = await calls.paymentRow(renewed.json().paymentID as number)
    expect(payment).toMatchObject({ method: 'card', reference: 'AUTH-771', status: 'confirmed', amount_cents: first })
    // The due list shows the invoice's instalments and what each is paid.
    const due = (await calls.call(admin, 'GET', `/api/money/due?site=${CLUB_13}`)).json() as unknown as {
      invoices: Array<{ invoiceID: number; instalments?: unknown[] }>
    }
    expect(due.invoices.find((row) => row.invoiceID === invoiceId)?.instalments).toEqual(detail.instalments)
  })

  it('refuses a chosen discount to a cashier without ManageDiscounts, and instalments not adding up, storing nothing', async () => {
    const swimmer = await renewableSwimmer(calls.db(), CLUB_13)
    const before = await snapshot(calls.db())
    const chosen = await calls.call(
      cashier,
      'POST',
      '/api/swimmers/renew-subscription',
      renewal(swimmer.id, { discounts: [{ ruleID: staffRule, reason: 'Staff' }] }),
    )
    expect(chosen.statusCode).toBe(403)
    const wrongSum = await calls.call(
      cashier,
      'POST',
      '/api/swimmers/renew-subscription',
      renewal(swimmer.id, {
        instalments: [
          { dueOn: '2026-11-21', amount: '1' },
          { dueOn: '2026-12-21', amount: '1' },
        ],
      }),
    )
    expect(wrongSum.statusCode).toBe(400)
    expect(wrongSum.json().errors).toHaveProperty('instalments')
    const noReference = await calls.call(
      cashier,
      'POST',
      '/api/swimmers/renew-subscription',
      renewal(swimmer.id, { amountPaid: '1', recieptNo: 'DESK-2', method: 'instapay' }),
    )
    expect(noReference.statusCode).toBe(400)
    expect(noReference.json().errors).toHaveProperty('reference')
    expect(await snapshot(calls.db())).toEqual(before)
  })

  it("keeps the spec's renewal payload as cash, not split, with no chosen discount", async () => {
    const swimmer = await renewableSwimmer(calls.db(), CLUB_13)
    const renewed = await calls.call(
      cashier,
      'POST',
      '/api/swimmers/renew-subscription',
      renewal(swimmer.id, { amountPaid: '10', recieptNo: 'DESK-3', userID: 2 }),
    )
    expect(renewed.statusCode).toBe(200)
    const detail = (await calls.call(cashier, 'GET', `/api/invoices/${renewed.json().invoiceID}`)).json()
    expect(detail.instalments).toBeUndefined()
    expect((detail.lines as Line[]).some((line) => line.reason !== null)).toBe(false)
    const payment = await calls.paymentRow(renewed.json().paymentID as number)
    expect(payment).toMatchObject({ method: 'cash', reference: null, status: 'confirmed', amount_cents: 1000 })

    // The cash-up row says what was refunded of it (nothing yet, then what a refund gave back).
    const row = () =>
      calls
        .cashup(cashier, CLUB_13, '2026-11-21')
        .then((day) =>
          (day.payments as Array<{ paymentID: number; refundedCents?: number }>).find(
            (one) => one.paymentID === payment.id,
          ),
        )
    expect(await row()).toMatchObject({ refundedCents: 0 })
    await calls.db().updateTable('payments').set({ refunded_cents: 1000 }).where('id', '=', payment.id).execute()
    expect(await row()).toMatchObject({ refundedCents: 1000, refunded: 10 })
  })
})

describe('enrolling at the desk', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  let staffRule: number
  beforeAll(async () => {
    ;({ t, cashier, admin, calls } = await billingApp())
    const rules = await calls.call(admin, 'PUT', '/api/discount-rules', [{ kind: 'staff', percent: '30' }])
    staffRule = (rules.json() as unknown as Array<{ ruleID: number }>)[0].ruleID
  })
  afterAll(() => t.close())
  const staffLine = (price: { lines: Line[] }) => price.lines.find((line) => line.ruleID === staffRule)

  it('prices the school options with their lines and takes the enrolment money by its method, split', async () => {
    const swimmer = await addSwimmer(t, cashier)
    const options = (await calls.call(cashier, 'GET', `/api/swimmers/school-options/${swimmer}`)).json() as unknown as {
      schools: Array<{ schoolID: number; enrolled: number; capacity: number; invoices: Priced[] }>
    }
    const school = options.schools.find((entry) => entry.enrolled < entry.capacity)!
    const one = school.invoices.find((price) => price.months === 1)!
    expect(one.lines[0]).toMatchObject({ kind: 'price', amountCents: one.totalCents })
    const half = Math.floor(one.totalCents / 2)
    const enrolled = await calls.call(cashier, 'POST', '/api/swimmers/save-school-trans', {
      swimmerID: swimmer,
      schoolID: school.schoolID,
      months: 1,
      userID: 2,
      siteID: CLUB_13,
      amountPaid: (half / 100).toFixed(2),
      reciptNo: 'ENROL-1',
      method: 'wallet',
      reference: 'VF-55',
      instalments: inTwo(one.totalCents, half),
    })
    expect(enrolled.statusCode).toBe(200)
    const payment = await calls.paymentRow(enrolled.json().paymentID as number)
    expect(payment).toMatchObject({ method: 'wallet', reference: 'VF-55', amount_cents: half })
    const detail = (await calls.call(cashier, 'GET', `/api/invoices/${enrolled.json().invoiceID}`)).json()
    expect((detail.instalments as Array<{ amountPaidCents: number }>).map((part) => part.amountPaidCents)).toEqual([
      half,
      0,
    ])
  })

  it("takes the pre-team screen's enrolment by its method too", async () => {
    const swimmer = await addSwimmer(t, admin, { startLevel: 17 })
    const options = (
      await calls.call(cashier, 'GET', `/api/swimmers/preteam-options/${swimmer}`)
    ).json() as unknown as {
      preTeams: Array<{ pTeamID: number }>
      invoices: Priced[]
    }
    expect(options.invoices[0].lines[0]).toMatchObject({ kind: 'price' })
    const enrolled = await calls.call(admin, 'POST', '/api/PreTeam/add-swimmer', {
      swimmerID: swimmer,
      pteamID: options.preTeams[0].pTeamID,
      months: 1,
      userID: 2,
      siteID: CLUB_13,
      amountPaid: '10',
      recieptNo: 'ENROL-2',
      method: 'card',
      reference: 'AUTH-9',
    })
    expect(enrolled.statusCode).toBe(200)
    expect(await calls.paymentRow(enrolled.json().paymentID as number)).toMatchObject({ method: 'card' })
  })

  // The swimmer screen's enrol dialogs offer the staff or hardship discount as Renew does: their option lists price a
  // chosen rule in (?chosen=, as the renewal's prices) for a user holding ManageDiscounts and refuse it to one without.
  it('prices the school options with a chosen rule, refused without ManageDiscounts, and enrols with it, split', async () => {
    const swimmer = await addSwimmer(t, cashier)
    type Options = { schools: Array<{ schoolID: number; enrolled: number; capacity: number; invoices: Priced[] }> }
    const options = (token: string, chosen?: number) =>
      calls.call(token, 'GET', `/api/swimmers/school-options/${swimmer}${chosen ? `?chosen=${chosen}` : ''}`)
    const school = ((await options(admin)).json() as unknown as Options).schools.find(
      (entry) => entry.enrolled < entry.capacity,
    )!
    const list = school.invoices.find((price) => price.months === 1)!
    expect(staffLine(list)).toBeUndefined()
    expect((await options(cashier, staffRule)).statusCode).toBe(403)
    const answer = await options(admin, staffRule)
    expect(answer.statusCode).toBe(200)
    const priced = (answer.json() as unknown as Options).schools.find((entry) => entry.schoolID === school.schoolID)!
    const one = priced.invoices.find((price) => price.months === 1)!
    expect(staffLine(one)).toMatchObject({ kind: 'discount', text: 'Staff discount: 30%' })
    expect(one.totalCents).toBe(list.totalCents + staffLine(one)!.amountCents)
    expect(one.totalCents).toBeLessThan(list.totalCents)

    const first = Math.ceil(one.totalCents / 2)
    const enrolled = await calls.call(admin, 'POST', '/api/swimmers/save-school-trans', {
      swimmerID: swimmer,
      schoolID: school.schoolID,
      months: 1,
      siteID: CLUB_13,
      amountPaid: '0',
      reciptNo: '',
      discounts: [{ ruleID: staffRule, reason: 'Coach Mona’s son' }],
      instalments: inTwo(one.totalCents, first),
    })
    expect(enrolled.statusCode).toBe(200)
    const detail = (await calls.call(admin, 'GET', `/api/invoices/${enrolled.json().invoiceID}`)).json()
    expect(detail).toMatchObject({ totalCents: one.totalCents, amountPaidCents: 0 })
    expect(staffLine(detail as unknown as Priced)).toMatchObject({ reason: 'Coach Mona’s son' })
    expect((detail.instalments as Array<{ amountCents: number }>).map((part) => part.amountCents)).toEqual([
      first,
      one.totalCents - first,
    ])
  })

  it('prices the pre-team options with a chosen rule, refused without ManageDiscounts', async () => {
    const swimmer = await addSwimmer(t, admin, { startLevel: 17 })
    const url = `/api/swimmers/preteam-options/${swimmer}`
    const [plain] = ((await calls.call(admin, 'GET', url)).json() as unknown as { invoices: Priced[] }).invoices
    expect(staffLine(plain)).toBeUndefined()
    expect((await calls.call(cashier, 'GET', `${url}?chosen=${staffRule}`)).statusCode).toBe(403)
    const priced = await calls.call(admin, 'GET', `${url}?chosen=${staffRule}`)
    expect(priced.statusCode).toBe(200)
    const [one] = (priced.json() as unknown as { invoices: Priced[] }).invoices
    expect(staffLine(one)).toMatchObject({ kind: 'discount', text: 'Staff discount: 30%' })
    expect(one.totalCents).toBe(plain.totalCents + staffLine(one)!.amountCents)
  })
})

describe("a discount line's rule", () => {
  const kinds = [
    { kind: 'sibling', percent_bp: 1000, from_rank: 2, min_months: null, club_name: null },
    { kind: 'sibling', percent_bp: 1500, from_rank: 3, min_months: null, club_name: null },
    { kind: 'sibling', percent_bp: 1750, from_rank: 4, min_months: null, club_name: null },
    { kind: 'multiGroup', percent_bp: 500, from_rank: null, min_months: null, club_name: null },
    { kind: 'prepay', percent_bp: 1250, from_rank: null, min_months: 6, club_name: null },
    { kind: 'clubMember', percent_bp: 800, from_rank: null, min_months: null, club_name: 'Gezira: Sporting Club' },
    { kind: 'staff', percent_bp: 3000, from_rank: null, min_months: null, club_name: null },
    { kind: 'hardship', percent_bp: 2000, from_rank: null, min_months: null, club_name: null },
  ] as const
  it.each(kinds)('reads back from the words it was priced with: $kind', (rule) => {
    expect(lineRuleFromText(ruleText(rule))).toEqual(lineRuleOf(rule))
  })
  it('is null for words of another shape', () => {
    expect(lineRuleFromText('School - 1 month')).toBeNull()
  })
})
