import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { CashupDay } from '@contract/money'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { CashUp, countedCents } from './CashUp'

const payment = (id: number, cashierID: number, cashierName: string, amountCents: number, time: string) => ({
  paymentID: id,
  receiptNo: `R-62-${id}`,
  cashierID,
  cashierName,
  swimmerID: 50 + id,
  swimmerName: `Swimmer ${id}`,
  invoiceID: 40 + id,
  itemName: 'School - 1 month',
  amount: amountCents / 100,
  amountCents,
  at: `2026-11-24T${time}:00.000Z`,
  time,
  method: 'cash' as const,
  reference: null,
  status: 'confirmed' as const,
  voided: null,
})

const OPEN_DAY: CashupDay = {
  date: '2026-11-24',
  siteID: 62,
  siteName: 'Club 13',
  timeZone: 'Africa/Cairo',
  currency: 'EGP',
  closed: false,
  payments: [
    payment(1, 2, 'Mona Cashier', 10010, '09:15'),
    payment(2, 1, 'Admin Owner', 20020, '10:30'),
    payment(3, 2, 'Mona Cashier', 30030, '11:45'),
  ],
  voids: [],
  refunds: [],
  totals: {
    overall: 600.6,
    overallCents: 60060,
    payments: 3,
    byCashier: [
      { cashierID: 1, cashierName: 'Admin Owner', payments: 1, amount: 200.2, amountCents: 20020 },
      { cashierID: 2, cashierName: 'Mona Cashier', payments: 2, amount: 400.4, amountCents: 40040 },
    ],
    cash: 600.6,
    cashCents: 60060,
    byMethod: [{ method: 'cash', payments: 3, refunds: 0, amount: 600.6, amountCents: 60060 }],
    pending: 0,
    pendingCents: 0,
  },
  counted: null,
  countedCents: null,
  difference: null,
  differenceCents: null,
  closedBy: null,
  reopened: null,
  mayClose: true,
  mayReopen: false,
}

const CLOSED_DAY: CashupDay = {
  ...OPEN_DAY,
  closed: true,
  counted: 595.6,
  countedCents: 59560,
  difference: -5,
  differenceCents: -500,
  closedBy: { userID: 2, fullName: 'Mona Cashier', at: '2026-11-24T18:00:00.000Z' },
  mayClose: false,
  mayReopen: true,
}

function cashupServer(first: CashupDay) {
  let day = first
  const closes: unknown[] = []
  const reopens: unknown[] = []
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/cashup', ({ request }) => {
      const query = new URL(request.url).searchParams
      expect([query.get('site'), query.get('date')]).toEqual(['62', '2026-11-24'])
      return HttpResponse.json(day)
    }),
    http.post('/api/cashup/close', async ({ request }) => {
      closes.push(await request.json())
      day = CLOSED_DAY
      return HttpResponse.json(day)
    }),
    http.post('/api/cashup/reopen', async ({ request }) => {
      reopens.push(await request.json())
      day = {
        ...OPEN_DAY,
        reopened: { userID: 1, fullName: 'Admin Owner', at: '2026-11-24T19:00:00.000Z', reason: 'Late payment' },
      }
      return HttpResponse.json(day)
    }),
  )
  return { closes, reopens }
}

const render = () => {
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  return renderWithProviders(<CashUp siteID={62} date="2026-11-24" onDate={() => undefined} />)
}

jest.setTimeout(30_000)

describe('the cash-up', () => {
  it('reads the counted amount exactly, in cents', () => {
    expect(countedCents('595.6')).toBe(59560)
    expect(countedCents('0.29')).toBe(29)
    expect(countedCents(' 1200 ')).toBe(120000)
    for (const bad of ['', '-5', '1.234', 'ten', '1e3']) expect(countedCents(bad)).toBeNull()
  })

  it('reads a count typed as the page shows amounts in Arabic: ١٢٠٫٥٠, ٣٬٠١٥٫٠٠, Persian ۵۹۵٫۶ (issue 25)', () => {
    expect(countedCents('١٢٠٫٥٠')).toBe(12050)
    expect(countedCents('٣٬٠١٥٫٠٠')).toBe(301500)
    expect(countedCents('۵۹۵٫۶')).toBe(59560)
    for (const bad of ['١٫٢٣٤', '١٢٬٠٠', '-٥']) expect(countedCents(bad)).toBeNull()
  })

  it('lists every payment and the totals per cashier and overall, to the cent', async () => {
    cashupServer(OPEN_DAY)
    render()
    const payments = await screen.findByRole('grid', { name: '3 payments' })
    expect(within(payments).getByRole('link', { name: 'R-62-2' })).toHaveAttribute('href', '/receipts/2')
    expect(within(payments).getByText('EGP 300.30')).toBeInTheDocument()
    const totals = screen.getByRole('table', { name: 'Totals by cashier' })
    const mona = within(totals).getByRole('row', { name: /Mona Cashier/ })
    expect(within(mona).getByText('EGP 400.40')).toBeInTheDocument()
    expect(within(totals).getByRole('row', { name: /Overall/ })).toHaveTextContent('EGP 600.60')
    expect(screen.getByText('Open')).toBeInTheDocument()
    // The site's name and the date are each isolated: in Arabic, 'Egypt، 30/11/2026' read '2026/11/Egypt، 30'.
    const heading = screen.getByRole('heading', { level: 2, name: /^Open Club 13/ })
    expect([...heading.querySelectorAll('bdi')].map((part) => part.textContent)).toEqual(['Club 13', '24 Nov 2026'])
  })

  it('shows the difference as the count is typed, and closes the day after confirming', async () => {
    const { closes } = cashupServer(OPEN_DAY)
    const { user } = render()
    await screen.findByRole('grid', { name: '3 payments' })
    const close = screen.getByRole('button', { name: 'Close the day' })
    expect(close).toBeDisabled()
    const counted = screen.getByLabelText('Counted amount')
    await user.type(counted, '595.6')
    expect(screen.getByText('Short by EGP 5.00')).toBeInTheDocument()
    await user.clear(counted)
    await user.type(counted, '600.60')
    expect(screen.getByText('Balanced: the count matches the payments')).toBeInTheDocument()
    await user.clear(counted)
    await user.type(counted, '1.234')
    expect(screen.getByText('Enter an amount of at least 0 with at most two decimal places')).toBeInTheDocument()
    expect(close).toBeDisabled()
    await user.clear(counted)
    await user.type(counted, '595.6')
    await user.click(close)
    const confirm = await screen.findByRole('dialog', { name: 'Close Club 13, 24 Nov 2026?' })
    expect(confirm).toHaveTextContent('Counted EGP 595.60 against payments of EGP 600.60 (difference -EGP 5.00)')
    await user.click(within(confirm).getByRole('button', { name: 'Close the day' }))
    await waitFor(() => expect(closes).toEqual([{ site: 62, date: '2026-11-24', counted: '595.6' }]))
    expect(await screen.findByText(/Closed by Mona Cashier on/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Counted amount')).not.toBeInTheDocument()
    expect(screen.getByText('-EGP 5.00')).toBeInTheDocument()
  })

  it('offers neither close nor reopen when the server says the user may not', async () => {
    cashupServer({ ...OPEN_DAY, mayClose: false })
    render()
    await screen.findByRole('grid', { name: '3 payments' })
    expect(screen.queryByRole('button', { name: 'Close the day' })).not.toBeInTheDocument()
    expect(screen.getByText('You may not close this day.')).toBeInTheDocument()
  })

  it('reopens a closed day with a reason', async () => {
    const { reopens } = cashupServer(CLOSED_DAY)
    const { user } = render()
    await user.click(await screen.findByRole('button', { name: 'Reopen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the day' })
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }))
    expect(await within(dialog).findAllByText('Please enter the reason for reopening the day')).not.toHaveLength(0)
    expect(reopens).toEqual([])
    await user.type(within(dialog).getByLabelText(/Reason/), 'Late payment')
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }))
    await waitFor(() => expect(reopens).toEqual([{ reason: 'Late payment', site: 62, date: '2026-11-24' }]))
    expect(await screen.findByText(/Reopened by Admin Owner on .*: Late payment/)).toBeInTheDocument()
  })

  describe('by method, voids and refunds (issue 30)', () => {
    const card = { ...payment(4, 2, 'Mona Cashier', 50000, '12:00'), method: 'card' as const, reference: 'AUTH-77' }
    const MIXED: CashupDay = {
      ...OPEN_DAY,
      payments: [...OPEN_DAY.payments, card],
      totals: {
        ...OPEN_DAY.totals,
        overall: 1100.6,
        overallCents: 110060,
        payments: 4,
        byMethod: [
          { method: 'cash', payments: 3, refunds: 0, amount: 600.6, amountCents: 60060 },
          { method: 'card', payments: 1, refunds: 0, amount: 500, amountCents: 50000 },
        ],
      },
    }

    function correctionsServer(day: CashupDay, privileges: string[]) {
      const sent: unknown[] = []
      cashupServer(day)
      server.use(
        http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges })),
        http.get('/api/cashup/today', () =>
          HttpResponse.json({ siteID: 62, siteName: 'Club 13', date: '2026-11-25', closed: false }),
        ),
        http.post('/api/payments/:id/:what', async ({ params, request }) => {
          sent.push({ id: params.id, what: params.what, body: await request.json() })
          return HttpResponse.json({ message: 'Payment R-62-1 is void', paymentID: 1 }, { status: 400 })
        }),
      )
      return sent
    }

    it('shows each method beside the drawer, and counts the drawer against cash only', async () => {
      correctionsServer(MIXED, [])
      const { user } = render()
      const grid = await screen.findByRole('grid', { name: '4 payments' })
      expect(within(grid).getByText('AUTH-77')).toBeInTheDocument()
      const methods = screen.getByRole('table', { name: 'By method' })
      expect(within(methods).getByRole('row', { name: /Card/ })).toHaveTextContent('EGP 500.00')
      expect(within(methods).getByRole('row', { name: /Cash in the drawer/ })).toHaveTextContent('EGP 600.60')
      await user.type(screen.getByLabelText('Counted amount'), '600.60')
      expect(screen.getByText('Balanced: the count matches the payments')).toBeInTheDocument()
    })

    it('offers Void on an open day to those who complete payments, with the reason sent', async () => {
      const sent = correctionsServer(OPEN_DAY, ['Settings:CompletePayment'])
      const { user } = render()
      await screen.findByRole('grid', { name: '3 payments' })
      await user.click(await screen.findByRole('button', { name: 'Void receipt R-62-1' }))
      const dialog = await screen.findByRole('dialog', { name: 'Void receipt R-62-1?' })
      expect(dialog).toHaveTextContent("Swimmer 1's payment of EGP 100.10 (receipt R-62-1) is kept and marked void")
      await user.type(within(dialog).getByLabelText(/Reason/), 'Typed twice')
      await user.click(within(dialog).getByRole('button', { name: 'Void' }))
      await waitFor(() => expect(sent).toEqual([{ id: '1', what: 'void', body: { reason: 'Typed twice' } }]))
      expect(screen.queryByRole('button', { name: /^Refund receipt/ })).not.toBeInTheDocument()
    })

    it('offers no Void without the privilege, and none on a closed day; Refund there instead', async () => {
      correctionsServer(CLOSED_DAY, ['Settings:CompletePayment', 'Settings:RefundPayments'])
      const { user } = render()
      await screen.findByRole('grid', { name: '3 payments' })
      expect(screen.queryByRole('button', { name: /^Void receipt/ })).not.toBeInTheDocument()
      const sent = correctionsServer(CLOSED_DAY, ['Settings:CompletePayment', 'Settings:RefundPayments'])
      await user.click(await screen.findByRole('button', { name: 'Refund receipt R-62-3' }))
      const dialog = await screen.findByRole('dialog', { name: 'Refund receipt R-62-3' })
      const amount = within(dialog).getByLabelText(/Amount to give back/)
      expect(amount).toHaveValue('300.30')
      await user.clear(amount)
      await user.type(amount, '١٠٠')
      await user.type(within(dialog).getByLabelText(/Reason/), 'Left the school')
      await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
      await waitFor(() =>
        expect(sent).toEqual([
          {
            id: '3',
            what: 'refund',
            body: { amount: '١٠٠', reason: 'Left the school', method: 'cash', reference: '' },
          },
        ]),
      )
    })

    it('offers no Refund on a payment already refunded in full, and starts a partly refunded one at what is left', async () => {
      const day: CashupDay = {
        ...CLOSED_DAY,
        payments: CLOSED_DAY.payments.map((row) =>
          row.paymentID === 1
            ? { ...row, refunded: 100.1, refundedCents: 10010 }
            : row.paymentID === 2
              ? { ...row, refunded: 50, refundedCents: 5000 }
              : row,
        ),
      }
      correctionsServer(day, ['Settings:CompletePayment', 'Settings:RefundPayments'])
      const { user } = render()
      await screen.findByRole('grid', { name: '3 payments' })
      expect(await screen.findByRole('button', { name: 'Refund receipt R-62-3' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Refund receipt R-62-1' })).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Refund receipt R-62-2' }))
      const dialog = await screen.findByRole('dialog', { name: 'Refund receipt R-62-2' })
      expect(within(dialog).getByLabelText(/Amount to give back/)).toHaveValue('150.20')
    })

    it('lists the refunds given on the day as negative receipts', async () => {
      correctionsServer(
        {
          ...OPEN_DAY,
          refunds: [
            {
              refundID: 5,
              paymentID: 9,
              receiptNo: 'R-62-9',
              cashierID: 2,
              cashierName: 'Mona Cashier',
              swimmerID: 59,
              swimmerName: 'Laila Samir',
              invoiceID: 49,
              method: 'instapay',
              reference: 'IP-1',
              reason: 'Moved abroad',
              amount: -150,
              amountCents: -15000,
              at: '2026-11-24T13:00:00.000Z',
              time: '13:00',
            },
          ],
        },
        [],
      )
      render()
      const refunds = await screen.findByRole('table', { name: '1 refund given' })
      const row = within(refunds).getByRole('row', { name: /Laila Samir/ })
      expect(row).toHaveTextContent('InstaPay · IP-1')
      expect(row).toHaveTextContent('Moved abroad')
      expect(row).toHaveTextContent('-EGP 150.00')
    })
  })
})
