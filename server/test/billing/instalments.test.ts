import { buildTestApp, login, type TestApp } from '../helper'
import { CASHIER, CLUB_13, snapshot } from '../routes/swimmers-fixtures'
import { billingCalls } from './billing-fixtures'

// Issue 30, instalments: an open invoice split into instalments with due dates adding up to its amount; a family's
// payment allocated to its swimmers' open invoices oldest first (the earliest instalment due first), the answer saying
// where it went, each part recorded as a payment of its invoice. The test clock stands at 2026-11-21 in Cairo.

interface Detail {
  amountDueCents: number
  instalments?: Array<{ dueOn: string; amountCents: number; amountPaidCents: number }>
}

describe('instalments and a family payment', () => {
  let t: TestApp
  let cashier: string
  let calls: ReturnType<typeof billingCalls>
  beforeAll(async () => {
    t = await buildTestApp()
    cashier = await login(t.app, CASHIER)
    calls = billingCalls(t)
  })
  afterAll(() => t.close())

  const detail = async (id: number) =>
    (await calls.call(cashier, 'GET', `/api/invoices/${id}`)).json() as unknown as Detail

  it('splits an invoice, allocates a family payment oldest first and says where it went', async () => {
    const open = (await calls.openInvoices(CLUB_13)).filter((invoice) => invoice.paid_cents === 0)
    const [older, newer] = [open[0], open.find((invoice) => invoice.swimmer_id !== open[0].swimmer_id)!]
    const family = (
      await calls
        .db()
        .selectFrom('swimmers')
        .select('family_id')
        .where('id', '=', older.swimmer_id)
        .executeTakeFirstOrThrow()
    ).family_id as number
    await calls.db().updateTable('swimmers').set({ family_id: family }).where('id', '=', newer.swimmer_id).execute()
    // Any other open invoice of the two swimmers at the cashier's sites is in the allocation too.
    const familyOpen = (await calls.openInvoices(CLUB_13)).filter((invoice) =>
      [older.swimmer_id, newer.swimmer_id].includes(invoice.swimmer_id),
    )

    // The newer invoice is split; its first instalment is due today, after the older invoice was made (seeded earlier).
    const half = Math.floor(newer.amount_cents / 2)
    const split = await calls.call(cashier, 'POST', `/api/invoices/${newer.id}/instalments`, {
      instalments: [
        { dueOn: '2026-11-21', amount: (half / 100).toFixed(2) },
        { dueOn: '2026-12-21', amount: ((newer.amount_cents - half) / 100).toFixed(2) },
      ],
    })
    expect(split.statusCode).toBe(200)
    expect((await detail(newer.id)).instalments).toEqual([
      { dueOn: '2026-11-21', amount: half / 100, amountCents: half, amountPaid: 0, amountPaidCents: 0 },
      {
        dueOn: '2026-12-21',
        amount: (newer.amount_cents - half) / 100,
        amountCents: newer.amount_cents - half,
        amountPaid: 0,
        amountPaidCents: 0,
      },
    ])
    const again = await calls.call(cashier, 'POST', `/api/invoices/${newer.id}/instalments`, {
      instalments: [
        { dueOn: '2026-11-21', amount: '1' },
        { dueOn: '2026-12-21', amount: '1' },
      ],
    })
    expect(again.statusCode).toBe(409)

    // More than the family owes at the cashier's sites is refused, storing nothing.
    const owed = familyOpen.reduce((sum, invoice) => sum + invoice.amount_cents - invoice.paid_cents, 0)
    const before = await snapshot(calls.db())
    const tooMuch = await calls.call(cashier, 'POST', `/api/families/${family}/payments`, {
      site: CLUB_13,
      amount: ((owed + 1) / 100).toFixed(2),
      receiptNo: 'FAM-0',
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(await snapshot(calls.db())).toEqual(before)

    // The older invoice (made before today) in full, then the newer's first instalment and a piastre of the second.
    const olderDue = older.amount_cents
    const pay = olderDue + half + 1
    const others = familyOpen.filter((invoice) => invoice.id !== older.id && invoice.id !== newer.id)
    expect(others).toEqual([])
    const paid = await calls.call(cashier, 'POST', `/api/families/${family}/payments`, {
      site: CLUB_13,
      amount: (pay / 100).toFixed(2),
      receiptNo: 'FAM-1',
      method: 'instapay',
      reference: 'IP-FAM-1',
    })
    expect(paid.statusCode).toBe(200)
    expect(
      (paid.json().allocations as Array<Record<string, unknown>>).map((row) => [
        row.invoiceID,
        row.receiptNo,
        row.amountCents,
        row.amountDueCents,
      ]),
    ).toEqual([
      [older.id, 'FAM-1', olderDue, 0],
      [newer.id, 'FAM-1/2', half + 1, newer.amount_cents - half - 1],
    ])
    expect((await detail(newer.id)).instalments?.map((part) => part.amountPaidCents)).toEqual([half, 1])
    expect(await calls.invoiceRow(older.id)).toMatchObject({ status: 'paid' })
  })

  it('refuses instalments that do not add up or are not in order, naming the field', async () => {
    const [invoice] = (await calls.openInvoices(CLUB_13)).filter((row) => row.paid_cents === 0)
    const amount = (invoice.amount_cents / 100).toFixed(2)
    for (const instalments of [
      [
        { dueOn: '2026-11-21', amount },
        { dueOn: '2026-12-21', amount: '1.00' },
      ],
      [
        { dueOn: '2026-11-20', amount: '1.00' },
        { dueOn: '2026-12-21', amount: ((invoice.amount_cents - 100) / 100).toFixed(2) },
      ],
      [{ dueOn: '2026-11-21', amount }],
    ]) {
      const response = await calls.call(cashier, 'POST', `/api/invoices/${invoice.id}/instalments`, { instalments })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().errors ?? {})).toContain('instalments')
    }
  })
})
