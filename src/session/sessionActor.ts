import { createActor } from 'xstate'
import { setAcademyTimeZone } from '@/i18n/academyTimeZone'
import { sessionMachine } from './sessionMachine'
import { sessionPorts } from './sessionPorts'

/**
 * The one session of this browser tab. Components read it with the selectors in useSession.ts; the base query
 * sends it session.unauthorized. It is started by the app once the session ports are connected (src/index.tsx),
 * so the restore check already talks to the server.
 */
export const sessionActor = createActor(sessionMachine)

export const sendSession = sessionActor.send.bind(sessionActor)

// The academy's time zone comes with the session user (sign-in, GET /auth/me when a stored session is restored, a
// sign-in in another tab): the one place the SPA's dates and times read it from is kept up to date with it.
sessionActor.subscribe((snapshot) => {
  const timeZone = snapshot.context.user?.timeZone
  if (timeZone) setAcademyTimeZone(timeZone)
})

/** The token of this tab's session, from the machine: the one source of the token, user and site. */
export const sessionToken = (): string | null => sessionActor.getSnapshot().context.token

/**
 * Asks the server for this session's user again (GET /auth/me) and takes what it answers: after a change to what the
 * session carries, such as a site's names (issue 25). A failure changes nothing (a 401 ends the session as any does).
 */
export async function refreshSessionUser(): Promise<void> {
  const token = sessionToken()
  if (!token) return
  const fresh = await sessionPorts.fetchSessionUser(token).catch(() => ({ ok: false, reason: 'unavailable' }) as const)
  if (fresh.ok && sessionToken() === token) sessionActor.send({ type: 'session.userRefreshed', user: fresh.user })
}
