import { act, screen, within } from '@testing-library/react'
import { sessionActor } from '@/session/sessionActor'
import { sessionStatusOf } from '@/session/sessionMachine'
import { STORAGE_KEYS } from '@/session/sessionStorage'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { renderApp, signIn } from '@/testing/test-utils'

const renderSiteSelection = (options: Parameters<typeof renderApp>[1] = {}) => renderApp('/site-selection', options)

afterEach(() => jest.useRealTimers())

describe('SiteSelectionPage', () => {
  it("lists the user's sites with their ids, the user ID and the modules", async () => {
    signIn()
    const { user } = renderSiteSelection()
    const select = await screen.findByRole('combobox', { name: 'Site' })
    expect(select).toHaveTextContent('Choose a site…')
    await user.click(select)
    const options = within(screen.getByRole('listbox', { name: 'Site' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Club 13 (62)', 'Smart Way (61)'])
    await user.keyboard('{Escape}')
    const page = within(screen.getByRole('main'))
    expect(page.getByText('User ID: 8')).toBeInTheDocument()
    expect(page.getByText('Swimmers Management')).toBeInTheDocument()
    expect(page.getByText('Schools')).toBeInTheDocument()
  })

  it("says 'None' when the user has no modules", async () => {
    signIn({ user: buildUser({ modules: [] }) })
    renderSiteSelection()
    expect(await screen.findByText('None')).toBeInTheDocument()
  })

  it('asks for a site when Continue is pressed without one', async () => {
    signIn()
    const { user } = renderSiteSelection()
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a site')
    expect(sessionStatusOf(sessionActor.getSnapshot())).toBe('needsSite')
  })

  it('finds the only site of a one-site user chosen, so Continue is the only click (issue 27)', async () => {
    signIn({ user: buildUser({ sites: [CLUB_13.name], siteList: [CLUB_13] }) })
    const { user } = renderSiteSelection()
    expect(await screen.findByRole('combobox', { name: 'Site' })).toHaveTextContent('Club 13 (62)')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Site selected: Club 13')).toBeInTheDocument()
    expect(sessionActor.getSnapshot().context.site).toEqual(CLUB_13)
  })

  it('explains when the user has no sites at all', async () => {
    signIn({ user: buildUser({ sites: [], siteList: [] }) })
    renderSiteSelection()
    expect(await screen.findByRole('heading', { name: 'No Sites Available' })).toBeInTheDocument()
    expect(
      screen.getByText("You don't have access to any sites. Please contact your administrator."),
    ).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument()
  })

  it('confirms the choice with a toast, then opens the dashboard after one second', async () => {
    signIn()
    const { user } = renderSiteSelection({ userEventOptions: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } })
    const select = await screen.findByRole('combobox', { name: 'Site' })
    jest.useFakeTimers()

    await user.click(select)
    await user.click(screen.getByRole('option', { name: 'Club 13 (62)' }))
    expect(select).toHaveTextContent('Club 13 (62)')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(screen.getByText('Site selected: Club 13')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled()
    expect(sessionActor.getSnapshot().context.site).toEqual(CLUB_13)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.site) ?? 'null')).toEqual(CLUB_13)

    act(() => jest.advanceTimersByTime(999))
    expect(screen.getByLabelText('current path')).toHaveTextContent('/site-selection')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByLabelText('current path')).toHaveTextContent('/dashboard')
    jest.useRealTimers()
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
  })

  it('sends a signed-out visitor to sign in', async () => {
    renderSiteSelection()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
  })
})
