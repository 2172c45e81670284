import { spawn, type ChildProcess } from 'node:child_process'

// Starts a server as its own process (its PID is the server's, so stopping it stops exactly it) and waits
// until it answers.

export interface RunningServer {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before ${url} answered`)
    try {
      const response = await fetch(url)
      if (response.ok) {
        await response.arrayBuffer()
        return Date.now() - started
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

export async function startProcess(options: {
  args: string[]
  env: NodeJS.ProcessEnv
  readyUrl: string
  cwd?: string
  timeoutMs?: number
  log?: (line: string) => void
}): Promise<RunningServer> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  try {
    await waitForUrl(options.readyUrl, options.timeoutMs ?? 120_000, child)
  } catch (error) {
    await stopProcess(child)
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`)
  }
  return { url: new URL(options.readyUrl).origin, process: child, stop: () => stopProcess(child) }
}

/** The app server (server/src/main.ts) on a database, serving the SPA from staticDir. */
export function startAppServer(options: { port: number; databaseUrl: string; staticDir: string; cwd: string }) {
  return startProcess({
    // As `npm start` runs it (package.json): a larger young generation, see README → Configuration.
    args: ['--max-semi-space-size=64', '--import', 'tsx', 'server/src/main.ts'],
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      // The demo comparator starts on an empty database and signs in as demo staff: demo data only when asked.
      DEMO_DATA: '1',
      STATIC_DIR: options.staticDir,
      LOG_LEVEL: 'warn',
    },
    readyUrl: `http://127.0.0.1:${options.port}/api/health`,
    timeoutMs: 300_000,
  })
}
