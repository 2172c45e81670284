import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config'
import type { Database } from './database'
import { withStatementCache } from './sqlite-statement-cache'
import { applySqliteSettings, assertDurableSqlite, IN_MEMORY_FILE } from './sqlite-settings'

export type Dialect = 'sqlite' | 'postgres'

export interface Db {
  db: Kysely<Database>
  dialect: Dialect
}

// PostgreSQL returns bigint (count(*), sums) as strings; our counts and cents fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export function createDb(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const options = config.schema ? `-c search_path=${config.schema}` : undefined
    const pool = new pg.Pool({ connectionString: config.url, max: 10, options })
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' }
  }
  if (config.file !== IN_MEMORY_FILE) fs.mkdirSync(path.dirname(config.file), { recursive: true })
  const sqlite = new SQLite(config.file)
  applySqliteSettings(sqlite)
  try {
    assertDurableSqlite(sqlite, config.file)
  } catch (error) {
    sqlite.close()
    throw error
  }
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  }
}
