// One row of the `npm run bench` table. Every measuring module returns rows; bench/run.ts prints them and
// writes them as JSON.

export interface BenchRow {
  /** What part of the product: 'search (SQLite)', 'SPA', 'Lighthouse', … */
  group: string
  /** What was measured: 'by id', 'gzip JS loaded by /login', … */
  metric: string
  median: number
  p95: number
  unit: 'ms' | 'KB' | 'req/s' | 'ratio' | 'score' | 's'
  /** The target, as text: '< 10 ms', '≥ 0.4'. */
  target?: string
  met?: boolean
  /** What limits the figure when the target is missed, or how it was taken. */
  note?: string
}
