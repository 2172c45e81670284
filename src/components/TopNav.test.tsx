import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ModuleCode } from '@contract/modules'
import { sessionActor } from '@/session/sessionActor'
import { sessionStatusOf } from '@/session/sessionMachine'
import { STORAGE_KEYS } from '@/session/sessionStorage'
import { CLUB_13, TEST_TOKEN, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'
import { onSmallScreen } from '@/testing/smallScreen'

function renderSignedIn(modules: ModuleCode[]) {
  signIn({ user: buildUser({ modules }), site: CLUB_13 })
  return renderApp('/dashboard')
}

/** [label, href] of every link in one of the bar's groups. */
async function linksIn(group: 'Modules' | 'Utilities') {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
  return within(within(nav).getByRole('list', { name: group }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

const UTILITIES = [
  ['Settings', '/settings'],
  ['Schools', '/school-list'],
  ['Pre-Teams', '/preteam-list'],
  ['Free Coaches', '/free-coaches'],
]

describe('TopNav', () => {
  it('shows Dashboard and only the modules the user has, in the spec order, then the Timetable (issue 14)', async () => {
    renderSignedIn(['Mod_SW', 'Mod_SC'])
    expect(await linksIn('Modules')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Swimmers', '/dashboard/swimmers'],
      ['Schools', '/dashboard/schools'],
      ['Timetable', '/timetable'],
    ])
    expect(await linksIn('Utilities')).toEqual(UTILITIES)
  })

  it('shows Coaches and Pre-Team for Mod_CO and Mod_PT, and the Timetable for Mod_PT', async () => {
    renderSignedIn(['Mod_PT', 'Mod_CO'])
    expect(await linksIn('Modules')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Coaches', '/dashboard/coaches'],
      ['Pre-Team', '/dashboard/preteam'],
      ['Timetable', '/timetable'],
    ])
  })

  it('offers no Timetable without Mod_SC or Mod_PT', async () => {
    renderSignedIn(['Mod_SW', 'Mod_CO'])
    expect((await linksIn('Modules')).map(([label]) => label)).not.toContain('Timetable')
  })

  it('always shows the utilities, even without modules', async () => {
    renderSignedIn([])
    expect(await linksIn('Modules')).toEqual([['Dashboard', '/dashboard']])
    expect(await linksIn('Utilities')).toEqual(UTILITIES)
  })

  it('marks the current page and shows the site and user', async () => {
    renderSignedIn(['Mod_SW'])
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    const banner = screen.getByRole('banner')
    expect(within(banner).getByText('Swimming Academy')).toBeInTheDocument()
    expect(
      within(banner).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Site: Club 13'),
    ).toBeInTheDocument()
    expect(within(banner).getByText('User ID: 8')).toBeInTheDocument()
  })

  it('Logout ends the session on the server and here, and shows the login page', async () => {
    let logoutAuthorization: string | null = null
    server.use(
      http.post('/api/auth/logout', ({ request }) => {
        logoutAuthorization = request.headers.get('authorization')
        return HttpResponse.json({ message: 'Signed out' })
      }),
    )
    const { user } = renderSignedIn(['Mod_SW'])
    await user.click(await screen.findByRole('button', { name: 'Logout' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/login')
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument()
    expect(sessionStatusOf(sessionActor.getSnapshot())).toBe('loggedOut')
    expect(Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null])
    // The request is fire-and-forget, so it may land after the page has changed.
    await waitFor(() => expect(logoutAuthorization).toBe(`Bearer ${TEST_TOKEN}`))
  })
})

describe('TopNav on a small screen', () => {
  onSmallScreen()

  it('folds the links into a menu with a Utilities column', async () => {
    const { user } = renderSignedIn(['Mod_SW'])
    const toggle = await screen.findByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // Collapsed: hidden from sight and from the accessibility tree.
    expect(screen.queryByRole('heading', { name: 'Utilities' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('heading', { name: 'Utilities' })).toBeVisible()
    expect(await linksIn('Modules')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Swimmers', '/dashboard/swimmers'],
    ])
    expect(await linksIn('Utilities')).toEqual(UTILITIES)
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible()
  })
})
