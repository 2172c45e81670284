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

/** The tab at Club 13, previewing RUN; posting answers `postedRun` and keeps each body sent. */
function renderRun(postedRun: RenewalRun) {
  const posted: unknown[] = []
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.post('/api/renewal-runs', () => HttpResponse.json(RUN)),
    http.post('/api/renewal-runs/7/post', async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json(postedRun)
    }),
  )
  signIn({ user: buildUser(), site: CLUB_13 })
  return { posted, ...renderWithProviders(<RenewalRunTab siteID={CLUB_13.id} />) }
}

describe('the renewal run', () => {
  it('previews the families with their discount lines, leaves out an unticked swimmer and posts once', async () => {
    const [laila, youssef] = RUN.families[0].swimmers
    const { posted, user } = renderRun({
      ...RUN,
      posted: true,
      invoices: 1,
      families: [{ ...RUN.families[0], swimmers: [laila, { ...youssef, invoiceID: 9001 }] }],
    })

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

  it('leaves everyone out in one click, so that a few can be ticked and renewed alone', async () => {
    const { posted, user } = renderRun({ ...RUN, posted: true, invoices: 1 })

    await user.click(screen.getByRole('button', { name: 'Preview' }))
    const family = await screen.findByRole('region', { name: 'Family of Laila Hassan, Youssef Hassan' })
    await user.click(screen.getByRole('button', { name: 'Untick all' }))
    for (const box of within(family).getAllByRole('checkbox')) expect(box).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Post 0 invoices' })).toBeDisabled()
    // Nothing ticked: the button ticks everyone again.
    expect(screen.queryByRole('button', { name: 'Untick all' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tick all' }))
    expect(screen.getByRole('button', { name: 'Post 2 invoices' })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Untick all' }))
    await user.click(within(family).getByRole('checkbox', { name: /^Youssef Hassan/ }))
    await user.click(screen.getByRole('button', { name: 'Post 1 invoice' }))
    expect(await screen.findByText(/Posted: 1 invoice made, now due/)).toBeInTheDocument()
    expect(posted).toEqual([{ exclude: [501] }])
  })
})
