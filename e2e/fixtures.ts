import { test as base, expect, type Page } from '@playwright/test'
import { startAcademyServer, type AcademyServer } from './academy-server'
import { DashboardPage } from './pages/dashboard-page'
import { LoginPage } from './pages/login-page'
import { SiteSelectionPage } from './pages/site-selection-page'
import { storedSessionOf, storeSession, type SignInAnswer } from './stored-session'

// Page objects as fixtures; specs import { test, expect } from here.

export const DEMO = {
  admin: { id: '1', password: 'academy-admin-demo' },
  cashier: { id: '2', password: 'academy-cashier-demo' },
  coachManager: { id: '3', password: 'academy-coach-demo' },
  trainee: { id: '4', password: 'academy-nosite-demo' },
  disabled: { id: '5', password: 'academy-disabled-demo' },
} as const

type Fixtures = {
  loginPage: LoginPage
  siteSelectionPage: SiteSelectionPage
  dashboardPage: DashboardPage
  /**
   * Signed in as `user` at the site whose name starts with `siteName`, on the dashboard: through the API, with the
   * session kept where the SPA keeps it. For journeys that are not about signing in (issue 26, CI time: the screens
   * cost a page load each, about 120 times a run); sign-in-journey.spec.ts and the specs that use
   * signInThroughScreens go through the screens.
   */
  signInAt: (user: { id: string; password: string }, siteName: string) => Promise<void>
  /** The same through the sign-in and site selection screens, as a user does. */
  signInThroughScreens: (user: { id: string; password: string }, siteName: string) => Promise<void>
}

type WorkerFixtures = {
  /** Set by a configuration whose tests run against servers it started itself (the two instances behind nginx). */
  externalServer: boolean
  /** This worker's own academy server and database (academy-server.ts), unless externalServer. */
  academyServer: AcademyServer | undefined
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  externalServer: [false, { scope: 'worker', option: true }],
  academyServer: [
    async ({ externalServer }, use, workerInfo) => {
      if (externalServer) return use(undefined)
      const server = await startAcademyServer(workerInfo.parallelIndex)
      await use(server)
      await server.stop()
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ academyServer, baseURL }, use) => use(academyServer?.url ?? baseURL),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  siteSelectionPage: async ({ page }, use) => use(new SiteSelectionPage(page)),
  dashboardPage: async ({ page }, use) => use(new DashboardPage(page)),
  signInAt: async ({ page, dashboardPage }, use) => {
    await use(async (user, siteName) => {
      const login = await page.request.post('/api/auth/login', { data: { userID: user.id, password: user.password } })
      expect(login.ok(), await login.text()).toBe(true)
      const session = storedSessionOf((await login.json()) as SignInAnswer, siteName)
      // Written on a static file of the same origin, so no page of the app starts before the session is there.
      await page.goto('/robots.txt')
      await page.evaluate(storeSession, session)
      await page.goto('/dashboard')
      await dashboardPage.expectLoaded(siteName)
    })
  },
  signInThroughScreens: async ({ loginPage, siteSelectionPage, dashboardPage }, use) => {
    await use(async (user, siteName) => {
      await loginPage.goto()
      await loginPage.submit(user.id, user.password)
      await siteSelectionPage.expectLoaded()
      await siteSelectionPage.choose(siteName)
      await dashboardPage.expectLoaded(siteName)
    })
  },
})

/**
 * Signs in through the Arabic screens of a browser set to ar-EG and chooses a site. A user's language is kept on the
 * server and an earlier spec may have saved English for them (the Arabic journey does), which would win over the
 * browser's: it is cleared first (null, as in the demo data: the browser's language decides).
 */
export async function signInInArabic(page: Page, user: { id: string; password: string }, site: string): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: { userID: user.id, password: user.password } })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}` }
  expect((await page.request.put('/api/me/preferences', { headers, data: { language: null } })).ok()).toBe(true)
  await page.request.post('/api/auth/logout', { headers })

  await page.goto('/login')
  await page.getByLabel('رقم المستخدم').fill(user.id)
  await page.getByLabel('كلمة السر').fill(user.password)
  await page.getByRole('button', { name: 'دخول' }).click()
  await page.getByRole('combobox', { name: 'الفرع' }).click()
  await page.getByRole('option', { name: new RegExp(`^${site}`) }).click()
  await page.getByRole('button', { name: 'متابعة' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

export { expect }
