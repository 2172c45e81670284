import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ledgerEntry } from '@/testing/billingFixture'
import { SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { FamilyLedger } from './FamilyLedger'

jest.setTimeout(30_000)

// Issue 30, the family's account at the desk: each open invoice with its lines and instalments (what each has been
// paid), one payment for the family that the server allocates across siblings (the answer says where it went), and an
// open invoice paid from the family's credit.

const entry = ledgerEntry

const detail = (invoiceID: number, swimmerName: string, fields: Record<string, unknown> = {}) => ({
  invoiceID,
  siteID: 61,
  swimmerID: 120,
  swimmerName,
  itemName: 'School - 1 month',
  months: 1,
  status: 'open',
  createdAt: '2026-11-01T08:00:00.000Z',
  lines: [
    {
      kind: 'price',
      text: 'School - 1 month',
      amount: 500,
      amountCents: 50000,
      ruleID: null,
      reason: null,
      rule: null,
    },
  ],
  total: 500,
  totalCents: 50000,
  amountPaid: 0,
  amountPaidCents: 0,
  amountRefunded: 0,
  amountRefundedCents: 0,
  amountDue: 500,
  amountDueCents: 50000,
  ...fields,
})

function accountServer() {
  const sent: Array<{ url: string; body: unknown }> = []
  server.use(
    http.get('/api/settings/access', () =>
      HttpResponse.json({
        actions: [],
        privileges: ['Settings:ViewInvoices', 'Settings:CompletePayment', 'Settings:RefundPayments'],
      }),
    ),
    http.get('/api/families/120/ledger', () =>
      HttpResponse.json({
        familyID: 120,
        entries: [entry({}), entry({ invoiceID: 8, swimmerID: 121, swimmerName: 'Mariam Adel', balance: 1000 })],
        due: 1000,
        dueCents: 100000,
        credit: 100,
        creditCents: 10000,
        balance: 900,
        balanceCents: 90000,
      }),
    ),
    http.get('/api/invoices/7', () =>
      HttpResponse.json(
        detail(7, 'Youssef Adel', {
          amountPaid: 100,
          amountPaidCents: 10000,
          amountDue: 400,
          amountDueCents: 40000,
          instalments: [
            { dueOn: '2026-11-01', amount: 250, amountCents: 25000, amountPaid: 100, amountPaidCents: 10000 },
            { dueOn: '2026-12-01', amount: 250, amountCents: 25000, amountPaid: 0, amountPaidCents: 0 },
          ],
        }),
      ),
    ),
    http.get('/api/invoices/8', () => HttpResponse.json(detail(8, 'Mariam Adel'))),
    http.post('/api/families/120/payments', async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() })
      const part = (invoiceID: number, swimmerName: string, receiptNo: string, cents: number, dueCents: number) => ({
        invoiceID,
        swimmerID: invoiceID === 7 ? 120 : 121,
        swimmerName,
        itemName: 'School - 1 month',
        paymentID: invoiceID * 10,
        receiptNo,
        amount: cents / 100,
        amountCents: cents,
        amountDue: dueCents / 100,
        amountDueCents: dueCents,
      })
      return HttpResponse.json({
        message: 'Family payment recorded',
        familyID: 120,
        amount: 600,
        amountCents: 60000,
        allocations: [part(7, 'Youssef Adel', 'FAM-1', 40000, 0), part(8, 'Mariam Adel', 'FAM-1/2', 20000, 30000)],
      })
    }),
    http.post('/api/invoices/8/apply-credit', async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() })
      return HttpResponse.json({ message: 'ok' })
    }),
  )
  return sent
}

describe("the family's account at the desk", () => {
  it('lists the open invoices with their instalments and collects one payment across siblings', async () => {
    const sent = accountServer()
    signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: SMART_WAY })
    const { user } = renderWithProviders(<FamilyLedger familyID={120} />, { userEventOptions: { delay: null } })
    const invoice = await screen.findByRole('article', { name: /Invoice 7 of Youssef Adel: EGP 400\.00 due/ })
    const instalments = within(invoice).getByRole('list', { name: 'Instalments' })
    expect(
      within(instalments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/EGP 250\.00 due 1 Nov 2026 · EGP 100\.00 paid/),
      expect.stringMatching(/EGP 250\.00 due 1 Dec 2026 · EGP 0\.00 paid/),
    ])
    // Split is offered only on an invoice nothing was paid of and not split yet.
    expect(within(invoice).queryByRole('button', { name: 'Instalments…' })).not.toBeInTheDocument()
    const other = screen.getByRole('article', { name: /Invoice 8 of Mariam Adel/ })
    expect(within(other).getByRole('button', { name: 'Instalments…' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Collect for the family' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect for the family' })
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '٦٠٠')
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt number/ }), 'FAM-1')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Paid by' }), 'instapay')
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'IP-77')
    await user.click(within(dialog).getByRole('button', { name: 'Collect' }))
    const wentTo = await within(dialog).findByRole('list', { name: 'Where the payment went' })
    expect(
      within(wentTo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/EGP 400\.00 to invoice 7 of Youssef Adel \(receipt FAM-1\), EGP 0\.00 still due/),
      expect.stringMatching(/EGP 200\.00 to invoice 8 of Mariam Adel \(receipt FAM-1\/2\), EGP 300\.00 still due/),
    ])
    expect(sent[0].body).toEqual({
      amount: '٦٠٠',
      receiptNo: 'FAM-1',
      method: 'instapay',
      reference: 'IP-77',
      site: 61,
    })
    // Done: one button closes the dialog (no Cancel of a payment already made), and Escape closes it without asking.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("pays an open invoice from the family's credit", async () => {
    const sent = accountServer()
    signIn({ user: buildUser({ modules: ['Mod_SW'] }), site: SMART_WAY })
    const { user } = renderWithProviders(<FamilyLedger familyID={120} />, { userEventOptions: { delay: null } })
    const other = await screen.findByRole('article', { name: /Invoice 8 of Mariam Adel/ })
    await user.click(within(other).getByRole('button', { name: 'Pay from credit' }))
    const dialog = await screen.findByRole('dialog', { name: /Pay invoice 8 of Mariam Adel from credit/ })
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('100.00')
    await user.click(within(dialog).getByRole('button', { name: 'Pay from credit' }))
    await waitFor(() =>
      expect(sent).toEqual([{ url: expect.stringMatching(/apply-credit$/), body: { amount: '100.00' } }]),
    )
  })
})
