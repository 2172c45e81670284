import { type TestApp } from '../helper'
import { CLUB_13 } from '../routes/swimmers-fixtures'
import { renewableSwimmer } from '../domains/money/money-fixtures'
import { percentOf, stack } from '../../src/domains/payments/pricing'
import type { billingCalls } from './billing-fixtures'
import { billingApp } from './billing-fixtures'

// Issue 30, discount rules: each rule and their stacking to the piastre (each its percent of what is left, half up),
// the cap (50% of the list price) and the floor (100.00), invoices keeping their lines when a rule changes later, staff
// and hardship discounts chosen only with ManageDiscounts.

interface Line {
  kind: string
  text: string
  amountCents: number
  ruleID: number | null
}
interface Rule {
  ruleID: number
  kind: string
  percent: number
}

const rule = (id: number, kind: string, percentBp: number) =>
  ({
    id,
    kind,
    percent_bp: percentBp,
    from_rank: 2,
    min_months: 3,
    club_id: null,
    club_name: 'Club',
    active: 1,
    updated_at: '',
    updated_by: 1,
  }) as Parameters<typeof stack>[1][number]['rule']

describe('stacking, rounding, cap and floor', () => {
  it('takes each percent of what is left, rounded half up to the piastre', () => {
    expect(percentOf(33333, 1250)).toBe(4167) // 41.66625 → 41.67
    expect(percentOf(10001, 500)).toBe(500) // 500.05 piastres → 500
    expect(percentOf(10010, 500)).toBe(501) // 500.5 → 501 (half up)
    const lines = stack(45000, [
      { rule: rule(1, 'sibling', 1000), reason: null },
      { rule: rule(2, 'prepay', 500), reason: null },
      { rule: rule(3, 'clubMember', 1250), reason: null },
    ])
    // 450.00 → −45.00 → 405.00 → −20.25 → 384.75 → −48.09 (48.09375) → 336.66
    expect(lines.map((line) => line.amountCents)).toEqual([-4500, -2025, -4809])
  })

  it('never takes more than the cap of the list price, nor goes below the floor', () => {
    const capped = stack(40000, [
      { rule: rule(1, 'sibling', 4000), reason: null },
      { rule: rule(2, 'prepay', 4000), reason: null },
      { rule: rule(3, 'clubMember', 1000), reason: null },
    ])
    // 40% = 160.00, then 40% of 240.00 = 96.00 would pass the cap (200.00): cut to 40.00, the club rule dropped.
    expect(capped.map((line) => line.amountCents)).toEqual([-16000, -4000])
    const floored = stack(12000, [{ rule: rule(1, 'sibling', 5000), reason: null }])
    expect(floored.map((line) => line.amountCents)).toEqual([-2000])
    expect(stack(9000, [{ rule: rule(1, 'sibling', 1000), reason: null }])).toEqual([])
  })
})

describe('discount rules', () => {
  let t: TestApp
  let cashier: string
  let admin: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    ;({ t, cashier, admin, calls } = await billingApp())
  })
  afterAll(() => t.close())

  const renew = (swimmerID: number, months = 3) =>
    calls.call(admin, 'POST', '/api/swimmers/renew-subscription', {
      swimmerID,
      renewalType: 'quarterly',
      durationInMonths: months,
      site: CLUB_13,
    })

  it('prices a renewal with each rule that applies, keeps the lines, and a later change touches no old invoice', async () => {
    const swimmer = await renewableSwimmer(calls.db(), CLUB_13)
    const row = await calls
      .db()
      .selectFrom('swimmers')
      .select(['club', 'family_id'])
      .where('id', '=', swimmer.id)
      .executeTakeFirstOrThrow()
    // An elder sibling (registered before) makes the swimmer the second child.
    const elder = await calls
      .db()
      .selectFrom('swimmers')
      .select('id')
      .where('id', '<', swimmer.id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await calls.db().updateTable('swimmers').set({ family_id: row.family_id }).where('id', '=', elder.id).execute()

    expect((await calls.call(cashier, 'PUT', '/api/discount-rules', [])).statusCode).toBe(403)
    const put = await calls.call(admin, 'PUT', '/api/discount-rules', [
      { kind: 'sibling', percent: '10', fromRank: 2 },
      { kind: 'sibling', percent: '15', fromRank: 3 },
      { kind: 'prepay', percent: '٥', minMonths: 3 },
      { kind: 'prepay', percent: '8', minMonths: 6 },
      { kind: 'clubMember', percent: '12.5', clubID: row.club },
      { kind: 'staff', percent: '30' },
    ])
    expect(put.statusCode).toBe(200)
    const rules = put.json() as unknown as Rule[]
    expect(rules.map((r) => [r.kind, r.percent])).toEqual([
      ['sibling', 10],
      ['sibling', 15],
      ['prepay', 5],
      ['prepay', 8],
      ['clubMember', 12.5],
      ['staff', 30],
    ])
    const listed = await calls.call(cashier, 'GET', '/api/discount-rules')
    expect(listed.json()).toEqual(rules)

    const renewed = await renew(swimmer.id)
    expect(renewed.statusCode).toBe(200)
    const invoiceId = renewed.json().invoiceID as number
    const detail = await calls.call(cashier, 'GET', `/api/invoices/${invoiceId}`)
    expect(detail.statusCode).toBe(200)
    const lines = detail.json().lines as Line[]
    const list = lines[0].amountCents
    const sibling = percentOf(list, 1000)
    const prepay = percentOf(list - sibling, 500)
    const club = percentOf(list - sibling - prepay, 1250)
    const byKind = (kind: string) => rules.find((r) => r.kind === kind)!.ruleID
    expect(lines.map((line) => [line.kind, line.amountCents, line.ruleID])).toEqual([
      ['price', list, null],
      ['discount', -sibling, byKind('sibling')],
      ['discount', -prepay, byKind('prepay')],
      ['discount', -club, byKind('clubMember')],
    ])
    expect(lines[1].text).toBe('Sibling discount from the second child: 10%')
    const total = list - sibling - prepay - club
    expect(detail.json()).toMatchObject({ totalCents: total, amountPaidCents: 0, amountDueCents: total })
    expect(await calls.invoiceRow(invoiceId)).toMatchObject({ amount_cents: total })

    // The preview of the same renewal says the same, before it is made.
    const product = (
      await calls.db().selectFrom('invoices').select('product').where('id', '=', invoiceId).executeTakeFirstOrThrow()
    ).product
    const previewUrl = `/api/invoices/preview?site=${CLUB_13}&swimmer=${swimmer.id}&product=${product}&months=3`
    const preview = await calls.call(cashier, 'GET', previewUrl)
    expect(preview.json()).toMatchObject({ totalCents: total })

    // A rule changed later: the invoice keeps its lines, a new price follows the new rule.
    await calls.call(admin, 'PUT', '/api/discount-rules', [
      { ruleID: byKind('sibling'), kind: 'sibling', percent: '20', fromRank: 2 },
    ])
    const again = await calls.call(cashier, 'GET', `/api/invoices/${invoiceId}`)
    expect(again.json().lines).toEqual(detail.json().lines)
    expect(again.json().totalCents).toBe(total)
    const after = await calls.call(cashier, 'GET', previewUrl)
    expect((after.json().lines as Line[]).map((line) => line.amountCents)).toEqual([list, -percentOf(list, 2000)])
  })

  it('gives a staff or hardship discount only when chosen by a user holding ManageDiscounts', async () => {
    const swimmer = await renewableSwimmer(calls.db(), CLUB_13)
    const staff = await calls.call(admin, 'PUT', '/api/discount-rules', [{ kind: 'staff', percent: '30' }])
    const staffRule = (staff.json() as unknown as Rule[])[0].ruleID
    const product = (
      await calls.db().selectFrom('price_list').select('product').where('site', '=', CLUB_13).executeTakeFirstOrThrow()
    ).product
    const url = `/api/invoices/preview?site=${CLUB_13}&swimmer=${swimmer.id}&product=${product}&months=1`
    const plain = await calls.call(cashier, 'GET', url)
    expect(plain.json().lines).toHaveLength(1)
    expect((await calls.call(cashier, 'GET', `${url}&chosen=${staffRule}`)).statusCode).toBe(403)
    const chosen = await calls.call(admin, 'GET', `${url}&chosen=${staffRule}`)
    expect(chosen.statusCode).toBe(200)
    expect((chosen.json().lines as Line[])[1]).toMatchObject({ text: 'Staff discount: 30%', ruleID: staffRule })
  })

  it('refuses a rule without what its kind needs, naming the field, and changes nothing', async () => {
    const before = await calls.call(admin, 'GET', '/api/discount-rules')
    for (const [body, field] of [
      [[{ kind: 'sibling', percent: '10' }], '0.fromRank'],
      [
        [
          { kind: 'staff', percent: '5' },
          { kind: 'prepay', percent: '5' },
        ],
        '1.minMonths',
      ],
      [[{ kind: 'clubMember', percent: '5', clubID: 999999 }], '0.clubID'],
      [[{ kind: 'sibling', percent: '0', fromRank: 2 }], '0.percent'],
      [[{ kind: 'loyalty', percent: '5' }], '0.kind'],
    ] as const) {
      const response = await calls.call(admin, 'PUT', '/api/discount-rules', body as unknown as object)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().errors ?? {})).toContain(field)
    }
    expect((await calls.call(admin, 'GET', '/api/discount-rules')).json()).toEqual(before.json())
  })
})
