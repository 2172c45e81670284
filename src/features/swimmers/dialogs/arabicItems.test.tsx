import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SwimmerSummary } from '@contract/swimmers'
import { applyLanguage } from '@/i18n/languages'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { PaymentsDialog } from './PaymentsDialog'

// Issue 25: a swimmer's payments listed each invoice item as it was posted, in English ("PreTeam - 1 month"), on
// Arabic screens. The stored item is not edited: the dialog reads it in Arabic.
jest.setTimeout(30_000)

beforeEach(() => applyLanguage('ar'))
afterEach(() => applyLanguage('en'))

it("lists a swimmer's payments with their items in Arabic", async () => {
  server.use(
    http.get('/api/swimmers/:id/payments', () =>
      HttpResponse.json([
        {
          paymentID: 902,
          receiptNo: 'R-62-902',
          invoiceID: 77,
          itemName: 'PreTeam - 1 month',
          itemText: { code: 'item.oneMonth', params: { product: 'PreTeam' } },
          amount: 1200.5,
          amountCents: 120050,
          at: '2026-11-21T09:00:00.000Z',
          cashierName: 'منى',
        },
      ]),
    ),
  )
  signIn({})
  renderWithProviders(
    <PaymentsDialog swimmer={{ swimmerID: 31, fullName: 'ليلى سمير' } as SwimmerSummary} onClose={() => {}} />,
  )
  const item = (await screen.findAllByRole('listitem'))[0]
  expect(within(item).getByText('بري تيم - شهر واحد')).toBeInTheDocument()
  expect(within(item).queryByText(/PreTeam|month/)).toBeNull()
})
