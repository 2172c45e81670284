import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import * as prettier from 'prettier'
import { parseDatabaseUrl } from '../server/src/config'
import { createDb } from '../server/src/db/create-db'
import { migrateTo } from '../server/src/db/migrator'
import type { BenchRow } from './bench-table'
import { markdownTable, textTable } from './format-table'
import { sqliteScaleUrl } from './scale-databases'

// Issue 28, "the migration of the scale database's parent phones into families finishes in minutes, not hours": on a
// copy of each scale database (made by `npm run bench`), the schema is taken back to before families (0032: the
// later migrations' down steps put the parent phone and e-mail back in swimmer_parents), then migration 0033 is timed
// as an academy upgrading would run it, and the families it made are counted. The scale databases are not touched.
//
//   node --import tsx bench/families-migration.ts [--swimmers 1000000] [--pg-url postgres://…/academy_scale]
//
// Writes bench/families-migration-<date>.json and .md; measured, never asserted.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BEFORE = '0032-swimmer-duplicates'
const FAMILIES = '0033-families'
/** "Minutes, not hours": the bound, as a row's target. */
const TARGET_SECONDS = 600

async function timeOn(url: string, engine: string, swimmers: number): Promise<BenchRow[]> {
  const { db } = createDb(parseDatabaseUrl(url))
  try {
    const downStarted = Date.now()
    const down = await migrateTo(db, BEFORE)
    if (down.error) throw down.error instanceof Error ? down.error : new Error(String(down.error))
    const downSeconds = (Date.now() - downStarted) / 1000
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
        note: `one run on a copy; ${families.toLocaleString('en')} families, ${guardians.toLocaleString('en')} guardians, ${withoutFamily} swimmers without a family; back to 0032 first took ${downSeconds.toFixed(1)} s`,
      },
    ]
  } finally {
    await db.destroy()
  }
}

async function sqliteRows(swimmers: number): Promise<BenchRow[]> {
  const file = parseDatabaseUrl(sqliteScaleUrl(ROOT, swimmers))
  if (file.kind !== 'sqlite' || !fs.existsSync(file.file))
    throw new Error(`no SQLite scale database: run npm run bench`)
  const copy = path.join(os.tmpdir(), `families-migration-${process.pid}.sqlite`)
  fs.copyFileSync(file.file, copy)
  try {
    return await timeOn(`file:${copy}`, 'SQLite', swimmers)
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${copy}${suffix}`, { force: true })
  }
}

async function postgresRows(pgUrl: string, swimmers: number): Promise<BenchRow[]> {
  const source = new URL(pgUrl)
  const template = source.pathname.slice(1)
  const copyName = `${template}_migration_${process.pid}`
  const admin = new pg.Client({ connectionString: Object.assign(new URL(pgUrl), { pathname: '/postgres' }).href })
  await admin.connect()
  try {
    await admin.query(`create database ${copyName} template ${template}`)
    try {
      return await timeOn(Object.assign(new URL(pgUrl), { pathname: `/${copyName}` }).href, 'PostgreSQL', swimmers)
    } finally {
      await admin.query(`drop database if exists ${copyName}`)
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
      'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/academy_scale' },
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
