import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { requestJson } from './http-client'

// The real server as a child process: node itself is spawned (not npm), so the pid is the server's
// and SIGKILL hits it and nothing else.

export const REPO_ROOT = path.resolve(__dirname, '../..')
const OUTPUT_KEPT = 4000

export interface ServerOptions {
  port: number
  databaseUrl: string
  /** Any directory: the API does not need the SPA build. */
  staticDir: string
}

export interface RunningServer {
  pid: number
  baseUrl: string
  /** Milliseconds from spawn to the first healthy answer. */
  readyMs: number
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<void>
  /** The last lines the process wrote. */
  output(): string
}

export function runScript(script: string, args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startServer(options: ServerOptions, timeoutMs = 60_000): Promise<RunningServer> {
  const started = performance.now()
  // The server names itself in X-Instance: a healthy answer from any other process on the port does not count.
  const instance = `trial-${randomBytes(6).toString('hex')}`
  const child = runScript('server/src/main.ts', [], {
    INSTANCE_NAME: instance,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    STATIC_DIR: options.staticDir,
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const baseUrl = `http://127.0.0.1:${options.port}`
  const server: RunningServer = {
    pid: child.pid ?? -1,
    baseUrl,
    readyMs: 0,
    kill: async () => {
      child.kill('SIGKILL')
      await exited(child)
    },
    stop: async () => {
      child.kill('SIGTERM')
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited(child)
      clearTimeout(late)
    },
    output: () => output,
  }
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`)
    const health = await requestJson(baseUrl, 'GET', '/api/health').catch(() => undefined)
    if (health?.status === 200 && health.headers['x-instance'] === instance) {
      server.readyMs = performance.now() - started
      return server
    }
    await sleep(25)
  }
  await server.kill()
  throw new Error(`server on port ${options.port} not healthy after ${timeoutMs} ms:\n${output}`)
}

/** Runs a script to its end; resolves with its exit code and output. */
export async function runScriptToEnd(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  const child = runScript(script, args, env)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number>((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? -1)))
  return { code, output }
}
