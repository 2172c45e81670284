import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { readManifest } from '../../server/src/scripts/backup/manifest'
import { digestPostgres, digestSqlite, type TableDigest } from '../../server/src/scripts/backup/table-digest'
import { createThrowawayDatabase } from './throwaway-postgres'

// The databases a backup trial works on: the live one the server writes to, and a fresh one to restore
// into, for SQLite (files in the trial's directory) or PostgreSQL (throwaway databases academy_h1_*).

export interface TrialDatabase {
  url: string
  digest(): Promise<TableDigest[]>
  /** The trial's receipts (prefix-…) stored in its payments. */
  receipts(prefix: string): Promise<Set<string>>
}

export interface TrialDatabases {
  kind: 'sqlite' | 'postgres'
  live: TrialDatabase
  fresh: TrialDatabase
  /** Each table's rows and checksum at the backup point. */
  backupPoint(backupFile: string): Promise<TableDigest[]>
  dispose(): Promise<void>
}

function sqliteDatabase(file: string): TrialDatabase {
  const read = <T>(work: (sqlite: SQLite.Database) => T): T => {
    const sqlite = new SQLite(file, { readonly: true, fileMustExist: true })
    try {
      return work(sqlite)
    } finally {
      sqlite.close()
    }
  }
  return {
    url: `file:${file}`,
    digest: async () => read(digestSqlite),
    receipts: async (prefix) =>
      read(
        (sqlite) =>
          new Set(
            sqlite
              .prepare('select receipt_no from payments where receipt_no like ?')
              .pluck()
              .all(`${prefix}-%`) as string[],
          ),
      ),
  }
}

/** SQLite: the backup file is itself a database, so the backup point is read from it directly. */
export function sqliteDatabases(dir: string): TrialDatabases {
  fs.mkdirSync(dir, { recursive: true })
  return {
    kind: 'sqlite',
    live: sqliteDatabase(path.join(dir, 'academy.sqlite')),
    fresh: sqliteDatabase(path.join(dir, 'restored', 'academy.sqlite')),
    backupPoint: (backupFile) => sqliteDatabase(backupFile).digest(),
    dispose: async () => undefined,
  }
}

function postgresDatabase(url: string): TrialDatabase {
  const read = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  return {
    url,
    digest: () => read(digestPostgres),
    receipts: (prefix) =>
      read(async (client) => {
        const { rows } = await client.query<{ receipt_no: string }>(
          'select receipt_no from payments where receipt_no like $1',
          [`${prefix}-%`],
        )
        return new Set(rows.map((row) => row.receipt_no))
      }),
  }
}

/** PostgreSQL: a custom-format dump cannot be read as tables; its manifest was counted in the dump's snapshot. */
export async function postgresDatabases(serverUrl: string): Promise<TrialDatabases> {
  const live = await createThrowawayDatabase('academy_h1_backup_', serverUrl)
  const fresh = await createThrowawayDatabase('academy_h1_restore_', serverUrl)
  return {
    kind: 'postgres',
    live: postgresDatabase(live.url),
    fresh: postgresDatabase(fresh.url),
    backupPoint: async (backupFile) => {
      const manifest = readManifest(backupFile)
      if (!manifest) throw new Error(`${backupFile} has no manifest`)
      return manifest.tables
    },
    dispose: async () => {
      await live.drop()
      await fresh.drop()
    },
  }
}
