import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { DueResponse } from '@contract/money'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { MoneyPage } from './MoneyPage'

// The Money page offers Renew on the due list only with the privilege the renewal route checks
// (Mod_SW SubscriptionRenwal), not to everyone with the Swimmers module.

jest.setTimeout(30_000)

const DUE: DueResponse = {
  siteID: 62,
  siteName: 'Club 13',
  today: '2026-11-24',
  days: 30,
  currency: 'EGP',
  subscriptions: [
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
  invoices: [],
  totals: { subscriptions: 1, endingSoon: 1, ended: 0, invoices: 0, amountDue: 0, amountDueCents: 0 },
  truncated: { subscriptions: false, invoices: false },
}

function renderPage(privileges: string[]) {
  server.use(
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/money/due', () => HttpResponse.json(DUE)),
    http.get('/api/settings/access', () =>
      HttpResponse.json({ actions: ['ViewInvoices', 'CompletePayment'], privileges }),
    ),
  )
  signIn({ user: buildUser({ userID: 2, modules: ['Mod_SW', 'Mod_SC'] }), site: CLUB_13 })
  return renderWithProviders(<MoneyPage />, { route: '/money' })
}

describe('MoneyPage', () => {
  it('offers Renew with the renewal privilege', async () => {
    renderPage(['Mod_SW:SubscriptionRenwal', 'Settings:ViewInvoices'])
    expect(await screen.findByRole('button', { name: 'Renew Omar Adel' })).toBeInTheDocument()
    // And the renewal run (issue 30), which renews through the same privilege.
    expect(screen.getByRole('tab', { name: 'Renewals' })).toBeInTheDocument()
  })

  it('offers no Renew to a user with the Swimmers module but without the renewal privilege', async () => {
    renderPage(['Mod_SW:ShowSwimmerInfo', 'Mod_SW:FreezSwim', 'Settings:ViewInvoices'])
    const subscriptions = await screen.findByRole('grid', { name: /Subscriptions ending within 30 days/ })
    expect(await within(subscriptions).findByText('Omar Adel')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Renewals' })).not.toBeInTheDocument()
  })

  it('asks for what is due while the privileges load, not after them (issue 27)', async () => {
    const asked: string[] = []
    let answerAccess: () => void = () => undefined
    const accessAnswered = new Promise<void>((resolve) => (answerAccess = resolve))
    server.use(
      http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
      http.get('/api/money/due', () => {
        asked.push('due')
        return HttpResponse.json(DUE)
      }),
      http.get('/api/settings/access', async () => {
        asked.push('access')
        await accessAnswered
        return HttpResponse.json({ actions: ['ViewInvoices'], privileges: ['Settings:ViewInvoices'] })
      }),
    )
    signIn({ user: buildUser({ userID: 2, modules: ['Mod_SW', 'Mod_SC'] }), site: CLUB_13 })
    renderWithProviders(<MoneyPage />, { route: '/money' })
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['access', 'due'])))
    // The privileges are still on their way: the page waits for them, the due list's answer is already in.
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    answerAccess()
    const subscriptions = await screen.findByRole('grid', { name: /Subscriptions ending within 30 days/ })
    expect(await within(subscriptions).findByText('Omar Adel')).toBeInTheDocument()
    expect(asked.filter((call) => call === 'due')).toHaveLength(1)
  })

  it('a user without ViewInvoices is told so', async () => {
    server.use(
      http.get('/api/money/due', () =>
        HttpResponse.json({ message: 'You are not allowed to ViewInvoices' }, { status: 403 }),
      ),
      http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges: [] })),
    )
    signIn({ user: buildUser({ userID: 2, modules: ['Mod_SW'] }), site: CLUB_13 })
    renderWithProviders(<MoneyPage />, { route: '/money' })
    expect(await screen.findByText('Not available to you')).toBeInTheDocument()
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  })
})
