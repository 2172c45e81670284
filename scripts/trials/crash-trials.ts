import { randomBytes, randomInt } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DEMO_USERS } from '../../server/src/db/seed/reference-data'
import { ApiClient } from './http-client'
import { checkLedger } from './payment-ledger'
import { ADMIN_USER_ID, PaymentWriter, openInvoices } from './payment-writer'
import { startServer, type RunningServer, type ServerOptions } from './server-process'

// Research G3: SIGKILL the real server at a random moment of a 16-connection payment burst, restart it
// on the same SQLite file, and check that every acknowledged payment is there exactly once.

export interface CrashTrialOptions {
  trials: number
  port: number
  /** Where the SQLite file goes (created when missing). */
  dir: string
  connections?: number
  /** The kill comes this many milliseconds into the burst, drawn uniformly. */
  killWindowMs?: [number, number]
  /** The site whose open invoices are paid. */
  site?: number
}

export interface CrashTrialResult {
  trials: number
  acknowledged: number
  lost: number
  duplicates: number
  integrityOk: boolean
  /** Payments committed whose answer the kill swallowed (allowed: the client retries with a new receipt). */
  committedUnacknowledged: number
  unbalancedInvoices: number
  unaudited: number
  /** 5xx answers during the bursts (a kill shows as no answer, never as a 5xx). */
  serverErrors: number
  /** Trials where requests were in flight when the process died. */
  killedMidRequest: number
  /** Restarts that reached a healthy answer (one after each kill). */
  restarted: number
  /** Restart time, spawn to first healthy answer (node and tsx start-up included): median and slowest. */
  restartMsMedian: number
  restartMsMax: number
}

const adminPassword = () => DEMO_USERS.find((user) => user.id === ADMIN_USER_ID)!.password
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function killDuringBurst(
  server: RunningServer,
  options: Required<Pick<CrashTrialOptions, 'connections' | 'killWindowMs' | 'site'>>,
  receiptPrefix: string,
): Promise<PaymentWriter> {
  const client = await ApiClient.signIn(server.baseUrl, ADMIN_USER_ID, adminPassword(), options.connections)
  try {
    const writer = new PaymentWriter(client, await openInvoices(client, options.site), receiptPrefix)
    const burst = writer.burst(options.connections)
    await sleep(randomInt(options.killWindowMs[0], options.killWindowMs[1] + 1))
    await server.kill()
    await burst
    return writer
  } finally {
    client.close()
  }
}

export async function runCrashTrials(options: CrashTrialOptions): Promise<CrashTrialResult> {
  const settings = { connections: 16, killWindowMs: [50, 400] as [number, number], site: 61, ...options }
  fs.mkdirSync(settings.dir, { recursive: true })
  const file = path.join(settings.dir, 'academy.sqlite')
  const serverOptions: ServerOptions = { port: settings.port, databaseUrl: `file:${file}`, staticDir: settings.dir }
  const run = randomBytes(3).toString('hex')
  const result: CrashTrialResult = {
    trials: 0,
    acknowledged: 0,
    lost: 0,
    duplicates: 0,
    integrityOk: true,
    committedUnacknowledged: 0,
    unbalancedInvoices: 0,
    unaudited: 0,
    serverErrors: 0,
    killedMidRequest: 0,
    restarted: 0,
    restartMsMedian: 0,
    restartMsMax: 0,
  }
  const restarts: number[] = []
  let server = await startServer(serverOptions)
  try {
    for (let trial = 1; trial <= settings.trials; trial++) {
      const receiptPrefix = `CRASH-${run}-${trial}`
      const writer = await killDuringBurst(server, settings, receiptPrefix)
      server = await startServer(serverOptions)
      const ledger = checkLedger(file, receiptPrefix, writer.acknowledged)
      result.trials++
      result.acknowledged += writer.acknowledged.length
      result.lost += ledger.lost
      result.duplicates += ledger.duplicates
      result.integrityOk &&= ledger.integrityOk
      result.committedUnacknowledged += ledger.committedUnacknowledged
      result.unbalancedInvoices = Math.max(result.unbalancedInvoices, ledger.unbalancedInvoices)
      result.unaudited += ledger.unaudited
      result.serverErrors += writer.serverErrors
      if (writer.unanswered > 0) result.killedMidRequest++
      restarts.push(Math.round(server.readyMs))
    }
    // The restarted server takes a sign-in and a write again.
    const client = await ApiClient.signIn(server.baseUrl, ADMIN_USER_ID, adminPassword(), 1)
    const writer = new PaymentWriter(client, await openInvoices(client, settings.site), `CRASH-${run}-after`)
    const answered = (await writer.pay()) && writer.acknowledged.length === 1
    client.close()
    if (!answered) throw new Error('the restarted server did not take a payment')
  } finally {
    await server.stop()
  }
  restarts.sort((a, b) => a - b)
  result.restarted = restarts.length
  result.restartMsMedian = restarts[Math.floor(restarts.length / 2)] ?? 0
  result.restartMsMax = restarts.at(-1) ?? 0
  return result
}
