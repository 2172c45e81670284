import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BenchRow } from './bench-table'
import { waitForUrl } from './server-process'
import { median, p95, round } from './stats'

// Time from `npm start` in a fresh clone to the first served page (GET / answering 200). Install is excluded:
// the clone borrows this checkout's node_modules through a symlink. A fresh clone has no SPA build, so the first
// start includes `npm start`'s one-off webpack build and the creation and seeding of the database; the second
// start (build and database now present) is what every later start costs.

const NEXT_STARTS = 5

async function timeStart(cwd: string, port: number): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
  }
  delete env.BUILD_DIR
  delete env.DATABASE_URL
  const started = Date.now()
  // Its own process group, so stopping it stops npm and the server it started, and nothing else.
  const child = spawn('npm', ['start'], { cwd, env, stdio: 'ignore', detached: true })
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`, 600_000, child)
    return (Date.now() - started) / 1000
  } finally {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
    }
  }
}

export async function measureStartTime(options: { repoDir: string; port: number }): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-clone-'))
  try {
    execFileSync('git', ['clone', '--quiet', options.repoDir, dir])
    fs.symlinkSync(path.join(options.repoDir, 'node_modules'), path.join(dir, 'node_modules'))
    const first = await timeStart(dir, options.port)
    const next: number[] = []
    for (let run = 0; run < NEXT_STARTS; run++) next.push(await timeStart(dir, options.port))
    const group = 'npm start'
    return [
      {
        group,
        metric: 'fresh clone → first page (SPA build + new database included)',
        median: round(first),
        p95: round(first),
        unit: 's',
        note: 'one run: git clone of HEAD, node_modules symlinked (install excluded)',
      },
      {
        group,
        metric: 'next start → first page (build and database exist)',
        median: round(median(next)),
        p95: round(p95(next)),
        unit: 's',
        note: `${NEXT_STARTS} runs`,
      },
    ]
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
