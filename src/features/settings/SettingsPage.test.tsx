import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ACTIONS_BY_MODULE } from '@contract/modules'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { LocationProbe, renderWithProviders, signIn } from '@/testing/test-utils'
import { SettingsPage } from './SettingsPage'

const withAccess = (actions: readonly string[]) =>
  server.use(http.get('/api/settings/access', () => HttpResponse.json({ actions })))

function renderSettings(route = '/settings') {
  signIn({ site: CLUB_13 })
  return renderWithProviders(
    <>
      <SettingsPage />
      <LocationProbe />
    </>,
    { route },
  )
}

// Typing into MUI forms in jsdom is slow on a busy machine.
jest.setTimeout(30_000)

describe('the settings page', () => {
  it('lists the seven tabs in the sidebar (Prices last, issue 27) and opens the first one the user may use', async () => {
    withAccess(['ViewInvoices', 'CompletePayment'])
    renderSettings()
    const sidebar = screen.getByRole('navigation', { name: 'Settings sections' })
    const tabs = within(sidebar).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Club',
      'Site',
      'Coaches',
      'Users',
      'Title',
      'Invoices',
      'Prices',
    ])
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument()
    expect(within(sidebar).getByRole('tab', { name: /^Invoices/ })).toHaveAttribute('aria-selected', 'true')
    // Locked tabs carry a note for screen readers.
    expect(within(sidebar).getByRole('tab', { name: /^Users.*not available/ })).toBeInTheDocument()
  })

  it('says plainly when a tab is not available, instead of failing', async () => {
    withAccess(['ViewInvoices', 'CompletePayment'])
    const { user } = renderSettings()
    await screen.findByRole('heading', { name: 'Invoices' })
    await user.click(screen.getByRole('tab', { name: /^Users/ }))
    expect(screen.getByText('Not available to you')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your title is not granted Manage Users, so this tab is not available to you. Please contact your administrator.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Get Users' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/settings')
  })

  it('gives the administrator every tab, starting at Club, and keeps the chosen tab in the address', async () => {
    withAccess(ACTIONS_BY_MODULE.Settings)
    const { user } = renderSettings()
    expect(await screen.findByRole('heading', { name: 'Clubs' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Insert Club' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Title' }))
    expect(screen.getByRole('heading', { name: 'Titles' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Site' }))
    expect(screen.getByRole('button', { name: 'Get Site' })).toBeInTheDocument()
  })

  it("keeps the Club tab's input and error out of the Site tab", async () => {
    withAccess(ACTIONS_BY_MODULE.Settings)
    const { user } = renderSettings()
    await screen.findByRole('heading', { name: 'Clubs' })
    const clubField = screen.getByLabelText(/^Description/)
    await user.click(screen.getByRole('button', { name: 'Insert Club' }))
    expect(clubField).toHaveAttribute('aria-invalid', 'true')
    await user.type(clubField, 'Half typed club')
    await user.clear(screen.getByLabelText(/^User ID/))
    await user.click(screen.getByRole('button', { name: 'Get Club' }))
    expect(screen.getByLabelText(/^User ID/)).toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('tab', { name: 'Site' }))
    expect(await screen.findByRole('heading', { name: 'Sites' })).toBeInTheDocument()
    const siteField = screen.getByLabelText(/^Description/)
    expect(siteField).toHaveValue('')
    expect(siteField).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByLabelText(/^User ID/)).toHaveValue('8')
    expect(screen.getByLabelText(/^User ID/)).toHaveAttribute('aria-invalid', 'false')
  })

  it('opens the tab named in the address', async () => {
    withAccess(ACTIONS_BY_MODULE.Settings)
    renderSettings('/settings?tab=users')
    expect(await screen.findByRole('button', { name: 'Get Users' })).toBeInTheDocument()
  })
})
