import { DEMO_USERS } from '../server/src/db/seed/reference-data'
import { storedSessionOf, type SignInAnswer, type StoredSession } from '../e2e/stored-session'

// What the SPA benchmarks share: Debian's Chromium, the pages they load, and a signed-in session to open the
// module pages with. The session is the one the SPA itself leaves in localStorage after signing in and choosing a
// site (src/session/sessionStorage.ts), so a page opens signed in without going through the sign-in form.

export { CHROMIUM_PATH as CHROME_PATH, CHROMIUM_FLAGS as CHROME_FLAGS } from '../e2e/chromium'
export { storeSession, type StoredSession } from '../e2e/stored-session'

export const PAGES = {
  login: '/login',
  swimmers: '/dashboard/swimmers',
  timetable: '/timetable',
  money: '/money',
} as const

/**
 * A session's roster as a phone opens it (issue 27): the timetable with the roster of the site's first session of the
 * week open (?session=ID). The session is found through the API as the signed-in administrator.
 */
export async function rosterPage(baseUrl: string, session: StoredSession): Promise<string> {
  const site = (JSON.parse(session.selectedSite) as { id: number }).id
  const today = new Date().toISOString().slice(0, 10)
  const week = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10)
  const response = await fetch(new URL(`/api/timetable?site=${site}&from=${today}&to=${week}`, baseUrl), {
    headers: { authorization: `Bearer ${session.authToken}` },
  })
  if (!response.ok) throw new Error(`the week for the roster page: ${response.status} ${await response.text()}`)
  const sessions = (await response.json()) as { sessionID: number; enrolled?: number }[]
  const busiest = [...sessions].sort((a, b) => (b.enrolled ?? 0) - (a.enrolled ?? 0))[0]
  if (!busiest) throw new Error(`site ${site} has no session this week for the roster page`)
  return `/timetable?session=${busiest.sessionID}`
}

/** Signs the demo administrator in through the API and returns what the SPA would store for that session. */
export async function signedInStorage(baseUrl: string): Promise<StoredSession> {
  const admin = DEMO_USERS[0]
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userID: admin.id, password: admin.password }),
  })
  if (!response.ok) throw new Error(`sign-in for the SPA benchmark failed: ${response.status} ${await response.text()}`)
  return storedSessionOf((await response.json()) as SignInAnswer)
}
