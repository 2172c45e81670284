import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RenewalRun } from '@contract/billing'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { RenewalRunTab } from './RenewalRunTab'

// Issue 30, the renewal run at the desk: a preview per family with each renewal's price and discount lines and the
// exceptions in words; an unticked swimmer is sent as excluded; the posted run says what it made.

jest.setTimeout(30_000)

const line = (kind: 'price' | 'discount', text: string, amountCents: number) => ({
  kind,
  text,
  amount: amountCents / 100,
  amountCents,
  ruleID: kind === 'discount' ? 4 : null,
  reason: null,
})

const RUN: RenewalRun = {
  message: 'Renewal run 7: 2 to renew',
  runID: 7,
  siteID: CLUB_13.id,
  from: '2026-11-21',
  to: '2026-12-05',
  months: 1,
  posted: false,
  families: [
    {
      familyID: 30,
      swimmers: [
        {
          swimmerID: 501,
          fullName: 'Laila Hassan',
          subscriptionEnd: '2026-11-25',
          kind: 'school',
          months: 1,
          lines: [line('price', 'Group - 1 month', 80000)],
          total: 800,
          totalCents: 80000,
          invoiceID: null,
        },
        {
          swimmerID: 502,
          fullName: 'Youssef Hassan',
          subscriptionEnd: '2026-11-25',
          kind: 'school',
          months: 1,
          lines: [
            line('price', 'Group - 1 month', 80000),
            line('discount', 'Sibling discount from the second child: 10%', -8000),
          ],
          total: 720,
          totalCents: 72000,
          invoiceID: null,
        },
      ],
      total: 1520,
      totalCents: 152000,
    },
  ],
  exceptions: [
    { swimmerID: 600, fullName: 'Nour Sami', familyID: 31, subscriptionEnd: '2026-11-30', reason: 'openInvoice' },
  ],
  invoices: 0,
  messagesWritten: 0,
}

describe('the renewal run', () => {
  it('previews the families with their discount lines, leaves out an unticked swimmer and posts once', async () => {
    const posted: unknown[] = []
    server.use(
      http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
      http.post('/api/renewal-runs', () => HttpResponse.json(RUN)),
      http.post('/api/renewal-runs/7/post', async ({ request }) => {
        posted.push(await request.json())
        const [laila, youssef] = RUN.families[0].swimmers
        return HttpResponse.json({
          ...RUN,
          posted: true,
          invoices: 1,
          families: [{ ...RUN.families[0], swimmers: [laila, { ...youssef, invoiceID: 9001 }] }],
        })
      }),
    )
    signIn({ user: buildUser(), site: CLUB_13 })
    const { user } = renderWithProviders(<RenewalRunTab siteID={CLUB_13.id} />)

    await user.click(screen.getByRole('button', { name: 'Preview' }))
    const family = await screen.findByRole('region', { name: 'Family of Laila Hassan, Youssef Hassan' })
    // The discount line with its amount taken off, beside the list price.
    const discount = within(family).getByText('Sibling discount from the second child: 10%').parentElement!
    expect(discount).toHaveTextContent(/[-−].*80\.00/)
    // Laila: list price and total; Youssef: list price (his total is 720.00).
    expect(within(family).getAllByText(/800\.00/)).toHaveLength(3)
    expect(within(family).getByText(/720\.00/)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('2 swimmers of 1 families to renew')
    expect(screen.getByText(/Nour Sami .*: an earlier invoice is still open/)).toBeInTheDocument()

    await user.click(within(family).getByRole('checkbox', { name: /^Laila Hassan/ }))
    expect(screen.getByRole('status')).toHaveTextContent('1 swimmer of 1 families to renew')
    await user.click(screen.getByRole('button', { name: 'Post 1 invoice' }))
    expect(await screen.findByText(/Posted: 1 invoice made, now due/)).toBeInTheDocument()
    expect(posted).toEqual([{ exclude: [501] }])
    // Posted: nothing more to post, the choices kept as they were.
    expect(screen.queryByRole('button', { name: /^Post / })).not.toBeInTheDocument()
    expect(within(family).getByRole('checkbox', { name: /^Youssef Hassan/ })).toBeDisabled()
  })
})
