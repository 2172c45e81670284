import readline from 'node:readline/promises'
import { ConfigError, loadConfig } from '../config'
import { createDb } from '../db/create-db'
import { migrateToLatest } from '../db/migrator'
import { seedIfEmpty } from '../db/seed'
import { createAdministrator, FirstAdminError } from '../db/seed/first-admin'

// `npm run create-admin -- "Full Name"`: adds an administrator of every site to the database DATABASE_URL names,
// for an academy started with DEMO_DATA=0. The password comes from ADMIN_PASSWORD or is asked for; it is never an
// argument, so it stays out of the shell history and the process list.

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout })
  const password = await prompt.question('Password for the new administrator: ')
  prompt.close()
  return password
}

async function main(): Promise<void> {
  const fullName = process.argv.slice(2).join(' ').trim()
  if (!fullName) throw new FirstAdminError('Give the administrator’s full name: npm run create-admin -- "Full Name"')
  const config = loadConfig()
  const database = createDb(config.database)
  try {
    await migrateToLatest(database.db)
    await seedIfEmpty(database.db, database.dialect, { demoData: config.demoData, now: new Date() })
    const userId = await createAdministrator(database.db, { fullName, password: await readPassword(), now: new Date() })
    console.log(`Administrator ${fullName} created: sign in with user ID ${userId}`)
  } finally {
    await database.db.destroy()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof FirstAdminError || error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
