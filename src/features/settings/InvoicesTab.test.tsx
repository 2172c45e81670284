import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Invoice } from '@contract/invoices'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { InvoicesTab } from './InvoicesTab'

const INVOICE: Invoice = {
  invoiceID: 49,
  swimmerID: 50,
  swimmerName: 'Talia Tarek Hamdy',
  siteID: 62,
  itemName: 'Baby Class - 1 month',
  durationInMonths: 1,
  amount: 1385.5,
  amountPaid: 0,
  amountDue: 1385.5,
  status: 'open',
  recieptNo: null,
  createdAt: '2026-11-10T12:46:00.000Z',
}

const PAYMENT = {
  paymentID: 880,
  receiptNo: 'R-62-8800',
  invoiceID: 49,
  itemName: 'Baby Class - 1 month',
  amount: 100,
  amountCents: 10000,
  at: '2026-11-20T09:00:00.000Z',
  cashierName: 'Mona Cashier',
}

/** A desk with one open invoice; a payment marks it paid. Records the payments sent and counts the fetches. */
function invoiceServer() {
  let invoice = { ...INVOICE }
  const sent: unknown[] = []
  let fetches = 0
  server.use(
    http.get('/api/Invoice/fetch', ({ request }) => {
      fetches += 1
      expect(new URL(request.url).searchParams.get('siteId')).toBe('62')
      return HttpResponse.json([invoice])
    }),
    http.get('/api/invoices/:id/payments', () =>
      HttpResponse.json(
        invoice.recieptNo === null
          ? []
          : [{ ...PAYMENT, paymentID: 900, receiptNo: invoice.recieptNo, amount: 1385.5, amountCents: 138550 }],
      ),
    ),
    http.post('/api/Payment/complete', async ({ request }) => {
      const body = (await request.json()) as { entities: { amountPaid: string; recieptNo: string } }
      sent.push(body)
      invoice = { ...invoice, amountPaid: 1385.5, amountDue: 0, status: 'paid', recieptNo: body.entities.recieptNo }
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
  return { sent, fetches: () => fetches }
}

async function showInvoices() {
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  const view = renderWithProviders(<InvoicesTab mayPay />)
  expect(screen.getByText('Current site ID: 62')).toBeInTheDocument()
  await view.user.click(screen.getByRole('button', { name: 'Get Invoices' }))
  const card = await screen.findByRole('article', { name: 'Invoice #49' })
  return { ...view, card }
}

// Typing into MUI forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000)

describe('the invoices tab', () => {
  it('lists every invoice field except item name, duration and amount', async () => {
    invoiceServer()
    const { card } = await showInvoices()
    expect(await screen.findByText('Invoices fetched successfully')).toBeInTheDocument()
    expect(within(card).getByRole('heading', { name: 'Invoice #49' })).toBeInTheDocument()
    expect(within(card).getByText('Talia Tarek Hamdy')).toBeInTheDocument()
    expect(within(card).getByText('Amount Due')).toBeInTheDocument()
    expect(within(card).getByText('1,385.50')).toBeInTheDocument()
    expect(within(card).getByText('0.00')).toBeInTheDocument()
    expect(within(card).getByText('Open')).toBeInTheDocument()
    expect(within(card).queryByText('Baby Class - 1 month')).not.toBeInTheDocument()
    expect(within(card).queryByText(/item/i)).not.toBeInTheDocument()
    expect(within(card).queryByText(/duration/i)).not.toBeInTheDocument()
    expect(within(card).queryByText(/^amount$/i)).not.toBeInTheDocument()
  })

  it("shows 'No Invoices Found' and the spec's info toast on a 404", async () => {
    server.use(
      http.get('/api/Invoice/fetch', () =>
        HttpResponse.json({ message: 'No invoices found for the given site.' }, { status: 404 }),
      ),
    )
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<InvoicesTab mayPay />)
    await user.click(screen.getByRole('button', { name: 'Get Invoices' }))
    expect(await screen.findByText('No Invoices Found')).toBeInTheDocument()
    expect(screen.getByText('No invoices found for the given site.')).toBeInTheDocument()
  })

  it("toasts 'Failed to fetch invoices' when the call fails", async () => {
    server.use(http.get('/api/Invoice/fetch', () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<InvoicesTab mayPay />)
    await user.click(screen.getByRole('button', { name: 'Get Invoices' }))
    expect(await screen.findByText('Failed to fetch invoices')).toBeInTheDocument()
  })

  it('does not offer payment to a user who may only view invoices', async () => {
    invoiceServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<InvoicesTab mayPay={false} />)
    await user.click(screen.getByRole('button', { name: 'Get Invoices' }))
    const card = await screen.findByRole('article', { name: 'Invoice #49' })
    expect(within(card).getByRole('button', { name: 'Processing Payment' })).toBeDisabled()
  })
})

describe('the Complete Payment modal', () => {
  it('shows the User ID filled with the signed-in user, read-only, and pays in their name (issue 25)', async () => {
    const { sent } = invoiceServer()
    const { user, card } = await showInvoices()
    await user.click(within(card).getByRole('button', { name: 'Processing Payment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Complete Payment' })
    const userId = within(dialog).getByRole('textbox', { name: 'User ID' })
    expect(userId).toHaveValue('2')
    expect(userId).toHaveAttribute('readonly')
    expect(userId).toHaveAccessibleDescription('You: the payment and its receipt are in the name of the signed-in user')
    await user.type(userId, '7')
    expect(userId).toHaveValue('2')
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-62-9002')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    await waitFor(() => expect(sent).toEqual([{ entities: expect.objectContaining({ userID: '2' }) }]))
  })

  it("checks every field with the spec's texts and sends nothing until they are right", async () => {
    const { sent } = invoiceServer()
    const { user, card } = await showInvoices()
    await user.click(within(card).getByRole('button', { name: 'Processing Payment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Complete Payment' })
    expect(within(dialog).getByText('Invoice ID: 49')).toBeInTheDocument()
    expect(within(dialog).getByText('Site ID: 62')).toBeInTheDocument()
    // Filled from the invoice and the session; the receipt number is the cashier's to type.
    expect(within(dialog).getByLabelText(/Swimmer ID/)).toHaveValue('50')
    expect(within(dialog).getByLabelText(/User ID/)).toHaveValue('2')
    expect(within(dialog).getByLabelText(/Amount Paid/)).toHaveValue('1385.50')
    // A text field with the decimal keypad, so Arabic-Indic digits can be typed (issue 25); the contract checks
    // 'at least 0 in steps of 0.01' (below).
    expect(within(dialog).getByLabelText(/Amount Paid/)).toHaveAttribute('inputmode', 'decimal')

    await user.clear(within(dialog).getByLabelText(/Swimmer ID/))
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    expect(await within(dialog).findByText('Please enter Swimmer ID')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter Receipt No')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText(/Swimmer ID/), '50')
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-62-9001')
    await user.clear(within(dialog).getByLabelText(/Amount Paid/))
    await user.type(within(dialog).getByLabelText(/Amount Paid/), '10.255')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    expect(
      await within(dialog).findByText('Amount Paid must be an amount of at least 0 with at most two decimal places'),
    ).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/Amount Paid/))
    await user.type(within(dialog).getByLabelText(/Amount Paid/), '-1')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    expect(
      await within(dialog).findByText('Amount Paid must be an amount of at least 0 with at most two decimal places'),
    ).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('sends the payment under entities, closes, and refreshes the invoices (now paid)', async () => {
    const { sent, fetches } = invoiceServer()
    const { user, card } = await showInvoices()
    expect(fetches()).toBe(1)
    await user.click(within(card).getByRole('button', { name: 'Processing Payment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Complete Payment' })
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-62-9001')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))

    expect(await screen.findByText('Payment completed successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual([
      {
        entities: {
          swimmerID: '50',
          siteID: 62,
          amountPaid: '1385.50',
          recieptNo: 'R-62-9001',
          userID: '2',
          invoiceID: 49,
        },
      },
    ])
    await waitFor(() => expect(fetches()).toBe(2))
    const paid = await screen.findByRole('article', { name: 'Invoice #49' })
    await waitFor(() => expect(within(paid).getByText('Paid')).toBeInTheDocument())
    expect(within(paid).getByText('R-62-9001')).toBeInTheDocument()
    expect(within(paid).getByRole('button', { name: 'Processing Payment' })).toBeDisabled()
  })

  it("shows the server's reason and toasts 'Failed to complete payment' when refused", async () => {
    invoiceServer()
    server.use(
      http.post('/api/Payment/complete', () =>
        HttpResponse.json(
          {
            message: 'Receipt number R-1 is already used at this site',
            errors: { recieptNo: 'Already used at this site' },
          },
          { status: 409 },
        ),
      ),
    )
    const { user, card } = await showInvoices()
    await user.click(within(card).getByRole('button', { name: 'Processing Payment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Complete Payment' })
    await user.type(within(dialog).getByLabelText(/Receipt No/), 'R-1')
    await user.click(within(dialog).getByRole('button', { name: 'Complete Payment' }))
    expect(await screen.findByText('Failed to complete payment')).toBeInTheDocument()
    expect(within(dialog).getByText('Receipt number R-1 is already used at this site')).toBeInTheDocument()
    expect(within(dialog).getByText('Already used at this site')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it("links each of the invoice's payments to its printable receipt", async () => {
    server.use(
      http.get('/api/Invoice/fetch', () =>
        HttpResponse.json([{ ...INVOICE, amountPaid: 300, amountDue: 1085.5, recieptNo: 'R-62-8801' }]),
      ),
      http.get('/api/invoices/:id/payments', ({ params }) => {
        expect(params.id).toBe('49')
        return HttpResponse.json([
          { ...PAYMENT, paymentID: 881, receiptNo: 'R-62-8801', amount: 200, amountCents: 20000 },
          PAYMENT,
        ])
      }),
    )
    const { card } = await showInvoices()
    const receipts = await within(card).findByRole('navigation', { name: 'Receipts of invoice #49' })
    const links = within(receipts).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Print receipt R-62-8801', '/receipts/881'],
      ['Print receipt R-62-8800', '/receipts/880'],
    ])
  })

  it('offers no receipt before the first payment', async () => {
    invoiceServer()
    const { card } = await showInvoices()
    expect(within(card).queryByRole('navigation', { name: /^Receipts/ })).not.toBeInTheDocument()
    expect(within(card).queryByRole('link')).not.toBeInTheDocument()
  })
})
