import { ConfigError, parseDatabaseUrl, type DatabaseConfig } from '../../config'
import { BackupError } from './backup-error'

// What `npm run backup -- FILE` and `npm run restore -- FILE` share: FILE, the database, the exit codes.

export class UsageError extends Error {}

export function parseCommandLine(command: string, args: string[]): { file: string; database: DatabaseConfig } {
  if (args.length !== 1 || args[0].startsWith('-')) throw new UsageError(`Usage: npm run ${command} -- FILE`)
  return { file: args[0], database: parseDatabaseUrl(process.env.DATABASE_URL) }
}

/** Usage mistakes exit 2, refusals and failures 1, each with one line. */
export function runCommand(failure: string, work: () => Promise<void>): void {
  work().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message)
      process.exit(2)
    }
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(`${failure}: ${error.message}`)
    } else {
      console.error(`${failure}:`, error)
    }
    process.exit(1)
  })
}
