import { DEMO_USERS } from '../server/src/db/seed/reference-data'

// What the SPA benchmarks share: Debian's Chromium, the pages they load, and a signed-in session to open the
// module pages with. The session is the one the SPA itself leaves in localStorage after signing in and choosing a
// site (src/session/sessionStorage.ts), so a page opens signed in without going through the sign-in form.

export { CHROMIUM_PATH as CHROME_PATH, CHROMIUM_FLAGS as CHROME_FLAGS } from '../e2e/chromium'

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

/** The localStorage entries of a signed-in administrator who chose a site: key → stored text. */
export type StoredSession = Record<string, string>

/** Signs the demo administrator in through the API and returns what the SPA would store for that session. */
export async function signedInStorage(baseUrl: string): Promise<StoredSession> {
  const admin = DEMO_USERS[0]
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userID: admin.id, password: admin.password }),
  })
  if (!response.ok) throw new Error(`sign-in for the SPA benchmark failed: ${response.status} ${await response.text()}`)
  const { token, ...user } = (await response.json()) as { token: string; siteList: { id: number; name: string }[] }
  const site = user.siteList[0]
  if (!site) throw new Error('the demo administrator has no site to choose')
  return { user: JSON.stringify(user), authToken: token, selectedSite: JSON.stringify(site) }
}

/** Writes the entries into the page's localStorage (run in the browser, on the app's origin). */
export function storeSession(entries: StoredSession): void {
  // Typed by hand: the bench is compiled without the DOM library.
  const page = globalThis as unknown as {
    location: { origin: string }
    localStorage: { setItem(key: string, value: string): void }
  }
  if (page.location.origin === 'null') return // about:blank has no storage of its own
  for (const [key, value] of Object.entries(entries)) page.localStorage.setItem(key, value)
}
