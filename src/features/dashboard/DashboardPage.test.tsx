import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import type { ModuleCode } from '@contract/modules'
import { sessionActor } from '@/session/sessionActor'
import { sessionStatusOf } from '@/session/sessionMachine'
import { STORAGE_KEYS } from '@/session/sessionStorage'
import { CLUB_13, SMART_WAY, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { LocationProbe, renderApp, renderWithProviders, signIn } from '@/testing/test-utils'
import { DashboardPage } from './DashboardPage'
import { OFFER } from '@/testing/offersFixture'

function renderDashboard(modules: ModuleCode[], route = '/dashboard') {
  signIn({ user: buildUser({ modules }), site: CLUB_13 })
  return renderApp(route)
}

/** The names of the module tiles, in order. */
async function tileNames() {
  await screen.findByRole('heading', { level: 2, name: 'Modules' })
  return screen
    .getAllByRole('button', { name: /Click to access$/ })
    .map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)
}

describe('DashboardPage', () => {
  it('shows a tile for Mod_SW and Mod_SC, plus Settings', async () => {
    renderDashboard(['Mod_SW', 'Mod_SC'])
    expect(await tileNames()).toEqual(['Swimmers Management', 'Schools', 'Settings'])
    expect(screen.getAllByText('Click to access')).toHaveLength(3)
  })

  it('shows a tile for Mod_PT and Mod_CO, plus Settings', async () => {
    renderDashboard(['Mod_CO', 'Mod_PT'])
    expect(await tileNames()).toEqual(['Pre-Team', 'Coaches', 'Settings'])
  })

  it('explains an empty module list and still offers Settings', async () => {
    renderDashboard([])
    expect(await screen.findByRole('heading', { name: 'No Modules Available' })).toBeInTheDocument()
    expect(
      screen.getByText("You don't have access to any modules. Please contact your administrator."),
    ).toBeInTheDocument()
    expect(await tileNames()).toEqual(['Settings'])
  })

  it.each([
    ['Swimmers Management', '/dashboard/swimmers'],
    ['Schools', '/dashboard/schools'],
    ['Pre-Team', '/dashboard/preteam'],
    ['Coaches', '/dashboard/coaches'],
    ['Settings', '/settings'],
  ])('the %s tile opens %s', async (name, path) => {
    signIn({ user: buildUser({ modules: ['Mod_SW', 'Mod_SC', 'Mod_PT', 'Mod_CO'] }), site: CLUB_13 })
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <LocationProbe />
      </>,
      { route: '/dashboard' },
    )
    await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }))
    expect(screen.getByLabelText('current path')).toHaveTextContent(path)
  })

  it("switches site in one click on another site's chip, and names the current one (issue 27)", async () => {
    server.use(http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges: [] })))
    const { user } = renderDashboard(['Mod_SW'])
    // The page shows once the user's privileges are known (AppLayout).
    await screen.findByRole('main')
    expect(await screen.findByText('Club 13 (current)')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Club 13/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Smart Way' }))
    expect(await screen.findByText('Smart Way (current)')).toBeInTheDocument()
    const currentSite = screen.getByText(
      (_, node) => node?.tagName === 'P' && /^Current site:/.test(node.textContent ?? ''),
    )
    expect(currentSite.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe('Current site: Smart Way (61)')
    expect(screen.getByText('Site selected: Smart Way')).toBeInTheDocument()
    expect(sessionActor.getSnapshot().context.site).toEqual(SMART_WAY)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.site) ?? 'null')).toEqual(SMART_WAY)
    expect(screen.getByRole('button', { name: 'Club 13' })).toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/dashboard')
  })

  describe("the site's open waitlist offers", () => {
    const renderWith = (privileges: string[]) => {
      let accessRead = false
      server.use(
        http.get('/api/waitlist/offers', () => HttpResponse.json([OFFER])),
        http.get('/api/settings/access', () => {
          accessRead = true
          return HttpResponse.json({ actions: [], privileges })
        }),
      )
      signIn({ user: buildUser({ modules: ['Mod_SW', 'Mod_SC'] }), site: CLUB_13 })
      renderWithProviders(<DashboardPage />, { route: '/dashboard' })
      return () => accessRead
    }

    it('offers accept and decline with the privilege that enrols into schools', async () => {
      renderWith(['Mod_SW:AddSwimmerToSchool', 'Mod_SC:ShowSchoolInfo'])
      expect(await screen.findByRole('button', { name: 'Decline the offer to Laila Samir' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Accept the offer to Laila Samir' })).toBeInTheDocument()
    })

    it('offers neither to a user with the Swimmers module but without that privilege', async () => {
      const accessRead = renderWith(['Mod_SW:ShowSwimmerInfo', 'Mod_SW:FreezSwim', 'Mod_SC:ShowSchoolInfo'])
      const list = await screen.findByRole('list', { name: 'Open waitlist offers at Club 13' })
      expect(within(list).getByText('Laila Samir (31)')).toBeInTheDocument()
      await waitFor(() => expect(accessRead()).toBe(true))
      expect(within(list).queryByRole('button')).not.toBeInTheDocument()
    })
  })

  it('shows the current site, highlighted among the available ones', async () => {
    renderDashboard(['Mod_SW'])
    // The name and the ID are isolated (<bdi>), so the sentence is matched as the paragraph reads.
    const currentSite = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Current site: Club 13 (62)',
    )
    expect(currentSite.querySelector('bdi[dir="ltr"]')).toHaveTextContent('62')
    const current = screen.getByText('Club 13 (current)').closest('[aria-current]')
    expect(current).toHaveAttribute('aria-current', 'true')
    expect(screen.getByText('Smart Way').closest('[aria-current]')).toBeNull()
  })

  it('Change Site goes back to site selection and forgets the site', async () => {
    const { user } = renderDashboard(['Mod_SW'])
    await user.click(await screen.findByRole('button', { name: 'Change Site' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Select your site' })).toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/site-selection')
    expect(sessionStatusOf(sessionActor.getSnapshot())).toBe('needsSite')
    expect(localStorage.getItem(STORAGE_KEYS.site)).toBeNull()
  })

  it('sends an unknown path to the dashboard', async () => {
    renderDashboard(['Mod_SW'], '/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/dashboard$/)
  })

  it('asks for a site when rendered without one', async () => {
    signIn()
    const { user } = renderWithProviders(
      <>
        <DashboardPage />
        <LocationProbe />
      </>,
      { route: '/dashboard' },
    )
    expect(screen.getByRole('heading', { name: 'Site Selection Required' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Select Site' }))
    expect(screen.getByLabelText('current path')).toHaveTextContent('/site-selection')
  })

  it('sends a signed-in user without a site to site selection', async () => {
    signIn()
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Select your site' })).toBeInTheDocument()
  })
})
