import { createActor } from 'xstate'
import { sessionMachine } from './sessionMachine'

/**
 * The one session of this browser tab. Components read it with the selectors in useSession.ts; the base query
 * sends it session.unauthorized. It is started by the app once the session ports are connected (src/index.tsx),
 * so the restore check already talks to the server.
 */
export const sessionActor = createActor(sessionMachine)

export const sendSession = sessionActor.send.bind(sessionActor)

/** The token of this tab's session, from the machine: the one source of the token, user and site. */
export const sessionToken = (): string | null => sessionActor.getSnapshot().context.token
