import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

// Browser tests against the real server, in Debian's Chromium (Playwright cannot download its own browsers here).
// Each worker starts its own compiled server on its own throwaway SQLite database with the demo data
// (academy-server.ts, through the fixtures every spec imports), so the spec files run in parallel without seeing each
// other's changes. E2E_PORT (the first worker's port; worker N uses E2E_PORT + N) and BUILD_DIR let several runs share
// a machine. E2E_WORKERS sets how many workers (default 3: the browsers mostly wait, so three keep two cores busy).

const PORT = Number(process.env.E2E_PORT || 3100)
const WORKERS = Number(process.env.E2E_WORKERS || 3)

export default defineConfig({
  testDir: './specs',
  outputDir: `../test-results/e2e-${PORT}-artifacts`,
  globalSetup: './global-setup.ts',
  // Files in parallel, the tests of one file in order (a journey's steps build on each other).
  fullyParallel: false,
  workers: WORKERS,
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
    // A trace is recorded when a failed test is tried again (CI: one retry): recording every test's DOM and frames
    // took a quarter of the browser step's time (issue 26). A failure's screenshot and error context are kept too.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The browser asks for less motion, as some users' systems do (the page honours it: public/index.html): dialogs,
    // menus and toasts open and close at once and spinners stand still, so the two cores are not spent drawing
    // animation frames (issue 26: the browser step took a third less). sign-in-journey.spec.ts and walk-in.spec.ts
    // run with motion, as most users see the app.
    reducedMotion: 'reduce',
  },
})
