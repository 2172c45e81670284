import fs from 'node:fs'

// Debian's Chromium, as every browser run here starts it (Playwright cannot download its own browsers): headless,
// without the sandbox (root in CI) and without the background traffic this machine's closed network refuses.

/** The full browser, as staff run it: the benches (Lighthouse, the SPA's timings) measure this one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium'

// The browser tests run in Chromium's headless shell when it is installed (Debian's chromium-headless-shell, the same
// Chromium build without the desktop browser around it; Playwright's own default for headless runs): the same Blink
// and V8, and about a seventh less CPU per journey than the full browser in headless mode (issue 26).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The browser the Playwright journeys run in: CHROMIUM_PATH when set, else the headless shell when installed. */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

// A journey's pages live a few seconds: V8's optimising compilers (Maglev, TurboFan) spent CPU on code that was thrown
// away with the page. The tests run V8 up to its baseline compiler (Sparkplug); the language is the same at every
// tier, and about a tenth less CPU went to the pages (issue 26). The benches keep every tier.
const TEST_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1']

export const chromiumLaunchOptions = { executablePath: TEST_BROWSER_PATH, args: TEST_FLAGS }
