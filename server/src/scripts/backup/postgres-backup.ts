import { spawn } from 'node:child_process'
import fs from 'node:fs'
import pg from 'pg'
import { BackupError } from './backup-error'
import { assertReadableFile, assertWritableDirectory, moveIntoPlace, partialPath } from './durable-file'
import type { BackupOutcome } from './sqlite-backup'
import { readManifest, removeManifest, writeManifest } from './manifest'
import { compareDigests, digestPostgres, type TableDigest } from './table-digest'

// PostgreSQL backup and restore with pg_dump -Fc and pg_restore, for the database named in DATABASE_URL.

/** Runs a PostgreSQL client program; its stderr becomes the error message. */
function runTool(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${program} not found: install the PostgreSQL client tools` : error.message,
        ),
      ),
    )
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new BackupError(`${program} failed: ${stderr.trim().split('\n')[0]}`)),
    )
  })
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`cannot connect to PostgreSQL: ${(error as Error).message}`)
  }
  return client
}

/**
 * The dump and the manifest's counts come from one snapshot: this transaction exports it, pg_dump
 * reads through it (--snapshot), and the tables are counted and checksummed inside it.
 */
export async function backupPostgres(url: string, target: string): Promise<BackupOutcome> {
  assertWritableDirectory(target)
  const partial = partialPath(target)
  const client = await connect(url)
  let tables: TableDigest[]
  try {
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    const dump = runTool('pg_dump', ['-Fc', `--snapshot=${rows[0].snapshot}`, `--file=${partial}`, `--dbname=${url}`])
    // pg_dump and the checksums run side by side; a pg_dump failure is reported by the await below, not as unhandled.
    dump.catch(() => undefined)
    tables = await digestPostgres(client)
    await dump
    await client.query('commit')
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  } finally {
    await client.end()
  }
  removeManifest(target)
  moveIntoPlace(partial, target)
  const bytes = fs.statSync(target).size
  writeManifest(target, { kind: 'postgres', createdAt: new Date().toISOString(), bytes, tables })
  return { tables, bytes }
}

/** Other sessions on the database mean the server (or someone) is still using it. */
async function assertNobodyConnected(client: pg.Client, url: string): Promise<void> {
  const { rows } = await client.query<{ sessions: number }>(
    'select count(*)::int as sessions from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  )
  if (rows[0].sessions > 0) {
    const name = new URL(url).pathname.slice(1)
    throw new BackupError(`database ${name} has ${rows[0].sessions} other session(s): stop the server before restoring`)
  }
}

export async function restorePostgres(backupFile: string, url: string): Promise<BackupOutcome> {
  const bytes = assertReadableFile(backupFile)
  await runTool('pg_restore', ['--list', backupFile]).catch(() => {
    throw new BackupError(`${backupFile} is not a pg_dump -Fc archive`)
  })
  const manifest = readManifest(backupFile)
  const client = await connect(url)
  try {
    await assertNobodyConnected(client, url)
    // One transaction: a failed restore leaves the database as it was.
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      backupFile,
    ])
    const tables = await digestPostgres(client)
    const different = manifest ? compareDigests(manifest.tables, tables) : []
    if (different.length > 0) throw new BackupError(`the restored database differs: ${different.join('; ')}`)
    return { tables, bytes }
  } finally {
    await client.end()
  }
}
