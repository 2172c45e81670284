import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Dialect } from '../db/create-db'
import type { Database } from '../db/database'
import type { Clock } from '../lib/clock'

// What every route reaches through `app`: the database, its dialect, and the clock.

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    dialect: Dialect
    clock: Clock
  }
}

export interface ContextOptions {
  db: Kysely<Database>
  dialect: Dialect
  clock: Clock
  /** Close the database with the app (false when a test owns the database). */
  closeDb: boolean
}

export const contextPlugin = fp(async (app: FastifyInstance, options: ContextOptions) => {
  app.decorate('db', options.db)
  app.decorate('dialect', options.dialect)
  app.decorate('clock', options.clock)
  if (options.closeDb) app.addHook('onClose', async () => options.db.destroy())
})
