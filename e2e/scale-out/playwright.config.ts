import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'

// The scale-out journey: scripts/scale-out/run-scale-out.sh starts two API instances behind nginx and runs this
// against nginx (no webServer here). One run only: the journey stops an instance, so a retry could not repeat it.

const baseURL = process.env.SCALE_OUT_URL
if (!baseURL) throw new Error('SCALE_OUT_URL is not set: run the journey with bash scripts/scale-out/run-scale-out.sh')

// externalServer: the instances are already running; the fixtures start no server of their own.
export default defineConfig<object, { externalServer: boolean }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/scale-out/artifacts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    externalServer: true,
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
})
