import { createHash } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import type pg from 'pg'

// Per-table row counts and content checksums: what a backup promises to bring back.
// Checksums are comparable between two databases of the same kind only.

export interface TableDigest {
  table: string
  rows: number
  checksum: string
}

/** Blobs (the full-text index's pages) hash by their bytes. */
const stableValue = (_key: string, value: unknown) =>
  value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer'
    ? Buffer.from((value as { data: number[] }).data).toString('hex')
    : value

/**
 * Every ordinary table of a SQLite database, sqlite_sequence (the id counters) included; virtual tables
 * are skipped because their content is in their shadow tables, which are ordinary ones.
 */
export function digestSqlite(sqlite: SQLite.Database): TableDigest[] {
  const tables = sqlite
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_stat%'
       and coalesce(sql, '') not like 'CREATE VIRTUAL TABLE%' order by name`,
    )
    .pluck()
    .all() as string[]
  return tables.map((table) => {
    const quoted = `"${table.replaceAll('"', '""')}"`
    const columns = (sqlite.pragma(`table_info(${quoted})`) as unknown[]).length
    const order = Array.from({ length: columns }, (_, index) => index + 1).join(', ')
    const hash = createHash('sha256')
    let rows = 0
    for (const row of sqlite.prepare(`select * from ${quoted} order by ${order}`).raw().iterate()) {
      hash.update(JSON.stringify(row, stableValue)).update('\n')
      rows++
    }
    return { table, rows, checksum: hash.digest('hex') }
  })
}

/** Every table of the connection's current schema, read in the connection's transaction (its snapshot). */
export async function digestPostgres(client: pg.ClientBase): Promise<TableDigest[]> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )
  const digests: TableDigest[] = []
  for (const { name } of tables.rows) {
    const quoted = `"${name.replaceAll('"', '""')}"`
    const result = await client.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows,
              coalesce(md5(string_agg(t::text, E'\\n' order by t::text collate "C")), '') as checksum
       from ${quoted} t`,
    )
    digests.push({ table: name, ...result.rows[0] })
  }
  return digests
}

/** The tables whose rows or content differ, or that only one side has; empty when all match. */
export function compareDigests(expected: TableDigest[], actual: TableDigest[]): string[] {
  const found = new Map(actual.map((digest) => [digest.table, digest]))
  const mismatches = expected.flatMap((digest) => {
    const other = found.get(digest.table)
    if (!other) return [`${digest.table}: missing`]
    if (other.rows !== digest.rows) return [`${digest.table}: ${other.rows} rows, expected ${digest.rows}`]
    if (other.checksum !== digest.checksum) return [`${digest.table}: same ${digest.rows} rows, different content`]
    return []
  })
  const known = new Set(expected.map((digest) => digest.table))
  return [...mismatches, ...actual.filter((digest) => !known.has(digest.table)).map((d) => `${d.table}: unexpected`)]
}

export const totalRows = (digests: TableDigest[]): number => digests.reduce((sum, digest) => sum + digest.rows, 0)
