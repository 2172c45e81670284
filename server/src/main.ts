import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createDb } from './db/create-db'
import { migrateToLatest } from './db/migrator'
import { assertDurablePostgres } from './db/postgres-settings'
import { seedIfEmpty } from './db/seed'
import { UnsafeDatabaseError } from './db/unsafe-database-error'
import { startOutboxWorker } from './domains/messages/outbox.service'
import { sendersFromEnv } from './domains/messages/senders'
import { clockAhead } from './lib/clock'

// The process: read the environment, migrate and seed the database, serve, and close cleanly on signals.

async function main(): Promise<void> {
  const config = loadConfig()
  // SQLite's settings are checked as it opens; PostgreSQL's need a query.
  const database = createDb(config.database)
  if (database.dialect === 'postgres') await assertDurablePostgres(database.db)
  await migrateToLatest(database.db)
  const clock = clockAhead(config.clockAheadDays)
  const seeded = await seedIfEmpty(database.db, database.dialect, { demoData: config.demoData, now: clock.now() })

  const app = await buildApp({
    database,
    staticDir: config.staticDir,
    logger: { level: config.logLevel },
    instanceName: config.instanceName,
    trustProxy: config.trustProxy,
    clock,
  })
  // The outbox's worker of this instance (issue 29): sends queued e-mail (SMTP_URL) and WhatsApp Cloud API messages.
  const stopWorker = startOutboxWorker(database.db, {
    senders: sendersFromEnv(process.env),
    onError: (err) => app.log.error({ err }, 'outbox worker round failed'),
  })
  closeWithGrace({ delay: 10000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    await stopWorker()
    await app.close()
  })
  await app.listen({ port: config.port, host: config.host })
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'
  app.log.info(`database: ${where} (${seeded === 'seeded' ? 'created and seeded' : 'existing data kept'})`)
  if (config.clockAheadDays > 0) {
    app.log.warn(`the academy's clock runs ${config.clockAheadDays} days ahead (CLOCK_AHEAD_DAYS)`)
  }
  if (seeded === 'seeded' && !config.demoData) {
    app.log.warn('no demo data (DEMO_DATA=1 asks for it): npm run create-admin -- "Full Name" makes the first account')
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`)
  } else if (error instanceof UnsafeDatabaseError) {
    console.error(`Refusing to start: ${error.message}`)
  } else {
    console.error(error)
  }
  process.exit(1)
})
