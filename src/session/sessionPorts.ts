import type { SessionUser } from '@contract/auth'

// The session needs a few things that only exist once the app has a Redux store: the API calls and the cache.
// The app connects them at start-up (src/app/sessionBridge.ts); until then the session works offline.

export type FetchSessionUserResult =
  { ok: true; user: SessionUser } | { ok: false; reason: 'unauthorized' | 'unavailable' }

export interface SessionPorts {
  /** GET /auth/me with the stored token: fresh sites and modules, or why not. */
  fetchSessionUser: (token: string) => Promise<FetchSessionUserResult>
  /** POST /auth/logout for this token; nobody waits for the answer. */
  endServerSession: (token: string) => void
  /** Forget every cached API answer, so the next user sees none of them. */
  resetApiCache: () => void
}

const offline: SessionPorts = {
  fetchSessionUser: async () => ({ ok: false, reason: 'unavailable' }),
  endServerSession: () => undefined,
  resetApiCache: () => undefined,
}

let connected: SessionPorts = offline

/** What the session machine calls; always forwards to the ports connected now. */
export const sessionPorts: SessionPorts = {
  fetchSessionUser: (token) => connected.fetchSessionUser(token),
  endServerSession: (token) => connected.endServerSession(token),
  resetApiCache: () => connected.resetApiCache(),
}

/** Connects the ports; the returned function disconnects them again (when they are still the connected ones). */
export function connectSessionPorts(ports: SessionPorts): () => void {
  connected = ports
  return () => {
    if (connected === ports) connected = offline
  }
}
