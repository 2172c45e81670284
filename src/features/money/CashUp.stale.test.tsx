import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { CashupDay } from '@contract/money'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { CashUp } from './CashUp'

// Issue 25: a second tab, still showing the day open, tried to close it; the server refused ('already closed', 409)
// and the tab went on saying 'Open – payments can be recorded'. A refused close fetches the day again.

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

jest.setTimeout(30_000)

it('shows the day closed after its own close was refused because another tab had closed it', async () => {
  let day = OPEN_DAY
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP', nameAr: 'أكاديمية السباحة' })),
    http.get('/api/cashup', () => HttpResponse.json(day)),
    http.post('/api/cashup/close', () => {
      // Closed meanwhile in the other tab.
      day = CLOSED_DAY
      return HttpResponse.json(
        { message: 'The cash-up of Club 13 for 2026-11-24 is already closed', errors: {} },
        { status: 409 },
      )
    }),
  )
  signIn({ user: buildUser({ userID: 2 }), site: CLUB_13 })
  const { user } = renderWithProviders(<CashUp siteID={62} date="2026-11-24" onDate={() => undefined} />)
  await screen.findByRole('grid', { name: '3 payments' })
  expect(screen.getByText('Open')).toBeInTheDocument()
  await user.type(screen.getByLabelText('Counted amount'), '600.60')
  await user.click(screen.getByRole('button', { name: 'Close the day' }))
  const confirm = await screen.findByRole('dialog', { name: /^Close Club 13/ })
  await user.click(within(confirm).getByRole('button', { name: 'Close the day' }))
  expect(await screen.findByText('Closed')).toBeInTheDocument()
  expect(screen.queryByText('Open')).not.toBeInTheDocument()
})
