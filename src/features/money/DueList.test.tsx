import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { DueResponse } from '@contract/money'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { LocationProbe, renderWithProviders, signIn } from '@/testing/test-utils'
import { DueList } from './DueList'

const DUE: DueResponse = {
  siteID: 62,
  siteName: 'Club 13',
  today: '2026-11-24',
  days: 30,
  currency: 'EGP',
  subscriptions: [
    {
      swimmerID: 50,
      fullName: 'Talia Tarek Hamdy',
      endsOn: '2026-11-20',
      daysLeft: -4,
      ended: true,
      group: 'School 12 · Level 3',
      groupKind: 'school',
      groupID: 12,
      parentPhone: '01001234567',
    },
    {
      swimmerID: 1203,
      fullName: 'Omar Adel',
      endsOn: '2026-11-30',
      daysLeft: 6,
      ended: false,
      group: null,
      groupKind: null,
      groupID: null,
      parentPhone: null,
    },
  ],
  invoices: [
    {
      invoiceID: 49,
      swimmerID: 50,
      fullName: 'Talia Tarek Hamdy',
      parentPhone: '01001234567',
      itemName: 'Baby Class - 1 month',
      amount: 1385.5,
      amountCents: 138550,
      amountPaid: 0,
      amountPaidCents: 0,
      amountDue: 1385.5,
      amountDueCents: 138550,
      ageDays: 14,
      createdAt: '2026-11-10T12:46:00.000Z',
    },
    {
      invoiceID: 51,
      swimmerID: 1203,
      fullName: 'Omar Adel',
      parentPhone: null,
      itemName: 'School - 3 months',
      amount: 3000,
      amountCents: 300000,
      amountPaid: 1000.1,
      amountPaidCents: 100010,
      amountDue: 1999.9,
      amountDueCents: 199990,
      ageDays: 1,
      createdAt: '2026-11-23T09:00:00.000Z',
    },
  ],
  totals: { subscriptions: 2, endingSoon: 1, ended: 1, invoices: 2, amountDue: 3385.4, amountDueCents: 338540 },
  truncated: { subscriptions: false, invoices: false },
}

function dueServer() {
  const payments: unknown[] = []
  const asked: string[] = []
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/money/due', ({ request }) => {
      asked.push(new URL(request.url).search)
      return HttpResponse.json(DUE)
    }),
    http.post('/api/Payment/complete', async ({ request }) => {
      payments.push(await request.json())
      return HttpResponse.json({
        message: 'Payment completed successfully',
        paymentID: 900,
        invoiceID: 49,
        status: 'paid',
        amountDue: 0,
        method: 'cash',
        paymentStatus: 'confirmed',
      })
    }),
  )
  return { payments, asked }
}

const render = (props: { mayCollect?: boolean; mayRenew?: boolean } = {}) => {
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  return renderWithProviders(
    <>
      <DueList
        siteID={62}
        days={30}
        onDays={() => undefined}
        mayCollect={props.mayCollect ?? true}
        mayRenew={props.mayRenew ?? true}
      />
      <LocationProbe />
    </>,
  )
}

jest.setTimeout(30_000)

describe('the due list', () => {
  it('shows what is owed with the currency and two decimals, and the totals', async () => {
    const { asked } = dueServer()
    render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    expect(asked).toEqual(['?site=62&days=30'])
    const totals = screen.getByRole('group', { name: 'Totals' })
    expect(within(totals).getByText('EGP 3,385.40')).toBeInTheDocument()
    expect(within(invoices).getByText('EGP 1,385.50')).toBeInTheDocument()
    expect(within(invoices).getByText('EGP 1,999.90')).toBeInTheDocument()
    expect(within(invoices).getByText('14 days')).toBeInTheDocument()
    expect(within(invoices).getByText('01001234567')).toBeInTheDocument()
    const subscriptions = screen.getByRole('grid', { name: /Subscriptions ending within 30 days/ })
    expect(within(subscriptions).getByText('Ended 4 days ago')).toBeInTheDocument()
    expect(within(subscriptions).getByText('Ends in 6 days')).toBeInTheDocument()
    expect(within(subscriptions).getByText('No group')).toBeInTheDocument()
  })

  it('lists the instalments of a split invoice with their due dates and what each is paid (issue 30)', async () => {
    dueServer()
    const part = (dueOn: string, cents: number, paidCents: number) => ({
      dueOn,
      amount: cents / 100,
      amountCents: cents,
      amountPaid: paidCents / 100,
      amountPaidCents: paidCents,
    })
    server.use(
      http.get('/api/money/due', () =>
        HttpResponse.json({
          ...DUE,
          invoices: DUE.invoices.map((invoice) =>
            invoice.invoiceID === 49
              ? { ...invoice, instalments: [part('2026-11-10', 69275, 20000), part('2026-12-10', 69275, 0)] }
              : invoice,
          ),
        }),
      ),
    )
    render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    const row = within(invoices).getByRole('row', { name: /Talia Tarek Hamdy/ })
    const parts = within(row).getByRole('list', { name: 'Instalments' })
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EGP 692.75 due 10 Nov 2026 · EGP 200.00 paid', 'EGP 692.75 due 10 Dec 2026 · EGP 0.00 paid'])
    // An invoice not split lists none.
    expect(within(within(invoices).getByRole('row', { name: /Omar Adel/ })).queryByRole('list')).toBeNull()
  })

  it("links a swimmer's name to their family with Mod_SW ViewFamilies, and not without (issue 28)", async () => {
    dueServer()
    server.use(
      http.get('/api/settings/access', () =>
        HttpResponse.json({ actions: ['ViewInvoices'], privileges: ['Mod_SW:ViewFamilies'] }),
      ),
    )
    const { user } = render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    await user.click(await within(invoices).findByRole('link', { name: 'Family of Omar Adel' }))
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/families')
    expect(screen.getByRole('status', { name: 'current query' })).toHaveTextContent('?swimmer=1203')
  })

  it('shows names as text without ViewFamilies (issue 28)', async () => {
    dueServer()
    server.use(http.get('/api/settings/access', () => HttpResponse.json({ actions: ['ViewInvoices'], privileges: [] })))
    render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    expect(await within(invoices).findByText('Omar Adel')).toBeInTheDocument()
    expect(within(invoices).queryByRole('link')).not.toBeInTheDocument()
  })

  it('searches by name words or by the start of the ID', async () => {
    dueServer()
    const { user } = render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    await user.type(screen.getByLabelText('Search by swimmer name or ID'), 'hamdy talia')
    await waitFor(() => expect(within(invoices).queryByText('Omar Adel')).not.toBeInTheDocument())
    expect(within(invoices).getByText('Talia Tarek Hamdy')).toBeInTheDocument()
    expect(screen.getByText('1 invoice shown, EGP 1,385.50 due')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Search by swimmer name or ID'))
    await user.type(screen.getByLabelText('Search by swimmer name or ID'), '120')
    await waitFor(() => expect(within(invoices).queryByText('Talia Tarek Hamdy')).not.toBeInTheDocument())
    expect(within(invoices).getByText('Omar Adel')).toBeInTheDocument()
  })

  it('finds a swimmer by an ID typed in Arabic-Indic digits (issue 25)', async () => {
    dueServer()
    const { user } = render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    await user.type(screen.getByLabelText('Search by swimmer name or ID'), '١٢٠')
    await waitFor(() => expect(within(invoices).queryByText('Talia Tarek Hamdy')).not.toBeInTheDocument())
    expect(within(invoices).getByText('Omar Adel')).toBeInTheDocument()
  })

  it('collects an invoice through Complete Payment and links its receipt', async () => {
    const { payments } = dueServer()
    const { user } = render()
    await screen.findByRole('grid', { name: 'Open invoices' })
    await user.click(screen.getByRole('button', { name: 'Collect invoice 49 of Talia Tarek Hamdy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect invoice #49' })
    expect(within(dialog).getByLabelText(/Amount paid/)).toHaveValue('1385.50')
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-62-1')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    const paid = await screen.findByRole('dialog', { name: 'Payment recorded' })
    expect(payments).toEqual([
      {
        entities: { amountPaid: '1385.50', recieptNo: 'R-62-1', swimmerID: 50, userID: '2', siteID: 62, invoiceID: 49 },
      },
    ])
    expect(within(paid).getByText("Talia Tarek Hamdy's payment is recorded with receipt R-62-1.")).toBeInTheDocument()
    await user.click(within(paid).getByRole('link', { name: 'Print receipt' }))
    expect(screen.getByLabelText('current path')).toHaveTextContent('/receipts/900')
  })

  it('collects by InstaPay with its reference; the reference is asked only for a method that has one (issue 30)', async () => {
    const { payments } = dueServer()
    const { user } = render()
    await screen.findByRole('grid', { name: 'Open invoices' })
    await user.click(screen.getByRole('button', { name: 'Collect invoice 49 of Talia Tarek Hamdy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect invoice #49' })
    expect(within(dialog).getByLabelText('Paid by')).toHaveValue('cash')
    expect(within(dialog).queryByLabelText(/Reference/)).not.toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'InstaPay')
    const reference = within(dialog).getByLabelText(/Reference/)
    expect(reference).toHaveAccessibleDescription('The InstaPay transaction reference')
    await user.type(reference, 'IP-٤٤٢١')
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-62-4')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    await screen.findByRole('dialog', { name: 'Payment recorded' })
    expect(payments).toEqual([
      { entities: expect.objectContaining({ recieptNo: 'R-62-4', method: 'instapay', reference: 'IP-٤٤٢١' }) },
    ])
  })

  it('says a bank transfer counts only once confirmed (issue 30)', async () => {
    dueServer()
    const { user } = render()
    await screen.findByRole('grid', { name: 'Open invoices' })
    await user.click(screen.getByRole('button', { name: 'Collect invoice 49 of Talia Tarek Hamdy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect invoice #49' })
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'Bank transfer')
    expect(within(dialog).getByText(/A bank transfer counts once it is confirmed/)).toBeInTheDocument()
  })

  it('takes an amount typed in Arabic-Indic digits, as the app shows amounts (issue 25)', async () => {
    const { payments } = dueServer()
    const { user } = render()
    await screen.findByRole('grid', { name: 'Open invoices' })
    await user.click(screen.getByRole('button', { name: 'Collect invoice 49 of Talia Tarek Hamdy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect invoice #49' })
    const amount = within(dialog).getByLabelText(/Amount paid/)
    await user.clear(amount)
    await user.type(amount, '١٢٠٫٥٠')
    expect(amount).toHaveValue('١٢٠٫٥٠')
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-62-2')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    await screen.findByRole('dialog', { name: 'Payment recorded' })
    expect(payments).toEqual([{ entities: expect.objectContaining({ amountPaid: '١٢٠٫٥٠', recieptNo: 'R-62-2' }) }])
  })

  it('refuses an amount in Arabic-Indic digits with three decimals on the field, before sending', async () => {
    const { payments } = dueServer()
    const { user } = render()
    await screen.findByRole('grid', { name: 'Open invoices' })
    await user.click(screen.getByRole('button', { name: 'Collect invoice 49 of Talia Tarek Hamdy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Collect invoice #49' })
    const amount = within(dialog).getByLabelText(/Amount paid/)
    await user.clear(amount)
    await user.type(amount, '١٢٠٫٥٠٥')
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-62-3')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    expect(await within(dialog).findByText(/at most two decimal places/)).toBeInTheDocument()
    expect(payments).toEqual([])
  })

  it('exports the open invoices with amounts a spreadsheet can add up and their currency (issue 25)', async () => {
    dueServer()
    const files: Blob[] = []
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob)
      return 'blob:test/1'
    })
    URL.revokeObjectURL = jest.fn()
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { user } = render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    expect(within(invoices).getByText('EGP 1,385.50')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Download .*invoices.* as CSV$/i }))
    await waitFor(() => expect(files).toHaveLength(1))
    const lines = (await files[0].text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toMatch(/,Amount due,Currency$/)
    expect(lines.slice(1).map((line) => line.split(',').slice(-2))).toEqual([
      ['1385.50', 'EGP'],
      ['1999.90', 'EGP'],
    ])
    click.mockRestore()
  })

  it('does not offer Collect while today’s cash-up is closed, and says why (issue 25)', async () => {
    dueServer()
    server.use(
      http.get('/api/cashup/today', () =>
        HttpResponse.json({ date: '2026-11-24', siteID: 62, siteName: 'Club 13', closed: true }),
      ),
    )
    render()
    const invoices = await screen.findByRole('grid', { name: 'Open invoices' })
    expect(await screen.findByText("Today's cash-up at Club 13 is closed: reopen it to take money")).toBeInTheDocument()
    expect(within(invoices).getByText('Talia Tarek Hamdy')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument()
  })

  it('offers Collect and Renew only to those who may', async () => {
    dueServer()
    render({ mayCollect: false, mayRenew: false })
    await screen.findByRole('grid', { name: 'Open invoices' })
    expect(screen.queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument()
  })

  it('checks the server before renewing: no renewal for a swimmer whose action list lacks it', async () => {
    dueServer()
    server.use(http.post('/api/swimmers/search-actions', () => HttpResponse.json([{ actionName: 'ShowSwimmerInfo' }])))
    const { user } = render()
    await screen.findByRole('grid', { name: 'Open invoices' })
    await user.click(screen.getByRole('button', { name: 'Renew Omar Adel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Renew Omar Adel' })
    expect(await within(dialog).findByText(/Renewal is not available for Omar Adel now/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Renew' })).toBeDisabled()
  })
})
