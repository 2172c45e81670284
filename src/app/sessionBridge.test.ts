import { http, HttpResponse } from 'msw'
import { createActor, waitFor } from 'xstate'
import { sessionMachine, sessionStatusOf } from '@/session/sessionMachine'
import { STORAGE_KEYS } from '@/session/sessionStorage'
import { CLUB_13, TEST_TOKEN, buildUser } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { bridgeSession } from './sessionBridge'
import { makeStore, type AppStore } from './store'

// The restore check end to end: the machine's own restore actor, the bridge's GET /api/auth/me, msw as the server.

let disconnect: () => void
let store: AppStore
beforeEach(() => {
  store = makeStore()
  disconnect = bridgeSession(store)
})
afterEach(() => disconnect())

async function restore() {
  const actor = createActor(sessionMachine).start()
  const snapshot = await waitFor(actor, (s) => !s.matches('restoring'))
  actor.stop()
  return snapshot
}

function storeSession(token: string) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(buildUser({ modules: ['Mod_SW'] })))
  localStorage.setItem(STORAGE_KEYS.token, token)
  localStorage.setItem(STORAGE_KEYS.site, JSON.stringify(CLUB_13))
}

describe('restoring through the API', () => {
  it('refreshes sites and modules from /api/auth/me with the stored token', async () => {
    storeSession(TEST_TOKEN)
    server.use(
      http.get('/api/auth/me', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${TEST_TOKEN}`
          ? HttpResponse.json(buildUser({ modules: ['Mod_PT'] }))
          : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    )
    const snapshot = await restore()
    expect(sessionStatusOf(snapshot)).toBe('ready')
    expect(snapshot.context.user?.modules).toEqual(['Mod_PT'])
  })

  it("asks for the user's privileges beside the user, and keeps them for the first page (issue 27)", async () => {
    storeSession(TEST_TOKEN)
    const asked: string[] = []
    let answerMe: (() => void) | undefined
    server.use(
      http.get('/api/auth/me', () => {
        asked.push('me')
        // The user answers only once the privileges have been asked for: one round trip, not two.
        return new Promise<Response>((resolve) => (answerMe = () => resolve(HttpResponse.json(buildUser()))))
      }),
      http.get('/api/settings/access', ({ request }) => {
        asked.push(`access ${request.headers.get('authorization')}`)
        answerMe?.()
        return HttpResponse.json({ actions: ['ManageSites'], privileges: ['Mod_SW:AddSwimmer'] })
      }),
    )
    const snapshot = await restore()
    expect(sessionStatusOf(snapshot)).toBe('ready')
    expect(asked).toEqual(['me', `access Bearer ${TEST_TOKEN}`])
    // What useGrantedActions reads once the session is ready: already there, nothing more to ask.
    const access = store.getState().api.queries['grantedActions(undefined)']
    expect(access?.data).toEqual({ actions: ['ManageSites'], privileges: ['Mod_SW:AddSwimmer'] })
  })

  it('signs out when the server refuses the stored token', async () => {
    storeSession('revoked-token')
    const snapshot = await restore()
    expect(sessionStatusOf(snapshot)).toBe('loggedOut')
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
  })

  it('keeps the stored session when the server cannot be reached', async () => {
    storeSession(TEST_TOKEN)
    server.use(http.get('/api/auth/me', () => HttpResponse.error()))
    const snapshot = await restore()
    expect(sessionStatusOf(snapshot)).toBe('ready')
    expect(snapshot.context.user?.modules).toEqual(['Mod_SW'])
  })
})
