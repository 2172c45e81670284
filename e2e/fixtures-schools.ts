import { test as base } from './fixtures'
import { SchoolListPage } from './pages/schools-list-page'
import { SchoolsManagementPage } from './pages/schools-management-page'

type SchoolsFixtures = {
  schoolsPage: SchoolsManagementPage
  schoolListPage: SchoolListPage
  /** GET on the API as the signed-in user (the token the page keeps), for checking what the screen shows. */
  apiGet: <T>(path: string) => Promise<T>
  /** POST to the API as the signed-in user; fails the test on an error answer. */
  apiPost: <T = unknown>(path: string, body: object) => Promise<T>
  /** A screenshot into E2E_SCREENSHOT_DIR, when set (for looking at the screens; CI leaves it unset). */
  snap: (name: string) => Promise<void>
}

// The schools journeys' page objects and helpers, on top of the shared fixtures (DEMO users, signInAt).
export const test = base.extend<SchoolsFixtures>({
  schoolsPage: async ({ page }, use) => use(new SchoolsManagementPage(page)),
  schoolListPage: async ({ page }, use) => use(new SchoolListPage(page)),
  apiGet: async ({ page }, use) => {
    await use(async <T>(path: string) => {
      const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
      const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })
      if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`)
      return (await response.json()) as T
    })
  },
  apiPost: async ({ page }, use) => {
    await use(async <T>(path: string, body: object) => {
      const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
      const response = await page.request.post(path, { data: body, headers: { authorization: `Bearer ${token}` } })
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`)
      return (await response.json()) as T
    })
  },
  snap: async ({ page }, use) => {
    await use(async (name) => {
      const dir = process.env.E2E_SCREENSHOT_DIR
      if (dir) await page.screenshot({ path: `${dir}/schools-${name}.png`, fullPage: true })
    })
  },
})

export { DEMO, expect } from './fixtures'
