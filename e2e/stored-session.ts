// What the SPA keeps in localStorage once a user has signed in and chosen a site (src/session/sessionStorage.ts,
// STORAGE_KEYS), made from the sign-in answer: the browser tests (fixtures.ts, signInAt) and the benches
// (bench/spa-session.ts) start signed in this way instead of through the screens.

/** The localStorage entries of a signed-in user who chose a site: key → stored text. */
export type StoredSession = Record<string, string>

/** The answer of POST /api/auth/login, as far as the stored session needs it. */
export interface SignInAnswer {
  token: string
  siteList: { name: string }[]
}

/** The entries the SPA stores for `answer` with the site whose name starts with `siteName` (else the first). */
export function storedSessionOf(answer: SignInAnswer, siteName?: string): StoredSession {
  const { token, ...user } = answer
  const site =
    siteName === undefined ? user.siteList[0] : user.siteList.find((candidate) => candidate.name.startsWith(siteName))
  if (!site) throw new Error(siteName === undefined ? 'the user has no site to choose' : `no site named ${siteName}`)
  return { user: JSON.stringify(user), authToken: token, selectedSite: JSON.stringify(site) }
}

/** Writes the entries into the page's localStorage (run in the browser, on the app's origin). */
export function storeSession(entries: StoredSession): void {
  // Typed by hand: the benches are compiled without the DOM library.
  const page = globalThis as unknown as {
    location: { origin: string }
    localStorage: { setItem(key: string, value: string): void }
  }
  if (page.location.origin === 'null') return // about:blank has no storage of its own
  for (const [key, value] of Object.entries(entries)) page.localStorage.setItem(key, value)
}
