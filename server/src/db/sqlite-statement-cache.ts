import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

// Kysely's SQLite driver prepares every statement it runs. Preparing (parsing and planning the SQL) costs more
// than running a typical indexed lookup, and the app runs the same few hundred statements over and over, so the
// prepared statements are kept by their SQL text (bounded, least recently used out first).
// Safe because the driver runs each statement to completion (all or run) before the next one starts; the app
// never streams rows, which would hold a statement open.

const DEFAULT_LIMIT = 1_000

export function withStatementCache(database: SQLite.Database, limit = DEFAULT_LIMIT): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql)
      if (statement) {
        statements.delete(sql) // re-inserted below: Map order is the recency order
      } else {
        statement = database.prepare(sql)
        if (statements.size >= limit) statements.delete(statements.keys().next().value!)
      }
      statements.set(sql, statement)
      return statement
    },
  }
}
