import type { BenchRow } from './bench-table'
import { CHROME_FLAGS, CHROME_PATH, PAGES, rosterPage, signedInStorage, storeSession } from './spa-session'
import type { StoredSession } from './spa-session'
import { median, percentile } from './stats'

// Lighthouse 12 (issue 9, section 2) on /login and, signed in, /dashboard/swimmers: performance and accessibility,
// with its desktop and its mobile settings, each run `runs` times (about 15 s a run) in one Debian Chromium.
// Lighthouse clears the HTTP cache before every run but not localStorage, so /login runs first, signed out, and
// the signed-in session is then stored the way the SPA stores it, for the swimmers runs. Issue 27 ('Phone'): the
// pages used on a phone — /dashboard/swimmers, /timetable, a session's roster (/timetable?session=ID) and /money —
// are measured for performance in the mobile profile, with a target of 95.

type FormFactor = 'desktop' | 'mobile'
type Category = 'performance' | 'accessibility'

interface RunResult {
  scores: Record<Category, number>
  failedA11yAudits: string[]
  lcpMs: number
  tbtMs: number
  cls: number
}

const TARGET = 95

/** The pages used on a phone (issue 27), whose mobile performance has the target too; /login's is reported only. */
const PHONE_PAGES = new Set<string>([PAGES.swimmers, PAGES.timetable, PAGES.money])
const isPhonePage = (page: string) => PHONE_PAGES.has(page) || page.startsWith(`${PAGES.timetable}?session=`)

/** Which scores have a target: accessibility everywhere, performance on desktop and on the phone pages' mobile. */
const hasTarget = (category: Category, formFactor: FormFactor, page: string) =>
  category === 'accessibility' || formFactor === 'desktop' || isPhonePage(page)

async function runOnce(
  url: string,
  port: number,
  formFactor: FormFactor,
  categories: readonly Category[] = ['performance', 'accessibility'],
  attempt = 1,
): Promise<RunResult> {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    // On a busy machine Lighthouse now and then records no navigation or no paint: such a run is tried again.
    if (attempt < 3 && ['NO_NAVSTART', 'NO_FCP'].includes(lhr.runtimeError.code))
      return runOnce(url, port, formFactor, categories, attempt + 1)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  }
  const shown = new URL(lhr.finalDisplayedUrl)
  const asked = new URL(url)
  if (shown.pathname !== asked.pathname || shown.search !== asked.search)
    throw new Error(`Lighthouse asked for ${url} but measured ${lhr.finalDisplayedUrl}`)
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const failedA11yAudits = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id)
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility') },
    failedA11yAudits,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  }
}

/** Stores the signed-in session in the browser's localStorage for the app's origin (through the DevTools port). */
async function storeSessionInBrowser(port: number, baseUrl: string, session: StoredSession) {
  const puppeteer = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    // The intro page is public, so storing a session there triggers nothing.
    await page.goto(new URL('/', baseUrl).href)
    await page.evaluate(storeSession, session)
    await page.close()
  } finally {
    await browser.disconnect()
  }
}

function rowsFor(
  page: string,
  formFactor: FormFactor,
  runs: RunResult[],
  categories: readonly Category[] = ['performance', 'accessibility'],
): BenchRow[] {
  return categories.map((category) => {
    const scores = runs.map((run) => run.scores[category])
    const typical = median(scores)
    const targeted = hasTarget(category, formFactor, page)
    let note: string
    if (category === 'accessibility') {
      const failed = [...new Set(runs.flatMap((run) => run.failedA11yAudits))]
      note = failed.length ? `failed audits: ${failed.join(', ')}` : 'no failed audits'
    } else {
      note = `LCP ${Math.round(median(runs.map((r) => r.lcpMs)))} ms, TBT ${Math.round(median(runs.map((r) => r.tbtMs)))} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)} (medians)`
      if (formFactor === 'mobile' && !targeted)
        note += "; no target: Lighthouse's simulated 4x CPU slowdown on this 2-vCPU machine inflates TBT"
    }
    return {
      group: 'Lighthouse',
      metric: `${category}, ${formFactor}, ${page.replace(/session=\d+/, 'session=ID')}`,
      median: typical,
      // For a score the bad tail is the low one: the score 95% of runs reached (the worst of a few runs).
      p95: percentile(scores, 0.05),
      unit: 'score',
      ...(targeted ? { target: `≥ ${TARGET}`, met: typical >= TARGET } : {}),
      note: `${runs.length} runs; ${note}`,
    }
  })
}

export async function measureLighthouse(opts: { baseUrl: string; runs?: number }): Promise<BenchRow[]> {
  const runs = opts.runs ?? Number(process.env.LIGHTHOUSE_RUNS || 3)
  const session = await signedInStorage(opts.baseUrl)
  const { launch } = await import('chrome-launcher')
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  const rows: BenchRow[] = []
  try {
    for (const page of [PAGES.login, PAGES.swimmers]) {
      if (page === PAGES.swimmers) await storeSessionInBrowser(chrome.port, opts.baseUrl, session)
      const url = new URL(page, opts.baseUrl).href
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const results: RunResult[] = []
        for (let i = 0; i < runs; i++) results.push(await runOnce(url, chrome.port, formFactor))
        rows.push(...rowsFor(page, formFactor, results))
      }
    }
    // The other pages used on a phone (issue 27): mobile performance, signed in (the session is stored already).
    // The roster first: right after /timetable, Lighthouse sometimes records no navigation for it (NO_NAVSTART).
    for (const page of [await rosterPage(opts.baseUrl, session), PAGES.timetable, PAGES.money]) {
      const url = new URL(page, opts.baseUrl).href
      const results: RunResult[] = []
      for (let i = 0; i < runs; i++) results.push(await runOnce(url, chrome.port, 'mobile', ['performance']))
      rows.push(...rowsFor(page, 'mobile', results, ['performance']))
    }
  } finally {
    chrome.kill()
  }
  return rows
}
