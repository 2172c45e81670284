import SQLite from 'better-sqlite3'
import type { BulkSink } from './sink'
import { TABLE_NAMES, type Row, type TableSpec } from './tables'

// Bulk loading into SQLite: one connection with journalling and fsync off while loading (a failed load is simply
// run again), multi-row prepared INSERTs in one transaction per batch, and the secondary indexes and the FTS5
// triggers dropped during the load and rebuilt once at the end, which is several times faster than keeping them
// up to date row by row.

const ROWS_PER_STATEMENT = 100

export class SqliteSink implements BulkSink {
  private readonly db: SQLite.Database
  private readonly statements = new Map<string, { many: SQLite.Statement; one: SQLite.Statement }>()
  private dropped: Array<{ type: string; name: string; sql: string }> = []

  constructor(file: string) {
    this.db = new SQLite(file)
  }

  async maxIds(tables: string[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>()
    for (const table of tables) {
      const row = this.db.prepare(`select coalesce(max(id), 0) as id from ${table}`).get() as { id: number }
      ids.set(table, row.id)
    }
    return ids
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.prepare(sql).all(...params) as T[]
  }

  async prepareLoad(): Promise<void> {
    this.db.pragma('journal_mode = OFF')
    this.db.pragma('synchronous = OFF')
    this.db.pragma('foreign_keys = OFF')
    this.db.pragma('cache_size = -1000000')
    this.db.pragma('temp_store = MEMORY')
    const names = TABLE_NAMES.map((name) => `'${name}'`).join(', ')
    this.dropped = this.db
      .prepare(
        `select type, name, sql from sqlite_master
         where type in ('index', 'trigger') and sql is not null and tbl_name in (${names})`,
      )
      .all() as Array<{ type: string; name: string; sql: string }>
    for (const entry of this.dropped) this.db.exec(`drop ${entry.type} ${entry.name}`)
  }

  async write(spec: TableSpec, rows: Row[]): Promise<void> {
    const { many, one } = this.statementsFor(spec)
    const width = spec.columns.length
    const insert = this.db.transaction(() => {
      let start = 0
      for (; start + ROWS_PER_STATEMENT <= rows.length; start += ROWS_PER_STATEMENT) {
        const values = new Array<string | number | null>(ROWS_PER_STATEMENT * width)
        for (let r = 0; r < ROWS_PER_STATEMENT; r++) {
          const row = rows[start + r]
          for (let c = 0; c < width; c++) values[r * width + c] = row[c]
        }
        many.run(values)
      }
      for (; start < rows.length; start++) one.run(rows[start])
    })
    insert()
  }

  async finishLoad(step: (label: string) => void): Promise<void> {
    for (const entry of this.dropped.filter((item) => item.type === 'index')) {
      step(`index ${entry.name}`)
      this.db.exec(entry.sql)
    }
    step('swimmer name index (FTS5 trigram)')
    this.db.exec(`insert into swimmers_name_key_fts (swimmers_name_key_fts) values ('rebuild')`)
    for (const entry of this.dropped.filter((item) => item.type === 'trigger')) this.db.exec(entry.sql)
    step('statistics (ANALYZE)')
    this.db.pragma('analysis_limit = 2000')
    this.db.exec('analyze')
    this.db.pragma('journal_mode = WAL')
  }

  async close(): Promise<void> {
    this.db.close()
  }

  private statementsFor(spec: TableSpec) {
    let entry = this.statements.get(spec.name)
    if (!entry) {
      const tuple = `(${spec.columns.map(() => '?').join(', ')})`
      const head = `insert into ${spec.name} (${spec.columns.join(', ')}) values `
      entry = {
        many: this.db.prepare(head + Array.from({ length: ROWS_PER_STATEMENT }, () => tuple).join(', ')),
        one: this.db.prepare(head + tuple),
      }
      this.statements.set(spec.name, entry)
    }
    return entry
  }
}
