import { screen, waitFor } from '@testing-library/react'
import { CLUB_13, buildUser } from '@/testing/fixtures'
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
})
