import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// What a test database image is built from: the server's and the contract's sources (migrations, seed and the code
// they call). An image named by this hash is built again whenever any of them changes.

const ROOT = path.resolve(__dirname, '../..')
const SOURCES = ['server/src', 'contract']

let hash: string | undefined

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** Sixteen hexadecimal digits of a SHA-256 over every source file's path and content. */
export function hashOfSources(): string {
  if (hash) return hash
  const digest = createHash('sha256')
  for (const file of SOURCES.flatMap((folder) => filesUnder(path.join(ROOT, folder)))) {
    digest.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0')
  }
  hash = digest.digest('hex').slice(0, 16)
  return hash
}

/** The seeding an image holds: with or without the demo academy, at the test clock's instant. */
export interface Seeding {
  demoData: boolean
  now: Date
}

export const imageName = (seed: Seeding): string =>
  `${hashOfSources()}_${seed.demoData ? 'demo' : 'bare'}_${seed.now.getTime()}`
