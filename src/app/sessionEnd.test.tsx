import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LOOKUP_GROUP } from '@contract/lookups'
import { authApi } from '@/features/auth/authApi'
import { lookupsApi } from '@/lookups/lookupsApi'
import { sessionActor } from '@/session/sessionActor'
import { sessionStatusOf } from '@/session/sessionMachine'
import { STORAGE_KEYS } from '@/session/sessionStorage'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderApp, signIn } from '@/testing/test-utils'

const storedValues = () => Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key))

/** Signed in with a site, on the dashboard once its code has loaded. */
async function renderReadyApp() {
  signIn({ site: CLUB_13 })
  const rendered = renderApp('/dashboard')
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  return rendered
}

describe('the single 401 handler', () => {
  it('ends the session when any call is refused: login page, toast, storage and cache cleared', async () => {
    server.use(http.get('/api/AppCode/:code', () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })))
    const { store } = await renderReadyApp()

    // Stands in for any screen's call; the dashboard itself makes none.
    await act(() => store.dispatch(lookupsApi.endpoints.appCode.initiate(LOOKUP_GROUP.site)))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument()
    expect(screen.getByLabelText('current path')).toHaveTextContent('/login')
    expect(sessionStatusOf(sessionActor.getSnapshot())).toBe('loggedOut')
    expect(storedValues()).toEqual([null, null, null])
    expect(store.getState().api.queries).toEqual({})
    expect(store.getState().session).toEqual({ status: 'loggedOut', userID: null, site: null })
  })

  it('sends the stored token with every call', async () => {
    let authorization: string | null = null
    server.use(
      http.get('/api/AppCode/:code', ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json([])
      }),
    )
    const { store } = await renderReadyApp()
    await act(() => store.dispatch(lookupsApi.endpoints.appCode.initiate(LOOKUP_GROUP.day)))
    expect(authorization).toBe(`Bearer ${localStorage.getItem(STORAGE_KEYS.token)}`)
  })

  it("sends this tab's token, not the one another tab stored since", async () => {
    let authorization: string | null = null
    server.use(
      http.get('/api/AppCode/:code', ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json([])
      }),
    )
    const { store } = await renderReadyApp()
    const ownToken = sessionActor.getSnapshot().context.token
    // Another tab signs in as someone else: storage changes before this tab has heard of it.
    localStorage.setItem(STORAGE_KEYS.token, 'another-tabs-token')
    await act(() => store.dispatch(lookupsApi.endpoints.appCode.initiate(LOOKUP_GROUP.club)))
    expect(authorization).toBe(`Bearer ${ownToken}`)
  })

  it('does not treat a refused sign-in as an ended session', async () => {
    const { store } = await renderReadyApp()
    const result = await act(() => store.dispatch(authApi.endpoints.login.initiate({ userID: 8, password: 'wrong' })))
    expect(result.error).toMatchObject({ status: 401 })
    expect(sessionStatusOf(sessionActor.getSnapshot())).toBe('ready')
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument()
  })

  it('mirrors the session into Redux for the devtools', async () => {
    const { store } = await renderReadyApp()
    expect(store.getState().session).toEqual({ status: 'ready', userID: 8, site: CLUB_13 })
    act(() => sessionActor.send({ type: 'session.changeSite' }))
    expect(store.getState().session).toEqual({ status: 'needsSite', userID: 8, site: null })
    // The guard reacts to the same change.
    expect(await screen.findByRole('heading', { level: 1, name: 'Select your site' })).toBeInTheDocument()
  })
})
