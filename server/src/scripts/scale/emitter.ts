import type { BulkSink } from './sink'
import { TABLES, type Row, type TableName } from './tables'

// Buffers generated rows per table and hands them to the sink in large batches, counting what was written.

const BATCH_ROWS = 20_000

export class Emitter {
  private readonly buffers = new Map<TableName, Row[]>()
  readonly counts = new Map<TableName, number>()
  written = 0

  constructor(
    private readonly sink: BulkSink,
    private readonly onWritten: (written: number) => void,
  ) {}

  push(table: TableName, row: Row): void {
    let buffer = this.buffers.get(table)
    if (!buffer) {
      buffer = []
      this.buffers.set(table, buffer)
    }
    buffer.push(row)
  }

  /** Writes every buffer that is full (or all of them when `all`). */
  async flush(all = false): Promise<void> {
    for (const [table, rows] of this.buffers) {
      if (rows.length === 0 || (!all && rows.length < BATCH_ROWS)) continue
      this.buffers.set(table, [])
      await this.sink.write(TABLES[table], rows)
      this.counts.set(table, (this.counts.get(table) ?? 0) + rows.length)
      this.written += rows.length
      this.onWritten(this.written)
    }
  }
}
