import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sqliteDb, type Db } from '../src/db/create-db'
import { migrateToLatest } from '../src/db/migrator'
import { seedIfEmpty } from '../src/db/seed'
import { imageName, type Seeding } from './sources-hash'
import { applySqliteSettings, assertDurableSqlite, IN_MEMORY_FILE } from '../src/db/sqlite-settings'

// Migrating and seeding an in-memory database costs about half a second, and most suites want the same one (every
// migration, the demo data at the test clock's instant). The first suite to need one builds it and leaves it in the
// system's temporary folder as a file; every other suite, in any worker, opens a copy of that file in memory. The
// file's name holds a hash of the server's and the contract's sources, so a changed migration or seed builds anew.

const FOLDER = path.join(os.tmpdir(), 'academy-test-databases')

function openCopy(image: Buffer): Db {
  const sqlite = new SQLite(image)
  applySqliteSettings(sqlite)
  assertDurableSqlite(sqlite, IN_MEMORY_FILE)
  return sqliteDb(sqlite)
}

/** A migrated in-memory SQLite database, seeded as `seedIfEmpty` would at `now`, copied from its image on disk. */
export async function seededSqliteDb(options: Seeding): Promise<Db> {
  const file = path.join(FOLDER, `${imageName(options)}.db`)
  if (fs.existsSync(file)) return openCopy(fs.readFileSync(file))

  const sqlite = new SQLite(IN_MEMORY_FILE)
  applySqliteSettings(sqlite)
  const database = sqliteDb(sqlite)
  await migrateToLatest(database.db)
  await seedIfEmpty(database.db, database.dialect, options)
  const image = sqlite.serialize()
  // Written under a unique name and renamed, so a suite in another worker never reads half a file.
  fs.mkdirSync(FOLDER, { recursive: true })
  const partial = `${file}.${process.pid}.${Date.now()}`
  fs.writeFileSync(partial, image)
  fs.renameSync(partial, file)
  await database.db.destroy()
  return openCopy(image)
}
