import type { SessionUser } from '@contract/auth'
import type { Site } from '@contract/common'
import type { SessionContext, SessionEvent } from './sessionMachine'
import { STORAGE_KEYS, readStoredSession } from './sessionStorage'
import type { StoredSession } from './sessionStorage'
import { userSites } from './userSites'

// Every tab of the browser shares one storage, but each has its own session machine. When another tab signs in,
// signs out or changes the site, the browser tells this tab with a storage event; this tab then reads what is
// stored now and sends its machine the matching event, so it never goes on showing one user while acting as another.

const SESSION_KEYS = new Set<string>(Object.values(STORAGE_KEYS))

/** How long to wait for the rest of the other tab's writes (a sign-in writes three keys) before reading them. */
export const SETTLE_MS = 30

const sameSite = (a: Site | null, b: Site | null) => a?.id === b?.id && a?.name === b?.name

/** A user's sites with their names, as one comparable text. */
const sitesKey = (user: SessionUser) =>
  JSON.stringify(userSites(user).map((site) => [site.id, site.name, site.nameAr ?? null]))

/** The event that brings this tab's session in line with what another tab left in storage, or null if it already is. */
export function otherTabEvent(stored: StoredSession, context: SessionContext): SessionEvent | null {
  if (stored.status !== 'found') return context.token ? { type: 'session.otherTab.signedOut' } : null
  if (stored.token !== context.token) {
    return { type: 'session.otherTab.signedIn', user: stored.user, token: stored.token, site: stored.site }
  }
  // The same session's user refreshed there with other sites or site names (a site renamed in Settings): this tab
  // takes it, and its own site by id with it.
  if (context.user && sitesKey(stored.user) !== sitesKey(context.user))
    return { type: 'session.otherTab.userRefreshed', user: stored.user }
  return sameSite(stored.site, context.site) ? null : { type: 'session.otherTab.siteChanged', site: stored.site }
}

interface SessionActorLike {
  getSnapshot: () => { context: SessionContext; matches: (state: 'restoring') => boolean }
  send: (event: SessionEvent) => void
}

/** Starts following the other tabs; returns the function that stops. */
export function followOtherTabs(actor: SessionActorLike, settleMs = SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined

  const sync = async () => {
    // A session still being restored reads storage itself.
    if (actor.getSnapshot().matches('restoring')) return
    const stored = await readStoredSession()
    // Compared with the session as it is after the read, which may have changed meanwhile.
    const event = otherTabEvent(stored, actor.getSnapshot().context)
    if (event) actor.send(event)
  }

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return
    // key null: the other tab cleared all of storage.
    if (event.key !== null && !SESSION_KEYS.has(event.key)) return
    clearTimeout(timer)
    timer = setTimeout(() => void sync(), settleMs)
  }

  window.addEventListener('storage', onStorage)
  return () => {
    clearTimeout(timer)
    window.removeEventListener('storage', onStorage)
  }
}
