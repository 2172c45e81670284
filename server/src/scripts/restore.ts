import path from 'node:path'
import { parseCommandLine, runCommand } from './backup/command-line'
import { readManifest } from './backup/manifest'
import { restorePostgres } from './backup/postgres-backup'
import { describeDatabase, describeOutcome } from './backup/report'
import { restoreSqlite } from './backup/sqlite-backup'

// npm run restore -- FILE: replaces the DATABASE_URL database with a backup made by npm run backup.
// The server must be stopped; restore refuses while the database is in use. Each table's rows and
// checksum are compared with the backup's manifest afterwards.

runCommand('Restore failed', async () => {
  const { file, database } = parseCommandLine('restore', process.argv.slice(2))
  const source = path.resolve(file)
  const started = performance.now()
  const outcome =
    database.kind === 'sqlite'
      ? await restoreSqlite(source, database.file)
      : await restorePostgres(source, database.url)
  const checked = readManifest(source) ? "every table's rows and checksum match the backup" : 'no manifest to compare'
  const aside = outcome.damagedKeptAs ? `; the unreadable database there was kept as ${outcome.damagedKeptAs}` : ''
  console.log(
    `Restored ${source} into ${describeDatabase(database)}: ${describeOutcome(outcome, performance.now() - started)}; ${checked}${aside}`,
  )
})
