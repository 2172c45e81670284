import { CLUB_13, SMART_WAY, TEST_TOKEN, buildUser } from '@/testing/fixtures'
import { followOtherTabs, otherTabEvent } from './followOtherTabs'
import type { SessionContext, SessionEvent } from './sessionMachine'
import { STORAGE_KEYS } from './sessionStorage'

const user = buildUser()
const ready: SessionContext = { user, token: TEST_TOKEN, site: CLUB_13, pendingSite: null }
const signedOut: SessionContext = { user: null, token: null, site: null, pendingSite: null }

describe('otherTabEvent', () => {
  it('signs this tab out when the other tab left nothing (or only half a session)', () => {
    expect(otherTabEvent({ status: 'empty' }, ready)).toEqual({ type: 'session.otherTab.signedOut' })
    expect(otherTabEvent({ status: 'corrupted' }, ready)).toEqual({ type: 'session.otherTab.signedOut' })
    expect(otherTabEvent({ status: 'empty' }, signedOut)).toBeNull()
  })

  it('follows another token as another session, with its user and site', () => {
    const other = buildUser({ userID: 1 })
    expect(otherTabEvent({ status: 'found', user: other, token: 'other', site: null }, ready)).toEqual({
      type: 'session.otherTab.signedIn',
      user: other,
      token: 'other',
      site: null,
    })
  })

  it('follows a site change of the same session, and ignores a copy of what this tab has', () => {
    expect(otherTabEvent({ status: 'found', user, token: TEST_TOKEN, site: SMART_WAY }, ready)).toEqual({
      type: 'session.otherTab.siteChanged',
      site: SMART_WAY,
    })
    expect(otherTabEvent({ status: 'found', user, token: TEST_TOKEN, site: null }, ready)).toEqual({
      type: 'session.otherTab.siteChanged',
      site: null,
    })
    expect(otherTabEvent({ status: 'found', user, token: TEST_TOKEN, site: { ...CLUB_13 } }, ready)).toBeNull()
  })
})

describe('followOtherTabs', () => {
  const fire = (key: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }))

  function follow(context: SessionContext) {
    const sent: SessionEvent[] = []
    const actor = { getSnapshot: () => ({ context, matches: () => false }), send: (e: SessionEvent) => sent.push(e) }
    const stop = followOtherTabs(actor, 5)
    return { sent, stop }
  }

  beforeEach(() => localStorage.clear())

  it('reads storage once after a burst of writes and sends one event', async () => {
    const { sent, stop } = follow(ready)
    const other = buildUser({ userID: 1 })
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(other))
    fire(STORAGE_KEYS.user)
    localStorage.setItem(STORAGE_KEYS.token, 'other-token')
    fire(STORAGE_KEYS.token)
    fire(STORAGE_KEYS.site)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sent).toEqual([{ type: 'session.otherTab.signedIn', user: other, token: 'other-token', site: null }])
    stop()
  })

  it('reacts to storage being cleared, and not to keys that are not the session', async () => {
    const { sent, stop } = follow(ready)
    fire('somethingElse')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toEqual([])
    fire(null)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toEqual([{ type: 'session.otherTab.signedOut' }])
    stop()
  })

  it('stops listening when stopped', async () => {
    const { sent, stop } = follow(ready)
    stop()
    fire(null)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toEqual([])
  })
})
