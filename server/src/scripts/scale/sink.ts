import type { Row, TableSpec } from './tables'

/** Where generated rows go: SQLite (sqlite-sink.ts) or PostgreSQL (postgres-sink.ts). */
export interface BulkSink {
  /** The largest id in each table, so generated ids follow whatever is there (the demo academy). */
  maxIds(tables: string[]): Promise<Map<string, number>>
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  /** Makes loading fast: drops secondary indexes and triggers, relaxes durability. */
  prepareLoad(): Promise<void>
  write(spec: TableSpec, rows: Row[]): Promise<void>
  /** Rebuilds what prepareLoad dropped and gathers planner statistics; `step` names each stage. */
  finishLoad(step: (label: string) => void): Promise<void>
  close(): Promise<void>
}
