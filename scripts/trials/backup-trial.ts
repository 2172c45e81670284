import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DEMO_USERS } from '../../server/src/db/seed/reference-data'
import { compareDigests, totalRows } from '../../server/src/scripts/backup/table-digest'
import { postgresDatabases, sqliteDatabases, type TrialDatabase, type TrialDatabases } from './backup-targets'
import { ApiClient } from './http-client'
import { ADMIN_USER_ID, PaymentWriter, openInvoices } from './payment-writer'
import { runScriptToEnd, startServer } from './server-process'

// Research G6: `npm run backup` while the server takes ~100 payments a second, then `npm run restore`
// into a fresh database and over the live one (server stopped); every table's rows and checksum must
// equal the backup point's, and every payment acknowledged before the backup began must be in it.

export interface BackupTrialOptions {
  port: number
  /** Working directory: SQLite files, the backup file. */
  dir: string
  /** A PostgreSQL server URL (…/postgres): run on throwaway databases there instead of SQLite. */
  postgres?: string
  writesPerSecond?: number
}

export interface BackupTrialResult {
  kind: 'sqlite' | 'postgres'
  tables: number
  /** Rows at the backup point, each compared in both restored copies. */
  rowsCompared: number
  /** "fresh: payments: 120 rows, expected 121" and the like; empty when every table matches. */
  mismatches: string[]
  /** Payments acknowledged while the backup command ran. */
  writesDuringBackup: number
  writesPerSecond: number
  /** 5xx answers to the payments made around the backup. */
  serverErrors: number
  /** Acknowledged before the backup started, yet missing from the restored database. */
  missingAcknowledged: number
  /** Payments acknowledged after the backup finished: the restore over the live database must drop them. */
  writesAfterBackup: number
  /** Acknowledged after the backup finished, yet present after restoring over the live database. */
  laterWritesKept: number
  /** Restore said no while the server still had the database open. */
  refusedWhileServing: boolean
  /** The server started on the restored database, took a sign-in and listed invoices. */
  restoredServerAnswers: boolean
  backupMs: number
  restoreMs: number
  backupBytes: number
}

const adminPassword = () => DEMO_USERS.find((user) => user.id === ADMIN_USER_ID)!.password
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function runCommand(script: 'backup' | 'restore', file: string, database: TrialDatabase) {
  const started = performance.now()
  const run = await runScriptToEnd(`server/src/scripts/${script}.ts`, [file], { DATABASE_URL: database.url })
  return { ...run, ms: performance.now() - started }
}

async function mustSucceed(script: 'backup' | 'restore', file: string, database: TrialDatabase) {
  const run = await runCommand(script, file, database)
  if (run.code !== 0) throw new Error(`npm run ${script} exited ${run.code}: ${run.output}`)
  return run
}

async function restoredServerAnswers(options: BackupTrialOptions, database: TrialDatabase): Promise<boolean> {
  const server = await startServer({ port: options.port, databaseUrl: database.url, staticDir: options.dir })
  try {
    const client = await ApiClient.signIn(server.baseUrl, ADMIN_USER_ID, adminPassword(), 1)
    const listed = await client.request('GET', '/api/invoice/fetch?siteId=61')
    client.close()
    return listed.status === 200
  } finally {
    await server.stop()
  }
}

interface WritesAroundBackup {
  payments: PaymentWriter
  backupStarted: number
  backupEnded: number
  backupMs: number
  seconds: number
  refusedWhileServing: boolean
}

/** The server takes payments at a steady rate while `npm run backup` runs; a restore is tried under it too. */
async function backUpUnderWrites(
  options: BackupTrialOptions,
  databases: TrialDatabases,
  backupFile: string,
  prefix: string,
): Promise<WritesAroundBackup> {
  const server = await startServer({ port: options.port, databaseUrl: databases.live.url, staticDir: options.dir })
  try {
    const client = await ApiClient.signIn(server.baseUrl, ADMIN_USER_ID, adminPassword(), 32)
    const payments = new PaymentWriter(client, await openInvoices(client, 61), prefix)
    try {
      const began = performance.now()
      const writing = payments.paced(options.writesPerSecond ?? 100)
      await sleep(1000)
      const backupStarted = performance.now()
      const backup = await mustSucceed('backup', backupFile, databases.live)
      const backupEnded = performance.now()
      await sleep(500)
      const refusal = await runCommand('restore', backupFile, databases.live)
      payments.stop()
      await writing
      return {
        payments,
        backupStarted,
        backupEnded,
        backupMs: backup.ms,
        seconds: (performance.now() - began) / 1000,
        refusedWhileServing: refusal.code === 1 && refusal.output.includes('stop the server before restoring'),
      }
    } finally {
      payments.stop()
      client.close()
    }
  } finally {
    await server.stop()
  }
}

async function trial(options: BackupTrialOptions, databases: TrialDatabases): Promise<BackupTrialResult> {
  const backupFile = path.join(options.dir, `academy-${databases.kind}.backup`)
  const prefix = `BACKUP-${randomBytes(3).toString('hex')}`
  const run = await backUpUnderWrites(options, databases, backupFile, prefix)

  const restore = await mustSucceed('restore', backupFile, databases.fresh)
  await mustSucceed('restore', backupFile, databases.live)
  const reference = await databases.backupPoint(backupFile)
  const mismatches = [
    ...compareDigests(reference, await databases.fresh.digest()).map((problem) => `fresh: ${problem}`),
    ...compareDigests(reference, await databases.live.digest()).map((problem) => `over live: ${problem}`),
  ]
  const acknowledged = run.payments.acknowledged
  const before = acknowledged.filter((ack) => ack.at < run.backupStarted)
  const during = acknowledged.filter((ack) => ack.at >= run.backupStarted && ack.at <= run.backupEnded)
  const after = acknowledged.filter((ack) => ack.at > run.backupEnded)
  const restoredReceipts = await databases.fresh.receipts(prefix)
  const liveReceipts = await databases.live.receipts(prefix)
  return {
    kind: databases.kind,
    tables: reference.length,
    rowsCompared: totalRows(reference),
    mismatches,
    writesDuringBackup: during.length,
    writesPerSecond: Math.round(acknowledged.length / run.seconds),
    serverErrors: run.payments.serverErrors,
    missingAcknowledged: before.filter((ack) => !restoredReceipts.has(ack.receipt)).length,
    writesAfterBackup: after.length,
    laterWritesKept: after.filter((ack) => liveReceipts.has(ack.receipt)).length,
    refusedWhileServing: run.refusedWhileServing,
    restoredServerAnswers: await restoredServerAnswers(options, databases.live),
    backupMs: Math.round(run.backupMs),
    restoreMs: Math.round(restore.ms),
    backupBytes: fs.statSync(backupFile).size,
  }
}

export async function runBackupTrial(options: BackupTrialOptions): Promise<BackupTrialResult> {
  fs.mkdirSync(options.dir, { recursive: true })
  const databases = options.postgres
    ? await postgresDatabases(options.postgres)
    : sqliteDatabases(path.join(options.dir, 'sqlite'))
  try {
    return await trial(options, databases)
  } finally {
    await databases.dispose()
  }
}
