import path from 'node:path'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { parseDatabaseUrl, type DatabaseConfig } from '../../config'
import { createDb } from '../../db/create-db'
import { rebuildReportPeriods } from '../../db/migrations/0019-report-period-counters'
import { migrateToLatest } from '../../db/migrator'
import { seedIfEmpty } from '../../db/seed'
import { createRegisterLoad } from '../../db/seed/register-sessions'
import { generateScaleData, ROWS_PER_SWIMMER } from './generate'
import { PostgresSink } from './postgres-sink'
import { ProgressBar, seconds, stepper } from './progress'
import { generateSessions } from './sessions'
import type { BulkSink } from './sink'
import { SqliteSink } from './sqlite-sink'

// Builds a database at scale for benchmarks: the usual migrations and seed (reference data, demo staff, the
// demo academy), then a proportional academy of N swimmers (see plan.ts). The target is --database, else
// DATABASE_URL, else data/scale/academy-<N>.sqlite, so the development database is never the default. The target
// must be empty; --replace deletes the SQLite file or drops and recreates the PostgreSQL database first.

const USAGE = 'usage: npm run seed:scale -- [--swimmers N] [--database file:PATH|postgres://…] [--replace]'

export interface ScaleOptions {
  swimmers: number
  database: DatabaseConfig
  replace: boolean
}

export function parseScaleArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      swimmers: { type: 'string', default: '1000000' },
      database: { type: 'string' },
      replace: { type: 'boolean', default: false },
    },
  })
  const swimmers = Number(values.swimmers!.replace(/_/g, ''))
  if (!Number.isInteger(swimmers) || swimmers < 100)
    throw new Error(`--swimmers must be a whole number ≥ 100\n${USAGE}`)
  const url = values.database ?? env.DATABASE_URL ?? `file:data/scale/academy-${swimmers}.sqlite`
  return { swimmers, database: parseDatabaseUrl(url), replace: values.replace! }
}

/** The server database URL with another database name (the maintenance database, to create or drop it). */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function prepareTarget(database: DatabaseConfig, replace: boolean): Promise<void> {
  if (database.kind === 'sqlite') {
    if (replace) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database.file + suffix, { force: true })
    fs.mkdirSync(path.dirname(database.file), { recursive: true })
    return
  }
  const name = decodeURIComponent(new URL(database.url).pathname.slice(1))
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name "${name}" must be letters, digits and _`)
  const admin = new pg.Client({ connectionString: withDatabase(database.url, 'postgres') })
  await admin.connect()
  try {
    if (replace) await admin.query(`drop database if exists ${name} with (force)`)
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
}

/**
 * Migrates and seeds through the app's own code. Only an empty database is taken: one that holds data already
 * (a development database named by DATABASE_URL, an earlier scale run) is refused unless --replace.
 */
async function migrateAndSeed(database: DatabaseConfig, now: Date): Promise<void> {
  const { db, dialect } = createDb(database)
  try {
    await migrateToLatest(db)
    const seeded = await seedIfEmpty(db, dialect, { demoData: true, now })
    if (seeded === 'kept') throw new Error('the target database already holds data: pass --replace to rebuild it')
    // The school register the load writes is staged, then turned into sessions and marks (scale/sessions.ts).
    await createRegisterLoad(db)
  } finally {
    await db.destroy()
  }
}

/**
 * The owner's view's active swimmers and retention (migration 0019): the load wrote enrolments and renewals with
 * their triggers off (dropped on SQLite, session_replication_role = replica on PostgreSQL), so refill from every
 * period, set-based.
 */
async function reportCountersAtScale(database: DatabaseConfig): Promise<void> {
  const started = Date.now()
  const { db } = createDb(database)
  try {
    await rebuildReportPeriods(db)
  } finally {
    await db.destroy()
  }
  process.stderr.write(`report counters (active swimmers, retention): ${seconds(Date.now() - started)}\n`)
}

/** The academy's week (issue 14): sessions, marks and credits from the loaded attendance (scale/sessions.ts). */
async function weekAtScale(database: DatabaseConfig, now: Date): Promise<void> {
  const started = Date.now()
  const { db, dialect } = createDb(database)
  try {
    const steps = stepper('  week')
    await generateSessions(db, dialect, now, steps.step)
    steps.end()
  } finally {
    await db.destroy()
  }
  process.stderr.write(`sessions, marks and credits: ${seconds(Date.now() - started)}\n`)
}

export async function seedScale(options: ScaleOptions, now = new Date()): Promise<Map<string, number>> {
  const started = Date.now()
  const where = options.database.kind === 'sqlite' ? options.database.file : 'PostgreSQL'
  process.stderr.write(`seed:scale: ${options.swimmers.toLocaleString('en')} swimmers into ${where}\n`)
  await prepareTarget(options.database, options.replace)
  await migrateAndSeed(options.database, now)
  const sink: BulkSink =
    options.database.kind === 'sqlite'
      ? new SqliteSink(options.database.file)
      : await PostgresSink.connect(options.database.url)
  try {
    await sink.prepareLoad()
    const bar = new ProgressBar(Math.round(options.swimmers * ROWS_PER_SWIMMER), 'rows')
    const { counts } = await generateScaleData(sink, options.swimmers, now, (written) => bar.update(written))
    bar.done()
    const loaded = Date.now()
    const steps = stepper('  rebuilt')
    await sink.finishLoad(steps.step)
    steps.end()
    process.stderr.write(`indexes and statistics: ${seconds(Date.now() - loaded)}\n`)
    await reportCountersAtScale(options.database)
    await weekAtScale(options.database, now)
    for (const [table, count] of counts) process.stderr.write(`  ${table}: ${count.toLocaleString('en')}\n`)
    process.stderr.write(`seed:scale done in ${seconds(Date.now() - started)}\n`)
    return counts
  } finally {
    await sink.close()
  }
}
