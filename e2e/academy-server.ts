import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

// One academy server per Playwright worker: the compiled server (as production runs it) on its own port and its own
// throwaway SQLite database with the demo data, so workers never see each other's changes. A worker's spec files run
// one after another against its server, as they all did against the one server before; a worker that restarts after a
// failure starts on a fresh database.

const ROOT = path.resolve(__dirname, '..')

/** The first worker's port; worker N listens on E2E_PORT + N (several runs on one machine choose distant ports). */
export const BASE_PORT = Number(process.env.E2E_PORT || 3100)

/** The compiled server of this run (global-setup.ts builds it once for every worker). */
export const SERVER_BUNDLE_DIR = `build/e2e-${BASE_PORT}`

export interface AcademyServer {
  url: string
  stop: () => Promise<void>
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`The academy server at ${url} did not start. Its log:\n${readFileSync(logFile, 'utf8')}`)
}

/** A spec's own server beside the worker's (a journey that moves the academy's clock must not move its neighbours'). */
export interface OwnServer {
  /** Ports from E2E_PORT + this offset (+ the worker's index), clear of the workers' own. */
  portOffset: number
  /** Start again on the database the last start left (a restart), instead of a fresh one. */
  keepData?: boolean
  /** The academy's clock this many days ahead (CLOCK_AHEAD_DAYS): "tomorrow" after a restart. */
  clockAheadDays?: number
}

export async function startAcademyServer(parallelIndex: number, own?: OwnServer): Promise<AcademyServer> {
  const port = BASE_PORT + (own?.portOffset ?? 0) + parallelIndex
  const runDir = path.join(ROOT, `test-results/e2e-${port}`)
  if (!own?.keepData) rmSync(runDir, { recursive: true, force: true })
  mkdirSync(runDir, { recursive: true })
  const logFile = path.join(runDir, 'server.log')
  const log = createWriteStream(logFile, { flags: 'a' })
  const child = spawn(process.execPath, [path.join(SERVER_BUNDLE_DIR, 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(runDir, 'academy.sqlite')}`,
      // A DATABASE_URL gets demo data only when asked (README → Configuration): the browser tests sign in as demo staff.
      DEMO_DATA: '1',
      STATIC_DIR: process.env.BUILD_DIR || 'dist',
      LOG_LEVEL: 'warn',
      CLOCK_AHEAD_DAYS: String(own?.clockAheadDays ?? 0),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child, logFile)
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}
