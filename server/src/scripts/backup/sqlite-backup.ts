import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { BackupError } from './backup-error'
import { assertReadableFile, assertWritableDirectory, moveIntoPlace, partialPath } from './durable-file'
import { readManifest, removeManifest, writeManifest } from './manifest'
import { compareDigests, digestSqlite, type TableDigest } from './table-digest'

// SQLite backup and restore with SQLite's online backup API (sqlite.org/backup.html): never a file copy,
// which would miss the commits still in the -wal file.

/** Copy every page in one step: the copy is then one read transaction, a consistent snapshot, while
 * the server goes on writing (WAL readers do not block the writer). */
const ALL_PAGES = 0x7fffffff

export interface BackupOutcome {
  tables: TableDigest[]
  bytes: number
  /** Restore only: where the unreadable database that was there has been kept. */
  damagedKeptAs?: string
}

function openExisting(file: string, options: SQLite.Options = {}): SQLite.Database {
  try {
    return new SQLite(file, { fileMustExist: true, ...options })
  } catch (error) {
    throw new BackupError(`cannot open ${file}: ${(error as Error).message}`)
  }
}

/** Refuses anything but a sound database of this app; returns its tables. */
function checkedBackup(sqlite: SQLite.Database, file: string): TableDigest[] {
  let integrity: unknown
  try {
    integrity = sqlite.pragma('integrity_check', { simple: true })
  } catch (error) {
    throw new BackupError(`${file} is not a SQLite database (${(error as Error).message})`)
  }
  if (integrity !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check: ${String(integrity)}`)
  const tables = digestSqlite(sqlite)
  if (!tables.some((digest) => digest.table === 'kysely_migration')) {
    throw new BackupError(`${file} is not a database of this app (it has no migration table)`)
  }
  return tables
}

/** FILE must not be the database or one of its companion files: writing there would destroy it. */
function assertSeparate(file: string, databaseFile: string): void {
  const database = path.resolve(databaseFile)
  if ([database, `${database}-wal`, `${database}-shm`, `${database}-journal`].includes(path.resolve(file))) {
    throw new BackupError(`${file} is the database itself (or its journal): name another file`)
  }
}

export async function backupSqlite(databaseFile: string, target: string): Promise<BackupOutcome> {
  assertSeparate(target, databaseFile)
  assertReadableFile(databaseFile)
  assertWritableDirectory(target)
  const partial = partialPath(target)
  fs.rmSync(partial, { force: true })
  const source = openExisting(databaseFile)
  try {
    source.pragma('busy_timeout = 5000')
    await source.backup(partial, { progress: () => ALL_PAGES })
  } finally {
    source.close()
  }
  try {
    // The copy carries the source's WAL flag; a backup is one self-contained file, so it gets a rollback journal.
    const copy = new SQLite(partial)
    let tables: TableDigest[]
    try {
      copy.pragma('journal_mode = DELETE')
      tables = checkedBackup(copy, target)
    } finally {
      copy.close()
    }
    removeManifest(target)
    moveIntoPlace(partial, target)
    const bytes = fs.statSync(target).size
    writeManifest(target, { kind: 'sqlite', createdAt: new Date().toISOString(), bytes, tables })
    return { tables, bytes }
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  }
}

const DAMAGED = ['SQLITE_NOTADB', 'SQLITE_CORRUPT']
const COMPANIONS = ['', '-wal', '-shm', '-journal']

/** A database SQLite cannot read is kept, renamed with its companion files, rather than written over. */
function setAside(databaseFile: string): string {
  const aside = `${databaseFile}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`
  for (const suffix of COMPANIONS) {
    if (fs.existsSync(databaseFile + suffix)) fs.renameSync(databaseFile + suffix, aside + suffix)
  }
  return aside
}

/**
 * A database another process has open in WAL mode cannot leave WAL mode (SQLITE_BUSY): that is how the
 * running server is detected. When nobody has it open, the switch checkpoints and removes the -wal file,
 * so no stale log can be replayed over the restored pages. Returns where a damaged database was put.
 */
function takeOver(databaseFile: string): string | undefined {
  if (!fs.existsSync(databaseFile)) return undefined
  const target = openExisting(databaseFile)
  try {
    target.pragma('journal_mode = DELETE')
    return undefined
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    if (code === 'SQLITE_BUSY') {
      throw new BackupError(`${databaseFile} is in use by another process: stop the server before restoring`)
    }
    if (!DAMAGED.includes(code)) {
      throw new BackupError(`cannot prepare ${databaseFile} for the restore: ${(error as Error).message}`)
    }
  } finally {
    target.close()
  }
  return setAside(databaseFile)
}

export async function restoreSqlite(backupFile: string, databaseFile: string): Promise<BackupOutcome> {
  assertSeparate(backupFile, databaseFile)
  const bytes = assertReadableFile(backupFile)
  // Restoring onto a new machine: the database's directory may not exist yet (the server would create it too).
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
  assertWritableDirectory(databaseFile)
  const source = openExisting(backupFile, { readonly: true })
  try {
    const tables = checkedBackup(source, backupFile)
    const manifest = readManifest(backupFile)
    const tampered = manifest ? compareDigests(manifest.tables, tables) : []
    if (tampered.length > 0) {
      throw new BackupError(`${backupFile} differs from its manifest (${tampered.join('; ')}): not restored`)
    }
    const damagedKeptAs = takeOver(databaseFile)
    // The backup API writes the pages in one transaction of the target: a crash leaves the old database.
    await source.backup(databaseFile, { progress: () => ALL_PAGES })
    const restored = openExisting(databaseFile)
    try {
      restored.pragma('journal_mode = WAL')
      const different = compareDigests(tables, checkedBackup(restored, databaseFile))
      if (different.length > 0) throw new BackupError(`the restored database differs: ${different.join('; ')}`)
    } finally {
      restored.close()
    }
    return { tables, bytes, damagedKeptAs }
  } finally {
    source.close()
  }
}
