import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

// Browser tests against the real server on a throwaway SQLite database, in Debian's Chromium
// (Playwright cannot download its own browsers here).

// E2E_PORT and BUILD_DIR let several runs share a machine; each gets its own database folder.
const PORT = Number(process.env.E2E_PORT || 3100)
const RUN_DIR = `test-results/e2e-${PORT}`
const DB_FILE = `${RUN_DIR}/academy.sqlite`

export default defineConfig({
  testDir: './specs',
  outputDir: `../${RUN_DIR}/artifacts`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A safety net, not a speed check: journeys of several screens pass 30 s on a busy two-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // The compiled server, as production runs it (npm run serve), compiled from this checkout first (about a second).
    command: `rm -rf ${RUN_DIR}/academy.sqlite* && node scripts/build-server.mjs && node build/server/main.js`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${DB_FILE}`,
      // A DATABASE_URL gets demo data only when asked (README → Configuration): the browser tests sign in as demo staff.
      DEMO_DATA: '1',
      STATIC_DIR: process.env.BUILD_DIR || 'dist',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
