import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { NOUR } from '@/testing/swimmersTestServer'
import { PreTeamDialog } from './PreTeamDialog'

// Issue 30 at enrolment: the price with this swimmer's discount lines (the second child's sibling discount) before
// confirming, the amount collected starting at the total after discounts, and the money taken by card with its
// reference; cash sends the spec's payload.

jest.setTimeout(30_000)

const line = (kind: 'price' | 'discount', text: string, cents: number, rule: object | null = null) => ({
  kind,
  text,
  amount: cents / 100,
  amountCents: cents,
  ruleID: rule ? 3 : null,
  reason: null,
  rule,
})

function enrolServer() {
  const sent: unknown[] = []
  const sibling = { kind: 'sibling', percent: 10, fromRank: 2, minMonths: null, clubName: null }
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: ['CompletePayment'], privileges: [] })),
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get(`/api/swimmers/preteam-options/${NOUR.swimmerID}`, () =>
      HttpResponse.json({
        swimmerID: NOUR.swimmerID,
        site: 62,
        level: 17,
        levelName: 'PTeam D',
        preTeams: [
          {
            pTeamID: 4,
            coachName: 'Mona Adel',
            level: 17,
            levelName: 'PTeam D',
            days: 'Sunday',
            fromTo: '16:00-17:00',
          },
        ],
        invoices: [
          {
            months: 1,
            invoice: 900,
            itemName: 'PreTeam - 1 month',
            lines: [
              line('price', 'PreTeam - 1 month', 90000),
              line('discount', 'Sibling discount from the second child: 10%', -9000, sibling),
            ],
            total: 810,
            totalCents: 81000,
          },
        ],
      }),
    ),
    http.post('/api/PreTeam/add-swimmer', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({
        message: 'Swimmer added to pre-team successfully',
        pTeamID: 4,
        swimmerID: NOUR.swimmerID,
        enrolmentID: 1,
        invoiceID: 70,
        invItem: 'PreTeam - 1 month',
        value: 810,
        amountPaid: 810,
        endDate: '2026-12-24',
        paymentID: null,
      })
    }),
  )
  return sent
}

describe('enrolling in a pre-team', () => {
  it('shows the discount lines and takes the money by card with its reference', async () => {
    const sent = enrolServer()
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<PreTeamDialog swimmer={NOUR} onClose={() => undefined} />, {
      userEventOptions: { delay: null },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Add Swimmer to Pre-Team' })
    const lines = await within(dialog).findByRole('table', { name: 'Price and discounts' })
    expect(within(lines).getByText('Sibling discount from the second child: 10%')).toBeInTheDocument()
    expect(within(lines).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('EGP 810.00')
    await user.click(within(dialog).getByRole('combobox', { name: /Pre-Team/ }))
    await user.click(await screen.findByRole('option', { name: /#4/ }))
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Amount Paid/ })).toHaveValue('810.00'))
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt No/ }), 'PT-1')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Paid by' }), 'card')
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'AUTH-4')
    await user.click(within(dialog).getByRole('button', { name: 'Add to Pre-Team' }))
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          pteamID: '4',
          amountPaid: '810.00',
          recieptNo: 'PT-1',
          method: 'card',
          reference: 'AUTH-4',
        }),
      ]),
    )
  })
})
