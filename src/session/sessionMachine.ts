import { enqueueSnackbar } from 'notistack'
import { t } from 'i18next'
import { assign, fromPromise, setup } from 'xstate'
import type { SnapshotFrom } from 'xstate'
import type { SessionUser } from '@contract/auth'
import type { Site } from '@contract/common'
import { sessionPorts } from './sessionPorts'
import type { SessionPorts } from './sessionPorts'
import { clearStoredSession, forgetSite, readStoredSession, storeSite, storeToken, storeUser } from './sessionStorage'
import { hasUnsavedInput } from './unsavedInput'
import { userHasSite, userSites } from './userSites'

// The session's life (SPEC.md section 4): restore what a previous visit left, sign in, choose a site, change it,
// sign out, or be thrown out by a 401. Side effects are named so tests can swap them with machine.provide().

export interface SessionContext {
  user: SessionUser | null
  token: string | null
  site: Site | null
  /**
   * The site another tab changed to while this tab had a form with unsaved input open: this tab stays at `site` until
   * the form is closed, then moves (issue 25: a site change in one tab discarded a half-filled form in another).
   */
  pendingSite: Site | null
}

export type SessionEvent =
  | { type: 'session.loggedIn'; user: SessionUser; token: string }
  | { type: 'session.siteSelected'; site: Site }
  | { type: 'session.changeSite' }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  // Another tab of this browser changed the stored session (storage events, src/session/followOtherTabs.ts).
  // This tab follows without writing storage back: the other tab already did, and may have moved on since.
  | { type: 'session.otherTab.signedIn'; user: SessionUser; token: string; site: Site | null }
  | { type: 'session.otherTab.signedOut' }
  | { type: 'session.otherTab.siteChanged'; site: Site | null }
  // The last form of this tab with unsaved input was closed (src/session/unsavedInput.ts).
  | { type: 'session.unsavedInputSettled' }
  // The same session's user as GET /auth/me answers now (issue 25: a site renamed in Settings, or given an Arabic
  // name), from this tab (refreshSessionUser) or another one: the header and every site name follow.
  | { type: 'session.userRefreshed'; user: SessionUser }
  | { type: 'session.otherTab.userRefreshed'; user: SessionUser }

export type SessionStatus = 'restoring' | 'loggedOut' | 'needsSite' | 'ready'

export interface RestoredSession {
  user: SessionUser
  token: string
  site: Site | null
}

type SessionData = Omit<SessionContext, 'pendingSite'>

/**
 * Reads storage and, for a stored token and user, asks the server for fresh sites and modules.
 * Resolves to null when there is nothing usable (nothing stored, corrupted, or the token was refused);
 * when the server cannot be reached the stored user is kept, so a flaky network does not sign anyone out.
 */
export const restoreSessionLogic = (fetchSessionUser: SessionPorts['fetchSessionUser']) =>
  fromPromise<RestoredSession | null>(async () => {
    const stored = await readStoredSession()
    if (stored.status !== 'found') return null
    const fresh = await fetchSessionUser(stored.token).catch(() => ({ ok: false, reason: 'unavailable' }) as const)
    if (!fresh.ok && fresh.reason === 'unauthorized') return null
    return { user: fresh.ok ? fresh.user : stored.user, token: stored.token, site: stored.site }
  })

const signedOut: SessionContext = { user: null, token: null, site: null, pendingSite: null }

type OtherTabSignIn = Extract<SessionEvent, { type: 'session.otherTab.signedIn' }>

/** The other tab's session, with its site when this user has it (else the user chooses, as after a sign-in). */
const otherTabSession = (event: OtherTabSignIn): SessionData => ({
  user: event.user,
  token: event.token,
  site: userHasSite(event.user, event.site) ? event.site : null,
})

/** The chosen site as a refreshed user has it (by id: its name may have changed), or as it was. */
const refreshedSite = (user: SessionUser, site: Site | null): Site | null =>
  (site && userSites(user).find((entry) => entry.id === site.id)) ?? site

const followOtherTabSignIn = {
  target: '#session.signedIn.resolveSite',
  actions: [{ type: 'assignSession', params: ({ event }: { event: OtherTabSignIn }) => otherTabSession(event) }],
} as const

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: restoreSessionLogic(sessionPorts.fetchSessionUser),
  },
  guards: {
    isRestored: (_, params: { restored: RestoredSession | null }) => params.restored !== null,
    /** The other tab's session is another one than this tab's (another token), not just a refreshed copy. */
    isOtherSession: ({ context }, params: { token: string }) => context.token !== params.token,
    userHasSite: (_, params: { user: SessionUser | null; site: Site | null }) => userHasSite(params.user, params.site),
    hasPendingSite: ({ context }) => context.pendingSite !== null,
    /** No site is chosen, or the refreshed user still has the chosen one (by id: its name may have changed). */
    keepsSite: ({ context }, params: { user: SessionUser }) =>
      context.site === null || userSites(params.user).some((entry) => entry.id === context.site?.id),
  },
  actions: {
    // Every change of session or site settles a site change that was waiting: it is replaced or done.
    assignSession: assign((_, params: SessionData) => ({ ...params, pendingSite: null })),
    assignSite: assign((_, params: { site: Site | null }) => ({ site: params.site, pendingSite: null })),
    assignPendingSite: assign((_, params: { site: Site }) => ({ pendingSite: params.site })),
    persistLogin: ({ context }) => {
      if (context.user) storeUser(context.user)
      if (context.token) storeToken(context.token)
      forgetSite()
    },
    persistUser: ({ context }) => {
      if (context.user) storeUser(context.user)
    },
    persistSite: ({ context }) => {
      if (context.site) storeSite(context.site)
    },
    forgetStoredSite: () => forgetSite(),
    clearStoredSession: () => clearStoredSession(),
    endServerSession: ({ context }) => {
      if (context.token) sessionPorts.endServerSession(context.token)
    },
    resetApiCache: () => sessionPorts.resetApiCache(),
    notifySessionEnded: () => {
      enqueueSnackbar(t('session.ended'), { variant: 'warning', preventDuplicate: true })
    },
    notifySignedOutElsewhere: () => {
      enqueueSnackbar(t('session.endedElsewhere'), { variant: 'info', preventDuplicate: true })
    },
    notifySiteChangeWaits: ({ context }) => {
      const message = t('session.siteChangeWaits', { site: context.pendingSite?.name, current: context.site?.name })
      enqueueSnackbar(message, { variant: 'info', preventDuplicate: true })
    },
    notifySiteChangedElsewhere: ({ context }) => {
      enqueueSnackbar(t('session.siteChangedElsewhere', { site: context.site?.name }), { variant: 'info' })
    },
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: signedOut,
  states: {
    restoring: {
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: {
              type: 'userHasSite',
              params: ({ event }) => ({ user: event.output?.user ?? null, site: event.output?.site ?? null }),
            },
            target: '#session.signedIn.ready',
            actions: [{ type: 'assignSession', params: ({ event }) => event.output ?? signedOut }, 'persistUser'],
          },
          {
            guard: { type: 'isRestored', params: ({ event }) => ({ restored: event.output }) },
            target: '#session.signedIn.needsSite',
            // A stored site the user no longer has is dropped; they choose again.
            actions: [
              { type: 'assignSession', params: ({ event }) => ({ ...signedOut, ...event.output, site: null }) },
              'persistUser',
              'forgetStoredSite',
            ],
          },
          { target: 'loggedOut', actions: 'clearStoredSession' },
        ],
        onError: { target: 'loggedOut', actions: 'clearStoredSession' },
      },
    },
    loggedOut: {
      on: {
        'session.loggedIn': {
          target: 'signedIn',
          actions: [
            { type: 'assignSession', params: ({ event }) => ({ user: event.user, token: event.token, site: null }) },
            'persistLogin',
          ],
        },
        'session.otherTab.signedIn': followOtherTabSignIn,
      },
    },
    // What a signed-in user may do whether or not a site is chosen lives on the parent; choosing comes first.
    signedIn: {
      initial: 'needsSite',
      on: {
        'session.siteSelected': {
          guard: { type: 'userHasSite', params: ({ context, event }) => ({ user: context.user, site: event.site }) },
          target: '.ready',
          actions: [{ type: 'assignSite', params: ({ event }) => ({ site: event.site }) }, 'persistSite'],
        },
        'session.logout': {
          target: 'loggedOut',
          // endServerSession reads the token, so it runs before the context is cleared, and after the cache reset,
          // which would abort a request already under way.
          actions: [
            'clearStoredSession',
            'resetApiCache',
            'endServerSession',
            { type: 'assignSession', params: signedOut },
          ],
        },
        'session.unauthorized': {
          target: 'loggedOut',
          actions: [
            'clearStoredSession',
            'resetApiCache',
            { type: 'assignSession', params: signedOut },
            'notifySessionEnded',
          ],
        },
        // Another user (or the same user again) signed in in another tab: this tab becomes that session at once,
        // with nothing cached from the one before.
        'session.otherTab.signedIn': {
          ...followOtherTabSignIn,
          guard: { type: 'isOtherSession', params: ({ event }) => ({ token: event.token }) },
          actions: ['resetApiCache', ...followOtherTabSignIn.actions],
        },
        'session.otherTab.signedOut': {
          target: 'loggedOut',
          actions: ['resetApiCache', { type: 'assignSession', params: signedOut }, 'notifySignedOutElsewhere'],
        },
        'session.userRefreshed': [
          {
            guard: { type: 'keepsSite', params: ({ event }) => ({ user: event.user }) },
            // The chosen site as the fresh user has it: a new name or Arabic name shows at once.
            actions: [
              assign(({ context, event }) => ({ user: event.user, site: refreshedSite(event.user, context.site) })),
              'persistUser',
              'persistSite',
            ],
          },
          {
            target: '.needsSite',
            actions: [assign(({ event }) => ({ user: event.user, site: null })), 'persistUser', 'forgetStoredSite'],
          },
        ],
        // The same, written by another tab: followed without writing storage back.
        'session.otherTab.userRefreshed': [
          {
            guard: { type: 'keepsSite', params: ({ event }) => ({ user: event.user }) },
            actions: assign(({ context, event }) => ({
              user: event.user,
              site: refreshedSite(event.user, context.site),
            })),
          },
          { target: '.needsSite', actions: assign(({ event }) => ({ user: event.user, site: null })) },
        ],
        'session.otherTab.siteChanged': [
          // The other tab pressed Change Site and is choosing: this tab keeps working where it is.
          { guard: ({ event }) => event.site === null },
          {
            guard: { type: 'userHasSite', params: ({ context, event }) => ({ user: context.user, site: event.site }) },
            target: '.ready',
            actions: [
              { type: 'assignSite', params: ({ event }) => ({ site: event.site }) },
              'notifySiteChangedElsewhere',
            ],
          },
          { target: '.needsSite', actions: { type: 'assignSite', params: { site: null } } },
        ],
      },
      states: {
        needsSite: {},
        /** Passed through when the session came from another tab: ready when it brought a site, else needsSite. */
        resolveSite: {
          always: [{ guard: ({ context }) => context.site !== null, target: 'ready' }, { target: 'needsSite' }],
        },
        ready: {
          on: {
            'session.changeSite': {
              target: 'needsSite',
              actions: [{ type: 'assignSite', params: { site: null } }, 'forgetStoredSite'],
            },
            // Another tab moved to a site while a form here holds unsaved input: the move waits for the form.
            'session.otherTab.siteChanged': {
              guard: ({ context, event }) => userHasSite(context.user, event.site) && hasUnsavedInput(),
              actions: [
                { type: 'assignPendingSite', params: ({ event }) => ({ site: event.site as Site }) },
                'notifySiteChangeWaits',
              ],
            },
            'session.unsavedInputSettled': {
              guard: 'hasPendingSite',
              actions: [
                { type: 'assignSite', params: ({ context }) => ({ site: context.pendingSite }) },
                'notifySiteChangedElsewhere',
              ],
            },
          },
        },
      },
    },
  },
})

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

/** The four states the rest of the app cares about, flattened from the machine's state value. */
export const sessionStatusOf = (snapshot: SessionSnapshot): SessionStatus => {
  if (snapshot.matches({ signedIn: 'ready' })) return 'ready'
  if (snapshot.matches('signedIn')) return 'needsSite'
  return snapshot.matches('restoring') ? 'restoring' : 'loggedOut'
}
