import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Options as UserEventOptions } from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { waitFor } from 'xstate'
import type { SessionUser } from '@contract/auth'
import type { Site } from '@contract/common'
import { AppProviders } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import { bridgeSession } from '@/app/sessionBridge'
import { makeStore } from '@/app/store'
import type { RootState } from '@/app/store'
import { sessionActor } from '@/session/sessionActor'
import { TEST_TOKEN, buildUser } from './fixtures'

let disconnectBridge: (() => void) | undefined

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string
  preloadedState?: Partial<RootState>
  /** For tests on fake timers: { advanceTimers: jest.advanceTimersByTime }. */
  userEventOptions?: UserEventOptions
}

/**
 * Renders with everything the app puts around a page: a fresh Redux store joined to the session, the theme,
 * the toasts, i18n and a memory router. Returns the store and a user-event instance with the screen queries.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState, userEventOptions }: RenderOptions = {},
) {
  const store = makeStore(preloadedState)
  disconnectBridge?.()
  disconnectBridge = bridgeSession(store)
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  )
  return { store, user: userEvent.setup(userEventOptions), ...render(ui, { wrapper: Wrapper }) }
}

/**
 * Brings the shared session actor back to a signed-out tab with empty storage, without calling the server.
 * Runs before every test (setupTests.ts), because the actor lives as long as the test file.
 */
export async function resetSession() {
  disconnectBridge?.()
  disconnectBridge = undefined
  sessionActor.start()
  await waitFor(sessionActor, (snapshot) => !snapshot.matches('restoring'))
  if (sessionActor.getSnapshot().matches('signedIn')) sessionActor.send({ type: 'session.logout' })
  window.localStorage.clear()
}

/** Signs in the way the login page does (storage included), and chooses a site when one is given. */
export function signIn({ user = buildUser(), site }: { user?: SessionUser; site?: Site } = {}) {
  sessionActor.send({ type: 'session.loggedIn', user, token: TEST_TOKEN })
  if (site) sessionActor.send({ type: 'session.siteSelected', site })
}

/** Renders the current path, for tests that check where a redirect went. */
export function LocationProbe() {
  const { pathname, search } = useLocation()
  return (
    <>
      <output aria-label="current path">{pathname}</output>
      <output aria-label="current query">{search}</output>
    </>
  )
}

/** The whole app at a URL, with a probe that shows the current path (labelled 'current path'). */
export const renderApp = (route: string, options: Omit<RenderOptions, 'route'> = {}) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { ...options, route },
  )
