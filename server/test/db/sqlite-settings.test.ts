import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { createDb } from '../../src/db/create-db'
import { applySqliteSettings, assertDurableSqlite, readSqliteSettings } from '../../src/db/sqlite-settings'
import { UnsafeDatabaseError } from '../../src/db/unsafe-database-error'

describe('SQLite durability settings', () => {
  let dir: string
  let file: string
  let sqlite: SQLite.Database
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-settings-'))
    file = path.join(dir, 'academy.sqlite')
    sqlite = new SQLite(file)
  })
  afterEach(() => {
    sqlite.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const refusal = (): string => {
    try {
      assertDurableSqlite(sqlite, file)
    } catch (error) {
      expect(error).toBeInstanceOf(UnsafeDatabaseError)
      return (error as Error).message
    }
    throw new Error('the settings were accepted')
  }

  it('opens a file database in WAL with synchronous FULL and foreign keys on, and accepts it', () => {
    applySqliteSettings(sqlite)
    expect(readSqliteSettings(sqlite)).toEqual({ journalMode: 'wal', synchronous: 2, foreignKeys: 1 })
    expect(() => assertDurableSqlite(sqlite, file)).not.toThrow()
  })

  it('refuses a rollback journal, naming the setting, the file and what it must be', () => {
    applySqliteSettings(sqlite)
    sqlite.pragma('journal_mode = DELETE')
    expect(refusal()).toBe(
      `SQLite journal_mode is "delete" for ${file}, expected "wal" ` +
        '(the file system must allow WAL: a writable directory with shared memory)',
    )
  })

  it('refuses synchronous NORMAL and OFF', () => {
    applySqliteSettings(sqlite)
    sqlite.pragma('synchronous = NORMAL')
    expect(refusal()).toMatch(/^SQLite synchronous is NORMAL for .*academy\.sqlite, expected FULL/)
    sqlite.pragma('synchronous = OFF')
    expect(refusal()).toMatch(/^SQLite synchronous is OFF /)
  })

  it('refuses foreign keys off', () => {
    applySqliteSettings(sqlite)
    sqlite.pragma('foreign_keys = OFF')
    expect(refusal()).toBe(`SQLite foreign_keys is off for ${file}, expected on`)
  })

  it('allows the "memory" journal only for an in-memory database', () => {
    const memory = new SQLite(':memory:')
    applySqliteSettings(memory)
    expect(() => assertDurableSqlite(memory, ':memory:')).not.toThrow()
    memory.close()
    applySqliteSettings(sqlite)
    sqlite.pragma('journal_mode = MEMORY')
    expect(refusal()).toMatch(/^SQLite journal_mode is "memory" for .*, expected "wal"/)
  })

  it('createDb leaves the file in WAL mode: the -wal file appears beside it once written', async () => {
    const other = path.join(dir, 'created.sqlite')
    const database = createDb({ kind: 'sqlite', file: other })
    await database.db.schema.createTable('probe').addColumn('id', 'integer').execute()
    expect(fs.existsSync(`${other}-wal`)).toBe(true)
    await database.db.destroy()
  })
})
