import fs from 'node:fs'
import path from 'node:path'
import { BackupError } from './backup-error'

// Backups are written beside their final name and renamed into place once on disk, so FILE is
// either the previous file or a complete new backup, never half of one.

export const partialPath = (file: string): string => `${file}.partial-${process.pid}`

function fsyncPath(where: string): void {
  const descriptor = fs.openSync(where, 'r')
  try {
    fs.fsyncSync(descriptor)
  } finally {
    fs.closeSync(descriptor)
  }
}

/** fsync the finished temporary file, rename it to `file`, fsync the directory. */
export function moveIntoPlace(partial: string, file: string): void {
  fsyncPath(partial)
  fs.renameSync(partial, file)
  fsyncPath(path.dirname(file))
}

export function assertWritableDirectory(file: string): void {
  const directory = path.dirname(file)
  try {
    fs.accessSync(directory, fs.constants.W_OK)
  } catch {
    throw new BackupError(`cannot write to ${directory}: the directory must exist and be writable`)
  }
}

export function assertReadableFile(file: string): number {
  try {
    fs.accessSync(file, fs.constants.R_OK)
    const stat = fs.statSync(file)
    if (!stat.isFile()) throw new Error('not a file')
    return stat.size
  } catch {
    throw new BackupError(`cannot read ${file}: no such file, or not readable`)
  }
}
