import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { DEMO_USERS } from '../../server/src/db/seed/reference-data'
import { ApiClient } from './http-client'
import { ADMIN_USER_ID, PaymentWriter, openInvoices } from './payment-writer'
import { startServer } from './server-process'

// Research G3 (b): a kill test cannot tell synchronous=FULL from NORMAL (the OS keeps the page cache), so
// strace watches the server: every acknowledged payment must be preceded by an fsync of the WAL file.

export interface FsyncTrialOptions {
  port: number
  dir: string
  payments?: number
}

export interface FsyncTrialResult {
  payments: number
  /** fsync/fdatasync calls on academy.sqlite-wal while the payments were made, one at a time. */
  walSyncs: number
}

const adminPassword = () => DEMO_USERS.find((user) => user.id === ADMIN_USER_ID)!.password

/** Attaches strace to every thread of `pid`; resolves once attached, with a function that detaches. */
async function traceSyncs(pid: number, output: string): Promise<() => Promise<void>> {
  const strace = spawn('strace', ['-f', '-y', '-e', 'trace=fsync,fdatasync', '-o', output, '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let text = ''
    strace.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('attached')) resolve()
    })
    strace.once('error', reject)
    strace.once('exit', (code) => reject(new Error(`strace exited ${code}: ${text}`)))
  })
  return () =>
    new Promise((resolve) => {
      strace.removeAllListeners('exit')
      strace.once('exit', () => resolve())
      strace.kill('SIGINT')
    })
}

export async function runFsyncTrial(options: FsyncTrialOptions): Promise<FsyncTrialResult> {
  const payments = options.payments ?? 50
  fs.mkdirSync(options.dir, { recursive: true })
  const file = path.join(options.dir, 'academy.sqlite')
  const traceFile = path.join(options.dir, 'fsync.strace')
  const server = await startServer({ port: options.port, databaseUrl: `file:${file}`, staticDir: options.dir })
  try {
    const client = await ApiClient.signIn(server.baseUrl, ADMIN_USER_ID, adminPassword(), 1)
    const writer = new PaymentWriter(client, await openInvoices(client, 61), `FSYNC-${Date.now()}`)
    const detach = await traceSyncs(server.pid, traceFile)
    for (let made = 0; made < payments; made++) await writer.pay()
    await detach()
    client.close()
    if (writer.acknowledged.length !== payments) {
      throw new Error(`only ${writer.acknowledged.length} of ${payments} payments were acknowledged`)
    }
    const lines = fs.readFileSync(traceFile, 'utf8').split('\n')
    const walSyncs = lines.filter((line) => /\b(fsync|fdatasync)\(\d+<[^>]*academy\.sqlite-wal>\)\s*=\s*0/.test(line))
    return { payments, walSyncs: walSyncs.length }
  } finally {
    await server.stop()
  }
}
