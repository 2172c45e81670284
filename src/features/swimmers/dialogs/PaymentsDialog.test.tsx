import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SwimmerSummary } from '@contract/swimmers'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { PaymentsDialog } from './PaymentsDialog'

jest.setTimeout(30_000)

const SWIMMER = { swimmerID: 31, fullName: 'Laila Samir' } as SwimmerSummary

const PAYMENTS = [
  {
    paymentID: 902,
    receiptNo: 'R-62-902',
    invoiceID: 77,
    itemName: 'School - 3 months',
    amount: 1200.5,
    amountCents: 120050,
    at: '2026-11-21T09:00:00.000Z',
    cashierName: 'Mona Cashier',
  },
  {
    paymentID: 880,
    receiptNo: 'R-62-880',
    invoiceID: 70,
    itemName: 'Baby Class - 1 month',
    amount: 350,
    amountCents: 35000,
    at: '2026-10-02T08:15:00.000Z',
    cashierName: 'Karim Desk',
  },
]

describe("the swimmer's payments", () => {
  it('lists each payment newest first with a link to reprint its receipt', async () => {
    server.use(
      http.get('/api/swimmers/:id/payments', ({ params }) => {
        expect(params.id).toBe('31')
        return HttpResponse.json(PAYMENTS)
      }),
    )
    signIn({})
    renderWithProviders(<PaymentsDialog swimmer={SWIMMER} onClose={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'Payments · Laila Samir' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Payments of Laila Samir' })
    const items = within(list).getAllByRole('listitem')
    expect(
      items.map(
        (item) =>
          within(item).getAllByText(
            (_, element) => element?.tagName === 'SPAN' && /^Receipt No /.test(element.textContent ?? ''),
          )[0].textContent,
      ),
    ).toEqual(['Receipt No R-62-902', 'Receipt No R-62-880'])
    expect(within(items[0]).getByText('School - 3 months')).toBeInTheDocument()
    expect(within(items[0]).getByText('EGP 1,200.50')).toBeInTheDocument()
    expect(within(items[0]).getByText(/^Cashier: Mona Cashier · /)).toBeInTheDocument()
    expect(within(items[0]).getByRole('link', { name: 'Print receipt R-62-902' })).toHaveAttribute(
      'href',
      '/receipts/902',
    )
    expect(within(items[1]).getByText('EGP 350.00')).toBeInTheDocument()
    expect(within(items[1]).getByRole('link', { name: 'Print receipt R-62-880' })).toHaveAttribute(
      'href',
      '/receipts/880',
    )
  })

  it('marks a void payment and a transfer waiting for confirmation (issue 30)', async () => {
    server.use(
      http.get('/api/swimmers/:id/payments', () =>
        HttpResponse.json([
          { ...PAYMENTS[0], status: 'void', method: 'cash' },
          { ...PAYMENTS[1], status: 'pending', method: 'transfer' },
          { ...PAYMENTS[1], paymentID: 870, receiptNo: 'R-62-870', status: 'confirmed', method: 'cash' },
        ]),
      ),
    )
    signIn({})
    renderWithProviders(<PaymentsDialog swimmer={SWIMMER} onClose={() => {}} />)
    const list = await screen.findByRole('list', { name: 'Payments of Laila Samir' })
    const [voided, pending, confirmed] = within(list).getAllByRole('listitem')
    expect(within(voided).getByText('Void')).toBeInTheDocument()
    expect(within(voided).getByText('EGP 1,200.50')).toHaveStyle({ textDecoration: 'line-through' })
    expect(within(pending).getByText('Waiting for confirmation')).toBeInTheDocument()
    expect(within(confirmed).queryByText(/Void|Waiting/)).toBeNull()
  })

  it('says when there are no payments yet, and shows the reason when they cannot be read', async () => {
    server.use(http.get('/api/swimmers/:id/payments', () => HttpResponse.json([])))
    signIn({})
    const view = renderWithProviders(<PaymentsDialog swimmer={SWIMMER} onClose={() => {}} />)
    expect(await screen.findByText('No payments recorded for this swimmer yet.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    view.unmount()
    server.use(
      http.get('/api/swimmers/:id/payments', () =>
        HttpResponse.json({ message: 'Swimmer 31 not found' }, { status: 404 }),
      ),
    )
    renderWithProviders(<PaymentsDialog swimmer={{ ...SWIMMER, swimmerID: 32 }} onClose={() => {}} />)
    expect(await screen.findByText('Swimmer 31 not found')).toBeInTheDocument()
  })
})
