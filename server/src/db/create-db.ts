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
      const name = typeof text === 'string' ? (namedStatement(text) ?? preparedName(text, values)) : undefined
      return name ? client.query({ name, text, values }) : client.query(text, values)
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  })
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() }
}

/** Statement texts given a prepared name so far (any statement, see preparedName); bounded. */
const preparedNames = new Map<string, string>()
const PREPARED_MAX = 2000
/** More parameters than this mark a statement built around a long list of ids: its text is seldom seen twice. */
const PREPARED_MAX_PARAMETERS = 100
/** `select *`, `select "t".*`, `, "t".*` or `returning *`, not count(*). */
const SELECT_STAR = /(?:\bselect|\breturning|,)\s+(?:"[^"]+"\.)?\*/i

/**
 * A name to prepare a statement under (a query, or any statement with parameters; not BEGIN, COMMIT, DDL): PostgreSQL then
 * parses it once per connection and, after a few runs, keeps its plan, instead of parsing and planning it on every
 * run. Planning was most of the time of the small statements a renewal run or an evaluation grid runs by the
 * thousand (about 1.3 ms each at a million swimmers). The app's statement texts are a finite set (the values are
 * parameters); the map stops growing at PREPARED_MAX texts, and statements after that run unnamed as before.
 */
function preparedName(text: string, values: unknown[] | undefined): string | undefined {
  if ((values?.length ?? 0) > PREPARED_MAX_PARAMETERS) return undefined
  // Without parameters only a query is prepared (a curriculum's read), not BEGIN, COMMIT or a migration's DDL.
  if (!values?.length && !/^select\s/i.test(text)) return undefined
  // A prepared `select *` fails once a column is added to its table (another instance migrating): sent unnamed.
  if (SELECT_STAR.test(text)) return undefined
  let name = preparedNames.get(text)
  if (name === undefined && preparedNames.size < PREPARED_MAX) {
    name = `app_p${preparedNames.size + 1}`
    preparedNames.set(text, name)
  }
  return name
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
  return sqliteDb(sqlite)
}

/** Kysely over an open SQLite connection, its settings already applied. */
export function sqliteDb(sqlite: SQLite.Database): Db {
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  }
}
