import { PostgresAdapter, sql, type AliasedSelectQueryBuilder, type Compilable, type Kysely } from 'kysely'
import type { Database } from './database'

// Large reads (the week's 2,400 sessions of a site, its 900 schools) as one JSON array of row arrays written by the
// database, instead of one driver row object per row. Measured on the busiest site's week at 1,000,000 swimmers
// (SQLite): 6.5 ms as row objects, 2.6 ms as one JSON text parsed by JSON.parse. The drivers build each row object
// cell by cell through the JavaScript engine's API (better-sqlite3 from C++, pg from the wire text); the database's
// own JSON writer and JSON.parse do the same work in bulk. Only for reads of many rows: one row is cheaper as a row.
//
// The values come back as JSON has them: numbers, strings and null (no dates, no bigints: counts are numbers).

/**
 * The rows of `query` as one row with one column, `rows`: `[[c1, c2, …], …]`, each row's cells in the order of
 * `columns` (output names of `query`); `[]` when it reads none.
 */
export function asRowArrays<O>(
  db: Kysely<Database>,
  query: { as(alias: 'r'): AliasedSelectQueryBuilder<O, 'r'> },
  columns: readonly (keyof O & string)[],
): Compilable<{ rows: unknown }> {
  const cells = sql.join(columns.map((column) => sql.ref(`r.${column}`)))
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`coalesce(json_agg(json_build_array(${cells})), '[]'::json)`
      : sql`json_group_array(json_array(${cells}))`
  return db.selectFrom(query.as('r')).select(rows.as('rows'))
}

/** The result of asRowArrays as objects named by the same columns. PostgreSQL's driver parses json; SQLite's is text. */
export function rowsOf<O>(columns: readonly (keyof O & string)[]) {
  return (result: { rows: unknown }[]): O[] => {
    const value = result[0]?.rows ?? []
    const arrays = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[][]
    return arrays.map((cells) => {
      const row: Record<string, unknown> = {}
      for (let i = 0; i < columns.length; i++) row[columns[i]!] = cells[i]
      return row as O
    })
  }
}
