import { test as base } from './fixtures'
import { SwimmersManagementPage } from './pages/swimmers-management-page'

type SwimmersFixtures = {
  swimmersPage: SwimmersManagementPage
  /** A screenshot into E2E_SCREENSHOT_DIR, when set (for looking at the screens; CI leaves it unset). */
  snap: (name: string) => Promise<void>
}

// The swimmers journeys' page object and helpers, on top of the shared fixtures (DEMO users, signInAt).
export const test = base.extend<SwimmersFixtures>({
  swimmersPage: async ({ page }, use) => use(new SwimmersManagementPage(page)),
  snap: async ({ page }, use) => {
    await use(async (name) => {
      const dir = process.env.E2E_SCREENSHOT_DIR
      if (dir) await page.screenshot({ path: `${dir}/swimmers-${name}.png`, fullPage: true })
    })
  },
})

export { DEMO, expect } from './fixtures'
