import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import pg from 'pg'
import * as prettier from 'prettier'
import { parseDatabaseUrl } from '../server/src/config'
import { createDb } from '../server/src/db/create-db'
import { migrateTo } from '../server/src/db/migrator'
import type { BenchRow } from './bench-table'
import { markdownTable, textTable } from './format-table'

// Issue 28, "the migration of the scale database's parent phones into families finishes in minutes, not hours": an
// academy upgrading runs migration 0033 on a database that has swimmers and their parents' phones but no families.
// A fresh database is taken to 0032 (the schema before families), loaded with N swimmers whose parent phones are
// written as the desk typed them (spaces, +20, 0020, Arabic-Indic digits; siblings share a number: about 0.7
// families per swimmer, as the scale academy), then 0033 is timed, and the families it made are counted.
// (Until 2026-11-28 this took a scale database back to 0032 through the later migrations' down steps: SQLite's
// DROP COLUMN rewrites the swimmers table, which took 191 s at 100,000 swimmers and did not finish at 1,000,000.)
//
//   node --import tsx bench/families-migration.ts [--swimmers 1000000] [--pg-url postgres://…/postgres]
//
// Writes bench/families-migration-<date>.json and .md; measured, never asserted.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BEFORE = '0032-swimmer-duplicates'
const FAMILIES = '0033-families'
/** "Minutes, not hours": the bound, as a row's target. */
const TARGET_SECONDS = 600
/** Swimmers per family, as the scale academy (server/src/scripts/scale/swimmers.ts). */
const FAMILIES_PER_SWIMMER = 0.7
const BATCH = 500
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** The parent phone of swimmer `i` as typed at the desk: siblings share a number, its form varies. */
function typedPhone(i: number): string {
  const family = Math.floor(i * FAMILIES_PER_SWIMMER)
  const local = `01${'0125'[family % 4]}${String(10_000_000 + (family % 90_000_000)).slice(-8)}`
  switch (i % 4) {
    case 0:
      return `${local.slice(0, 3)} ${local.slice(3, 7)} ${local.slice(7)}`
    case 1:
      return `+20${local.slice(1)}`
    case 2:
      return local.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)])
    default:
      return `0020${local.slice(1)}`
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of 0032, not the live one
type AnyDb = Kysely<any>

/** N swimmers with their parents at 0032's schema (foreign keys to the lookups are not what is measured). */
async function loadSwimmers(pool: AnyDb, swimmers: number, postgres: boolean): Promise<void> {
  // One connection: the setting that suspends the foreign keys belongs to it.
  await pool.connection().execute(async (db) => {
    if (postgres) await sql`set session_replication_role = replica`.execute(db)
    else await sql`pragma foreign_keys = off`.execute(db)
    await insertSwimmers(db, swimmers)
    if (postgres) await sql`set session_replication_role = origin`.execute(db)
    else await sql`pragma foreign_keys = on`.execute(db)
  })
  await sql`analyze`.execute(pool)
}

async function insertSwimmers(db: AnyDb, swimmers: number): Promise<void> {
  const created = '2026-01-01T08:00:00.000Z'
  for (let start = 1; start <= swimmers; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, swimmers - start + 1) }, (_, k) => start + k)
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('swimmers')
        .values(
          ids.map((id) => ({
            id,
            full_name: `Swimmer ${id}`,
            name_key: `swimmer ${id}`,
            birth_date: '2015-03-01',
            birth_year: 2015,
            gender: 1,
            start_level: 1,
            current_level: 1,
            site: 1,
            club: 1,
            created_at: created,
          })),
        )
        .execute()
      await trx
        .insertInto('swimmer_parents')
        .values(
          ids.map((id) => ({
            swimmer_id: id,
            primary_phone: typedPhone(id),
            primary_job: '',
            email: id % 3 === 0 ? `parent${Math.floor(id * FAMILIES_PER_SWIMMER)}@example.com` : '',
            address: '',
          })),
        )
        .execute()
    })
  }
}

async function timeOn(url: string, engine: string, swimmers: number): Promise<BenchRow[]> {
  const { db } = createDb(parseDatabaseUrl(url))
  try {
    const before = await migrateTo(db, BEFORE)
    if (before.error) throw before.error instanceof Error ? before.error : new Error(String(before.error))
    const loadStarted = Date.now()
    await loadSwimmers(db as AnyDb, swimmers, engine === 'PostgreSQL')
    const loadSeconds = (Date.now() - loadStarted) / 1000
    const started = Date.now()
    const up = await migrateTo(db, FAMILIES)
    if (up.error) throw up.error instanceof Error ? up.error : new Error(String(up.error))
    const seconds = (Date.now() - started) / 1000
    const count = async (table: string) =>
      Number(
        ((
          await db
            .selectFrom(table as 'families')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n as number) ?? 0,
      )
    const [families, guardians, withoutFamily] = [
      await count('families'),
      await count('guardians'),
      Number(
        (
          await db
            .selectFrom('swimmers')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('family_id', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ]
    return [
      {
        group: `families migration (${engine})`,
        metric: `0033 on ${swimmers.toLocaleString('en')} swimmers: families from parent phones`,
        median: Math.round(seconds * 10) / 10,
        p95: Math.round(seconds * 10) / 10,
        unit: 's',
        target: `< ${TARGET_SECONDS} s`,
        met: seconds < TARGET_SECONDS && withoutFamily === 0,
        note: `one run on a fresh database; ${families.toLocaleString('en')} families, ${guardians.toLocaleString('en')} guardians, ${withoutFamily} swimmers without a family; loading them at 0032 first took ${loadSeconds.toFixed(1)} s`,
      },
    ]
  } finally {
    await db.destroy()
  }
}

async function sqliteRows(swimmers: number): Promise<BenchRow[]> {
  const file = path.join(os.tmpdir(), `families-migration-${process.pid}.sqlite`)
  try {
    return await timeOn(`file:${file}`, 'SQLite', swimmers)
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
  }
}

async function postgresRows(pgUrl: string, swimmers: number): Promise<BenchRow[]> {
  const name = `families_migration_${process.pid}`
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
    try {
      return await timeOn(Object.assign(new URL(pgUrl), { pathname: `/${name}` }).href, 'PostgreSQL', swimmers)
    } finally {
      await admin.query(`drop database if exists ${name}`)
    }
  } finally {
    await admin.end()
  }
}

async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {}
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }))
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      swimmers: { type: 'string', default: '1000000' },
      'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      'skip-postgres': { type: 'boolean', default: false },
    },
  })
  const swimmers = Number(values.swimmers!.replace(/_/g, ''))
  const startedAt = new Date()
  const rows = [...(await sqliteRows(swimmers))]
  if (!values['skip-postgres']) rows.push(...(await postgresRows(values['pg-url']!, swimmers)))
  const cpus = os.cpus()
  const machine = `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}; load average at the end ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`
  const out = path.join(ROOT, 'bench', `families-migration-${startedAt.toISOString().slice(0, 10)}`)
  await writeFormatted(`${out}.json`, JSON.stringify({ startedAt: startedAt.toISOString(), machine, rows }, null, 2))
  await writeFormatted(
    `${out}.md`,
    `# Families migration, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n${machine}\n\n${markdownTable(rows)}`,
  )
  console.log(textTable(rows))
  console.log(`written: ${path.relative(ROOT, out)}.json and .md`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
