import { test as base } from './fixtures'
import { SettingsPage } from './pages/settings-page'

// The settings journeys' page objects, on top of the shared fixtures (DEMO users, signInAt).
export const test = base.extend<{ settingsPage: SettingsPage }>({
  settingsPage: async ({ page }, use) => use(new SettingsPage(page)),
})

export { DEMO, expect } from './fixtures'
