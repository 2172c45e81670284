import fs from 'node:fs'
import { BackupError } from './backup-error'
import type { TableDigest } from './table-digest'

// Beside every backup FILE: FILE.manifest.json, the tables' rows and checksums at the backup point.
// Restore checks the backup against it before touching the database, and the result after.

export interface BackupManifest {
  kind: 'sqlite' | 'postgres'
  createdAt: string
  bytes: number
  tables: TableDigest[]
}

export const manifestPath = (file: string): string => `${file}.manifest.json`

/** Before a new backup replaces FILE: an old manifest must never describe the new file. */
export function removeManifest(file: string): void {
  fs.rmSync(manifestPath(file), { force: true })
}

export function writeManifest(file: string, manifest: BackupManifest): void {
  fs.writeFileSync(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** The manifest, or undefined when the backup came without one. */
export function readManifest(file: string): BackupManifest | undefined {
  const where = manifestPath(file)
  if (!fs.existsSync(where)) return undefined
  try {
    return JSON.parse(fs.readFileSync(where, 'utf8')) as BackupManifest
  } catch {
    throw new BackupError(`${where} is not a readable manifest`)
  }
}
