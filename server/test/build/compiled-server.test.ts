import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { requestJson } from '../../../scripts/trials/http-client'
import { demoPassword } from '../helper'

// `npm start` and `npm run serve` run the bundle scripts/build-server.mjs writes, with plain node. This builds it into
// a folder of its own and runs it as production does: it migrates and seeds a database, answers /api/health, signs in
// (argon2, a native package, loads from node_modules) and serves the SPA's index.html from STATIC_DIR.

const ROOT = path.resolve(__dirname, '../../..')
const OUT_DIR = path.join(ROOT, 'build', `server-test-${process.pid}`)
const BUNDLE = path.join(OUT_DIR, 'main.js')

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the compiled server (scripts/build-server.mjs)', () => {
  let work: string
  let child: ChildProcess | undefined
  let output = ''

  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', OUT_DIR], { cwd: ROOT, stdio: 'pipe' })
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-server-'))
    fs.mkdirSync(path.join(work, 'spa'))
    fs.writeFileSync(path.join(work, 'spa', 'index.html'), '<!doctype html><title>compiled</title>')
  })

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL')
      await new Promise((resolve) => child!.once('exit', resolve))
    }
    fs.rmSync(OUT_DIR, { recursive: true, force: true })
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('bundles the server and the contract, and leaves only packages and node built-ins to require', () => {
    const required = [...fs.readFileSync(BUNDLE, 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1])
    expect(required).toContain('fastify')
    expect(
      required.filter((name) => name.startsWith('.') || name.startsWith('/') || name.startsWith('@contract')),
    ).toEqual([])
  })

  it('starts with plain node, answers /api/health, signs in and serves the SPA', async () => {
    const port = await freePort()
    child = spawn(process.execPath, [BUNDLE], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${path.join(work, 'academy.sqlite')}`,
        DEMO_DATA: '1',
        STATIC_DIR: path.join(work, 'spa'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const baseUrl = `http://127.0.0.1:${port}`

    let health
    for (let waited = 0; waited < 30_000 && child.exitCode === null; waited += 50) {
      health = await requestJson(baseUrl, 'GET', '/api/health').catch(() => undefined)
      if (health) break
      await sleep(50)
    }
    expect({ status: health?.status, body: health?.body, output: health ? '' : output }).toMatchObject({
      status: 200,
      body: { status: 'Healthy', database: 'sqlite' },
      output: '',
    })

    const signIn = await requestJson(baseUrl, 'POST', '/api/auth/login', {
      body: { userID: 1, password: demoPassword(1) },
    })
    expect(signIn.status).toBe(200)

    const page = await requestJson(baseUrl, 'GET', '/login')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<title>compiled</title>')
  }, 60_000)
})
