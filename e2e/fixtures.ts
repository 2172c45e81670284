import { test as base, expect } from '@playwright/test'
import { DashboardPage } from './pages/dashboard-page'
import { LoginPage } from './pages/login-page'
import { SiteSelectionPage } from './pages/site-selection-page'

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
  signInAt: (user: { id: string; password: string }, siteName: string) => Promise<void>
}

export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  siteSelectionPage: async ({ page }, use) => use(new SiteSelectionPage(page)),
  dashboardPage: async ({ page }, use) => use(new DashboardPage(page)),
  signInAt: async ({ loginPage, siteSelectionPage, dashboardPage }, use) => {
    await use(async (user, siteName) => {
      await loginPage.goto()
      await loginPage.submit(user.id, user.password)
      await siteSelectionPage.expectLoaded()
      await siteSelectionPage.choose(siteName)
      await dashboardPage.expectLoaded(siteName)
    })
  },
})

export { expect }
