import pg from 'pg'
import type { BulkSink } from './sink'
import { TABLES_WITH_IDS, TABLE_NAMES, type Row, type TableSpec } from './tables'

// Bulk loading into PostgreSQL: each batch is one INSERT … SELECT FROM unnest($1::int[], $2::text[], …), so
// tens of thousands of rows travel as a handful of array parameters. While loading, foreign-key triggers are off
// for this session (session_replication_role = replica; the generator only writes rows that refer to rows it
// wrote before) and the secondary indexes are dropped, then rebuilt once with a large maintenance_work_mem.
// At most two batches are in flight, so generating the next batch overlaps with the database storing this one.

const PG_TYPES = { int: 'int4[]', text: 'text[]' } as const

export class PostgresSink implements BulkSink {
  private readonly client: pg.Client
  private dropped: Array<{ name: string; definition: string }> = []
  private inFlight: Array<Promise<unknown>> = []
  private triggersOff = false

  private constructor(client: pg.Client) {
    this.client = client
  }

  static async connect(url: string): Promise<PostgresSink> {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    return new PostgresSink(client)
  }

  async maxIds(tables: string[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>()
    for (const table of tables) {
      const { rows } = await this.client.query(`select coalesce(max(id), 0)::int as id from ${table}`)
      ids.set(table, rows[0].id)
    }
    return ids
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const { rows } = await this.client.query(sql, params)
    return rows as T[]
  }

  async prepareLoad(): Promise<void> {
    try {
      await this.client.query('set session_replication_role = replica')
      this.triggersOff = true
    } catch {
      // Only a superuser may switch triggers off; others load with every foreign key checked, just slower.
      process.stderr.write('seed:scale: not a superuser, so foreign keys stay checked during the load (slower)\n')
    }
    await this.client.query('set synchronous_commit = off')
    await this.client.query(`set maintenance_work_mem = '1GB'`)
    const { rows } = await this.client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [TABLE_NAMES],
    )
    this.dropped = rows
    for (const index of rows) await this.client.query(`drop index ${index.name}`)
  }

  async write(spec: TableSpec, rows: Row[]): Promise<void> {
    const columns = spec.columns.map((_, c) => rows.map((row) => row[c]))
    const unnest = spec.types.map((type, c) => `$${c + 1}::${PG_TYPES[type]}`).join(', ')
    const text = `insert into ${spec.name} (${spec.columns.join(', ')}) select * from unnest(${unnest})`
    const pending = this.client.query(text, columns)
    this.inFlight.push(pending)
    if (this.inFlight.length >= 2) await this.inFlight.shift()
  }

  async finishLoad(step: (label: string) => void): Promise<void> {
    await Promise.all(this.inFlight.splice(0))
    await this.client.query('set max_parallel_maintenance_workers = 2')
    for (const index of this.dropped) {
      step(`index ${index.name}`)
      await this.client.query(index.definition)
    }
    step('sequences')
    for (const table of TABLES_WITH_IDS) {
      await this.client.query(
        `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        [table],
      )
    }
    if (this.triggersOff) {
      await this.client.query('set session_replication_role = origin')
      // The swimmers' trigram postings and counters (migration 0017) are kept by a trigger that was off: refill.
      step('name trigrams')
      await this.client.query('select swimmer_name_trigrams_rebuild()')
    }
    step('statistics (VACUUM ANALYZE)')
    await this.client.query('vacuum analyze')
  }

  async close(): Promise<void> {
    await Promise.all(this.inFlight.splice(0))
    await this.client.end()
  }
}
