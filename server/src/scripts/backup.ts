import path from 'node:path'
import { parseCommandLine, runCommand } from './backup/command-line'
import { manifestPath } from './backup/manifest'
import { backupPostgres } from './backup/postgres-backup'
import { describeDatabase, describeOutcome } from './backup/report'
import { backupSqlite } from './backup/sqlite-backup'

// npm run backup -- FILE: an online backup of the DATABASE_URL database while the server keeps serving.
// SQLite: the online backup API. PostgreSQL: pg_dump -Fc. FILE.manifest.json records each table's rows
// and checksum at the backup point, for restore to check against.

runCommand('Backup failed', async () => {
  const { file, database } = parseCommandLine('backup', process.argv.slice(2))
  const target = path.resolve(file)
  const started = performance.now()
  const outcome =
    database.kind === 'sqlite' ? await backupSqlite(database.file, target) : await backupPostgres(database.url, target)
  console.log(
    `Backed up ${describeDatabase(database)} to ${target}: ${describeOutcome(outcome, performance.now() - started)} ` +
      `(manifest ${manifestPath(target)})`,
  )
})
