import type { Page } from '@playwright/test'
import { test as base } from './fixtures'
import { SchoolsManagementPage } from './pages/schools-management-page'
import { SwimmersManagementPage } from './pages/swimmers-management-page'
import { TimetablePage } from './pages/timetable-page'

type TimetableFixtures = {
  timetablePage: TimetablePage
  schoolsPage: SchoolsManagementPage
  swimmersPage: SwimmersManagementPage
  /** Calls the API as the signed-in user (the token the page keeps); fails the test on an error answer. */
  api: <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) => Promise<T>
  /** A screenshot into E2E_SCREENSHOT_DIR, when set (for looking at the screens; CI leaves it unset). */
  snap: (name: string) => Promise<void>
}

async function call<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
  const response = await page.request.fetch(path, {
    method,
    data: body,
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

// The week's journeys (issue 14): the timetable and schools page objects, and the API as the signed-in user.
export const test = base.extend<TimetableFixtures>({
  timetablePage: async ({ page }, use) => use(new TimetablePage(page)),
  schoolsPage: async ({ page }, use) => use(new SchoolsManagementPage(page)),
  swimmersPage: async ({ page }, use) => use(new SwimmersManagementPage(page)),
  api: async ({ page }, use) => use((method, path, body) => call(page, method, path, body)),
  snap: async ({ page }, use) => {
    await use(async (name) => {
      const dir = process.env.E2E_SCREENSHOT_DIR
      if (dir) await page.screenshot({ path: `${dir}/timetable-${name}.png`, fullPage: true })
    })
  },
})

export { DEMO, expect } from './fixtures'
