import type { DatabaseConfig } from '../../config'
import type { BackupOutcome } from './sqlite-backup'
import { totalRows } from './table-digest'

// One line telling what a backup or restore did.

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export const describeDatabase = (database: DatabaseConfig): string =>
  database.kind === 'sqlite'
    ? `SQLite ${database.file}`
    : `PostgreSQL database ${new URL(database.url).pathname.slice(1)}`

export const describeOutcome = (outcome: BackupOutcome, ms: number): string =>
  `${outcome.tables.length} tables, ${totalRows(outcome.tables)} rows, ${kilobytes(outcome.bytes)}, ${Math.round(ms)} ms`
