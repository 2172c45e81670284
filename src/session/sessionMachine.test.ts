import { createActor, fromPromise, waitFor } from 'xstate'
import type { SessionUser } from '@contract/auth'
import { CLUB_13, SMART_WAY, TEST_TOKEN, buildUser } from '@/testing/fixtures'
import { restoreSessionLogic, sessionMachine, sessionStatusOf } from './sessionMachine'
import type { RestoredSession } from './sessionMachine'
import type { FetchSessionUserResult } from './sessionPorts'
import { STORAGE_KEYS } from './sessionStorage'
import { holdUnsavedInput } from './unsavedInput'

const stored = () => ({
  user: localStorage.getItem(STORAGE_KEYS.user),
  token: localStorage.getItem(STORAGE_KEYS.token),
  site: localStorage.getItem(STORAGE_KEYS.site),
})
const storeSession = (user: unknown, token: string | null, site?: unknown) => {
  localStorage.setItem(STORAGE_KEYS.user, typeof user === 'string' ? user : JSON.stringify(user))
  if (token !== null) localStorage.setItem(STORAGE_KEYS.token, token)
  if (site !== undefined) localStorage.setItem(STORAGE_KEYS.site, JSON.stringify(site))
}

/** A session actor whose outside world is test doubles; `restored` replaces the whole restore step. */
function startSession({
  restored = null,
  fetchSessionUser,
}: {
  restored?: RestoredSession | null
  fetchSessionUser?: (token: string) => Promise<FetchSessionUserResult>
} = {}) {
  const effects = {
    endServerSession: jest.fn(),
    resetApiCache: jest.fn(),
    notifySessionEnded: jest.fn(),
    notifySignedOutElsewhere: jest.fn(),
    notifySiteChangeWaits: jest.fn(),
    notifySiteChangedElsewhere: jest.fn(),
  }
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fetchSessionUser ? restoreSessionLogic(fetchSessionUser) : fromPromise(async () => restored),
    },
    actions: {
      endServerSession: ({ context }) => effects.endServerSession(context.token),
      resetApiCache: effects.resetApiCache,
      notifySessionEnded: effects.notifySessionEnded,
      notifySignedOutElsewhere: effects.notifySignedOutElsewhere,
      notifySiteChangeWaits: effects.notifySiteChangeWaits,
      notifySiteChangedElsewhere: effects.notifySiteChangedElsewhere,
    },
  })
  const actor = createActor(machine).start()
  return { actor, effects }
}

const settled = (actor: ReturnType<typeof startSession>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('restoring'))

async function signedInSession(user: SessionUser = buildUser()) {
  const session = startSession()
  await settled(session.actor)
  session.actor.send({ type: 'session.loggedIn', user, token: TEST_TOKEN })
  return session
}

async function readySession(user: SessionUser = buildUser()) {
  const session = await signedInSession(user)
  session.actor.send({ type: 'session.siteSelected', site: CLUB_13 })
  return session
}

const status = (actor: ReturnType<typeof startSession>['actor']) => sessionStatusOf(actor.getSnapshot())

beforeEach(() => localStorage.clear())

describe('restoring a session', () => {
  it('starts in restoring', () => {
    const { actor } = startSession({ fetchSessionUser: () => new Promise(() => undefined) })
    expect(status(actor)).toBe('restoring')
  })

  it('goes to loggedOut when nothing is stored, without asking the server', async () => {
    const fetchSessionUser = jest.fn()
    const { actor } = startSession({ fetchSessionUser })
    await settled(actor)
    expect(status(actor)).toBe('loggedOut')
    expect(fetchSessionUser).not.toHaveBeenCalled()
  })

  it('clears all three keys when the stored user is corrupted', async () => {
    storeSession('{not json', TEST_TOKEN, CLUB_13)
    const fetchSessionUser = jest.fn()
    const { actor } = startSession({ fetchSessionUser })
    await settled(actor)
    expect(status(actor)).toBe('loggedOut')
    expect(stored()).toEqual({ user: null, token: null, site: null })
    expect(fetchSessionUser).not.toHaveBeenCalled()
  })

  it('clears a stored user that does not match the contract', async () => {
    storeSession({ userID: 'eight', sites: 'all' }, TEST_TOKEN)
    const { actor } = startSession({ fetchSessionUser: jest.fn() })
    await settled(actor)
    expect(status(actor)).toBe('loggedOut')
    expect(stored()).toEqual({ user: null, token: null, site: null })
  })

  it('clears a stored user that has no token', async () => {
    storeSession(buildUser(), null)
    const { actor } = startSession({ fetchSessionUser: jest.fn() })
    await settled(actor)
    expect(status(actor)).toBe('loggedOut')
    expect(stored().user).toBeNull()
  })

  it('restores a valid session with its site as ready, with the sites and modules the server reports now', async () => {
    storeSession(buildUser({ modules: ['Mod_SW'] }), TEST_TOKEN, CLUB_13)
    const fresh = buildUser({ modules: ['Mod_PT', 'Mod_CO'] })
    const fetchSessionUser = jest.fn(async () => ({ ok: true, user: fresh }) as const)
    const { actor } = startSession({ fetchSessionUser })
    await settled(actor)
    expect(fetchSessionUser).toHaveBeenCalledWith(TEST_TOKEN)
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context).toEqual({ user: fresh, token: TEST_TOKEN, site: CLUB_13, pendingSite: null })
    expect(JSON.parse(stored().user ?? 'null')).toEqual(fresh)
  })

  it('restores a session without a stored site as needsSite', async () => {
    storeSession(buildUser(), TEST_TOKEN)
    const { actor } = startSession({ fetchSessionUser: async () => ({ ok: true, user: buildUser() }) })
    await settled(actor)
    expect(status(actor)).toBe('needsSite')
    expect(actor.getSnapshot().context.site).toBeNull()
  })

  it('drops a stored site the user no longer has', async () => {
    storeSession(buildUser(), TEST_TOKEN, SMART_WAY)
    const onlyClub13 = buildUser({ sites: [CLUB_13.name], siteList: [CLUB_13] })
    const { actor } = startSession({ fetchSessionUser: async () => ({ ok: true, user: onlyClub13 }) })
    await settled(actor)
    expect(status(actor)).toBe('needsSite')
    expect(stored().site).toBeNull()
    expect(stored().token).toBe(TEST_TOKEN)
  })

  it('signs out and clears storage when the server refuses the stored token (401)', async () => {
    storeSession(buildUser(), TEST_TOKEN, CLUB_13)
    const { actor } = startSession({ fetchSessionUser: async () => ({ ok: false, reason: 'unauthorized' }) })
    await settled(actor)
    expect(status(actor)).toBe('loggedOut')
    expect(actor.getSnapshot().context).toEqual({ user: null, token: null, site: null, pendingSite: null })
    expect(stored()).toEqual({ user: null, token: null, site: null })
  })

  it('keeps the stored user when the server cannot be reached', async () => {
    const user = buildUser({ modules: ['Mod_CO'] })
    storeSession(user, TEST_TOKEN, CLUB_13)
    const { actor } = startSession({ fetchSessionUser: async () => ({ ok: false, reason: 'unavailable' }) })
    await settled(actor)
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context.user).toEqual(user)
  })

  it('keeps the stored user when the check itself throws', async () => {
    storeSession(buildUser(), TEST_TOKEN)
    const { actor } = startSession({ fetchSessionUser: () => Promise.reject(new Error('offline')) })
    await settled(actor)
    expect(status(actor)).toBe('needsSite')
  })

  it('ignores session events until the check is done', () => {
    const { actor } = startSession({ fetchSessionUser: () => new Promise(() => undefined) })
    actor.send({ type: 'session.loggedIn', user: buildUser(), token: TEST_TOKEN })
    actor.send({ type: 'session.unauthorized' })
    expect(status(actor)).toBe('restoring')
    expect(stored().token).toBeNull()
  })
})

describe('session.loggedIn', () => {
  it('stores the user and token, clears any old site and asks for a site', async () => {
    localStorage.setItem(STORAGE_KEYS.site, JSON.stringify(SMART_WAY))
    const user = buildUser()
    const { actor } = await signedInSession(user)
    expect(status(actor)).toBe('needsSite')
    expect(actor.getSnapshot().context).toEqual({ user, token: TEST_TOKEN, site: null, pendingSite: null })
    expect(stored()).toEqual({ user: JSON.stringify(user), token: TEST_TOKEN, site: null })
  })

  it('is ignored once signed in', async () => {
    const { actor } = await readySession()
    actor.send({ type: 'session.loggedIn', user: buildUser({ userID: 99 }), token: 'other' })
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context.user?.userID).toBe(8)
    expect(stored().token).toBe(TEST_TOKEN)
  })
})

describe('session.siteSelected', () => {
  it('moves needsSite to ready and stores the site', async () => {
    const { actor } = await readySession()
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context.site).toEqual(CLUB_13)
    expect(JSON.parse(stored().site ?? 'null')).toEqual(CLUB_13)
  })

  it('switches directly from one site to another while ready', async () => {
    const { actor } = await readySession()
    actor.send({ type: 'session.siteSelected', site: SMART_WAY })
    expect(status(actor)).toBe('ready')
    expect(JSON.parse(stored().site ?? 'null')).toEqual(SMART_WAY)
  })

  it('refuses a site the user does not have', async () => {
    const { actor } = await signedInSession()
    actor.send({ type: 'session.siteSelected', site: { id: 65, name: 'Police Club' } })
    expect(status(actor)).toBe('needsSite')
    expect(stored().site).toBeNull()
  })

  it("refuses one of the user's site names with another site's id", async () => {
    const { actor } = await readySession()
    actor.send({ type: 'session.siteSelected', site: { id: 65, name: SMART_WAY.name } })
    expect(actor.getSnapshot().context.site).toEqual(CLUB_13)
  })

  it('is ignored while loggedOut', async () => {
    const { actor } = startSession()
    await settled(actor)
    actor.send({ type: 'session.siteSelected', site: CLUB_13 })
    expect(status(actor)).toBe('loggedOut')
    expect(stored().site).toBeNull()
  })
})

describe('session.changeSite', () => {
  it('goes back to needsSite and forgets the site', async () => {
    const { actor } = await readySession()
    actor.send({ type: 'session.changeSite' })
    expect(status(actor)).toBe('needsSite')
    expect(actor.getSnapshot().context.site).toBeNull()
    expect(stored().site).toBeNull()
    expect(stored().token).toBe(TEST_TOKEN)
  })

  it('is ignored while loggedOut', async () => {
    const { actor } = startSession()
    await settled(actor)
    expect(actor.getSnapshot().can({ type: 'session.changeSite' })).toBe(false)
    actor.send({ type: 'session.changeSite' })
    expect(status(actor)).toBe('loggedOut')
  })

  it('is not offered before a site is chosen', async () => {
    const { actor } = await signedInSession()
    expect(actor.getSnapshot().can({ type: 'session.changeSite' })).toBe(false)
  })
})

describe('session.logout', () => {
  it.each([
    ['ready', readySession],
    ['needsSite', signedInSession],
  ])('from %s: ends the server session, clears storage and the API cache', async (_state, arrange) => {
    const { actor, effects } = await arrange()
    actor.send({ type: 'session.logout' })
    expect(status(actor)).toBe('loggedOut')
    expect(effects.endServerSession).toHaveBeenCalledWith(TEST_TOKEN)
    expect(effects.resetApiCache).toHaveBeenCalledTimes(1)
    expect(effects.notifySessionEnded).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context).toEqual({ user: null, token: null, site: null, pendingSite: null })
    expect(stored()).toEqual({ user: null, token: null, site: null })
  })

  it('is ignored while loggedOut', async () => {
    const { actor, effects } = startSession()
    await settled(actor)
    actor.send({ type: 'session.logout' })
    expect(effects.endServerSession).not.toHaveBeenCalled()
    expect(effects.resetApiCache).not.toHaveBeenCalled()
  })
})

describe('session.unauthorized', () => {
  it.each([
    ['ready', readySession],
    ['needsSite', signedInSession],
  ])('from %s: clears everything and tells the user, without calling logout', async (_state, arrange) => {
    const { actor, effects } = await arrange()
    actor.send({ type: 'session.unauthorized' })
    expect(status(actor)).toBe('loggedOut')
    expect(effects.notifySessionEnded).toHaveBeenCalledTimes(1)
    expect(effects.resetApiCache).toHaveBeenCalledTimes(1)
    expect(effects.endServerSession).not.toHaveBeenCalled()
    expect(stored()).toEqual({ user: null, token: null, site: null })
  })

  it('is ignored while loggedOut, so late 401s do not repeat the message', async () => {
    const { actor, effects } = await readySession()
    actor.send({ type: 'session.unauthorized' })
    actor.send({ type: 'session.unauthorized' })
    expect(effects.notifySessionEnded).toHaveBeenCalledTimes(1)
  })
})

// Another tab changed the stored session. This tab follows at once and writes nothing: the other tab already did.
describe('session.otherTab.signedIn', () => {
  const OTHER_TOKEN = 'other-tab-token-9876543210'
  const otherUser = buildUser({ userID: 1, sites: [SMART_WAY.name], siteList: [SMART_WAY] })

  it('signs a signed-out tab in as that user, at the site the other tab chose', async () => {
    const { actor, effects } = startSession()
    await settled(actor)
    actor.send({ type: 'session.otherTab.signedIn', user: otherUser, token: OTHER_TOKEN, site: SMART_WAY })
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context).toEqual({
      user: otherUser,
      token: OTHER_TOKEN,
      site: SMART_WAY,
      pendingSite: null,
    })
    expect(effects.endServerSession).not.toHaveBeenCalled()
    expect(stored()).toEqual({ user: null, token: null, site: null })
  })

  it('asks for a site when the other tab has not chosen one yet', async () => {
    const { actor } = startSession()
    await settled(actor)
    actor.send({ type: 'session.otherTab.signedIn', user: otherUser, token: OTHER_TOKEN, site: null })
    expect(status(actor)).toBe('needsSite')
  })

  it('replaces the user of a ready tab with the new one, drops the cache, and keeps the old session on the server', async () => {
    const { actor, effects } = await readySession()
    localStorage.clear()
    actor.send({ type: 'session.otherTab.signedIn', user: otherUser, token: OTHER_TOKEN, site: null })
    expect(status(actor)).toBe('needsSite')
    expect(actor.getSnapshot().context).toEqual({ user: otherUser, token: OTHER_TOKEN, site: null, pendingSite: null })
    expect(effects.resetApiCache).toHaveBeenCalledTimes(1)
    expect(effects.endServerSession).not.toHaveBeenCalled()
    expect(stored()).toEqual({ user: null, token: null, site: null })
  })

  it('drops a site the new user does not have', async () => {
    const { actor } = await readySession()
    actor.send({ type: 'session.otherTab.signedIn', user: otherUser, token: OTHER_TOKEN, site: CLUB_13 })
    expect(status(actor)).toBe('needsSite')
    expect(actor.getSnapshot().context.site).toBeNull()
  })

  it('is nothing new when it is this tab’s own session', async () => {
    const user = buildUser()
    const { actor, effects } = await readySession(user)
    actor.send({ type: 'session.otherTab.signedIn', user, token: TEST_TOKEN, site: CLUB_13 })
    expect(status(actor)).toBe('ready')
    expect(effects.resetApiCache).not.toHaveBeenCalled()
  })
})

describe('session.otherTab.signedOut', () => {
  it.each([
    ['ready', readySession],
    ['needsSite', signedInSession],
  ])('from %s: signs this tab out too, without a second logout call or storage writes', async (_state, arrange) => {
    const { actor, effects } = await arrange()
    // The other tab may already have signed someone else in; what it stored is not this tab's to clear.
    storeSession(buildUser({ userID: 3 }), 'someone-else')
    actor.send({ type: 'session.otherTab.signedOut' })
    expect(status(actor)).toBe('loggedOut')
    expect(actor.getSnapshot().context).toEqual({ user: null, token: null, site: null, pendingSite: null })
    expect(effects.resetApiCache).toHaveBeenCalledTimes(1)
    expect(effects.endServerSession).not.toHaveBeenCalled()
    expect(effects.notifySignedOutElsewhere).toHaveBeenCalledTimes(1)
    expect(effects.notifySessionEnded).not.toHaveBeenCalled()
    expect(stored().token).toBe('someone-else')
  })

  it('is ignored while loggedOut', async () => {
    const { actor, effects } = startSession()
    await settled(actor)
    actor.send({ type: 'session.otherTab.signedOut' })
    expect(effects.notifySignedOutElsewhere).not.toHaveBeenCalled()
  })
})

describe('session.otherTab.siteChanged', () => {
  it('moves a ready tab to the site the other tab chose', async () => {
    const { actor, effects } = await readySession()
    actor.send({ type: 'session.otherTab.siteChanged', site: SMART_WAY })
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context.site).toEqual(SMART_WAY)
    expect(effects.resetApiCache).not.toHaveBeenCalled()
  })

  it('moves a tab that still needs a site to ready', async () => {
    const { actor } = await signedInSession()
    actor.send({ type: 'session.otherTab.siteChanged', site: CLUB_13 })
    expect(status(actor)).toBe('ready')
  })

  // Issue 25: Change Site in one tab threw every other tab back to site selection, discarding a half-filled form, and
  // left its header naming a site while its page asked for one. This tab keeps working where it is meanwhile.
  it('keeps a ready tab at its site while the other tab, having pressed Change Site, chooses one', async () => {
    const { actor } = await readySession()
    actor.send({ type: 'session.otherTab.siteChanged', site: null })
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context.site).toEqual(CLUB_13)
    // This tab wrote nothing: what is stored is the other tab's doing.
    expect(stored().site).toBe(JSON.stringify(CLUB_13))
  })

  it('keeps a form with unsaved input at its site until the form is closed, then moves', async () => {
    const { actor, effects } = await readySession()
    const release = holdUnsavedInput()
    actor.send({ type: 'session.otherTab.siteChanged', site: SMART_WAY })
    expect(status(actor)).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ site: CLUB_13, pendingSite: SMART_WAY })
    expect(effects.notifySiteChangeWaits).toHaveBeenCalledTimes(1)
    expect(effects.notifySiteChangedElsewhere).not.toHaveBeenCalled()
    release()
    actor.send({ type: 'session.unsavedInputSettled' })
    expect(actor.getSnapshot().context).toMatchObject({ site: SMART_WAY, pendingSite: null })
    expect(effects.notifySiteChangedElsewhere).toHaveBeenCalledTimes(1)
  })

  it('forgets a waiting site change when this tab chooses a site itself', async () => {
    const { actor } = await readySession()
    const release = holdUnsavedInput()
    actor.send({ type: 'session.otherTab.siteChanged', site: SMART_WAY })
    actor.send({ type: 'session.changeSite' })
    actor.send({ type: 'session.siteSelected', site: CLUB_13 })
    release()
    actor.send({ type: 'session.unsavedInputSettled' })
    expect(actor.getSnapshot().context).toMatchObject({ site: CLUB_13, pendingSite: null })
  })

  it('does not take a site the user does not have', async () => {
    const { actor } = await readySession()
    actor.send({ type: 'session.otherTab.siteChanged', site: { id: 63, name: 'Egypt' } })
    expect(status(actor)).toBe('needsSite')
  })

  it('is ignored while loggedOut', async () => {
    const { actor } = startSession()
    await settled(actor)
    actor.send({ type: 'session.otherTab.siteChanged', site: CLUB_13 })
    expect(status(actor)).toBe('loggedOut')
  })
})

describe('sessionStatusOf', () => {
  it('names every state the app routes on', async () => {
    const { actor } = startSession({ fetchSessionUser: () => new Promise(() => undefined) })
    expect(status(actor)).toBe('restoring')
    const session = await readySession()
    expect(status(session.actor)).toBe('ready')
    session.actor.send({ type: 'session.changeSite' })
    expect(status(session.actor)).toBe('needsSite')
    session.actor.send({ type: 'session.logout' })
    expect(status(session.actor)).toBe('loggedOut')
  })
})
