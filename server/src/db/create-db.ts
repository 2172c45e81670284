import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config'
import { namedStatement } from './compiled-queries'
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

/**
 * The pool as Kysely sees it: the statements compiled once per shape (db/compiled-queries.ts) run as named prepared
 * statements, which PostgreSQL parses and plans once per connection instead of on every request (Kysely sends
 * every statement unnamed); any other statement is sent as before.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: string, values?: unknown[]) => {
      const name = typeof text === 'string' ? namedStatement(text) : undefined
      return name ? client.query({ name, text, values }) : client.query(text, values)
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  })
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() }
}

export function createDb(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const options = config.schema ? `-c search_path=${config.schema}` : undefined
    const pool = new pg.Pool({ connectionString: config.url, max: 10, options })
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) }),
      dialect: 'postgres',
    }
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
