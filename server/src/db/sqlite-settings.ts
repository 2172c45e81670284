import type SQLite from 'better-sqlite3'
import { UnsafeDatabaseError } from './unsafe-database-error'

// The SQLite settings the money database relies on, set on open and read back before serving.

export const IN_MEMORY_FILE = ':memory:'

/** SQLite's numbers for PRAGMA synchronous. */
const SYNCHRONOUS_NAMES: Record<number, string> = { 0: 'OFF', 1: 'NORMAL', 2: 'FULL', 3: 'EXTRA' }

export function applySqliteSettings(sqlite: SQLite.Database): void {
  // WAL lets readers run beside the writer; FULL makes every acknowledged commit survive a power cut.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
}

export interface SqliteSettings {
  journalMode: string
  synchronous: number
  foreignKeys: number
}

export function readSqliteSettings(sqlite: SQLite.Database): SqliteSettings {
  return {
    journalMode: String(sqlite.pragma('journal_mode', { simple: true })).toLowerCase(),
    synchronous: Number(sqlite.pragma('synchronous', { simple: true })),
    foreignKeys: Number(sqlite.pragma('foreign_keys', { simple: true })),
  }
}

/**
 * Reads the settings back, because SQLite ignores a journal mode it cannot use (a read-only
 * directory, a file system without shared memory) and answers with the mode it kept.
 * An in-memory database (the tests') has no file to be durable in and reports journal_mode "memory".
 */
export function assertDurableSqlite(sqlite: SQLite.Database, file: string): void {
  const settings = readSqliteSettings(sqlite)
  const expectedJournal = file === IN_MEMORY_FILE ? 'memory' : 'wal'
  if (settings.journalMode !== expectedJournal) {
    throw new UnsafeDatabaseError(
      `SQLite journal_mode is "${settings.journalMode}" for ${file}, expected "${expectedJournal}" ` +
        '(the file system must allow WAL: a writable directory with shared memory)',
    )
  }
  if (settings.synchronous < 2) {
    const name = SYNCHRONOUS_NAMES[settings.synchronous] ?? String(settings.synchronous)
    throw new UnsafeDatabaseError(
      `SQLite synchronous is ${name} for ${file}, expected FULL (an acknowledged payment must survive a power cut)`,
    )
  }
  if (settings.foreignKeys !== 1) {
    throw new UnsafeDatabaseError(`SQLite foreign_keys is off for ${file}, expected on`)
  }
}
