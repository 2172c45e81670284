import type { Kysely } from 'kysely'
import { replyText } from '../../lib/messages'
import { LOGIN_MESSAGES } from '@contract/auth'
import type { Dialect } from '../../db/create-db'
import type { Database } from '../../db/database'
import type { Acting } from '../../lib/actor'
import { academyDateAt } from '../../lib/clock'
import { HttpError, unauthorized } from '../../lib/http-error'
import { getDummyHash, verifyPassword } from '../../lib/passwords'
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  hashToken,
  newToken,
  tokenFromHeader,
} from '../../lib/session-tokens'
import { findAcademyTimeZone } from '../../db/academy-time-zone'
import { findSessionAccess } from './session-access.repository'
import { findGrantedActions, findUserForSignIn, findUserSites, modulesOf } from './accounts.repository'
import {
  clearFailures,
  countRecentFailures,
  forgetAttempt,
  insertSession,
  pruneFailures,
  recordAttempt,
  revokeSession,
  touchSession,
} from './sessions.repository'
import { message } from '@contract/messages/message'

// Signing in and out, and the session user.
//
// Failed sign-ins are limited per client (the address the request came from; behind a trusted proxy, the one
// X-Forwarded-For names — see TRUST_PROXY):
//  - per user ID and client: after MAX_ACCOUNT_FAILURES failures in the window that client gets 429 for that
//    user ID, even with the right password; any other client still signs in, so a stranger cannot lock the
//    administrator out;
//  - per client across user IDs: after MAX_CLIENT_FAILURES failures in the window the client gets 429 for every
//    user ID (password spraying).
// The attempt is recorded before it is counted, so simultaneous attempts cannot all slip under a limit: each counts
// the others that started before it. A refused attempt is taken back (it checked no password).

export const MAX_ACCOUNT_FAILURES = 5
export const MAX_CLIENT_FAILURES = 20
export const FAILURE_WINDOW_MS = 15 * 60 * 1000

function tooManyAttempts(retryMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryMs / 60000))
  return new HttpError(
    429,
    message(minutes === 1 ? 'auth.tooManyAttempts.one' : 'auth.tooManyAttempts.many', { minutes }),
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryMs / 1000))) },
  )
}

async function admitAttempt(db: Kysely<Database>, userKey: string, client: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString()
  await pruneFailures(db, since)
  const attemptId = await recordAttempt(db, { userKey, client, now: now.toISOString() })
  const [account, fromClient] = await Promise.all([
    countRecentFailures(db, { userKey, client }, since),
    countRecentFailures(db, { client }, since),
  ])
  const waits: number[] = []
  if (account.count > MAX_ACCOUNT_FAILURES && account.oldest) waits.push(Date.parse(account.oldest))
  if (fromClient.count > MAX_CLIENT_FAILURES && fromClient.oldest) waits.push(Date.parse(fromClient.oldest))
  if (waits.length === 0) return
  await forgetAttempt(db, attemptId)
  throw tooManyAttempts(Math.max(...waits) + FAILURE_WINDOW_MS - now.getTime())
}

/**
 * The session user: their sites and modules, and the academy's time zone (the SPA shows every date and time in it;
 * `timeZone` when the caller has it already, else read).
 */
export async function sessionUser(
  db: Kysely<Database>,
  user: { userId: number; userTypeId: number; timeZone?: string },
  message: string,
) {
  const [sites, granted, timeZone] = await Promise.all([
    findUserSites(db, user.userId),
    findGrantedActions(db, user.userTypeId),
    user.timeZone ?? findAcademyTimeZone(db),
  ])
  return {
    message,
    userID: user.userId,
    sites: sites.map((site) => site.name),
    // The Arabic name only when one was typed (issue 25): the Arabic UI shows it, else the name.
    siteList: sites.map((site) => ({ id: site.id, name: site.name, ...(site.name_ar && { nameAr: site.name_ar }) })),
    modules: modulesOf(granted),
    timeZone,
  }
}

export interface SignInRequest {
  userID: number
  password: string
  /** The client's address (see TRUST_PROXY). */
  client: string
}

/** Checks the password within the limits and opens a session: the session user and the bearer token. */
export async function signIn(db: Kysely<Database>, now: Date, request: SignInRequest) {
  const userKey = String(request.userID)
  await admitAttempt(db, userKey, request.client, now)

  const user = await findUserForSignIn(db, request.userID)
  const passwordOk = await verifyPassword(user?.password_hash ?? (await getDummyHash()), request.password)
  // A failed attempt stays recorded; a successful one clears the user ID's failures from this client.
  if (!user || !passwordOk || user.disabled === 1) throw unauthorized(message('auth.invalid'))
  await clearFailures(db, userKey, request.client)

  const token = newToken()
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  })
  const payload = await sessionUser(db, { userId: user.id, userTypeId: user.user_type_id }, LOGIN_MESSAGES.success)
  return { ...payload, token }
}

/**
 * The acting user of a request with `Authorization: Bearer <token>`: the session, its user, the user's sites and
 * the actions their title is granted, read anew on every request. 401 for no token, an unknown, revoked, idle
 * (30 min) or expired (12 h) one, or a disabled user.
 */
export async function authenticate(
  db: Kysely<Database>,
  dialect: Dialect,
  now: Date,
  authorization: string | undefined,
): Promise<Acting> {
  const token = tokenFromHeader(authorization)
  if (!token) throw unauthorized(message('auth.required'))
  const session = await findSessionAccess(db, dialect, hashToken(token))
  if (
    !session ||
    session.revoked_at !== null ||
    session.disabled === 1 ||
    now.getTime() >= Date.parse(session.expires_at) ||
    now.getTime() - Date.parse(session.last_seen_at) >= SESSION_IDLE_MS
  ) {
    throw unauthorized(message('auth.sessionEnded'))
  }
  if (now.getTime() - Date.parse(session.last_seen_at) >= SESSION_TOUCH_MS) {
    await touchSession(db, session.id, now.toISOString())
  }
  return {
    userId: session.user_id,
    userTypeId: session.user_type_id,
    sessionId: session.id,
    sites: session.sites,
    homeSite: session.home_site,
    granted: session.granted,
    modules: session.modules,
    at: now.toISOString(),
    timeZone: session.time_zone,
    today: academyDateAt(now, session.time_zone),
  }
}

/** The signed-in user, for a valid token. */
export const currentSessionUser = (db: Kysely<Database>, acting: Acting) =>
  sessionUser(db, acting, replyText(message('answer.sessionActive')))

/** Ends the session: its token stops working at once. */
export async function signOut(db: Kysely<Database>, acting: Acting): Promise<void> {
  await revokeSession(db, acting.sessionId, acting.at)
}
