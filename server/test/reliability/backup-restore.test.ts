import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { runBackupTrial, type BackupTrialResult } from '../../../scripts/trials/backup-trial'
import { freePort } from '../../../scripts/trials/free-port'
import { runScriptToEnd } from '../../../scripts/trials/server-process'
import { DEFAULT_POSTGRES_SERVER } from '../../../scripts/trials/throwaway-postgres'
import { recordFigures } from '../security/figures'

// Research G6: `npm run backup` while the server takes 100 payments a second, `npm run restore` into a
// fresh database and over the live one. Ports 3550–3599; PostgreSQL databases academy_h1_*.

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0

function recordTrial(result: BackupTrialResult): void {
  recordFigures(
    `backup-restore-${result.kind}`,
    {
      cases: result.rowsCompared,
      denied: result.refusedWhileServing ? 1 : 0,
      fiveXX: result.serverErrors,
      rowsWrongly: result.mismatches.length + result.laterWritesKept,
      writesLost: result.missingAcknowledged,
    },
    result.kind,
  )
}

function expectFaithfulRoundTrip(result: BackupTrialResult): void {
  recordTrial(result)
  expect(result.mismatches).toEqual([])
  expect(result.serverErrors).toBe(0)
  expect(result.tables).toBeGreaterThanOrEqual(25)
  expect(result.rowsCompared).toBeGreaterThan(1000)
  // Online: payments kept being acknowledged while the backup ran, and after it.
  expect(result.writesDuringBackup).toBeGreaterThan(0)
  expect(result.writesAfterBackup).toBeGreaterThan(0)
  // The backup point: everything acknowledged before it is in; restoring over the live database drops what came after.
  expect(result.missingAcknowledged).toBe(0)
  expect(result.laterWritesKept).toBe(0)
  expect(result.refusedWhileServing).toBe(true)
  expect(result.restoredServerAnswers).toBe(true)
}

describe('backup and restore', () => {
  let dir: string
  let sqliteTrial: BackupTrialResult
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-'))
    sqliteTrial = await runBackupTrial({ port: await freePort(3550, 3569), dir: path.join(dir, 'sqlite') })
  }, 180_000)
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('SQLite: an online backup under writes restores every table exactly, fresh and over the live file', () => {
    expectFaithfulRoundTrip(sqliteTrial)
  })

  it('refuses a backup whose content differs from its manifest, leaving the database alone', async () => {
    const backup = path.join(dir, 'sqlite', 'academy-sqlite.backup')
    const tampered = path.join(dir, 'tampered.backup')
    fs.copyFileSync(backup, tampered)
    fs.copyFileSync(`${backup}.manifest.json`, `${tampered}.manifest.json`)
    const sqlite = new SQLite(tampered)
    const payments = sqlite.prepare('select count(*) from payments').pluck().get() as number
    sqlite
      .prepare('update payments set amount_cents = amount_cents + 1 where id = (select max(id) from payments)')
      .run()
    sqlite.close()
    const target = path.join(dir, 'untouched.sqlite')
    const run = await runScriptToEnd('server/src/scripts/restore.ts', [tampered], { DATABASE_URL: `file:${target}` })
    expect(run.code).toBe(1)
    expect(run.output).toBe(
      `Restore failed: ${tampered} differs from its manifest (payments: same ${payments} rows, different content): not restored\n`,
    )
    expect(fs.existsSync(target)).toBe(false)
  }, 60_000)

  it('restores over a database SQLite cannot read, keeping the damaged file aside', async () => {
    const backup = path.join(dir, 'sqlite', 'academy-sqlite.backup')
    const target = path.join(dir, 'damaged', 'academy.sqlite')
    fs.mkdirSync(path.dirname(target))
    fs.writeFileSync(target, 'not a database: the disk ate it')
    const run = await runScriptToEnd('server/src/scripts/restore.ts', [backup], { DATABASE_URL: `file:${target}` })
    expect(run.code).toBe(0)
    const kept = fs.readdirSync(path.dirname(target)).filter((name) => name.startsWith('academy.sqlite.damaged-'))
    expect(kept).toHaveLength(1)
    expect(fs.readFileSync(path.join(path.dirname(target), kept[0]), 'utf8')).toBe('not a database: the disk ate it')
    expect(run.output).toContain(
      `the unreadable database there was kept as ${path.join(path.dirname(target), kept[0])}`,
    )
    const restored = new SQLite(target, { readonly: true })
    const payments = restored.prepare('select count(*) from payments').pluck().get()
    restored.close()
    const backedUp = new SQLite(backup, { readonly: true })
    expect(payments).toBe(backedUp.prepare('select count(*) from payments').pluck().get())
    backedUp.close()
  }, 60_000)

  it('answers a missing FILE with the usage line and exit code 2', async () => {
    const run = await runScriptToEnd('server/src/scripts/backup.ts', [], { DATABASE_URL: `file:${dir}/none.sqlite` })
    expect(run).toEqual({ code: 2, output: 'Usage: npm run backup -- FILE\n' })
  }, 60_000)

  it('will not back up onto the database file itself, which stays as it was', async () => {
    const live = path.join(dir, 'sqlite', 'sqlite', 'academy.sqlite')
    const before = fs.readFileSync(live)
    const run = await runScriptToEnd('server/src/scripts/backup.ts', [live], { DATABASE_URL: `file:${live}` })
    expect(run).toEqual({
      code: 1,
      output: `Backup failed: ${live} is the database itself (or its journal): name another file\n`,
    })
    expect(fs.readFileSync(live).equals(before)).toBe(true)
  }, 60_000)

  const onPostgres = hasPgDump ? it : it.skip
  onPostgres(
    'PostgreSQL: pg_dump under writes restores every table exactly, fresh and over the live database',
    async () => {
      expectFaithfulRoundTrip(
        await runBackupTrial({
          port: await freePort(3570, 3589),
          dir: path.join(dir, 'postgres'),
          postgres: DEFAULT_POSTGRES_SERVER,
        }),
      )
    },
    240_000,
  )
})
