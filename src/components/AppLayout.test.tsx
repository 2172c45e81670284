import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { CLUB_13, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'

describe('the signed-in frame', () => {
  it('starts with a skip link to the main content', async () => {
    signIn({ site: CLUB_13 })
    const { user } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#main-content')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
  })

  it('moves the focus to the new page heading after a navigation', async () => {
    signIn({ user: buildUser({ modules: [] }), site: CLUB_13 })
    const { user } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    await user.click(screen.getAllByRole('link', { name: 'Pre-Teams' })[0])
    // A page the user lacks the module for has its heading too.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Pre-Team' })).toHaveFocus())
  })

  it('keeps the page unseen until the privileges are known, so the links they add move nothing', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/settings/access', async () => {
        await answered
        await delay(0)
        return HttpResponse.json({ actions: ['ViewInvoices'], privileges: ['Settings:ViewInvoices'] })
      }),
    )
    signIn({ site: CLUB_13 })
    renderApp('/dashboard')
    const main = screen.getByRole('main', { hidden: true })
    // The page loads meanwhile, unseen: not in the accessibility tree, nor painted.
    await waitFor(() => expect(main).toHaveAttribute('aria-busy', 'true'))
    expect(main).not.toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).queryByRole('link', { name: 'Money' })).not.toBeInTheDocument()
    answer()
    await waitFor(() => expect(main).toBeVisible())
    expect(main).toHaveAttribute('aria-busy', 'false')
    expect(within(nav).getAllByRole('link', { name: 'Money' }).length).toBeGreaterThan(0)
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })
})
