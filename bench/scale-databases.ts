import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { parseDatabaseUrl } from '../server/src/config'
import { seedScale } from '../server/src/scripts/scale/seed'
import type { BenchRow } from './bench-table'
import { round } from './stats'

// The scale databases the benchmark runs on: reused when they already hold the requested number of swimmers
// (seeding a million takes minutes), built with seed:scale otherwise; the seeding time is then a row too.

export const sqliteScaleUrl = (root: string, swimmers: number) =>
  `file:${path.join(root, 'data', 'scale', `academy-${swimmers}.sqlite`)}`

async function swimmerCount(url: string): Promise<number> {
  const config = parseDatabaseUrl(url)
  try {
    if (config.kind === 'sqlite') {
      if (!fs.existsSync(config.file)) return 0
      const db = new SQLite(config.file, { readonly: true, fileMustExist: true })
      try {
        return (db.prepare('select count(*) as n from swimmers').get() as { n: number }).n
      } finally {
        db.close()
      }
    }
    const client = new pg.Client({ connectionString: config.url })
    await client.connect()
    try {
      return Number((await client.query('select count(*) as n from swimmers')).rows[0].n)
    } finally {
      await client.end()
    }
  } catch {
    return 0 // no database or no schema yet
  }
}

/** Makes sure `url` holds a scale academy of `swimmers` (plus the demo academy); returns a row when it seeded. */
export async function ensureScaleDatabase(
  url: string,
  swimmers: number,
  engine: string,
  fresh: boolean,
): Promise<BenchRow[]> {
  const have = await swimmerCount(url)
  if (!fresh && have >= swimmers && have < swimmers + 1_000) {
    process.stderr.write(`bench: reusing ${engine} scale database (${have.toLocaleString('en')} swimmers)\n`)
    return []
  }
  const started = Date.now()
  const counts = await seedScale({ swimmers, database: parseDatabaseUrl(url), replace: true })
  const seconds = (Date.now() - started) / 1000
  const rows = [...counts.values()].reduce((sum, n) => sum + n, 0)
  return [
    {
      group: `seed:scale (${engine})`,
      metric: `${swimmers.toLocaleString('en')} swimmers, ${rows.toLocaleString('en')} rows, indexes and statistics`,
      median: round(seconds),
      p95: round(seconds),
      unit: 's',
      note: 'one run',
    },
  ]
}
