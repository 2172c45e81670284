import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { BenchRow } from './bench-table'
import { CHROME_FLAGS, CHROME_PATH, PAGES, signedInStorage, storeSession } from './spa-session'

// The SPA's JavaScript, as a browser loads it (issue 9, section 2): Chromium opens /login signed out and
// /dashboard/swimmers signed in, and every script the page requests until the network is idle is counted at the
// size of its gzip file in the build (what the server sends: @fastify/static serves the precompressed .gz). Also
// checked: /login loads no DataGrid code, and every route of src/app/routes.tsx is a chunk of its own that only
// its own page loads.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LOGIN_BUDGET_KB = 200
/** A string only MUI X DataGrid's code contains (its CSS class prefix). */
const DATA_GRID_MARKER = 'MuiDataGrid'
/** KB as webpack and Lighthouse count them (KiB); the note gives the figure in 1000-byte kB too. */
const KB = 1024

interface LoadedScript {
  /** Path on the server, e.g. /assets/main.1a2b3c4d.js */
  pathname: string
  /** Size of the build's .gz file (or the file gzipped at level 9 when it was too small to be precompressed). */
  gzipBytes: number
  /** Body bytes as the browser received them, and the encoding it received them in. */
  sentBytes: number
  encoding: string
  hasDataGrid: boolean
}

/** The route chunk names declared in src/app/routes.tsx (webpackChunkName), one per route. */
export function routeChunkNames(): string[] {
  const source = fs.readFileSync(path.join(ROOT, 'src/app/routes.tsx'), 'utf8')
  return [...source.matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map((match) => match[1])
}

/** The chunk a built file belongs to, when it is a named one: assets/login.1a2b3c4d.js → 'login'. */
const chunkNameOf = (pathname: string): string | undefined =>
  path.basename(pathname).match(/^([a-z][a-z0-9-]*)\.[0-9a-f]{8}\.js$/)?.[1]

function describeScript(buildDir: string, pathname: string, sentBytes: number, encoding: string): LoadedScript {
  const file = path.join(buildDir, pathname)
  const code = fs.readFileSync(file)
  const gzipBytes = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : gzipSync(code, { level: 9 }).length
  return { pathname, gzipBytes, sentBytes, encoding, hasDataGrid: code.includes(DATA_GRID_MARKER) }
}

/** Opens `url` in a fresh context and returns every script it loaded once `ready` holds and the network is idle. */
async function scriptsLoadedBy(
  page: Page,
  buildDir: string,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const responses: Promise<LoadedScript>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    responses.push(
      (async () => {
        await response.finished()
        const sizes = await response.request().sizes()
        const encoding = response.headers()['content-encoding'] ?? 'identity'
        return describeScript(buildDir, new URL(response.url()).pathname, sizes.responseBodySize, encoding)
      })(),
    )
  })
  await page.goto(url)
  await ready(page)
  await page.waitForLoadState('networkidle')
  return Promise.all(responses)
}

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10
const sum = (scripts: LoadedScript[], size: (script: LoadedScript) => number) =>
  scripts.reduce((total, script) => total + size(script), 0)
const names = (scripts: LoadedScript[]) =>
  scripts.map((script) => chunkNameOf(script.pathname) ?? path.basename(script.pathname).split('.')[0]).join(', ')

function sizeRow(page: string, scripts: LoadedScript[], budgetKb?: number): BenchRow {
  const gzipKb = kb(sum(scripts, (script) => script.gzipBytes))
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join('/')
  return {
    group: 'SPA',
    metric: `gzip JS loaded by ${page}`,
    median: gzipKb,
    p95: gzipKb,
    unit: 'KB',
    ...(budgetKb === undefined ? {} : { target: `< ${budgetKb} KB`, met: gzipKb < budgetKb }),
    note:
      `${scripts.length} files (${names(scripts)}); sent ${kb(sum(scripts, (s) => s.sentBytes))} KB as ${encodings}` +
      `; KB = 1024 bytes (${Math.round(sum(scripts, (s) => s.gzipBytes) / 100) / 10} kB of 1000 bytes)`,
  }
}

const builtFiles = (buildDir: string) =>
  fs.readdirSync(path.join(buildDir, 'assets')).filter((file) => file.endsWith('.js'))

/** Route chunks: each route needs a file of its own, and a page may load no other route's chunk. */
function routeChunkProblems(buildDir: string, visits: { route: string; scripts: LoadedScript[] }[]): string[] {
  const built = builtFiles(buildDir)
  const routes = routeChunkNames()
  const problems: string[] = []
  for (const route of routes) {
    const files = built.filter((file) => chunkNameOf(file) === route)
    if (files.length !== 1) problems.push(`${route}: ${files.length} chunk files`)
  }
  if (new Set(routes).size !== routes.length) problems.push('two routes share a chunk name')
  for (const { route, scripts } of visits) {
    const loaded = scripts.map((script) => chunkNameOf(script.pathname)).filter((name) => routes.includes(name!))
    if (loaded.join() !== route) problems.push(`its page loaded route chunks [${loaded.join(', ')}], not [${route}]`)
  }
  return problems
}

export async function measureSpa(opts: { baseUrl: string; buildDir: string }): Promise<BenchRow[]> {
  const { baseUrl, buildDir } = opts
  const session = await signedInStorage(baseUrl)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  try {
    const signedOut = await browser.newContext()
    const login = await scriptsLoadedBy(await signedOut.newPage(), buildDir, new URL(PAGES.login, baseUrl).href, (p) =>
      p.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor(),
    )
    await signedOut.close()

    const signedIn = await browser.newContext()
    await signedIn.addInitScript(storeSession, session)
    const swimmersUrl = new URL(PAGES.swimmers, baseUrl).href
    const swimmers = await scriptsLoadedBy(await signedIn.newPage(), buildDir, swimmersUrl, async (p) => {
      // The page's heading; its grid shows after a search, but its chunks (with the DataGrid) load with the page.
      await p.getByRole('heading', { level: 1, name: 'Swimmers Management' }).waitFor()
      if (new URL(p.url()).pathname !== PAGES.swimmers) throw new Error(`${PAGES.swimmers} went to ${p.url()}`)
    })
    await signedIn.close()

    const gridInLogin = login.filter((script) => script.hasDataGrid)
    const gridFiles = builtFiles(buildDir).filter((file) =>
      fs.readFileSync(path.join(buildDir, 'assets', file)).includes(DATA_GRID_MARKER),
    )
    const problems = routeChunkProblems(buildDir, [
      { route: 'login', scripts: login },
      { route: 'swimmers', scripts: swimmers },
    ])
    return [
      sizeRow(PAGES.login, login, LOGIN_BUDGET_KB),
      sizeRow(`${PAGES.swimmers} (signed in)`, swimmers),
      {
        group: 'SPA',
        metric: 'DataGrid files loaded by /login',
        median: gridInLogin.length,
        p95: gridInLogin.length,
        unit: 'ratio',
        target: '0',
        // The marker must be found in the build, or the check proves nothing.
        met: gridInLogin.length === 0 && gridFiles.length > 0,
        note: gridFiles.length
          ? `loaded files with "${DATA_GRID_MARKER}": ${names(gridInLogin) || 'none'} (the build has ${gridFiles.length})`
          : `no built file has "${DATA_GRID_MARKER}": the check is broken`,
      },
      {
        group: 'SPA',
        metric: 'routes without a chunk of their own',
        median: problems.length,
        p95: problems.length,
        unit: 'ratio',
        target: '0',
        met: problems.length === 0,
        note: problems.length ? problems.join('; ') : `${routeChunkNames().length} routes, one chunk each`,
      },
    ]
  } finally {
    await browser.close()
  }
}
