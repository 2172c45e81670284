import { screen, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { sessionActor } from '@/session/sessionActor'
import { sessionStatusOf } from '@/session/sessionMachine'
import { STORAGE_KEYS } from '@/session/sessionStorage'
import { TEST_PASSWORD, TEST_TOKEN, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'

const renderLogin = () => renderApp('/login')

/** Counts sign-in calls, so a test can show that invalid input never reaches the server. */
function countLoginCalls() {
  const calls: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/auth/login')) calls.push(request)
  })
  return calls
}

afterEach(() => server.events.removeAllListeners())

describe('LoginPage', () => {
  it('has labelled fields, the button, the help text and the footer', async () => {
    renderLogin()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(screen.getByText('Need help? Contact your administrator.')).toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText(/© \d{4} Swimming Academy/)).toBeInTheDocument()
    expect(within(footer).getByRole('link')).toHaveAttribute('href')
    // Signed out: no navigation bar.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('asks for both fields before calling the server', async () => {
    const calls = countLoginCalls()
    const { user } = renderLogin()
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields')

    await user.type(screen.getByRole('textbox', { name: 'User ID' }), '8')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields')
    expect(calls).toHaveLength(0)
  })

  it('refuses a user ID that is not a number', async () => {
    const calls = countLoginCalls()
    const { user } = renderLogin()
    await user.type(await screen.findByRole('textbox', { name: 'User ID' }), 'abc')
    await user.type(screen.getByLabelText(/^Password/), 'whatever')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('alert')).toHaveTextContent('User ID must be a number')
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toHaveLength(0)
  })

  it("shows the server's message and a toast when the password is wrong", async () => {
    const { user } = renderLogin()
    await user.type(await screen.findByRole('textbox', { name: 'User ID' }), '8')
    await user.type(screen.getByLabelText(/^Password/), 'wrong password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Invalid user ID or password')).toBeInTheDocument()
    expect(await screen.findByText('Login failed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/login')
    expect(sessionStatusOf(sessionActor.getSnapshot())).toBe('loggedOut')
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
  })

  it('shows the lock-out message the server sends after too many attempts', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' }, { status: 429 }),
      ),
    )
    const { user } = renderLogin()
    await user.type(await screen.findByRole('textbox', { name: 'User ID' }), '8')
    await user.type(screen.getByLabelText(/^Password/), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Too many failed sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument()
  })

  it('falls back to the default message when the server gives none, and names a network failure', async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 500 })))
    const { user } = renderLogin()
    await user.type(await screen.findByRole('textbox', { name: 'User ID' }), '8')
    await user.type(screen.getByLabelText(/^Password/), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeInTheDocument()

    server.use(http.post('/api/auth/login', () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument()
  })

  it('signs in with the real token and goes on to site selection', async () => {
    server.use(
      http.post('/api/auth/login', async () => {
        await delay(50)
        return HttpResponse.json({ ...buildUser(), token: TEST_TOKEN })
      }),
    )
    const { user } = renderLogin()
    await user.type(await screen.findByRole('textbox', { name: 'User ID' }), '8')
    await user.type(screen.getByLabelText(/^Password/), TEST_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    expect(await screen.findByRole('heading', { level: 1, name: 'Select your site' })).toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/site-selection')
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(TEST_TOKEN)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      userID: 8,
      modules: ['Mod_SW', 'Mod_SC'],
    })
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toContain(TEST_TOKEN)
  })

  it('sends the user ID as a number', async () => {
    let body: unknown
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ message: 'Invalid user ID or password' }, { status: 401 })
      }),
    )
    const { user } = renderLogin()
    await user.type(await screen.findByRole('textbox', { name: 'User ID' }), ' 8 ')
    await user.type(screen.getByLabelText(/^Password/), 'pw')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await screen.findByText('Invalid user ID or password')
    expect(body).toEqual({ userID: 8, password: 'pw' })
  })

  it('sends someone already signed in on to site selection', async () => {
    signIn()
    renderLogin()
    expect(await screen.findByRole('heading', { level: 1, name: 'Select your site' })).toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/site-selection')
  })
})
