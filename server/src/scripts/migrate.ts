import { ConfigError, loadConfig } from '../config'
import { createDb } from '../db/create-db'
import { migrateToLatest } from '../db/migrator'

// `npm run db:migrate`: brings the database DATABASE_URL names to the latest migration without starting the server
// (the server also migrates at start). Prints the migrations it applied.

async function main(): Promise<void> {
  const database = createDb(loadConfig().database)
  try {
    const applied = await migrateToLatest(database.db)
    console.log(applied.length === 0 ? 'Already at the latest migration' : `Applied: ${applied.join(', ')}`)
  } finally {
    await database.db.destroy()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error)
  process.exit(1)
})
