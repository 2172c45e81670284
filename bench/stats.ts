// Summaries of repeated timings.

/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil(fraction * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]
}

export const median = (samples: number[]): number => percentile(samples, 0.5)
export const p95 = (samples: number[]): number => percentile(samples, 0.95)

/** Rounds for display and JSON: 2 decimals under 10, 1 under 1000, whole above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 1000 ? 1 : 0
  return Number(value.toFixed(digits))
}

/** Runs `task` `warmup` times unmeasured, then `runs` times, and returns each run's milliseconds. */
export async function timeRuns(task: () => Promise<unknown>, runs: number, warmup = 20): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await task()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint()
    await task()
    samples.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  return samples
}

/** A table row of latencies against a p95 target in milliseconds. */
export function latencyRow(group: string, metric: string, samples: number[], targetMs: number, note?: string) {
  const p95ms = p95(samples)
  return {
    group,
    metric,
    median: round(median(samples)),
    p95: round(p95ms),
    unit: 'ms' as const,
    target: `p95 < ${targetMs} ms`,
    met: p95ms < targetMs,
    note,
  }
}
